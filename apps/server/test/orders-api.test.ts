import {
    ADD_ITEM,
    createCampaign,
    createShopper,
    gql,
    pay,
    productVariants,
    queryDatabase,
    shopApi,
    TestServer,
    toArrangingPayment,
    withShop,
} from '@tuah/testing';
import { beforeAll, describe, expect, it } from 'vitest';

const ALL_ORDERS = `query ($options: OrderBucketListOptions) {
  getAllOrders(options: $options) {
    totalItems
    counts { won processing shipped completed }
    items { code state orderPlacedAt }
  }
}`;
const ONE_ORDER = `query ($code: String!) {
  getOneOrder(orderCode: $code) {
    id code state totalWithTax
    lines { id quantity productVariant { name } }
    shippingAddress { fullName city }
    fulfillments { method trackingCode state }
    payments { method state amount }
  }
}`;
const ADD_FULFILMENT = `mutation ($lines: [OrderLineInput!]!, $courier: String!, $tracking: String!) {
  addFulfillmentToOrder(input: { lines: $lines, handler: { code: "courier", arguments: [{ name: "courier", value: $courier }, { name: "trackingNumber", value: $tracking }] } }) {
    __typename
    ... on Fulfillment { id state method trackingCode }
    ... on ErrorResult { errorCode message }
  }
}`;
const MOVE_FULFILMENT = `mutation ($id: ID!, $state: String!) {
  transitionFulfillmentToState(id: $id, state: $state) { __typename ... on Fulfillment { state } ... on ErrorResult { errorCode message } }
}`;

type Shopper = { token: string; customerId: string };

describe('orders: the profile buckets and one order for its owner', () => {
    let server: TestServer;
    let admin: string;
    let cap: string;
    let coffee: string;
    let count = 0;
    withShop(shop => ({ server, admin } = shop));
    beforeAll(async () => {
        [cap, coffee] = (await Promise.all(['cap', 'white-coffee'].map(slug => productVariants(server.shopApiUrl, slug)))).map(p => p.variantIds[0]);
    });

    const newShopper = () => createShopper(server, admin, `orders${++count}`);
    const shop = (query: string, variables: Record<string, unknown>, token?: string) => gql(server.shopApiUrl, query, variables, token);
    const adminApi = (query: string, variables: Record<string, unknown>) => gql(server.adminApiUrl, query, variables, admin);
    const list = async (shopper: Shopper, options?: Record<string, unknown>) => (await shop(ALL_ORDERS, { options }, shopper.token)).getAllOrders;
    const one = async (shopper: Shopper, code: string) => (await shop(ONE_ORDER, { code }, shopper.token)).getOneOrder;

    /** Puts the variants in the cart (one line each) and, unless `upTo` says otherwise, pays. */
    async function order(shopper: Shopper, variants: string[], upTo: 'AddingItems' | 'ArrangingPayment' | 'PaymentSettled' = 'PaymentSettled') {
        let code = '';
        for (const v of variants) code = (await shop(ADD_ITEM, { v, q: 1, c: null }, shopper.token)).addItemToOrder.code;
        if (upTo === 'AddingItems') return code;
        expect((await toArrangingPayment(server.shopApiUrl, shopper.token)).state).toBe('ArrangingPayment');
        if (upTo === 'ArrangingPayment') return code;
        expect((await pay(server.shopApiUrl, shopper.token)).state).toBe('PaymentSettled');
        return code;
    }

    /** The operator ships the given lines (all when left out) with a courier and tracking code, and optionally delivers them. */
    async function ship(shopper: Shopper, code: string, options: { lineIndexes?: number[]; deliver?: boolean; tracking?: string } = {}) {
        const lines = (await one(shopper, code)).lines.filter((_: unknown, i: number) => !options.lineIndexes || options.lineIndexes.includes(i));
        const fulfilment = (
            await adminApi(ADD_FULFILMENT, {
                lines: lines.map((l: any) => ({ orderLineId: l.id, quantity: l.quantity })),
                courier: 'J&T Express',
                tracking: options.tracking ?? `JT${code}`,
            })
        ).addFulfillmentToOrder;
        expect(fulfilment).toMatchObject({ __typename: 'Fulfillment', state: 'Pending' });
        for (const state of options.deliver ? ['Shipped', 'Delivered'] : ['Shipped']) {
            expect((await adminApi(MOVE_FULFILMENT, { id: fulfilment.id, state })).transitionFulfillmentToState).toMatchObject({ state });
        }
    }

    it('every order state lands in its bucket, newest first, with the count of each bucket', { timeout: 120_000 }, async () => {
        const shopper = await newShopper();
        // Placed in this order, so newest first is the reverse.
        const settled = await order(shopper, [cap]);
        const authorized = await order(shopper, [cap]);
        const shipped = await order(shopper, [cap]);
        const partlyShipped = await order(shopper, [cap, coffee]);
        const partlyDelivered = await order(shopper, [cap, coffee]);
        const delivered = await order(shopper, [cap]);
        const cancelled = await order(shopper, [cap]);
        const arranging = await order(shopper, [coffee], 'ArrangingPayment');

        // Nothing but a payment provider's webhook leaves a payment only authorised: arranged in the database.
        await queryDatabase(server, 'UPDATE "order" SET "state" = $1 WHERE "code" = $2', ['PaymentAuthorized', authorized]);
        await ship(shopper, shipped);
        await ship(shopper, partlyShipped, { lineIndexes: [0] });
        await ship(shopper, partlyDelivered, { lineIndexes: [0], deliver: true });
        await ship(shopper, partlyDelivered, { lineIndexes: [1] });
        await ship(shopper, delivered, { deliver: true });
        const cancelledId = (await one(shopper, cancelled)).id;
        expect(
            (await adminApi('mutation ($id: ID!) { cancelOrder(input: { orderId: $id }) { __typename ... on Order { state } } }', { id: cancelledId }))
                .cancelOrder.state,
        ).toBe('Cancelled');

        // A won prize that is not in an order counts under Won; one already in the cart does not.
        const campaign = await createCampaign(server, admin, {
            productId: (await productVariants(server.shopApiUrl, 'cap')).productId,
            totalTicket: 10,
            translations: [{ languageCode: 'en', name: 'Orders Draw', description: 'd', cardBuyTxt: 'Buy' }],
        });
        for (const inCart of ['FALSE', 'FALSE', 'TRUE']) {
            await queryDatabase(server, `INSERT INTO "won_prize" ("customerId", "campaignId", "isATC", "isRedeemed") VALUES ($1, $2, ${inCart}, FALSE)`, [
                Number(shopper.customerId),
                Number(campaign.id),
            ]);
        }

        const counts = { won: 2, processing: 2, shipped: 3, completed: 1 };
        const codes = async (bucket?: string) => {
            const page = await list(shopper, bucket ? { bucket } : undefined);
            expect(page.counts).toEqual(counts);
            expect(page.totalItems).toBe(page.items.length);
            return page.items.map((o: any) => [o.code, o.state]);
        };
        expect(await codes('Processing')).toEqual([
            [authorized, 'PaymentAuthorized'],
            [settled, 'PaymentSettled'],
        ]);
        expect(await codes('Shipped')).toEqual([
            [partlyDelivered, 'PartiallyDelivered'],
            [partlyShipped, 'PartiallyShipped'],
            [shipped, 'Shipped'],
        ]);
        expect(await codes('Completed')).toEqual([[delivered, 'Delivered']]);
        // Won prizes are no orders: counted, listed by the prize screens.
        expect(await codes('Won')).toEqual([]);
        // No bucket: every paid order; the cart being paid for and the cancelled order are in none.
        const all = (await codes()).map(([code]: string[]) => code);
        expect(all).toEqual([delivered, partlyDelivered, partlyShipped, shipped, authorized, settled]);
        expect(all).not.toContain(arranging);
        expect(all).not.toContain(cancelled);

        // The shipped order shows its courier and tracking code to its owner.
        expect((await one(shopper, shipped)).fulfillments).toEqual([{ method: 'J&T Express', trackingCode: `JT${shipped}`, state: 'Shipped' }]);
    });

    it('pages newest first; take and skip are clamped, never failing and never "everything"', { timeout: 120_000 }, async () => {
        const shopper = await newShopper();
        const placed: string[] = [];
        for (let i = 0; i < 12; i++) placed.push(await order(shopper, [cap]));
        const newestFirst = [...placed].reverse();
        const page = async (options: Record<string, unknown>) => (await list(shopper, { bucket: 'Processing', ...options })).items.map((o: any) => o.code);

        expect(await page({})).toEqual(newestFirst.slice(0, 10)); // default 10
        expect(await page({ skip: 10, take: 10 })).toEqual(newestFirst.slice(10));
        expect(await page({ take: 0 })).toEqual(newestFirst.slice(0, 1));
        expect(await page({ take: -5, skip: -3 })).toEqual(newestFirst.slice(0, 1));
        expect(await page({ take: 1_000_000 })).toEqual(newestFirst); // capped at 50: all 12 fit
        expect(await page({ skip: 1_000_000 })).toEqual([]);
        expect((await list(shopper, { bucket: 'Processing', take: 3 })).totalItems).toBe(12);
    });

    it("another customer's order answers as a code that does not exist, and is in none of their lists", { timeout: 60_000 }, async () => {
        const [owner, other] = await Promise.all([newShopper(), newShopper()]);
        const code = await order(owner, [cap]);
        const mine = await one(owner, code);
        expect(mine).toMatchObject({ code, state: 'PaymentSettled', shippingAddress: { fullName: 'Siti Aminah' } });
        expect(mine.payments).toEqual([expect.objectContaining({ state: 'Settled', amount: mine.totalWithTax })]);

        expect(await one(other, code)).toBeNull();
        expect(await one(other, 'NO-SUCH-ORDER')).toBeNull();
        expect(await list(other)).toEqual({ totalItems: 0, items: [], counts: { won: 0, processing: 0, shipped: 0, completed: 0 } });
        // The owner's own open cart is theirs to see by code too.
        const cart = await order(owner, [coffee], 'AddingItems');
        expect((await one(owner, cart)).state).toBe('AddingItems');
        expect(await one(other, cart)).toBeNull();
        // ...but a cart is in no bucket.
        expect((await list(owner)).items.map((o: any) => o.code)).toEqual([code]);
    });

    it('bad input: a guest is refused, an empty or huge code is null, an unknown bucket is a validation error', async () => {
        const shopper = await newShopper();
        const guestList = await shopApi(server.shopApiUrl, ALL_ORDERS, {});
        expect(guestList.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        const guestOne = await shopApi(server.shopApiUrl, ONE_ORDER, { code: 'ANY' });
        expect(guestOne.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

        expect(await one(shopper, '')).toBeNull();
        expect(await one(shopper, '   ')).toBeNull();
        expect(await one(shopper, 'X'.repeat(10_000))).toBeNull();
        const unknown = await shopApi(server.shopApiUrl, ALL_ORDERS, { options: { bucket: 'Lost' } }, { token: shopper.token });
        expect(unknown.data).toBeUndefined();
        expect(unknown.errors?.[0]?.message).toMatch(/OrderBucket/);
    });
});
