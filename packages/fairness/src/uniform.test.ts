import { createHash } from 'node:crypto';

import { describe, expect, test } from 'vitest';

import { fromHex, toHex } from './bytes.js';
import { goodnessOfFit, words } from './test-utils.js';
import { pickWeighted, uniformBelow } from './uniform.js';

const TWO_256 = 2n ** 256n;

function word(n: bigint): Uint8Array {
    return fromHex(n.toString(16).padStart(64, '0'));
}

/** The candidate chain, computed independently with Node's SHA-256. */
function candidate(w: Uint8Array, i: number): bigint {
    if (i === 0) return BigInt('0x' + toHex(w));
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(i);
    return BigInt('0x' + createHash('sha256').update(w).update(counter).digest('hex'));
}

function reference(w: Uint8Array, n: bigint): bigint {
    const limit = TWO_256 - (TWO_256 % n);
    for (let i = 0; ; i++) {
        const c = candidate(w, i);
        if (c < limit) return c % n;
    }
}

describe('uniformBelow', () => {
    test('is always below n and matches an independent implementation', () => {
        const ns = [1n, 2n, 3n, 7n, 10n, 1000n, 2n ** 64n + 13n, 2n ** 255n + 1n, 3n * 2n ** 254n, TWO_256 - 1n, TWO_256];
        for (const w of words('uniform-range', 60)) {
            for (const n of ns) {
                const r = uniformBelow(w, n);
                expect(r >= 0n && r < n).toBe(true);
                expect(r).toBe(reference(w, n));
            }
        }
    });

    test('n = 1 always gives 0; n = 2^256 returns the word itself', () => {
        for (const w of words('uniform-edge', 10)) {
            expect(uniformBelow(w, 1n)).toBe(0n);
            expect(uniformBelow(w, TWO_256)).toBe(BigInt('0x' + toHex(w)));
        }
    });

    test('n = 2^255 + 1: about half of all words are rejected, yet a value is always returned', () => {
        const n = 2n ** 255n + 1n;
        // 2^256 mod n = 2^255 - 1, so limit = 2^255 + 1 = n: every word >= n is rejected.
        let rejectedFirst = 0;
        for (const w of words('uniform-half', 400)) {
            if (candidate(w, 0) >= n) rejectedFirst++;
            const r = uniformBelow(w, n);
            expect(r < n).toBe(true);
            expect(r).toBe(reference(w, n));
        }
        expect(rejectedFirst).toBeGreaterThan(140);
        expect(rejectedFirst).toBeLessThan(260);
    });

    test('a candidate at or above the limit is rejected, one just below is accepted', () => {
        const n = 2n ** 255n + 1n; // limit = n
        const below = word(n - 1n);
        expect(uniformBelow(below, n)).toBe(n - 1n);

        for (const top of [word(n), word(TWO_256 - 1n)]) {
            // Not top mod n: the word is rejected and the chain continues with SHA-256(word || 00000001) ...
            const expected = reference(top, n);
            expect(uniformBelow(top, n)).toBe(expected);
            expect(uniformBelow(top, n)).not.toBe(candidate(top, 0) % n);
        }
        // n = 3: 2^256 mod 3 = 1, limit = 2^256 - 1; the all-ones word is the only rejected one.
        const ones = word(TWO_256 - 1n);
        expect(uniformBelow(ones, 3n)).toBe(candidate(ones, 1) % 3n); // candidate_1 < limit (overwhelmingly likely; checked)
        expect(candidate(ones, 1) < TWO_256 - 1n).toBe(true);
        expect(uniformBelow(word(TWO_256 - 2n), 3n)).toBe((TWO_256 - 2n) % 3n);
    });

    test('rejects bad arguments', () => {
        const w = new Uint8Array(32);
        expect(() => uniformBelow(w, 0n)).toThrow();
        expect(() => uniformBelow(w, -5n)).toThrow();
        expect(() => uniformBelow(w, TWO_256 + 1n)).toThrow();
        expect(() => uniformBelow(w, 10 as unknown as bigint)).toThrow();
        expect(() => uniformBelow(new Uint8Array(31), 10n)).toThrow();
        expect(() => uniformBelow(new Uint8Array(64), 10n)).toThrow();
    });

    test('is uniform (chi-square, 20,000 words, n = 7)', () => {
        const counts = new Array<number>(7).fill(0);
        for (const w of words('uniform-chi', 20_000)) counts[Number(uniformBelow(w, 7n))]!++;
        const fit = goodnessOfFit(counts, new Array<number>(7).fill(1));
        expect(fit.rejected, JSON.stringify(fit)).toBe(false);
    });
});

describe('pickWeighted', () => {
    test('the index is the first cumulative weight above the point', () => {
        // A word below the limit is accepted as is, so a small word w gives point = w.
        const weights = [3, 0, 7];
        const expected = [0, 0, 0, 2, 2, 2, 2, 2, 2, 2];
        for (let p = 0; p < 10; p++) {
            const r = pickWeighted(word(BigInt(p)), weights);
            expect(r).toEqual({ index: expected[p], point: BigInt(p), total: 10n });
        }
    });

    test('zero-weight entries are never picked', () => {
        const weights = [0, 2, 0, 0, 1, 0];
        for (const w of words('pick-zero', 2000)) {
            const { index } = pickWeighted(w, weights);
            expect(index === 1 || index === 4).toBe(true);
        }
    });

    test('accepts bigint weights and huge totals', () => {
        const r = pickWeighted(word(5n), [2n ** 200n, 1n]);
        expect(r.index).toBe(0);
        expect(r.total).toBe(2n ** 200n + 1n);
    });

    test('rejects negative, fractional, non-finite weights and a zero total', () => {
        const w = new Uint8Array(32);
        expect(() => pickWeighted(w, [1, -1])).toThrow();
        expect(() => pickWeighted(w, [1, -1n])).toThrow();
        expect(() => pickWeighted(w, [1.5])).toThrow();
        expect(() => pickWeighted(w, [Number.NaN])).toThrow();
        expect(() => pickWeighted(w, [Number.POSITIVE_INFINITY])).toThrow();
        expect(() => pickWeighted(w, [2 ** 53])).toThrow();
        expect(() => pickWeighted(w, ['1' as unknown as number])).toThrow();
        expect(() => pickWeighted(w, [0, 0])).toThrow();
        expect(() => pickWeighted(w, [])).toThrow();
    });
});
