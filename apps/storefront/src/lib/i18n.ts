import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { fetchOrTakeEarly } from './firstScreen';
import { STORAGE_KEYS, storage } from './storage';

export const LANGUAGES = ['en', 'ms'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Malay is the fallback language (docs/contract.md#languages-and-constants). */
export const FALLBACK_LANGUAGE: Language = 'ms';

function isLanguage(value: string | null | undefined): value is Language {
    return LANGUAGES.includes(value as Language);
}

/** The shopper's saved choice, else the first supported language their browser prefers, else Malay. */
export function initialLanguage(): Language {
    const saved = storage.get(STORAGE_KEYS.language);
    if (isLanguage(saved)) return saved;
    const preferred = (navigator.languages ?? [navigator.language]).map(tag => tag.slice(0, 2).toLowerCase());
    return preferred.find(isLanguage) ?? FALLBACK_LANGUAGE;
}

/** The language the shop is shown in now. */
export function currentLanguage(): Language {
    return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
}

/**
 * Reads `/locales/{lng}/{ns}.json`, or takes the copy index.html already asked for
 * (lib/firstScreen.ts). A server error or no answer at all is worth a retry (i18next retries as
 * configured below); a missing file is not.
 */
const localesBackend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
        void readLocale(`${import.meta.env.BASE_URL}locales/${language}/${namespace}.json`).then(({ data, error, retry }) =>
            error ? callback(error, retry) : callback(null, data),
        );
    },
};

async function readLocale(url: string): Promise<{ data?: ResourceKey; error?: string; retry?: boolean }> {
    let response: Response;
    try {
        response = await fetchOrTakeEarly(url);
    } catch {
        return { error: `${url}: no answer`, retry: true };
    }
    if (!response.ok) return { error: `${url}: HTTP ${response.status}`, retry: response.status >= 500 || response.status === 429 };
    try {
        return { data: await response.json() };
    } catch {
        return { error: `${url}: not JSON`, retry: false };
    }
}

/**
 * Translations load per namespace from `/locales/{lng}/{ns}.json`: `common` with the shell,
 * each feature's own when its route loads.
 */
export function initI18n(language: Language = initialLanguage()) {
    i18n.on('languageChanged', lng => {
        document.documentElement.lang = lng;
    });
    return i18n
        .use(localesBackend)
        .use(initReactI18next)
        .init({
            lng: language,
            supportedLngs: LANGUAGES,
            // English falls back to nothing: both languages have every key (lib/i18n.test.ts), and a fallback language is
            // loaded beside the shown one, every namespace of it, so an English visit fetched Malay's files for nothing.
            // Malay is what a browser preferring neither gets (initialLanguage).
            fallbackLng: { en: [], default: [FALLBACK_LANGUAGE] },
            load: 'languageOnly',
            ns: ['common'],
            defaultNS: 'common',
            // docs/contract.md#languages-and-constants: 5 retries starting at 350 ms (doubling), 10 files in flight at most.
            maxRetries: 5,
            retryTimeout: 350,
            maxParallelReads: 10,
            interpolation: { escapeValue: false },
            // The language is set in this call, not a task later: the router asks for the first page's namespaces in the
            // same task (main.tsx), and i18next loads a namespace asked for before it has a language in the fallback
            // language, Malay, even for an English visit (three needless files on Home).
            initAsync: false,
        });
}

/** Switches the shop's language; the choice is saved and restored on the next visit. */
export async function changeLanguage(language: Language) {
    await i18n.changeLanguage(language);
    storage.set(STORAGE_KEYS.language, language);
}

export { i18n };
