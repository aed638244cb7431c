import {
    beaconPublicKey,
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

import { verifyPublishedDraw, type Fairness, type FairnessTicket } from './verifyDraw';

const BEACON_SK = new Uint8Array(32).fill(9);
const SALT = 'ab'.repeat(32);

/** A drand draw as campaignFairness publishes it, signed by a test beacon; merkle-v1 (its list loaded to verify) or a sum tree (its winner's path). */
function drandFairness(scheme: 'merkle-v1' | 'merkle-sum-v1' = 'merkle-v1', weights = [1, 3, 4, 1]): { fairness: Fairness; tickets: FairnessTicket[] } {
    const tickets = weights.map((weight, i) => ({
        ticketId: `DRAND9-${i + 1}`,
        weight,
        rarity: 'COMMON' as const,
        holderHash: holderHash(SALT, String(i % 2)),
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
