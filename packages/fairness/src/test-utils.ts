/** Test-only helpers: a seeded word generator, and the chi-square machinery (statistics.ts) re-exported. */
import { concatBytes } from '@noble/curves/utils';
import { sha256 } from '@noble/hashes/sha2';

import { utf8 } from './bytes.js';
import { uint32be } from './internal.js';

/** Deterministic pseudo-random 32-byte words: SHA-256(utf8(label) || uint32be(i)) (SHA-256 in counter mode). */
export function words(label: string, count: number): Uint8Array[] {
    const prefix = utf8(label);
    return Array.from({ length: count }, (_, i) => sha256(concatBytes(prefix, uint32be(i))));
}

export { chiSquareCritical, chiSquareStatistic, chiSquareSurvival, goodnessOfFit } from './statistics.js';
