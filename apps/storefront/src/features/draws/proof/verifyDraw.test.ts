import { beaconPublicKey, firstRoundAtOrAfter, holderHash, merkleRoot, pickWinner, drandDrawWord, signBeaconRound, toHex } from '@tuah/fairness';
import { describe, expect, it } from 'vitest';

import { verifyPublishedDraw, type Fairness } from './verifyDraw';

const BEACON_SK = new Uint8Array(32).fill(9);
const SALT = 'ab'.repeat(32);

/** A drand draw as campaignFairness publishes it, signed by a test beacon. */
function drandFairness(): Fairness {
    const tickets = [1, 3, 4, 1].map((weight, i) => ({
        ticketId: `DRAND9-${i + 1}`,
        weight,
        rarity: 'COMMON' as const,
        holderHash: holderHash(SALT, String(i % 2)),
    }));
    const commitment = merkleRoot(tickets);
    const genesisTime = 1_790_000_000;
    const committedAt = genesisTime + 500.4;
    const beaconFixedAt = genesisTime + 501;
    const beaconRound = firstRoundAtOrAfter({ genesisTime, period: 3 }, beaconFixedAt + 6);
    const beaconSignature = signBeaconRound(BEACON_SK, beaconRound);
    const randomWord = toHex(drandDrawWord(commitment, beaconSignature));
    const winner = pickWinner(drandDrawWord(commitment, beaconSignature), tickets);
    return {
        campaignId: '9',
        sId: 'DRAND9',
        stage: 'ENDED',
        provider: 'drand',
        commitment,
        committedAt: new Date(committedAt * 1000).toISOString(),
        ticketCount: tickets.length,
        totalWeight: '9',
        tickets,
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
    };
}

describe('verifyPublishedDraw for a drand draw', () => {
    it('checks the round signature and the timing, and re-derives the published winner', async () => {
        const fairness = drandFairness();
        expect(await verifyPublishedDraw(fairness)).toMatchObject({ matches: true, proofValid: true, roundInTime: true, randomWordMatches: true });
    });

    it('fails when a ticket was added after the round was fixed, or the round is not the fixed one', async () => {
        const fairness = drandFairness();
        const late = {
            ...fairness,
            tickets: [...fairness.tickets, { ticketId: 'DRAND9-5', weight: 4, rarity: 'LEGENDARY' as const, holderHash: holderHash(SALT, '1') }],
        };
        expect(await verifyPublishedDraw(late)).toMatchObject({ matches: false, commitmentMatches: false });
        const earlier = fairness.beaconRound! - 3;
        expect(await verifyPublishedDraw({ ...fairness, beaconRound: earlier, beaconSignature: signBeaconRound(BEACON_SK, earlier) })).toMatchObject({
            matches: false,
            roundInTime: false,
        });
        const forged = signBeaconRound(new Uint8Array(32).fill(5), fairness.beaconRound!);
        expect(await verifyPublishedDraw({ ...fairness, beaconSignature: forged })).toMatchObject({ matches: false, proofValid: false });
    });
});
