import {
    ADD_ITEM,
    createCampaign,
    createShopper,
    DRAW_STARTED,
    gql,
    ORDER_ERRORS,
    pay,
    productVariants,
    queryDatabase,
    shopApi,
    startShop,
    TestServer,
    toArrangingPayment,
} from '@tuah/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Holds last 6 s here instead of 15 minutes, so their expiry can be watched. */
const RESERVATION_MINUTES = 0.1;

const ADJUST_LINE = `mutation ($id: ID!, $q: Int!, $cf: OrderLineCustomFieldsInput) {
  adjustOrderLine(orderLineId: $id, quantity: $q, customFields: $cf) {
    __typename
    ... on Order { lines { id quantity customFields { campaignId prizeId } } }
    ${ORDER_ERRORS}
  }
}`;

/** Waits, if needed, until the next `spanMs` lie inside one wall-clock minute (past its first 2 s). */
async function awayFromMinuteStart(spanMs: number) {
    const intoMinute = Date.now() % 60_000;
    if (intoMinute >= 2_000 && intoMinute + spanMs < 60_000) return;
    // In the first 2 s, past them is enough; later, the next minute's.
    const wait = intoMinute < 2_000 && 2_000 + spanMs < 60_000 ? 2_000 - intoMinute : 62_000 - intoMinute;
    await new Promise(r => setTimeout(r, wait));
}

describe('campaign cart changes and checkout refusals', () => {
    let server: TestServer;
    let admin: string;
    let cap: { productId: string; variantIds: string[] };
    let shopperCount = 0;
    const newShopper = () => createShopper(server, admin, `checkout${++shopperCount}`);

    beforeAll(async () => {
        // Three holding orders per address (issue 30 #5); its test sends addresses through a trusted proxy.
        ({ server, admin } = await startShop({
            CAMPAIGN_RESERVATION_MINUTES: String(RESERVATION_MINUTES),
            CAMPAIGN_HOLDS_PER_ADDRESS: '3',
            TRUST_PROXY: 'loopback',
        }));
        cap = await productVariants(server.shopApiUrl, 'cap');
    });
    afterAll(async () => {
        await server?.stop();
    });

    const add = async (token: string, campaignId: string, quantity: number) =>
        (await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: quantity, c: campaignId }, token)).addItemToOrder;
    const adjust = async (token: string, lineId: string, quantity: number, customFields?: Record<string, unknown>) =>
        (await gql(server.shopApiUrl, ADJUST_LINE, { id: lineId, q: quantity, cf: customFields }, token)).adjustOrderLine;
    const activeOrder = async (token: string) =>
        (await gql(server.shopApiUrl, '{ activeOrder { id code state lines { id quantity } } }', {}, token)).activeOrder;
    const checkout = async (token: string) =>
        gql(
            server.shopApiUrl,
            'mutation { transitionOrderToState(state: "ArrangingPayment") { __typename ... on Order { state } ... on OrderStateTransitionError { errorCode transitionError fromState toState } } }',
            {},
            token,
        ).then(d => d.transitionOrderToState);

    it('adjustOrderLine refuses more than maxQty (ORDER_LIMIT_ERROR) and more than the tickets left (INSUFFICIENT_STOCK_ERROR)', async () => {
        const shopper = await newShopper();
        const limited = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 100, maxQty: 3 });
        const line = (await add(shopper.token, limited.id, 1)).lines[0];
        expect(await adjust(shopper.token, line.id, 4)).toMatchObject({
            errorCode: 'ORDER_LIMIT_ERROR',
            maxItems: 3,
            message: 'You may buy at most 3 of this campaign',
        });
        expect((await adjust(shopper.token, line.id, 3)).lines[0].quantity).toBe(3);

        // Two tickets per item, five tickets: room for two items; the refused change leaves the line as it was.
        const scarce = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 5, ticketPerItem: 2 });
        const order = await add(shopper.token, scarce.id, 1);
        const scarceLine = order.lines.find((l: any) => l.customFields.campaignId === String(scarce.id));
        expect(await adjust(shopper.token, scarceLine.id, 3)).toMatchObject({
            errorCode: 'INSUFFICIENT_STOCK_ERROR',
            quantityAvailable: 2,
            message: 'Tickets are left for only 2 more items',
        });
        expect((await activeOrder(shopper.token)).lines.find((l: any) => l.id === scarceLine.id).quantity).toBe(1);
        const adjusted = await adjust(shopper.token, scarceLine.id, 2);
        expect(adjusted.lines.find((l: any) => l.id === scarceLine.id).quantity).toBe(2);
    });

    it('adjustOrderLine replaces the line custom fields: a field left out is cleared', async () => {
        const shopper = await newShopper();
        const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 10 });
        const line = (await add(shopper.token, campaign.id, 1)).lines[0];
        expect(line.customFields).toEqual({ campaignId: String(campaign.id), prizeId: null });

        // A prizeId must name the shopper's own won prize (test/cart-rules.test.ts): refused, line unchanged.
        expect(await adjust(shopper.token, line.id, 1, { prizeId: '7' })).toMatchObject({ errorCode: 'PRIZE_UNAVAILABLE_ERROR', reason: 'NOT_FOUND' });
        const cleared = await adjust(shopper.token, line.id, 1, {});
        expect(cleared.lines.find((l: any) => l.id === line.id).customFields).toEqual({ campaignId: null, prizeId: null });
        const campaignOnly = await adjust(shopper.token, line.id, 1, { campaignId: String(campaign.id) });
        expect(campaignOnly.lines.find((l: any) => l.id === line.id).customFields).toEqual({ campaignId: String(campaign.id), prizeId: null });
        // Without customFields the line keeps its own.
        const quantityOnly = await adjust(shopper.token, line.id, 2);
        expect(quantityOnly.lines.find((l: any) => l.id === line.id)).toMatchObject({
            quantity: 2,
            customFields: { campaignId: String(campaign.id), prizeId: null },
        });
    });

    it("a cart with lines from several campaigns shows each line's campaign", async () => {
        const shopper = await newShopper();
        const campaigns = [];
        for (let i = 0; i < 3; i++) campaigns.push(await createCampaign(server, admin, { productId: cap.productId, totalTicket: 10 }));
        // The same variant in three campaigns: three lines, not one (the campaign is part of the line).
        for (const c of campaigns) expect((await add(shopper.token, c.id, 1)).__typename).toBe('Order');
        const cart = await gql(server.shopApiUrl, '{ activeOrder { lines { campaign { sId } } } }', {}, shopper.token);
        expect(cart.activeOrder.lines.map((l: any) => l.campaign.sId).sort()).toEqual(campaigns.map(c => c.sId).sort());
    });

    it('checkout is refused (ORDER_STATE_TRANSITION_ERROR) when the tickets in the cart were bought by someone else meanwhile', async () => {
        const [first, second] = await Promise.all([newShopper(), newShopper()]);
        const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 3 });
        expect((await add(first.token, campaign.id, 2)).__typename).toBe('Order');
        // Carts hold nothing: the second shopper may put the same tickets in theirs, and pays first.
        expect((await add(second.token, campaign.id, 2)).__typename).toBe('Order');
        expect((await toArrangingPayment(server.shopApiUrl, second.token)).__typename).toBe('Order');
        expect((await pay(server.shopApiUrl, second.token)).state).toBe('PaymentSettled');

        expect(await toArrangingPayment(server.shopApiUrl, first.token)).toMatchObject({
            errorCode: 'ORDER_STATE_TRANSITION_ERROR',
            transitionError: `Not enough tickets left in campaign ${campaign.sId}`,
        });
        expect((await activeOrder(first.token)).state).toBe('AddingItems');
        // What is left can still be bought.
        const line = (await activeOrder(first.token)).lines[0];
        expect((await adjust(first.token, line.id, 1)).__typename).toBe('Order');
        expect(await checkout(first.token)).toEqual({ __typename: 'Order', state: 'ArrangingPayment' });
        expect((await pay(server.shopApiUrl, first.token)).state).toBe('PaymentSettled');
    });

    it('checkout is refused when units paid meanwhile (another order) would exceed maxQty', async () => {
        const shopper = await newShopper();
        const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 100, maxQty: 2 });
        expect((await add(shopper.token, campaign.id, 2)).__typename).toBe('Order');

        // Meanwhile an operator takes an order for one unit for the same customer, paid by hand.
        const draft = (await gql(server.adminApiUrl, 'mutation { createDraftOrder { id } }', {}, admin)).createDraftOrder;
        await gql(
            server.adminApiUrl,
            'mutation ($o: ID!, $c: ID!) { setCustomerForDraftOrder(orderId: $o, customerId: $c) { __typename } }',
            { o: draft.id, c: shopper.customerId },
            admin,
        );
        const added = await gql(
            server.adminApiUrl,
            'mutation ($o: ID!, $v: ID!, $c: String) { addItemToDraftOrder(orderId: $o, input: { productVariantId: $v, quantity: 1, customFields: { campaignId: $c } }) { __typename } }',
            { o: draft.id, v: cap.variantIds[0], c: String(campaign.id) },
            admin,
        );
        expect(added.addItemToDraftOrder.__typename).toBe('Order');
        await gql(
            server.adminApiUrl,
            'mutation ($o: ID!) { setDraftOrderShippingAddress(orderId: $o, input: { fullName: "Siti Aminah", streetLine1: "12 Jalan Ampang", city: "Kuala Lumpur", postalCode: "50450", countryCode: "MY" }) { id } }',
            { o: draft.id },
            admin,
        );
        const methods = await gql(server.adminApiUrl, 'query ($o: ID!) { eligibleShippingMethodsForDraftOrder(orderId: $o) { id } }', { o: draft.id }, admin);
        await gql(
            server.adminApiUrl,
            'mutation ($o: ID!, $m: ID!) { setDraftOrderShippingMethod(orderId: $o, shippingMethodId: $m) { __typename } }',
            { o: draft.id, m: methods.eligibleShippingMethodsForDraftOrder[0].id },
            admin,
        );
        const arranged = await gql(
            server.adminApiUrl,
            'mutation ($o: ID!) { transitionOrderToState(id: $o, state: "ArrangingPayment") { __typename ... on OrderStateTransitionError { transitionError } } }',
            { o: draft.id },
            admin,
        );
        expect(arranged.transitionOrderToState.__typename).toBe('Order');
        const paid = await gql(
            server.adminApiUrl,
            'mutation ($o: ID!) { addManualPaymentToOrder(input: { orderId: $o, method: "bank-transfer", transactionId: "counter-1", metadata: {} }) { __typename ... on Order { state } } }',
            { o: draft.id },
            admin,
        );
        expect(paid.addManualPaymentToOrder).toEqual({ __typename: 'Order', state: 'PaymentSettled' });

        expect(await toArrangingPayment(server.shopApiUrl, shopper.token)).toMatchObject({
            errorCode: 'ORDER_STATE_TRANSITION_ERROR',
            transitionError: `At most 2 items per customer in campaign ${campaign.sId}`,
        });
        const line = (await activeOrder(shopper.token)).lines[0];
        // One more is within the cap, and adding a second is refused up front now.
        expect(await adjust(shopper.token, line.id, 2)).toMatchObject({ errorCode: 'ORDER_LIMIT_ERROR', maxItems: 2 });
        expect((await adjust(shopper.token, line.id, 1)).__typename).toBe('Order');
        expect(await checkout(shopper.token)).toEqual({ __typename: 'Order', state: 'ArrangingPayment' });
    });

    it('releases a hold past its reservation time: the tickets sell to someone else, the order is back in AddingItems', { timeout: 120_000 }, async () => {
        const [holder, latecomer] = await Promise.all([newShopper(), newShopper()]);
        const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 2 });
        expect((await add(holder.token, campaign.id, 2)).__typename).toBe('Order');
        // The sweep also runs by itself at each minute's start; the hold must expire and be read
        // again before the next one, or the sweep (not this test) would be what released it.
        await awayFromMinuteStart(RESERVATION_MINUTES * 60_000 + 5_000);
        expect(await toArrangingPayment(server.shopApiUrl, holder.token)).toEqual({ __typename: 'Order', state: 'ArrangingPayment' });
        const heldAt = Date.now();
        // Held for the checkout: nobody else can put them in a cart.
        expect(await add(latecomer.token, campaign.id, 1)).toMatchObject({ errorCode: 'INSUFFICIENT_STOCK_ERROR', quantityAvailable: 0 });
        const expiry = async () =>
            (
                await queryDatabase(server, `SELECT "expiresAt" FROM "ticket_reservation" WHERE "campaignId" = $1 AND "status" = 'HELD'`, [Number(campaign.id)])
            ).map((r: any) => new Date(r.expiresAt).getTime());
        const [expiresAt] = await expiry();

        await new Promise(r => setTimeout(r, Math.max(0, heldAt + RESERVATION_MINUTES * 60_000 - Date.now()) + 500));
        // Issue 30 #5: touching the cart (reading it, adding again) does not renew an expired hold.
        expect((await activeOrder(holder.token)).state).toBe('ArrangingPayment');
        expect(await add(holder.token, campaign.id, 1)).toMatchObject({ errorCode: 'ORDER_MODIFICATION_ERROR' });
        expect(await expiry()).toEqual(expect.arrayContaining([expiresAt]));
        expect((await expiry()).every(t => t <= expiresAt!)).toBe(true);
        // Rather than wait for the minutely schedule, an operator runs the task now (Vendure's admin API).
        const run = await gql(server.adminApiUrl, 'mutation { runScheduledTask(id: "campaign-close-due") { success } }', {}, admin);
        expect(run.runScheduledTask.success).toBe(true);
        // The scheduler picks manual runs up within its check interval (10 s).
        const deadline = Date.now() + 60_000;
        while ((await activeOrder(holder.token)).state !== 'AddingItems' && Date.now() < deadline) await new Promise(r => setTimeout(r, 500));
        expect((await activeOrder(holder.token)).state).toBe('AddingItems');

        expect((await add(latecomer.token, campaign.id, 2)).__typename).toBe('Order');
        expect((await toArrangingPayment(server.shopApiUrl, latecomer.token)).__typename).toBe('Order');
        expect((await pay(server.shopApiUrl, latecomer.token)).state).toBe('PaymentSettled');
        const tickets = await gql(
            server.shopApiUrl,
            'query ($c: ID!) { listUserCurCampaignTicket(campaignId: $c) { totalItems } }',
            { c: campaign.id },
            latecomer.token,
        );
        expect(tickets.listUserCurCampaignTicket.totalItems).toBe(2);

        // The first shopper's cart is intact, but its tickets are gone.
        expect((await activeOrder(holder.token)).lines).toEqual([expect.objectContaining({ quantity: 2 })]);
        expect(await checkout(holder.token)).toMatchObject({
            errorCode: 'ORDER_STATE_TRANSITION_ERROR',
            transitionError: expect.stringContaining(campaign.sId),
        });
        const after = await gql(server.adminApiUrl, 'query ($id: ID!) { campaign(id: $id) { issuedTicket state stage } }', { id: campaign.id }, admin);
        expect(after.campaign).toEqual({ issuedTicket: 2, state: 'ENDED', stage: expect.stringMatching(DRAW_STARTED) });
    });
    describe("holding tickets is a shopper's act, bounded (issue 30 #5)", () => {
        const V = () => cap.variantIds[0];
        const from = (ip: string) => ({ 'x-forwarded-for': ip });
        /** Address and courier, then ArrangingPayment as seen from `ip`. */
        const checkoutFrom = async (token: string, ip: string) => {
            await gql(
                server.shopApiUrl,
                'mutation { setOrderShippingAddress(input: { fullName: "Siti Aminah", streetLine1: "12 Jalan Ampang", city: "Kuala Lumpur", province: "Kuala Lumpur", postalCode: "50450", countryCode: "MY" }) { __typename } }',
                {},
                token,
            );
            const methods = await gql(server.shopApiUrl, '{ eligibleShippingMethods { id } }', {}, token);
            await gql(
                server.shopApiUrl,
                'mutation ($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { __typename } }',
                { id: [methods.eligibleShippingMethods[0].id] },
                token,
            );
            const r = await shopApi(
                server.shopApiUrl,
                'mutation { transitionOrderToState(state: "ArrangingPayment") { __typename ... on Order { state } ... on OrderStateTransitionError { errorCode transitionError } } }',
                {},
                { token, headers: from(ip) },
            );
            return r.data.transitionOrderToState;
        };

        it('a guest, or a customer without a verified phone, cannot put campaign tickets in a cart, by any mutation', async () => {
            const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 60 });
            const c = { campaignId: String(campaign.id) };
            const guest = await shopApi(server.shopApiUrl, ADD_ITEM, { v: V(), q: 60, c: c.campaignId }, { headers: from('10.30.0.1') });
            expect(guest.data.addItemToOrder).toMatchObject({
                errorCode: 'CAMPAIGN_UNAVAILABLE_ERROR',
                reason: 'SIGN_IN_REQUIRED',
                message: 'Sign in to buy from this campaign',
            });
            const many = await shopApi(
                server.shopApiUrl,
                `mutation ($inputs: [AddItemInput!]!) { addItemsToOrder(inputs: $inputs) { errorResults { __typename ${ORDER_ERRORS} } } }`,
                { inputs: [{ productVariantId: V(), quantity: 1, customFields: c }] },
                { headers: from('10.30.0.1') },
            );
            expect(many.data.addItemsToOrder.errorResults).toEqual([
                expect.objectContaining({ reason: 'SIGN_IN_REQUIRED', message: 'Sign in to buy from this campaign' }),
            ]);
            // A plain line turned into a campaign line: refused too.
            const plain = await shopApi(server.shopApiUrl, ADD_ITEM, { v: V(), q: 1, c: null }, { headers: from('10.30.0.1') });
            const lineId = plain.data.addItemToOrder.lines[0].id;
            expect(await adjust(plain.token!, lineId, 1, c)).toMatchObject({ reason: 'SIGN_IN_REQUIRED' });

            await gql(
                server.adminApiUrl,
                'mutation { createCustomer(input: { firstName: "No", lastName: "Phone", emailAddress: "unverified@tuah.test" }, password: "secret-pass-1") { __typename } }',
                {},
                admin,
            );
            const login = await shopApi(
                server.shopApiUrl,
                'mutation { login(username: "unverified@tuah.test", password: "secret-pass-1") { __typename } }',
                {},
            );
            const ms = await shopApi(`${server.shopApiUrl}?languageCode=ms`, ADD_ITEM, { v: V(), q: 1, c: c.campaignId }, { token: login.token });
            expect(ms.data.addItemToOrder).toMatchObject({
                reason: 'PHONE_NOT_VERIFIED',
                message: 'Sahkan nombor telefon anda untuk membeli daripada kempen ini',
            });
            const after = await gql(server.adminApiUrl, 'query ($id: ID!) { campaign(id: $id) { issuedTicket } }', { id: campaign.id }, admin);
            expect(after.campaign.issuedTicket).toBe(0);
        });

        it('one address holds at most 3 orders at once and one customer one; scripted holders leave the sale open to real shoppers', async () => {
            const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 60 });
            const scripted = await Promise.all([1, 2, 3, 4].map(() => newShopper()));
            for (const s of scripted) expect((await add(s.token, campaign.id, 5)).__typename).toBe('Order');
            for (const s of scripted.slice(0, 3)) expect(await checkoutFrom(s.token, '10.30.0.2')).toEqual({ __typename: 'Order', state: 'ArrangingPayment' });
            expect(await checkoutFrom(scripted[3]!.token, '10.30.0.2')).toMatchObject({
                errorCode: 'ORDER_STATE_TRANSITION_ERROR',
                transitionError: `Too many checkouts from your network are holding tickets right now. Please try again in a few minutes (${campaign.sId})`,
            });
            expect((await activeOrder(scripted[3]!.token)).state).toBe('AddingItems');

            // A real shopper elsewhere still buys (45 tickets left), and pays.
            const real = await newShopper();
            expect((await add(real.token, campaign.id, 45)).__typename).toBe('Order');
            expect(await checkoutFrom(real.token, '10.30.0.3')).toEqual({ __typename: 'Order', state: 'ArrangingPayment' });
            expect((await pay(server.shopApiUrl, real.token)).state).toBe('PaymentSettled');

            // One customer, one holding order: an operator's order for them holds; their own checkout waits.
            const other = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 10 });
            const one = await newShopper();
            expect((await add(one.token, other.id, 1)).__typename).toBe('Order');
            const draft = (await gql(server.adminApiUrl, 'mutation { createDraftOrder { id } }', {}, admin)).createDraftOrder;
            await gql(
                server.adminApiUrl,
                'mutation ($o: ID!, $c: ID!) { setCustomerForDraftOrder(orderId: $o, customerId: $c) { __typename } }',
                { o: draft.id, c: one.customerId },
                admin,
            );
            await gql(
                server.adminApiUrl,
                'mutation ($o: ID!, $v: ID!, $c: String) { addItemToDraftOrder(orderId: $o, input: { productVariantId: $v, quantity: 1, customFields: { campaignId: $c } }) { __typename } }',
                { o: draft.id, v: V(), c: String(other.id) },
                admin,
            );
            await gql(
                server.adminApiUrl,
                'mutation ($o: ID!) { setDraftOrderShippingAddress(orderId: $o, input: { fullName: "Siti Aminah", streetLine1: "12 Jalan Ampang", city: "Kuala Lumpur", postalCode: "50450", countryCode: "MY" }) { id } }',
                { o: draft.id },
                admin,
            );
            const methods = await gql(
                server.adminApiUrl,
                'query ($o: ID!) { eligibleShippingMethodsForDraftOrder(orderId: $o) { id } }',
                { o: draft.id },
                admin,
            );
            await gql(
                server.adminApiUrl,
                'mutation ($o: ID!, $m: ID!) { setDraftOrderShippingMethod(orderId: $o, shippingMethodId: $m) { __typename } }',
                { o: draft.id, m: methods.eligibleShippingMethodsForDraftOrder[0].id },
                admin,
            );
            const arranged = await gql(
                server.adminApiUrl,
                'mutation ($o: ID!) { transitionOrderToState(id: $o, state: "ArrangingPayment") { __typename } }',
                { o: draft.id },
                admin,
            );
            expect(arranged.transitionOrderToState.__typename).toBe('Order');
            expect(await checkoutFrom(one.token, '10.30.0.4')).toMatchObject({
                transitionError: `Another of your orders is already holding tickets: pay for it or go back to its cart first (${other.sId})`,
            });
        });
    });
});
