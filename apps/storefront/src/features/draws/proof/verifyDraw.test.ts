import {
    beaconPublicKey,
    rollTier,
    rollTierOnRound,
    roundAt,
    buildSumTree,
    firstRoundAtOrAfter,
    holderHash,
    merkleRoot,
    pickWinner,
    drandDrawWord,
    encodeSumPath,
    signBeaconRound,
    sumTreeProof,
    toHex,
} from '@tuah/fairness';
import { describe, expect, it } from 'vitest';

import { checkTicketTiers, verifyPublishedDraw, type Fairness, type FairnessTicket } from './verifyDraw';

const BEACON_SK = new Uint8Array(32).fill(9);
const SALT = 'ab'.repeat(32);

/** A drand draw as campaignFairness publishes it, signed by a test beacon; merkle-v1 (its list loaded to verify) or a sum tree (its winner's path). */
function drandFairness(scheme: 'merkle-v1' | 'merkle-sum-v1' = 'merkle-v1', weights = [1, 3, 4, 1]) {
    const tickets = weights.map((weight, i) => ({
        ticketId: `DRAND9-${i + 1}`,
        weight,
        rarity: 'COMMON' as const,
        holderHash: holderHash(SALT, String(i % 2)),
        rarityScheme: 'hmac-v1',
        rarityRound: null,
        issuedAt: null,
        rarityRevealedAt: null,
    }));
    const tree = buildSumTree(tickets);
    const commitment = scheme === 'merkle-v1' ? merkleRoot(tickets) : tree.root;
    const genesisTime = 1_790_000_000;
    const committedAt = genesisTime + 500.4;
    const beaconFixedAt = genesisTime + 501;
    const beaconRound = firstRoundAtOrAfter({ genesisTime, period: 3 }, beaconFixedAt + 6);
    const beaconSignature = signBeaconRound(BEACON_SK, beaconRound);
    const randomWord = toHex(drandDrawWord(commitment, beaconSignature));
    const winner = pickWinner(drandDrawWord(commitment, beaconSignature), tickets);
    const steps = sumTreeProof(tree, winner.index);
    const before = steps.reduce((sum, s) => (s.side === 'L' ? sum + BigInt(s.sum) : sum), 0n);
    const fairness: Fairness = {
        campaignId: '9',
        sId: 'DRAND9',
        stage: 'ENDED',
        provider: 'drand',
        commitment,
        committedAt: new Date(committedAt * 1000).toISOString(),
        commitmentScheme: scheme,
        ticketCount: tickets.length,
        totalWeight: String(tree.total),
        ticketPage: { totalItems: tickets.length, items: tickets.slice(0, 50) },
        winnerProof:
            scheme === 'merkle-v1' ? null : { index: winner.index, before: String(before), ticket: tickets[winner.index]!, path: encodeSumPath(steps) },
        tierSeedCommitment: '00'.repeat(32),
        tierSeed: null,
        rarityBeacon: null,
        tierOdds: [],
        randomWord,
        vrfPublicKey: null,
        vrfProof: null,
        chainId: null,
        contractAddress: null,
        requestId: null,
        commitTxHash: null,
        requestTxHash: null,
        fulfilTxHash: null,
        vrfWord: null,
        beaconRound,
        beaconFixedAt,
        beaconDelaySeconds: 6,
        beaconPublicKey: beaconPublicKey(BEACON_SK),
        beaconChainHash: 'c4'.repeat(32),
        beaconGenesisTime: genesisTime,
        beaconPeriod: 3,
        beaconSignature,
        winnerTicketId: winner.ticketId,
        winnerIndex: winner.index,
        logEntries: null,
        timeline: null,
    };
    return { fairness, tickets };
}

describe('verifyPublishedDraw for a drand draw', () => {
    it('checks the round signature and the timing, and re-derives the published winner from the list it loads', async () => {
        const { fairness, tickets } = drandFairness();
        let loaded = 0;
        const load = async () => (loaded++, tickets);
        expect(await verifyPublishedDraw(fairness, load)).toMatchObject({
            matches: true,
            proofValid: true,
            roundInTime: true,
            randomWordMatches: true,
            path: null,
        });
        expect(loaded).toBe(1);
    });

    it('fails when a ticket was added after the round was fixed, or the round is not the fixed one', async () => {
        const { fairness, tickets } = drandFairness();
        const late = [...tickets, { ticketId: 'DRAND9-5', weight: 4, rarity: 'LEGENDARY' as const, holderHash: holderHash(SALT, '1') }];
        expect(await verifyPublishedDraw(fairness, async () => late)).toMatchObject({ matches: false, commitmentMatches: false });
        const earlier = fairness.beaconRound! - 3;
        expect(
            await verifyPublishedDraw({ ...fairness, beaconRound: earlier, beaconSignature: signBeaconRound(BEACON_SK, earlier) }, async () => tickets),
        ).toMatchObject({
            matches: false,
            roundInTime: false,
        });
        const forged = signBeaconRound(new Uint8Array(32).fill(5), fairness.beaconRound!);
        expect(await verifyPublishedDraw({ ...fairness, beaconSignature: forged }, async () => tickets)).toMatchObject({ matches: false, proofValid: false });
    });
});

describe('verifyPublishedDraw and the timeline', () => {
    it('passes a published timeline in order, and fails the same evidence with the result dated before the round', async () => {
        const { fairness, tickets } = drandFairness();
        const emitted = fairness.beaconGenesisTime! + (fairness.beaconRound! - 1) * fairness.beaconPeriod!;
        const at = (seconds: number) => new Date(seconds * 1000).toISOString();
        const timeline = [
            { stage: 'COMMITTED', at: fairness.committedAt, evidence: fairness.commitment },
            { stage: 'ROUND_FIXED', at: at(fairness.beaconFixedAt!), evidence: String(fairness.beaconRound) },
            { stage: 'RANDOMNESS_KNOWN', at: at(emitted), evidence: fairness.beaconSignature },
            { stage: 'RESULT', at: at(emitted + 1), evidence: fairness.winnerTicketId },
        ];
        expect(await verifyPublishedDraw({ ...fairness, timeline }, async () => tickets)).toMatchObject({ matches: true, timelineInOrder: true });
        const reordered = timeline.map(s => (s.stage === 'RESULT' ? { ...s, at: at(emitted - 2) } : s));
        const check = await verifyPublishedDraw({ ...fairness, timeline: reordered }, async () => tickets);
        expect(check).toMatchObject({ matches: false, timelineInOrder: false, proofValid: true, roundInTime: true });
        expect(check.reason).toMatch(/timeline out of order/);
        // A draw from before the timeline: nothing to check, and it still verifies.
        expect(await verifyPublishedDraw({ ...fairness, timeline: null }, async () => tickets)).toMatchObject({ matches: true, timelineInOrder: null });
    });
});

describe('verifyPublishedDraw for a sum-tree draw', () => {
    const noList = async (): Promise<FairnessTicket[]> => {
        throw new Error('a sum-tree draw is verified without its list');
    };

    it("proves the winner by its path alone, and shows the winner's chances around the drawn point", async () => {
        const { fairness } = drandFairness('merkle-sum-v1', [1, 3, 4, 1, 4, 1, 1, 3, 1]);
        const check = await verifyPublishedDraw(fairness, noList);
        expect(check).toMatchObject({ matches: true, commitmentMatches: true, derivedWinner: fairness.winnerTicketId, path: { total: '19' } });
        const { point, from, to } = check.path!;
        expect(BigInt(from) <= BigInt(point) && BigInt(point) <= BigInt(to)).toBe(true);
    });

    it('fails for another ticket, a changed weight or a wrong sibling sum', async () => {
        const { fairness, tickets } = drandFairness('merkle-sum-v1', [1, 3, 4, 1, 4, 1, 1, 3, 1]);
        const proof = fairness.winnerProof!;
        const otherIndex = (proof.index + 1) % tickets.length;
        const other = { ...proof, index: otherIndex, ticket: tickets[otherIndex]!, path: encodeSumPath(sumTreeProof(buildSumTree(tickets), otherIndex)) };
        expect(await verifyPublishedDraw({ ...fairness, winnerProof: other, winnerTicketId: other.ticket.ticketId }, noList)).toMatchObject({
            matches: false,
            commitmentMatches: true,
        });
        const heavier = { ...proof, ticket: { ...proof.ticket, weight: proof.ticket.weight + 1 } };
        expect(await verifyPublishedDraw({ ...fairness, winnerProof: heavier }, noList)).toMatchObject({ matches: false, commitmentMatches: false });
        const steps = sumTreeProof(buildSumTree(tickets), proof.index).map((s, i) => (i === 0 ? { ...s, sum: String(BigInt(s.sum) + 1n) } : s));
        expect(await verifyPublishedDraw({ ...fairness, winnerProof: { ...proof, path: encodeSumPath(steps) } }, noList)).toMatchObject({
            matches: false,
            commitmentMatches: false,
        });
        // A path cut short does not decode, and proves nothing.
        expect(await verifyPublishedDraw({ ...fairness, winnerProof: { ...proof, path: proof.path.slice(8) } }, noList)).toMatchObject({ matches: false });
    });
});

describe('ticket tiers (docs/fairness.md#ticket-rarity)', () => {
    const seed = 'beef'.repeat(16);
    const chain = { publicKey: beaconPublicKey(BEACON_SK), chainHash: 'cafe'.repeat(16), genesisTime: 1_790_000_000, period: 3 };
    const issued = chain.genesisTime + 100.5;
    const round = roundAt(chain, issued) + 1;
    const signature = signBeaconRound(BEACON_SK, round);
    const emitted = chain.genesisTime + (round - 1) * chain.period;
    const fairness = { tierSeed: seed, tierOdds: [], rarityBeacon: chain } as unknown as Fairness;
    const beaconTicket = (ticketId: string, overrides: Partial<FairnessTicket> = {}): FairnessTicket => ({
        ticketId,
        weight: 1,
        rarity: rollTierOnRound(seed, ticketId, signature),
        holderHash: 'aa'.repeat(32),
        rarityScheme: 'beacon-v1',
        rarityRound: round,
        issuedAt: new Date(issued * 1000).toISOString(),
        rarityRevealedAt: new Date((emitted + 0.2) * 1000).toISOString(),
        ...overrides,
    });
    const asked: number[][] = [];
    const rounds = (sig: string) => async (wanted: number[]) => {
        asked.push(wanted);
        return wanted.map(r => ({ round: r, signature: r === round ? sig : null }));
    };

    it('re-derives beacon-v1 tiers from the seed and the verified round (asked once for all), hmac-v1 from the seed alone', async () => {
        const old = { ticketId: 'OLD-1', weight: 1, rarity: rollTier(seed, 'OLD-1'), holderHash: 'bb'.repeat(32) };
        asked.length = 0;
        expect(await checkTicketTiers(fairness, [beaconTicket('T-1'), beaconTicket('T-2'), old], rounds(signature))).toEqual([]);
        expect(asked).toEqual([[round]]);
    });

    it('fails a forged signature, a tier the round does not give, a round already out at issue, or a rarity known before its round', async () => {
        const forged = signBeaconRound(new Uint8Array(32).fill(7), round);
        expect(await checkTicketTiers(fairness, [beaconTicket('T-1')], rounds(forged))).toEqual(['T-1']);
        const wrong = beaconTicket('T-2');
        const other = (['COMMON', 'RARE'] as const).find(t => t !== wrong.rarity)!;
        expect(await checkTicketTiers(fairness, [{ ...wrong, rarity: other }], rounds(signature))).toEqual(['T-2']);
        const late = beaconTicket('T-3', { issuedAt: new Date((emitted + 0.5) * 1000).toISOString() });
        expect(await checkTicketTiers(fairness, [late], rounds(signature))).toEqual(['T-3']);
        const early = beaconTicket('T-4', { rarityRevealedAt: new Date((emitted - 1) * 1000).toISOString() });
        expect(await checkTicketTiers(fairness, [early], rounds(signature))).toEqual(['T-4']);
    });
});
