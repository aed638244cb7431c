import {
    createCampaign,
    createShopper,
    gql,
    ORDER_ERRORS,
    pay,
    productVariants,
    queryDatabase,
    shopApi,
    TestServer,
    toArrangingPayment,
    withShop,
} from '@tuah/testing';
import { beforeAll, describe, expect, it } from 'vitest';

import { buyBoxes, createBlindBox, waitForBoxes } from './support/blind-boxes';

/**
 * Issue 19, findings 2, 5, 8 and 11: one set of campaign and prize rules for every way into a
 * cart, checked again at checkout and before payment; prizeId only for the shopper's own won
 * prize; every list clamps its paging.
 */
const RESULT = `
    __typename
    ... on Order { id state lines { id quantity productVariant { id } customFields { campaignId prizeId } } }
    ${ORDER_ERRORS}`;
const ADD = `mutation ($v: ID!, $q: Int!, $cf: OrderLineCustomFieldsInput) { addItemToOrder(productVariantId: $v, quantity: $q, customFields: $cf) { ${RESULT} } }`;
const ADD_MANY = `mutation ($inputs: [AddItemInput!]!) {
  addItemsToOrder(inputs: $inputs) {
    order { id lines { id quantity productVariant { id } customFields { campaignId prizeId } } }
    errorResults {
      __typename
      ${ORDER_ERRORS}
    }
  }
}`;
const ADJUST = `mutation ($id: ID!, $q: Int!, $cf: OrderLineCustomFieldsInput) { adjustOrderLine(orderLineId: $id, quantity: $q, customFields: $cf) { ${RESULT} } }`;

describe('cart rules: every way into a cart, checkout and payment', () => {
    let server: TestServer;
    let admin: string;
    let watch: { productId: string; variantIds: string[] };
    let coffee: { productId: string; variantIds: string[] };
    let count = 0;
    const newShopper = () => createShopper(server, admin, `cart${++count}`);

    withShop(shop => ({ server, admin } = shop));
    beforeAll(async () => {
        watch = await productVariants(server.shopApiUrl, 'smart-watch');
        coffee = await productVariants(server.shopApiUrl, 'white-coffee');
    });

    const add = async (token: string | null, variantId: string, quantity: number, customFields?: Record<string, unknown>) =>
        (await gql(server.shopApiUrl, ADD, { v: variantId, q: quantity, cf: customFields }, token)).addItemToOrder;
    const addMany = async (token: string | null, inputs: unknown[]) => (await gql(server.shopApiUrl, ADD_MANY, { inputs }, token)).addItemsToOrder;
    const adjust = async (token: string | null, lineId: string, quantity: number, customFields?: Record<string, unknown>) =>
        (await gql(server.shopApiUrl, ADJUST, { id: lineId, q: quantity, cf: customFields }, token)).adjustOrderLine;
    const activeOrder = async (token: string | null) =>
        (await gql(server.shopApiUrl, '{ activeOrder { id state totalWithTax lines { id quantity customFields { campaignId prizeId } } } }', {}, token))
            .activeOrder;
    const count1 = async (sql: string, params: unknown[]) => Number((await queryDatabase(server, sql, params))[0].n);

    it('the cheap-variant trick fails through addItemToOrder, addItemsToOrder and adjustOrderLine', async () => {
        const shopper = await newShopper();
        const box = await createCampaign(server, admin, { productId: watch.productId, totalTicket: 100 });
        const cheap = { campaignId: String(box.id) };

        expect(await add(shopper.token, coffee.variantIds[0], 2, cheap)).toMatchObject({
            errorCode: 'CAMPAIGN_UNAVAILABLE_ERROR',
            reason: 'WRONG_VARIANT',
            message: 'This item does not belong to the campaign',
        });
        const many = await addMany(shopper.token, [{ productVariantId: coffee.variantIds[0], quantity: 2, customFields: cheap }]);
        expect(many.errorResults).toEqual([
            expect.objectContaining({ __typename: 'CampaignUnavailableError', errorCode: 'CAMPAIGN_UNAVAILABLE_ERROR', reason: 'WRONG_VARIANT' }),
        ]);
        expect(many.order.lines).toEqual([]);

        // A plain coffee line turned into a campaign line by adjustOrderLine: refused, line unchanged.
        const plain = (await add(shopper.token, coffee.variantIds[0], 1)).lines[0];
        expect(await adjust(shopper.token, plain.id, 2, cheap)).toMatchObject({ errorCode: 'CAMPAIGN_UNAVAILABLE_ERROR', reason: 'WRONG_VARIANT' });
        expect((await activeOrder(shopper.token)).lines).toEqual([{ id: plain.id, quantity: 1, customFields: { campaignId: null, prizeId: null } }]);

        // The campaign's own variant goes in (in Malay too, the message is translated).
        expect((await add(shopper.token, watch.variantIds[0], 1, cheap)).__typename).toBe('Order');
        const ms = await gql(`${server.shopApiUrl}?languageCode=ms`, ADD, { v: coffee.variantIds[0], q: 1, cf: cheap }, shopper.token);
        expect(ms.addItemToOrder).toMatchObject({ reason: 'WRONG_VARIANT', message: 'Item ini bukan sebahagian daripada kempen' });
    });

    it('addItemsToOrder refuses ended, unknown and over-maxQty lines, and adds the good ones', async () => {
        const shopper = await newShopper();
        const ended = await createCampaign(server, admin, {
            productId: watch.productId,
            startDate: new Date(Date.now() - 120_000).toISOString(),
            endDate: new Date(Date.now() - 60_000).toISOString(),
        });
        const capped = await createCampaign(server, admin, { productId: watch.productId, maxQty: 2 });
        const scarce = await createCampaign(server, admin, { productId: watch.productId, totalTicket: 3, ticketPerItem: 2 });
        const v = watch.variantIds[0];
        const result = await addMany(shopper.token, [
            { productVariantId: v, quantity: 1, customFields: { campaignId: String(ended.id) } },
            { productVariantId: v, quantity: 1, customFields: { campaignId: '999999' } },
            { productVariantId: v, quantity: 1, customFields: { campaignId: 'not-an-id' } },
            { productVariantId: v, quantity: 3, customFields: { campaignId: String(capped.id) } },
            { productVariantId: v, quantity: 2, customFields: { campaignId: String(capped.id) } },
            // The same campaign again in one request: the lines added before it count.
            { productVariantId: v, quantity: 1, customFields: { campaignId: String(capped.id) } },
            { productVariantId: v, quantity: 2, customFields: { campaignId: String(scarce.id) } },
        ]);
        expect(result.errorResults.map((e: any) => [e.errorCode, e.reason ?? e.maxItems ?? e.quantityAvailable])).toEqual([
            ['CAMPAIGN_UNAVAILABLE_ERROR', 'ENDED'],
            ['CAMPAIGN_UNAVAILABLE_ERROR', 'NOT_FOUND'],
            ['CAMPAIGN_UNAVAILABLE_ERROR', 'NOT_FOUND'],
            ['ORDER_LIMIT_ERROR', 2],
            ['ORDER_LIMIT_ERROR', 2],
            ['INSUFFICIENT_STOCK_ERROR', 1],
        ]);
        expect(result.order.lines.map((l: any) => [l.customFields.campaignId, l.quantity])).toEqual([[String(capped.id), 2]]);
        // Issue 30 #10: the bulk add's refusals read as sentences, in the request's language.
        expect(result.errorResults[3].message).toBe('You may buy at most 2 of this campaign');
        const ms = await gql(
            `${server.shopApiUrl}?languageCode=ms`,
            ADD_MANY,
            { inputs: [{ productVariantId: v, quantity: 1, customFields: { campaignId: String(capped.id) } }] },
            shopper.token,
        );
        expect(ms.addItemsToOrder.errorResults[0]).toMatchObject({
            errorCode: 'ORDER_LIMIT_ERROR',
            message: 'Anda boleh membeli paling banyak 2 untuk kempen ini',
        });
    });

    it('units added to an existing campaign line count once against maxQty (issue 30 #10)', async () => {
        const shopper = await newShopper();
        const capped = await createCampaign(server, admin, { productId: watch.productId, maxQty: 20, totalTicket: 100 });
        const c = { campaignId: String(capped.id) };
        const v = watch.variantIds[0];
        expect((await add(shopper.token, v, 10, c)).__typename).toBe('Order');
        // 10 + 5 = 15 of 20: taken (it used to count the line twice, 10 + 15).
        expect((await add(shopper.token, v, 5, c)).lines).toEqual([expect.objectContaining({ quantity: 15 })]);
        expect((await addMany(shopper.token, [{ productVariantId: v, quantity: 5, customFields: c }])).errorResults).toEqual([]);
        // 20 + 1 is one past the limit, however it comes.
        expect(await add(shopper.token, v, 1, c)).toMatchObject({ errorCode: 'ORDER_LIMIT_ERROR', maxItems: 20 });
        expect((await activeOrder(shopper.token)).lines).toEqual([expect.objectContaining({ quantity: 20 })]);
    });

    describe("issue 31 row 3: a guest's cart merged on signing in, a cap of 20 with 4 already bought", () => {
        const MERGED = '{ activeOrder { lines { id quantity quantityAvailable customFields { campaignId } } } }';
        type MergedLine = { id: string; quantity: number; quantityAvailable: number | null; customFields: { campaignId: string | null } };

        /** A shopper who bought 4 of a campaign capped at 20, maybe with `inCart` more in their cart; then the same person as a guest. */
        async function boughtFourThenGuest(inCart: number) {
            const shopper = await newShopper();
            const email = `cart${count}@tuah.test`;
            const capped = await createCampaign(server, admin, { productId: watch.productId, maxQty: 20, totalTicket: 1000 });
            const c = { campaignId: String(capped.id) };
            const v = watch.variantIds[0]!;
            expect((await add(shopper.token, v, 4, c)).__typename).toBe('Order');
            expect((await toArrangingPayment(server.shopApiUrl, shopper.token)).state).toBe('ArrangingPayment');
            expect((await pay(server.shopApiUrl, shopper.token)).state).toBe('PaymentSettled');
            if (inCart) expect((await add(shopper.token, v, inCart, c)).__typename).toBe('Order');
            // Signed out, as a guest: no way puts campaign lines in a guest's cart.
            const first = await shopApi(server.shopApiUrl, ADD, { v, q: 20, cf: c });
            expect(first.data.addItemToOrder).toMatchObject({ errorCode: 'CAMPAIGN_UNAVAILABLE_ERROR', reason: 'SIGN_IN_REQUIRED' });
            const guest = (await shopApi(server.shopApiUrl, ADD, { v: coffee.variantIds[0], q: 1 }, { token: first.token })).token ?? first.token!;
            expect((await addMany(guest, [{ productVariantId: v, quantity: 20, customFields: c }])).errorResults[0]).toMatchObject({
                errorCode: 'CAMPAIGN_UNAVAILABLE_ERROR',
            });
            // A guest cart holding 20 of the campaign all the same (written behind the API, as an old cart could be).
            const line = await add(guest, v, 20);
            const guestLine = line.lines.find((l: { quantity: number; productVariant: { id: string } }) => l.productVariant.id === v);
            await queryDatabase(server, `UPDATE "order_line" SET "customFieldsCampaignid" = $1 WHERE "id" = $2`, [c.campaignId, Number(guestLine.id)]);
            // Signing in on the guest's session merges the guest's cart (Vendure's merge on login).
            const login = await shopApi(
                server.shopApiUrl,
                'mutation ($u: String!) { login(username: $u, password: "secret-pass-1") { ... on CurrentUser { id } } }',
                { u: email },
                { token: guest },
            );
            expect(login.data.login.id).toBeTruthy();
            const token = login.token ?? guest;
            const lines = (await gql(server.shopApiUrl, MERGED, {}, token)).activeOrder.lines as MergedLine[];
            return { token, c, v, lines: lines.filter(l => l.customFields.campaignId === c.campaignId), others: lines.filter(l => !l.customFields.campaignId) };
        }

        it('into a cart of 10: the guest lines go through the campaign rules, so the cart keeps 10 and says 16 is the room', async () => {
            const { lines, others } = await boughtFourThenGuest(10);
            expect(lines.map(l => [l.quantity, l.quantityAvailable])).toEqual([[10, 16]]);
            // The guest's plain line came along; a line of no campaign has no limit to say.
            expect(others.map(l => l.quantityAvailable)).toEqual([null]);
        });

        it("with no cart: the guest cart becomes the shopper's as it is, but the line says the room is 16, the cart check offers 16, and checkout refuses 20", async () => {
            const { token, c, lines } = await boughtFourThenGuest(0);
            // Vendure adopts a lone guest cart without re-adding its lines: the 20 stay, and say the room.
            expect(lines.map(l => [l.quantity, l.quantityAvailable])).toEqual([[20, 16]]);
            const check = (await gql(server.shopApiUrl, 'mutation { checkCart { ok problems { code orderLineId quantityAvailable maxQty } } }', {}, token))
                .checkCart;
            expect(check.problems).toContainEqual({ code: 'MAX_QTY', orderLineId: lines[0]!.id, quantityAvailable: 16, maxQty: 20 });
            expect((await toArrangingPayment(server.shopApiUrl, token)).state).not.toBe('ArrangingPayment');
            // Fewer is always allowed (17), more is not (18); reduced to the room, it goes through.
            expect((await adjust(token, lines[0]!.id, 17, c)).__typename).toBe('Order');
            expect(await adjust(token, lines[0]!.id, 18, c)).toMatchObject({ errorCode: 'ORDER_LIMIT_ERROR', maxItems: 20 });
            expect((await adjust(token, lines[0]!.id, 16, c)).__typename).toBe('Order');
            expect((await toArrangingPayment(server.shopApiUrl, token)).state).toBe('ArrangingPayment');
        });
    });

    it('in checkout, addItemToOrder answers ORDER_MODIFICATION_ERROR like Vendure; too few tickets adds nothing', async () => {
        const shopper = await newShopper();
        const scarce = await createCampaign(server, admin, { productId: watch.productId, totalTicket: 3 });
        const c = { campaignId: String(scarce.id) };
        expect(await add(shopper.token, watch.variantIds[0], 5, c)).toMatchObject({ errorCode: 'INSUFFICIENT_STOCK_ERROR', quantityAvailable: 3 });
        expect((await activeOrder(shopper.token))?.lines ?? []).toEqual([]);
        expect((await add(shopper.token, watch.variantIds[0], 3, c)).__typename).toBe('Order');
        expect((await toArrangingPayment(server.shopApiUrl, shopper.token)).__typename).toBe('Order');
        expect(await add(shopper.token, watch.variantIds[0], 1, c)).toMatchObject({ errorCode: 'ORDER_MODIFICATION_ERROR' });
    });

    it('checkout refuses a line that went bad after it entered the cart; nobody is charged', async () => {
        const shopper = await newShopper();
        const campaign = await createCampaign(server, admin, { productId: watch.productId, totalTicket: 50 });
        expect((await add(shopper.token, watch.variantIds[0], 2, { campaignId: String(campaign.id) })).__typename).toBe('Order');
        // The operator points the campaign at another product (only possible in the database today).
        await queryDatabase(server, 'UPDATE "campaign" SET "productId" = $1 WHERE "id" = $2', [Number(coffee.productId), Number(campaign.id)]);
        expect(await toArrangingPayment(server.shopApiUrl, shopper.token)).toMatchObject({
            errorCode: 'ORDER_STATE_TRANSITION_ERROR',
            transitionError: `Campaign ${campaign.sId} cannot sell (WRONG_VARIANT)`,
        });
        expect((await activeOrder(shopper.token)).state).toBe('AddingItems');

        // Back to its product: checkout holds the tickets; then it changes again before payment.
        await queryDatabase(server, 'UPDATE "campaign" SET "productId" = $1 WHERE "id" = $2', [Number(watch.productId), Number(campaign.id)]);
        expect((await toArrangingPayment(server.shopApiUrl, shopper.token)).__typename).toBe('Order');
        await queryDatabase(server, 'UPDATE "campaign" SET "productId" = $1 WHERE "id" = $2', [Number(coffee.productId), Number(campaign.id)]);
        const order = await activeOrder(shopper.token);
        const refused = await shopApi(
            server.shopApiUrl,
            'mutation { addPaymentToOrder(input: { method: "sandbox", metadata: {} }) { __typename } }',
            {},
            { token: shopper.token },
        );
        expect(refused.errors?.[0]).toMatchObject({
            message: `Campaign ${campaign.sId} can no longer take this order (the item or the limit per customer changed), so this payment was not taken`,
            extensions: { code: 'CAMPAIGN_TICKETS_UNAVAILABLE' },
        });
        expect(JSON.stringify(refused)).not.toMatch(/stacktrace|\/work\//);
        expect(await count1('SELECT COUNT(*) AS n FROM "payment" WHERE "orderId" = $1', [Number(order.id)])).toBe(0);
        expect(await count1('SELECT COUNT(*) AS n FROM "ticket" WHERE "orderId" = $1', [Number(order.id)])).toBe(0);
        expect((await activeOrder(shopper.token)).state).toBe('ArrangingPayment');

        // Put right, the same order pays and gets its tickets.
        await queryDatabase(server, 'UPDATE "campaign" SET "productId" = $1 WHERE "id" = $2', [Number(watch.productId), Number(campaign.id)]);
        expect((await pay(server.shopApiUrl, shopper.token)).state).toBe('PaymentSettled');
        expect(await count1('SELECT COUNT(*) AS n FROM "ticket" WHERE "orderId" = $1', [Number(order.id)])).toBe(2);
    });

    it('checkout refuses a line whose campaign the operator ended', async () => {
        const shopper = await newShopper();
        const campaign = await createCampaign(server, admin, { productId: watch.productId, totalTicket: 50 });
        expect((await add(shopper.token, watch.variantIds[0], 1, { campaignId: String(campaign.id) })).__typename).toBe('Order');
        await gql(
            server.adminApiUrl,
            'mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { ... on Campaign { id } } }',
            { input: { id: campaign.id, endDate: new Date(Date.now() - 1000).toISOString() } },
            admin,
        );
        expect(await toArrangingPayment(server.shopApiUrl, shopper.token)).toMatchObject({
            errorCode: 'ORDER_STATE_TRANSITION_ERROR',
            transitionError: `Campaign ${campaign.sId} cannot sell (ENDED)`,
        });
        // In the request's language, like the ErrorResults.
        expect(await toArrangingPayment(`${server.shopApiUrl}?languageCode=ms`, shopper.token)).toMatchObject({
            errorCode: 'ORDER_STATE_TRANSITION_ERROR',
            transitionError: `Kempen ${campaign.sId} tidak boleh dijual (ENDED)`,
        });
    });

    describe("prizeId: only the shopper's own won prize", () => {
        let alice: { token: string; customerId: string };
        let bob: { token: string; customerId: string };
        let campaignId: string;
        let alicePrize: string;
        let hiddenPrize: string;
        let hidden: { productId: string; variantIds: string[] };

        const wonPrize = async (customerId: string, productId: string) => {
            await queryDatabase(server, 'INSERT INTO "won_prize" ("customerId", "campaignId", "prizeId") VALUES ($1, $2, $3)', [
                Number(customerId),
                Number(campaignId),
                Number(productId),
            ]);
            const rows = await queryDatabase(server, 'SELECT MAX("id") AS id FROM "won_prize" WHERE "customerId" = $1', [Number(customerId)]);
            return String(rows[0].id);
        };

        beforeAll(async () => {
            [alice, bob] = await Promise.all([newShopper(), newShopper()]);
            campaignId = (await createCampaign(server, admin, { productId: watch.productId })).id;
            hidden = await productVariants(server.shopApiUrl, 'hair-dryer');
            alicePrize = await wonPrize(alice.customerId, watch.productId);
            hiddenPrize = await wonPrize(alice.customerId, hidden.productId);
            // An unreleased product: disabled, so no shop query may show it.
            await gql(server.adminApiUrl, 'mutation ($id: ID!) { updateProduct(input: { id: $id, enabled: false }) { id } }', { id: hidden.productId }, admin);
        });

        it('a guest or another customer cannot set it, through any mutation; unknown ids are refused', async () => {
            const guest = await shopApi(server.shopApiUrl, ADD, { v: watch.variantIds[0], q: 1, cf: { prizeId: alicePrize } });
            expect(guest.data.addItemToOrder).toMatchObject({ errorCode: 'PRIZE_UNAVAILABLE_ERROR', reason: 'NOT_YOURS', message: 'This prize is not yours' });
            expect(await add(bob.token, watch.variantIds[0], 1, { prizeId: alicePrize })).toMatchObject({ reason: 'NOT_YOURS' });
            const many = await addMany(bob.token, [{ productVariantId: watch.variantIds[0], quantity: 1, customFields: { prizeId: alicePrize } }]);
            expect(many.errorResults).toEqual([expect.objectContaining({ errorCode: 'PRIZE_UNAVAILABLE_ERROR', reason: 'NOT_YOURS' })]);
            const plain = (await add(bob.token, watch.variantIds[0], 1)).lines[0];
            expect(await adjust(bob.token, plain.id, 1, { prizeId: alicePrize })).toMatchObject({ reason: 'NOT_YOURS' });
            for (const forged of ['7', '999999', 'abc', '']) {
                expect(await add(bob.token, watch.variantIds[0], 1, { prizeId: forged })).toMatchObject({
                    errorCode: 'PRIZE_UNAVAILABLE_ERROR',
                    reason: 'NOT_FOUND',
                });
            }
            expect((await activeOrder(bob.token)).lines.map((l: any) => l.customFields.prizeId)).toEqual([null]);
        });

        it('no unreleased product is readable through lines { prize }, even from a line written behind the API', async () => {
            const plain = await shopApi(server.shopApiUrl, ADD, { v: coffee.variantIds[0], q: 1 });
            const token = plain.token!;
            const lineId = plain.data.addItemToOrder.lines[0].id;
            // Old data, or a bug elsewhere: the won prize id of someone else's unreleased prize, and the product id itself.
            for (const forged of [hiddenPrize, hidden.productId]) {
                await queryDatabase(server, 'UPDATE "order_line" SET "customFieldsPrizeid" = $1 WHERE "id" = $2', [forged, Number(lineId)]);
                const cart = await gql(server.shopApiUrl, '{ activeOrder { lines { prize { id name description } } } }', {}, token);
                expect(cart.activeOrder.lines).toEqual([{ prize: null }]);
            }
        });

        it('the owner adds it once, for one unit of the prize product; checkout and payment check it again', async () => {
            expect(await add(alice.token, coffee.variantIds[0], 1, { prizeId: alicePrize })).toMatchObject({ reason: 'WRONG_VARIANT' });
            const added = await add(alice.token, watch.variantIds[0], 1, { prizeId: alicePrize });
            expect(added.__typename).toBe('Order');
            const cart = await gql(server.shopApiUrl, '{ activeOrder { lines { prize { id } } } }', {}, alice.token);
            expect(cart.activeOrder.lines).toEqual([{ prize: { id: watch.productId } }]);
            expect(await add(alice.token, watch.variantIds[0], 1, { prizeId: alicePrize })).toMatchObject({ reason: 'QUANTITY' });
            const line = added.lines[0];
            expect(await adjust(alice.token, line.id, 2, { prizeId: alicePrize })).toMatchObject({ reason: 'QUANTITY' });

            // Redeemed meanwhile: checkout refuses the line.
            await queryDatabase(server, 'UPDATE "won_prize" SET "isRedeemed" = TRUE WHERE "id" = $1', [Number(alicePrize)]);
            expect(await toArrangingPayment(server.shopApiUrl, alice.token)).toMatchObject({
                errorCode: 'ORDER_STATE_TRANSITION_ERROR',
                transitionError: `Prize ${alicePrize} cannot be delivered (USED)`,
            });
            expect(await toArrangingPayment(`${server.shopApiUrl}?languageCode=ms`, alice.token)).toMatchObject({
                transitionError: `Hadiah ${alicePrize} tidak boleh dihantar (USED)`,
            });
            await queryDatabase(server, 'UPDATE "won_prize" SET "isRedeemed" = FALSE WHERE "id" = $1', [Number(alicePrize)]);
            expect((await toArrangingPayment(server.shopApiUrl, alice.token)).__typename).toBe('Order');
            expect((await pay(server.shopApiUrl, alice.token)).state).toBe('PaymentSettled');
            // On a placed order now: a new cart cannot carry it again.
            expect(await add(alice.token, watch.variantIds[0], 1, { prizeId: alicePrize })).toMatchObject({ reason: 'USED' });
        });
    });

    describe('paging: take 1..cap, skip >= 0, options honoured', () => {
        let alice: { token: string; customerId: string };
        let bob: { token: string; customerId: string };
        let campaign: any;

        const HOSTILE = [
            { name: 'take 0', options: { take: 0 }, expect: (n: number, total: number) => n === Math.min(1, total) },
            { name: 'take -1', options: { take: -1 }, expect: (n: number, total: number) => n === Math.min(1, total) },
            { name: 'take 1000', options: { take: 1000 }, expect: (n: number, total: number, cap: number) => n === Math.min(total, cap) },
            { name: 'skip -5', options: { skip: -5, take: 2 }, expect: (n: number, total: number) => n === Math.min(2, total) },
        ];

        beforeAll(async () => {
            [alice, bob] = await Promise.all([newShopper(), newShopper()]);
            campaign = await createCampaign(server, admin, { productId: watch.productId, totalTicket: 100 });
            const other = await createCampaign(server, admin, { productId: watch.productId, totalTicket: 100 });
            for (const [shopper, c, quantity] of [
                [alice, campaign, 3],
                [bob, campaign, 1],
                [alice, other, 1],
            ] as const) {
                expect((await add(shopper.token, watch.variantIds[0], quantity, { campaignId: String(c.id) })).__typename).toBe('Order');
                expect((await toArrangingPayment(server.shopApiUrl, shopper.token)).__typename).toBe('Order');
                expect((await pay(server.shopApiUrl, shopper.token)).state).toBe('PaymentSettled');
            }
            // Three blind boxes for alice.
            const figure = await productVariants(server.shopApiUrl, 'figure-mystery');
            const { campaign: boxes } = await createBlindBox(server, admin, { productId: figure.productId }, [{ rPercent: 100 }], watch.variantIds[0]);
            const boxOrder = await buyBoxes(server.shopApiUrl, alice.token, boxes.id, figure.variantIds[0], 3);
            await waitForBoxes(server.shopApiUrl, alice.token, boxOrder.code);
            for (let i = 0; i < 3; i++) {
                await queryDatabase(
                    server,
                    'INSERT INTO "notification" ("customerId", "tag", "title", "msg", "actionTyp", "isRead") VALUES ($1, $2, $3, $4, $5, FALSE)',
                    [Number(alice.customerId), `T${i}`, '{"en":"t","ms":"t"}', '{"en":"m","ms":"m"}', 'NON'],
                );
            }
            // More campaigns than the cap of 100, so that take 1000 shows the cap.
            const { campaigns } = await gql(server.shopApiUrl, '{ campaigns { totalItems } }');
            for (let missing = 101 - campaigns.totalItems; missing > 0; missing -= 10) {
                await Promise.all(Array.from({ length: Math.min(10, missing) }, () => createCampaign(server, admin, { productId: watch.productId })));
            }
        });

        const lists = () => [
            { list: 'campaigns', args: '', token: null, cap: 100 },
            { list: 'listCampaignParticipants', args: `campaignId: ${campaign.id}`, token: null, cap: 100 },
            { list: 'userTickets', args: `customerId: ${alice.customerId}`, token: alice.token, cap: 1000 },
            { list: 'listUserCurCampaignTicket', args: `campaignId: ${campaign.id}`, token: alice.token, cap: 1000 },
            { list: 'listUserParticipateCampaign', args: '', token: alice.token, cap: 100 },
            { list: 'blindBoxes', args: '', token: alice.token, cap: 100 },
            { list: 'readNotification', args: '', token: alice.token, cap: 100 },
        ];

        it('every list clamps hostile take and skip (guest and signed in)', async () => {
            for (const { list, args, token, cap } of lists()) {
                const query = (o: string) => `{ ${list}(${args}${args ? ', ' : ''}options: ${o}) { totalItems items { id } } }`;
                const all = (await gql(server.shopApiUrl, query('{ take: 1 }'), {}, token))[list];
                for (const hostile of HOSTILE) {
                    const o = JSON.stringify(hostile.options).replace(/"/g, '');
                    const page = (await gql(server.shopApiUrl, query(o), {}, token))[list];
                    const ok = hostile.expect(page.items.length, all.totalItems, cap);
                    expect({ list, hostile: hostile.name, items: page.items.length, total: all.totalItems, ok }).toMatchObject({ ok: true });
                }
            }
        });

        it('options are honoured: skip, take and, where offered, sort and filter', async () => {
            const tickets = (o: string) =>
                gql(
                    server.shopApiUrl,
                    `{ listUserCurCampaignTicket(campaignId: ${campaign.id}, options: ${o}) { totalItems items { ticketId } } }`,
                    {},
                    alice.token,
                ).then(d => d.listUserCurCampaignTicket);
            const byNumber = (await tickets('{}')).items.map((t: any) => t.ticketId);
            expect(byNumber).toHaveLength(3);
            expect((await tickets('{ skip: 1, take: 1 }')).items.map((t: any) => t.ticketId)).toEqual([byNumber[1]]);
            expect((await tickets('{ sort: { ticketId: DESC } }')).items.map((t: any) => t.ticketId)).toEqual([...byNumber].reverse());
            expect(await tickets(`{ filter: { ticketId: { eq: "${byNumber[2]}" } } }`)).toEqual({ totalItems: 1, items: [{ ticketId: byNumber[2] }] });

            const joined = (o: string) => gql(server.shopApiUrl, `{ listUserParticipateCampaign(options: ${o}) { totalItems items { id } } }`, {}, alice.token);
            const page = (await joined('{ take: 1 }')).listUserParticipateCampaign;
            expect(page.totalItems).toBe(3);
            expect(page.items).toHaveLength(1);
            expect((await joined('{ skip: 1, take: 1 }')).listUserParticipateCampaign.items[0].id).not.toBe(page.items[0].id);
            const byId = (await joined('{ sort: { id: ASC } }')).listUserParticipateCampaign.items.map((c: any) => c.id);
            expect(byId).toEqual([...byId].sort((a: string, b: string) => Number(a) - Number(b)));
            expect((await joined(`{ filter: { id: { eq: "${campaign.id}" } } }`)).listUserParticipateCampaign).toEqual({
                totalItems: 1,
                items: [{ id: campaign.id }],
            });

            const campaigns = (o: string) => gql(server.shopApiUrl, `{ campaigns(options: ${o}) { totalItems items { id sId } } }`).then(d => d.campaigns);
            expect(await campaigns(`{ filter: { sId: { eq: "${campaign.sId}" } } }`)).toEqual({
                totalItems: 1,
                items: [{ id: campaign.id, sId: campaign.sId }],
            });
            const ascending = (await campaigns('{ sort: { id: ASC }, take: 3 }')).items.map((c: any) => Number(c.id));
            expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
            expect(ascending[0]).toBe(1);

            const participants = (o: string) =>
                gql(
                    server.shopApiUrl,
                    `{ listCampaignParticipants(campaignId: ${campaign.id}, options: ${o}) { totalItems items { count customer { id } } } }`,
                ).then(d => d.listCampaignParticipants);
            expect((await participants('{ sort: { count: ASC } }')).items.map((p: any) => p.count)).toEqual([1, 3]);
            expect((await participants('{ sort: { count: DESC } }')).items.map((p: any) => p.count)).toEqual([3, 1]);
            expect(await participants('{ filter: { count: { gt: 1 } } }')).toEqual({
                totalItems: 1,
                items: [{ count: 3, customer: { id: alice.customerId } }],
            });
            expect((await participants('{ skip: 1, take: 1 }')).items).toHaveLength(1);
        });

        it('nobody else gets anything: guests are refused, another customer sees only their own', async () => {
            const guest = await shopApi(server.shopApiUrl, `{ listUserCurCampaignTicket(campaignId: ${campaign.id}) { totalItems } }`);
            expect(guest.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
            const bobs = await gql(
                server.shopApiUrl,
                `{ listUserCurCampaignTicket(campaignId: ${campaign.id}, options: { take: -1 }) { totalItems } }`,
                {},
                bob.token,
            );
            expect(bobs.listUserCurCampaignTicket.totalItems).toBe(1);
            const foreign = await shopApi(
                server.shopApiUrl,
                `{ userTickets(customerId: ${alice.customerId}, options: { take: 0 }) { totalItems } }`,
                {},
                { token: bob.token },
            );
            expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
            // Bob's inbox tells him of his own tickets only (TICKETS_ISSUED), none of Alice's.
            const bobsTickets = await gql(server.shopApiUrl, `{ listUserCurCampaignTicket(campaignId: ${campaign.id}) { items { ticketId } } }`, {}, bob.token);
            const bobsInbox = await gql(server.shopApiUrl, '{ readNotification(options: { take: 1000 }) { items { tag metaData } } }', {}, bob.token);
            const told = bobsInbox.readNotification.items.flatMap((n: any) => (n.tag === 'TICKETS_ISSUED' ? n.metaData.ticketIds : [n.tag]));
            expect(told.sort()).toEqual(bobsTickets.listUserCurCampaignTicket.items.map((t: any) => t.ticketId).sort());
        });
    });
});
