import { sha256 } from '@noble/hashes/sha2';
import { describe, expect, test } from 'vitest';

import { fromHex, toHex } from './bytes.js';
import { type CommittedTicket, holderHash, merkleRoot } from './commitment.js';
import {
    beaconPublicKey,
    beaconRandomness,
    beaconRoundMessage,
    DRAND_QUICKNET,
    drandDrawWord,
    firstRoundAtOrAfter,
    roundAt,
    roundTime,
    signBeaconRound,
    verifyBeaconRound,
} from './drand.js';
import { type DrawProof, pickWinner, verifyDraw } from './draw.js';

/**
 * drand quicknet round 123 (https://api.drand.sh/52db9ba7…c84e971/public/123), the example the
 * drand-verify crate's documentation checks against quicknet's public key. Data only.
 */
const QUICKNET_ROUND = 123;
const QUICKNET_SIGNATURE = 'b75c69d0b72a5d906e854e808ba7e2accb1542ac355ae486d591aa9d43765482e26cd02df835d3546d23c4b13e0dfc92';

/** An embedded beacon's test key (not a secret of anything). */
const BEACON_SK = sha256(new TextEncoder().encode('tuah test beacon'));
const OTHER_SK = sha256(new TextEncoder().encode('another beacon'));

describe('drand quicknet rounds', () => {
    test('a real quicknet round verifies under the pinned public key', () => {
        expect(verifyBeaconRound(DRAND_QUICKNET.publicKey, QUICKNET_ROUND, QUICKNET_SIGNATURE)).toBe(true);
        // Its randomness is SHA-256(signature), as drand publishes it.
        expect(beaconRandomness(QUICKNET_SIGNATURE)).toBe(toHex(sha256(fromHex(QUICKNET_SIGNATURE))));
    });

    test('the message is SHA-256(uint64be(round))', () => {
        expect(toHex(beaconRoundMessage(1))).toBe(toHex(sha256(Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 1]))));
        expect(toHex(beaconRoundMessage(0x0102))).toBe(toHex(sha256(Uint8Array.from([0, 0, 0, 0, 0, 0, 1, 2]))));
        expect(() => beaconRoundMessage(0)).toThrow();
        expect(() => beaconRoundMessage(1.5)).toThrow();
    });

    test('a wrong round, a forged signature or another key fails', () => {
        expect(verifyBeaconRound(DRAND_QUICKNET.publicKey, QUICKNET_ROUND + 1, QUICKNET_SIGNATURE)).toBe(false);
        const forged = QUICKNET_SIGNATURE.slice(0, -2) + (QUICKNET_SIGNATURE.endsWith('92') ? '93' : '92');
        expect(verifyBeaconRound(DRAND_QUICKNET.publicKey, QUICKNET_ROUND, forged)).toBe(false);
        // A valid signature of the same round by another key.
        expect(verifyBeaconRound(DRAND_QUICKNET.publicKey, QUICKNET_ROUND, signBeaconRound(OTHER_SK, QUICKNET_ROUND))).toBe(false);
        expect(verifyBeaconRound(beaconPublicKey(OTHER_SK), QUICKNET_ROUND, QUICKNET_SIGNATURE)).toBe(false);
        // Malformed input is not valid, and does not throw.
        expect(verifyBeaconRound(DRAND_QUICKNET.publicKey, QUICKNET_ROUND, 'zz')).toBe(false);
        expect(verifyBeaconRound(DRAND_QUICKNET.publicKey, QUICKNET_ROUND, '')).toBe(false);
        expect(verifyBeaconRound('00'.repeat(96), QUICKNET_ROUND, QUICKNET_SIGNATURE)).toBe(false);
        expect(verifyBeaconRound(DRAND_QUICKNET.publicKey, 0, QUICKNET_SIGNATURE)).toBe(false);
    });

    test('an embedded beacon signs rounds the same way', () => {
        const pk = beaconPublicKey(BEACON_SK);
        expect(pk).toHaveLength(192);
        const sig = signBeaconRound(BEACON_SK, 42);
        expect(sig).toHaveLength(96);
        expect(verifyBeaconRound(pk, 42, sig)).toBe(true);
        expect(verifyBeaconRound(pk, 43, sig)).toBe(false);
    });
});

describe('round timing', () => {
    const chain = { genesisTime: 1000, period: 3 };

    test('round r is emitted at genesis + (r-1)·period', () => {
        expect(roundTime(chain, 1)).toBe(1000);
        expect(roundTime(chain, 4)).toBe(1009);
        expect(roundTime(DRAND_QUICKNET, QUICKNET_ROUND)).toBe(1692803367 + 122 * 3);
        expect(() => roundTime(chain, 0)).toThrow();
    });

    test('roundAt is the latest round emitted; firstRoundAtOrAfter the next one not yet', () => {
        expect(roundAt(chain, 999)).toBe(0);
        expect(roundAt(chain, 1000)).toBe(1);
        expect(roundAt(chain, 1002.9)).toBe(1);
        expect(roundAt(chain, 1003)).toBe(2);
        expect(firstRoundAtOrAfter(chain, 0)).toBe(1);
        expect(firstRoundAtOrAfter(chain, 1000)).toBe(1);
        expect(firstRoundAtOrAfter(chain, 1000.5)).toBe(2);
        expect(firstRoundAtOrAfter(chain, 1003)).toBe(2);
        expect(firstRoundAtOrAfter(chain, 1003.001)).toBe(3);
        for (const t of [1000, 1001, 1234.5, 99999]) expect(roundTime(chain, firstRoundAtOrAfter(chain, t))).toBeGreaterThanOrEqual(t);
    });
});

describe('a draw decided by a beacon round', () => {
    const SALT = 'c0ffee'.repeat(10) + 'beef';
    const tickets: CommittedTicket[] = Array.from({ length: 9 }, (_, i) => ({
        ticketId: `DRAND1-${String(i + 1).padStart(6, '0')}`,
        weight: [1, 1, 3, 4][i % 4]!,
        holderHash: holderHash(SALT, String(1 + (i % 3))),
    }));
    const commitment = merkleRoot(tickets);
    const genesisTime = 1_800_000_000;
    const committedAt = new Date((genesisTime + 100) * 1000 + 250).toISOString();
    const beaconFixedAt = genesisTime + 101;
    const beaconDelaySeconds = 5;
    const beaconRound = firstRoundAtOrAfter({ genesisTime, period: 3 }, beaconFixedAt + beaconDelaySeconds);
    const proof: DrawProof = {
        sId: 'DRAND1',
        commitment,
        tickets,
        provider: 'drand',
        committedAt,
        beaconFixedAt,
        beaconDelaySeconds,
        beaconPublicKey: beaconPublicKey(BEACON_SK),
        beaconGenesisTime: genesisTime,
        beaconPeriod: 3,
        beaconRound,
        beaconSignature: signBeaconRound(BEACON_SK, beaconRound),
    };

    test('the word is SHA-256(commitment ‖ signature) and re-derives the winner', () => {
        const word = drandDrawWord(commitment, proof.beaconSignature!);
        expect(toHex(word)).toBe(toHex(sha256(fromHex(commitment + proof.beaconSignature!))));
        const verified = verifyDraw(proof);
        expect(verified).toMatchObject({ ok: true, commitmentMatches: true, proofValid: true, roundInTime: true, randomWord: toHex(word) });
        expect(verified.winner!.ticketId).toBe(pickWinner(word, tickets).ticketId);
        expect(() => drandDrawWord(commitment, 'ab')).toThrow();
    });

    test('a ticket added after the round was fixed makes the proof fail', () => {
        const added = [...tickets, { ticketId: 'DRAND1-000010', weight: 4, holderHash: holderHash(SALT, '1') }];
        expect(verifyDraw({ ...proof, tickets: added })).toMatchObject({ ok: false, commitmentMatches: false });
        // Nor does a fresh commitment over the longer list match the round the draw fixed: it is not the published one.
        expect(verifyDraw({ ...proof, tickets: added, commitment: merkleRoot(added) }).ok).toBe(true);
    });

    test('a forged signature, another beacon, or another round fails', () => {
        const forged = signBeaconRound(OTHER_SK, beaconRound);
        expect(verifyDraw({ ...proof, beaconSignature: forged })).toMatchObject({ ok: false, proofValid: false });
        expect(verifyDraw({ ...proof, beaconPublicKey: beaconPublicKey(OTHER_SK) })).toMatchObject({ ok: false, proofValid: false });
        // The next round, honestly signed, is not the one fixed for the draw.
        const next = { ...proof, beaconRound: beaconRound + 1, beaconSignature: signBeaconRound(BEACON_SK, beaconRound + 1) };
        expect(verifyDraw(next)).toMatchObject({ ok: false, proofValid: true, roundInTime: false });
    });

    test('a round earlier than the commitment allows fails', () => {
        // A round already emitted when the commitment was published: its signature was known.
        const early = firstRoundAtOrAfter({ genesisTime, period: 3 }, genesisTime + 90);
        const verified = verifyDraw({ ...proof, beaconRound: early, beaconSignature: signBeaconRound(BEACON_SK, early) });
        expect(verified).toMatchObject({ ok: false, roundInTime: false, winner: null });
        expect(verified.reason).toMatch(/earlier than the commitment allows/);
        // A round "fixed" before the commitment existed, with no delay, does not pass either.
        const before = {
            ...proof,
            beaconFixedAt: genesisTime + 90,
            beaconDelaySeconds: 0,
            beaconRound: early,
            beaconSignature: signBeaconRound(BEACON_SK, early),
        };
        expect(verifyDraw(before)).toMatchObject({ ok: false, roundInTime: false });
        expect(verifyDraw(before).reason).toMatch(/fixed before the commitment/);
    });

    test('missing beacon evidence is a reason, not an exception', () => {
        for (const drop of ['beaconSignature', 'beaconRound', 'beaconGenesisTime', 'beaconFixedAt', 'committedAt'] as const) {
            const partial = { ...proof };
            delete partial[drop];
            const verified = verifyDraw(partial);
            expect(verified.ok).toBe(false);
            expect(verified.reason).toEqual(expect.any(String));
        }
    });
});
