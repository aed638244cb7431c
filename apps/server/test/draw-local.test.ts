import { createHash } from 'node:crypto';

import { verifyDraw, verifyRoundRarity } from '@tuah/fairness';
import { gql, shopApi, TEST_RULES, TestServer, withShop } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { FAIRNESS, RARITY_ROUNDS, soldOutDraw, TIMELINE, timelineTimes, waitForDrawEnd } from './support/draws';

const STAGES = ['DRAW_INIT', 'CALL_CONTRACT', 'CALL_CHAINLINK', 'WAIT_VRF_RESULT', 'GET_WINNER', 'ENDED'];

describe('a lucky draw with the local VRF provider', () => {
    let server: TestServer;
    let admin: string;

    // Not the default provider (drand): this file is about the server's own VRF.
    withShop(shop => ({ server, admin } = shop), { DRAW_PROVIDER: 'local' });

    it('sells out, runs every stage once and publishes a winner anyone can re-derive', { timeout: 180_000 }, async () => {
        const { campaign, shoppers } = await soldOutDraw(server, admin, { shoppers: 4, each: 3, prefix: 'local' });
        const progress = await waitForDrawEnd(server.shopApiUrl, campaign.id);

        // Every stage was reached, in order, and says so.
        const times = STAGES.map(s => Date.parse(progress[`ts_${s}`]));
        expect(times.every(t => Number.isFinite(t))).toBe(true);
        expect([...times].sort((a, b) => a - b)).toEqual(times);
        expect(progress.stageMessage).toBe('The draw has ended');
        const ms = await shopApi(`${server.shopApiUrl}?languageCode=ms`, 'query ($id: ID!) { campaignProgress(campaignId: $id) { stageMessage provider } }', {
            id: campaign.id,
        });
        expect(ms.data.campaignProgress.stageMessage).toBe('Cabutan telah tamat');
        // The storefront shows only the stages this provider runs (docs/draws.md).
        expect(ms.data.campaignProgress.provider).toBe('local');

        const winner = progress.drawResult.winner;
        expect(progress.drawResult).toMatchObject({ name: 'Draw local', state: 'ENDED', prize: { name: expect.any(String) } });
        const shown = await gql(
            server.shopApiUrl,
            'query ($id: ID!) { campaign(campaignId: $id) { isDraw isClosed winner { ticketId customer { id displayName } } } }',
            { id: campaign.id },
        );
        expect(shown.campaign).toEqual({ isDraw: true, isClosed: true, winner });

        // The published proof re-derives the same winner with the fairness package alone.
        const fairness = (await gql(server.shopApiUrl, FAIRNESS, { id: campaign.id })).campaignFairness;
        expect(fairness).toMatchObject({
            provider: 'local',
            ticketCount: 12,
            totalWeight: String(fairness.tickets.reduce((s: number, t: any) => s + t.weight, 0)),
        });
        const verified = verifyDraw({
            sId: fairness.sId,
            commitment: fairness.commitment,
            tickets: fairness.tickets,
            provider: 'local',
            publicKey: fairness.vrfPublicKey,
            proof: fairness.vrfProof,
        });
        expect(verified).toMatchObject({ ok: true, commitmentMatches: true, proofValid: true, randomWord: fairness.randomWord });
        expect(verified.winner!.ticketId).toBe(winner.ticketId);
        expect(fairness.winnerTicketId).toBe(winner.ticketId);

        // The timeline shows only what a local draw ran (no contract, oracle or chain), each with its evidence, in order.
        const { timeline, committedAt } = (await gql(server.shopApiUrl, TIMELINE, { id: campaign.id })).campaignFairness;
        expect(timeline.map((s: any) => [s.stage, s.evidence])).toEqual([
            ['SALES_CLOSED', '12'],
            ['COMMITTED', fairness.commitment],
            ['RANDOMNESS_KNOWN', fairness.vrfProof],
            ['RESULT', winner.ticketId],
        ]);
        expect(timeline[1].at).toBe(committedAt);
        const published = timeline.map((s: any) => s.at).filter(Boolean);
        expect(published.length).toBeGreaterThanOrEqual(3);
        expect([...published].sort()).toEqual(published);
        const proof = {
            sId: fairness.sId,
            commitment: fairness.commitment,
            tickets: fairness.tickets,
            provider: 'local' as const,
            publicKey: fairness.vrfPublicKey,
            proof: fairness.vrfProof,
        };
        expect(verifyDraw({ ...proof, ...timelineTimes(timeline) })).toMatchObject({ ok: true, timeline: { ok: true } });
        // The same evidence with the result dated a second before the commitment fails.
        const early = new Date(Date.parse(committedAt) - 1000).toISOString();
        const reordered = verifyDraw({ ...proof, ...timelineTimes(timeline), resultAt: early });
        expect(reordered).toMatchObject({ ok: false, winner: null, timeline: { ok: false } });
        expect(reordered.reason).toMatch(/timeline out of order/);

        // A different ticket list, or another key's proof, does not verify.
        const swapped = [...fairness.tickets].reverse();
        expect(verifyDraw({ ...fairness, tickets: swapped, provider: 'local', publicKey: fairness.vrfPublicKey, proof: fairness.vrfProof }).ok).toBe(false);

        // The tier seed matches what was published before the sale, and re-derives every rarity.
        expect(createHash('sha256').update(fairness.tierSeed).digest('hex')).toBe(fairness.tierSeedCommitment);
        // Each with the signature of its beacon round, verified under the published chain's key.
        const odds = Object.fromEntries(fairness.tierOdds.map((o: any) => [o.rarity, o.percent]));
        const issued = (await gql(server.shopApiUrl, RARITY_ROUNDS, { id: campaign.id, rounds: [] })).campaignFairness.tickets;
        const rounds = [...new Set(issued.map((t: any) => t.rarityRound))] as number[];
        const evidence = (await gql(server.shopApiUrl, RARITY_ROUNDS, { id: campaign.id, rounds })).campaignFairness;
        for (const t of evidence.tickets) {
            const round = evidence.rarityRounds.find((r: any) => r.round === t.rarityRound);
            expect(t.rarityScheme).toBe('beacon-v1');
            const check = verifyRoundRarity({
                seed: fairness.tierSeed,
                ticketId: t.ticketId,
                rarity: t.rarity,
                round: round.round,
                signature: round.signature,
                publicKey: evidence.rarityBeacon.publicKey,
                odds,
            });
            expect(check).toMatchObject({ ok: true });
        }

        // Exactly one ticket won, and it is the winner's; each holder was told.
        let winners = 0;
        for (const s of shoppers) {
            const mine = await gql(
                server.shopApiUrl,
                'query ($c: ID!) { listUserCurCampaignTicket(campaignId: $c) { items { ticketId isWin } } }',
                { c: campaign.id },
                s.token,
            );
            const won = mine.listUserCurCampaignTicket.items.filter((t: any) => t.isWin);
            winners += won.length;
            const isWinner = s.customerId === winner.customer.id;
            expect(won.map((t: any) => t.ticketId)).toEqual(isWinner ? [winner.ticketId] : []);
            const notes = await gql(server.shopApiUrl, '{ readNotification(options: { take: 10 }) { items { tag actionTyp actionVal } } }', {}, s.token);
            expect(notes.readNotification.items).toContainEqual({
                tag: isWinner ? 'DRAW_WON' : 'DRAW_ENDED',
                actionTyp: 'CAM',
                actionVal: String(campaign.id),
            });
        }
        expect(winners).toBe(1);
    });

    it('a campaign that closes with no tickets ends without a draw', { timeout: 60_000 }, async () => {
        const cap = (await gql(server.shopApiUrl, '{ product(slug: "cap") { id } }')).product;
        const created = await gql(
            server.adminApiUrl,
            'mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { ... on Campaign { id } } }',
            {
                input: {
                    typStr: 'LUCKYDRAW',
                    productId: cap.id,
                    totalTicket: 10,
                    startDate: new Date(Date.now() - 60_000).toISOString(),
                    endDate: new Date(Date.now() + 1500).toISOString(),
                    rules: TEST_RULES,
                    translations: [{ languageCode: 'en', name: 'Empty draw', description: 'd', cardBuyTxt: 'b' }],
                },
            },
            admin,
        );
        // Polled until the draw has ended: the campaign closes by its end date, 1.5 s from now.
        const progress = await waitForDrawEnd(server.shopApiUrl, created.createCampaign.id);
        expect(progress.drawResult).toBeNull();
        expect(progress.ts_CALL_CONTRACT).toBeNull();
        const fairness = (await gql(server.shopApiUrl, FAIRNESS, { id: created.createCampaign.id })).campaignFairness;
        expect(fairness).toMatchObject({ ticketCount: 0, winnerTicketId: null, randomWord: null });
    });
});
