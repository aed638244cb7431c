import { describe, expect, test } from 'vitest';

import { fromHex, toHex } from './bytes.js';
import { type CommittedTicket, holderHash, merkleRoot } from './commitment.js';
import { beaconPublicKey, firstRoundAtOrAfter, roundAt, roundTime, signBeaconRound } from './drand.js';
import { type DrawProof, drawAlpha, verifyDraw } from './draw.js';
import { checkBoxTimeline, checkTimeline, type TimelineTimes } from './timeline.js';
import { vrfProve, vrfPublicKey } from './vrf.js';

const SK = fromHex('4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb'); // RFC 8032 TEST 2
const BEACON_SK = fromHex('2a'.repeat(32));
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

const T0 = 1_800_000_000;
const chain = { genesisTime: T0 - 1000, period: 3 };
const fixedAt = T0 + 11;
const delay = 5;
const round = firstRoundAtOrAfter(chain, fixedAt + delay);
const emitted = roundTime(chain, round);

/** A drand draw's times in order: sales close, commitment, round fixed, round emitted, result. */
const drandTimes: TimelineTimes = {
    salesClosedAt: iso(T0),
    committedAt: iso(T0 + 10.4),
    beaconFixedAt: fixedAt,
    beaconDelaySeconds: delay,
    beaconRound: round,
    beaconGenesisTime: chain.genesisTime,
    beaconPeriod: chain.period,
    resultAt: iso(emitted + 2),
};
/** A local draw's times in order. */
const localTimes: TimelineTimes = { salesClosedAt: iso(T0), committedAt: iso(T0 + 10), randomnessAt: iso(T0 + 20), resultAt: iso(T0 + 21) };

describe('checkTimeline', () => {
    test('a timeline in order passes, with each stage at its published time', () => {
        const drand = checkTimeline(drandTimes);
        expect(drand.ok).toBe(true);
        expect(drand.stages.map(s => [s.stage, s.at])).toEqual([
            ['SALES_CLOSED', T0],
            ['COMMITTED', T0 + 10.4],
            ['ROUND_FIXED', fixedAt],
            ['RANDOMNESS_KNOWN', emitted],
            ['RESULT', emitted + 2],
        ]);
        expect(checkTimeline(localTimes)).toMatchObject({ ok: true });
    });

    test('a missing time is "not published", not a failure', () => {
        const check = checkTimeline({ committedAt: iso(T0) });
        expect(check.ok).toBe(true);
        expect(check.stages.filter(s => s.at === null).map(s => s.stage)).toEqual(['SALES_CLOSED', 'ROUND_FIXED', 'RANDOMNESS_KNOWN', 'RESULT']);
        expect(checkTimeline({}).ok).toBe(true);
    });

    // Each pair of neighbouring stages swapped: the later one is flagged and the reason names the rule.
    test.each([
        ['sales closed after the commitment', { ...localTimes, salesClosedAt: iso(T0 + 15) }, 'COMMITTED', /before sales closed/],
        ['randomness before the commitment', { ...localTimes, randomnessAt: iso(T0 + 5) }, 'RANDOMNESS_KNOWN', /randomness was known before the commitment/],
        ['result before the randomness', { ...localTimes, resultAt: iso(T0 + 19) }, 'RESULT', /result was announced before the randomness/],
        ['result before the commitment (no randomness time)', { committedAt: iso(T0 + 10), resultAt: iso(T0 + 9) }, 'RESULT', /before the commitment/],
        ['round fixed before the commitment', { ...drandTimes, beaconFixedAt: T0 + 9 }, 'ROUND_FIXED', /fixed before the commitment/],
        [
            'round emitted before the commitment',
            { ...drandTimes, beaconFixedAt: null, committedAt: iso(emitted + 1) },
            'RANDOMNESS_KNOWN',
            /emitted before the commitment/,
        ],
        ['round emitted before fixing + delay', { ...drandTimes, beaconRound: round - 1 }, 'RANDOMNESS_KNOWN', /before the delay/],
        ['result before the round', { ...drandTimes, resultAt: iso(emitted - 1) }, 'RESULT', /before the randomness/],
    ] as const)('%s fails', (_, times, stage, reason) => {
        const check = checkTimeline(times);
        expect(check.ok).toBe(false);
        expect(check.reason).toMatch(reason);
        expect(check.stages.find(s => s.stage === stage)?.ok).toBe(false);
    });

    test('the fixing time of the round is whole seconds: fixed in the second of a commitment at .9 s is in order; the other times compare exactly', () => {
        expect(checkTimeline({ committedAt: iso(T0 + 0.9), beaconFixedAt: T0 }).ok).toBe(true);
        expect(checkTimeline({ committedAt: iso(T0 + 0.9), randomnessAt: iso(T0 + 0.5) }).ok).toBe(false);
    });
});

describe('verifyDraw checks the timeline', () => {
    const tickets: CommittedTicket[] = Array.from({ length: 5 }, (_, i) => ({
        ticketId: `TLINE1-${String(i + 1).padStart(6, '0')}`,
        weight: 1 + (i % 3),
        holderHash: holderHash('ab'.repeat(32), String(i % 2)),
    }));
    const commitment = merkleRoot(tickets);
    const local: DrawProof = {
        sId: 'TLINE1',
        commitment,
        tickets,
        provider: 'local',
        publicKey: toHex(vrfPublicKey(SK)),
        proof: toHex(vrfProve(SK, drawAlpha('TLINE1', commitment))),
        salesClosedAt: localTimes.salesClosedAt as string,
        committedAt: localTimes.committedAt as string,
        randomnessAt: localTimes.randomnessAt as string,
        resultAt: localTimes.resultAt as string,
    };
    const drand: DrawProof = {
        sId: 'TLINE1',
        commitment,
        tickets,
        provider: 'drand',
        committedAt: drandTimes.committedAt as string,
        beaconFixedAt: fixedAt,
        beaconDelaySeconds: delay,
        beaconPublicKey: beaconPublicKey(BEACON_SK),
        beaconGenesisTime: chain.genesisTime,
        beaconPeriod: chain.period,
        beaconRound: round,
        beaconSignature: signBeaconRound(BEACON_SK, round),
        resultAt: drandTimes.resultAt as string,
    };

    test('proofs in order verify, and report their timeline', () => {
        expect(verifyDraw(local)).toMatchObject({ ok: true, timeline: { ok: true } });
        expect(verifyDraw(drand)).toMatchObject({ ok: true, timeline: { ok: true } });
    });

    test('an old proof without times still verifies', () => {
        const { salesClosedAt, committedAt, randomnessAt, resultAt, ...old } = local;
        void [salesClosedAt, committedAt, randomnessAt, resultAt];
        expect(verifyDraw(old)).toMatchObject({ ok: true, timeline: { ok: true } });
    });

    test('a reordered timeline fails verification with its reason', () => {
        const reordered = verifyDraw({ ...local, resultAt: local.committedAt, randomnessAt: local.resultAt });
        expect(reordered).toMatchObject({ ok: false, winner: null, timeline: { ok: false } });
        expect(reordered.reason).toMatch(/timeline out of order: the result was announced before the randomness/);
        const lateSale = verifyDraw({ ...local, salesClosedAt: local.resultAt });
        expect(lateSale.ok).toBe(false);
        expect(lateSale.reason).toMatch(/before sales closed/);
        const earlyResult = verifyDraw({ ...drand, resultAt: iso(emitted - 3) });
        expect(earlyResult).toMatchObject({ ok: false, proofValid: true, roundInTime: true });
        expect(earlyResult.reason).toMatch(/before the randomness/);
    });
});

describe('checkBoxTimeline', () => {
    test('committed, bought, opened in order passes; a missing time is not a failure', () => {
        expect(checkBoxTimeline({ committedAt: iso(T0), boughtAt: iso(T0 + 60), openedAt: iso(T0 + 61) }).ok).toBe(true);
        expect(checkBoxTimeline({ openedAt: iso(T0) }).ok).toBe(true);
    });

    test('a box bought before the seed was committed, or opened before it was bought, fails', () => {
        const early = checkBoxTimeline({ committedAt: iso(T0 + 60), boughtAt: iso(T0), openedAt: iso(T0 + 61) });
        expect(early).toMatchObject({ ok: false, reason: 'the box was bought before the campaign seed was committed' });
        const opened = checkBoxTimeline({ committedAt: iso(T0), boughtAt: iso(T0 + 60), openedAt: iso(T0 + 59) });
        expect(opened).toMatchObject({ ok: false, reason: 'the box was opened before it was bought' });
        expect(opened.stages.find(s => s.stage === 'RESULT')?.ok).toBe(false);
    });
});

describe('checkBoxTimeline, vrf-beacon-v1', () => {
    const beaconChain = { genesisTime: T0 - 1000, period: 3 };
    const claimed = T0 + 100.4;
    const beaconRound = roundAt(beaconChain, claimed) + 1;
    const roundAtTime = roundTime(beaconChain, beaconRound);
    const inOrder = {
        scheme: 'vrf-beacon-v1',
        committedAt: iso(T0),
        boughtAt: iso(T0 + 60),
        claimedAt: iso(claimed),
        roundFixedAt: iso(claimed),
        beaconRound,
        beaconGenesisTime: beaconChain.genesisTime,
        beaconPeriod: beaconChain.period,
        openedAt: iso(roundAtTime + 0.3),
    };

    test('committed, bought, claimed, round fixed, round emitted, result in order passes, the emission from the schedule', () => {
        const check = checkBoxTimeline(inOrder);
        expect(check.ok).toBe(true);
        expect(check.stages.map(s => s.stage)).toEqual(['COMMITTED', 'BOUGHT', 'CLAIMED', 'ROUND_FIXED', 'RANDOMNESS_KNOWN', 'RESULT']);
        expect(check.stages.find(s => s.stage === 'RANDOMNESS_KNOWN')?.at).toBe(roundAtTime);
    });

    test('a round emitted before the claim (known to whoever chose the seed) fails', () => {
        const known = checkBoxTimeline({ ...inOrder, beaconRound: beaconRound - 1 });
        expect(known).toMatchObject({ ok: false, reason: 'the beacon round was emitted before the opening was claimed' });
        expect(known.stages.find(s => s.stage === 'RANDOMNESS_KNOWN')?.ok).toBe(false);
    });

    test('reordered stages fail, each with its reason', () => {
        expect(checkBoxTimeline({ ...inOrder, claimedAt: iso(T0 + 59), roundFixedAt: iso(T0 + 59) })).toMatchObject({
            ok: false,
            reason: 'the opening was claimed before the box was bought',
        });
        expect(checkBoxTimeline({ ...inOrder, roundFixedAt: iso(claimed - 1) }).reason).toBe('the beacon round was fixed before the opening was claimed');
        expect(checkBoxTimeline({ ...inOrder, openedAt: iso(roundAtTime - 0.5) }).reason).toBe('the box was opened before its beacon round was emitted');
    });

    test('a vrf-beacon-v1 timeline without its claim or round fails', () => {
        expect(checkBoxTimeline({ ...inOrder, claimedAt: null }).ok).toBe(false);
        expect(checkBoxTimeline({ ...inOrder, beaconRound: null }).reason).toBe('the claim time or the beacon round is not published');
    });
});
