import { DRAW_WEIGHTS, rollTier, verifyDraw } from '@tuah/fairness';
import { ADD_ITEM, createCampaign, createShopper, gql, pay, productVariants, queryDatabase, TestServer, toArrangingPayment, withShop } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { buyBoxes, createBlindBox, waitForBoxes } from './support/blind-boxes';
import { FAIRNESS, waitForDrawEnd } from './support/draws';

/**
 * Issue 19, finding 14: tickets and boxes are written in bounded batches without reading each
 * row back, so one order of 10,000 tickets (or 1,000 boxes) settles. TypeORM's `insert()` used to
 * reload the rows with one OR term per row, which SQLite refuses past about 1,000 rows.
 */
describe('big orders', () => {
    let server: TestServer;
    let admin: string;

    withShop(shop => ({ server, admin } = shop));

    /** The demo stock is a few hundred: big orders need more. */
    async function stockUp(variantId: string) {
        await gql(
            server.adminApiUrl,
            'mutation ($id: ID!) { updateProductVariants(input: [{ id: $id, stockOnHand: 100000 }]) { id } }',
            { id: variantId },
            admin,
        );
    }

    it('one order earning 10,000 tickets is held, settles, numbers every ticket once and its draw verifies', { timeout: 240_000 }, async () => {
        const cap = await productVariants(server.shopApiUrl, 'cap');
        const prize = await productVariants(server.shopApiUrl, 'smart-watch');
        await stockUp(cap.variantIds[0]);
        const campaign = await createCampaign(server, admin, {
            productId: cap.productId,
            prizeId: prize.productId,
            totalTicket: 10_000,
            ticketPerItem: 20,
            maxQty: 500,
        });
        const shopper = await createShopper(server, admin, 'bigticket');

        const added = await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 500, c: campaign.id }, shopper.token);
        expect(added.addItemToOrder.__typename).toBe('Order');
        let started = Date.now();
        const arranged = await toArrangingPayment(server.shopApiUrl, shopper.token);
        const checkoutMs = Date.now() - started;
        expect(arranged.__typename).toBe('Order');
        const [held] = await queryDatabase(server, 'SELECT "issuedTicket", "reservedTicket" FROM "campaign" WHERE "id" = $1', [campaign.id]);
        expect(held).toMatchObject({ issuedTicket: 0, reservedTicket: 10_000 });

        started = Date.now();
        const paid = await pay(server.shopApiUrl, shopper.token);
        const paymentMs = Date.now() - started;
        expect(paid).toMatchObject({ state: 'PaymentSettled' });
        console.log(`[${server.database.kind}] 10,000 tickets: checkout ${checkoutMs} ms, payment (issuing every ticket) ${paymentMs} ms`);

        // Numbers 1..10,000, each once, each ticket's tier and weight derived from the tier seed.
        const [row] = await queryDatabase(server, 'SELECT "issuedTicket", "reservedTicket", "tierSeed", "tierOdds" FROM "campaign" WHERE "id" = $1', [campaign.id]);
        expect(row).toMatchObject({ issuedTicket: 10_000, reservedTicket: 0 });
        const tickets = await queryDatabase<{ ticketId: string; seq: number; rarity: string; weight: number; customerId: number }>(
            server,
            'SELECT "ticketId", "seq", "rarity", "weight", "customerId" FROM "ticket" WHERE "campaignId" = $1 ORDER BY "seq"',
            [campaign.id],
        );
        expect(tickets.map(t => Number(t.seq))).toEqual(Array.from({ length: 10_000 }, (_, i) => i + 1));
        expect(new Set(tickets.map(t => t.ticketId)).size).toBe(10_000);
        expect(tickets.every(t => t.ticketId === `${campaign.sId}-${String(t.seq).padStart(6, '0')}` && String(t.customerId) === String(shopper.customerId))).toBe(true);
        const odds = row.tierOdds ? JSON.parse(row.tierOdds) : null;
        const wrongTier = tickets.filter(t => t.rarity !== rollTier(row.tierSeed, t.ticketId, odds) || t.weight !== DRAW_WEIGHTS[t.rarity as keyof typeof DRAW_WEIGHTS]);
        expect(wrongTier).toEqual([]);
        const [participation] = await queryDatabase(server, 'SELECT "count", "units" FROM "participation" WHERE "campaignId" = $1', [campaign.id]);
        expect(participation).toMatchObject({ count: 10_000, units: 500 });
        const mine = await gql(server.shopApiUrl, 'query ($c: ID!) { listUserCurCampaignTicket(campaignId: $c) { totalItems } }', { c: campaign.id }, shopper.token);
        expect(mine.listUserCurCampaignTicket.totalItems).toBe(10_000);

        // The order sold the campaign out: its draw commits all 10,000 tickets and the proof re-derives the winner.
        const progress = await waitForDrawEnd(server.shopApiUrl, campaign.id, 120_000);
        const fairness = (await gql(server.shopApiUrl, FAIRNESS, { id: campaign.id })).campaignFairness;
        expect(fairness.ticketCount).toBe(10_000);
        expect(fairness.tickets).toHaveLength(10_000);
        const verified = verifyDraw({ ...fairness, provider: 'local', publicKey: fairness.vrfPublicKey, proof: fairness.vrfProof });
        expect(verified).toMatchObject({ ok: true, commitmentMatches: true, proofValid: true });
        expect(verified.winner!.ticketId).toBe(progress.drawResult.winner.ticketId);
    });

    it('one order of 1,000 blind boxes settles and all 1,000 boxes exist', { timeout: 180_000 }, async () => {
        const box = await productVariants(server.shopApiUrl, 'figure-mystery');
        const cap = await productVariants(server.shopApiUrl, 'cap');
        await stockUp(box.variantIds[0]);
        const { campaign } = await createBlindBox(
            server,
            admin,
            { productId: box.productId, totalTicket: 1000 },
            [{ rPercent: 40 }, { rPercent: 60, isLose: true }],
            cap.variantIds[0],
        );
        const shopper = await createShopper(server, admin, 'bigbox');

        const started = Date.now();
        const order = await buyBoxes(server.shopApiUrl, shopper.token, campaign.id, box.variantIds[0], 1000);
        const paymentMs = Date.now() - started;
        expect(order.customFields.isLBb).toBe(false);
        await waitForBoxes(server.shopApiUrl, shopper.token, order.code, 120_000);
        console.log(`[${server.database.kind}] 1,000 boxes: add, checkout and pay ${paymentMs} ms, boxes ready ${Date.now() - started} ms after the add`);

        const boxes = await queryDatabase<{ code: string; n: number; orderLineId: number }>(
            server,
            'SELECT "code", "n", "orderLineId" FROM "blind_box" WHERE "orderId" = $1 ORDER BY "n"',
            [order.id],
        );
        expect(boxes.map(b => Number(b.n))).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
        expect(new Set(boxes.map(b => b.code)).size).toBe(1000);
        const list = await gql(server.shopApiUrl, '{ blindBoxes(options: { take: 1 }) { totalItems } }', {}, shopper.token);
        expect(list.blindBoxes.totalItems).toBe(1000);
        // The last box sold the campaign out.
        const ended = await gql(server.adminApiUrl, 'query ($id: ID!) { campaign(id: $id) { state issuedTicket } }', { id: campaign.id }, admin);
        expect(ended.campaign).toEqual({ state: 'ENDED', issuedTicket: 1000 });
    });
});
