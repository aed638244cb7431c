import {
    ADD_ITEM,
    buy,
    createCampaign,
    createOperator,
    createShopper,
    DRAW_STARTED,
    gql,
    pay,
    productVariants,
    shopApi,
    TestServer,
    toArrangingPayment,
    withShop,
} from '@tuah/testing';
import { beforeAll, describe, expect, it } from 'vitest';

import { createBlindBox, OPEN_BOX, prizeTable, waitForBoxes } from './support/blind-boxes';

/**
 * A refund voids what it refunds (docs/campaigns.md#refunds, docs/blind-boxes.md#refunds): through
 * Vendure's own admin operations, as the dashboard's Refund & Cancel calls them (cancelOrder with
 * lines, then refundOrder), or a refund of the whole amount alone. And an operator's
 * cancelCampaign (docs/campaigns.md#cancelling-a-campaign).
 */
const ORDER = `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items {
  id state totalWithTax lines { id quantity customFields { campaignId } }
  payments { id amount state refunds { total state } }
  history(options: { take: 100 }) { items { type data } }
} } }`;
const CANCEL = `mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { __typename ... on Order { state } ... on ErrorResult { errorCode message } } }`;
const REFUND = `mutation ($input: RefundOrderInput!) { refundOrder(input: $input) { __typename ... on Refund { state total } ... on ErrorResult { errorCode message } } }`;
const TICKETS = `query ($c: ID!) { listUserCurCampaignTicket(campaignId: $c) { totalItems items { ticketId isVoid } } }`;
const BOXES = `query { blindBoxes(options: { take: 100 }) { items { id n isOpen isVoid orderId } } }`;
const INBOX = `query { readNotification(options: { take: 20 }) { items { tag title msg metaData } } }`;
const ISSUED = 'query ($id: ID!) { campaign(id: $id) { issuedTicket state stage isCancelled } }';
const TO_SHIP = '{ ordersToShip(take: 100) { items { code } } }';
const EFFECT = 'query ($id: ID!) { campaignCancelEffect(id: $id) { campaignId orders tickets holders amount } }';
const CANCEL_CAMPAIGN = `mutation ($id: ID!) { cancelCampaign(id: $id) { __typename ... on Campaign { id state isCancelled } ... on CampaignNotCancellableError { errorCode message reason } } }`;

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
        const value = await read();
        if (ok(value) || Date.now() > deadline) return value;
        await new Promise(r => setTimeout(r, 200));
    }
}

describe('refunds void what they refund', () => {
    let server: TestServer;
    let admin: string;
    let box: { productId: string; variantIds: string[] };
    let cap: { productId: string; variantIds: string[] };
    let watch: { productId: string; variantIds: string[] };

    withShop(shop => ({ server, admin } = shop));
    beforeAll(async () => {
        [box, cap, watch] = await Promise.all([
            productVariants(server.shopApiUrl, 'figure-mystery'),
            productVariants(server.shopApiUrl, 'cap'),
            productVariants(server.shopApiUrl, 'smart-watch'),
        ]);
    });

    const order = async (code: string) => (await gql(server.adminApiUrl, ORDER, { code }, admin)).orders.items[0];
    const issued = async (id: string) => (await gql(server.adminApiUrl, ISSUED, { id }, admin)).campaign;

    /** One order: `draws` units of a lucky draw (2 tickets each) and `boxes` blind boxes, paid. */
    async function buyMixed(token: string, draw: { id: string }, blind: { id: string }, draws: number, boxes: number) {
        for (const [variant, q, c] of [
            [cap.variantIds[0], draws, draw.id],
            [box.variantIds[0], boxes, blind.id],
        ] as const) {
            const added = await gql(server.shopApiUrl, ADD_ITEM, { v: variant, q, c }, token);
            expect(added.addItemToOrder.__typename).toBe('Order');
        }
        expect((await toArrangingPayment(server.shopApiUrl, token)).__typename).toBe('Order');
        const paid = await pay(server.shopApiUrl, token);
        expect(paid.state).toBe('PaymentSettled');
        await waitForBoxes(server.shopApiUrl, token, paid.code);
        return paid.code as string;
    }

    it(
        'a full refund cancels the order, voids its tickets (counts back, sold again) and unopened boxes (prize stock whole), takes it off the desk and tells the shopper',
        { timeout: 120_000 },
        async () => {
            const alice = await createShopper(server, admin, 'refund-alice');
            const draw = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 6, ticketPerItem: 2 });
            const { campaign: blind } = await createBlindBox(
                server,
                admin,
                { productId: box.productId },
                [
                    { rPercent: 50, stock: 5 },
                    { rPercent: 50, isLose: true },
                ],
                cap.variantIds[0],
            );
            const code = await buyMixed(alice.token, draw, blind, 2, 2);
            expect(await issued(draw.id)).toMatchObject({ issuedTicket: 4 });
            expect((await gql(server.adminApiUrl, TO_SHIP, {}, admin)).ordersToShip.items.map((o: any) => o.code)).toContain(code);

            // The money alone, in full: Vendure's refundOrder, as an operator would call it.
            const before = await order(code);
            const refund = await gql(
                server.adminApiUrl,
                REFUND,
                { input: { paymentId: before.payments[0].id, amount: before.payments[0].amount, reason: 'Customer asked', shipping: 0, adjustment: 0 } },
                admin,
            );
            expect(refund.refundOrder).toMatchObject({ __typename: 'Refund', state: 'Settled' });

            const after = await order(code);
            expect(after.state).toBe('Cancelled');
            expect(after.lines.map((l: any) => l.quantity)).toEqual([0, 0]);
            const tickets = (await gql(server.shopApiUrl, TICKETS, { c: draw.id }, alice.token)).listUserCurCampaignTicket;
            expect(tickets.items).toHaveLength(4);
            expect(tickets.items.every((t: any) => t.isVoid)).toBe(true);
            expect(await issued(draw.id)).toMatchObject({ issuedTicket: 0, state: 'ACTIVE', stage: 'OPEN' });
            const boxes = (await gql(server.shopApiUrl, BOXES, {}, alice.token)).blindBoxes.items;
            expect(boxes.map((b: any) => [b.isOpen, b.isVoid])).toEqual([
                [false, true],
                [false, true],
            ]);
            const opened = await gql(server.shopApiUrl, OPEN_BOX, { id: boxes[0].id }, alice.token);
            expect(opened.openBox).toMatchObject({ __typename: 'BlindBoxUnavailableError', errorCode: 'BLIND_BOX_UNAVAILABLE_ERROR' });
            expect(await issued(blind.id)).toMatchObject({ issuedTicket: 0 });
            // Unopened boxes held no prize: the limited line still has all 5.
            expect((await prizeTable(server.adminApiUrl, admin, blind.id)).map(l => l.awarded)).toEqual([0, 0]);
            expect((await gql(server.adminApiUrl, TO_SHIP, {}, admin)).ordersToShip.items.map((o: any) => o.code)).not.toContain(code);

            const told = await until(
                () => gql(server.shopApiUrl, INBOX, {}, alice.token),
                list => list.readNotification.items.some((n: any) => n.tag === 'ORDER_REFUNDED'),
            );
            expect(told.readNotification.items.find((n: any) => n.tag === 'ORDER_REFUNDED')).toMatchObject({
                title: 'Your refund is on its way',
                msg: expect.stringMatching(
                    new RegExp(
                        `^RM \\d+\\.\\d\\d of order ${code} has been refunded\\. 4 tickets are out of the draw; 2 unopened boxes can no longer be opened\\.$`,
                    ),
                ),
                metaData: { orderCode: code, voidedTickets: 4, voidedBoxes: 2 },
            });
            const ms = await gql(`${server.shopApiUrl}?languageCode=ms`, INBOX, {}, alice.token);
            expect(ms.readNotification.items.find((n: any) => n.tag === 'ORDER_REFUNDED')).toMatchObject({
                title: 'Bayaran balik anda sedang diproses',
                msg: expect.stringContaining('4 tiket dikeluarkan daripada cabutan; 2 kotak yang belum dibuka tidak boleh dibuka lagi.'),
            });

            // The voided tickets are for sale again, with new numbers.
            const bob = await createShopper(server, admin, 'refund-bob');
            await buy(server.shopApiUrl, bob.token, draw.id, cap.variantIds[0], 2);
            expect(await issued(draw.id)).toMatchObject({ issuedTicket: 4 });
            const bobs = (await gql(server.shopApiUrl, TICKETS, { c: draw.id }, bob.token)).listUserCurCampaignTicket.items.map((t: any) => t.ticketId);
            expect(bobs.map((id: string) => id.slice(-6))).toEqual(['000005', '000006', '000007', '000008']);
        },
    );

    it('a partial refund (Refund & Cancel of some units) voids exactly those units; an opened box is never voided', { timeout: 120_000 }, async () => {
        const carol = await createShopper(server, admin, 'refund-carol');
        const draw = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 20, ticketPerItem: 2 });
        const { campaign: blind } = await createBlindBox(
            server,
            admin,
            { productId: box.productId },
            [{ rPercent: 50 }, { rPercent: 50, isLose: true }],
            cap.variantIds[0],
        );
        const code = await buyMixed(carol.token, draw, blind, 3, 3);
        const boxes = (await gql(server.shopApiUrl, BOXES, {}, carol.token)).blindBoxes.items.sort((a: any, b: any) => a.n - b.n);
        // Box 3 is opened before the refund: the refund of two boxes voids the two still closed.
        expect((await gql(server.shopApiUrl, OPEN_BOX, { id: boxes[2].id }, carol.token)).openBox.__typename).toBe('BoxOpening');

        const before = await order(code);
        const drawLine = before.lines.find((l: any) => String(l.customFields.campaignId) === String(draw.id));
        const boxLine = before.lines.find((l: any) => String(l.customFields.campaignId) === String(blind.id));
        const cancelled = await gql(
            server.adminApiUrl,
            CANCEL,
            {
                input: {
                    orderId: before.id,
                    lines: [
                        { orderLineId: drawLine.id, quantity: 1 },
                        { orderLineId: boxLine.id, quantity: 2 },
                    ],
                    reason: 'Partly returned',
                },
            },
            admin,
        );
        expect(cancelled.cancelOrder).toEqual({ __typename: 'Order', state: 'PaymentSettled' });
        const refund = await gql(
            server.adminApiUrl,
            REFUND,
            { input: { paymentId: before.payments[0].id, amount: 1000, reason: 'Partly returned', shipping: 0, adjustment: 0, lines: [] } },
            admin,
        );
        expect(refund.refundOrder.__typename).toBe('Refund');

        expect((await order(code)).state).toBe('PaymentSettled');
        const tickets = (await gql(server.shopApiUrl, TICKETS, { c: draw.id }, carol.token)).listUserCurCampaignTicket.items;
        // The highest numbers go: 6 tickets, 2 voided.
        expect(tickets.map((t: any) => t.isVoid)).toEqual([false, false, false, false, true, true]);
        expect(await issued(draw.id)).toMatchObject({ issuedTicket: 4 });
        const now = (await gql(server.shopApiUrl, BOXES, {}, carol.token)).blindBoxes.items.sort((a: any, b: any) => a.n - b.n);
        expect(now.map((b: any) => [b.n, b.isOpen, b.isVoid])).toEqual([
            [1, false, true],
            [2, false, true],
            [3, true, false],
        ]);
        expect(await issued(blind.id)).toMatchObject({ issuedTicket: 1 });
        const reopen = await gql(server.shopApiUrl, OPEN_BOX, { id: now[0].id }, carol.token);
        expect(reopen.openBox).toMatchObject({ __typename: 'BlindBoxUnavailableError', message: 'This box can no longer be opened because it was refunded' });

        // Cancelling the same units again changes nothing twice: Vendure refuses, the counts stay.
        await gql(server.adminApiUrl, CANCEL, { input: { orderId: before.id, lines: [{ orderLineId: drawLine.id, quantity: 1 }], reason: 'Again' } }, admin);
        expect((await gql(server.shopApiUrl, TICKETS, { c: draw.id }, carol.token)).listUserCurCampaignTicket.items.filter((t: any) => t.isVoid)).toHaveLength(
            4,
        );
        expect(await issued(draw.id)).toMatchObject({ issuedTicket: 2 });
    });

    it('two refunds racing for one order void its tickets once', { timeout: 120_000 }, async () => {
        const dan = await createShopper(server, admin, 'refund-dan');
        const draw = await createCampaign(server, admin, { productId: watch.productId, totalTicket: 50 });
        const paid = await buy(server.shopApiUrl, dan.token, draw.id, watch.variantIds[0], 3);
        const before = await order(paid.code);
        const line = before.lines[0];
        await Promise.all(
            [0, 1, 2].map(() =>
                gql(server.adminApiUrl, CANCEL, { input: { orderId: before.id, lines: [{ orderLineId: line.id, quantity: 3 }], reason: 'race' } }, admin).catch(
                    e => e,
                ),
            ),
        );
        const tickets = (await gql(server.shopApiUrl, TICKETS, { c: draw.id }, dan.token)).listUserCurCampaignTicket.items;
        expect(tickets.map((t: any) => t.isVoid)).toEqual([true, true, true]);
        expect(await issued(draw.id)).toMatchObject({ issuedTicket: 0 });
        const holders = (await gql(server.shopApiUrl, 'query ($c: ID!) { listCampaignParticipants(campaignId: $c) { items { count } } }', { c: draw.id }))
            .listCampaignParticipants.items;
        expect(holders.map((p: any) => p.count).filter((n: number) => n !== 0)).toEqual([]);
    });

    it(
        'after the ticket set is committed a refund returns the money and cancels the order, but the tickets stay in the draw (written rule)',
        { timeout: 120_000 },
        async () => {
            const erin = await createShopper(server, admin, 'refund-erin');
            const draw = await createCampaign(server, admin, { productId: watch.productId, totalTicket: 2 });
            const paid = await buy(server.shopApiUrl, erin.token, draw.id, watch.variantIds[0], 2);
            expect((await issued(draw.id)).stage).toMatch(DRAW_STARTED);
            const before = await order(paid.code);
            const refund = await gql(
                server.adminApiUrl,
                REFUND,
                { input: { paymentId: before.payments[0].id, amount: before.payments[0].amount, reason: 'Late', shipping: 0, adjustment: 0 } },
                admin,
            );
            expect(refund.refundOrder.__typename).toBe('Refund');
            const after = await order(paid.code);
            expect(after.state).toBe('Cancelled');
            expect(after.history.items.map((h: any) => h.data?.note).filter(Boolean)).toContainEqual(expect.stringContaining('ticket set is committed'));
            const tickets = (await gql(server.shopApiUrl, TICKETS, { c: draw.id }, erin.token)).listUserCurCampaignTicket.items;
            expect(tickets.map((t: any) => t.isVoid)).toEqual([false, false]);
            expect((await issued(draw.id)).issuedTicket).toBe(2);
        },
    );

    it(
        'cancelCampaign: its effect stated first, then every paid line refunded, tickets voided, holders told; refused once the draw started or without the permission',
        { timeout: 120_000 },
        async () => {
            const [fay, gus] = await Promise.all([createShopper(server, admin, 'cancel-fay'), createShopper(server, admin, 'cancel-gus')]);
            const draw = await createCampaign(server, admin, { productId: watch.productId, totalTicket: 50 });
            const paidF = await buy(server.shopApiUrl, fay.token, draw.id, watch.variantIds[0], 2);
            const paidG = await buy(server.shopApiUrl, gus.token, draw.id, watch.variantIds[0], 1);
            const lineTotal = async (code: string) => (await order(code)).totalWithTax;

            const reader = await createOperator(server, admin, 'campaign-reader', ['ReadCampaign']);
            const refusedEffect = await shopApi(server.adminApiUrl, EFFECT, { id: draw.id }, { token: reader });
            expect(refusedEffect.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
            const refusedCancel = await shopApi(server.adminApiUrl, CANCEL_CAMPAIGN, { id: draw.id }, { token: reader });
            expect(refusedCancel.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

            const manager = await createOperator(server, admin, 'campaign-manager', ['ReadCampaign', 'UpdateCampaign', 'ReadOrder']);
            const effect = (await gql(server.adminApiUrl, EFFECT, { id: draw.id }, manager)).campaignCancelEffect;
            expect(effect).toMatchObject({ orders: 2, tickets: 3, holders: 2 });
            // The lines' money (the order totals also hold delivery, which is not refunded).
            expect(effect.amount).toBeGreaterThan(0);
            expect(effect.amount).toBeLessThanOrEqual((await lineTotal(paidF.code)) + (await lineTotal(paidG.code)));

            const cancelled = (await gql(server.adminApiUrl, CANCEL_CAMPAIGN, { id: draw.id }, manager)).cancelCampaign;
            expect(cancelled).toMatchObject({ __typename: 'Campaign', state: 'ENDED', isCancelled: true });
            const refunded = [await order(paidF.code), await order(paidG.code)].map(o => o.payments[0].refunds.reduce((s: number, r: any) => s + r.total, 0));
            expect(refunded[0] + refunded[1]).toBe(effect.amount);
            expect((await gql(server.shopApiUrl, TICKETS, { c: draw.id }, fay.token)).listUserCurCampaignTicket.items.every((t: any) => t.isVoid)).toBe(true);
            const told = await until(
                () => gql(server.shopApiUrl, INBOX, {}, gus.token),
                list => list.readNotification.items.some((n: any) => n.tag === 'CAMPAIGN_CANCELLED'),
            );
            expect(told.readNotification.items.find((n: any) => n.tag === 'CAMPAIGN_CANCELLED').msg).toBe(
                'Test draw was cancelled by the shop, so there will be no draw. Your payment for it has been refunded.',
            );
            expect((await gql(server.adminApiUrl, CANCEL_CAMPAIGN, { id: draw.id }, manager)).cancelCampaign).toMatchObject({
                reason: 'ENDED',
                message: 'This campaign has already ended',
            });

            // Once the ticket set is committed (sold out: DRAW_INIT), never.
            const soldOut = await createCampaign(server, admin, { productId: watch.productId, totalTicket: 1 });
            await buy(server.shopApiUrl, fay.token, soldOut.id, watch.variantIds[0], 1);
            const late = (await gql(server.adminApiUrl, CANCEL_CAMPAIGN, { id: soldOut.id }, manager)).cancelCampaign;
            expect(late).toMatchObject({ __typename: 'CampaignNotCancellableError', errorCode: 'CAMPAIGN_NOT_CANCELLABLE_ERROR', reason: 'DRAW_STARTED' });
            expect((await issued(soldOut.id)).isCancelled).toBe(false);
            expect((await gql(server.adminApiUrl, CANCEL_CAMPAIGN, { id: '999999' }, manager)).cancelCampaign.reason).toBe('NOT_FOUND');
        },
    );
});
