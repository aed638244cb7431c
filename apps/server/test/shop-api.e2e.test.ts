import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { shopApi, startTestServer, TestServer } from '@tuah/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fetchSchema, SHOP_SCHEMA_FILE } from '../dist/scripts/print-schema';

const BUNDLE_SOURCE = `export const prizes = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `prize ${i}`))};`;

/** A stand-in storefront build, so these tests check the serving rules whatever the real app contains. */
function fakeStorefrontBuild(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-storefront-'));
    fs.mkdirSync(path.join(dir, 'static'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Tuah</title><div id="root"></div>');
    fs.writeFileSync(path.join(dir, 'static', 'index-abc123.js'), 'console.log("tuah")');
    // The build writes compressed twins beside its text files (apps/storefront/scripts/compress.mjs).
    const bundle = path.join(dir, 'static', 'vendor-def456.js');
    fs.writeFileSync(bundle, BUNDLE_SOURCE);
    fs.writeFileSync(`${bundle}.br`, brotliCompressSync(BUNDLE_SOURCE));
    fs.writeFileSync(`${bundle}.gz`, gzipSync(BUNDLE_SOURCE));
    fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{}');
    // The service worker and its precache list (vite-plugin-pwa writes sw.js at the root).
    fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    return dir;
}

const ALLOWED_ORIGIN = 'https://shop.tuah.test';

describe('shop API on a freshly seeded server', () => {
    let server: TestServer;
    let storefrontDir: string;

    beforeAll(async () => {
        storefrontDir = fakeStorefrontBuild();
        server = await startTestServer({ env: { STOREFRONT_DIR: storefrontDir, CORS_ORIGINS: ALLOWED_ORIGIN } });
    });
    afterAll(async () => {
        await server?.stop();
        fs.rmSync(storefrontDir, { recursive: true, force: true });
    });

    it('answers the README query with at least 20 products, priced in MYR with tax', async () => {
        const { data } = await shopApi(
            server.shopApiUrl,
            '{ products(options: { take: 50 }) { totalItems items { name featuredAsset { preview } variants { priceWithTax currencyCode stockLevel } } } }',
        );
        expect(data.products.totalItems).toBeGreaterThanOrEqual(20);
        for (const product of data.products.items) {
            expect(product.featuredAsset?.preview).toMatch(/^http/);
            for (const variant of product.variants) {
                expect(variant.currencyCode).toBe('MYR');
                expect(variant.priceWithTax).toBeGreaterThan(0);
                expect(variant.stockLevel).toBe('IN_STOCK');
            }
        }
        expect(data.products.items.some((p: any) => p.variants.length > 1)).toBe(true);
    });

    it('serves the product pictures the seed generated', async () => {
        const { data } = await shopApi(server.shopApiUrl, '{ product(slug: "smart-watch") { featuredAsset { preview } } }');
        const response = await fetch(`${data.product.featuredAsset.preview}?preset=small`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^image\//);
    });

    it('is a MYR channel whose prices include tax, in English and Malay', async () => {
        const { data } = await shopApi(
            server.shopApiUrl,
            '{ activeChannel { defaultCurrencyCode pricesIncludeTax availableLanguageCodes } availableCountries { code name } }',
        );
        expect(data.activeChannel).toEqual({
            defaultCurrencyCode: 'MYR',
            pricesIncludeTax: true,
            availableLanguageCodes: ['en', 'ms'],
        });
        expect(data.availableCountries.map((c: any) => c.code).sort()).toEqual(['ID', 'MY', 'TH']);
    });

    it('has categories with products, named in English and in Malay', async () => {
        const query = '{ collections { items { slug name productVariants { totalItems } } } }';
        const en = await shopApi(server.shopApiUrl, query);
        const ms = await shopApi(`${server.shopApiUrl}?languageCode=ms`, query);
        expect(en.data.collections.items.length).toBeGreaterThanOrEqual(5);
        expect(en.data.collections.items.find((c: any) => c.slug === 'gadgets').name).toBe('Gadgets');
        expect(ms.data.collections.items.find((c: any) => c.slug === 'gadgets').name).toBe('Gajet');
        for (const category of en.data.collections.items) expect(category.productVariants.totalItems).toBeGreaterThan(0);
    });

    it('keeps a guest cart by bearer token alone, without cookies', async () => {
        const { data: catalogue } = await shopApi(server.shopApiUrl, '{ product(slug: "cap") { variants { id } } }');
        const added = await shopApi(
            server.shopApiUrl,
            'mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 2) { ... on Order { code totalQuantity totalWithTax currencyCode } ... on ErrorResult { errorCode message } } }',
            { id: catalogue.product.variants[0].id },
        );
        expect(added.data.addItemToOrder).toMatchObject({ totalQuantity: 2, totalWithTax: 5800, currencyCode: 'MYR' });
        expect(added.token).toBeTruthy();
        expect(added.headers.get('set-cookie')).toBeNull();

        const withToken = await shopApi(server.shopApiUrl, '{ activeOrder { code totalQuantity } }', {}, { token: added.token });
        expect(withToken.data.activeOrder).toEqual({ code: added.data.addItemToOrder.code, totalQuantity: 2 });
        const withoutToken = await shopApi(server.shopApiUrl, '{ activeOrder { code } }');
        expect(withoutToken.data.activeOrder).toBeNull();

        const shipping = await shopApi(
            server.shopApiUrl,
            'mutation { setOrderShippingAddress(input: { fullName: "Siti Aminah", streetLine1: "12 Jalan Ampang", city: "Kuala Lumpur", province: "Wilayah Persekutuan Kuala Lumpur", postalCode: "50450", countryCode: "MY" }) { ... on Order { code } } }',
            {},
            { token: added.token },
        );
        expect(shipping.data.setOrderShippingAddress.code).toBe(added.data.addItemToOrder.code);
        const methods = await shopApi(server.shopApiUrl, '{ eligibleShippingMethods { name priceWithTax } }', {}, { token: added.token });
        expect(methods.data.eligibleShippingMethods).toEqual(
            expect.arrayContaining([
                { name: 'Standard Delivery', priceWithTax: 800 },
                { name: 'Express Delivery', priceWithTax: 1500 },
            ]),
        );
    });

    it('lets configured origins read the session token header, and no others', async () => {
        const preflight = await fetch(server.shopApiUrl, {
            method: 'OPTIONS',
            headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
        });
        expect(preflight.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
        const post = await shopApi(server.shopApiUrl, '{ activeChannel { code } }', {}, { headers: { origin: ALLOWED_ORIGIN } });
        expect(post.headers.get('access-control-expose-headers')).toContain('vendure-auth-token');

        const stranger = await fetch(server.shopApiUrl, {
            method: 'OPTIONS',
            headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
        });
        expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('refuses GraphQL over GET', async () => {
        const response = await fetch(`${server.shopApiUrl}?query=${encodeURIComponent('{ activeChannel { code } }')}`);
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('POST');
    });

    it('answers GraphQL with cache-control: no-store, as Apollo did before its per-field cache hints were turned off', async () => {
        for (const url of [server.shopApiUrl, server.adminApiUrl]) {
            const response = await fetch(url, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ query: '{ __typename }' }),
            });
            expect(response.status, url).toBe(200);
            expect(response.headers.get('cache-control'), url).toBe('no-store');
        }
    });

    it('answers /health', async () => {
        const response = await fetch(`${server.baseUrl}/health`);
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({ status: 'ok' });
    });

    it('serves the storefront: pages get index.html uncached, hashed files cached for good', async () => {
        for (const page of ['/', '/tabs/home', '/tabs/draws/category/inner', '/no/such/page']) {
            const response = await fetch(`${server.baseUrl}${page}`, { headers: { accept: 'text/html' } });
            expect(response.status, page).toBe(200);
            expect(response.headers.get('cache-control'), page).toBe('no-cache');
            expect(await response.text(), page).toContain('<div id="root">');
        }
        const script = await fetch(`${server.baseUrl}/static/index-abc123.js`);
        expect(script.status).toBe(200);
        expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect((await fetch(`${server.baseUrl}/static/index-gone.js`)).status).toBe(404);
        expect((await fetch(`${server.baseUrl}/manifest.webmanifest`)).headers.get('cache-control')).toBe('no-cache');
    });

    it('serves the service worker and the manifest never long-cached, and lets pages use them', async () => {
        const worker = await fetch(`${server.baseUrl}/sw.js`);
        expect(worker.status).toBe(200);
        // A cached worker would keep shoppers on an old version for as long as the cache lasts.
        expect(worker.headers.get('cache-control')).toBe('no-cache');
        expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
        const manifest = await fetch(`${server.baseUrl}/manifest.webmanifest`);
        expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
        expect(manifest.headers.get('cache-control')).toBe('no-cache');

        const page = await fetch(`${server.baseUrl}/tabs/home`, { headers: { accept: 'text/html' } });
        const csp = page.headers.get('content-security-policy') ?? '';
        expect(csp).toMatch(/worker-src 'self'/);
        expect(csp).toMatch(/manifest-src 'self'/);
        // The worker's own fetches (the shop API, saved answers) fall under its script's policy: same origin allowed.
        expect(worker.headers.get('content-security-policy')).toMatch(/connect-src 'self'/);
    });

    it("sends the build's compressed twin the browser accepts, with the script's type and caching", async () => {
        const url = `${server.baseUrl}/static/vendor-def456.js`;
        const ask = (acceptEncoding: string) => fetch(url, { headers: { 'accept-encoding': acceptEncoding } });
        const expectScript = (response: Response, encoding: string | null) => {
            expect(response.status).toBe(200);
            expect(response.headers.get('content-encoding')).toBe(encoding);
            expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
            expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
            expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        };

        // Chromium's header: Brotli wins over gzip whatever the order.
        const brotli = await ask('gzip, deflate, br, zstd');
        expectScript(brotli, 'br');
        expect(await brotli.text()).toBe(BUNDLE_SOURCE);

        const gzip = await ask('gzip');
        expectScript(gzip, 'gzip');
        expect(await gzip.text()).toBe(BUNDLE_SOURCE);

        const refusedBrotli = await ask('br;q=0, gzip');
        expectScript(refusedBrotli, 'gzip');

        // No Accept-Encoding the server understands: the file as it is.
        const plain = await ask('identity');
        expectScript(plain, null);
        expect(await plain.text()).toBe(BUNDLE_SOURCE);
    });

    it('compresses API answers for clients that accept it, and gives pictures a cache lifetime', async () => {
        const query = '{ products(options: { take: 20 }) { items { id name slug description } } }';
        const response = await fetch(server.shopApiUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
            body: JSON.stringify({ query }),
        });
        expect(response.headers.get('content-encoding')).toBe('gzip');
        const body = (await response.json()) as { data: { products: { items: unknown[] } } };
        expect(body.data.products.items).toHaveLength(20);

        const picture = (
            await shopApi<{ products: { items: { featuredAsset: { preview: string } | null }[] } }>(
                server.shopApiUrl,
                '{ products(options: { take: 1 }) { items { featuredAsset { preview } } } }',
            )
        ).data!.products.items[0].featuredAsset!.preview;
        // A size nobody asked for yet is made on this request: it is cached like the stored ones.
        const resized = `${server.baseUrl}${new URL(picture, server.baseUrl).pathname}?w=123&h=45`;
        for (const url of [resized, resized]) {
            const asset = await fetch(url);
            expect(asset.status).toBe(200);
            expect(asset.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
        }
    });

    it('serves exactly the shop API schema committed for the storefront code generator', async () => {
        const committed = fs.readFileSync(SHOP_SCHEMA_FILE, 'utf8');
        const live = await fetchSchema(server.shopApiUrl);
        expect(live === committed, 'apps/server/schema/shop-api.graphql is stale: run `npm run codegen`').toBe(true);
    });

    it('seeds only once: a restart on the same database adds nothing', async () => {
        const count = '{ products { totalItems } collections { totalItems } availableCountries { code } }';
        const before = await shopApi(server.shopApiUrl, count);
        await server.restart();
        const after = await shopApi(server.shopApiUrl, count);
        expect(after.data).toEqual(before.data);
    });
});
