import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: string, currencyCode: string): Intl.NumberFormat {
    // Malaysian conventions in both languages: "RM 12.90".
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
 * Builds the price format of `language` before the first price is shown: the first one a page
 * formats costs a phone tens of milliseconds (the locale's data), which would otherwise land in the
 * task that draws the first screen (docs/performance.md#the-first-screen). The ringgit is the
 * shop's currency; another channel's would simply be built with its first price.
 */
export function prepareMoneyFormat(language: string, currencyCode = 'MYR') {
    formatter(language, currencyCode).formatRange(1, 2);
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
