import { useTranslation } from 'react-i18next';

import { LANGUAGES, changeLanguage, currentLanguage, i18n, type Language } from '../lib/i18n';
import { useToast } from './toast';

const SHORT_NAMES: Record<Language, string> = { en: 'EN', ms: 'BM' };
/**
 * Each language's name in itself, as the onboarding buttons show it: the same in every language, and
 * not read from the other language's files, which a visit in one language does not load.
 */
const OWN_NAMES: Record<Language, string> = { en: 'English', ms: 'Bahasa Melayu' };

/**
 * The shop's language buttons, the chosen one pressed; a choice is remembered (`changeLanguage`).
 * `header`: EN | BM on the red header (full names read out), with a toast in the language chosen.
 * `onboarding`: English | Bahasa Melayu, each named in its own language, on a light page, no toast.
 */
export function LanguagePicker({ look }: { look: 'header' | 'onboarding' }) {
    const { t } = useTranslation();
    const toast = useToast();
    const current = currentLanguage();
    const header = look === 'header';

    async function choose(language: Language) {
        if (language === current) return;
        await changeLanguage(language);
        // Said in the language just chosen.
        if (header) toast.success(i18n.t('language.changed'));
    }

    return (
        <div
            role="group"
            aria-label={t('language.label')}
            className={header ? 'flex rounded-full bg-black/15 p-0.5 text-xs font-bold' : 'flex rounded-full bg-white p-0.5 text-sm font-bold ring-1 ring-line'}
        >
            {LANGUAGES.map(language => {
                const chosen = language === current;
                return (
                    <button
                        key={language}
                        type="button"
                        lang={language}
                        aria-pressed={chosen}
                        onClick={() => void choose(language)}
                        className={`rounded-full px-3 py-1.5 transition ${
                            header
                                ? chosen
                                    ? 'bg-gold-300 text-lucky-900 shadow-sm'
                                    : 'text-white/85 hover:text-white'
                                : chosen
                                  ? 'bg-lucky-600 text-white'
                                  : 'text-ink-soft hover:text-ink'
                        }`}
                    >
                        {header ? (
                            <>
                                {/* The visible short name is not read out; the full name is (EN → "English"). */}
                                <span aria-hidden>{SHORT_NAMES[language]}</span>
                                <span className="sr-only">{t(`language.${language}`)}</span>
                            </>
                        ) : (
                            OWN_NAMES[language]
                        )}
                    </button>
                );
            })}
        </div>
    );
}
