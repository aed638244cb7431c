import { describe, expect, test } from 'vitest';

import { fromHex, toHex, utf8 } from './bytes.js';

describe('bytes', () => {
    test('toHex is lowercase without prefix', () => {
        expect(toHex(Uint8Array.of(0, 1, 0xab, 0xff))).toBe('0001abff');
        expect(toHex(new Uint8Array())).toBe('');
    });

    test('fromHex accepts either case and an optional 0x prefix', () => {
        expect(Array.from(fromHex('0001abFF'))).toEqual([0, 1, 0xab, 0xff]);
        expect(Array.from(fromHex('0x0001abff'))).toEqual([0, 1, 0xab, 0xff]);
        expect(Array.from(fromHex('0X10'))).toEqual([0x10]);
        expect(fromHex('')).toEqual(new Uint8Array());
        expect(fromHex('0x')).toEqual(new Uint8Array());
    });

    test('fromHex throws on bad input', () => {
        expect(() => fromHex('abc')).toThrow();
        expect(() => fromHex('zz')).toThrow();
        expect(() => fromHex(' 00')).toThrow();
        expect(() => fromHex('00 ')).toThrow();
        expect(() => fromHex('+1')).toThrow();
        expect(() => fromHex('0x0x00')).toThrow();
        expect(() => fromHex(12 as unknown as string)).toThrow();
    });

    test('round trip', () => {
        const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
        expect(fromHex(toHex(bytes))).toEqual(bytes);
    });

    test('utf8 matches Node (including non-ASCII and lone surrogates)', () => {
        for (const s of ['', 'abc', 'tuah-draw:', 'Rp 10.000 – ส้ม 🍊', 'lone \ud800 surrogate']) {
            expect(toHex(utf8(s))).toBe(Buffer.from(s, 'utf8').toString('hex'));
        }
    });
});
