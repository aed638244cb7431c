/**
 * The package's public byte helpers: thin names over @noble/hashes' own (Uint8Array, no Buffer),
 * so the package runs unchanged in Node and in the browser.
 */
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';

/** Lowercase hex, no prefix. */
export function toHex(bytes: Uint8Array): string {
    return bytesToHex(bytes);
}

/** Parses hex (either case, optional `0x` prefix). Throws on odd length or a non-hex character. */
export function fromHex(hex: string): Uint8Array {
    if (typeof hex !== 'string') throw new TypeError('fromHex: expected a string');
    // Contract addresses and Chainlink words arrive 0x-prefixed; noble's parser takes bare hex only.
    return hexToBytes(hex.startsWith('0x') || hex.startsWith('0X') ? hex.slice(2) : hex);
}

/** UTF-8 bytes of a string (lone surrogates become U+FFFD, as in Node's Buffer.from(s, 'utf8')). */
export function utf8(text: string): Uint8Array {
    return utf8ToBytes(text);
}
