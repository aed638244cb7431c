import fs from 'node:fs';
import path from 'node:path';

import type { Request } from 'playwright-core';
import { ADD_ITEM, adminLogin, buy, gql, productVariants, shopApi } from '@tuah/testing';
import { beforeAll, describe, expect, it } from 'vitest';

import { ROUTES } from '../src/routing/paths';
import { journeyShop, openPhone, screenshot, seriousAccessibilityViolations, type Phone } from './support';

/**
 * Not one English word on a Malay screen (issue 31): every route of the shop, signed out and signed in with an order,
 * boxes, tickets and a won prize, and the local payment page, read in Malay on a phone. A visible text that is one of
 * the English catalogue's texts (where Malay says it differently) or one of the server's English names fails.
 */

const LOCALES = path.resolve(import.meta.dirname, '../public/locales');

/** Every string of a locale namespace, by its dotted key. */
function flatten(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
    if (typeof value === 'string') into.set(prefix, value);
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
    return into;
}

/** The English catalogue's texts that Malay says differently, as matchers of a whole text ({{x}} matches anything). */
function englishCatalogue(): RegExp[] {
    const matchers: RegExp[] = [];
    for (const file of fs.readdirSync(path.join(LOCALES, 'en'))) {
        const en = flatten(JSON.parse(fs.readFileSync(path.join(LOCALES, 'en', file), 'utf8')));
        const ms = flatten(JSON.parse(fs.readFileSync(path.join(LOCALES, 'ms', file), 'utf8')));
        for (const [key, text] of en) {
            const malay = ms.get(key) ?? ms.get(key.replace(/_(one|other)$/, '_other'));
            if (malay === undefined || malay.trim() === text.trim()) continue;
            // A text that is only placeholders (or markup) says nothing English.
            const words = text.replace(/\{\{[^}]+\}\}|<[^>]+>/g, '').trim();
            if (!/[A-Za-z]{2,}/.test(words)) continue;
            const pattern = text
                .trim()
                .split(/\{\{[^}]+\}\}/)
                .map(part => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
                .join('.+');
            matchers.push(new RegExp(`^${pattern}$`));
        }
    }
    return matchers;
}

/** Words the server used to send in English whatever the shopper's language (couriers, taxes, payment codes, SMS). */
const SERVER_ENGLISH = [
    /\bworking days?\b/i,
    /\bTuah Courier\b/,
    /^(Standard|Express|International)$/,
    /^(ipay88|sandbox)\b/,
    /\bLocal iPay88 gateway\b/,
    /^Pay MYR\b/,
    /\bFail the payment\b/,
];

/** The names the shop gives in English that it gives differently in Malay (products, campaigns, categories, prizes). */
async function englishNames(shopApiUrl: string, token?: string): Promise<Set<string>> {
    const query = `{
      campaigns(options: { take: 100 }) { items { name product { name } prize { name } } }
      getCategory { name }
      products(options: { take: 100 }) { items { name variants { name } } }
    }`;
    const names = (data: Awaited<ReturnType<typeof gql>>) => [
        ...data.campaigns.items.flatMap((c: { name: string; product: { name: string } | null; prize: { name: string } | null }) => [
            c.name,
            c.product?.name,
            c.prize?.name,
        ]),
        ...data.getCategory.map((c: { name: string }) => c.name),
        ...data.products.items.flatMap((p: { name: string; variants: Array<{ name: string }> }) => [p.name, ...p.variants.map(v => v.name)]),
    ];
    const en = names(await gql(`${shopApiUrl}?languageCode=en`, query, {}, token));
    const ms = new Set(names(await gql(`${shopApiUrl}?languageCode=ms`, query, {}, token)));
    return new Set(en.filter((name): name is string => !!name && !ms.has(name)));
}

/** What a person sees on the page: visible text nodes, and the labels, placeholders and alternative texts read to them. */
function visibleTexts(phone: Phone): Promise<string[]> {
    return phone.page.evaluate(() => {
        const texts: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent?.replace(/\s+/g, ' ').trim();
            const parent = node.parentElement;
            if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
            if (!parent.checkVisibility({ opacityProperty: false, visibilityProperty: true })) continue;
            texts.push(text);
        }
        for (const element of Array.from(document.querySelectorAll<HTMLElement>('[aria-label], [placeholder], img[alt], [title]'))) {
            if (!element.checkVisibility()) continue;
            for (const attribute of ['aria-label', 'placeholder', 'alt', 'title']) {
                const value = element.getAttribute(attribute)?.trim();
                if (value) texts.push(value);
            }
        }
        return [...new Set(texts)];
    });
}

const AUTHENTICATE = `mutation ($u: String!) { authenticate(input: { native: { username: $u, password: "tuah-demo-1" } }) { __typename } }`;
const DEMO_SHOPPERS = ['aisyah', 'budi', 'somchai', 'meiling', 'ravi'];
const ADDRESS = {
    fullName: 'Siti Aminah',
    streetLine1: '12 Jalan Ampang',
    city: 'Kuala Lumpur',
    province: 'Kuala Lumpur',
    postalCode: '50450',
    countryCode: 'MY',
    phoneNumber: '0123000103',
};
const SET_ADDRESS = 'mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { __typename } }';
const FEE = '{ getDeliveryFee { options { id priceWithTax } } }';
const SET_SHIPPING = 'mutation ($id: String) { setShipping(input: { id: $id }) { __typename } }';
const TO_PAYMENT = 'mutation { transitionOrderToState(state: "ArrangingPayment") { __typename } }';
const PAY = 'mutation { addPaymentToOrder(input: { method: "sandbox", metadata: {} }) { __typename ... on Order { code state } } }';
const INTENT = 'mutation { createIPayIntent(platform: WEB) { __typename ... on IPayIntent { endpoint fields { name value } } } }';

const shop = journeyShop({ PAYMENT_SANDBOX: 'true' });

describe('Malay: no English on any screen', () => {
    let english: RegExp[];
    let names: Set<string>;
    /** The signed-in shopper: a demo winner (tickets, a won prize) with a paid order of boxes, a paid order shipped by courier, and a cart at payment. */
    let shopper: { token: string; orderCode: string; boxId: string; campaignId: string; wonId: string; gateway: string };

    beforeAll(async () => {
        const { server } = shop;
        const url = server.shopApiUrl;
        const admin = await adminLogin(server.adminApiUrl);
        english = englishCatalogue();

        // A demo shopper who won the ended demo draw (the seed draws it: wait for the winner if it is still being drawn).
        let token = '';
        let wonId = '';
        for (const until = Date.now() + 30_000; !wonId; await new Promise(resolve => setTimeout(resolve, 500))) {
            for (const username of DEMO_SHOPPERS) {
                token = (await shopApi(url, AUTHENTICATE, { u: username })).token!;
                const won = (await gql(url, '{ getPrize { items { id isATC } } }', {}, token)).getPrize.items.find((p: { isATC: boolean }) => !p.isATC);
                if (won) {
                    wonId = won.id;
                    break;
                }
            }
            if (!wonId && Date.now() > until) throw new Error('no demo shopper has a won prize');
        }
        names = await englishNames(url, token);

        // Boxes: two of the demo figure box, paid.
        const boxes = (
            await gql(server.adminApiUrl, '{ campaigns(options: { take: 100, filter: { typStr: { eq: "BLINDBOX" } } }) { items { id sId } } }', {}, admin)
        ).campaigns.items;
        const figures = boxes.find((c: { sId: string }) => c.sId === 'BBFIG1');
        await buy(url, token, figures.id, (await productVariants(url, 'figure-mystery')).variantIds[0]!, 2);
        // The boxes are made after the payment: waited for (expect.poll is for tests, not hooks).
        let boxId: string | undefined;
        for (const until = Date.now() + 30_000; !boxId; await new Promise(resolve => setTimeout(resolve, 200))) {
            boxId = (await gql(url, '{ blindBoxes { items { id } } }', {}, token)).blindBoxes.items[0]?.id;
            if (!boxId && Date.now() > until) throw new Error('the paid boxes never came');
        }

        // An order shipped by the courier the shopper chose, paid; then a cart at the payment step.
        const cap = (await productVariants(url, 'cap')).variantIds[0]!;
        const toPayment = async () => {
            expect((await gql(url, ADD_ITEM, { v: cap, q: 1, c: null }, token)).addItemToOrder.__typename).toBe('Order');
            await gql(url, SET_ADDRESS, { input: ADDRESS }, token);
            const [option] = (await gql(`${url}?languageCode=ms`, FEE, {}, token)).getDeliveryFee.options;
            expect((await gql(url, SET_SHIPPING, { id: option.id }, token)).setShipping.__typename).toBe('Order');
            expect((await gql(url, TO_PAYMENT, {}, token)).transitionOrderToState.__typename).toBe('Order');
        };
        await toPayment();
        const paid = (await gql(url, PAY, {}, token)).addPaymentToOrder;
        expect(paid.state).toBe('PaymentSettled');
        await toPayment();
        const intent = (await gql(`${url}?languageCode=ms`, INTENT, {}, token)).createIPayIntent;
        const gateway = new URL(intent.endpoint);
        for (const field of intent.fields as Array<{ name: string; value: string }>) gateway.searchParams.set(field.name, field.value);

        const campaignId = (await gql(url, '{ campaigns(options: { take: 1 }) { items { id } } }')).campaigns.items[0].id;
        shopper = { token, orderCode: paid.code, boxId, campaignId, wonId, gateway: gateway.toString() };
    });

    /** Every route of the shop (routing/paths.ts), with the ids its page needs. A new route must be added here. */
    function routeUrls(): Record<keyof typeof ROUTES, string | null> {
        const c = `cId=${shopper.campaignId}`;
        const box = `boxId=${shopper.boxId}`;
        return {
            home: '/tabs/home',
            homeV1: '/tabs/homeV1',
            notifications: '/tabs/notifications',
            draws: '/tabs/draws',
            drawsCategoryInner: '/tabs/draws/category/inner?id=1',
            drop: '/tabs/drop',
            productDetails: `/tabs/common/draws/product/details?${c}`,
            productPrize: `/tabs/common/draws/product/prize?${c}&wonId=${shopper.wonId}`,
            sizeChart: `/tabs/common/draws/product/size?${c}`,
            drawlot: `/tabs/common/draws/item/drawlot?${c}`,
            drawlotUser: `/tabs/common/draws/item/drawlot/user?${c}&customerId=1`,
            proof: `/tabs/common/draws/item/proof?${c}`,
            campaignRules: `/tabs/common/draws/product/rules?${c}`,
            freeEntry: `/tabs/common/draws/product/free-entry?${c}`,
            tickets: '/tabs/tickets',
            ticketsInner: `/tabs/tickets/inner?${c}`,
            cart: '/tabs/cart',
            order: '/tabs/order',
            orderDetail: `/tabs/order/${shopper.orderCode}`,
            blindbox: '/tabs/blindbox',
            blindboxOpen: `/tabs/blindbox/open?${box}`,
            blindboxResult: `/tabs/blindbox/result?${box}`,
            blindboxExp: `/tabs/blindbox/exp?${box}`,
            blindboxProof: `/tabs/blindbox/proof?${box}`,
            checkoutReview: '/tabs/cart/checkout/simple',
            checkoutDetails: '/tabs/cart/checkout/details',
            checkoutPayment: '/tabs/cart/checkout/checkout',
            checkoutSuccess: `/tabs/cart/checkout/success?order=${shopper.orderCode}`,
            policy: '/tabs/profile/policy',
            policyContent: '/tabs/profile/policy/content?slug=terms',
            about: '/tabs/profile/about',
            howItWorks: '/tabs/profile/how-it-works',
            tutorials: '/tabs/profile/tutorials',
            contact: '/tabs/profile/contact',
            signUp: '/tabs/auth/signup',
            verify: '/tabs/auth/verify',
            signIn: '/tabs/auth/signin',
            forgot: '/tabs/auth/forgot',
            profile: '/tabs/profile',
            updatePassword: '/tabs/profile/update/password',
            updateProfile: '/tabs/profile/update/profile',
            updateName: '/tabs/profile/update/name',
            support: '/tabs/profile/support',
            lab: '/tabs/profile/lab',
            addresses: '/tabs/profile/addresses',
            wonPrizes: '/tabs/profile/won',
            responsiblePlay: '/tabs/profile/responsible-play',
            eInvoice: '/tabs/profile/einvoice',
            code: '/tabs/profile/code',
            splash: '/tabs/splash',
            onboard: '/tabs/onboard',
            universal: '/tabs/universal',
            // Development builds only: not in the shop that ships.
            dev: null,
            dev2: null,
        };
    }

    /** The English a page shows: texts equal to an English catalogue text, an English name of the shop, or a server English word. */
    function englishOn(texts: string[]): string[] {
        return texts.filter(text => names.has(text) || english.some(pattern => pattern.test(text)) || SERVER_ENGLISH.some(pattern => pattern.test(text)));
    }

    async function englishOnRoutes(signedIn: boolean): Promise<string[]> {
        const phone = await openPhone(shop.browser, shop.server.baseUrl, { language: 'ms', token: signedIn ? shopper.token : undefined });
        const found: string[] = [];
        // Requests still on their way (data, lazy pages): a route is read once none is. Live streams
        // (EventSource) never end, so they are not counted.
        // Each route counts its own: what an earlier page left on its way no longer matters.
        const loading = new Set<Request>();
        const counted = (request: Request) => ['fetch', 'xhr', 'script'].includes(request.resourceType());
        phone.page.on('request', request => counted(request) && loading.add(request));
        phone.page.on('requestfinished', request => loading.delete(request));
        // A worker's script (the bot check's) is asked for by the page but finishes in the worker: not counted.
        const workers = new Set<string>();
        phone.page.on('worker', worker => workers.add(worker.url()));
        phone.page.on('requestfailed', request => loading.delete(request));
        try {
            for (const [route, url] of Object.entries(routeUrls())) {
                if (!url) continue;
                if (process.env.MALAY_JOURNEY_LOG) fs.appendFileSync(process.env.MALAY_JOURNEY_LOG, `${new Date().toISOString()} ${signedIn} ${route}\n`);
                loading.clear();
                await phone.page.goto(url);
                // What loads after the first answers (skeletons turning into content) is read as it ends up. Not
                // "network idle": live pages keep polling.
                await phone.page.waitForFunction(() => (document.body.innerText ?? '').trim().length > 0, undefined, { timeout: 10_000 });
                // Generous on a busy machine; a request still out then is named.
                await expect
                    .poll(() => [...loading].map(request => request.url()).filter(url => !workers.has(url)), {
                        timeout: 30_000,
                        message: `${route}: requests still loading`,
                    })
                    .toEqual([]);
                await expect.poll(() => phone.page.locator('[aria-busy="true"], .animate-pulse').count(), { timeout: 5_000 }).toBe(0);
                expect(await phone.page.evaluate(() => document.documentElement.lang)).toBe('ms');
                for (const text of englishOn(await visibleTexts(phone))) found.push(`${route} (${url}): "${text}"`);
                if (process.env.MALAY_JOURNEY_LOG) fs.appendFileSync(process.env.MALAY_JOURNEY_LOG, `${found.join('\n')}\n`);
                if (route === 'orderDetail' || route === 'checkoutPayment') await screenshot(phone.page, `malay-${route}${signedIn ? '' : '-signed-out'}`);
            }
            expect(phone.errors).toEqual([]);
        } finally {
            await phone.context.close();
        }
        return found;
    }

    // About fifty pages each: minutes, not the one minute of a single journey step.
    it('every route signed out shows Malay only', { timeout: 300_000 }, async () => {
        expect(await englishOnRoutes(false)).toEqual([]);
    });

    it('every route signed in (an order, boxes, tickets, a won prize) shows Malay only', { timeout: 300_000 }, async () => {
        expect(await englishOnRoutes(true)).toEqual([]);
    });

    it('the check finds English where there is English: the same order page in English fails it', async () => {
        const phone = await openPhone(shop.browser, shop.server.baseUrl, { language: 'en', token: shopper.token });
        try {
            await phone.page.goto(`/tabs/order/${shopper.orderCode}`);
            await phone.page.getByText('Tuah Courier').first().waitFor();
            const found = englishOn(await visibleTexts(phone));
            // The tab bar and section titles (catalogue), the courier (server) and the product (shop names).
            expect(found).toEqual(expect.arrayContaining(['Home', 'Delivery', 'Tuah Courier']));
            expect(found.some(text => names.has(text))).toBe(true);
        } finally {
            await phone.context.close();
        }
    });

    it('the routes list above covers every route of the shop', () => {
        expect(Object.keys(routeUrls()).sort()).toEqual(Object.keys(ROUTES).sort());
    });

    it('the local iPay88 payment page speaks Malay, in the shop colours, amount in ringgit, on a phone', async () => {
        const phone = await openPhone(shop.browser, shop.server.baseUrl, { language: 'ms', token: shopper.token });
        try {
            await phone.page.goto(shopper.gateway);
            await phone.page.getByRole('heading', { level: 1, name: 'Pembayaran' }).waitFor();
            await phone.page.getByRole('button', { name: /^Bayar RM \d[\d,]*\.\d{2}$/ }).waitFor();
            await phone.page.getByRole('button', { name: 'Gagalkan pembayaran' }).waitFor();
            expect(await phone.page.evaluate(() => document.documentElement.lang)).toBe('ms');
            // Styled by the shop's stylesheet: the pay button is the shop's red, full width on a phone.
            const pay = phone.page.getByRole('button', { name: /^Bayar/ });
            expect(await pay.evaluate(button => getComputedStyle(button).backgroundColor)).toBe('rgb(200, 16, 46)');
            expect((await pay.boundingBox())!.width).toBeGreaterThan(300);
            expect(englishOn(await visibleTexts(phone))).toEqual([]);
            expect(await seriousAccessibilityViolations(phone.page)).toEqual([]);
            expect(phone.errors).toEqual([]);
            await screenshot(phone.page, 'malay-ipay88-gateway');
        } finally {
            await phone.context.close();
        }
    });
});
