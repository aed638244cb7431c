import { describe, expect, test } from 'vitest';

import { fromHex, toHex, utf8 } from './bytes.js';
import { type CommittedTicket, holderHash, merkleRoot } from './commitment.js';
import { chainlinkDrawWord, type DrawProof, drawAlpha, pickWinner, randomWordFromBeta, verifyDraw } from './draw.js';
import { uniformBelow } from './uniform.js';
import { vrfProofToHash, vrfProve, vrfPublicKey } from './vrf.js';

const SK = fromHex('4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb'); // a test key (RFC 8032 TEST 2)
const OTHER_SK = fromHex('c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7');
const SALT = 'c0ffee'.repeat(10) + 'beef';

function tickets(n: number): CommittedTicket[] {
    return Array.from({ length: n }, (_, i) => ({
        ticketId: `K7PQ2M-${String(i + 1).padStart(6, '0')}`,
        weight: [1, 1, 1, 3, 4][(i * 7) % 5]!,
        holderHash: holderHash(SALT, String(1 + (i % 4))),
    }));
}

describe('drawAlpha / randomWordFromBeta', () => {
    test('drawAlpha = utf8("tuah-draw:" + sId + ":") || commitment bytes', () => {
        const c = 'ab'.repeat(32);
        expect(toHex(drawAlpha('K7PQ2M', c))).toBe(toHex(utf8('tuah-draw:K7PQ2M:')) + c);
        expect(toHex(drawAlpha('K7PQ2M', '0x' + c.toUpperCase()))).toBe(toHex(drawAlpha('K7PQ2M', c)));
        expect(() => drawAlpha('K7PQ2M', 'ab'.repeat(31))).toThrow();
        expect(() => drawAlpha('K7PQ2M', 'zz')).toThrow();
    });

    test('randomWordFromBeta takes the first 32 of 64 bytes', () => {
        const beta = Uint8Array.from({ length: 64 }, (_, i) => i);
        expect(Array.from(randomWordFromBeta(beta))).toEqual(Array.from({ length: 32 }, (_, i) => i));
        expect(() => randomWordFromBeta(new Uint8Array(32))).toThrow();
    });
});

describe('chainlinkDrawWord', () => {
    // Expected values cross-checked with two independent Keccak-256 implementations (js-sha3 0.8.0
    // and the keccak 3.0.4 package's pure-JS build), and the well-known keccak256 values below.
    test('known keccak-256 values', () => {
        // keccak256(abi.encodePacked(bytes32(0), uint256(0))) = keccak256(64 zero bytes)
        expect(toHex(chainlinkDrawWord('00'.repeat(32), 0n))).toBe('ad3228b676f7d3cd4284a5443f17f1962b36e491b30a40b2405849e597ba5fb5');
        expect(toHex(chainlinkDrawWord('ff'.repeat(32), (1n << 256n) - 1n))).toBe('bd8b151773dbbefd7b0df67f2dcc482901728b6df477f4fb2f192733a005d396');
        expect(
            toHex(
                chainlinkDrawWord(
                    '13d4578fbd6a3c47a5d69209976e5e62edff9312a01b441b5bb9981e475d0088',
                    '78541660797044910968829902406342334108369226379826116161446442989268089806461',
                ),
            ),
        ).toBe('09ab498f508d5ba067fe964714ecaa7f4cbd966f4c4575ac0871bea2ffe8ae85');
    });

    test('the keccak is Keccak-256 (not SHA3-256): keccak256("") sanity check through the library', async () => {
        const { keccak_256 } = await import('@noble/hashes/sha3');
        expect(toHex(keccak_256(new Uint8Array()))).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
    });

    test('vrfWord as bigint, decimal string or 0x-hex string', () => {
        const c = '13d4578fbd6a3c47a5d69209976e5e62edff9312a01b441b5bb9981e475d0088';
        const w = 78541660797044910968829902406342334108369226379826116161446442989268089806461n;
        const expected = toHex(chainlinkDrawWord(c, w));
        expect(toHex(chainlinkDrawWord(c, w.toString()))).toBe(expected);
        expect(toHex(chainlinkDrawWord(c, '0x' + w.toString(16)))).toBe(expected);
        expect(toHex(chainlinkDrawWord(c, '0X' + w.toString(16).toUpperCase()))).toBe(expected);
        expect(toHex(chainlinkDrawWord(c, w + 1n))).not.toBe(expected);
    });

    test('rejects out-of-range or malformed words and commitments', () => {
        const c = '00'.repeat(32);
        for (const bad of [-1n, 1n << 256n, '-1', '1.5', '', ' 1', '0x', 'abc', '1e3']) {
            expect(() => chainlinkDrawWord(c, bad), String(bad)).toThrow();
        }
        expect(() => chainlinkDrawWord(c, 12 as unknown as bigint)).toThrow();
        expect(() => chainlinkDrawWord('00'.repeat(31), 1n)).toThrow();
    });
});

describe('pickWinner', () => {
    test('is pickWeighted over the ticket weights in list order', () => {
        const t = tickets(9);
        const total = BigInt(t.reduce((s, x) => s + x.weight, 0));
        for (let p = 0n; p < total; p++) {
            const word = fromHex(p.toString(16).padStart(64, '0')); // small words are accepted as is: point = p
            const r = pickWinner(word, t);
            expect(r.point).toBe(p);
            expect(r.totalWeight).toBe(total);
            let before = 0n;
            for (let i = 0; i < r.index; i++) before += BigInt(t[i]!.weight);
            expect(before <= p && p < before + BigInt(t[r.index]!.weight)).toBe(true);
            expect(r.ticketId).toBe(t[r.index]!.ticketId);
        }
    });

    test('throws without tickets or without weight', () => {
        expect(() => pickWinner(new Uint8Array(32), [])).toThrow();
        expect(() =>
            pickWinner(
                new Uint8Array(32),
                tickets(2).map(t => ({ ...t, weight: 0 })),
            ),
        ).toThrow();
    });
});

describe('verifyDraw', () => {
    const list = tickets(25);
    const commitment = merkleRoot(list);
    const sId = 'K7PQ2M';
    const pi = vrfProve(SK, drawAlpha(sId, commitment));
    const local: DrawProof = { sId, commitment, tickets: list, provider: 'local', publicKey: toHex(vrfPublicKey(SK)), proof: toHex(pi) };
    const vrfWord = '91389481020374501627371009383625812375021094385038475293847502938475029384750';
    const chainlink: DrawProof = { sId, commitment, tickets: list, provider: 'chainlink', vrfWord };

    test('local provider end to end', () => {
        const v = verifyDraw(local);
        const word = randomWordFromBeta(vrfProofToHash(pi));
        const expected = pickWinner(word, list);
        expect(v).toEqual({
            ok: true,
            commitmentMatches: true,
            proofValid: true,
            randomWord: toHex(word),
            winner: { index: expected.index, ticketId: expected.ticketId },
            // No times published: every stage "not published", none out of order.
            timeline: { ok: true, stages: expect.arrayContaining([{ stage: 'COMMITTED', at: null, ok: true }]) },
        });
        // Cross-check the winner by hand: the cumulative interval that holds uniformBelow(word, total).
        const point = uniformBelow(word, BigInt(list.reduce((s, t) => s + t.weight, 0)));
        let acc = 0n;
        const byHand = list.findIndex(t => (acc += BigInt(t.weight)) > point);
        expect(v.winner!.index).toBe(byHand);
    });

    test('chainlink provider end to end', () => {
        const v = verifyDraw(chainlink);
        const word = chainlinkDrawWord(commitment, BigInt(vrfWord));
        expect(v.ok).toBe(true);
        expect(v.proofValid).toBe(true);
        expect(v.randomWord).toBe(toHex(word));
        expect(v.winner).toEqual({ index: pickWinner(word, list).index, ticketId: pickWinner(word, list).ticketId });
    });

    test('accepts an uppercase / 0x commitment', () => {
        expect(verifyDraw({ ...local, commitment: '0x' + commitment.toUpperCase() }).ok).toBe(true);
    });

    test('a tampered ticket list fails', () => {
        const variants: CommittedTicket[][] = [
            list.map((t, i) => (i === 3 ? { ...t, weight: t.weight + 1 } : t)),
            list.map((t, i) => (i === 7 ? { ...t, holderHash: holderHash(SALT, '999') } : t)),
            [list[1]!, list[0]!, ...list.slice(2)],
            list.slice(0, -1),
            [...list, { ...list[0]!, ticketId: 'K7PQ2M-999999' }],
        ];
        for (const provider of [local, chainlink]) {
            for (const tampered of variants) {
                const v = verifyDraw({ ...provider, tickets: tampered });
                expect(v.ok).toBe(false);
                expect(v.commitmentMatches).toBe(false);
                expect(v.winner).toBeNull();
                expect(v.reason).toMatch(/commitment/);
            }
        }
    });

    test('a wrong public key, proof, sId or commitment fails (local)', () => {
        const cases: DrawProof[] = [
            { ...local, publicKey: toHex(vrfPublicKey(OTHER_SK)) },
            { ...local, proof: toHex(vrfProve(OTHER_SK, drawAlpha(sId, commitment))) },
            { ...local, proof: toHex(vrfProve(SK, drawAlpha('OTHER1', commitment))) },
            { ...local, sId: 'OTHER1' },
            { ...local, proof: local.proof!.slice(0, -2) + (local.proof!.endsWith('00') ? '01' : '00') },
        ];
        for (const c of cases) {
            const v = verifyDraw(c);
            expect(v.ok).toBe(false);
            expect(v.proofValid).toBe(false);
            expect(v.winner).toBeNull();
            expect(v.reason).toMatch(/VRF/);
        }
        // A proof for another commitment, with that commitment's ticket list: the proof is fine,
        // but the list has to match the published commitment.
        const otherList = tickets(24);
        const v = verifyDraw({ ...local, tickets: otherList, proof: toHex(vrfProve(SK, drawAlpha(sId, merkleRoot(otherList)))) });
        expect(v.ok).toBe(false);
    });

    test('a wrong vrfWord gives another random word; a malformed one fails (chainlink)', () => {
        const good = verifyDraw(chainlink);
        const other = verifyDraw({ ...chainlink, vrfWord: (BigInt(vrfWord) + 1n).toString() });
        expect(other.randomWord).not.toBe(good.randomWord);
        for (const bad of ['-5', 'abc', '', (1n << 256n).toString()]) {
            const v = verifyDraw({ ...chainlink, vrfWord: bad });
            expect(v.ok).toBe(false);
            expect(v.reason).toMatch(/vrfWord/);
        }
        expect(verifyDraw({ ...chainlink, vrfWord: undefined }).ok).toBe(false);
    });

    test('a committed list without any weight has no winner', () => {
        const zero = list.map(t => ({ ...t, weight: 0 }));
        const v = verifyDraw({ ...chainlink, tickets: zero, commitment: merkleRoot(zero) });
        expect(v).toMatchObject({ ok: false, commitmentMatches: true, proofValid: true, winner: null });
        expect(v.reason).toMatch(/no winner/);
    });

    test('never throws on malformed input', () => {
        const bad: unknown[] = [
            null,
            undefined,
            42,
            {},
            { ...local, provider: 'dice' },
            { ...local, commitment: 'nothex' },
            { ...local, commitment: 'ab' },
            { ...local, tickets: null },
            { ...local, tickets: [{ ticketId: 'x', weight: -1, holderHash: '00'.repeat(32) }] },
            { ...local, tickets: [null] },
            { ...local, publicKey: 'zz' },
            { ...local, publicKey: undefined },
            { ...local, proof: '00' },
            { ...local, sId: 5 },
        ];
        for (const input of bad) {
            const v = verifyDraw(input as DrawProof);
            expect(v.ok).toBe(false);
            expect(typeof v.reason).toBe('string');
            expect(v.winner).toBeNull();
        }
    });
});
