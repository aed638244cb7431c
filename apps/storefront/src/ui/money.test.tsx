import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { changeLanguage } from '../lib/i18n';
import { useMoney } from './money';

// Sen, as Vendure gives prices: whole ringgit, cents, thousands, millions.
const PRICES = [0, 1, 5, 99, 100, 1290, 12345, 29900, 31900, 100000, 129950, 123456789];

describe('useMoney', () => {
    afterEach(() => changeLanguage('en'));

    it('writes ringgit prices and ranges exactly as Intl.NumberFormat does, in both languages', async () => {
        for (const [language, locale] of [
            ['en', 'en-MY'],
            ['ms', 'ms-MY'],
        ] as const) {
            await changeLanguage(language);
            const { result } = renderHook(() => useMoney());
            const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'MYR' });
            for (const sen of PRICES) expect(result.current.price(sen, 'MYR')).toBe(intl.format(sen / 100));
            expect(result.current.priceRange(29900, 31900, 'MYR')).toBe(intl.formatRange(299, 319));
            expect(result.current.priceRange(1290, 123456789, 'MYR')).toBe(intl.formatRange(12.9, 1234567.89));
            expect(result.current.priceRange(1290, 1290, 'MYR')).toBe('RM\u00a012.90');
            // Another currency still goes through Intl.
            expect(result.current.price(1999, 'USD')).toBe(new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(19.99));
        }
    });
});
