import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../routing/paths';
import { APP_VERSION, ASSET_VERSION, SUPPORT_EMAIL } from '../../lib/appInfo';
import { PageHeader } from '../../ui/PageHeader';
import { InfoLinks } from './InfoLinks';

const CARD = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line';

function InfoPage({ title, children }: { title: string; children: ReactNode }) {
    return (
        <>
            <PageHeader title={title} fallback={paths.home()} />
            <main className="space-y-5 px-4 py-5">{children}</main>
        </>
    );
}

function Steps({ id, title, steps }: { id: string; title: string; steps: string[] }) {
    return (
        <section aria-labelledby={id} className={CARD}>
            <h2 id={id} className="text-base font-black text-ink">
                {title}
            </h2>
            <ol className="mt-3 space-y-3">
                {steps.map((step, index) => (
                    <li key={index} className="flex gap-3 text-sm text-ink">
                        <span aria-hidden className="grid size-7 shrink-0 place-items-center rounded-full bg-gold-300 font-black text-lucky-900">
                            {index + 1}
                        </span>
                        <span>{step}</span>
                    </li>
                ))}
            </ol>
        </section>
    );
}

/** `profile/about`: what Tuah is, the app version (5.03.1301) and this build's asset version. */
export function AboutPage() {
    const { t } = useTranslation('pages');
    return (
        <InfoPage title={t('about.title')}>
            <p className={`${CARD} text-sm leading-relaxed text-ink`}>{t('about.intro')}</p>
            <section aria-labelledby="about-versions" className={CARD}>
                <h2 id="about-versions" className="text-base font-black text-ink">
                    {t('about.versions')}
                </h2>
                <dl className="mt-2 space-y-1 text-sm">
                    <div className="flex justify-between gap-3">
                        <dt className="text-ink-soft">{t('about.appVersion')}</dt>
                        <dd className="font-bold text-ink">{APP_VERSION}</dd>
                    </div>
                    <div className="flex justify-between gap-3">
                        <dt className="text-ink-soft">{t('about.assetVersion')}</dt>
                        <dd className="min-w-0 font-mono text-xs break-all text-ink">{ASSET_VERSION}</dd>
                    </div>
                </dl>
            </section>
            <InfoLinks except="about" />
        </InfoPage>
    );
}

/** `profile/how-it-works`: lucky draws and blind boxes, step by step, and the refund on cancellation. */
export function HowItWorksPage() {
    const { t } = useTranslation('pages');
    const draws = (['buy', 'wait', 'draw', 'win'] as const).map(step => t(`howItWorks.drawSteps.${step}`));
    const boxes = (['odds', 'buy', 'open'] as const).map(step => t(`howItWorks.boxSteps.${step}`));
    return (
        <InfoPage title={t('howItWorks.title')}>
            <Steps id="how-draws" title={t('howItWorks.draws')} steps={draws} />
            <Steps id="how-boxes" title={t('howItWorks.boxes')} steps={boxes} />
            <p className="text-sm text-ink-soft">{t('howItWorks.refund')}</p>
            <InfoLinks except="howItWorks" />
        </InfoPage>
    );
}

const GUIDES = ['tickets', 'prize', 'box', 'code'] as const;

/** `profile/tutorials`: short guides to what shoppers ask about most. */
export function TutorialsPage() {
    const { t } = useTranslation('pages');
    return (
        <InfoPage title={t('tutorials.title')}>
            <p className="text-sm text-ink-soft">{t('tutorials.intro')}</p>
            {GUIDES.map(guide => (
                <Steps
                    key={guide}
                    id={`tutorial-${guide}`}
                    title={t(`tutorials.guides.${guide}.title`)}
                    steps={(['1', '2', '3'] as const).map(n => t(`tutorials.guides.${guide}.steps.${n}`))}
                />
            ))}
            <InfoLinks except="tutorials" />
        </InfoPage>
    );
}

/** `profile/contact`: how to reach the support team, and what to tell them. */
export function ContactPage() {
    const { t } = useTranslation('pages');
    return (
        <InfoPage title={t('contact.title')}>
            <section aria-labelledby="contact-ways" className={CARD}>
                <h2 id="contact-ways" className="sr-only">
                    {t('contact.title')}
                </h2>
                <p className="text-sm text-ink">{t('contact.intro')}</p>
                <dl className="mt-3 space-y-2 text-sm">
                    <div>
                        <dt className="text-ink-soft">{t('contact.email')}</dt>
                        <dd>
                            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-bold text-lucky-700 underline underline-offset-2">
                                {SUPPORT_EMAIL}
                            </a>
                        </dd>
                    </div>
                    <div>
                        <dt className="text-ink-soft">{t('contact.hours')}</dt>
                        <dd className="text-ink">{t('contact.hoursValue')}</dd>
                    </div>
                </dl>
                <p className="mt-3 text-xs text-ink-soft">{t('contact.include', { version: APP_VERSION })}</p>
            </section>
            <Link to={paths.support()} className="inline-block text-sm font-bold text-lucky-700 underline underline-offset-2">
                {t('contact.help')}
            </Link>
            <InfoLinks except="contact" />
        </InfoPage>
    );
}
