import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useShopMutation } from '../../../api/useShopQuery';
import { changeLanguage, currentLanguage, i18n, LANGUAGES, type Language } from '../../../lib/i18n';
import { UpdateLangDocument } from '../../../gql/graphql';
import { useToast } from '../../../ui/toast';

/** The shop's language: kept on this phone (localStorage) and saved to the profile, so it follows the shopper's sign-ins. */
export function LanguageChoice() {
    const { t } = useTranslation(['account', 'common']);
    const toast = useToast();
    const updateLang = useShopMutation(UpdateLangDocument);
    // Checked at once, while the chosen language's words are still on their way.
    const [chosen, setChosen] = useState(currentLanguage);

    async function choose(language: Language) {
        setChosen(language);
        await changeLanguage(language);
        try {
            const { updateLang: result } = await updateLang.mutateAsync({ lang: language });
            if (result.__typename !== 'Customer') throw new Error(result.message);
            // Said in the language just chosen.
            toast.success(i18n.t('common:language.changed'));
        } catch {
            toast.error(i18n.t('account:profile.languageNotSaved'));
        }
    }

    return (
        <fieldset className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
            <legend className="float-left mb-2 text-sm font-bold text-ink">{t('common:language.label')}</legend>
            <div className="clear-left grid grid-cols-2 gap-2">
                {LANGUAGES.map(language => (
                    <label
                        key={language}
                        lang={language}
                        className="flex items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-bold ring-1 ring-line has-checked:bg-gold-100 has-checked:ring-gold-500"
                    >
                        <input
                            type="radio"
                            name="language"
                            value={language}
                            checked={language === chosen}
                            onChange={() => void choose(language)}
                            className="size-4 accent-lucky-600"
                        />
                        {t(`common:language.${language}`)}
                    </label>
                ))}
            </div>
        </fieldset>
    );
}
