import { createHash } from 'node:crypto';

import { checkRarityTimeline, rollTier, signBeaconRound, verifyBeaconRound, verifyDraw, verifyRoundRarity } from '@tuah/fairness';
import { createCampaign, createShopper, gql, productVariants, queryDatabase, TestServer, withShop } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { buy, FAIRNESS, waitForDrawEnd, whenRevealed } from './support/draws';

const MY_TICKETS = `query ($c: ID!) { listUserCurCampaignTicket(campaignId: $c) { items { ticketId rarity weight rarityScheme rarityRound rarityRevealsAt createdAt } } }`;

const RARITY_PROOF = `query ($id: ID!, $rounds: [Int!]!) { campaignFairness(campaignId: $id) {
  ticketCount tierSeed tierOdds { rarity percent }
  tickets { ticketId weight rarity holderHash rarityScheme rarityRound issuedAt rarityRevealedAt }
  rarityBeacon { publicKey chainHash genesisTime period }
  rarityRounds(rounds: $rounds) { round signature emittedAt }
} }`;

/** A shopper's tickets of a campaign once every rarity is known. */
function revealedTickets(server: TestServer, token: string, campaignId: string) {
    return whenRevealed(async () => (await gql(server.shopApiUrl, MY_TICKETS, { c: campaignId }, token)).listUserCurCampaignTicket.items);
}

/** Another key's signature of the same round: what a forger without the beacon's key can make. */
function forged(round: number): string {
    return signBeaconRound(createHash('sha256').update('not the beacon').digest(), round);
}

/**
 * Issue 32: a ticket's rarity takes the beacon round emitted after it was issued
 * (docs/fairness.md#ticket-rarity), so nobody, the operator included, knows at sale which ticket
 * numbers will be Legendary.
 */
describe('ticket rarity from a beacon round after issue', () => {
    let server: TestServer;
    let admin: string;

    // Local draws: the last test checks the draw's VRF proof over the revealed weights.
    withShop(shop => ({ server, admin } = shop), { DRAW_PROVIDER: 'local' });

    it('a ticket is issued with the next round and no rarity; reads never show it pending past the round; concurrent reads reveal it once, alike', async () => {
        const cap = await productVariants(server.shopApiUrl, 'cap');
        const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 20 });
        const shopper = await createShopper(server, admin, 'rarity-reads');
        await buy(server, shopper, campaign.id, cap.variantIds[0], 3);

        const readAt = Date.now();
        const first = (await gql(server.shopApiUrl, MY_TICKETS, { c: campaign.id }, shopper.token)).listUserCurCampaignTicket.items;
        expect(first).toHaveLength(3);
        for (const t of first) {
            expect(t).toMatchObject({ rarityScheme: 'beacon-v1', rarityRound: expect.any(Number) });
            // The round comes after the issue, at most a period (1 s) later.
            const reveals = Date.parse(t.rarityRevealsAt);
            expect(reveals).toBeGreaterThan(Date.parse(t.createdAt));
            expect(reveals - Date.parse(t.createdAt)).toBeLessThanOrEqual(1000);
            // Pending only while the round is not out; known (with its weight) once it is.
            if (t.rarity === null) {
                expect(t.weight).toBeNull();
                expect(reveals).toBeGreaterThan(readAt - 100);
            } else {
                expect(t.weight).toBeGreaterThan(0);
            }
        }

        // At the round's time, six reads race the issuing process's waiter: one answer for all.
        const due = Math.max(...first.map((t: any) => Date.parse(t.rarityRevealsAt)));
        await new Promise(r => setTimeout(r, Math.max(0, due - Date.now())));
        const answers = await Promise.all(
            Array.from({ length: 6 }, () => gql(server.shopApiUrl, MY_TICKETS, { c: campaign.id }, shopper.token).then(r => r.listUserCurCampaignTicket.items)),
        );
        const settled = await revealedTickets(server, shopper.token, campaign.id);
        for (const answer of answers) {
            for (const t of answer) if (t.rarity !== null) expect(t.rarity).toBe(settled.find((s: any) => s.ticketId === t.ticketId).rarity);
        }
        // Written once: the reveal time stays what the first writer set, whoever reads later.
        const revealed = () =>
            queryDatabase(server, 'SELECT "ticketId", "rarity", "rarityRevealedAt" FROM "ticket" WHERE "campaignId" = $1 ORDER BY "seq"', [campaign.id]);
        const before = await revealed();
        await Promise.all([1, 2, 3].map(() => gql(server.shopApiUrl, MY_TICKETS, { c: campaign.id }, shopper.token)));
        expect(await revealed()).toEqual(before);
        expect(before.map(r => r.rarity)).toEqual(settled.map((t: any) => t.rarity));

        // Another shopper gets none of them.
        const other = await createShopper(server, admin, 'rarity-other');
        expect((await gql(server.shopApiUrl, MY_TICKETS, { c: campaign.id }, other.token)).listUserCurCampaignTicket.items).toEqual([]);
    });

    it(
        'the draw commits only revealed tickets; each re-derives from the published seed and its verified round, old hmac-v1 ones by the seed alone',
        { timeout: 120_000 },
        async () => {
            const cap = await productVariants(server.shopApiUrl, 'cap');
            const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 4 });
            const [early, late] = await Promise.all([createShopper(server, admin, 'rarity-early'), createShopper(server, admin, 'rarity-late')]);
            await buy(server, early, campaign.id, cap.variantIds[0], 1);
            const [old] = await revealedTickets(server, early.token, campaign.id);
            // A ticket as issued before beacon-v1 (the migration gives them hmac-v1): seed and id alone.
            const [{ tierSeed }] = await queryDatabase(server, 'SELECT "tierSeed" FROM "campaign" WHERE "id" = $1', [campaign.id]);
            const oldTier = rollTier(tierSeed, old.ticketId);
            await queryDatabase(
                server,
                `UPDATE "ticket" SET "rarityScheme" = 'hmac-v1', "rarityRound" = NULL, "rarityRevealedAt" = NULL, "rarity" = $1, "weight" = $2 WHERE "ticketId" = $3`,
                [oldTier, { COMMON: 1, RARE: 1, EPIC: 1, ULTRA: 3, LEGENDARY: 4 }[oldTier], old.ticketId],
            );

            // The last three sell it out: DRAW_INIT runs at once, and must wait for their round.
            await buy(server, late, campaign.id, cap.variantIds[0], 3);
            await waitForDrawEnd(server.shopApiUrl, campaign.id);
            const first = (await gql(server.shopApiUrl, RARITY_PROOF, { id: campaign.id, rounds: [] })).campaignFairness;
            const rounds = [...new Set(first.tickets.map((t: any) => t.rarityRound).filter((r: number | null) => r !== null))] as number[];
            const proof = (await gql(server.shopApiUrl, RARITY_PROOF, { id: campaign.id, rounds: [...rounds, 1, -5] })).campaignFairness;
            expect(proof.ticketCount).toBe(4);
            // Only this draw's rounds are answered (round 1 is nobody's here), each once.
            expect(proof.rarityRounds.map((r: any) => r.round)).toEqual(rounds);

            const { publicKey, genesisTime, period } = proof.rarityBeacon;
            const odds = Object.fromEntries(proof.tierOdds.map((o: any) => [o.rarity, o.percent]));
            // DRAW_INIT starts when the sale closes (ts_DRAW_INIT); the list is sealed in it once every rarity is known.
            const [record] = await queryDatabase(server, 'SELECT "createdAt" FROM "draw_record" WHERE "campaignId" = $1', [campaign.id]);
            // SQLite keeps it in whole seconds (UTC, no zone), PostgreSQL as a timestamp.
            const committedAt = record.createdAt instanceof Date ? record.createdAt.getTime() : Date.parse(`${String(record.createdAt).replace(' ', 'T')}Z`);
            for (const t of proof.tickets) {
                expect(t.rarity).not.toBeNull();
                if (t.ticketId === old.ticketId) {
                    expect(t).toMatchObject({ rarityScheme: 'hmac-v1', rarityRound: null, rarity: oldTier });
                    expect(rollTier(proof.tierSeed, t.ticketId, odds)).toBe(t.rarity);
                    continue;
                }
                expect(t.rarityScheme).toBe('beacon-v1');
                const round = proof.rarityRounds.find((r: any) => r.round === t.rarityRound);
                expect(verifyBeaconRound(publicKey, round.round, round.signature)).toBe(true);
                expect(
                    verifyRoundRarity({
                        seed: proof.tierSeed,
                        ticketId: t.ticketId,
                        rarity: t.rarity,
                        round: round.round,
                        signature: round.signature,
                        publicKey,
                        odds,
                    }),
                ).toMatchObject({
                    ok: true,
                });
                // Issued, round fixed, round emitted, rarity known: in order, and the list committed after.
                expect(checkRarityTimeline({ issuedAt: t.issuedAt, round: t.rarityRound, genesisTime, period, revealedAt: t.rarityRevealedAt })).toMatchObject({
                    ok: true,
                });
                expect(committedAt).toBeGreaterThanOrEqual(Date.parse(round.emittedAt));
                expect(Date.parse(t.rarityRevealedAt)).toBeLessThan(committedAt + 1000);
                // A forged signature, or another round's, fails.
                expect(
                    verifyRoundRarity({
                        seed: proof.tierSeed,
                        ticketId: t.ticketId,
                        rarity: t.rarity,
                        round: round.round,
                        signature: forged(round.round),
                        publicKey,
                        odds,
                    }).ok,
                ).toBe(false);
                // Another round's genuine signature (the early ticket's round, kept when it was revealed).
                const [other] = await queryDatabase(
                    server,
                    'SELECT "round", "signature" FROM "beacon_round" WHERE "round" < $1 ORDER BY "round" DESC LIMIT 1',
                    [round.round],
                );
                const next = { signature: other.signature as string };
                expect(verifyBeaconRound(publicKey, Number(other.round), next.signature)).toBe(true);
                expect(
                    verifyRoundRarity({
                        seed: proof.tierSeed,
                        ticketId: t.ticketId,
                        rarity: t.rarity,
                        round: round.round,
                        signature: next.signature,
                        publicKey,
                        odds,
                    }).ok,
                ).toBe(false);
                // The same ticket claimed on a round already out at its issue fails the timeline.
                expect(checkRarityTimeline({ issuedAt: t.issuedAt, round: t.rarityRound - 1, genesisTime, period }).ok).toBe(false);
            }
            // The draw itself verifies over these weights.
            const fairness = (await gql(server.shopApiUrl, FAIRNESS, { id: campaign.id })).campaignFairness;
            expect(verifyDraw({ ...fairness, provider: 'local', publicKey: fairness.vrfPublicKey, proof: fairness.vrfProof }).ok).toBe(true);
        },
    );
});
