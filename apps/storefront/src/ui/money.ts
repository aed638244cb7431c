import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDecimal } from './number';

/** What `format` and `formatRange` of a currency's Intl.NumberFormat do, for the ones money uses. */
interface MoneyFormat {
    format(amount: number): string;
    formatRange(min: number, max: number): string;
}

/**
 * The ringgit, the shop's currency, as Malaysian conventions write it in both languages ("RM 12.90",
 * "RM 299.00–319.00", with a no-break space; prices are never below zero), by hand: building an Intl.NumberFormat cost the first
 * screen a long task (docs/performance.md#the-first-screen). `ui/money.test.ts` holds it to Intl.
 */
const ringgit: MoneyFormat = {
    format: amount => `${amount < 0 ? '-' : ''}RM\u00a0${formatDecimal(Math.abs(amount), { minDigits: 2, maxDigits: 2 })}`,
    formatRange: (min, max) => `${ringgit.format(min)}\u2013${formatDecimal(max, { minDigits: 2, maxDigits: 2 })}`,
};

const formatters = new Map<string, MoneyFormat>();

function formatter(language: string, currencyCode: string): MoneyFormat {
    if (currencyCode === 'MYR') return ringgit;
    // Another channel's currency: Intl, built with its first price. Malaysian conventions in both languages.
    const locale = language === 'ms' ? 'ms-MY' : 'en-MY';
    const key = `${locale}:${currencyCode}`;
    let format = formatters.get(key);
    if (!format) {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode });
        formatters.set(key, format);
    }
    return format;
}

/**
 * Formats Vendure prices (integers in minor units: sen for MYR) in the shopper's language;
 * a range whose ends differ reads "RM 299.00–319.00".
 */
export function useMoney() {
    const { i18n } = useTranslation();
    const language = i18n.resolvedLanguage ?? 'ms';
    const price = useCallback((minorUnits: number, currencyCode: string) => formatter(language, currencyCode).format(minorUnits / 100), [language]);
    const priceRange = useCallback(
        (min: number, max: number, currencyCode: string) =>
            min === max ? price(min, currencyCode) : formatter(language, currencyCode).formatRange(min / 100, max / 100),
        [language, price],
    );
    return { price, priceRange };
}
