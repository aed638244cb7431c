/**
 * Unbiased integers from a 32-byte random word, by rejection sampling.
 *
 * `word mod n` is biased whenever n does not divide 2^256: the first 2^256 mod n residues get one
 * extra preimage. We only accept candidates below limit = 2^256 - (2^256 mod n), a multiple of n,
 * so every residue has exactly limit / n preimages. A rejected candidate is replaced by the next
 * one in a deterministic chain derived from the word, so anyone holding the word gets the same
 * result.
 */
import { bytesToNumberBE, concatBytes } from '@noble/curves/utils';
import { sha256 } from '@noble/hashes/sha2';

import { uint32be } from './internal.js';

const TWO_256 = 1n << 256n;
const MAX_COUNTER = 0xffffffff;

/**
 * A uniform integer in [0, n) from a 32-byte random word.
 *
 * candidate_0 = word as a big-endian 256-bit integer; candidate_i (i >= 1) =
 * SHA-256(word || uint32be(i)) as a big-endian integer; the result is candidate_i mod n for the
 * first candidate_i < 2^256 - (2^256 mod n). n must satisfy 1 <= n <= 2^256.
 */
export function uniformBelow(randomWord: Uint8Array, n: bigint): bigint {
    if (!(randomWord instanceof Uint8Array) || randomWord.length !== 32) {
        throw new TypeError('uniformBelow: randomWord must be 32 bytes');
    }
    if (typeof n !== 'bigint' || n < 1n || n > TWO_256) throw new RangeError('uniformBelow: n must be a bigint with 1 <= n <= 2^256');
    const limit = TWO_256 - (TWO_256 % n);
    // limit > 2^255, so each candidate is accepted with probability > 1/2.
    for (let i = 0; i <= MAX_COUNTER; i++) {
        const candidate = i === 0 ? bytesToNumberBE(randomWord) : bytesToNumberBE(sha256(concatBytes(randomWord, uint32be(i))));
        if (candidate < limit) return candidate % n;
    }
    throw new Error('uniformBelow: no candidate accepted'); // probability < 2^-(2^32)
}

/**
 * Picks an index with probability proportional to its weight.
 *
 * total = sum of the weights (whole numbers >= 0; a negative, fractional or non-finite weight, or
 * a total of 0, throws); point = uniformBelow(randomWord, total); index = the first i whose
 * cumulative weight w_0 + ... + w_i exceeds point. A zero-weight entry is never picked.
 */
export function pickWeighted(randomWord: Uint8Array, weights: Array<number | bigint>): { index: number; point: bigint; total: bigint } {
    if (!Array.isArray(weights)) throw new TypeError('pickWeighted: weights must be an array');
    const values = weights.map((w, i) => toWeight(w, i));
    const total = values.reduce((sum, w) => sum + w, 0n);
    if (total === 0n) throw new RangeError('pickWeighted: the weights sum to 0');
    const point = uniformBelow(randomWord, total);
    let cumulative = 0n;
    for (let index = 0; index < values.length; index++) {
        cumulative += values[index]!;
        if (cumulative > point) return { index, point, total };
    }
    throw new Error('pickWeighted: unreachable'); // point < total = final cumulative sum
}

function toWeight(w: number | bigint, i: number): bigint {
    if (typeof w === 'bigint') {
        if (w < 0n) throw new RangeError(`pickWeighted: weight ${i} is negative`);
        return w;
    }
    if (typeof w !== 'number' || !Number.isSafeInteger(w)) throw new RangeError(`pickWeighted: weight ${i} is not a whole number`);
    if (w < 0) throw new RangeError(`pickWeighted: weight ${i} is negative`);
    return BigInt(w);
}
