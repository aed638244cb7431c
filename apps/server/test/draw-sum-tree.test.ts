import { randomBytes } from 'node:crypto';

import { decodeSumPath, holderHash, MERKLE_SUM_SCHEME, merkleRoot, verifyDraw, verifySumProof } from '@tuah/fairness';
import { createCampaign, createShopper, gql, productVariants, queryDatabase, shopApi, TestServer, withShop } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { buy, FAIRNESS, soldOutDraw, waitForDrawEnd, whenRevealed } from './support/draws';

const PATH = 'ticket { ticketId weight rarity holderHash } index before steps { side hash sum } path';
const SUM_FAIRNESS = `query ($id: ID!, $skip: Int, $take: Int) { campaignFairness(campaignId: $id) {
  sId provider commitment commitmentScheme ticketCount totalWeight vrfPublicKey vrfProof randomWord winnerTicketId winnerIndex
  winnerProof { ${PATH} }
  ticketPage(skip: $skip, take: $take) { totalItems items { ticketId weight rarity holderHash } }
} }`;
const MY_PROOFS = `query ($id: ID!, $skip: Int, $take: Int) { myTicketProofs(campaignId: $id, skip: $skip, take: $take) {
  __typename
  ... on MyTicketProofList { campaignId commitment commitmentScheme ticketCount totalWeight holderHash totalItems items { ${PATH} } }
  ... on TicketProofsUnavailableError { errorCode reason message }
} }`;

/** Issue 32, "proofs that stay small": draws are committed as Merkle sum trees and proven by paths. */
describe('a lucky draw committed as a Merkle sum tree', () => {
    let server: TestServer;
    let admin: string;

    // Local draws: the paths are checked with the VRF proof (the tree is the same for every provider).
    withShop(shop => ({ server, admin } = shop), { DRAW_PROVIDER: 'local' });

    it('proves its winner by one path, and each shopper their own tickets only', { timeout: 180_000 }, async () => {
        const { campaign, shoppers } = await soldOutDraw(server, admin, { shoppers: 3, each: 4, prefix: 'sumtree' });
        const progress = await waitForDrawEnd(server.shopApiUrl, campaign.id);
        const winner = progress.drawResult.winner;

        const fairness = (await gql(server.shopApiUrl, SUM_FAIRNESS, { id: campaign.id, take: 5 })).campaignFairness;
        expect(fairness).toMatchObject({ commitmentScheme: MERKLE_SUM_SCHEME, ticketCount: 12, winnerTicketId: winner.ticketId });
        expect(fairness.winnerProof).toMatchObject({ ticket: { ticketId: winner.ticketId }, index: fairness.winnerIndex });

        // The winner's path alone re-derives the winner: no ticket list.
        const byPath = verifyDraw({
            sId: fairness.sId,
            commitment: fairness.commitment,
            commitmentScheme: fairness.commitmentScheme,
            provider: 'local',
            publicKey: fairness.vrfPublicKey,
            proof: fairness.vrfProof,
            winnerPath: {
                ticket: fairness.winnerProof.ticket,
                index: fairness.winnerProof.index,
                ticketCount: fairness.ticketCount,
                proof: fairness.winnerProof.steps,
            },
        });
        expect(byPath).toMatchObject({ ok: true, commitmentMatches: true, randomWord: fairness.randomWord, winner: { ticketId: winner.ticketId } });
        expect(byPath.interval).toMatchObject({ before: fairness.winnerProof.before, total: fairness.totalWeight });
        // Another ticket's path, valid as a path, does not win.
        const mine = (await gql(server.shopApiUrl, MY_PROOFS, { id: campaign.id }, shoppers[0]!.token)).myTicketProofs;
        const loser = mine.items.find((p: any) => p.ticket.ticketId !== winner.ticketId)!;
        const wrong = verifyDraw({
            sId: fairness.sId,
            commitment: fairness.commitment,
            commitmentScheme: fairness.commitmentScheme,
            provider: 'local',
            publicKey: fairness.vrfPublicKey,
            proof: fairness.vrfProof,
            winnerPath: { ticket: loser.ticket, index: loser.index, ticketCount: fairness.ticketCount, proof: loser.steps },
        });
        expect(wrong).toMatchObject({ ok: false, commitmentMatches: true, winner: null });

        // The full list stays available to auditors, page by page, and is the committed one.
        expect(fairness.ticketPage.totalItems).toBe(12);
        expect(fairness.ticketPage.items).toHaveLength(5);
        const full = (await gql(server.shopApiUrl, FAIRNESS, { id: campaign.id })).campaignFairness.tickets;
        const pages = [];
        for (let skip = 0; skip < 12; skip += 5)
            pages.push(...(await gql(server.shopApiUrl, SUM_FAIRNESS, { id: campaign.id, skip, take: 5 })).campaignFairness.ticketPage.items);
        expect(pages).toEqual(full);
        expect(
            verifyDraw({ ...fairness, tickets: pages, provider: 'local', publicKey: fairness.vrfPublicKey, proof: fairness.vrfProof }).winner?.ticketId,
        ).toBe(winner.ticketId);
        // Hostile page sizes are clamped, never "everything" and never an error.
        for (const [take, expected] of [
            [0, 1],
            [-3, 1],
            [1_000_000, 12],
        ] as const) {
            expect((await gql(server.shopApiUrl, SUM_FAIRNESS, { id: campaign.id, take })).campaignFairness.ticketPage.items).toHaveLength(expected);
        }

        // Each shopper gets exactly their own tickets, each proven in the list with its weight and interval.
        const listed = new Map<string, number>(full.map((t: any, i: number) => [t.ticketId, i]));
        const holders: string[] = [];
        for (const s of shoppers) {
            const proofs = (await gql(server.shopApiUrl, MY_PROOFS, { id: campaign.id }, s.token)).myTicketProofs;
            const own = await gql(
                server.shopApiUrl,
                'query ($c: ID!) { listUserCurCampaignTicket(campaignId: $c) { items { ticketId } } }',
                { c: campaign.id },
                s.token,
            );
            expect(proofs).toMatchObject({ __typename: 'MyTicketProofList', commitment: fairness.commitment, totalItems: 4, ticketCount: 12 });
            holders.push(proofs.holderHash);
            expect(proofs.items.map((p: any) => p.ticket.ticketId).sort()).toEqual(own.listUserCurCampaignTicket.items.map((t: any) => t.ticketId).sort());
            for (const p of proofs.items) {
                expect(p.ticket.holderHash).toBe(proofs.holderHash);
                expect(p.index).toBe(listed.get(p.ticket.ticketId));
                const checked = verifySumProof(fairness.commitment, p.ticket, p.steps, { index: p.index, count: fairness.ticketCount });
                expect(checked).toEqual({ before: BigInt(p.before), total: BigInt(fairness.totalWeight) });
                // The compact path is the same steps.
                expect(decodeSumPath(p.path, p.index, fairness.ticketCount)).toEqual(p.steps);
                // A weight claimed higher than committed does not verify.
                expect(verifySumProof(fairness.commitment, { ...p.ticket, weight: p.ticket.weight + 1 }, p.steps)).toBeNull();
            }
        }
        // Paging: clamped, and the pages add up.
        const first = (await gql(server.shopApiUrl, MY_PROOFS, { id: campaign.id, take: 3 }, shoppers[1]!.token)).myTicketProofs;
        const rest = (await gql(server.shopApiUrl, MY_PROOFS, { id: campaign.id, skip: 3, take: 3 }, shoppers[1]!.token)).myTicketProofs;
        expect([first.items.length, rest.items.length, first.totalItems]).toEqual([3, 1, 4]);
        expect((await gql(server.shopApiUrl, MY_PROOFS, { id: campaign.id, take: -1 }, shoppers[1]!.token)).myTicketProofs.items).toHaveLength(1);

        // A shopper with no ticket in this draw gets none of anybody else's.
        const outsider = await createShopper(server, admin, 'sumtree-outsider');
        const none = (await gql(server.shopApiUrl, MY_PROOFS, { id: campaign.id }, outsider.token)).myTicketProofs;
        expect(none).toMatchObject({ __typename: 'MyTicketProofList', items: [], totalItems: 0 });
        expect(new Set([...holders, none.holderHash]).size).toBe(4);
    });

    it('refuses the whole list of a sum-tree draw above 10,000 tickets in one answer, and pages it', { timeout: 180_000 }, async () => {
        const cap = await productVariants(server.shopApiUrl, 'cap');
        const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 20_000, ticketPerItem: 1 });
        const shopper = await createShopper(server, admin, 'sumtree-big');
        // 10,001 tickets written straight into the open campaign (the API would take minutes), then the sale ends.
        await queryDatabase(
            server,
            `INSERT INTO "ticket" ("ticketId", "seq", "rarity", "weight", "isWin", "isVoid", "campaignId", "customerId")
             WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10001)
             SELECT $1 || '-' || i, i, 'COMMON', 1, FALSE, FALSE, $2, $3 FROM n`,
            [campaign.sId, campaign.id, shopper.customerId],
        );
        await gql(
            server.adminApiUrl,
            'mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { ... on Campaign { id } } }',
            { input: { id: campaign.id, endDate: new Date(Date.now() + 1000).toISOString() } },
            admin,
        );
        await waitForDrawEnd(server.shopApiUrl, campaign.id);

        const whole = await shopApi(`${server.shopApiUrl}?languageCode=ms`, 'query ($id: ID!) { campaignFairness(campaignId: $id) { tickets { ticketId } } }', {
            id: campaign.id,
        });
        expect(whole.errors?.[0]?.message).toBe(
            'Cabutan ini mempunyai 10001 tiket, lebih daripada 10000 dalam satu jawapan: semak halaman demi halaman melalui ticketPage, dan buktikan tiket melalui laluannya',
        );
        const last = (await gql(server.shopApiUrl, SUM_FAIRNESS, { id: campaign.id, skip: 10_000, take: 1000 })).campaignFairness;
        expect(last).toMatchObject({ ticketCount: 10_001, ticketPage: { totalItems: 10_001, items: [{ ticketId: `${campaign.sId}-10001` }] } });
        const mine = (await gql(server.shopApiUrl, MY_PROOFS, { id: campaign.id, skip: 10_000 }, shopper.token)).myTicketProofs;
        expect(mine).toMatchObject({ totalItems: 10_001, items: [{ index: 10_000, ticket: { ticketId: `${campaign.sId}-10001` } }] });
        expect(verifySumProof(last.commitment, { ...mine.items[0].ticket }, mine.items[0].steps, { index: 10_000, count: 10_001 })).toEqual({
            before: 10_000n,
            total: 10_001n,
        });
    });

    it('answers clearly, in the shopper language, when there is nothing to prove', { timeout: 120_000 }, async () => {
        const shopper = await createShopper(server, admin, 'sumtree-errors');
        const cap = await productVariants(server.shopApiUrl, 'cap');
        const open = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 10 });
        const ask = async (id: string, token?: string, lang = 'en') =>
            (await gql(`${server.shopApiUrl}?languageCode=${lang}`, MY_PROOFS, { id }, token)).myTicketProofs;

        expect(await ask(open.id)).toMatchObject({ errorCode: 'TICKET_PROOFS_UNAVAILABLE_ERROR', reason: 'SIGN_IN_REQUIRED' });
        expect(await ask(open.id, shopper.token)).toMatchObject({ reason: 'NOT_COMMITTED', message: 'This draw has not committed its ticket list yet' });
        expect(await ask('99999999', shopper.token)).toMatchObject({ reason: 'NOT_FOUND', message: 'There is no such campaign' });
        expect(await ask('99999999', shopper.token, 'ms')).toMatchObject({ reason: 'NOT_FOUND', message: 'Tiada kempen sedemikian' });
        // A malformed id is refused before the query runs, by the shop's id rule, in the shopper's language.
        const malformed = await shopApi(`${server.shopApiUrl}?languageCode=ms`, MY_PROOFS, { id: 'not-an-id' }, { token: shopper.token });
        expect(malformed.errors?.[0]?.message).toMatch(/^Bukan id: "not-an-id"/);
        expect(await ask(open.id, shopper.token, 'ms')).toMatchObject({ message: 'Cabutan ini belum mengikat senarai tiketnya' });
    });

    it('a draw committed before the sum tree (merkle-v1) keeps its scheme and keeps verifying from the full list', { timeout: 180_000 }, async () => {
        const cap = await productVariants(server.shopApiUrl, 'cap');
        const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 10, ticketPerItem: 1 });
        const shoppers = [await createShopper(server, admin, 'sumtree-old0'), await createShopper(server, admin, 'sumtree-old1')];
        for (const s of shoppers) await buy(server, s, campaign.id, cap.variantIds[0]!, 2);
        // Their weights are known once the beacon round after the sale is out.
        const MINE = 'query ($c: ID!) { listUserCurCampaignTicket(campaignId: $c) { items { rarity rarityRevealsAt } } }';
        for (const s of shoppers) {
            await whenRevealed(async () => (await gql(server.shopApiUrl, MINE, { c: campaign.id }, s.token)).listUserCurCampaignTicket.items);
        }

        // The record an older server wrote at DRAW_INIT: a plain Merkle root, and no scheme column yet (the migration's default).
        const salt = randomBytes(32).toString('hex');
        const rows = await queryDatabase(
            server,
            'SELECT "ticketId", "weight", "customerId" FROM "ticket" WHERE "campaignId" = $1 AND NOT "isVoid" ORDER BY "seq"',
            [campaign.id],
        );
        const tickets = rows.map(r => ({ ticketId: r.ticketId, weight: Number(r.weight), holderHash: holderHash(salt, String(r.customerId)) }));
        await queryDatabase(
            server,
            `INSERT INTO "draw_record" ("campaignId", "provider", "holderSalt", "commitment", "ticketCount", "totalWeight") VALUES ($1, 'local', $2, $3, $4, $5)`,
            [campaign.id, salt, merkleRoot(tickets), tickets.length, String(tickets.reduce((s, t) => s + t.weight, 0))],
        );
        await gql(
            server.adminApiUrl,
            'mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { ... on Campaign { id } } }',
            { input: { id: campaign.id, endDate: new Date(Date.now() + 1000).toISOString() } },
            admin,
        );
        const progress = await waitForDrawEnd(server.shopApiUrl, campaign.id);

        const fairness = (
            await gql(server.shopApiUrl, `${FAIRNESS.replace('winnerIndex', 'winnerIndex commitmentScheme winnerProof { index }')}`, { id: campaign.id })
        ).campaignFairness;
        expect(fairness).toMatchObject({ commitmentScheme: 'merkle-v1', commitment: merkleRoot(tickets), winnerProof: null });
        const verified = verifyDraw({ ...fairness, provider: 'local', publicKey: fairness.vrfPublicKey, proof: fairness.vrfProof });
        expect(verified).toMatchObject({ ok: true, commitmentMatches: true, winner: { ticketId: progress.drawResult.winner.ticketId } });
        expect((await gql(server.shopApiUrl, MY_PROOFS, { id: campaign.id }, shoppers[0]!.token)).myTicketProofs).toMatchObject({ reason: 'NOT_A_SUM_TREE' });
    });
});
