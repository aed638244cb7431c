/** Internal byte/integer helpers; not part of the public API (not re-exported by index.ts). */

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
    let length = 0;
    for (const p of parts) length += p.length;
    const out = new Uint8Array(length);
    let offset = 0;
    for (const p of parts) {
        out.set(p, offset);
        offset += p.length;
    }
    return out;
}

export function bytesToBigIntBE(bytes: Uint8Array): bigint {
    let n = 0n;
    for (let i = 0; i < bytes.length; i++) n = (n << 8n) | BigInt(bytes[i]!);
    return n;
}

export function bytesToBigIntLE(bytes: Uint8Array): bigint {
    let n = 0n;
    for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]!);
    return n;
}

/** Fixed-width big-endian encoding; throws if n does not fit. */
export function bigIntToBytesBE(n: bigint, length: number): Uint8Array {
    if (n < 0n || n >> BigInt(8 * length) !== 0n) throw new RangeError(`integer does not fit in ${length} bytes`);
    const out = new Uint8Array(length);
    for (let i = length - 1; i >= 0; i--) {
        out[i] = Number(n & 0xffn);
        n >>= 8n;
    }
    return out;
}

/** Fixed-width little-endian encoding; throws if n does not fit. */
export function bigIntToBytesLE(n: bigint, length: number): Uint8Array {
    return bigIntToBytesBE(n, length).reverse();
}

export function uint32be(n: number): Uint8Array {
    if (!Number.isInteger(n) || n < 0 || n > 0xffffffff) throw new RangeError('uint32be: expected an integer in 0..2^32-1');
    return new Uint8Array([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
    if (a.length !== b.length) return false;
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
    return diff === 0;
}

export function errorMessage(e: unknown): string {
    return e instanceof Error ? e.message : String(e);
}
