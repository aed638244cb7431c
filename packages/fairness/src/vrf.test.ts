import { ed25519 } from '@noble/curves/ed25519';
import { describe, expect, test } from 'vitest';

import { fromHex, toHex, utf8 } from './bytes.js';
import { vrfProofToHash, vrfProve, vrfPublicKey, vrfVerify } from './vrf.js';

/**
 * RFC 9381 Appendix B.3, ECVRF-EDWARDS25519-SHA512-TAI, Examples 16, 17 and 18
 * (SK/PK are the RFC 8032 §7.1 TEST 1-3 keys). Data only.
 */
const VECTORS = [
    {
        name: 'Example 16',
        sk: '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
        pk: 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
        alpha: '',
        pi:
            '8657106690b5526245a92b003bb079ccd1a92130477671f6fc01ad16f26f723f' +
            '26f8a57ccaed74ee1b190bed1f479d97' +
            '27d2d0f9b005a6e456a35d4fb0daab1268a1b0db10836d9826a528ca76567805',
        beta: '90cf1df3b703cce59e2a35b925d411164068269d7b2d29f3301c03dd757876ff' + '66b71dda49d2de59d03450451af026798e8f81cd2e333de5cdf4f3e140fdd8ae',
    },
    {
        name: 'Example 17',
        sk: '4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb',
        pk: '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
        alpha: '72',
        pi:
            'f3141cd382dc42909d19ec5110469e4feae18300e94f304590abdced48aed593' +
            '3bf0864a62558b3ed7f2fea45c92a465' +
            '301b3bbf5e3e54ddf2d935be3b67926da3ef39226bbc355bdc9850112c8f4b02',
        beta: 'eb4440665d3891d668e7e0fcaf587f1b4bd7fbfe99d0eb2211ccec90496310eb' + '5e33821bc613efb94db5e5b54c70a848a0bef4553a41befc57663b56373a5031',
    },
    {
        name: 'Example 18',
        sk: 'c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7',
        pk: 'fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025',
        alpha: 'af82',
        pi:
            '9bc0f79119cc5604bf02d23b4caede71393cedfbb191434dd016d30177ccbf80' +
            '96bb474e53895c362d8628ee9f9ea3c0' +
            'e52c7a5c691b6c18c9979866568add7a2d41b00b05081ed0f58ee5e31b3a970e',
        beta: '645427e5d00c62a23fb703732fa5d892940935942101e456ecca7bb217c61c45' + '2118fec1219202a0edcf038bb6373241578be7217ba85a2687f7a0310b2df19f',
    },
];

/** q = 2^252 + 27742317777372353535851937790883648493, little-endian (32 bytes). */
const Q = 2n ** 252n + 27742317777372353535851937790883648493n;
function le32(n: bigint): Uint8Array {
    const out = new Uint8Array(32);
    for (let i = 0; i < 32; i++) out[i] = Number((n >> BigInt(8 * i)) & 0xffn);
    return out;
}

describe('ECVRF-EDWARDS25519-SHA512-TAI: RFC 9381 Appendix B.3 vectors', () => {
    for (const v of VECTORS) {
        test(`${v.name}: public key`, () => {
            expect(toHex(vrfPublicKey(fromHex(v.sk)))).toBe(v.pk);
            // RFC 8032 derivation: the same key as an Ed25519 signing key.
            expect(toHex(ed25519.getPublicKey(fromHex(v.sk)))).toBe(v.pk);
        });
        test(`${v.name}: prove`, () => {
            expect(toHex(vrfProve(fromHex(v.sk), fromHex(v.alpha)))).toBe(v.pi);
        });
        test(`${v.name}: proof_to_hash`, () => {
            expect(toHex(vrfProofToHash(fromHex(v.pi)))).toBe(v.beta);
        });
        test(`${v.name}: verify`, () => {
            const beta = vrfVerify(fromHex(v.pk), fromHex(v.pi), fromHex(v.alpha));
            expect(beta).not.toBeNull();
            expect(toHex(beta!)).toBe(v.beta);
        });
    }
});

describe('ECVRF verification rejects', () => {
    const v = VECTORS[1]!;
    const pk = fromHex(v.pk);
    const pi = fromHex(v.pi);
    const alpha = fromHex(v.alpha);

    test('every single-bit change of the proof', () => {
        for (let byte = 0; byte < pi.length; byte += 1) {
            for (const bit of [0, 3, 7]) {
                const bad = pi.slice();
                bad[byte]! ^= 1 << bit;
                expect(vrfVerify(pk, bad, alpha), `byte ${byte} bit ${bit}`).toBeNull();
            }
        }
    });

    test('a different alpha', () => {
        expect(vrfVerify(pk, pi, Uint8Array.of(0x73))).toBeNull();
        expect(vrfVerify(pk, pi, new Uint8Array())).toBeNull();
        expect(vrfVerify(pk, pi, Uint8Array.of(0x72, 0x00))).toBeNull();
    });

    test('a different public key', () => {
        expect(vrfVerify(fromHex(VECTORS[0]!.pk), pi, alpha)).toBeNull();
        const flipped = pk.slice();
        flipped[0]! ^= 1;
        expect(vrfVerify(flipped, pi, alpha)).toBeNull();
    });

    test('small-order and invalid public keys (validate_key)', () => {
        const identity = new Uint8Array(32);
        identity[0] = 1; // (0, 1)
        const orderTwo = fromHex('ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f'); // (0, -1)
        for (const torsion of [identity, orderTwo]) {
            expect(vrfVerify(torsion, pi, alpha)).toBeNull();
        }
        // The identity encoded with x = 0 but the sign bit set is not a valid encoding.
        const signedIdentity = identity.slice();
        signedIdentity[31] = 0x80;
        expect(vrfVerify(signedIdentity, pi, alpha)).toBeNull();
        // y = p + 1 (a non-canonical encoding of y = 1) is rejected.
        const nonCanonical = le32(2n ** 255n - 19n + 1n);
        expect(vrfVerify(nonCanonical, pi, alpha)).toBeNull();
        expect(vrfVerify(new Uint8Array(32), pi, alpha)).toBeNull();
        expect(vrfVerify(new Uint8Array(31), pi, alpha)).toBeNull();
    });

    test('a non-canonical s (s >= q), even though s - q would verify', () => {
        const s = BigInt('0x' + toHex(pi.slice(48).reverse()));
        expect(s).toBeLessThan(Q);
        const big = s + Q;
        if (big < 2n ** 256n) {
            const bad = pi.slice();
            bad.set(le32(big), 48);
            expect(vrfVerify(pk, bad, alpha)).toBeNull();
            expect(() => vrfProofToHash(bad)).toThrow();
        }
        const atQ = pi.slice();
        atQ.set(le32(Q), 48);
        expect(vrfVerify(pk, atQ, alpha)).toBeNull();
        expect(() => vrfProofToHash(atQ)).toThrow();
    });

    test('malformed input without throwing', () => {
        expect(vrfVerify(pk, pi.subarray(0, 79), alpha)).toBeNull();
        expect(vrfVerify(pk, new Uint8Array(81), alpha)).toBeNull();
        expect(vrfVerify(pk, new Uint8Array(80), alpha)).toBeNull();
        expect(vrfVerify(pk, new Uint8Array(80).fill(0xff), alpha)).toBeNull();
        expect(vrfVerify('00' as unknown as Uint8Array, pi, alpha)).toBeNull();
        expect(vrfVerify(pk, null as unknown as Uint8Array, alpha)).toBeNull();
        expect(vrfVerify(pk, pi, undefined as unknown as Uint8Array)).toBeNull();
        expect(() => vrfProofToHash(new Uint8Array(80).fill(0xff))).toThrow();
    });
});

describe('ECVRF prove', () => {
    const sk = fromHex('0f'.repeat(32));

    test('is deterministic and verifies with its own key', () => {
        const alpha = utf8('tuah-draw:ABC123:');
        const a = vrfProve(sk, alpha);
        const b = vrfProve(sk, alpha);
        expect(toHex(a)).toBe(toHex(b));
        expect(a.length).toBe(80);
        const beta = vrfVerify(vrfPublicKey(sk), a, alpha);
        expect(beta).not.toBeNull();
        expect(toHex(beta!)).toBe(toHex(vrfProofToHash(a)));
        expect(beta!.length).toBe(64);
    });

    test('different inputs give different outputs', () => {
        const outputs = new Set<string>();
        for (let i = 0; i < 20; i++) outputs.add(toHex(vrfProofToHash(vrfProve(sk, Uint8Array.of(i)))));
        expect(outputs.size).toBe(20);
    });

    test('rejects a secret key that is not 32 bytes', () => {
        expect(() => vrfProve(new Uint8Array(31), new Uint8Array())).toThrow();
        expect(() => vrfPublicKey(new Uint8Array(64))).toThrow();
    });
});
