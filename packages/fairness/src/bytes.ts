/**
 * Byte helpers shared by the whole package. Plain Uint8Array / TextEncoder / bigint only, so the
 * package runs unchanged in Node and in the browser (no Buffer, no `node:` imports).
 */

const HEX_DIGITS = '0123456789abcdef';
const HEX_PAIRS = Array.from({ length: 256 }, (_, b) => HEX_DIGITS[b >> 4]! + HEX_DIGITS[b & 15]!);
const encoder = new TextEncoder();

/** Value of a hex digit's char code, or -1. */
function hexValue(code: number): number {
    if (code >= 48 && code <= 57) return code - 48; // 0-9
    if (code >= 97 && code <= 102) return code - 87; // a-f
    if (code >= 65 && code <= 70) return code - 55; // A-F
    return -1;
}

/** Lowercase hex, no prefix. */
export function toHex(bytes: Uint8Array): string {
    if (!(bytes instanceof Uint8Array)) throw new TypeError('toHex: expected a Uint8Array');
    let out = '';
    for (let i = 0; i < bytes.length; i++) out += HEX_PAIRS[bytes[i]!]!;
    return out;
}

/** Parses hex (either case, optional `0x` prefix). Throws on odd length or a non-hex character. */
export function fromHex(hex: string): Uint8Array {
    if (typeof hex !== 'string') throw new TypeError('fromHex: expected a string');
    const body = hex.startsWith('0x') || hex.startsWith('0X') ? hex.slice(2) : hex;
    if (body.length % 2 !== 0) throw new RangeError('fromHex: odd number of hex digits');
    const out = new Uint8Array(body.length / 2);
    for (let i = 0; i < out.length; i++) {
        const hi = hexValue(body.charCodeAt(2 * i));
        const lo = hexValue(body.charCodeAt(2 * i + 1));
        if (hi < 0 || lo < 0) throw new RangeError('fromHex: not a hex string');
        out[i] = (hi << 4) | lo;
    }
    return out;
}

/** UTF-8 bytes of a string (lone surrogates become U+FFFD, as in Node's Buffer.from(s, 'utf8')). */
export function utf8(text: string): Uint8Array {
    if (typeof text !== 'string') throw new TypeError('utf8: expected a string');
    return encoder.encode(text);
}
