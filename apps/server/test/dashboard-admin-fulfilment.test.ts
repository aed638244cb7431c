import {
    buy,
    createCampaign,
    createOperator,
    createShopper,
    gql,
    pay,
    productVariants,
    shopApi,
    TestServer,
    toArrangingPayment,
    withShop,
} from '@tuah/testing';
import { beforeAll, describe, expect, it } from 'vitest';

import { buyBoxes, createBlindBox, waitForBoxes } from './support/blind-boxes';

const ORDERS = `query ($skip: Int, $take: Int) { ordersToShip(skip: $skip, take: $take) {
  totalItems items { id code state customer { id } linesToShip { quantity productVariant { name } customFields { prizeId } } } } }`;
const SLIP = `query ($id: ID!) { packingSlip(orderId: $id) {
  code orderPlacedAt shippingAddress { fullName phoneNumber streetLine1 city province postalCode country }
  linesToShip { quantity productVariant { name } customFields { prizeId } } } }`;
const PRIZES = `query ($skip: Int, $take: Int) { prizesToShip(skip: $skip, take: $take) {
  totalItems items { wonPrizeId orderLineId orderId orderCode orderState orderPlacedAt productVariantId productName customerId customerName } } }`;
const SHIP = `mutation ($input: ShipOrderInput!) { shipOrder(input: $input) {
  __typename
  ... on Order { id state fulfillments { state method trackingCode } }
  ... on ErrorResult { errorCode message }
} }`;
const ADD = `mutation ($v: ID!, $q: Int!, $cf: OrderLineCustomFieldsInput) {
  addItemToOrder(productVariantId: $v, quantity: $q, customFields: $cf) { __typename ... on ErrorResult { errorCode message } } }`;

/** The fulfilment desk: won prizes and paid orders waiting to ship, and shipping with courier and tracking number. */
describe('dashboard admin API: fulfilment', () => {
    let server: TestServer;
    let admin: string;
    let winner: { token: string; customerId: string };
    let buyer: { token: string; customerId: string };
    let prizeOrder: { code: string; id: string };
    let coffeeOrder: { code: string; id: string };
    let wonPrizeId: string;
    let boxOrder: { code: string; id: string };
    let mixedOrder: { code: string; id: string };
    let ticketOrder: { code: string; id: string };
    let drawSId: string;
    let boxCampaign: { id: string; sId: string };

    withShop(shop => ({ server, admin } = shop));
    beforeAll(async () => {
        const watch = await productVariants(server.shopApiUrl, 'smart-watch');
        const coffee = await productVariants(server.shopApiUrl, 'white-coffee');
        const draw = await createCampaign(server, admin, { productId: watch.productId, totalTicket: 100 });
        // A prize won with a code (as a draw would record it), taken to the cart and paid for (shipping).
        const { codes } = (
            await gql(
                server.adminApiUrl,
                'mutation ($input: CreateCodeBatchInput!) { createCodeBatch(input: $input) { codes { code } } }',
                { input: { campaignId: draw.id, kind: 'ONLINE', grantType: 'PRIZE', prizeId: watch.productId, count: 1 } },
                admin,
            )
        ).createCodeBatch;
        winner = await createShopper(server, admin, 'prizewinner');
        const redeemed = await gql(
            server.shopApiUrl,
            'mutation ($code: String!) { codeRedeem(code: $code) { ... on CodeRedemption { wonPrize { id } } } }',
            { code: codes[0].code },
            winner.token,
        );
        wonPrizeId = redeemed.codeRedeem.wonPrize.id;
        const placed = async (token: string, variables: Record<string, unknown>) => {
            expect((await gql(server.shopApiUrl, ADD, variables, token)).addItemToOrder.__typename).toBe('Order');
            expect((await toArrangingPayment(server.shopApiUrl, token)).__typename).toBe('Order');
            const paid = await pay(server.shopApiUrl, token);
            expect(paid.state).toBe('PaymentSettled');
            const found = await gql(
                server.adminApiUrl,
                'query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id code } } }',
                { code: paid.code },
                admin,
            );
            return found.orders.items[0];
        };
        prizeOrder = await placed(winner.token, { v: watch.variantIds[0], q: 1, cf: { prizeId: wonPrizeId } });
        buyer = await createShopper(server, admin, 'coffeebuyer');
        coffeeOrder = await placed(buyer.token, { v: coffee.variantIds[0], q: 2 });
        // Blind boxes are opened online: an order of boxes alone never waits to ship; boxes with a cap ships the cap.
        const figure = await productVariants(server.shopApiUrl, 'figure-mystery');
        const cap = await productVariants(server.shopApiUrl, 'cap');
        const { campaign: boxes } = await createBlindBox(
            server,
            admin,
            { productId: figure.productId },
            [{ rPercent: 50 }, { rPercent: 50, isLose: true }],
            cap.variantIds[0],
        );
        const boxBuyer = await createShopper(server, admin, 'boxbuyer');
        boxOrder = await buyBoxes(server.shopApiUrl, boxBuyer.token, boxes.id, figure.variantIds[0], 2);
        expect(
            (await gql(server.shopApiUrl, ADD, { v: figure.variantIds[0], q: 1, cf: { campaignId: boxes.id } }, boxBuyer.token)).addItemToOrder.__typename,
        ).toBe('Order');
        mixedOrder = await placed(boxBuyer.token, { v: cap.variantIds[0], q: 3 });
        await waitForBoxes(server.shopApiUrl, boxBuyer.token, boxOrder.code);
        boxCampaign = boxes;
        // Two watches in the draw: two tickets.
        drawSId = draw.sId;
        const ticketBuyer = await createShopper(server, admin, 'ticketbuyer');
        const paid = await buy(server.shopApiUrl, ticketBuyer.token, draw.id, watch.variantIds[0], 2);
        ticketOrder = (
            await gql(
                server.adminApiUrl,
                'query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id code } } }',
                { code: paid.code },
                admin,
            )
        ).orders.items[0];
    });

    const toShip = async (token = admin) => (await gql(server.adminApiUrl, ORDERS, { take: 100 }, token)).ordersToShip;
    const prizes = async (token = admin) => (await gql(server.adminApiUrl, PRIZES, { take: 100 }, token)).prizesToShip;
    const refusal = async (input: Record<string, unknown>, token = admin) => (await shopApi(server.adminApiUrl, SHIP, { input }, { token })).errors?.[0];

    it('lists paid orders waiting to ship, and the won prizes among them', async () => {
        const orders = await toShip();
        const codes = orders.items.map((o: any) => o.code);
        expect(codes).toEqual(expect.arrayContaining([prizeOrder.code, coffeeOrder.code]));
        expect(orders.items.find((o: any) => o.code === coffeeOrder.code)).toMatchObject({ state: 'PaymentSettled', customer: { id: buyer.customerId } });

        const waiting = await prizes();
        const mine = waiting.items.filter((p: any) => p.orderCode === prizeOrder.code);
        expect(mine).toEqual([
            {
                wonPrizeId,
                orderLineId: expect.any(String),
                orderId: prizeOrder.id,
                orderCode: prizeOrder.code,
                orderState: 'PaymentSettled',
                orderPlacedAt: expect.any(String),
                productVariantId: expect.any(String),
                productName: expect.stringMatching(/watch/i),
                customerId: winner.customerId,
                customerName: 'prizewinner Tester',
            },
        ]);
        // The coffee is no prize.
        expect(waiting.items.map((p: any) => p.orderCode)).not.toContain(coffeeOrder.code);
    });

    it('lists only what goes in the parcel: no blind boxes (opened online), a won prize as its own line', async () => {
        const orders = (await toShip()).items;
        const find = (code: string) => orders.find((o: any) => o.code === code);
        expect(find(boxOrder.code)).toBeUndefined();
        // Boxes and caps in one order: only the caps are packed.
        expect(find(mixedOrder.code).linesToShip).toEqual([
            { quantity: 3, productVariant: { name: expect.stringMatching(/cap/i) }, customFields: { prizeId: null } },
        ]);
        expect(find(coffeeOrder.code).linesToShip).toEqual([
            { quantity: 2, productVariant: { name: expect.stringMatching(/coffee/i) }, customFields: { prizeId: null } },
        ]);
        expect(find(prizeOrder.code).linesToShip).toEqual([
            { quantity: 1, productVariant: { name: expect.stringMatching(/watch/i) }, customFields: { prizeId: wonPrizeId } },
        ]);
        // Nothing to pack, nothing to ship.
        expect((await refusal({ orderId: boxOrder.id, courier: 'J&T', trackingNumber: 'JT9' }))?.message).toBe(
            `Order ${boxOrder.code} has nothing to ship: its blind boxes are opened online and its digital items are not posted`,
        );
    });

    it('packing slip: the ship-to address and the lines that ship, for ReadFulfilment alone; null for an order not placed', async () => {
        const packer = await createOperator(server, admin, 'slip-packer', ['ReadFulfilment']);
        const slip = (await gql(server.adminApiUrl, SLIP, { id: mixedOrder.id }, packer)).packingSlip;
        expect(slip).toEqual({
            code: mixedOrder.code,
            orderPlacedAt: expect.any(String),
            shippingAddress: {
                fullName: 'Siti Aminah',
                phoneNumber: null,
                streetLine1: '12 Jalan Ampang',
                city: 'Kuala Lumpur',
                province: 'Kuala Lumpur',
                postalCode: '50450',
                country: 'Malaysia',
            },
            linesToShip: [{ quantity: 3, productVariant: { name: expect.stringMatching(/cap/i) }, customFields: { prizeId: null } }],
        });
        expect((await gql(server.adminApiUrl, SLIP, { id: '999999' }, packer)).packingSlip).toBeNull();
        for (const token of [await createOperator(server, admin, 'slip-orders', ['ReadOrder']), null]) {
            expect((await shopApi(server.adminApiUrl, SLIP, { id: mixedOrder.id }, { token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        }
    });

    it('clamps paging: take 1..100 (default 20), skip >= 0', async () => {
        for (const [query, field] of [
            [ORDERS, 'ordersToShip'],
            [PRIZES, 'prizesToShip'],
        ] as const) {
            const page = async (variables: Record<string, unknown>) => (await gql(server.adminApiUrl, query, variables, admin))[field];
            const all = await page({ take: 100 });
            expect(all.items).toHaveLength(Math.min(100, all.totalItems));
            expect(all.totalItems).toBeGreaterThanOrEqual(1);
            expect((await page({ take: 0 })).items).toHaveLength(1);
            expect((await page({ take: -1 })).items).toHaveLength(1);
            expect((await page({ take: 100_000 })).items).toHaveLength(Math.min(100, all.totalItems));
            expect((await page({ skip: -5, take: 1 })).items).toEqual(all.items.slice(0, 1));
        }
    });

    it('refuses bad input: no courier or tracking number, an unknown order, an order not waiting to ship', async () => {
        expect(await refusal({ orderId: prizeOrder.id, courier: '  ', trackingNumber: 'JT1' })).toMatchObject({
            message: 'Give the courier (1..100 characters)',
            extensions: { code: 'USER_INPUT_ERROR' },
        });
        expect((await refusal({ orderId: prizeOrder.id, courier: 'J&T', trackingNumber: '' }))?.message).toBe('Give the tracking number (1..100 characters)');
        expect((await refusal({ orderId: prizeOrder.id, courier: 'J&T', trackingNumber: 'x'.repeat(101) }))?.message).toMatch(/tracking number/);
        expect((await refusal({ orderId: '999999', courier: 'J&T', trackingNumber: 'JT1' }))?.message).toBe('There is no order 999999');
        // Nothing shipped by the refusals.
        expect((await toShip()).items.map((o: any) => o.code)).toContain(prizeOrder.code);
    });

    it("ships an order with courier and tracking number through Vendure's fulfilment; it leaves both lists", async () => {
        const shipped = (
            await gql(server.adminApiUrl, SHIP, { input: { orderId: prizeOrder.id, courier: ' J&T Express ', trackingNumber: 'JT0001234567' } }, admin)
        ).shipOrder;
        expect(shipped).toMatchObject({ __typename: 'Order', state: 'Shipped' });
        expect(shipped.fulfillments).toEqual([{ state: 'Shipped', method: 'J&T Express', trackingCode: 'JT0001234567' }]);
        expect((await toShip()).items.map((o: any) => o.code)).not.toContain(prizeOrder.code);
        expect((await prizes()).items.map((p: any) => p.orderCode)).not.toContain(prizeOrder.code);
        // The shopper sees the tracking number.
        const theirs = await gql(
            server.shopApiUrl,
            'query ($code: String!) { orderByCode(code: $code) { state fulfillments { trackingCode } } }',
            { code: prizeOrder.code },
            winner.token,
        );
        expect(theirs.orderByCode).toEqual({ state: 'Shipped', fulfillments: [{ trackingCode: 'JT0001234567' }] });
        // Shipped once: a second time is refused.
        expect((await refusal({ orderId: prizeOrder.id, courier: 'J&T', trackingNumber: 'JT2' }))?.message).toMatch(
            /is Shipped: only a paid order that has not shipped can be shipped/,
        );
    });

    it("the order page's tickets, boxes and won prizes (orderEngagement), for ReadOrder only", async () => {
        const ENGAGEMENT = `query ($id: ID!) { orderEngagement(orderId: $id) {
          tickets { campaignName numbers voided } boxes { n isOpen prizeName campaignName } wonPrizes { prizeName pType wonWith inThisOrder } } }`;
        const reader = await createOperator(server, admin, 'order-reader', ['ReadOrder']);
        const of = async (id: string, token = reader) => (await gql(server.adminApiUrl, ENGAGEMENT, { id }, token)).orderEngagement;
        const tickets = await of(ticketOrder.id);
        expect(tickets.tickets).toEqual([
            { campaignName: `Test draw (${drawSId})`, numbers: [expect.stringMatching(new RegExp(`^${drawSId}-`)), expect.any(String)], voided: [] },
        ]);
        expect(tickets.boxes).toEqual([]);
        // A box sold is a ticket of its campaign too (one per box).
        expect(await of(boxOrder.id)).toEqual({
            tickets: [{ campaignName: `Test draw (${boxCampaign.sId})`, numbers: [`${boxCampaign.sId}-000001`, `${boxCampaign.sId}-000002`], voided: [] }],
            boxes: [1, 2].map(n => ({ n, isOpen: false, prizeName: null, campaignName: `Test draw (${boxCampaign.sId})` })),
            wonPrizes: [],
        });
        expect((await of(prizeOrder.id)).wonPrizes).toEqual([
            { prizeName: expect.stringMatching(/watch/i), pType: 'PHYSICAL', wonWith: 'A code', inThisOrder: true },
        ]);
        expect(await of('999999')).toBeNull();
        const packer = await createOperator(server, admin, 'engagement-packer', ['ReadFulfilment', 'UpdateFulfilment']);
        for (const token of [packer, null]) {
            expect((await shopApi(server.adminApiUrl, ENGAGEMENT, { id: ticketOrder.id }, { token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        }
    });

    it('Fulfilment permissions: ReadFulfilment looks, UpdateFulfilment ships; Marketing or order permissions do not open the desk', async () => {
        const operatorWith = (code: string, permissions: string[]) => createOperator(server, admin, code, permissions);
        const forbidden = async (query: string, variables: Record<string, unknown>, token: string | null) =>
            (await shopApi(server.adminApiUrl, query, variables, { token })).errors?.[0]?.extensions?.code;
        const input = { orderId: coffeeOrder.id, courier: 'Pos Laju', trackingNumber: 'PL1' };
        const looker = await operatorWith('ship-looker', ['ReadFulfilment']);
        expect((await toShip(looker)).items.map((o: any) => o.code)).toContain(coffeeOrder.code);
        expect(await forbidden(SHIP, { input }, looker)).toBe('FORBIDDEN');
        for (const token of [
            await operatorWith('ship-marketer', ['ReadMarketing', 'UpdateMarketing']),
            await operatorWith('ship-orders', ['ReadOrder', 'UpdateOrder']),
            null,
        ]) {
            expect(await forbidden(ORDERS, {}, token)).toBe('FORBIDDEN');
            expect(await forbidden(PRIZES, {}, token)).toBe('FORBIDDEN');
            expect(await forbidden(SLIP, { id: coffeeOrder.id }, token)).toBe('FORBIDDEN');
            expect(await forbidden(SHIP, { input }, token)).toBe('FORBIDDEN');
        }
        const shipper = await operatorWith('ship-shipper', ['UpdateFulfilment']);
        expect((await gql(server.adminApiUrl, SHIP, { input }, shipper)).shipOrder.state).toBe('Shipped');
    });
});
