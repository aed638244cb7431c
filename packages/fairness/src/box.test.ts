import { describe, expect, test } from 'vitest';

import { fromHex, toHex, utf8 } from './bytes.js';
import {
    type BoxPrizeLine,
    type BoxProof,
    boxAlpha,
    boxBeaconWord,
    boxOutcome,
    CLIENT_SEED_MAX_HEX,
    CLIENT_SEED_MIN_HEX,
    isClientSeed,
    rPercentToWeight,
    verifyBox,
} from './box.js';
import { beaconPublicKey, signBeaconRound } from './drand.js';
import { randomWordFromBeta } from './draw.js';
import { words } from './test-utils.js';
import { vrfProofToHash, vrfProve, vrfPublicKey } from './vrf.js';

const SK = fromHex('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60');
const OTHER_SK = fromHex('4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb');
const SEED = 'b1e55ed5eed0000000000000000000000000000000000000000000000000beef';

const LINES: BoxPrizeLine[] = [
    { id: 'grand', weight: rPercentToWeight(0.5), remaining: 1 },
    { id: 'major', weight: rPercentToWeight(4.5), remaining: 10 },
    { id: 'minor', weight: rPercentToWeight(25), remaining: null },
    { id: 'lose', weight: rPercentToWeight(70), remaining: null },
];

function word(n: bigint): Uint8Array {
    return fromHex(n.toString(16).padStart(64, '0'));
}

describe('boxAlpha / rPercentToWeight', () => {
    test('boxAlpha = utf8("tuah-box:" + seed + ":" + code)', () => {
        expect(toHex(boxAlpha(SEED, 'BX-0001'))).toBe(toHex(utf8(`tuah-box:${SEED}:BX-0001`)));
        expect(() => boxAlpha('a:b', 'c')).toThrow(); // would collide with boxAlpha('a', 'b:c')
        expect(toHex(boxAlpha('a', 'b:c'))).toBe(toHex(utf8('tuah-box:a:b:c')));
    });

    test('rPercentToWeight rounds to basis points and validates 0..100', () => {
        expect(rPercentToWeight(0)).toBe(0);
        expect(rPercentToWeight(100)).toBe(10_000);
        expect(rPercentToWeight(0.01)).toBe(1);
        expect(rPercentToWeight(12.34)).toBe(1234);
        expect(rPercentToWeight(0.07)).toBe(7); // 0.07 * 100 = 7.000000000000001
        expect(rPercentToWeight(33.33)).toBe(3333);
        for (const bad of [-0.01, 100.01, Number.NaN, Number.POSITIVE_INFINITY, '5' as unknown as number]) {
            expect(() => rPercentToWeight(bad)).toThrow();
        }
    });
});

describe('boxOutcome', () => {
    test('is pickWeighted over the eligible lines in order', () => {
        // weights 50, 450, 2500, 7000 (total 10000); small words give point = word.
        const at = (p: bigint) => boxOutcome(word(p), LINES);
        expect(at(0n)).toEqual({ lineId: 'grand', index: 0, point: 0n, total: 10_000n });
        expect(at(49n).lineId).toBe('grand');
        expect(at(50n).lineId).toBe('major');
        expect(at(499n).lineId).toBe('major');
        expect(at(500n).lineId).toBe('minor');
        expect(at(2999n).lineId).toBe('minor');
        expect(at(3000n).lineId).toBe('lose');
        expect(at(9999n).lineId).toBe('lose');
    });

    test('an exhausted line weighs 0 and is never awarded', () => {
        const lines = LINES.map(l => (l.id === 'grand' || l.id === 'minor' ? { ...l, remaining: 0 } : l));
        expect(boxOutcome(word(0n), lines)).toEqual({ lineId: 'major', index: 1, point: 0n, total: 7450n });
        for (const w of words('box-exhausted', 3000)) {
            const { lineId } = boxOutcome(w, lines);
            expect(lineId === 'major' || lineId === 'lose').toBe(true);
        }
        // A negative remaining (should not happen) is treated as exhausted too.
        expect(
            boxOutcome(word(0n), [
                { id: 'a', weight: 5, remaining: -1 },
                { id: 'b', weight: 5, remaining: 2 },
            ]).lineId,
        ).toBe('b');
    });

    test('throws when nothing is eligible or a line is malformed', () => {
        expect(() => boxOutcome(word(0n), [])).toThrow(/eligible/);
        expect(() =>
            boxOutcome(
                word(0n),
                LINES.map(l => ({ ...l, remaining: 0 })),
            ),
        ).toThrow(/eligible/);
        expect(() => boxOutcome(word(0n), [{ id: 'a', weight: 0, remaining: null }])).toThrow(/eligible/);
        expect(() => boxOutcome(word(0n), [{ id: 'a', weight: 1.5, remaining: null }])).toThrow();
        expect(() =>
            boxOutcome(word(0n), [
                { id: 'a', weight: 1, remaining: null },
                { id: 'b', weight: -1, remaining: 0 },
            ]),
        ).toThrow();
        expect(() => boxOutcome(word(0n), [{ id: 'a', weight: 1, remaining: undefined as unknown as null }])).toThrow();
        expect(() => boxOutcome(word(0n), [{ id: 7 as unknown as string, weight: 1, remaining: null }])).toThrow();
    });
});

describe('verifyBox', () => {
    const code = 'BX-000042';
    const pi = vrfProve(SK, boxAlpha(SEED, code));
    const proof: BoxProof = { campaignSeed: SEED, boxCode: code, publicKey: toHex(vrfPublicKey(SK)), proof: toHex(pi), lines: LINES };

    test('end to end', () => {
        const expected = boxOutcome(randomWordFromBeta(vrfProofToHash(pi)), LINES).lineId;
        expect(verifyBox(proof)).toEqual({ ok: true, proofValid: true, lineId: expected });
    });

    test('fails for another key, seed, box code or a tampered proof', () => {
        const cases: BoxProof[] = [
            { ...proof, publicKey: toHex(vrfPublicKey(OTHER_SK)) },
            { ...proof, campaignSeed: SEED.replace('beef', 'bee0') },
            { ...proof, boxCode: 'BX-000043' },
            { ...proof, proof: toHex(vrfProve(SK, boxAlpha(SEED, 'BX-000043'))) },
            { ...proof, proof: proof.proof.slice(0, 10) + (proof.proof[10] === '0' ? '1' : '0') + proof.proof.slice(11) },
        ];
        for (const c of cases) {
            const v = verifyBox(c);
            expect(v).toMatchObject({ ok: false, proofValid: false, lineId: null });
            expect(v.reason).toMatch(/VRF/);
        }
    });

    test('a valid proof with no eligible line reports proofValid but no outcome', () => {
        const v = verifyBox({ ...proof, lines: LINES.map(l => ({ ...l, remaining: 0 })) });
        expect(v).toMatchObject({ ok: false, proofValid: true, lineId: null });
        expect(v.reason).toMatch(/eligible/);
    });

    test('never throws on malformed input', () => {
        const bad: unknown[] = [
            null,
            7,
            {},
            { ...proof, publicKey: 'zz' },
            { ...proof, proof: undefined },
            { ...proof, campaignSeed: 'x:y' },
            { ...proof, boxCode: 5 },
            { ...proof, lines: null },
            { ...proof, lines: [null] },
        ];
        for (const input of bad) {
            const v = verifyBox(input as BoxProof);
            expect(v.ok).toBe(false);
            expect(v.lineId).toBeNull();
            expect(typeof v.reason).toBe('string');
        }
    });
});

describe('client seeds', () => {
    const code = 'BX-000042';
    const CLIENT = '00112233445566778899aabbccddeeff';
    const proofWith = (clientSeed: string | null): BoxProof => ({
        campaignSeed: SEED,
        boxCode: code,
        publicKey: toHex(vrfPublicKey(SK)),
        proof: toHex(vrfProve(SK, boxAlpha(SEED, code, clientSeed))),
        lines: LINES,
        clientSeed,
    });

    test('boxAlpha appends ":" + clientSeed, and is unchanged without one', () => {
        expect(toHex(boxAlpha(SEED, code, CLIENT))).toBe(toHex(utf8(`tuah-box:${SEED}:${code}:${CLIENT}`)));
        expect(toHex(boxAlpha(SEED, code, null))).toBe(toHex(boxAlpha(SEED, code)));
        expect(toHex(boxAlpha(SEED, code, undefined))).toBe(toHex(utf8(`tuah-box:${SEED}:${code}`)));
        // With a client seed the code may not hold ":" ("a:b" + "c" would collide with "a" + "b:c").
        expect(() => boxAlpha(SEED, 'a:b', 'c')).toThrow();
        expect(() => boxAlpha(SEED, code, '')).toThrow();
    });

    test('the outcome word changes with the client seed and verifyBox checks it', () => {
        const a = proofWith(CLIENT);
        const b = proofWith(CLIENT.replace('ff', 'fe'));
        expect(a.proof).not.toBe(b.proof);
        expect(verifyBox(a)).toMatchObject({ ok: true, proofValid: true });
        expect(verifyBox(b)).toMatchObject({ ok: true, proofValid: true });
        // The proof is bound to its client seed: another (or none) does not verify.
        expect(verifyBox({ ...a, clientSeed: b.clientSeed })).toMatchObject({ ok: false, proofValid: false });
        expect(verifyBox({ ...a, clientSeed: null })).toMatchObject({ ok: false, proofValid: false });
        // A box proved without a client seed (before they existed) still verifies, with or without the field.
        const old = proofWith(null);
        const { clientSeed: _, ...legacy } = old;
        expect(verifyBox(old).ok).toBe(true);
        expect(verifyBox(legacy).ok).toBe(true);
        expect(verifyBox({ ...old, clientSeed: CLIENT }).ok).toBe(false);
    });

    test('isClientSeed accepts 128..512 bits of lowercase hex only', () => {
        expect(isClientSeed(CLIENT)).toBe(true);
        expect(isClientSeed('a'.repeat(CLIENT_SEED_MAX_HEX))).toBe(true);
        for (const bad of [
            'a'.repeat(CLIENT_SEED_MIN_HEX - 1),
            'a'.repeat(CLIENT_SEED_MAX_HEX + 1),
            CLIENT.toUpperCase(),
            `${CLIENT.slice(1)}g`,
            `0x${CLIENT}`,
            7,
            null,
        ]) {
            expect(isClientSeed(bad)).toBe(false);
        }
    });
});

describe('vrf-beacon-v1: the word also takes the round fixed at the claim', () => {
    const BEACON_SK = fromHex('2a'.repeat(32));
    const beaconKey = beaconPublicKey(BEACON_SK);
    const clientSeed = 'c1'.repeat(16);
    const code = 'BX-000077';
    const pi = vrfProve(SK, boxAlpha(SEED, code, clientSeed));
    const beta = vrfProofToHash(pi);
    const round = 1234;
    const signature = signBeaconRound(BEACON_SK, round);
    const proof: BoxProof = {
        campaignSeed: SEED,
        boxCode: code,
        publicKey: toHex(vrfPublicKey(SK)),
        proof: toHex(pi),
        clientSeed,
        lines: LINES,
        scheme: 'vrf-beacon-v1',
        beacon: { round, signature, publicKey: beaconKey },
    };

    test('word = SHA-256(beta ‖ round signature): the same inputs give the same word, another round another word', () => {
        const word = boxBeaconWord(beta, signature);
        expect(toHex(word)).toBe(toHex(boxBeaconWord(beta, signature)));
        expect(toHex(word)).not.toBe(toHex(randomWordFromBeta(beta)));
        expect(toHex(word)).not.toBe(toHex(boxBeaconWord(beta, signBeaconRound(BEACON_SK, round + 1))));
        expect(() => boxBeaconWord(beta, signature.slice(2))).toThrow(/48 bytes/);
        expect(() => boxBeaconWord(beta.slice(1), signature)).toThrow(/64 bytes/);
    });

    test('verifyBox derives the outcome from that word', () => {
        const expected = boxOutcome(boxBeaconWord(beta, signature), LINES).lineId;
        expect(verifyBox(proof)).toEqual({ ok: true, proofValid: true, beaconValid: true, lineId: expected });
    });

    test("a forged signature, another round's signature, another beacon's key or no round fail", () => {
        const forged = signature.slice(0, 20) + (signature[20] === '0' ? '1' : '0') + signature.slice(21);
        const cases: BoxProof[] = [
            { ...proof, beacon: { round, signature: forged, publicKey: beaconKey } },
            { ...proof, beacon: { round, signature: signBeaconRound(BEACON_SK, round + 1), publicKey: beaconKey } },
            { ...proof, beacon: { round: round + 1, signature, publicKey: beaconKey } },
            { ...proof, beacon: { round, signature: signBeaconRound(fromHex('2b'.repeat(32)), round), publicKey: beaconKey } },
            { ...proof, beacon: null },
        ];
        for (const c of cases) expect(verifyBox(c)).toMatchObject({ ok: false, proofValid: true, beaconValid: false, lineId: null });
    });

    test('a vrf-v1 proof of the same box ignores any round, and an unknown scheme fails', () => {
        const v1 = { ...proof, scheme: 'vrf-v1' as const };
        expect(verifyBox(v1)).toMatchObject({ ok: true, lineId: boxOutcome(randomWordFromBeta(beta), LINES).lineId });
        expect(verifyBox({ ...proof, scheme: 'vrf-v9' as never })).toMatchObject({ ok: false, reason: 'unknown scheme vrf-v9' });
    });
});
