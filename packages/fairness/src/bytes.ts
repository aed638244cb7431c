/**
 * Byte helpers shared by the whole package. Plain Uint8Array / TextEncoder / bigint only, so the
 * package runs unchanged in Node and in the browser (no Buffer, no `node:` imports).
 */

const HEX_DIGITS = '0123456789abcdef';
const encoder = new TextEncoder();

/** Lowercase hex, no prefix. */
export function toHex(bytes: Uint8Array): string {
    if (!(bytes instanceof Uint8Array)) throw new TypeError('toHex: expected a Uint8Array');
    let out = '';
    for (let i = 0; i < bytes.length; i++) {
        const b = bytes[i]!;
        out += HEX_DIGITS[b >> 4]! + HEX_DIGITS[b & 15]!;
    }
    return out;
}

/** Parses hex (either case, optional `0x` prefix). Throws on odd length or a non-hex character. */
export function fromHex(hex: string): Uint8Array {
    if (typeof hex !== 'string') throw new TypeError('fromHex: expected a string');
    const body = hex.startsWith('0x') || hex.startsWith('0X') ? hex.slice(2) : hex;
    if (body.length % 2 !== 0) throw new RangeError('fromHex: odd number of hex digits');
    if (!/^[0-9a-fA-F]*$/.test(body)) throw new RangeError('fromHex: not a hex string');
    const out = new Uint8Array(body.length / 2);
    for (let i = 0; i < out.length; i++) out[i] = parseInt(body.slice(2 * i, 2 * i + 2), 16);
    return out;
}

/** UTF-8 bytes of a string (lone surrogates become U+FFFD, as in Node's Buffer.from(s, 'utf8')). */
export function utf8(text: string): Uint8Array {
    if (typeof text !== 'string') throw new TypeError('utf8: expected a string');
    return encoder.encode(text);
}
