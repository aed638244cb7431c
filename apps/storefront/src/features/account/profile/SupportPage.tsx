import { useTranslation } from 'react-i18next';

import { SUPPORT_EMAIL } from '../../../lib/appInfo';
import { paths } from '../../../routing/paths';
import { PageHeader } from '../../../ui/PageHeader';
import { InfoLinks } from '../../pages';

const STEPS = ['join', 'draw', 'win'] as const;

/** Help and support (public): how the shop works, in three steps, how to reach the support team, and the information pages. */
export function SupportPage() {
    const { t } = useTranslation('account');
    return (
        <>
            <PageHeader title={t('support.title')} fallback={paths.profile()} />
            <main className="space-y-5 px-4 py-5">
                <section aria-labelledby="how-it-works" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
                    <h2 id="how-it-works" className="text-base font-black text-ink">
                        {t('support.howItWorks')}
                    </h2>
                    <ol className="mt-3 space-y-3">
                        {STEPS.map((step, index) => (
                            <li key={step} className="flex gap-3 text-sm text-ink">
                                <span aria-hidden className="grid size-7 shrink-0 place-items-center rounded-full bg-gold-300 font-black text-lucky-900">
                                    {index + 1}
                                </span>
                                <span>{t(`support.steps.${step}`)}</span>
                            </li>
                        ))}
                    </ol>
                </section>
                <section aria-labelledby="contact" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
                    <h2 id="contact" className="text-base font-black text-ink">
                        {t('support.contact')}
                    </h2>
                    <p className="mt-2 text-sm text-ink-soft">{t('support.contactText')}</p>
                    <a href={`mailto:${SUPPORT_EMAIL}`} className="mt-3 inline-block text-sm font-bold text-lucky-700 underline underline-offset-2">
                        {SUPPORT_EMAIL}
                    </a>
                </section>
                <InfoLinks />
            </main>
        </>
    );
}
