import { verifyDraw } from '@tuah/fairness';
import { ADD_ITEM, createCampaign, createShopper, gql, productVariants, queryDatabase, shopApi, TestServer, toArrangingPayment, withShop } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { buy, FAIRNESS, publishedProof, waitForDrawEnd } from './support/draws';

/** sha256 of nothing: the Merkle root of an empty ticket set. */
const EMPTY_ROOT = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

async function verifiedDraw(server: TestServer, campaignId: string) {
    const fairness = (await gql(server.shopApiUrl, FAIRNESS, { id: campaignId })).campaignFairness;
    const verified = verifyDraw(publishedProof(fairness));
    return { fairness, verified };
}

/**
 * Issue 19, finding 12: no ticket ever enters a campaign whose ticket set is committed to its draw
 * (stage DRAW_INIT on): the ledger refuses to issue, and the database refuses the row.
 */
describe('the committed ticket set', () => {
    let server: TestServer;
    let admin: string;

    withShop(shop => ({ server, admin } = shop));

    it("the demo's ended draw commits all 100 of its tickets and has a winner whose proof verifies", { timeout: 120_000 }, async () => {
        const ended = await gql(server.shopApiUrl, '{ campaigns(state: ENDED, options: { take: 50 }) { items { id sId issuedTicket } } }');
        const done = ended.campaigns.items.find((c: any) => c.sId === 'DONE6X');
        expect(done).toMatchObject({ issuedTicket: 100 });
        const progress = await waitForDrawEnd(server.shopApiUrl, done.id);
        expect(progress.drawResult.winner.ticketId).toMatch(/^DONE6X-\d{6}$/);

        const { fairness, verified } = await verifiedDraw(server, done.id);
        expect(fairness.commitment).not.toBe(EMPTY_ROOT);
        expect(fairness.ticketCount).toBe(100);
        expect(fairness.tickets.map((t: any) => t.ticketId)).toEqual(Array.from({ length: 100 }, (_, i) => `DONE6X-${String(i + 1).padStart(6, '0')}`));
        expect(verified).toMatchObject({ ok: true, commitmentMatches: true, proofValid: true });
        expect(verified.winner!.ticketId).toBe(progress.drawResult.winner.ticketId);

        const [row] = await queryDatabase(server, 'SELECT count(*) AS "n" FROM "ticket" WHERE "campaignId" = $1', [done.id]);
        expect(Number(row.n)).toBe(100);
        const holders = await queryDatabase(server, 'SELECT "count" FROM "participation" WHERE "campaignId" = $1 ORDER BY "count" DESC', [done.id]);
        expect(holders.map(h => Number(h.count))).toEqual([30, 25, 20, 15, 10]);
    });

    it('the database refuses a ticket written straight into a committed campaign, and changes to its tickets', async () => {
        const cap = await productVariants(server.shopApiUrl, 'cap');
        const ended = await gql(server.shopApiUrl, '{ campaigns(state: ENDED, options: { take: 50 }) { items { id sId } } }');
        const done = ended.campaigns.items.find((c: any) => c.sId === 'DONE6X');
        const open = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 10 });
        const [holder] = await queryDatabase(server, 'SELECT "customerId" FROM "ticket" WHERE "campaignId" = $1 LIMIT 1', [done.id]);
        const insert = (campaignId: string, seq: number, ticketId: string) =>
            queryDatabase(
                server,
                `INSERT INTO "ticket" ("ticketId", "seq", "rarity", "weight", "isWin", "isVoid", "campaignId", "customerId")
                 VALUES ($1, $2, 'LEGENDARY', 4, FALSE, FALSE, $3, $4)`,
                [ticketId, seq, campaignId, holder.customerId],
            );

        // The same statement is accepted while a campaign is open (so the refusal below is the guard's).
        await insert(open.id, 1, `${open.sId}-000001`);
        await expect(insert(done.id, 101, 'DONE6X-000101')).rejects.toThrow(/TICKET_SET_COMMITTED/);
        // Moving a ticket in, or rewriting a committed one, is refused too.
        await expect(queryDatabase(server, `UPDATE "ticket" SET "campaignId" = $1 WHERE "ticketId" = $2`, [done.id, `${open.sId}-000001`])).rejects.toThrow(
            /TICKET_SET_COMMITTED/,
        );
        await expect(queryDatabase(server, `UPDATE "ticket" SET "weight" = 4 WHERE "ticketId" = 'DONE6X-000001'`)).rejects.toThrow(/TICKET_SET_COMMITTED/);
        const [row] = await queryDatabase(server, 'SELECT count(*) AS "n" FROM "ticket" WHERE "campaignId" = $1', [done.id]);
        expect(Number(row.n)).toBe(100);
        const { verified } = await verifiedDraw(server, done.id);
        expect(verified.ok).toBe(true);
    });

    it(
        'a payment that would issue tickets into a committed campaign fails cleanly: nobody charged, a clear error, nothing held',
        { timeout: 120_000 },
        async () => {
            const cap = await productVariants(server.shopApiUrl, 'cap');
            const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 10 });
            const [early, late] = await Promise.all([createShopper(server, admin, 'guard-early'), createShopper(server, admin, 'guard-late')]);
            await buy(server, early, campaign.id, cap.variantIds[0], 2);

            const added = await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 3, c: campaign.id }, late.token);
            const orderId = added.addItemToOrder.id;
            expect((await toArrangingPayment(server.shopApiUrl, late.token)).__typename).toBe('Order');
            // The hold is given back while the order stays in ArrangingPayment (what the expiry task does
            // when it cannot move an order back, e.g. one with a pending gateway payment) ...
            await queryDatabase(server, `DELETE FROM "ticket_reservation" WHERE "orderId" = $1`, [orderId]);
            await queryDatabase(server, `UPDATE "campaign" SET "reservedTicket" = "reservedTicket" - 3 WHERE "id" = $1`, [campaign.id]);
            // ... and the campaign then reaches its end: the draw sweeper closes it (a read only shows it
            // ended) and its draw commits its 2 tickets.
            // (Through the Admin API: the database then holds the date in the form the server compares.)
            await gql(
                server.adminApiUrl,
                'mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { ... on Campaign { id } } }',
                { input: { id: campaign.id, endDate: new Date(Date.now() - 1000).toISOString() } },
                admin,
            );
            const progress = await waitForDrawEnd(server.shopApiUrl, campaign.id);

            // Now the payment arrives: the last check before money is recorded refuses it, translated.
            const paid = await shopApi(
                server.shopApiUrl,
                'mutation { addPaymentToOrder(input: { method: "sandbox", metadata: {} }) { __typename ... on Order { state } } }',
                {},
                {
                    token: late.token,
                },
            );
            expect(paid.errors?.[0]).toMatchObject({
                message: `Campaign ${campaign.sId} has closed and its draw has begun: no more tickets can be issued, so this payment was not taken`,
                extensions: { code: 'CAMPAIGN_TICKETS_UNAVAILABLE' },
            });
            const ms = await shopApi(
                `${server.shopApiUrl}?languageCode=ms`,
                'mutation { addPaymentToOrder(input: { method: "sandbox", metadata: {} }) { __typename } }',
                {},
                {
                    token: late.token,
                },
            );
            expect(ms.errors?.[0]?.message).toMatch(/^Kempen .* telah ditutup/);

            const payments = await queryDatabase(server, 'SELECT "id" FROM "payment" WHERE "orderId" = $1', [orderId]);
            expect(payments).toEqual([]);
            const order = await gql(server.shopApiUrl, '{ activeOrder { state } }', {}, late.token);
            expect(order.activeOrder.state).toBe('ArrangingPayment');
            const [row] = await queryDatabase(server, 'SELECT "issuedTicket", "reservedTicket" FROM "campaign" WHERE "id" = $1', [campaign.id]);
            expect(row).toMatchObject({ issuedTicket: 2, reservedTicket: 0 });
            expect(await queryDatabase(server, 'SELECT "id" FROM "ticket" WHERE "orderId" = $1', [orderId])).toEqual([]);
            expect(await queryDatabase(server, 'SELECT "id" FROM "ticket_reservation" WHERE "orderId" = $1', [orderId])).toEqual([]);

            const { fairness, verified } = await verifiedDraw(server, campaign.id);
            expect(fairness.ticketCount).toBe(2);
            expect(verified.ok).toBe(true);
            expect(verified.winner!.ticketId).toBe(progress.drawResult.winner.ticketId);
        },
    );
});
