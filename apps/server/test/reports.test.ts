import {
    createFixedDiscountCoupon,
    ADD_ITEM,
    buy,
    createCampaign,
    createOperator,
    createShopper,
    gql,
    pay,
    productVariants,
    queryDatabase,
    shopApi,
    toArrangingPayment,
} from '@tuah/testing';
import { beforeAll, describe, expect, it } from 'vitest';

import { readCsvRows } from '../src/common/csv';
import { oddsVerdict } from '../src/plugins/reports';
import { buyBoxes, createBlindBox, waitForBoxes, withBlindBoxShop } from './support/blind-boxes';

/**
 * Exports and reports for operators (docs/reports.md): the orders, payments and refunds CSV of a
 * range of Malaysian days, the sales report and the blind-box odds check. The test's orders are
 * moved to January 2030, away from the demo shop's own, one of them to the last second before
 * Malaysian midnight and one to midnight itself.
 */
const ORDER = `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items {
  id code state payments { id amount }
  moneySummary { itemsTotal subTotal total taxTotal delivery { priceWithTax } discounts { amountWithTax } deliveryDiscounts { amountWithTax } } } } }`;
const REFUND = `mutation ($input: RefundOrderInput!) { refundOrder(input: $input) { __typename ... on Refund { state total } ... on ErrorResult { errorCode message } } }`;
const FIGURES = 'orders sales discounts delivery tax revenue ticketsSold boxesSold prizesAwarded prizeCost refunds';
const REPORT = `query ($from: String!, $to: String!) { salesReport(from: $from, to: $to) {
  from to currencyCode days { date ${FIGURES} } totals { ${FIGURES} }
  campaigns { campaignId sId name typStr orders itemsSold sales ticketsSold boxesSold prizesAwarded prizeCost refunds } } }`;
const ODDS = `query ($c: ID, $take: Int) { oddsChecks(campaignId: $c, take: $take) { totalItems items {
  campaignId sId openings status pValue statistic degreesOfFreedom lines { prizeLineId prizeName isLose rPercent awarded expected } } } }`;

type Csv = { status: number; type: string | null; disposition: string | null; text: string };

describe('reports: exports, the sales report and the odds check', () => {
    const shop = withBlindBoxShop();
    let lastOfJanuary: string; // placed 2030-01-31 23:59:59 in Kuala Lumpur
    let firstOfFebruary: string; // placed 2030-02-01 00:00:00 in Kuala Lumpur
    let draw: string;
    let boxes: { id: string; lines: Array<{ id: string; isLose: boolean }> };
    let shopper: { token: string; customerId: string };
    let exporter: string;
    let reader: string;

    const csv = async (file: string, query: string, token?: string): Promise<Csv> => {
        const res = await fetch(`${shop.server.baseUrl}/exports/${file}${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
        return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), text: await res.text() };
    };
    const table = (text: string) => {
        const [header, ...rows] = readCsvRows(text).map(r => r.cells);
        return rows.map(cells => Object.fromEntries(header.map((h, i) => [h, cells[i]])));
    };
    const order = async (code: string) => (await gql(shop.server.adminApiUrl, ORDER, { code }, shop.admin)).orders.items[0];

    /** Moves an order, its payments, tickets and boxes to `at` (UTC, written as TypeORM writes times, milliseconds included). */
    async function moveTo(code: string, at: string) {
        const [{ id }] = await queryDatabase<{ id: number }>(shop.server, `SELECT id FROM "order" WHERE code = $1`, [code]);
        await queryDatabase(shop.server, `UPDATE "order" SET "orderPlacedAt" = $1 WHERE id = $2`, [at, id]);
        await queryDatabase(shop.server, `UPDATE "payment" SET "createdAt" = $1 WHERE "orderId" = $2`, [at, id]);
        await queryDatabase(shop.server, `UPDATE "ticket" SET "createdAt" = $1 WHERE "orderId" = $2`, [at, id]);
        await queryDatabase(shop.server, `UPDATE "blind_box" SET "createdAt" = $1 WHERE "orderId" = $2`, [at, id]);
    }

    beforeAll(async () => {
        const { server, admin } = shop;
        const watch = await productVariants(server.shopApiUrl, 'smart-watch');
        draw = (await createCampaign(server, admin, { productId: watch.productId, totalTicket: 100 })).id;
        const blind = await createBlindBox(
            server,
            admin,
            { productId: shop.box.productId, totalTicket: 1000 },
            [
                { rPercent: 10, name: 'Grand figure' },
                { rPercent: 40, name: 'Keychain' },
                { rPercent: 50, isLose: true, name: 'Try again' },
            ],
            shop.ships,
        );
        boxes = { id: blind.campaign.id, lines: blind.lines };
        shopper = await createShopper(server, admin, 'reportbuyer');
        const boxOrder = await buyBoxes(server.shopApiUrl, shopper.token, boxes.id, shop.box.variantIds[0], 2);
        await waitForBoxes(server.shopApiUrl, shopper.token, boxOrder.code);
        lastOfJanuary = boxOrder.code;
        firstOfFebruary = (await buy(server.shopApiUrl, shopper.token, draw, watch.variantIds[0], 3)).code;
        await moveTo(lastOfJanuary, '2030-01-31 15:59:59.000');
        await moveTo(firstOfFebruary, '2030-01-31 16:00:00.000');

        // A partial refund of the box order, made on 2030-02-01 in Kuala Lumpur.
        const paid = await order(lastOfJanuary);
        const refund = await gql(
            server.adminApiUrl,
            REFUND,
            { input: { paymentId: paid.payments[0].id, amount: 1000, reason: 'Box damaged', shipping: 0, adjustment: 0, lines: [] } },
            admin,
        );
        expect(refund.refundOrder).toMatchObject({ __typename: 'Refund', state: 'Settled' });
        await queryDatabase(server, `UPDATE "refund" SET "createdAt" = '2030-02-01 02:00:00.000' WHERE "paymentId" = $1`, [paid.payments[0].id]);

        exporter = await createOperator(server, admin, 'exporter', ['ExportOrders']);
        reader = await createOperator(server, admin, 'reportreader', ['ReadReports']);
    });

    it('the orders CSV of January holds the order placed a second before Malaysian midnight, with its money summary; February holds the one at midnight', async () => {
        const january = await csv('orders.csv', '?from=2030-01-01&to=2030-01-31', exporter);
        expect(january.status).toBe(200);
        expect(january.type).toMatch(/^text\/csv; charset=utf-8/);
        expect(january.disposition).toBe('attachment; filename="tuah-orders-2030-01-01-to-2030-01-31.csv"');
        const rows = table(january.text);
        expect(rows.map(r => r.code)).toEqual([lastOfJanuary]);
        const [row] = rows;
        const { moneySummary: m } = await order(lastOfJanuary);
        const ringgit = (sen: number) => (sen / 100).toFixed(2);
        const sum = (list: Array<{ amountWithTax: number }>) => list.reduce((s, d) => s + d.amountWithTax, 0);
        expect(row).toMatchObject({
            placedAt: '2030-01-31 23:59:59',
            paidAt: '2030-01-31 23:59:59',
            customerId: shopper.customerId,
            state: 'PaymentSettled',
            itemsTotal: ringgit(m.itemsTotal),
            discounts: ringgit(sum(m.discounts)),
            subTotal: ringgit(m.subTotal),
            delivery: ringgit(m.delivery.priceWithTax),
            deliveryDiscounts: ringgit(sum(m.deliveryDiscounts)),
            total: ringgit(m.total),
            tax: ringgit(m.taxTotal),
            currency: 'MYR',
        });
        expect(Number(row.total)).toBeGreaterThan(0);
        expect(row.campaignItems).toMatch(/^\S+ x 2$/);

        const february = table((await csv('orders.csv', '?from=2030-02-01&to=2030-02-28', exporter)).text);
        expect(february.map(r => r.code)).toEqual([firstOfFebruary]);
        expect(february[0]).toMatchObject({ placedAt: '2030-02-01 00:00:00', campaignItems: expect.stringMatching(/ x 3$/) });
    });

    it('an order paid with a coupon exports its discount and delivery as its money summary states them', async () => {
        const { server, admin } = shop;
        await createFixedDiscountCoupon(server, admin, { couponCode: 'EXPORT7', discount: 700, name: 'RM7 off' });
        const buyer = await createShopper(server, admin, 'reportcoupon');
        const watch = await productVariants(server.shopApiUrl, 'smart-watch');
        expect((await gql(server.shopApiUrl, ADD_ITEM, { v: watch.variantIds[0], q: 2, c: draw }, buyer.token)).addItemToOrder.__typename).toBe('Order');
        const coupon = await gql(server.shopApiUrl, `mutation { applyCouponCode(couponCode: "EXPORT7") { __typename } }`, {}, buyer.token);
        expect(coupon.applyCouponCode.__typename).toBe('Order');
        expect((await toArrangingPayment(server.shopApiUrl, buyer.token)).__typename).toBe('Order');
        const paid = await pay(server.shopApiUrl, buyer.token);
        expect(paid.state).toBe('PaymentSettled');
        await moveTo(paid.code, '2030-03-10 04:00:00.000');

        const [row, ...others] = table((await csv('orders.csv', '?from=2030-03-10&to=2030-03-10', exporter)).text);
        expect(others).toEqual([]);
        const { moneySummary: m } = await order(paid.code);
        const ringgit = (sen: number) => (sen / 100).toFixed(2);
        const sum = (list: Array<{ amountWithTax: number }>) => list.reduce((s, d) => s + d.amountWithTax, 0);
        expect(sum(m.discounts)).toBe(-700);
        expect(m.delivery.priceWithTax).toBeGreaterThan(0);
        expect(row).toMatchObject({
            code: paid.code,
            customerId: buyer.customerId,
            itemsTotal: ringgit(m.itemsTotal),
            discounts: '-7.00',
            subTotal: ringgit(m.subTotal),
            delivery: ringgit(m.delivery.priceWithTax),
            deliveryDiscounts: ringgit(sum(m.deliveryDiscounts)),
            total: ringgit(m.total),
            tax: ringgit(m.taxTotal),
            campaignItems: expect.stringMatching(/ x 2$/),
        });
    });

    it('payments and refunds export by the day they were made', async () => {
        const payments = table((await csv('payments.csv', '?from=2030-01-31&to=2030-01-31', exporter)).text);
        const box = await order(lastOfJanuary);
        expect(payments).toEqual([expect.objectContaining({ orderCode: lastOfJanuary, state: 'Settled', amount: (box.payments[0].amount / 100).toFixed(2) })]);
        const refunds = table((await csv('refunds.csv', '?from=2030-02-01&to=2030-02-01', exporter)).text);
        expect(refunds).toEqual([expect.objectContaining({ orderCode: lastOfJanuary, state: 'Settled', total: '10.00', reason: 'Box damaged' })]);
        expect(table((await csv('refunds.csv', '?from=2030-01-01&to=2030-01-31', exporter)).text)).toEqual([]);
    });

    it('refuses a download without ExportOrders, and a bad range with a 400 that says why', async () => {
        expect((await csv('orders.csv', '?from=2030-01-01&to=2030-01-31')).status).toBe(403);
        expect((await csv('orders.csv', '?from=2030-01-01&to=2030-01-31', shopper.token)).status).toBe(403);
        expect((await csv('orders.csv', '?from=2030-01-01&to=2030-01-31', reader)).status).toBe(403);
        const bad = async (query: string) => {
            const res = await csv('orders.csv', query, exporter);
            expect(res.status, query).toBe(400);
            return res.text;
        };
        expect(await bad('')).toMatch(/from=YYYY-MM-DD and to=YYYY-MM-DD/);
        expect(await bad('?from=2030-02-30&to=2030-03-01')).toBe('from is not a date (YYYY-MM-DD): 2030-02-30');
        expect(await bad('?from=2030-01-01&to=31/01/2030')).toMatch(/^to is not a date/);
        expect(await bad('?from=2030-02-01&to=2030-01-01')).toBe('to is before from');
        expect((await csv('customers.csv', '?from=2030-01-01&to=2030-01-31', exporter)).status).toBe(404);
    });

    it('the sales report adds up per day and per campaign, and its revenue equals the exported totals', async () => {
        // A prize won from the box campaign on 31 January: it costs its product's cheapest variant.
        const [{ productId }] = await queryDatabase<{ productId: number }>(shop.server, `SELECT "productId" FROM "product_variant" WHERE id = $1`, [
            shop.ships,
        ]);
        const [{ price }] = await queryDatabase<{ price: number }>(
            shop.server,
            `SELECT MIN(pvp.price) AS price FROM "product_variant_price" pvp INNER JOIN "product_variant" pv ON pv.id = pvp."variantId" WHERE pv."productId" = $1 AND pv."deletedAt" IS NULL`,
            [productId],
        );
        await queryDatabase(
            shop.server,
            `INSERT INTO "won_prize" ("createdAt", "customerId", "campaignId", "prizeId") VALUES ('2030-01-31 10:00:00.000', $1, $2, $3)`,
            [shopper.customerId, boxes.id, productId],
        );
        const { salesReport: report } = await gql(shop.server.adminApiUrl, REPORT, { from: '2030-01-31', to: '2030-02-01' }, reader);
        expect(report).toMatchObject({ from: '2030-01-31', to: '2030-02-01', currencyCode: 'MYR' });
        expect(report.days.map((d: { date: string }) => d.date)).toEqual(['2030-01-31', '2030-02-01']);
        const [jan31, feb1] = report.days;
        const exported = table((await csv('orders.csv', '?from=2030-01-31&to=2030-02-01', exporter)).text);
        const totalOf = (code: string) => Math.round(Number(exported.find(r => r.code === code)!.total) * 100);
        // Each box of a blind-box campaign is also one of its tickets.
        expect(jan31).toMatchObject({ orders: 1, revenue: totalOf(lastOfJanuary), boxesSold: 2, ticketsSold: 2, refunds: 0, prizesAwarded: 1 });
        expect(jan31.prizeCost).toBe(Number(price));
        expect(Number(price)).toBeGreaterThan(0);
        expect(feb1).toMatchObject({ orders: 1, revenue: totalOf(firstOfFebruary), ticketsSold: 3, boxesSold: 0, refunds: 1000 });
        for (const day of report.days) expect(day.sales + day.discounts + day.delivery).toBe(day.revenue);
        expect(report.totals.revenue).toBe(jan31.revenue + feb1.revenue);

        const byId = new Map(report.campaigns.map((c: { campaignId: string }) => [c.campaignId, c]));
        expect(byId.get(boxes.id)).toMatchObject({
            typStr: 'BLINDBOX',
            orders: 1,
            itemsSold: 2,
            boxesSold: 2,
            ticketsSold: 2,
            refunds: 1000,
            prizesAwarded: 1,
        });
        expect(byId.get(draw)).toMatchObject({ typStr: 'LUCKYDRAW', orders: 1, itemsSold: 3, ticketsSold: 3, refunds: 0 });
    });

    it('clamps a report to 366 days and the odds check to 50 campaigns, refuses a bad range, and needs ReadReports', async () => {
        const long = (await gql(shop.server.adminApiUrl, REPORT, { from: '2028-01-01', to: '2031-12-31' }, reader)).salesReport;
        expect(long).toMatchObject({ from: '2028-01-01', to: '2028-12-31' });
        expect(long.days).toHaveLength(366);
        const backwards = await shopApi(shop.server.adminApiUrl, REPORT, { from: '2030-02-01', to: '2030-01-01' }, { token: reader });
        expect(backwards.errors?.[0]).toMatchObject({ message: 'to is before from', extensions: { code: 'USER_INPUT_ERROR' } });
        const refused = await shopApi(shop.server.adminApiUrl, REPORT, { from: '2030-01-01', to: '2030-01-31' }, { token: exporter });
        expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        expect((await shopApi(shop.server.adminApiUrl, ODDS, {}, { token: exporter })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
        // The odds check's page is clamped to 1..50 blind-box campaigns, never "all" nor an error.
        const page = async (take: number) => (await gql(shop.server.adminApiUrl, ODDS, { take }, reader)).oddsChecks;
        const one = await page(0);
        expect(one.items).toHaveLength(1);
        expect(one.totalItems).toBeGreaterThan(1);
        expect((await page(100_000)).items.length).toBe(Math.min(50, one.totalItems));
    });

    it('the odds check waits for enough openings, then flags a campaign whose prizes do not fit its odds', async () => {
        const check = async () => (await gql(shop.server.adminApiUrl, ODDS, { c: boxes.id }, reader)).oddsChecks.items[0];
        expect(await check()).toMatchObject({ campaignId: boxes.id, openings: 0, status: 'NOT_ENOUGH_OPENINGS', pValue: null });

        // 300 opened boxes, arranged in the database: the grand prize (10 %) came out of half of them.
        const [line] = await queryDatabase<{ id: number; orderId: number; customerId: number }>(
            shop.server,
            `SELECT "orderLineId" AS id, "orderId", "customerId" FROM "blind_box" WHERE "campaignId" = $1 LIMIT 1`,
            [boxes.id],
        );
        const [grand, keychain, lose] = boxes.lines;
        const prizeOf = (i: number) => (i < 150 ? grand.id : i < 250 ? keychain.id : lose.id);
        const open = shop.server.database.kind === 'sqlite' ? '1' : 'true';
        const values = Array.from(
            { length: 300 },
            (_, i) => `('ODDS-${i}', ${100 + i}, ${open}, ${prizeOf(i)}, ${boxes.id}, ${line.id}, ${line.orderId}, ${line.customerId})`,
        );
        await queryDatabase(
            shop.server,
            `INSERT INTO "blind_box" ("code", "n", "isOpen", "prizeLineId", "campaignId", "orderLineId", "orderId", "customerId") VALUES ${values.join(', ')}`,
        );
        const flagged = await check();
        expect(flagged).toMatchObject({ openings: 300, status: 'FLAGGED', degreesOfFreedom: 2 });
        expect(flagged.pValue).toBeLessThan(0.001);
        expect(flagged.lines.map((l: { awarded: number; expected: number; rPercent: number }) => [l.rPercent, l.awarded, l.expected])).toEqual([
            [10, 150, 30],
            [40, 100, 120],
            [50, 50, 150],
        ]);
    });

    it('the odds check rule: fits pass, small expected counts are pooled, a prize no box could hold is flagged', () => {
        expect(
            oddsVerdict([
                { awarded: 0, expected: 0.1 },
                { awarded: 1, expected: 0.9 },
            ]).status,
        ).toBe('NOT_ENOUGH_OPENINGS');
        const fit = oddsVerdict([
            { awarded: 31, expected: 30 },
            { awarded: 118, expected: 120 },
            { awarded: 151, expected: 150 },
        ]);
        expect(fit).toMatchObject({ status: 'OK', degreesOfFreedom: 2 });
        expect(fit.pValue).toBeGreaterThan(0.5);
        // Two rare lines (expected 1 and 2) pool with each other, then with the smallest line (expected 3 < 5 still).
        expect(
            oddsVerdict([
                { awarded: 1, expected: 1 },
                { awarded: 2, expected: 2 },
                { awarded: 50, expected: 47 },
                { awarded: 47, expected: 50 },
            ]),
        ).toMatchObject({ status: 'OK', degreesOfFreedom: 1 });
        expect(
            oddsVerdict([
                { awarded: 1, expected: 0 },
                { awarded: 99, expected: 100 },
            ]).status,
        ).toBe('FLAGGED');
    });
});
