import { useTranslation } from 'react-i18next';

import { APP_VERSION } from '../../../lib/appInfo';
import { paths } from '../../../routing/paths';
import { PageHeader } from '../../../ui/PageHeader';
import { LanguageChoice } from './LanguageChoice';

/** Settings (the `profile/lab` route): the shop's language, and which version of the app this is. */
export function LabPage() {
    const { t } = useTranslation('account');
    return (
        <>
            <PageHeader title={t('settings.title')} fallback={paths.profile()} />
            <main className="space-y-5 px-4 py-5">
                <LanguageChoice />
                <section aria-labelledby="about" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
                    <h2 id="about" className="text-base font-black text-ink">
                        {t('settings.about')}
                    </h2>
                    <dl className="mt-2 flex justify-between text-sm">
                        <dt className="text-ink-soft">{t('settings.version')}</dt>
                        <dd className="font-bold text-ink">{APP_VERSION}</dd>
                    </dl>
                </section>
            </main>
        </>
    );
}
