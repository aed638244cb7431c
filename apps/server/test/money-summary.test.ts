import {
    ADD_ITEM,
    createCampaign,
    createOperator,
    createShopper,
    gql,
    pay,
    productVariants,
    queryDatabase,
    shopApi,
    TestServer,
    toArrangingPayment,
    withShop,
    pdfText,
} from '@tuah/testing';
import { beforeAll, describe, expect, it } from 'vitest';

import { until } from './support/first-start';

/**
 * `Order.moneySummary` (docs/checkout.md#the-money-summary): every row is the sum of the rows above
 * it and the sums are Vendure's own totals, with a coupon, free delivery, a won prize at RM 0 and
 * blind boxes; the invoice prints the same rows.
 */
const SUMMARY = `moneySummary {
  currencyCode itemsTotal subTotal total taxTotal
  lines { orderLineId name quantity unitPriceWithTax linePriceWithTax }
  discounts { source promotionId name couponCode amountWithTax }
  delivery { state name priceWithTax }
  deliveryDiscounts { source name couponCode amountWithTax }
  taxes { description taxRate amount }
}`;
const ORDER = `id code subTotalWithTax shippingWithTax totalWithTax discounts { amountWithTax } lines { id linePriceWithTax } ${SUMMARY}`;
const ACTIVE = `{ activeOrder { ${ORDER} } }`;
const BY_CODE = `query ($code: String!) { orderByCode(code: $code) { ${ORDER} invoices { downloadUrl } } }`;
const APPLY = `mutation ($code: String!) { applyCouponCode(couponCode: $code) { __typename ... on ErrorResult { errorCode } } }`;
const ADD_PRIZE = `mutation ($v: ID!, $cf: OrderLineCustomFieldsInput) { addItemToOrder(productVariantId: $v, quantity: 1, customFields: $cf) { __typename ... on ErrorResult { errorCode message } } }`;

type Row = { amountWithTax: number };
interface Summary {
    itemsTotal: number;
    subTotal: number;
    total: number;
    taxTotal: number;
    lines: Array<{ orderLineId: string; name: string; quantity: number; unitPriceWithTax: number; linePriceWithTax: number }>;
    discounts: Array<Row & { name: string; couponCode: string | null }>;
    delivery: { state: string; name: string | null; priceWithTax: number };
    deliveryDiscounts: Array<Row & { name: string; couponCode: string | null }>;
    taxes: Array<{ description: string; taxRate: number; amount: number }>;
}
interface OrderMoney {
    code: string;
    subTotalWithTax: number;
    shippingWithTax: number;
    totalWithTax: number;
    discounts: Row[];
    lines: Array<{ id: string; linePriceWithTax: number }>;
    moneySummary: Summary;
}

const sum = (rows: Row[]) => rows.reduce((s, r) => s + r.amountWithTax, 0);

/** Each row the sum of those above, the sums Vendure's, every order line there at its price. */
function expectAddsUp(order: OrderMoney) {
    const m = order.moneySummary;
    expect(m.itemsTotal).toBe(m.lines.reduce((s, l) => s + l.linePriceWithTax, 0));
    for (const line of m.lines) expect(line.linePriceWithTax).toBe(line.unitPriceWithTax * line.quantity);
    expect(m.lines.map(l => [l.orderLineId, l.linePriceWithTax])).toEqual(order.lines.map(l => [l.id, l.linePriceWithTax]));
    expect(m.subTotal).toBe(m.itemsTotal + sum(m.discounts));
    expect(m.subTotal).toBe(order.subTotalWithTax);
    expect(m.total).toBe(m.subTotal + m.delivery.priceWithTax + sum(m.deliveryDiscounts));
    expect(m.total).toBe(order.totalWithTax);
    expect(m.delivery.priceWithTax + sum(m.deliveryDiscounts)).toBe(order.shippingWithTax);
    // Discounts are Vendure's (a rounding sen at most moved between them).
    expect(Math.abs(sum(m.discounts) + sum(m.deliveryDiscounts) - sum(order.discounts))).toBeLessThanOrEqual(2);
    for (const d of [...m.discounts, ...m.deliveryDiscounts]) expect(d.amountWithTax).toBeLessThan(0);
    expect(m.taxTotal).toBeGreaterThanOrEqual(0);
}

describe('the money summary', () => {
    let server: TestServer;
    let admin: string;
    let cap: { productId: string; variantIds: string[] };
    let coffee: { productId: string; variantIds: string[] };
    let watch: { productId: string; variantIds: string[] };
    let count = 0;
    const newShopper = () => createShopper(server, admin, `money${++count}`);
    const active = async (token: string) => (await gql(server.shopApiUrl, ACTIVE, {}, token)).activeOrder as OrderMoney;

    withShop(shop => ({ server, admin } = shop), { INVOICE_LINK_SECRET: 'money-summary-test-secret-0123456789abcdef' });
    beforeAll(async () => {
        [cap, coffee, watch] = await Promise.all(['cap', 'white-coffee', 'smart-watch'].map(slug => productVariants(server.shopApiUrl, slug)));
    });

    it('TUAH10: lines before the discount, the coupon by name and code, the subtotal after it; delivery not chosen until it is', async () => {
        const shopper = await newShopper();
        await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 3, c: null }, shopper.token);
        await gql(server.shopApiUrl, ADD_ITEM, { v: coffee.variantIds[0], q: 7, c: null }, shopper.token);
        expect((await gql(server.shopApiUrl, APPLY, { code: 'TUAH10' }, shopper.token)).applyCouponCode.__typename).toBe('Order');

        const cart = await active(shopper.token);
        expectAddsUp(cart);
        const m = cart.moneySummary;
        expect(m.lines.map(l => l.quantity)).toEqual([3, 7]);
        expect(m.discounts).toHaveLength(1);
        expect(m.discounts[0]).toMatchObject({ couponCode: 'TUAH10' });
        expect(m.discounts[0].name).not.toBe('');
        // 10 % of the lines, to the sen.
        expect(Math.abs(m.discounts[0].amountWithTax + Math.round(m.itemsTotal / 10))).toBeLessThanOrEqual(1);
        expect(m.subTotal).toBeLessThan(m.itemsTotal);
        // Nothing chosen yet: not RM 0.00 of delivery, "not chosen".
        expect(m.delivery).toEqual({ state: 'NOT_CHOSEN', name: null, priceWithTax: 0 });

        expect((await toArrangingPayment(server.shopApiUrl, shopper.token)).__typename).toBe('Order');
        const arranged = await active(shopper.token);
        expectAddsUp(arranged);
        expect(arranged.moneySummary.delivery.state).toBe('CHOSEN');
        expect(arranged.moneySummary.delivery.name).toBeTruthy();
        expect(arranged.moneySummary.delivery.priceWithTax).toBeGreaterThan(0);
        expect(arranged.moneySummary.total).toBe(arranged.moneySummary.subTotal + arranged.moneySummary.delivery.priceWithTax);
    });

    it('FREESHIP: the delivery price, then free delivery taking it off, the total is the subtotal', async () => {
        const shopper = await newShopper();
        await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 1, c: null }, shopper.token);
        expect((await gql(server.shopApiUrl, APPLY, { code: 'FREESHIP' }, shopper.token)).applyCouponCode.__typename).toBe('Order');
        expect((await toArrangingPayment(server.shopApiUrl, shopper.token)).__typename).toBe('Order');
        const order = await active(shopper.token);
        expectAddsUp(order);
        const m = order.moneySummary;
        expect(m.discounts).toEqual([]);
        expect(m.delivery.priceWithTax).toBeGreaterThan(0);
        expect(m.deliveryDiscounts).toEqual([expect.objectContaining({ couponCode: 'FREESHIP', amountWithTax: -m.delivery.priceWithTax })]);
        expect(m.total).toBe(m.subTotal);
    });

    it('a won prize at RM 0 and a blind box are lines like any other; paid, the order and its invoice show the same rows', { timeout: 120_000 }, async () => {
        const shopper = await newShopper();
        // A won prize, recorded as a draw records it (the draw tests cover the draw itself).
        const campaign = await createCampaign(server, admin, { productId: watch.productId });
        await queryDatabase(server, 'INSERT INTO "won_prize" ("customerId", "campaignId", "prizeId") VALUES ($1, $2, $3)', [
            Number(shopper.customerId),
            Number(campaign.id),
            Number(watch.productId),
        ]);
        const [{ id: prizeId }] = await queryDatabase(server, 'SELECT MAX("id") AS id FROM "won_prize" WHERE "customerId" = $1', [Number(shopper.customerId)]);
        expect(
            (await gql(server.shopApiUrl, ADD_PRIZE, { v: watch.variantIds[0], cf: { prizeId: String(prizeId) } }, shopper.token)).addItemToOrder.__typename,
        ).toBe('Order');
        const boxes = (await gql(server.shopApiUrl, '{ campaigns(options: { take: 100 }) { items { id sId product { variants { id } } } } }')).campaigns.items;
        const box = boxes.find((c: { sId: string }) => c.sId === 'BBFIG1');
        expect((await gql(server.shopApiUrl, ADD_ITEM, { v: box.product.variants[0].id, q: 2, c: box.id }, shopper.token)).addItemToOrder.__typename).toBe(
            'Order',
        );
        expect((await gql(server.shopApiUrl, APPLY, { code: 'TUAH10' }, shopper.token)).applyCouponCode.__typename).toBe('Order');

        const cart = await active(shopper.token);
        expectAddsUp(cart);
        expect(cart.moneySummary.lines.map(l => l.linePriceWithTax)).toEqual([0, expect.any(Number)]);
        expect(cart.moneySummary.lines[1].linePriceWithTax).toBeGreaterThan(0);
        // The watch ships: delivery is to be chosen, not RM 0.
        expect(cart.moneySummary.delivery.state).toBe('NOT_CHOSEN');

        expect((await toArrangingPayment(server.shopApiUrl, shopper.token)).__typename).toBe('Order');
        expect((await pay(server.shopApiUrl, shopper.token)).state).toBe('PaymentSettled');
        const paid = (await gql(server.shopApiUrl, BY_CODE, { code: cart.code }, shopper.token)).orderByCode as OrderMoney & {
            invoices: Array<{ downloadUrl: string }>;
        };
        expectAddsUp(paid);
        expect(paid.moneySummary).toMatchObject({ itemsTotal: cart.moneySummary.itemsTotal, subTotal: cart.moneySummary.subTotal });

        // Another customer gets nothing of it.
        const other = await newShopper();
        expect((await shopApi(server.shopApiUrl, BY_CODE, { code: cart.code }, { token: other.token })).data?.orderByCode ?? null).toBeNull();

        // The invoice prints the same rows, in the same order.
        const url = await until(
            'the invoice',
            async () => (await gql(server.shopApiUrl, BY_CODE, { code: cart.code }, shopper.token)).orderByCode.invoices[0]?.downloadUrl as string | undefined,
            30_000,
        );
        const text = (await pdfText(new Uint8Array(await (await fetch(url)).arrayBuffer()))).replace(/[ \t]+/g, ' ');
        const rm = (sen: number) => `${sen < 0 ? '-' : ''}RM ${(Math.abs(sen) / 100).toLocaleString('en-MY', { minimumFractionDigits: 2 })}`;
        const m = paid.moneySummary;
        const rows = [
            `Items ${rm(m.itemsTotal)}`,
            `(TUAH10) ${rm(m.discounts[0].amountWithTax)}`,
            `Subtotal ${rm(m.subTotal)}`,
            `${rm(m.delivery.priceWithTax)}`,
            `Total ${rm(m.total)}`,
        ];
        let at = 0;
        for (const row of rows) {
            const found = text.indexOf(row, at);
            expect(found, `"${row}" after the rows before it in:\n${text}`).toBeGreaterThanOrEqual(0);
            at = found + row.length;
        }
    });

    it('an order of blind boxes only ships nothing: delivery is not needed rather than RM 0.00', async () => {
        const shopper = await newShopper();
        const boxes = (await gql(server.shopApiUrl, '{ campaigns(options: { take: 100 }) { items { id sId product { variants { id } } } } }')).campaigns.items;
        const box = boxes.find((c: { sId: string }) => c.sId === 'BBSNK2');
        expect((await gql(server.shopApiUrl, ADD_ITEM, { v: box.product.variants[0].id, q: 1, c: box.id }, shopper.token)).addItemToOrder.__typename).toBe(
            'Order',
        );
        const cart = await active(shopper.token);
        expectAddsUp(cart);
        expect(cart.moneySummary.delivery).toEqual({ state: 'NOT_NEEDED', name: null, priceWithTax: 0 });
    });

    it("the admin API gives an operator who may read orders the shopper's own rows, for any shopper's order; others get nothing", async () => {
        const shopper = await newShopper();
        await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 2, c: null }, shopper.token);
        expect((await gql(server.shopApiUrl, APPLY, { code: 'TUAH10' }, shopper.token)).applyCouponCode.__typename).toBe('Order');
        const cart = await active(shopper.token);
        const query = `query ($id: ID!) { order(id: $id) { id ${SUMMARY} } }`;
        // The superadmin and an operator with ReadOrder only: the same rows as the shopper reads (no ownership asked).
        const reader = await createOperator(server, admin, 'money-reader', ['ReadOrder']);
        for (const token of [admin, reader]) {
            const read = await gql(server.adminApiUrl, query, { id: cart.id }, token);
            expect(read.order.moneySummary).toEqual(cart.moneySummary);
        }
        // An operator who may not read orders gets nothing; an unknown order is null.
        const other = await createOperator(server, admin, 'money-forbidden', ['ReadCatalog']);
        const refused = await shopApi(server.adminApiUrl, query, { id: cart.id }, { token: other });
        expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect(refused.data?.order ?? null).toBeNull();
        expect((await gql(server.adminApiUrl, query, { id: '999999' }, admin)).order).toBeNull();
    });
});
