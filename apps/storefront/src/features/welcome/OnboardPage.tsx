import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { finishOnboarding } from '../../lib/onboarding';
import { paths, returnToOf } from '../../routing/paths';
import { Icon, type IconName } from '../../ui/icons';
import { LanguagePicker } from '../../ui/LanguagePicker';

const SLIDES: { id: 'draws' | 'boxes' | 'fair'; icon: IconName }[] = [
    { id: 'draws', icon: 'ticket' },
    { id: 'boxes', icon: 'box' },
    { id: 'fair', icon: 'shield' },
];

/**
 * Three short slides a new shopper sees once: lucky draws, blind boxes, winners anyone can check. Skip or finish: never again.
 * The first one offers the shop's languages, each named in itself, since a phone's language may not be the shopper's (issue 31 #6).
 */
export function OnboardPage() {
    const { t } = useTranslation('shell');
    const navigate = useNavigate();
    const [search] = useSearchParams();
    const [index, setIndex] = useState(0);
    const slide = SLIDES[index]!;
    const last = index === SLIDES.length - 1;

    function done() {
        finishOnboarding();
        navigate(returnToOf(search) ?? paths.home(), { replace: true });
    }

    return (
        <main
            data-testid="onboard"
            className="fixed inset-0 z-40 mx-auto flex max-w-md flex-col bg-cream px-6 pt-[max(1rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))]"
        >
            <div className="flex min-h-10 items-center justify-between gap-3">
                {index === 0 ? <LanguagePicker look="onboarding" /> : <span />}
                {!last && (
                    <button type="button" onClick={done} className="rounded-full px-4 py-2 text-sm font-bold text-ink-soft hover:bg-black/5">
                        {t('onboard.skip')}
                    </button>
                )}
            </div>
            <section key={slide.id} aria-live="polite" className="flex flex-1 flex-col items-center justify-center gap-5 text-center">
                <span className="grid size-28 place-items-center rounded-full bg-lucky-50 text-lucky-600">
                    <Icon name={slide.icon} className="size-14" />
                </span>
                <p className="text-xs font-bold tracking-widest text-ink-soft uppercase">{t('onboard.step', { step: index + 1, total: SLIDES.length })}</p>
                <h1 className="text-2xl font-black text-ink">{t(`onboard.${slide.id}.title`)}</h1>
                <p className="max-w-xs text-base text-ink-soft">{t(`onboard.${slide.id}.body`)}</p>
            </section>
            <div className="flex items-center justify-between gap-4">
                <div aria-hidden className="flex gap-2">
                    {SLIDES.map((s, i) => (
                        <span key={s.id} className={`h-2 rounded-full transition-all ${i === index ? 'w-6 bg-lucky-600' : 'w-2 bg-line'}`} />
                    ))}
                </div>
                <button
                    type="button"
                    onClick={() => (last ? done() : setIndex(index + 1))}
                    className="rounded-full bg-lucky-600 px-7 py-3 text-sm font-bold text-white shadow-sm active:scale-95"
                >
                    {last ? t('onboard.done') : t('onboard.next')}
                </button>
            </div>
        </main>
    );
}
