import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useShopQuery } from '../../../api/useShopQuery';
import { paths } from '../../../routing/paths';
import { GetCampaignProgressDocument, type GetCampaignProgressQuery } from '../../../gql/graphql';
import { DRAW_STAGES, isDrawInProgress, type DrawStage } from '../../../campaigns/campaign';
import { Card } from '../../../ui/Card';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/Skeleton';
import { useDateTime, useRelativeTime } from '../../../ui/time';
import { useLiveProgress } from './useLiveProgress';

/** How often the progress is asked for while the draw runs and the live stream is not open. */
export const PROGRESS_POLL_MS = 3000;

type Progress = NonNullable<GetCampaignProgressQuery['campaignProgress']>;

/** The progress field holding when a stage was reached: the schema names it `ts_<STAGE>`. */
function stageTime(stage: DrawStage): `ts_${DrawStage}` & keyof Progress {
    return `ts_${stage}`;
}

/**
 * The draw after selling (docs/contract.md#draw-stages): each stage with its message and when it was reached,
 * pushed by the server while the page is open (useLiveProgress), else asked for again every few
 * seconds while the draw is in progress, and no more once it has ended; then the winner — ticket
 * number and name — and the way to the proof.
 */
export function DrawProgress({ campaignId, pollMs = PROGRESS_POLL_MS }: { campaignId: string; pollMs?: number }) {
    const { t } = useTranslation('draws');
    const queryClient = useQueryClient();
    const [finished, setFinished] = useState(false);
    const live = useLiveProgress(campaignId, !finished);
    const query = useShopQuery(
        GetCampaignProgressDocument,
        { campaignId },
        { refetchInterval: data => (!live && data?.campaignProgress && isDrawInProgress(data.campaignProgress.stage) ? pollMs : false) },
    );
    const progress = query.data?.data.campaignProgress;
    // Nothing more will change once the draw has ended or the campaign was cancelled: the stream closes.
    const isFinished = !!progress && (progress.stage === 'ENDED' || progress.isCancelled);
    if (isFinished !== finished) setFinished(isFinished);

    // The moment the draw ends, the campaign (its winner, its stage) is read again too.
    const previousStage = useRef<string | undefined>(undefined);
    useEffect(() => {
        const stage = progress?.stage;
        if (stage === 'ENDED' && previousStage.current && previousStage.current !== 'ENDED') {
            void queryClient.invalidateQueries({ queryKey: ['shop', 'Campaign'] });
        }
        previousStage.current = stage;
    }, [progress?.stage, queryClient]);

    if (query.isPending) return <Skeleton className="h-48" />;
    if (!progress) return null;

    return (
        <Card id="draw-progress" icon="shield" title={t('progress.title')} headingClassName="mb-3">
            {progress.isCancelled ? (
                <p role="status" className="rounded-xl bg-lucky-50 p-3 text-sm text-lucky-800">
                    {t('progress.cancelled')}
                </p>
            ) : (
                <>
                    <StageList progress={progress} />
                    {progress.stage === 'ENDED' && <Winner progress={progress} campaignId={campaignId} />}
                </>
            )}
        </Card>
    );
}

/**
 * The stages a draw's provider runs (docs/draws.md): a local draw sends nothing to a smart
 * contract or an oracle and waits for no blockchain, so it shows neither; its random number is
 * made in WAIT_VRF_RESULT, worded as what happens there.
 */
const LOCAL_SKIPS: readonly DrawStage[] = ['CALL_CONTRACT', 'CALL_CHAINLINK'];

/**
 * A drand draw asks no oracle: it fixes a beacon round (CALL_CONTRACT), waits for that round's
 * randomness (WAIT_VRF_RESULT), and each of those is worded as what happens there.
 */
const DRAND_SKIPS: readonly DrawStage[] = ['CALL_CHAINLINK'];
const DRAND_WORDED: readonly DrawStage[] = ['DRAW_INIT', 'CALL_CONTRACT', 'WAIT_VRF_RESULT'];

function StageList({ progress }: { progress: Progress }) {
    const { t } = useTranslation('draws');
    const dateTime = useDateTime();
    const relative = useRelativeTime();
    const local = progress.provider === 'local';
    const drand = progress.provider === 'drand';
    const skips = local ? LOCAL_SKIPS : drand ? DRAND_SKIPS : [];
    const shown = DRAW_STAGES.filter(stage => !skips.includes(stage));
    // A skipped stage passes in a moment; meanwhile the next stage shown is the one in progress.
    const at = progress.stage as DrawStage;
    const current = DRAW_STAGES.indexOf(skips.includes(at) ? 'WAIT_VRF_RESULT' : at);
    const label = (stage: DrawStage) =>
        local && stage === 'WAIT_VRF_RESULT'
            ? t('progress.localRandom')
            : drand && DRAND_WORDED.includes(stage)
              ? t(`progress.drandStages.${stage as 'DRAW_INIT' | 'CALL_CONTRACT' | 'WAIT_VRF_RESULT'}`)
              : t(`progress.stages.${stage}`);
    return (
        <ol aria-live="polite" className="space-y-0">
            {shown.map((stage, i) => {
                const position = DRAW_STAGES.indexOf(stage);
                const reachedAt = progress[stageTime(stage)];
                // A stage is done once a later one is reached; ENDED is done when reached.
                const done = position < current || (position === current && stage === 'ENDED');
                const active = current === position && stage !== 'ENDED';
                const state = done ? 'done' : active ? 'active' : 'pending';
                return (
                    <li
                        key={stage}
                        data-stage={stage}
                        data-state={state}
                        aria-current={active ? 'step' : undefined}
                        className="relative flex gap-3 pb-4 last:pb-0"
                    >
                        {i < shown.length - 1 && (
                            <span aria-hidden className={`absolute top-6 bottom-0 left-[0.6875rem] w-0.5 ${done ? 'bg-lucky-600' : 'bg-line'}`} />
                        )}
                        <span
                            aria-hidden
                            className={`relative grid size-6 shrink-0 place-items-center rounded-full text-xs font-black ${
                                done ? 'bg-lucky-600 text-white' : active ? 'bg-gold-300 text-lucky-900 ring-4 ring-gold-100' : 'bg-line text-ink-soft'
                            }`}
                        >
                            {done ? '✓' : i + 1}
                        </span>
                        <div className="min-w-0 flex-1">
                            <p className={`text-sm ${active ? 'font-extrabold text-ink' : done ? 'font-semibold text-ink' : 'text-ink-soft'}`}>
                                {label(stage)}
                                <span className="sr-only"> — {t(`progress.state.${state}`)}</span>
                            </p>
                            {reachedAt && (
                                <p className="text-xs text-ink-soft">
                                    <time dateTime={reachedAt}>{dateTime(reachedAt)}</time> · {relative(reachedAt)}
                                </p>
                            )}
                        </div>
                    </li>
                );
            })}
        </ol>
    );
}

function Winner({ progress, campaignId }: { progress: Progress; campaignId: string }) {
    const { t } = useTranslation('draws');
    const winner = progress.drawResult?.winner;
    if (!winner) return null;
    return (
        <div
            role="status"
            aria-label={t('progress.winnerTitle')}
            className="mt-4 rounded-2xl bg-gradient-to-br from-gold-100 to-gold-200 p-4 text-center ring-1 ring-gold-300"
        >
            <Icon name="trophy" className="mx-auto size-8 text-gold-700" />
            <p className="mt-1 text-xs font-bold tracking-wide text-gold-700 uppercase">{t('progress.winnerTitle')}</p>
            <p className="mt-1 text-lg font-black text-ink">{winner.customer?.displayName ?? t('progress.aShopper')}</p>
            <p className="text-sm text-ink-soft">
                {t('progress.winningTicket')} <span className="font-mono font-bold text-ink">{winner.ticketId}</span>
            </p>
            <Link
                to={paths.proof(campaignId)}
                className="mt-3 inline-flex items-center gap-1 rounded-full bg-lucky-600 px-4 py-2 text-sm font-bold text-white shadow-sm"
            >
                <Icon name="shield" className="size-4" />
                {t('progress.verify')}
            </Link>
        </div>
    );
}
