import {
    createFixedDiscountCoupon,
    ADD_ITEM,
    adminLogin,
    createCampaign,
    createShopper,
    gql,
    pay,
    productVariants,
    queryDatabase,
    shopApi,
    startTestServer,
    TestServer,
    TestServerProcess,
    toArrangingPayment,
    pdfText,
} from '@tuah/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { invoiceYear, signedInvoiceUrl } from '../src/plugins/invoices';
import { until } from './support/first-start';

const LINK_SECRET = 'invoice-links-test-secret-0123456789abcdef';
const INVOICES = `query ($code: String!) { orderByCode(code: $code) { code totalWithTax invoices { invoiceNumber downloadUrl createdAt } } }`;
const NUMBER = /^TUAH-(\d{4})-(\d{6})$/;

describe('invoices', () => {
    let server: TestServer;
    let admin: string;
    let cap: { productId: string; variantIds: string[] };
    let coffee: { productId: string; variantIds: string[] };
    let count = 0;

    const invoicesOf = async (url: string, token: string | undefined, code: string) =>
        (await shopApi(url, INVOICES, { code }, { token })).data?.orderByCode?.invoices;
    const invoiceOf = (url: string, token: string, code: string) =>
        until(
            `the invoice of ${code}`,
            async () => (await invoicesOf(url, token, code))?.[0] as { invoiceNumber: string; downloadUrl: string } | undefined,
            30_000,
        );

    /** A shopper on `serving` with `lines` in an order in ArrangingPayment (not paid yet). */
    async function checkedOut(serving: TestServerProcess, lines: Array<[string, number, string?]>, coupon?: string) {
        const shopper = await createShopper({ ...server, shopApiUrl: serving.shopApiUrl }, admin, `invoiced${++count}`);
        for (const [variantId, quantity, campaignId] of lines) {
            const added = await gql(serving.shopApiUrl, ADD_ITEM, { v: variantId, q: quantity, c: campaignId ?? null }, shopper.token);
            expect(added.addItemToOrder.__typename).toBe('Order');
        }
        if (coupon) {
            const applied = await gql(
                serving.shopApiUrl,
                'mutation ($c: String!) { applyCouponCode(couponCode: $c) { __typename } }',
                { c: coupon },
                shopper.token,
            );
            expect(applied.applyCouponCode.__typename).toBe('Order');
        }
        expect((await toArrangingPayment(serving.shopApiUrl, shopper.token)).__typename).toBe('Order');
        return { ...shopper, url: serving.shopApiUrl };
    }

    beforeAll(async () => {
        // On PostgreSQL two processes share the database: payments settle in both at once, as when
        // scaled (a SQLite file is one process's).
        server = await startTestServer({
            processes: process.env.TEST_DATABASE === 'postgres' ? 2 : 1,
            env: { PAYMENT_SANDBOX: 'true', INVOICE_LINK_SECRET: LINK_SECRET },
        });
        admin = await adminLogin(server.adminApiUrl);
        [cap, coffee] = await Promise.all(['cap', 'white-coffee'].map(slug => productVariants(server.shopApiUrl, slug)));
    });
    afterAll(async () => {
        await server?.stop();
    });

    it('50 orders paid at once get 50 distinct invoice numbers, and the year has no gap and no number twice', async () => {
        const shoppers = [];
        for (let i = 0; i < 50; i += 10) {
            shoppers.push(
                ...(await Promise.all(
                    Array.from({ length: 10 }, (_, k) => checkedOut(server.processes[(i + k) % server.processes.length], [[cap.variantIds[0], 1]])),
                )),
            );
        }
        const paid = await Promise.all(shoppers.map(s => pay(s.url, s.token)));
        expect(paid.map(p => p.state)).toEqual(Array(50).fill('PaymentSettled'));
        const numbers = await Promise.all(shoppers.map((s, i) => invoiceOf(s.url, s.token, paid[i].code).then(inv => inv.invoiceNumber)));
        expect(new Set(numbers).size).toBe(50);
        const year = invoiceYear(new Date());
        for (const n of numbers) expect(n).toMatch(new RegExp(`^TUAH-${year}-\\d{6}$`));
        // Every invoice of the year (the seeded shop's paid orders get theirs too): 1..N, each once.
        const rows = await queryDatabase<{ sequence: number; invoiceNumber: string }>(
            server,
            'SELECT "sequence", "invoiceNumber" FROM "invoice" WHERE "year" = $1 ORDER BY "sequence"',
            [year],
        );
        expect(rows.map(r => Number(r.sequence))).toEqual(rows.map((_, i) => i + 1));
        expect(rows.map(r => r.invoiceNumber)).toEqual(rows.map((_, i) => `TUAH-${year}-${String(i + 1).padStart(6, '0')}`));
        // Ours are consecutive among themselves but for invoices the sweeper issued between them.
        const ours = numbers.map(n => Number(NUMBER.exec(n)![2])).sort((a, b) => a - b);
        expect(ours.at(-1)! - ours[0] + 1).toBeLessThanOrEqual(rows.length);
    });

    it('the PDF names the seller, the buyer, each line, the discount, shipping and the total in ringgit, and links a campaign line’s rules, in English or Malay', async () => {
        const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 100, ticketPerItem: 1 });
        await createFixedDiscountCoupon(server, admin, { couponCode: 'INVOIS5', discount: 500, name: 'Potongan RM5' });
        const shopper = await checkedOut(
            server.processes[0],
            [
                [cap.variantIds[0], 2, campaign.id],
                [coffee.variantIds[0], 3],
            ],
            'INVOIS5',
        );
        const order = await pay(shopper.url, shopper.token);
        expect(order.state).toBe('PaymentSettled');
        const details = await gql(
            shopper.url,
            `query ($code: String!) { orderByCode(code: $code) { totalWithTax subTotalWithTax shippingWithTax discounts { amountWithTax } lines { quantity linePriceWithTax productVariant { name } } } }`,
            { code: order.code },
            shopper.token,
        );
        const invoice = await invoiceOf(shopper.url, shopper.token, order.code);
        expect(invoice.downloadUrl).toMatch(new RegExp(`^${server.baseUrl}/invoices/${invoice.invoiceNumber}\\.pdf\\?expires=\\d+&lang=en&sig=`));

        const response = await fetch(invoice.downloadUrl);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.invoiceNumber}.pdf"`);
        const text = (await pdfText(new Uint8Array(await response.arrayBuffer()))).replace(/\s+/g, ' ');
        const rm = (sen: number) => `RM ${(sen / 100).toLocaleString('en-MY', { minimumFractionDigits: 2 })}`;
        expect(text).toContain('TAX INVOICE');
        expect(text).toContain(invoice.invoiceNumber);
        expect(text).toContain(order.code);
        expect(text).toContain('Tuah');
        expect(text).toContain('Siti Aminah');
        for (const line of details.orderByCode.lines) {
            expect(text).toContain(line.productVariant.name);
            expect(text).toContain(rm(line.linePriceWithTax));
        }
        expect(details.orderByCode.discounts[0].amountWithTax).toBe(-500);
        // The discount named as on the screens: the promotion's own name, no "Discount:" before it.
        expect(text).toContain('Potongan RM5');
        expect(text).not.toContain('Discount:');
        expect(text).toContain('-RM 5.00');
        expect(details.orderByCode.shippingWithTax).toBeGreaterThan(0);
        // The delivery row names the method chosen (docs/checkout.md#the-money-summary).
        expect(text).toMatch(new RegExp(`Shipping \\([^)]+\\) ${rm(details.orderByCode.shippingWithTax)}`));
        expect(text).toContain(`Total ${rm(details.orderByCode.totalWithTax)}`);
        // The lucky-draw line links its campaign's official rules on the storefront; the coffee has none.
        const rules = `${server.baseUrl}/tabs/common/draws/product/rules?cId=${campaign.id}`;
        expect(text).toContain(`Official rules: ${rules}`);
        expect(text.split('Official rules').length - 1).toBe(1);

        // Asked in Malay, the link gives the Malay invoice (the same numbers).
        const ms = await shopApi(`${shopper.url}?languageCode=ms`, INVOICES, { code: order.code }, { token: shopper.token });
        const malay = (await pdfText(new Uint8Array(await (await fetch(ms.data.orderByCode.invoices[0].downloadUrl)).arrayBuffer()))).replace(/\s+/g, ' ');
        expect(malay).toContain('INVOIS CUKAI');
        expect(malay).toContain('Potongan RM5');
        expect(malay).not.toContain('Diskaun:');
        expect(malay).toContain(`Jumlah keseluruhan ${rm(details.orderByCode.totalWithTax)}`);
        expect(malay).toContain(`Peraturan rasmi: ${rules}`);
        expect(malay).not.toContain('Official rules');
    });

    it('a download link cannot be forged, altered or used after it expires; unknown invoices are not found', async () => {
        const shopper = await checkedOut(server.processes[0], [[cap.variantIds[0], 1]]);
        const order = await pay(shopper.url, shopper.token);
        const invoice = await invoiceOf(shopper.url, shopper.token, order.code);
        const url = new URL(invoice.downloadUrl);
        const status = async (href: string) => (await fetch(href)).status;
        expect(await status(url.href)).toBe(200);

        const tampered = (change: (u: URL) => void) => {
            const copy = new URL(url.href);
            change(copy);
            return copy.href;
        };
        // Another signature, a later expiry, another language, or another invoice's number under this signature.
        expect(await status(tampered(u => u.searchParams.set('sig', 'A'.repeat(43))))).toBe(403);
        expect(await status(tampered(u => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600))))).toBe(403);
        expect(await status(tampered(u => u.searchParams.set('lang', 'ms')))).toBe(403);
        const [, year, seq] = NUMBER.exec(invoice.invoiceNumber)!;
        const other = `TUAH-${year}-${String(Number(seq) === 1 ? 2 : 1).padStart(6, '0')}`;
        expect(await status(tampered(u => (u.pathname = `/invoices/${other}.pdf`)))).toBe(403);
        expect(await status(tampered(u => u.searchParams.delete('sig')))).toBe(403);

        // Signed with the server's secret: past its expiry it is refused; a valid one for no invoice is not found.
        const expired = signedInvoiceUrl(server.baseUrl, new Uint8Array(Buffer.from(LINK_SECRET)), {
            invoiceNumber: invoice.invoiceNumber,
            expires: Math.floor(Date.now() / 1000) - 1,
            lang: 'en',
        });
        expect(await status(expired)).toBe(403);
        const fresh = (invoiceNumber: string) =>
            signedInvoiceUrl(server.baseUrl, new Uint8Array(Buffer.from(LINK_SECRET)), {
                invoiceNumber,
                expires: Math.floor(Date.now() / 1000) + 60,
                lang: 'en',
            });
        expect(await status(fresh(invoice.invoiceNumber))).toBe(200);
        expect(await status(fresh('TUAH-1999-000001'))).toBe(404);
    });

    it("only the order's customer sees its invoices; an unpaid order has none; operators see them with the permission", async () => {
        const owner = await checkedOut(server.processes[0], [[cap.variantIds[0], 1]]);
        const unpaid = await gql(owner.url, '{ activeOrder { code invoices { invoiceNumber } } }', {}, owner.token);
        expect(unpaid.activeOrder.invoices).toEqual([]);
        const order = await pay(owner.url, owner.token);
        const invoice = await invoiceOf(owner.url, owner.token, order.code);

        const stranger = await createShopper(server, admin, `stranger${++count}`);
        const seen = await shopApi(server.shopApiUrl, INVOICES, { code: order.code }, { token: stranger.token });
        expect(seen.data?.orderByCode?.invoices ?? []).toEqual([]);
        expect(JSON.stringify(seen)).not.toContain(invoice.invoiceNumber);
        const guest = await shopApi(server.shopApiUrl, INVOICES, { code: order.code });
        expect(JSON.stringify(guest)).not.toContain(invoice.invoiceNumber);

        const orderId = (await gql(owner.url, INVOICES.replace('code totalWithTax', 'id'), { code: order.code }, owner.token)).orderByCode.id;
        const adminView = await gql(
            server.adminApiUrl,
            'query ($id: ID!) { order(id: $id) { invoices { invoiceNumber downloadUrl } } }',
            { id: orderId },
            admin,
        );
        expect(adminView.order.invoices).toEqual([{ invoiceNumber: invoice.invoiceNumber, downloadUrl: expect.stringContaining('/invoices/') }]);
        const roles = await gql(server.adminApiUrl, '{ activeAdministrator { user { roles { permissions } } } }', {}, admin);
        expect(roles.activeAdministrator.user.roles[0].permissions).toContain('AllowInvoicesPermission');
    });
});
