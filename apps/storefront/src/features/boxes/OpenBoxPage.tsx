import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { useShopMutation } from '../../api/useShopQuery';
import { paths } from '../../routing/paths';
import { OpenBoxDocument } from '../../gql/graphql';
import { EmptyState } from '../../ui/EmptyState';
import { useErrorMessage } from '../../ui/errorMessage';
import { PageHeader } from '../../ui/PageHeader';
import { useBoxParams } from './boxParams';
import { clientSeedFor } from './clientSeed';

/** How long the box shakes before its result shows, when the shopper's device allows motion. */
const SHAKE_MS = 1200;
/**
 * The opening waits for the public random round after its claim (up to one beacon period, 3 s): past
 * this, a line says what it waits for, so a slow answer does not look stuck.
 */
const WAIT_NOTE_MS = 1500;

function prefersReducedMotion(): boolean {
    return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The opening screen: the box shakes (still, with reduced motion) while `OpenBox` runs with this
 * device's client seed for the box, then the result replaces it. A retry sends the same seed. The
 * server answers once the public random round fixed at the claim is out (docs/blind-boxes.md#opening-exactly-once);
 * if the beacon is late (BoxOpeningPendingError) the retry finishes the same opening.
 */
export function OpenBoxPage() {
    const { t } = useTranslation('boxes');
    const { boxId, orderId } = useBoxParams();
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const errorMessage = useErrorMessage();
    const [failure, setFailure] = useState<string | null>(null);
    const [attempt, setAttempt] = useState(0);
    const [waitingLong, setWaitingLong] = useState(false);
    const started = useRef(-1);
    const { mutateAsync: openBox } = useShopMutation(OpenBoxDocument);

    useEffect(() => {
        if (!boxId || started.current === attempt) return;
        started.current = attempt;
        setWaitingLong(false);
        const note = setTimeout(() => setWaitingLong(true), WAIT_NOTE_MS);
        const shown = new Promise(resolve => setTimeout(resolve, prefersReducedMotion() ? 0 : SHAKE_MS));
        void (async () => {
            try {
                const { openBox: opening } = await openBox({ boxId, autoNext: true, clientSeed: clientSeedFor(`box:${boxId}`) });
                if (opening.__typename !== 'BoxOpening') {
                    setFailure(errorMessage(opening));
                    return;
                }
                await Promise.all([shown, queryClient.invalidateQueries({ queryKey: ['shop'] })]);
                await navigate(paths.boxResult(boxId, orderId), { replace: true });
            } catch {
                setFailure(t('open.failed'));
            } finally {
                clearTimeout(note);
            }
        })();
    }, [boxId, orderId, attempt, navigate, queryClient, errorMessage, openBox, t]);

    return (
        <>
            <PageHeader title={t('open.title')} fallback={paths.blindBoxes(orderId)} />
            <main className="grid min-h-[60vh] place-items-center px-4 py-6">
                {!boxId ? (
                    <EmptyState icon="compass" title={t('notFound.title')} body={t('notFound.body')} />
                ) : failure ? (
                    <div role="alert" className="space-y-3 text-center">
                        <p className="text-sm font-bold text-lucky-800">{failure}</p>
                        <button
                            type="button"
                            onClick={() => (setFailure(null), setAttempt(n => n + 1))}
                            className="rounded-full bg-lucky-600 px-6 py-2.5 text-sm font-bold text-white"
                        >
                            {t('open.retry')}
                        </button>
                        <Link to={paths.blindBoxes(orderId)} className="block text-sm font-bold text-lucky-700 underline">
                            {t('open.back')}
                        </Link>
                    </div>
                ) : (
                    <div role="status" aria-live="polite" className="flex flex-col items-center gap-4 text-center">
                        <span
                            aria-hidden="true"
                            className="grid motion-safe:animate-bounce size-40 place-items-center rounded-3xl bg-gradient-to-br from-lucky-500 to-gold-500 text-7xl shadow-xl"
                        >
                            🎁
                        </span>
                        <p className="text-lg font-black">{t('open.opening')}</p>
                        {waitingLong && <p className="max-w-xs text-sm text-ink-soft">{t('open.waiting')}</p>}
                    </div>
                )}
            </main>
        </>
    );
}
