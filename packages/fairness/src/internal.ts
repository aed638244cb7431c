/** Internal helpers; not part of the public API (not re-exported by index.ts). */
import { numberToBytesBE } from '@noble/curves/utils';

/** A 4-byte big-endian length or counter, as the leaf and rejection-sampling encodings use. */
export function uint32be(n: number): Uint8Array {
    if (!Number.isInteger(n) || n < 0 || n > 0xffffffff) throw new RangeError('uint32be: expected an integer in 0..2^32-1');
    return numberToBytesBE(n, 4);
}

export function errorMessage(e: unknown): string {
    return e instanceof Error ? e.message : String(e);
}
