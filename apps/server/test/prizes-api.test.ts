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

import { addCodes, buyBoxes, createBlindBox, OPEN_BOX, waitForBoxes } from './support/blind-boxes';

const CODE_ORDER = `query ($c: String!) {
  orderByCode(code: $c) { state active subTotalWithTax shippingWithTax totalWithTax customFields { isLBb } lines { quantity linePriceWithTax customFields { campaignId } } }
}`;

/** Won prizes (GetPrize, the zero-priced prize line, PrizesUpdate) and redemption codes (PreviewCode, CodeRedeem). */
const PRIZES = `query ($options: WonPrizeListOptions) {
  getPrize(options: $options) {
    totalItems
    items { id pType isATC isRedeemed prize { id name } campaign { id sId name } ticket { ticketId } blindBox { id orderId prizeLine { id } } }
  }
}`;
const ADD = `mutation ($v: ID!, $cf: OrderLineCustomFieldsInput, $q: Int!) {
  addItemToOrder(productVariantId: $v, quantity: $q, customFields: $cf) {
    __typename
    ... on Order { id totalWithTax lines { id quantity linePriceWithTax customFields { prizeId } } }
    ${ORDER_ERRORS}
  }
}`;
const UPDATE = `mutation ($input: PrizesUpdateInput!) {
  prizesUpdate(input: $input) { __typename ... on WonPrize { id isATC isRedeemed } ... on PrizeUnavailableError { errorCode reason message } }
}`;
const CREATE_CODES = `mutation ($input: CreateCodeBatchInput!) { createCodeBatch(input: $input) { batch codes { code printed kind grantType quantity isRedeemed } } }`;
const PREVIEW = `mutation ($code: String!) {
  previewCode(code: $code) {
    __typename
    ... on RedemptionCode { code grantType quantity isRedeemed campaign { id } prize { id } }
    ... on ErrorResult { errorCode message }
  }
}`;
const REDEEM = `mutation ($code: String!, $c: ID) {
  codeRedeem(code: $code, campaignId: $c) {
    __typename
    ... on CodeRedemption { ticketIds orderCode code { isRedeemed } wonPrize { id prize { id } } }
    ... on ErrorResult { errorCode message }
    ... on CouponCodeLimitError { limit }
    ... on CampaignUnavailableError { reason }
  }
}`;
const CONTRACT_COUPON_MESSAGE = 'The coupon code you entered is invalid. Please contact our support team for further assistance.';

describe('won prizes and codes', () => {
    let server: TestServer;
    let admin: string;
    let watch: { productId: string; variantIds: string[] };
    let count = 0;
    const newShopper = () => createShopper(server, admin, `prize${++count}`);

    withShop(shop => ({ server, admin } = shop));
    beforeAll(async () => {
        watch = await productVariants(server.shopApiUrl, 'smart-watch');
    });

    const prizes = async (token: string, options?: unknown) => (await gql(server.shopApiUrl, PRIZES, { options }, token)).getPrize;
    const add = async (token: string, prizeId: string, variantId = watch.variantIds[0], quantity = 1) =>
        (await gql(server.shopApiUrl, ADD, { v: variantId, q: quantity, cf: { prizeId } }, token)).addItemToOrder;
    const update = async (token: string, input: Record<string, unknown>) => (await gql(server.shopApiUrl, UPDATE, { input }, token)).prizesUpdate;
    const cart = async (token: string) =>
        (await gql(server.shopApiUrl, '{ activeOrder { id totalWithTax lines { id linePriceWithTax customFields { prizeId } } } }', {}, token)).activeOrder;

    /** A won prize recorded as a draw would record it (the draw tests cover the draw itself). */
    async function drawPrize(customerId: string, productId = watch.productId) {
        const campaign = await createCampaign(server, admin, { productId });
        await queryDatabase(server, 'INSERT INTO "won_prize" ("customerId", "campaignId", "prizeId") VALUES ($1, $2, $3)', [
            Number(customerId),
            Number(campaign.id),
            Number(productId),
        ]);
        const rows = await queryDatabase(server, 'SELECT MAX("id") AS id FROM "won_prize" WHERE "customerId" = $1', [Number(customerId)]);
        return String(rows[0].id);
    }

    describe('blind-box prizes become won prizes of their owner, once', () => {
        it('a PHYSICAL prize is a won prize with its product, a DIGITAL one revealed as a code, the consolation is none', { timeout: 120_000 }, async () => {
            const shopper = await newShopper();
            const other = await newShopper();
            const physical = await createBlindBox(server, admin, { productId: watch.productId }, [{ rPercent: 100 }], watch.variantIds[0]);
            // A table needs an unlimited line: the consolation, at 1 in 10 000.
            const digital = await createBlindBox(
                server,
                admin,
                { productId: watch.productId },
                [
                    { rPercent: 99.99, pType: 'DIGITAL' },
                    { rPercent: 0.01, isLose: true },
                ],
                watch.variantIds[0],
            );
            await addCodes(server.adminApiUrl, admin, digital.lines[0].id, ['VOUCHER-1', 'VOUCHER-2']);
            const lose = await createBlindBox(server, admin, { productId: watch.productId }, [{ rPercent: 100, isLose: true }], watch.variantIds[0]);

            const boxIds: string[] = [];
            for (const campaign of [physical.campaign, digital.campaign, lose.campaign]) {
                const order = await buyBoxes(server.shopApiUrl, shopper.token, campaign.id, watch.variantIds[0], 1);
                await waitForBoxes(server.shopApiUrl, shopper.token, order.code);
                const pending = await gql(server.shopApiUrl, 'query ($o: ID!) { listPendingBoxes(orderId: $o) { id } }', { o: order.id }, shopper.token);
                boxIds.push(pending.listPendingBoxes[0].id);
            }
            // Two concurrent openings of one box: one opening, one won prize.
            await Promise.all([0, 1].map(() => gql(server.shopApiUrl, OPEN_BOX, { id: boxIds[0] }, shopper.token)));
            for (const id of boxIds.slice(1)) await gql(server.shopApiUrl, OPEN_BOX, { id }, shopper.token);
            await gql(server.shopApiUrl, OPEN_BOX, { id: boxIds[0] }, shopper.token);

            const list = await prizes(shopper.token);
            expect(list.totalItems).toBe(2);
            const [digitalPrize, physicalPrize] = list.items;
            expect(physicalPrize).toMatchObject({
                pType: 'PHYSICAL',
                isATC: false,
                isRedeemed: false,
                prize: { id: watch.productId },
                campaign: { id: physical.campaign.id },
                ticket: null,
                blindBox: { id: boxIds[0] },
            });
            expect(digitalPrize).toMatchObject({ pType: 'DIGITAL', isRedeemed: false, prize: null, campaign: { id: digital.campaign.id } });
            // Another customer sees none of them.
            expect(await prizes(other.token)).toEqual({ totalItems: 0, items: [] });

            // The DIGITAL prize is revealed as its code (bbCode) and counts as redeemed; it never goes to a cart.
            const reveal = await gql(
                server.shopApiUrl,
                'query ($o: ID!, $l: ID!) { bbCode(orderId: $o, prizeLineId: $l) { __typename ... on BbCodeReveal { bbCode { code } } } }',
                { o: digitalPrize.blindBox.orderId, l: digitalPrize.blindBox.prizeLine.id },
                shopper.token,
            );
            expect(reveal.bbCode.bbCode.code).toMatch(/^VOUCHER-/);
            expect((await prizes(shopper.token)).items.find((p: any) => p.id === digitalPrize.id)).toMatchObject({ isRedeemed: true });
            expect(await add(shopper.token, digitalPrize.id)).toMatchObject({ errorCode: 'PRIZE_UNAVAILABLE_ERROR', reason: 'USED' });
        });
    });

    describe('GetPrize', () => {
        it('needs a signed-in customer and clamps its paging', async () => {
            const guest = await shopApi(server.shopApiUrl, PRIZES, {});
            expect(guest.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
            const shopper = await newShopper();
            for (let i = 0; i < 3; i++) await drawPrize(shopper.customerId);
            for (const [options, expected] of [
                [{ take: 0 }, 1],
                [{ take: -5 }, 1],
                [{ take: 100000 }, 3],
                [{ skip: -3, take: 2 }, 2],
                [{ skip: 2 }, 1],
            ] as const) {
                const page = await prizes(shopper.token, options);
                expect(page.totalItems).toBe(3);
                expect(page.items).toHaveLength(expected);
            }
        });
    });

    describe('a won prize in the cart', () => {
        it('only its owner adds it, as one zero-priced line, once; removing the line frees it; checkout pays shipping only', { timeout: 60_000 }, async () => {
            const owner = await newShopper();
            const other = await newShopper();
            const prizeId = await drawPrize(owner.customerId);

            expect(await add(other.token, prizeId)).toMatchObject({
                errorCode: 'PRIZE_UNAVAILABLE_ERROR',
                reason: 'NOT_YOURS',
                message: 'This prize is not yours',
            });
            const ms = await gql(`${server.shopApiUrl}?languageCode=ms`, ADD, { v: watch.variantIds[0], q: 1, cf: { prizeId } }, other.token);
            expect(ms.addItemToOrder.message).toBe('Hadiah ini bukan milik anda');
            expect(await update(other.token, { id: prizeId, isATC: false })).toMatchObject({ reason: 'NOT_FOUND' });

            // Two concurrent adds of one prize into the shopper's cart: one line.
            const coffee = await productVariants(server.shopApiUrl, 'white-coffee');
            const started = await gql(server.shopApiUrl, ADD, { v: coffee.variantIds[0], q: 1 }, owner.token);
            await gql(
                server.shopApiUrl,
                'mutation ($id: ID!) { removeOrderLine(orderLineId: $id) { __typename } }',
                { id: started.addItemToOrder.lines[0].id },
                owner.token,
            );
            const results = await Promise.all([0, 1].map(() => add(owner.token, prizeId)));
            const carrying = await queryDatabase(server, 'SELECT COUNT(*) AS n FROM "order_line" WHERE "customFieldsPrizeid" = $1', [prizeId]);
            expect(Number(carrying[0].n)).toBe(1);
            let order = await cart(owner.token);
            expect(order.lines).toEqual([{ id: expect.any(String), linePriceWithTax: 0, customFields: { prizeId } }]);
            expect(order.totalWithTax).toBe(0);
            expect(results.map(r => r.__typename).sort()).toEqual(['Order', 'PrizeUnavailableError']);
            // Added again, sequentially: refused, still one line.
            expect(await add(owner.token, prizeId)).toMatchObject({ errorCode: 'PRIZE_UNAVAILABLE_ERROR' });
            expect((await cart(owner.token)).lines).toHaveLength(1);
            expect((await prizes(owner.token)).items[0]).toMatchObject({ id: prizeId, isATC: true });

            // PrizesUpdate follows the cart: it cannot say otherwise, nor redeem a prize that ships.
            expect(await update(owner.token, { id: prizeId, isATC: false })).toMatchObject({
                reason: 'IN_CART',
                message: 'This prize is already in your cart',
            });
            expect(await update(owner.token, { id: prizeId, isATC: true })).toEqual({ __typename: 'WonPrize', id: prizeId, isATC: true, isRedeemed: false });
            expect(await update(owner.token, { id: prizeId, isRedeemed: true })).toMatchObject({ reason: 'NOT_DIGITAL' });

            // Removing the line frees the prize; then it is added again.
            await gql(server.shopApiUrl, 'mutation ($id: ID!) { removeOrderLine(orderLineId: $id) { __typename } }', { id: order.lines[0].id }, owner.token);
            expect((await prizes(owner.token)).items[0]).toMatchObject({ isATC: false });
            expect(await update(owner.token, { id: prizeId, isATC: true })).toMatchObject({ reason: 'NOT_IN_CART' });
            expect((await add(owner.token, prizeId)).__typename).toBe('Order');

            // Checkout: the prize costs nothing, shipping is paid.
            expect((await toArrangingPayment(server.shopApiUrl, owner.token)).__typename).toBe('Order');
            order = (await gql(server.shopApiUrl, '{ activeOrder { subTotalWithTax shippingWithTax totalWithTax } }', {}, owner.token)).activeOrder;
            expect(order.subTotalWithTax).toBe(0);
            expect(order.shippingWithTax).toBeGreaterThan(0);
            expect(order.totalWithTax).toBe(order.shippingWithTax);
            expect((await pay(server.shopApiUrl, owner.token)).state).toBe('PaymentSettled');
            // On a placed order: no other cart carries it.
            expect(await add(owner.token, prizeId)).toMatchObject({ reason: 'USED' });
        });

        it('a redeemed prize is refused, and never un-redeemed', async () => {
            const owner = await newShopper();
            const prizeId = await drawPrize(owner.customerId);
            await queryDatabase(server, 'UPDATE "won_prize" SET "isRedeemed" = TRUE WHERE "id" = $1', [Number(prizeId)]);
            expect(await add(owner.token, prizeId)).toMatchObject({ reason: 'USED', message: 'This prize is already redeemed or in an order' });
            expect(await update(owner.token, { id: prizeId, isRedeemed: false })).toMatchObject({ reason: 'USED' });
        });
    });

    describe('codes', () => {
        let draw: { id: string };
        beforeAll(async () => {
            draw = await createCampaign(server, admin, { productId: watch.productId, totalTicket: 1000 });
        });
        const createCodes = async (input: Record<string, unknown>) => (await gql(server.adminApiUrl, CREATE_CODES, { input }, admin)).createCodeBatch;
        const redeem = async (token: string, code: string, campaignId?: string) =>
            (await gql(server.shopApiUrl, REDEEM, { code, c: campaignId }, token)).codeRedeem;

        it("a code granting one free ticket: preview, redeem once, the ticket is the shopper's", async () => {
            const { codes } = await createCodes({ campaignId: draw.id, kind: 'OFFLINE', grantType: 'TICKETS', count: 2, quantity: 1, label: 'Free entry' });
            expect(codes).toHaveLength(2);
            expect(codes[0]).toMatchObject({ kind: 'OFFLINE', grantType: 'TICKETS', quantity: 1, isRedeemed: false });
            expect(codes[0].printed).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
            const shopper = await newShopper();
            const other = await newShopper();

            // Typed as printed, in lower case: the same code.
            const typed = codes[0].printed.toLowerCase();
            const preview = await gql(server.shopApiUrl, PREVIEW, { code: typed }, shopper.token);
            expect(preview.previewCode).toEqual({
                __typename: 'RedemptionCode',
                code: codes[0].code,
                grantType: 'TICKETS',
                quantity: 1,
                isRedeemed: false,
                campaign: { id: draw.id },
                prize: null,
            });

            // The shopper's cart is theirs before and after: the code's order is a separate, placed one.
            const coffee = await productVariants(server.shopApiUrl, 'white-coffee');
            const inCart = (await gql(server.shopApiUrl, ADD, { v: coffee.variantIds[0], q: 1 }, shopper.token)).addItemToOrder;
            const redeemed = await redeem(shopper.token, typed, draw.id);
            expect(redeemed).toMatchObject({
                __typename: 'CodeRedemption',
                ticketIds: [expect.any(String)],
                orderCode: expect.any(String),
                code: { isRedeemed: true },
            });
            const tickets = await gql(
                server.shopApiUrl,
                'query ($c: ID!) { listUserCurCampaignTicket(campaignId: $c) { items { ticketId } } }',
                { c: draw.id },
                shopper.token,
            );
            expect(tickets.listUserCurCampaignTicket.items.map((t: any) => t.ticketId)).toEqual(redeemed.ticketIds);
            // A zero-priced order, paid for by nobody, shipping nothing: one line of the campaign, one ticket.
            const order = (await gql(server.shopApiUrl, CODE_ORDER, { c: redeemed.orderCode }, shopper.token)).orderByCode;
            expect(order).toMatchObject({ state: 'PaymentSettled', active: false, subTotalWithTax: 0, shippingWithTax: 0, totalWithTax: 0 });
            expect(order.lines).toEqual([{ quantity: 1, linePriceWithTax: 0, customFields: { campaignId: draw.id } }]);
            expect((await cart(shopper.token)).id).toBe(inCart.id);
            const orderTickets = await queryDatabase(server, 'SELECT t."ticketId" FROM "ticket" t JOIN "order" o ON o."id" = t."orderId" WHERE o."code" = $1', [
                redeemed.orderCode,
            ]);
            expect(orderTickets.map((t: { ticketId: string }) => t.ticketId)).toEqual(redeemed.ticketIds);
            // The line is free only in the code's own order: the same variant in a cart costs its price.
            const priced = (await gql(server.shopApiUrl, ADD, { v: watch.variantIds[0], q: 1 }, shopper.token)).addItemToOrder;
            expect(priced.lines.find((l: { linePriceWithTax: number }) => l.linePriceWithTax > 0)).toBeDefined();
            // Nobody else reads the code's order.
            const peek = await shopApi(server.shopApiUrl, CODE_ORDER, { c: redeemed.orderCode }, { token: other.token });
            expect(peek.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

            expect((await gql(server.shopApiUrl, PREVIEW, { code: codes[0].code }, other.token)).previewCode).toMatchObject({ isRedeemed: true });
            expect(await redeem(other.token, codes[0].code)).toMatchObject({ errorCode: 'COUPON_CODE_LIMIT_ERROR', limit: 1 });
            // Another campaign's id: not this code.
            const elsewhere = await createCampaign(server, admin, { productId: watch.productId });
            expect(await redeem(other.token, codes[1].code, elsewhere.id)).toMatchObject({ errorCode: 'COUPON_CODE_INVALID_ERROR' });
        });

        it('a wrong code gets the coupon message; guests cannot redeem; bad batches are refused', async () => {
            const shopper = await newShopper();
            for (const code of ['NOPE-NOPE-NOPE', '', 'x'.repeat(200)]) {
                expect(await redeem(shopper.token, code)).toEqual({
                    __typename: 'CouponCodeInvalidError',
                    errorCode: 'COUPON_CODE_INVALID_ERROR',
                    message: CONTRACT_COUPON_MESSAGE,
                });
                expect((await gql(server.shopApiUrl, PREVIEW, { code }, shopper.token)).previewCode.message).toBe(CONTRACT_COUPON_MESSAGE);
            }
            const ms = await gql(`${server.shopApiUrl}?languageCode=ms`, REDEEM, { code: 'NOPE' }, shopper.token);
            expect(ms.codeRedeem.message).toBe('Kod kupon yang anda masukkan tidak sah. Sila hubungi pasukan sokongan kami untuk bantuan lanjut.');
            const guest = await shopApi(server.shopApiUrl, REDEEM, { code: 'NOPE' });
            expect(guest.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
            for (const input of [
                { campaignId: draw.id, kind: 'ONLINE', grantType: 'TICKETS', count: 0 },
                { campaignId: draw.id, kind: 'ONLINE', grantType: 'TICKETS', count: 1, quantity: 101 },
                { campaignId: draw.id, kind: 'ONLINE', grantType: 'PRIZE', count: 1 },
                { campaignId: '999999', kind: 'ONLINE', grantType: 'TICKETS', count: 1 },
            ]) {
                const refused = await shopApi(server.adminApiUrl, CREATE_CODES, { input }, { token: admin });
                expect(refused.errors?.[0]?.extensions?.code).toBe('USER_INPUT_ERROR');
            }
        });

        it('50 concurrent redemptions of one code: one success', { timeout: 60_000 }, async () => {
            const { codes } = await createCodes({ campaignId: draw.id, kind: 'ONLINE', grantType: 'TICKETS', count: 1, quantity: 3 });
            const shoppers = await Promise.all([newShopper(), newShopper()]);
            const results = await Promise.all(Array.from({ length: 50 }, (_, i) => redeem(shoppers[i % 2].token, codes[0].code)));
            const won = results.filter(r => r.__typename === 'CodeRedemption');
            expect(won).toHaveLength(1);
            expect(won[0].ticketIds).toHaveLength(3);
            expect(results.filter(r => r.errorCode === 'COUPON_CODE_LIMIT_ERROR')).toHaveLength(49);
            const rows = await queryDatabase(server, 'SELECT COUNT(*) AS n FROM "ticket" WHERE "campaignId" = $1 AND "ticketId" IN ($2, $3, $4)', [
                Number(draw.id),
                ...won[0].ticketIds,
            ]);
            expect(Number(rows[0].n)).toBe(3);
            // One zero-priced order, with the three tickets on its one line.
            const lines = await queryDatabase(
                server,
                'SELECT "orderId", "quantity" FROM "order_line" WHERE "customFieldsCodeid" IS NOT NULL AND "orderId" IN (SELECT "orderId" FROM "redemption_code" WHERE "code" = $1)',
                [codes[0].code],
            );
            expect(lines.map((l: { quantity: number }) => Number(l.quantity))).toEqual([3]);
            const held = await queryDatabase(server, 'SELECT COUNT(*) AS n FROM "ticket" WHERE "orderId" = $1', [lines[0].orderId]);
            expect(Number(held[0].n)).toBe(3);
        });

        it('a box code gives boxes as a zero-priced order; they open like bought ones', { timeout: 60_000 }, async () => {
            const box = await createBlindBox(server, admin, { productId: watch.productId }, [{ rPercent: 100 }], watch.variantIds[0]);
            const { codes } = await createCodes({ campaignId: box.campaign.id, kind: 'ONLINE', grantType: 'BOX', count: 1, quantity: 2 });
            expect(codes[0]).toMatchObject({ grantType: 'BOX', quantity: 2 });
            const shopper = await newShopper();
            const preview = await gql(server.shopApiUrl, PREVIEW, { code: codes[0].code }, shopper.token);
            expect(preview.previewCode).toMatchObject({ grantType: 'BOX', quantity: 2, campaign: { id: box.campaign.id } });
            const redeemed = await redeem(shopper.token, codes[0].code);
            expect(redeemed).toMatchObject({
                __typename: 'CodeRedemption',
                ticketIds: [expect.any(String), expect.any(String)],
                orderCode: expect.any(String),
            });
            await waitForBoxes(server.shopApiUrl, shopper.token, redeemed.orderCode);
            const order = (await gql(server.shopApiUrl, CODE_ORDER, { c: redeemed.orderCode }, shopper.token)).orderByCode;
            expect(order).toMatchObject({ state: 'PaymentSettled', totalWithTax: 0, customFields: { isLBb: true } });
            const boxes = await gql(server.shopApiUrl, '{ blindBoxes { items { id isOpen } } }', {}, shopper.token);
            expect(boxes.blindBoxes.items).toHaveLength(2);
            const opened = await gql(server.shopApiUrl, OPEN_BOX, { id: boxes.blindBoxes.items[0].id, seed: 'ab'.repeat(16) }, shopper.token);
            expect(opened.openBox).toMatchObject({ __typename: 'BoxOpening', box: { isOpen: true } });
            // Box codes are for blind boxes, ticket codes for lucky draws.
            for (const input of [
                { campaignId: draw.id, kind: 'ONLINE', grantType: 'BOX', count: 1 },
                { campaignId: box.campaign.id, kind: 'ONLINE', grantType: 'TICKETS', count: 1 },
            ]) {
                const refused = await shopApi(server.adminApiUrl, CREATE_CODES, { input }, { token: admin });
                expect(refused.errors?.[0]?.extensions?.code).toBe('USER_INPUT_ERROR');
            }
        });

        it('guessing codes stops after 10 wrong ones per customer; real codes do not count', async () => {
            const { codes } = await createCodes({ campaignId: draw.id, kind: 'ONLINE', grantType: 'TICKETS', count: 1 });
            const guesser = await newShopper();
            // Checking a real code (here, many times) costs nothing.
            for (let i = 0; i < 12; i++)
                expect((await gql(server.shopApiUrl, PREVIEW, { code: codes[0].code }, guesser.token)).previewCode.__typename).toBe('RedemptionCode');
            for (let i = 0; i < 10; i++) {
                const guess =
                    i % 2
                        ? (await gql(server.shopApiUrl, PREVIEW, { code: `WRONG-${i}` }, guesser.token)).previewCode
                        : await redeem(guesser.token, `WRONG-${i}`);
                expect(guess.errorCode).toBe('COUPON_CODE_INVALID_ERROR');
            }
            // The 11th attempt is refused, whatever the code, and says when to try again.
            expect(await redeem(guesser.token, codes[0].code)).toMatchObject({
                errorCode: 'TOO_MANY_ATTEMPTS_ERROR',
                message: expect.stringMatching(/try again in 60 minutes/i),
            });
            expect((await gql(server.shopApiUrl, PREVIEW, { code: codes[0].code }, guesser.token)).previewCode.errorCode).toBe('TOO_MANY_ATTEMPTS_ERROR');
            // Someone else is not held back, and the code was not used up by the refusal.
            const other = await newShopper();
            expect((await redeem(other.token, codes[0].code)).__typename).toBe('CodeRedemption');
        });

        it('a prize code gives a won prize that goes to the cart like any other', async () => {
            const { codes } = await createCodes({ campaignId: draw.id, kind: 'ONLINE', grantType: 'PRIZE', prizeId: watch.productId, count: 1 });
            const shopper = await newShopper();
            const redeemed = await redeem(shopper.token, codes[0].code);
            expect(redeemed).toMatchObject({ ticketIds: [], wonPrize: { prize: { id: watch.productId } } });
            expect((await prizes(shopper.token)).items).toMatchObject([{ id: redeemed.wonPrize.id, isATC: false }]);
            const added = await add(shopper.token, redeemed.wonPrize.id);
            expect(added.lines).toEqual([{ id: expect.any(String), quantity: 1, linePriceWithTax: 0, customFields: { prizeId: redeemed.wonPrize.id } }]);
        });
    });
});
