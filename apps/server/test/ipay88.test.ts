import { createHash } from 'node:crypto';

import {
    ADD_ITEM,
    createCampaign,
    createShopper,
    gql,
    productVariants,
    queryDatabase,
    shopApi,
    startShop,
    TestServer,
    toArrangingPayment,
} from '@tuah/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { amountDigits, formatAmount, parseAmount, requestSignature, responseSignature } from '../src/plugins/ipay88';

/** The local gateway's merchant (public test credentials; the same as iPay88's published examples). */
const MERCHANT = { code: 'M00003', key: 'apple' };
/**
 * On PostgreSQL (CI's second pass) only what rests on the database runs again: a payment settled
 * once under racing callbacks, a second payment stored once, tickets held again or sold once. The
 * rest is HTTP, signatures and GraphQL rules, the same whichever database is under them.
 */
const itOnEveryDatabase = it;
const itOnSqlite = it.skipIf(process.env.TEST_DATABASE === 'postgres');

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const fieldsOf = (intent: { fields: Array<{ name: string; value: string }> }): Record<string, string> =>
    Object.fromEntries(intent.fields.map(f => [f.name, f.value]));
/** The hidden fields of the local gateway's payment form. */
const hiddenFields = (page: string) =>
    Object.fromEntries([...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(m => [m[1]!, m[2]!.replace(/&amp;/g, '&')]));

describe('iPay88 signatures', () => {
    itOnSqlite("match iPay88's published request example", () => {
        // iPay88's example: key "apple", merchant M00003, RefNo A00000001, amount 1.00 MYR.
        const signature = requestSignature('SHA256', 'apple', { merchantCode: 'M00003', refNo: 'A00000001', amount: '1.00', currency: 'MYR' });
        expect(signature).toBe('110f0be755ccfa9373aa38104bafbc5c6e5462344e44bcfbb70439c82b4b07fa');
        expect(signature).toBe(sha256('appleM00003A00000001100MYR'));
    });

    itOnSqlite('sign the amount without its separators, and HMAC-SHA512 for newer accounts', () => {
        expect(formatAmount(100)).toBe('1.00');
        expect(formatAmount(127899)).toBe('1,278.99');
        expect(formatAmount(5)).toBe('0.05');
        expect(amountDigits('1,278.99')).toBe('127899');
        expect(parseAmount('1,278.99')).toBe(127899);
        expect(parseAmount('1278.99')).toBe(127899);
        expect(parseAmount('12.9')).toBeUndefined();
        const response = { merchantCode: 'M00003', paymentId: '2', refNo: 'A00000001', amount: '1,278.99', currency: 'MYR', status: '1' };
        expect(responseSignature('SHA256', 'apple', response)).toBe(sha256('appleM000032A00000001127899MYR1'));
        expect(responseSignature('HMACSHA512', 'apple', response)).toMatch(/^[0-9a-f]{128}$/);
    });
});

/** A backend callback as iPay88 would sign it. */
function signedCallback(f: { refNo: string; amount: string; status: string; transId: string; currency?: string }) {
    const fields = {
        MerchantCode: MERCHANT.code,
        PaymentId: '2',
        RefNo: f.refNo,
        Amount: f.amount,
        Currency: f.currency ?? 'MYR',
        Remark: '',
        TransId: f.transId,
        AuthCode: '123456',
        Status: f.status,
        ErrDesc: '',
    };
    const signature = responseSignature('SHA256', MERCHANT.key, {
        merchantCode: MERCHANT.code,
        paymentId: '2',
        refNo: f.refNo,
        amount: f.amount,
        currency: fields.Currency,
        status: f.status,
    });
    return { ...fields, Signature: signature };
}

/** The local gateway took this payment (its own book, which its re-query answers from): as if the shopper paid there. */
async function gatewayTook(server: TestServer, f: { refNo: string; amount: string; status: string; transId: string }) {
    await queryDatabase(
        server,
        'INSERT INTO ipay88_local_gateway_transaction ("transId", "refNo", "amount", "currency", "status") VALUES ($1, $2, $3, $4, $5)',
        [f.transId, f.refNo, f.amount, 'MYR', f.status],
    );
    return signedCallback(f);
}

const ORDER =
    'query ($code: String!) { orderByCode(code: $code) { state totalWithTax payments { method state amount transactionId errorMessage } gatewayRefunds { amount outcome refundedAt } } }';
const TRANSACTIONS = `query ($o: GatewayPaymentOutcome, $code: String, $take: Int) {
  gatewayTransactions(outcome: $o, orderCode: $code, take: $take) { totalItems items { transId orderCode status amount outcome reason refundReference refundedBy } }
}`;
const REFUND = `mutation ($t: String!, $r: String) {
  refundGatewayTransaction(transId: $t, reference: $r) {
    __typename
    ... on GatewayTransaction { transId outcome refundReference }
    ... on ErrorResult { errorCode message }
  }
}`;
const INTENT = `mutation ($p: Platform!) {
  createIPayIntent(platform: $p) {
    __typename
    ... on IPayIntent { endpoint fields { name value } }
    ... on ErrorResult { errorCode message }
  }
}`;

describe('iPay88 checkout through the local gateway', () => {
    let server: TestServer;
    let admin: string;
    let cap: { productId: string; variantIds: string[] };
    let campaignId: string;
    let shopperCount = 0;

    beforeAll(async () => {
        // Two server processes on one database: callbacks race across them.
        ({ server, admin } = await startShop({}, { processes: 2 }));
        cap = await productVariants(server.shopApiUrl, 'cap');
        campaignId = (await createCampaign(server, admin, { productId: cap.productId, totalTicket: 1000, ticketPerItem: 2 })).id;
    });
    afterAll(async () => {
        await server?.stop();
    });

    /** A signed-in shopper whose order (2 campaign items) is in ArrangingPayment. */
    async function checkedOut() {
        const name = `ipay${++shopperCount}`;
        const shopper = await createShopper(server, admin, name);
        const added = await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 2, c: campaignId }, shopper.token);
        expect(added.addItemToOrder.__typename).toBe('Order');
        expect((await toArrangingPayment(server.shopApiUrl, shopper.token)).state).toBe('ArrangingPayment');
        const order = (await gql(server.shopApiUrl, '{ activeOrder { code totalWithTax currencyCode } }', {}, shopper.token)).activeOrder;
        return { ...shopper, email: `${name}@tuah.test`, code: order.code as string, total: order.totalWithTax as number };
    }

    const intentFor = async (token: string, platform = 'WEB') => (await gql(server.shopApiUrl, INTENT, { p: platform }, token)).createIPayIntent;
    const orderOf = async (token: string, code: string) => (await gql(server.shopApiUrl, ORDER, { code }, token)).orderByCode;
    const issuedTickets = async () =>
        (await gql(server.shopApiUrl, 'query ($c: ID!) { campaignProgress(campaignId: $c) { issuedTicket } }', { c: campaignId })).campaignProgress
            .issuedTicket as number;

    const postCallback = async (fields: Record<string, string>, baseUrl = server.baseUrl) => {
        const res = await fetch(`${baseUrl}/payments/ipay88/callback`, { method: 'POST', body: new URLSearchParams(fields) });
        return { status: res.status, text: await res.text() };
    };

    /** The shopper's browser: posts the intent to the gateway page, presses a button, follows the redirects back. */
    async function payInBrowser(intent: { endpoint: string; fields: Array<{ name: string; value: string }> }, outcome: 'success' | 'failure') {
        const entry = await fetch(intent.endpoint, { method: 'POST', body: new URLSearchParams(fieldsOf(intent)) });
        expect(entry.status).toBe(200);
        const page = await entry.text();
        // The page is the gateway's form: the order, the amount, two buttons, no script.
        expect(page).toContain(fieldsOf(intent).RefNo);
        expect(page).toContain(`RM ${fieldsOf(intent).Amount}`);
        expect(page).not.toMatch(/<script/i);
        expect(entry.headers.get('content-security-policy')).toContain("script-src 'self'");
        const action = page.match(/<form method="post" action="([^"]+)"/)![1]!;
        const hidden = hiddenFields(page);
        const completed = await fetch(new URL(action, server.baseUrl), {
            method: 'POST',
            body: new URLSearchParams({ ...hidden, outcome }),
            redirect: 'manual',
        });
        expect(completed.status).toBe(303);
        const returnUrl = completed.headers.get('location')!;
        expect(returnUrl.startsWith(`${server.baseUrl}/payments/ipay88/return?platform=WEB&`)).toBe(true);
        const back = await fetch(returnUrl, { redirect: 'manual' });
        expect(back.status).toBe(303);
        return back.headers.get('location')!;
    }

    itOnSqlite('the default shop offers iPay88 among the eligible payment methods', async () => {
        const shopper = await checkedOut();
        const methods = (await gql(server.shopApiUrl, '{ eligiblePaymentMethods { code name isEligible } }', {}, shopper.token)).eligiblePaymentMethods;
        expect(methods).toContainEqual({ code: 'ipay88', name: 'iPay88', isEligible: true });
    });

    itOnSqlite('createIPayIntent returns the gateway page and the signed fields of the active order', async () => {
        const shopper = await checkedOut();
        const intent = await intentFor(shopper.token);
        expect(intent.__typename).toBe('IPayIntent');
        expect(intent.endpoint).toBe(`${server.baseUrl}/payments/ipay88/local/entry?lang=en`);
        const fields = fieldsOf(intent);
        const amount = formatAmount(shopper.total);
        expect(fields).toMatchObject({
            MerchantCode: MERCHANT.code,
            RefNo: shopper.code,
            Amount: amount,
            Currency: 'MYR',
            UserEmail: shopper.email,
            SignatureType: 'SHA256',
            ResponseURL: `${server.baseUrl}/payments/ipay88/return?platform=WEB`,
            BackendURL: `${server.baseUrl}/payments/ipay88/callback`,
        });
        expect(fields.UserName).toMatch(/^ipay\d+ Tester$/);
        expect(fields.ProdDesc).toContain(shopper.code);
        expect(fields.Signature).toBe(sha256(`${MERCHANT.key}${MERCHANT.code}${shopper.code}${amountDigits(amount)}MYR`));
        expect(fieldsOf(await intentFor(shopper.token, 'APP')).ResponseURL).toBe(`${server.baseUrl}/payments/ipay88/return?platform=APP`);
    });

    itOnSqlite('createIPayIntent only ever uses the caller’s active order, in ArrangingPayment; a bad platform is refused', async () => {
        const owner = await checkedOut();
        const stranger = await createShopper(server, admin, `ipay-stranger${++shopperCount}`);
        expect(await intentFor(stranger.token)).toMatchObject({ errorCode: 'NO_ACTIVE_ORDER_ERROR' });
        const anonymous = await shopApi(server.shopApiUrl, INTENT, { p: 'WEB' });
        expect(anonymous.data?.createIPayIntent ?? null).not.toMatchObject({ __typename: 'IPayIntent' });
        // An order still in AddingItems cannot be paid yet.
        await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 1, c: campaignId }, stranger.token);
        expect(await intentFor(stranger.token)).toMatchObject({ errorCode: 'ORDER_PAYMENT_STATE_ERROR' });
        const bad = await shopApi(server.shopApiUrl, INTENT, { p: 'DESKTOP' }, owner.token);
        expect(bad.errors?.[0]?.message).toMatch(/Platform/);
        expect(fieldsOf(await intentFor(owner.token)).RefNo).toBe(owner.code);
    });

    itOnSqlite('paying at the local gateway settles the order over real HTTP, issues its tickets and returns to the success page', async () => {
        const shopper = await checkedOut();
        const before = await issuedTickets();
        const landing = await payInBrowser(await intentFor(shopper.token), 'success');
        expect(landing).toBe(`${server.baseUrl}/tabs/cart/checkout/success?order=${shopper.code}`);
        const order = await orderOf(shopper.token, shopper.code);
        expect(order.state).toBe('PaymentSettled');
        expect(order.payments).toEqual([
            { method: 'ipay88', state: 'Settled', amount: shopper.total, transactionId: expect.stringMatching(/^T[0-9A-F]{16}$/), errorMessage: null },
        ]);
        expect(order.gatewayRefunds).toEqual([]);
        // Two items at two tickets each.
        expect((await issuedTickets()) - before).toBe(4);
        const mine = await gql(
            server.shopApiUrl,
            'query ($c: ID!) { listUserCurCampaignTicket(campaignId: $c) { totalItems } }',
            { c: campaignId },
            shopper.token,
        );
        expect(mine.listUserCurCampaignTicket.totalItems).toBe(4);
    });

    itOnSqlite('a failed payment returns to the payment step and leaves the order payable; paying again settles it', async () => {
        const shopper = await checkedOut();
        const landing = await payInBrowser(await intentFor(shopper.token), 'failure');
        expect(landing).toBe(`${server.baseUrl}/tabs/cart/checkout/checkout?payment=failed&order=${shopper.code}`);
        const failed = await orderOf(shopper.token, shopper.code);
        expect(failed.state).toBe('ArrangingPayment');
        expect(failed.payments).toEqual([expect.objectContaining({ method: 'ipay88', state: 'Declined', errorMessage: 'Customer Cancel Transaction' })]);

        expect(await payInBrowser(await intentFor(shopper.token), 'success')).toContain('/tabs/cart/checkout/success');
        const paid = await orderOf(shopper.token, shopper.code);
        expect(paid.state).toBe('PaymentSettled');
        expect(paid.payments.map((p: any) => p.state)).toEqual(['Declined', 'Settled']);
    });

    itOnEveryDatabase('the same callback sent 10 times at once to two server processes settles the order once', async () => {
        const shopper = await checkedOut();
        const before = await issuedTickets();
        const callback = await gatewayTook(server, { refNo: shopper.code, amount: formatAmount(shopper.total), status: '1', transId: `TDUP${shopperCount}` });
        const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => postCallback(callback, server.processes[i % 2]!.baseUrl)));
        expect(answers).toEqual(Array.from({ length: 10 }, () => ({ status: 200, text: 'RECEIVEOK' })));
        const order = await orderOf(shopper.token, shopper.code);
        expect(order.state).toBe('PaymentSettled');
        expect(order.payments).toHaveLength(1);
        expect((await issuedTickets()) - before).toBe(4);
        const rows = await queryDatabase(server, 'SELECT "transId" FROM ipay88_transaction WHERE "orderCode" = $1', [shopper.code]);
        expect(rows).toHaveLength(1);
        // Later deliveries still answer RECEIVEOK (iPay88 stops retrying) and change nothing.
        expect(await postCallback(callback)).toEqual({ status: 200, text: 'RECEIVEOK' });
        expect((await orderOf(shopper.token, shopper.code)).payments).toHaveLength(1);
    });

    itOnSqlite('a forged signature, a wrong amount or currency, or another order’s callback never settles', async () => {
        const shopper = await checkedOut();
        const amount = formatAmount(shopper.total);
        const forged = { ...signedCallback({ refNo: shopper.code, amount, status: '1', transId: 'TFORGED1' }), Signature: sha256('not the merchant key') };
        expect(await postCallback(forged)).toEqual({ status: 400, text: 'Invalid signature' });
        const cheaper = signedCallback({ refNo: shopper.code, amount: formatAmount(shopper.total - 100), status: '1', transId: 'TCHEAP1' });
        expect(await postCallback(cheaper)).toEqual({ status: 400, text: 'Amount does not match the order' });
        const otherCurrency = signedCallback({ refNo: shopper.code, amount, status: '1', transId: 'TCUR1', currency: 'USD' });
        expect(await postCallback(otherCurrency)).toEqual({ status: 400, text: 'Currency does not match the order' });

        // Another order's genuine callback, replayed for this one: its signature covers its RefNo.
        const other = await checkedOut();
        const genuine = signedCallback({ refNo: other.code, amount: formatAmount(other.total), status: '1', transId: 'TREPLAY1' });
        expect(await postCallback({ ...genuine, RefNo: shopper.code })).toEqual({ status: 400, text: 'Invalid signature' });
        expect(await postCallback({ ...genuine, MerchantCode: 'M99999' })).toEqual({ status: 400, text: 'Invalid signature' });

        expect(await orderOf(shopper.token, shopper.code)).toMatchObject({ state: 'ArrangingPayment', payments: [] });
        expect(await orderOf(other.token, other.code)).toMatchObject({ state: 'ArrangingPayment', payments: [] });
    });

    itOnSqlite('the browser return alone never settles, even correctly signed', async () => {
        const shopper = await checkedOut();
        const signed = signedCallback({ refNo: shopper.code, amount: formatAmount(shopper.total), status: '1', transId: 'TRETURN1' });
        const back = await fetch(`${server.baseUrl}/payments/ipay88/return?${new URLSearchParams(signed)}`, { redirect: 'manual' });
        expect(back.status).toBe(303);
        const posted = await fetch(`${server.baseUrl}/payments/ipay88/return`, {
            method: 'POST',
            body: new URLSearchParams({ ...signed, Signature: 'x' }),
            redirect: 'manual',
        });
        expect(posted.headers.get('location')).toContain('/tabs/cart/checkout/checkout?payment=failed');
        expect(await orderOf(shopper.token, shopper.code)).toMatchObject({ state: 'ArrangingPayment', payments: [] });
    });

    itOnSqlite('addPaymentToOrder with method ipay88 and forged metadata is declined and settles nothing', async () => {
        const shopper = await checkedOut();
        const forged = signedCallback({ refNo: shopper.code, amount: formatAmount(shopper.total), status: '1', transId: 'TSHOP1' });
        const result = await gql(
            server.shopApiUrl,
            'mutation ($m: JSON!) { addPaymentToOrder(input: { method: "ipay88", metadata: $m }) { __typename ... on ErrorResult { errorCode message } ... on Order { state } } }',
            { m: { ...forged, ipay88: true, status: '1', transId: 'TSHOP1' } },
            shopper.token,
        );
        expect(result.addPaymentToOrder).toMatchObject({ errorCode: 'PAYMENT_DECLINED_ERROR' });
        const order = await orderOf(shopper.token, shopper.code);
        expect(order.state).toBe('ArrangingPayment');
        expect(order.payments.map((p: any) => p.state)).toEqual(['Declined']);
        // The order is still payable through the gateway.
        expect(await payInBrowser(await intentFor(shopper.token), 'success')).toContain('/tabs/cart/checkout/success');
        expect((await orderOf(shopper.token, shopper.code)).state).toBe('PaymentSettled');
    });

    const rowsOf = (code: string) =>
        queryDatabase(server, 'SELECT "transId", "outcome", "reason" FROM ipay88_transaction WHERE "orderCode" = $1 ORDER BY "createdAt"', [code]);
    const adminGql = (query: string, variables: Record<string, unknown> = {}) => gql(server.adminApiUrl, query, variables, admin);

    itOnEveryDatabase(
        'a second payment of a paid order is stored once as TO_REFUND, answered RECEIVEOK, shown to its shopper only, and refunded once',
        async () => {
            const shopper = await checkedOut();
            expect(await payInBrowser(await intentFor(shopper.token), 'success')).toContain('/tabs/cart/checkout/success');
            const before = await issuedTickets();
            const twice = `TTWICE${shopperCount}`;
            const second = await gatewayTook(server, { refNo: shopper.code, amount: formatAmount(shopper.total), status: '1', transId: twice });
            const answers = await Promise.all([postCallback(second, server.processes[0]!.baseUrl), postCallback(second, server.processes[1]!.baseUrl)]);
            expect(answers).toEqual([
                { status: 200, text: 'RECEIVEOK' },
                { status: 200, text: 'RECEIVEOK' },
            ]);
            expect(await postCallback(second)).toEqual({ status: 200, text: 'RECEIVEOK' });

            const order = await orderOf(shopper.token, shopper.code);
            expect(order.state).toBe('PaymentSettled');
            expect(order.payments).toHaveLength(1);
            expect(order.gatewayRefunds).toEqual([{ amount: shopper.total, outcome: 'TO_REFUND', refundedAt: null }]);
            expect((await issuedTickets()) - before).toBe(0);
            const rows = await rowsOf(shopper.code);
            expect(rows.map(r => r.outcome)).toEqual(['SETTLED', 'TO_REFUND']);
            expect(rows[1]).toMatchObject({ transId: twice, reason: 'ORDER_ALREADY_PAID' });
            expect(server.output()).toMatch(
                new RegExp(`warn[^\\n]*iPay88 transaction ${twice} paid order ${shopper.code}, which refused it \\(ORDER_ALREADY_PAID\\)`, 'i'),
            );

            // Another customer reads nothing of it.
            const stranger = await createShopper(server, admin, `ipay-other${++shopperCount}`);
            expect((await shopApi(server.shopApiUrl, ORDER, { code: shopper.code }, { token: stranger.token })).data?.orderByCode ?? null).toBeNull();
            const theirs = await shopApi(
                server.shopApiUrl,
                'query ($c: String!) { getOneOrder(orderCode: $c) { gatewayRefunds { outcome } } }',
                { c: shopper.code },
                { token: stranger.token },
            );
            expect(theirs.data?.getOneOrder ?? null).toBeNull();
            const own = await gql(
                server.shopApiUrl,
                'query ($c: String!) { getOneOrder(orderCode: $c) { gatewayRefunds { outcome } } }',
                { c: shopper.code },
                shopper.token,
            );
            expect(own.getOneOrder.gatewayRefunds).toEqual([{ outcome: 'TO_REFUND' }]);

            // Operators: listed as needing attention; take is clamped; refunded once; bad input refused.
            const listed = (await adminGql(TRANSACTIONS, { o: 'TO_REFUND', take: -1 })).gatewayTransactions;
            expect(listed.items.length).toBeGreaterThanOrEqual(1);
            expect(listed.items.length).toBeLessThanOrEqual(100);
            expect((await adminGql(TRANSACTIONS, { code: shopper.code, take: 0 })).gatewayTransactions.items).toHaveLength(1);
            expect((await adminGql(TRANSACTIONS, { code: shopper.code, take: 1000 })).gatewayTransactions).toMatchObject({ totalItems: 2 });
            const mine = (await adminGql(TRANSACTIONS, { o: 'TO_REFUND', code: shopper.code })).gatewayTransactions.items;
            expect(mine).toEqual([expect.objectContaining({ transId: twice, amount: shopper.total, outcome: 'TO_REFUND', reason: 'ORDER_ALREADY_PAID' })]);
            expect((await shopApi(server.adminApiUrl, TRANSACTIONS, { o: 'TO_REFUND' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
            expect((await adminGql(REFUND, { t: 'TNOSUCH' })).refundGatewayTransaction).toMatchObject({
                errorCode: 'GATEWAY_REFUND_ERROR',
                message: 'There is no such gateway transaction',
            });
            expect((await adminGql(REFUND, { t: 'x'.repeat(500) })).refundGatewayTransaction).toMatchObject({ errorCode: 'GATEWAY_REFUND_ERROR' });
            expect((await adminGql(REFUND, { t: mine[0].transId, r: ' ' })).refundGatewayTransaction).toMatchObject({
                errorCode: 'GATEWAY_REFUND_ERROR',
                message: 'The refund reference must be 1 to 128 characters',
            });
            const settledId = (await rowsOf(shopper.code))[0]!.transId;
            expect((await adminGql(REFUND, { t: settledId })).refundGatewayTransaction).toMatchObject({
                message: 'This transaction is not waiting for a refund',
            });

            const refunds = await Promise.all([adminGql(REFUND, { t: mine[0].transId }), adminGql(REFUND, { t: mine[0].transId })]);
            const kinds = refunds.map(r => r.refundGatewayTransaction.__typename).sort();
            expect(kinds).toEqual(['GatewayRefundError', 'GatewayTransaction']);
            const done = refunds.find(r => r.refundGatewayTransaction.__typename === 'GatewayTransaction')!.refundGatewayTransaction;
            expect(done).toMatchObject({ outcome: 'REFUNDED', refundReference: expect.stringMatching(/^R[0-9A-F]{12}$/) });
            // The gateway recorded the refund; the shopper sees it refunded; nothing waits any more.
            const book = await queryDatabase(server, 'SELECT "refundReference" FROM ipay88_local_gateway_transaction WHERE "transId" = $1', [mine[0].transId]);
            expect(book).toEqual([{ refundReference: done.refundReference }]);
            expect((await orderOf(shopper.token, shopper.code)).gatewayRefunds).toEqual([
                { amount: shopper.total, outcome: 'REFUNDED', refundedAt: expect.any(String) },
            ]);
            expect((await adminGql(TRANSACTIONS, { o: 'TO_REFUND', code: shopper.code })).gatewayTransactions.totalItems).toBe(0);
        },
    );

    itOnSqlite('a paid callback for a cancelled order is stored as TO_REFUND and the order stays cancelled', async () => {
        const shopper = await checkedOut();
        const fields = fieldsOf(await intentFor(shopper.token));
        const id = (await gql(server.shopApiUrl, '{ activeOrder { id } }', {}, shopper.token)).activeOrder.id;
        expect(
            (await adminGql('mutation ($id: ID!) { cancelOrder(input: { orderId: $id }) { __typename ... on Order { state } } }', { id })).cancelOrder.state,
        ).toBe('Cancelled');
        const paid = await gatewayTook(server, { refNo: fields.RefNo!, amount: fields.Amount!, status: '1', transId: `TCANCEL${shopperCount}` });
        expect(await postCallback(paid)).toEqual({ status: 200, text: 'RECEIVEOK' });
        const order = await orderOf(shopper.token, shopper.code);
        expect(order).toMatchObject({ state: 'Cancelled', payments: [], gatewayRefunds: [{ outcome: 'TO_REFUND' }] });
        expect(await rowsOf(shopper.code)).toEqual([{ transId: `TCANCEL${shopperCount}`, outcome: 'TO_REFUND', reason: 'ORDER_CANCELLED' }]);
    });

    itOnSqlite('a genuine paid return replayed to the callback with invented TransIds stores nothing', async () => {
        const shopper = await checkedOut();
        const landing = await payInBrowser(await intentFor(shopper.token), 'success');
        expect(landing).toContain('/tabs/cart/checkout/success');
        const [row] = await rowsOf(shopper.code);
        // What the shopper saw in the return URL: the signed fields (the signature does not cover TransId).
        const replayed = signedCallback({ refNo: shopper.code, amount: formatAmount(shopper.total), status: '1', transId: row!.transId });
        for (const transId of ['TINVENTED1', 'TINVENTED2', 'TINVENTED3']) {
            expect(await postCallback({ ...replayed, TransId: transId })).toEqual({ status: 409, text: 'The gateway did not confirm the payment' });
        }
        // A failed status replayed with an invented TransId is not confirmed either.
        const failed = signedCallback({ refNo: shopper.code, amount: formatAmount(shopper.total), status: '0', transId: 'TINVENTED4' });
        expect((await postCallback(failed)).status).toBe(409);
        expect(await rowsOf(shopper.code)).toEqual([{ transId: row!.transId, outcome: 'SETTLED', reason: null }]);
        expect((await orderOf(shopper.token, shopper.code)).payments).toHaveLength(1);
        // The local gateway's re-query answers for what it completed only.
        const enquiry = async (q: Record<string, string>) =>
            (await fetch(`${server.baseUrl}/payments/ipay88/local/enquiry?${new URLSearchParams({ MerchantCode: MERCHANT.code, ...q })}`)).text();
        expect(await enquiry({ RefNo: shopper.code, Amount: formatAmount(shopper.total), TransId: row!.transId })).toBe('00');
        expect(await enquiry({ RefNo: shopper.code, Amount: formatAmount(shopper.total), TransId: 'TINVENTED1' })).toBe('Record not found');
        expect(await enquiry({ RefNo: shopper.code, Amount: '0.01', TransId: row!.transId })).toBe('Incorrect amount');
    });

    itOnSqlite('the local gateway refuses a payment request with a wrong signature', async () => {
        const shopper = await checkedOut();
        const fields = fieldsOf(await intentFor(shopper.token));
        const res = await fetch(`${server.baseUrl}/payments/ipay88/local/entry`, { method: 'POST', body: new URLSearchParams({ ...fields, Amount: '0.01' }) });
        expect(res.status).toBe(400);
        expect(await res.text()).toContain('Invalid signature');
    });
});

/**
 * One shop for both settings below: requery on (every callback confirmed with the gateway, which
 * the late payments' `gatewayTook` records as taken) and ticket holds of 3 s.
 */
describe('iPay88 with requery on and short ticket holds', () => {
    /** Holds last 3 s here, so their expiry can be watched. */
    const RESERVATION_MINUTES = 0.05;
    let server: TestServer;
    let admin: string;

    beforeAll(async () => {
        ({ server, admin } = await startShop({ IPAY88_REQUERY: 'true', CAMPAIGN_RESERVATION_MINUTES: String(RESERVATION_MINUTES) }));
    });
    afterAll(async () => {
        await server?.stop();
    });

    itOnSqlite('settles only what the gateway confirms when asked again', async () => {
        const cap = await productVariants(server.shopApiUrl, 'cap');
        const shopper = await createShopper(server, admin, 'requery1');
        await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 1 }, shopper.token);
        expect((await toArrangingPayment(server.shopApiUrl, shopper.token)).state).toBe('ArrangingPayment');
        const intent = (await gql(server.shopApiUrl, INTENT, { p: 'WEB' }, shopper.token)).createIPayIntent;
        const fields = fieldsOf(intent);
        const order = async () => (await gql(server.shopApiUrl, ORDER, { code: fields.RefNo }, shopper.token)).orderByCode;

        // Correctly signed, but the gateway never took this payment: the requery does not confirm it.
        const unconfirmed = signedCallback({ refNo: fields.RefNo!, amount: fields.Amount!, status: '1', transId: 'TNOTPAID' });
        const answer = await fetch(`${server.baseUrl}/payments/ipay88/callback`, { method: 'POST', body: new URLSearchParams(unconfirmed) });
        expect([answer.status, await answer.text()]).toEqual([409, 'The gateway did not confirm the payment']);
        expect(await order()).toMatchObject({ state: 'ArrangingPayment', payments: [] });

        // Paid at the gateway: the requery confirms, the callback settles.
        const entry = await (await fetch(intent.endpoint, { method: 'POST', body: new URLSearchParams(fields) })).text();
        const hidden = hiddenFields(entry);
        const done = await fetch(`${server.baseUrl}/payments/ipay88/local/complete`, {
            method: 'POST',
            body: new URLSearchParams({ ...hidden, outcome: 'success' }),
            redirect: 'manual',
        });
        expect(done.status).toBe(303);
        expect((await order()).state).toBe('PaymentSettled');
    });

    itOnEveryDatabase('a late paid callback checks the order out again and settles it with its tickets', { timeout: 120_000 }, async () => {
        const cap = await productVariants(server.shopApiUrl, 'cap');
        const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 10 });
        const shopper = await createShopper(server, admin, 'late1');
        await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 1, c: campaign.id }, shopper.token);
        expect((await toArrangingPayment(server.shopApiUrl, shopper.token)).state).toBe('ArrangingPayment');
        const heldAt = Date.now();
        const fields = fieldsOf((await gql(server.shopApiUrl, INTENT, { p: 'WEB' }, shopper.token)).createIPayIntent);
        const state = async () => (await gql(server.shopApiUrl, ORDER, { code: fields.RefNo }, shopper.token)).orderByCode.state;

        // The shopper dawdles at the gateway: the hold expires and the cart is back in AddingItems.
        await new Promise(r => setTimeout(r, Math.max(0, heldAt + RESERVATION_MINUTES * 60_000 - Date.now()) + 500));
        const run = await gql(server.adminApiUrl, 'mutation { runScheduledTask(id: "campaign-close-due") { success } }', {}, admin);
        expect(run.runScheduledTask.success).toBe(true);
        const deadline = Date.now() + 60_000;
        while ((await state()) !== 'AddingItems' && Date.now() < deadline) await new Promise(r => setTimeout(r, 500));
        expect(await state()).toBe('AddingItems');

        const paid = await gatewayTook(server, { refNo: fields.RefNo!, amount: fields.Amount!, status: '1', transId: 'TLATE1' });
        const answer = await fetch(`${server.baseUrl}/payments/ipay88/callback`, { method: 'POST', body: new URLSearchParams(paid) });
        expect(await answer.text()).toBe('RECEIVEOK');
        expect(await state()).toBe('PaymentSettled');
        const progress = await gql(server.shopApiUrl, 'query ($c: ID!) { campaignProgress(campaignId: $c) { issuedTicket } }', { c: campaign.id });
        expect(progress.campaignProgress.issuedTicket).toBe(1);
    });

    itOnEveryDatabase(
        'a paid callback whose tickets were sold meanwhile is stored as TO_REFUND, answered RECEIVEOK, and the tickets stay sold once',
        { timeout: 120_000 },
        async () => {
            const cap = await productVariants(server.shopApiUrl, 'cap');
            const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 1 });
            const late = await createShopper(server, admin, 'late2');
            await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 1, c: campaign.id }, late.token);
            expect((await toArrangingPayment(server.shopApiUrl, late.token)).state).toBe('ArrangingPayment');
            const heldAt = Date.now();
            const fields = fieldsOf((await gql(server.shopApiUrl, INTENT, { p: 'WEB' }, late.token)).createIPayIntent);
            const order = async () => (await gql(server.shopApiUrl, ORDER, { code: fields.RefNo }, late.token)).orderByCode;
            await new Promise(r => setTimeout(r, Math.max(0, heldAt + RESERVATION_MINUTES * 60_000 - Date.now()) + 500));
            await gql(server.adminApiUrl, 'mutation { runScheduledTask(id: "campaign-close-due") { success } }', {}, admin);
            const deadline = Date.now() + 60_000;
            while ((await order()).state !== 'AddingItems' && Date.now() < deadline) await new Promise(r => setTimeout(r, 500));

            // Another shopper buys the last ticket while the first is still at the gateway.
            const quick = await createShopper(server, admin, 'quick2');
            await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 1, c: campaign.id }, quick.token);
            expect((await toArrangingPayment(server.shopApiUrl, quick.token)).state).toBe('ArrangingPayment');
            const quickFields = fieldsOf((await gql(server.shopApiUrl, INTENT, { p: 'WEB' }, quick.token)).createIPayIntent);
            const quickPaid = await gatewayTook(server, { refNo: quickFields.RefNo!, amount: quickFields.Amount!, status: '1', transId: 'TQUICK2' });
            expect(await (await fetch(`${server.baseUrl}/payments/ipay88/callback`, { method: 'POST', body: new URLSearchParams(quickPaid) })).text()).toBe(
                'RECEIVEOK',
            );

            const paid = await gatewayTook(server, { refNo: fields.RefNo!, amount: fields.Amount!, status: '1', transId: 'TLATE2' });
            const answer = await fetch(`${server.baseUrl}/payments/ipay88/callback`, { method: 'POST', body: new URLSearchParams(paid) });
            expect([answer.status, await answer.text()]).toEqual([200, 'RECEIVEOK']);
            const refused = await order();
            expect(refused.state).not.toMatch(/^Payment/);
            expect(refused.payments.filter((p: any) => p.state === 'Settled')).toEqual([]);
            expect(refused.gatewayRefunds).toEqual([{ amount: refused.totalWithTax, outcome: 'TO_REFUND', refundedAt: null }]);
            const rows = await queryDatabase(server, 'SELECT "outcome", "reason" FROM ipay88_transaction WHERE "transId" = $1', ['TLATE2']);
            expect(rows).toEqual([{ outcome: 'TO_REFUND', reason: expect.stringMatching(/CAMPAIGN|ticket/i) }]);
            const progress = await gql(server.shopApiUrl, 'query ($c: ID!) { campaignProgress(campaignId: $c) { issuedTicket } }', { c: campaign.id });
            expect(progress.campaignProgress.issuedTicket).toBe(1);
            const listed = await gql(
                server.adminApiUrl,
                'query ($c: String) { gatewayTransactions(outcome: TO_REFUND, orderCode: $c) { items { transId } } }',
                { c: fields.RefNo },
                admin,
            );
            expect(listed.gatewayTransactions.items).toEqual([{ transId: 'TLATE2' }]);
        },
    );
});
