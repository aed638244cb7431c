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
 * Formats Vendure prices (integers in minor units: sen for MYR) in the shopper's language;
 * a range whose ends differ reads "RM 299.00–319.00".
 */
export function useMoney() {
    const { i18n } = useTranslation();
    const language = i18n.resolvedLanguage ?? 'ms';
    const price = useCallback(
        (minorUnits: number, currencyCode: string) => formatter(language, currencyCode).format(minorUnits / 100),
        [language],
    );
    const priceRange = useCallback(
        (min: number, max: number, currencyCode: string) =>
            min === max ? price(min, currencyCode) : formatter(language, currencyCode).formatRange(min / 100, max / 100),
        [language, price],
    );
    return { price, priceRange };
}
