import { useTranslation } from 'react-i18next';

import { LANGUAGES, changeLanguage, currentLanguage, i18n, type Language } from '../../lib/i18n';
import { useToast } from '../../ui/toast';

const SHORT_NAMES: Record<Language, string> = { en: 'EN', ms: 'BM' };

/** EN | BM: switches the shop's language and remembers it. */
export function LanguageSwitcher() {
    const { t } = useTranslation();
    const toast = useToast();
    const current = currentLanguage();

    async function choose(language: Language) {
        if (language === current) return;
        await changeLanguage(language);
        // Said in the language just chosen.
        toast.success(i18n.t('language.changed'));
    }

    return (
        <div role="group" aria-label={t('language.label')} className="flex rounded-full bg-black/15 p-0.5 text-xs font-bold">
            {LANGUAGES.map(language => (
                <button
                    key={language}
                    type="button"
                    lang={language}
                    aria-pressed={language === current}
                    onClick={() => void choose(language)}
                    className={`rounded-full px-3 py-1.5 transition ${
                        language === current ? 'bg-gold-300 text-lucky-900 shadow-sm' : 'text-white/85 hover:text-white'
                    }`}
                >
                    {/* The visible short name is not read out; the full name is (EN → "English"). */}
                    <span aria-hidden>{SHORT_NAMES[language]}</span>
                    <span className="sr-only">{t(`language.${language}`)}</span>
                </button>
            ))}
        </div>
    );
}
