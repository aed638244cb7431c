import { describe, expect, it } from 'vitest';

import { formatDecimal, formatPercent } from './number';

const LOCALES = ['en-MY', 'ms-MY'];
/** Values where hand rounding goes wrong first: halves, binary fractions that are not what they print, tiny and large ones. */
const VALUES = [0, 1, 0.5, 1.005, 1.015, 2.675, 0.045, 12.345, 999.995, 1000, 1234567.891, 0.0001, 1e-7, 99.95, 100];

describe('formatDecimal and formatPercent, written as Intl.NumberFormat writes them in both languages', () => {
    it('writes decimals with grouping and rounding as Intl does', () => {
        for (const locale of LOCALES)
            for (const value of [...VALUES, ...VALUES.map(v => -v)].filter(v => v !== 0 || Object.is(v, 0)))
                for (const [minDigits, maxDigits] of [
                    [0, 0],
                    [0, 1],
                    [2, 2],
                    [0, 3],
                ] as const)
                    expect(formatDecimal(value, { minDigits, maxDigits }), `${value} in ${locale}`).toBe(
                        new Intl.NumberFormat(locale, { minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits }).format(value),
                    );
    });

    it('writes percentages as Intl does, with the decimals the odds block asks for (one, or three for a tiny chance)', () => {
        const fractions = [0, 1, 0.5, 0.125, 0.05, 0.0005, 0.00012345, 0.33333, 0.0999, 0.00099, 1 / 3, 2 / 3, 0.015, 0.00045, 0.98765];
        for (const locale of LOCALES)
            for (const fraction of fractions)
                for (const maxDigits of [1, 3])
                    expect(formatPercent(fraction, maxDigits), `${fraction} in ${locale}`).toBe(
                        new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: maxDigits, minimumFractionDigits: 0 }).format(fraction),
                    );
    });
});
