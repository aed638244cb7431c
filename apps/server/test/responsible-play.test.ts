import { createCampaign, createShopper, gql, pay, productVariants, queryDatabase, shopApi, startShop, TestServer, toArrangingPayment } from '@tuah/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LOCAL_IPAY88 } from '../src/config/environment';
import { responseSignature } from '../src/plugins/ipay88';

const PLAY = `responsiblePlay { dateOfBirth adult excludedUntil excludedBy limits { period amount spent remaining pendingAmount pendingRemoval pendingFrom } }`;
const PLAY_FIELDS = 'dateOfBirth adult excludedUntil excludedBy limits { period amount spent remaining pendingAmount pendingRemoval pendingFrom }';
const ADD = `mutation ($v: ID!, $q: Int!, $c: String) {
  addItemToOrder(productVariantId: $v, quantity: $q, customFields: { campaignId: $c }) {
    __typename
    ... on Order { id }
    ... on ErrorResult { errorCode message }
    ... on AgeRestrictedError { reason }
    ... on SelfExcludedError { excludedUntil }
    ... on SpendingLimitError { period limit remaining }
  }
}`;
const SET_LIMITS = `mutation ($input: SpendingLimitsInput!) {
  setSpendingLimits(input: $input) { __typename ... on ResponsiblePlay { ${PLAY_FIELDS} } ... on ErrorResult { errorCode message } ... on InvalidSpendingLimitError { reason } }
}`;
const SET_DOB = `mutation ($d: String!) {
  setDateOfBirth(dateOfBirth: $d) { __typename ... on ResponsiblePlay { dateOfBirth adult } ... on InvalidDateOfBirthError { errorCode reason } }
}`;
const CHECKOUT =
    'mutation { transitionOrderToState(state: "ArrangingPayment") { __typename ... on Order { state } ... on OrderStateTransitionError { transitionError } } }';

const INTENT = `mutation ($p: Platform!) {
  createIPayIntent(platform: $p) { __typename ... on IPayIntent { endpoint fields { name value } } ... on ErrorResult { errorCode message } }
}`;

const DATABASE = process.env.TEST_DATABASE ?? 'sqlite';
const ADDRESS = {
    fullName: 'Siti Aminah',
    streetLine1: '12 Jalan Ampang',
    city: 'Kuala Lumpur',
    province: 'Kuala Lumpur',
    postalCode: '50450',
    countryCode: 'MY',
};

/** A date of birth `years` years before today in Malaysia (UTC+8, where ages are counted), as YYYY-MM-DD. */
function yearsAgo(years: number, plusDays = 0): string {
    const d = new Date(Date.now() + 8 * 3600_000);
    d.setUTCFullYear(d.getUTCFullYear() - years);
    d.setUTCDate(d.getUTCDate() + plusDays);
    return d.toISOString().slice(0, 10);
}

describe('responsible play: age gate, spending limits, self-exclusion (docs/responsible-play.md)', () => {
    let server: TestServer;
    let admin: string;
    let cap: { productId: string; variantIds: string[] };
    let campaignId: string;
    let price: number;
    let count = 0;

    beforeAll(async () => {
        // One shopper's checkouts may hold tickets at once here, so that 20 of them reach the limit check together.
        ({ server, admin } = await startShop({ CAMPAIGN_HOLDS_PER_CUSTOMER: '20' }));
        cap = await productVariants(server.shopApiUrl, 'cap');
        campaignId = (await createCampaign(server, admin, { productId: cap.productId, totalTicket: 10_000, ticketPerItem: 1 })).id;
        const product = await gql(server.shopApiUrl, '{ product(slug: "cap") { variants { id priceWithTax } } }');
        price = product.product.variants.find((v: { id: string }) => v.id === cap.variantIds[0]).priceWithTax;
    });
    afterAll(async () => {
        await server?.stop();
    });

    const shopper = () => createShopper(server, admin, `player${++count}`);
    const add = async (token: string, quantity = 1) =>
        (await gql(server.shopApiUrl, ADD, { v: cap.variantIds[0], q: quantity, c: campaignId }, token)).addItemToOrder;
    const play = async (token: string, language?: string) =>
        (await gql(server.shopApiUrl + (language ? `?languageCode=${language}` : ''), `{ ${PLAY} }`, {}, token)).responsiblePlay;
    const setLimits = async (token: string, input: Record<string, number | null>) =>
        (await gql(server.shopApiUrl, SET_LIMITS, { input }, token)).setSpendingLimits;
    const limit = (view: { limits: Array<{ period: string }> }, period: string) => view.limits.find(l => l.period === period) as Record<string, unknown>;
    const buyOne = async (token: string) => {
        expect(await add(token)).toMatchObject({ __typename: 'Order' });
        expect(await toArrangingPayment(server.shopApiUrl, token)).toMatchObject({ state: 'ArrangingPayment' });
        expect(await pay(server.shopApiUrl, token)).toMatchObject({ state: 'PaymentSettled' });
    };

    it('asks for a date of birth once, refuses under-18s and NRIC contradictions, and lets everyone browse', async () => {
        const { token, customerId } = await shopper();
        await queryDatabase(server, `UPDATE "customer" SET "customFieldsDateofbirth" = NULL, "customFieldsGovid" = '900101-14-5677' WHERE "id" = $1`, [
            Number(customerId),
        ]);
        expect(await add(token)).toMatchObject({ errorCode: 'AGE_RESTRICTED_ERROR', reason: 'DATE_OF_BIRTH_REQUIRED' });

        for (const bad of ['1990-02-30', 'yesterday', '2999-01-01', '1850-01-01']) {
            expect((await gql(server.shopApiUrl, SET_DOB, { d: bad }, token)).setDateOfBirth).toMatchObject({ reason: 'INVALID' });
        }
        // The MyKad number encodes 1990-01-01.
        expect((await gql(server.shopApiUrl, SET_DOB, { d: '1991-01-01' }, token)).setDateOfBirth).toMatchObject({ reason: 'NRIC_MISMATCH' });
        expect((await gql(server.shopApiUrl, SET_DOB, { d: '1990-01-01' }, token)).setDateOfBirth).toEqual({
            __typename: 'ResponsiblePlay',
            dateOfBirth: '1990-01-01',
            adult: true,
        });
        // Written once: a minor cannot make themselves older later.
        expect((await gql(server.shopApiUrl, SET_DOB, { d: '1980-01-01' }, token)).setDateOfBirth).toMatchObject({ reason: 'ALREADY_SET' });
        expect(await add(token)).toMatchObject({ __typename: 'Order' });

        const minor = await shopper();
        await queryDatabase(server, `UPDATE "customer" SET "customFieldsDateofbirth" = NULL WHERE "id" = $1`, [Number(minor.customerId)]);
        // 18 tomorrow: still 17 today.
        expect((await gql(server.shopApiUrl, SET_DOB, { d: yearsAgo(18, 1) }, minor.token)).setDateOfBirth).toMatchObject({ adult: false });
        expect(await add(minor.token)).toMatchObject({ errorCode: 'AGE_RESTRICTED_ERROR', reason: 'UNDER_AGE' });
        // Browsing stays open.
        const browse = await gql(server.shopApiUrl, `query ($id: ID!) { campaign(campaignId: $id) { id name } }`, { id: campaignId }, minor.token);
        expect(browse.campaign.id).toBe(campaignId);

        // Checkout refuses too (a cart filled before the date was known to be a minor's).
        const later = await shopper();
        expect(await add(later.token)).toMatchObject({ __typename: 'Order' });
        await queryDatabase(server, `UPDATE "customer" SET "customFieldsDateofbirth" = $1 WHERE "id" = $2`, [yearsAgo(16), Number(later.customerId)]);
        const refused = await toArrangingPayment(server.shopApiUrl, later.token);
        expect(refused).toMatchObject({
            __typename: 'OrderStateTransitionError',
            transitionError: 'Tickets and blind boxes are for customers aged 18 and over',
        });
    });

    it('refuses at the boundary with what remains; lowering applies at once, raising after 24 hours', async () => {
        const { token, customerId } = await shopper();
        expect(await setLimits(token, { daily: 0 })).toMatchObject({ errorCode: 'INVALID_SPENDING_LIMIT_ERROR', reason: 'DAILY' });
        const set = await setLimits(token, { daily: 2 * price, monthly: 50 * price });
        expect(limit(set, 'DAILY')).toMatchObject({ amount: 2 * price, spent: 0, remaining: 2 * price });
        expect(limit(set, 'WEEKLY')).toMatchObject({ amount: null, remaining: null });

        // Three would pass the daily limit: refused with what remains (two).
        expect(await add(token, 3)).toMatchObject({ errorCode: 'SPENDING_LIMIT_ERROR', period: 'DAILY', limit: 2 * price, remaining: 2 * price });
        // Exactly at the limit passes.
        await buyOne(token);
        await buyOne(token);
        expect(limit(await play(token), 'DAILY')).toMatchObject({ spent: 2 * price, remaining: 0 });
        expect(await add(token)).toMatchObject({ errorCode: 'SPENDING_LIMIT_ERROR', period: 'DAILY', remaining: 0 });

        // A raise waits 24 hours; the old limit still refuses meanwhile.
        const raised = await setLimits(token, { daily: 10 * price });
        expect(limit(raised, 'DAILY')).toMatchObject({ amount: 2 * price, pendingAmount: 10 * price, pendingRemoval: false });
        const waits = new Date(limit(raised, 'DAILY').pendingFrom as string).getTime() - Date.now();
        expect(waits).toBeGreaterThan(23.9 * 3600_000);
        expect(await add(token)).toMatchObject({ errorCode: 'SPENDING_LIMIT_ERROR' });
        // Its 24 hours over (moved back, as tests do with times): in force.
        await queryDatabase(server, `UPDATE "play_settings" SET "pendingFrom" = $1 WHERE "customerId" = $2`, [
            new Date(Date.now() - 1000).toISOString(),
            Number(customerId),
        ]);
        expect(limit(await play(token), 'DAILY')).toMatchObject({ amount: 10 * price, remaining: 8 * price, pendingAmount: null });
        // Lowering: at once, and it cancels a raise waiting for the same period.
        await setLimits(token, { daily: 20 * price });
        const lowered = await setLimits(token, { daily: 3 * price });
        expect(limit(lowered, 'DAILY')).toMatchObject({ amount: 3 * price, remaining: price, pendingAmount: null, pendingFrom: null });
        // Removing waits too.
        expect(limit(await setLimits(token, { daily: null }), 'DAILY')).toMatchObject({ amount: 3 * price, pendingRemoval: true });

        // The cart check and checkout say the same, the amount in the shop's money format, in Malay too.
        expect(await add(token, 2)).toMatchObject({ errorCode: 'SPENDING_LIMIT_ERROR', remaining: price });
        await queryDatabase(server, `UPDATE "play_settings" SET "dailyLimit" = $1 WHERE "customerId" = $2`, [10 * price, Number(customerId)]);
        expect(await add(token, 2)).toMatchObject({ __typename: 'Order' });
        await queryDatabase(server, `UPDATE "play_settings" SET "dailyLimit" = $1 WHERE "customerId" = $2`, [3 * price, Number(customerId)]);
        const check = await gql(server.shopApiUrl, 'mutation { checkCart { ok problems { code period remaining } } }', {}, token);
        expect(check.checkCart).toEqual({ ok: false, problems: [{ code: 'SPENDING_LIMIT', period: 'DAILY', remaining: price }] });
        const money = (language: string) => new Intl.NumberFormat(language, { style: 'currency', currency: 'MYR' }).format(price / 100);
        const refused = await toArrangingPayment(server.shopApiUrl + '?languageCode=ms', token);
        expect(refused.transitionError).toBe(`Pesanan ini melebihi had perbelanjaan harian anda: baki ${money('ms-MY')}`);
        const english = await gql(server.shopApiUrl, CHECKOUT, {}, token);
        expect(english.transitionOrderToState.transitionError).toBe(`This order would pass your daily spending limit: ${money('en-MY')} left`);

        // The history: this month's two paid orders.
        const history = await gql(server.shopApiUrl, '{ spendingHistory { totalItems items { month spent orders prizesWon } } }', {}, token);
        expect(history.spendingHistory.items[0]).toMatchObject({ spent: 2 * price, orders: 2, prizesWon: 0 });
        const clamped = await gql(
            server.shopApiUrl,
            '{ a: spendingHistory(options: { take: 1000 }) { items { month } } b: spendingHistory(options: { take: -5, skip: -3 }) { items { month } } }',
            {},
            token,
        );
        expect(clamped.a.items.length).toBeLessThanOrEqual(24);
        expect(clamped.b.items).toHaveLength(1);

        // A paid order cancelled in full (refunded) no longer counts: the money came back.
        const [paidOrder] = await queryDatabase(
            server,
            `SELECT "orderId" FROM "play_spend" WHERE "customerId" = $1 AND "status" = 'SPENT' ORDER BY "id" LIMIT 1`,
            [Number(customerId)],
        );
        const cancelled = await gql(
            server.adminApiUrl,
            `mutation ($id: ID!) { cancelOrder(input: { orderId: $id, reason: "Refund" }) { __typename ... on Order { state } ... on ErrorResult { errorCode message } } }`,
            { id: String(paidOrder.orderId) },
            admin,
        );
        expect(cancelled.cancelOrder).toMatchObject({ state: 'Cancelled' });
        expect(limit(await play(token), 'DAILY')).toMatchObject({ spent: price });
        const after = await gql(server.shopApiUrl, '{ spendingHistory { items { spent orders } } }', {}, token);
        expect(after.spendingHistory.items[0]).toEqual({ spent: price, orders: 1 });
    });

    it(`holds when 20 checkouts of one shopper race (${DATABASE})`, async () => {
        const { token: first, customerId } = await shopper();
        await setLimits(first, { daily: 3 * price });
        // Twenty orders of one unit each, one per session, each in a campaign of its own (checkouts
        // of one campaign already queue on its ticket counter; a shopper's purchases in different
        // campaigns meet only at the limit). Vendure gives a customer one active order, so each is
        // parked (inactive) while the next is made, then all are made active again.
        const email = `player${count}@tuah.test`;
        const tokens: string[] = [];
        for (let i = 0; i < 20; i++) {
            const own = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 100, ticketPerItem: 1 });
            const login = await shopApi(server.shopApiUrl, 'mutation ($u: String!) { login(username: $u, password: "secret-pass-1") { __typename } }', {
                u: email,
            });
            const order = (await gql(server.shopApiUrl, ADD, { v: cap.variantIds[0], q: 1, c: own.id }, login.token!)).addItemToOrder;
            expect(order.__typename).toBe('Order');
            await queryDatabase(server, `UPDATE "order" SET "active" = false WHERE "id" = $1`, [Number(order.id)]);
            tokens.push(login.token!);
        }
        await queryDatabase(server, `UPDATE "order" SET "active" = true WHERE "customerId" = $1 AND "state" = 'AddingItems'`, [Number(customerId)]);
        // Address and delivery first, so that only the checkouts themselves race.
        for (const token of tokens) {
            await gql(
                server.shopApiUrl,
                'mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { __typename } }',
                { input: ADDRESS },
                token,
            );
            const methods = await gql(server.shopApiUrl, '{ eligibleShippingMethods { id } }', {}, token);
            await gql(
                server.shopApiUrl,
                'mutation ($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { __typename } }',
                { id: [methods.eligibleShippingMethods[0].id] },
                token,
            );
        }

        const outcomes = await Promise.all(
            tokens.map(async token => {
                const arranged = (await gql(server.shopApiUrl, CHECKOUT, {}, token)).transitionOrderToState;
                if (arranged.__typename !== 'Order') return arranged.transitionError as string;
                const paid = await pay(server.shopApiUrl, token);
                return paid.state as string;
            }),
        );
        expect(outcomes.filter(o => o === 'PaymentSettled')).toHaveLength(3);
        expect(outcomes.filter(o => o !== 'PaymentSettled').every(o => o.startsWith('This order would pass your daily spending limit'))).toBe(true);
        const [spent] = await queryDatabase(server, `SELECT SUM("amount") AS "total", COUNT(*) AS "orders" FROM "play_spend" WHERE "customerId" = $1`, [
            Number(customerId),
        ]);
        expect({ total: Number(spent.total), orders: Number(spent.orders) }).toEqual({ total: 3 * price, orders: 3 });
    });

    it('refuses a self-excluded shopper until the end of the period, which nothing shortens; sign-in still works', async () => {
        const { token, customerId } = await shopper();
        const excluded = (await gql(server.shopApiUrl, `mutation { selfExclude(period: DAYS_7) { excludedUntil excludedBy } }`, {}, token)).selfExclude;
        expect(excluded.excludedBy).toBe('SHOPPER');
        const until = new Date(excluded.excludedUntil).getTime();
        expect(until - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
        // A shorter pause asked for later does not lift the longer one.
        const shorter = (await gql(server.shopApiUrl, `mutation { selfExclude(period: HOURS_24) { excludedUntil } }`, {}, token)).selfExclude;
        expect(new Date(shorter.excludedUntil).getTime()).toBe(until);
        expect(await add(token)).toMatchObject({ errorCode: 'SELF_EXCLUDED_ERROR', excludedUntil: excluded.excludedUntil });
        const login = await shopApi(server.shopApiUrl, 'mutation ($u: String!) { login(username: $u, password: "secret-pass-1") { __typename } }', {
            u: `player${count}@tuah.test`,
        });
        expect(login.data.login.__typename).toBe('CurrentUser');

        // Once the period is over (moved back), buying works again.
        await queryDatabase(server, `UPDATE "play_settings" SET "excludedUntil" = $1 WHERE "customerId" = $2`, [
            new Date(Date.now() - 1000).toISOString(),
            Number(customerId),
        ]);
        expect(await add(token)).toMatchObject({ __typename: 'Order' });

        // Support places one at the shopper's request: checkout refuses the cart already filled.
        const placed = await gql(
            server.adminApiUrl,
            `mutation ($id: ID!) { excludeCustomer(customerId: $id, period: DAYS_30, note: "Asked by phone") { excludedBy excludedUntil } }`,
            { id: customerId },
            admin,
        );
        expect(placed.excludeCustomer.excludedBy).toBe('OPERATOR');
        expect((await toArrangingPayment(server.shopApiUrl, token)).transitionError).toMatch(/^You paused buying until /);
    });

    it('an exclusion sends a checkout in progress back to the cart: no payment can start, checking out again is refused', async () => {
        const { token, customerId } = await shopper();
        expect(await add(token)).toMatchObject({ __typename: 'Order' });
        expect(await toArrangingPayment(server.shopApiUrl, token)).toMatchObject({ state: 'ArrangingPayment' });
        const held = async () =>
            (await queryDatabase(server, `SELECT "status" FROM "play_spend" WHERE "customerId" = $1`, [Number(customerId)])).map(r => r.status);
        expect(await held()).toEqual(['HELD']);

        await gql(server.shopApiUrl, `mutation { selfExclude(period: HOURS_24) { excludedUntil } }`, {}, token);
        const active = await gql(server.shopApiUrl, '{ activeOrder { state } }', {}, token);
        expect(active.activeOrder.state).toBe('AddingItems');
        expect(await held()).toEqual([]);
        // Neither the sandbox payment nor the iPay88 gateway can be started for it.
        expect(await pay(server.shopApiUrl, token)).toMatchObject({ errorCode: 'ORDER_PAYMENT_STATE_ERROR' });
        const intent = await gql(server.shopApiUrl, INTENT, { p: 'WEB' }, token);
        expect(intent.createIPayIntent).toMatchObject({ errorCode: 'ORDER_PAYMENT_STATE_ERROR' });
        // Checking out again is refused with the exclusion's words, in Malay too.
        expect((await toArrangingPayment(server.shopApiUrl, token)).transitionError).toMatch(/^You paused buying until /);
        expect((await toArrangingPayment(server.shopApiUrl + '?languageCode=ms', token)).transitionError).toMatch(
            /^Anda telah menghentikan pembelian sehingga /,
        );

        // Support's exclusion does the same to another shopper's checkout.
        const other = await shopper();
        expect(await add(other.token)).toMatchObject({ __typename: 'Order' });
        expect(await toArrangingPayment(server.shopApiUrl, other.token)).toMatchObject({ state: 'ArrangingPayment' });
        await gql(
            server.adminApiUrl,
            `mutation ($id: ID!) { excludeCustomer(customerId: $id, period: DAYS_7, note: "Asked by email") { excludedBy } }`,
            { id: other.customerId },
            admin,
        );
        expect((await gql(server.shopApiUrl, '{ activeOrder { state } }', {}, other.token)).activeOrder.state).toBe('AddingItems');
        expect(await pay(server.shopApiUrl, other.token)).toMatchObject({ errorCode: 'ORDER_PAYMENT_STATE_ERROR' });
    });

    it('money the gateway already took is never refused: a payment started before the exclusion settles', async () => {
        const { token, customerId } = await shopper();
        expect(await add(token)).toMatchObject({ __typename: 'Order' });
        expect(await toArrangingPayment(server.shopApiUrl, token)).toMatchObject({ state: 'ArrangingPayment' });
        const intent = (await gql(server.shopApiUrl, INTENT, { p: 'WEB' }, token)).createIPayIntent;
        const field = (name: string) => intent.fields.find((f: { name: string }) => f.name === name).value as string;
        // The shopper is at the gateway's page when they pause buying (in another tab): the order goes back to the cart…
        await gql(server.shopApiUrl, `mutation { selfExclude(period: DAYS_30) { excludedUntil } }`, {}, token);
        // …and the gateway then reports the payment it took: kept, not refused.
        const transId = `TEXCL${customerId}`;
        await queryDatabase(
            server,
            'INSERT INTO ipay88_local_gateway_transaction ("transId", "refNo", "amount", "currency", "status") VALUES ($1, $2, $3, $4, $5)',
            [transId, field('RefNo'), field('Amount'), 'MYR', '1'],
        );
        const callback = {
            MerchantCode: field('MerchantCode'),
            PaymentId: '2',
            RefNo: field('RefNo'),
            Amount: field('Amount'),
            Currency: 'MYR',
            Remark: '',
            TransId: transId,
            AuthCode: '123456',
            Status: '1',
            ErrDesc: '',
            Signature: responseSignature('SHA256', LOCAL_IPAY88.merchantKey, {
                merchantCode: field('MerchantCode'),
                paymentId: '2',
                refNo: field('RefNo'),
                amount: field('Amount'),
                currency: 'MYR',
                status: '1',
            }),
        };
        const answer = await fetch(`${server.baseUrl}/payments/ipay88/callback`, { method: 'POST', body: new URLSearchParams(callback) });
        expect(await answer.text()).toBe('RECEIVEOK');
        const order = await gql(server.shopApiUrl, 'query ($c: String!) { orderByCode(code: $c) { state } }', { c: field('RefNo') }, token);
        expect(order.orderByCode.state).toBe('PaymentSettled');
        const [spend] = await queryDatabase(server, `SELECT "status" FROM "play_spend" WHERE "customerId" = $1`, [Number(customerId)]);
        expect(spend.status).toBe('SPENT');
    });

    it('operators see, per campaign, how many shoppers a limit and an exclusion refused, and shop-wide counts; never who', async () => {
        const own = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 1000, ticketPerItem: 1 });
        const addTo = async (token: string, quantity = 1) =>
            (await gql(server.shopApiUrl, ADD, { v: cap.variantIds[0], q: quantity, c: own.id }, token)).addItemToOrder;
        const totals = async () => (await gql(server.adminApiUrl, '{ responsiblePlayTotals { selfExcluded withLimits } }', {}, admin)).responsiblePlayTotals;
        const before = await totals();

        // A limit refuses A twice when adding (one shopper, counted once) …
        const a = await shopper();
        await setLimits(a.token, { daily: price });
        expect(await addTo(a.token, 2)).toMatchObject({ errorCode: 'SPENDING_LIMIT_ERROR' });
        expect(await addTo(a.token, 3)).toMatchObject({ errorCode: 'SPENDING_LIMIT_ERROR' });
        // … and C at checkout (the limit lowered after the cart was filled).
        const c = await shopper();
        expect(await addTo(c.token, 2)).toMatchObject({ __typename: 'Order' });
        await setLimits(c.token, { weekly: price });
        expect((await toArrangingPayment(server.shopApiUrl, c.token)).transitionError).toMatch(/weekly spending limit/);
        // An exclusion refuses B; an under-age refusal is not counted as either.
        const b = await shopper();
        await gql(server.shopApiUrl, `mutation { selfExclude(period: DAYS_7) { excludedUntil } }`, {}, b.token);
        expect(await addTo(b.token)).toMatchObject({ errorCode: 'SELF_EXCLUDED_ERROR' });
        // Ten refusals racing (B's cart already exists): every one answered, the shopper still counted once.
        const raced = await Promise.all(Array.from({ length: 10 }, () => addTo(b.token)));
        expect(raced.map(r => r.errorCode)).toEqual(Array(10).fill('SELF_EXCLUDED_ERROR'));
        const minor = await shopper();
        await queryDatabase(server, `UPDATE "customer" SET "customFieldsDateofbirth" = $1 WHERE "id" = $2`, [yearsAgo(16), Number(minor.customerId)]);
        expect(await addTo(minor.token)).toMatchObject({ errorCode: 'AGE_RESTRICTED_ERROR' });

        const COUNTS = 'query ($ids: [ID!]!) { playRefusalCounts(campaignIds: $ids) { campaignId limitsReached selfExcluded } }';
        const counts = await gql(server.adminApiUrl, COUNTS, { ids: [own.id, campaignId, '999999'] }, admin);
        expect(counts.playRefusalCounts[0]).toEqual({ campaignId: own.id, limitsReached: 2, selfExcluded: 1 });
        expect(counts.playRefusalCounts[2]).toEqual({ campaignId: '999999', limitsReached: 0, selfExcluded: 0 });
        const after = await totals();
        expect(after.selfExcluded - before.selfExcluded).toBe(1);
        expect(after.withLimits - before.withLimits).toBe(2);

        // At most 100 campaigns at once; a shopper gets nothing.
        const tooMany = await shopApi(server.adminApiUrl, COUNTS, { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) }, { token: admin });
        expect(tooMany.errors?.[0]?.message).toMatch(/At most 100 campaigns/);
        const forged = await shopApi(server.adminApiUrl, '{ responsiblePlayTotals { selfExcluded } }', {}, { token: a.token });
        expect(forged.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        const forgedCounts = await shopApi(server.adminApiUrl, COUNTS, { ids: [own.id] }, { token: a.token });
        expect(forgedCounts.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('shows each shopper only their own rules; guests get nothing', async () => {
        const a = await shopper();
        const b = await shopper();
        await setLimits(a.token, { weekly: 5 * price });
        expect(limit(await play(b.token), 'WEEKLY')).toMatchObject({ amount: null });
        const guest = await shopApi(server.shopApiUrl, `{ ${PLAY} }`);
        expect(guest.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        const guestHistory = await shopApi(server.shopApiUrl, '{ spendingHistory { totalItems } }');
        expect(guestHistory.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        // A shopper cannot place support's exclusion.
        const forged = await shopApi(
            server.adminApiUrl,
            `mutation ($id: ID!) { excludeCustomer(customerId: $id, period: DAYS_7) { excludedBy } }`,
            { id: b.customerId },
            { token: a.token },
        );
        expect(forged.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
});
