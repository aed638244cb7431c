import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A country's name from its ISO code, in the shop's language ("Malaysia", "Thailand" / "Thailand"…): never the bare code. */
export function useCountryName() {
    const { i18n } = useTranslation();
    const locale = i18n.resolvedLanguage === 'ms' ? 'ms' : 'en';
    return useMemo(() => {
        const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
        return (code: string | null | undefined) => (code ? (names.of(code.toUpperCase()) ?? code) : '');
    }, [locale]);
}
