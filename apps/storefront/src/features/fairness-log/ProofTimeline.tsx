import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useVerifierCheck } from '../../lib/verifier';
import { Card } from '../../ui/Card';
import { checkTimelineOrder, type BeaconTimes, type TimelineEntry } from './timelineCheck';

/** The stages this card names, per kind of proof; any other reads as its raw name. */
const DRAW_STAGES = ['SALES_CLOSED', 'COMMITTED', 'COMMITMENT_ON_CHAIN', 'RANDOMNESS_REQUESTED', 'ROUND_FIXED', 'RANDOMNESS_KNOWN', 'RESULT'] as const;
const BOX_STAGES = ['COMMITTED', 'BOUGHT', 'CLAIMED', 'ROUND_FIXED', 'RANDOMNESS_KNOWN', 'RESULT'] as const;
const isDrawStage = (stage: string): stage is (typeof DRAW_STAGES)[number] => (DRAW_STAGES as readonly string[]).includes(stage);
const isBoxStage = (stage: string): stage is (typeof BOX_STAGES)[number] => (BOX_STAGES as readonly string[]).includes(stage);
/** Chains whose transactions a public explorer shows: a chain not listed shows the hash alone. */
const EXPLORERS: Record<number, string> = {
    1: 'https://etherscan.io/tx/',
    11155111: 'https://sepolia.etherscan.io/tx/',
    137: 'https://polygonscan.com/tx/',
    80002: 'https://amoy.polygonscan.com/tx/',
};
const TX_STAGES = ['COMMITMENT_ON_CHAIN', 'RANDOMNESS_REQUESTED'];

/**
 * A proof's timeline (docs/fairness.md#the-timeline): each stage the provider ran, when, and its
 * evidence, checked in this browser to be in order (@tuah/fairness checkTimeline / checkBoxTimeline).
 * A stage dated before one it must follow is marked, and the card says the proof fails. Shared by
 * the draw and box proof pages.
 */
export function ProofTimeline({
    kind,
    stages,
    provider,
    chainId,
    beacon,
}: {
    kind: 'draw' | 'box';
    stages: readonly TimelineEntry[] | null | undefined;
    /** A draw's provider: names its randomness evidence (VRF proof, oracle transaction, round signature). */
    provider?: string | null;
    chainId?: number | null;
    beacon?: BeaconTimes;
}) {
    const { t, i18n } = useTranslation('draws');
    const format = useMemo(
        () => new Intl.DateTimeFormat(i18n.resolvedLanguage === 'ms' ? 'ms-MY' : 'en-MY', { dateStyle: 'medium', timeStyle: 'medium' }),
        [i18n.resolvedLanguage],
    );
    const list = stages ?? [];
    const order = useVerifierCheck({
        queryKey: ['proof-timeline', kind, list, beacon],
        check: () => checkTimelineOrder(kind, list, beacon),
        enabled: list.length > 0,
        // Its verdict is at the card's foot, below the first screen.
        whenIdle: true,
    });
    if (!list.length) return null;
    const name = (stage: string): string => {
        if (kind === 'box') return isBoxStage(stage) ? t(`timeline.box.${stage}`) : stage;
        return isDrawStage(stage) ? t(`timeline.draw.${stage}`) : stage;
    };
    const evidenceLabel = (stage: string): string => {
        if (kind === 'box') return isBoxStage(stage) ? t(`timeline.evidence.box.${stage}`) : t('timeline.evidence.other');
        if (stage === 'RANDOMNESS_KNOWN')
            return t(`timeline.evidence.RANDOMNESS_KNOWN_${provider === 'chainlink' || provider === 'drand' ? provider : 'local'}`);
        return isDrawStage(stage) ? t(`timeline.evidence.draw.${stage}`) : t('timeline.evidence.other');
    };
    const bad = new Set(order.data?.outOfOrder ?? []);
    const explorer = chainId != null ? EXPLORERS[chainId] : undefined;

    return (
        <Card id="proof-timeline" icon="clock" title={t('timeline.title')}>
            <p className="mt-1 text-sm text-ink-soft">{t(`timeline.body.${kind}`)}</p>
            <ol className="mt-3 space-y-3 border-l-2 border-line pl-4">
                {list.map(entry => {
                    const outOfOrder = bad.has(entry.stage);
                    const link =
                        explorer && entry.evidence && (TX_STAGES.includes(entry.stage) || (provider === 'chainlink' && entry.stage === 'RANDOMNESS_KNOWN'));
                    return (
                        <li key={entry.stage} className="relative" aria-invalid={outOfOrder || undefined}>
                            <span
                                aria-hidden
                                className={`absolute top-1 -left-[1.4rem] size-3 rounded-full ring-2 ring-white ${outOfOrder ? 'bg-lucky-600' : entry.at ? 'bg-emerald-600' : 'bg-line'}`}
                            />
                            <p className="text-sm font-bold text-ink">
                                {name(entry.stage)}
                                {outOfOrder && <span className="ml-2 text-xs font-extrabold text-lucky-700">{t('timeline.outOfOrderMark')}</span>}
                            </p>
                            <p className="text-xs text-ink-soft">{entry.at ? format.format(new Date(entry.at)) : t('timeline.notPublished')}</p>
                            {entry.evidence && (
                                <p className="mt-0.5 text-xs text-ink-soft">
                                    {evidenceLabel(entry.stage)}:{' '}
                                    {link ? (
                                        <a
                                            href={`${explorer}${entry.evidence}`}
                                            target="_blank"
                                            rel="noreferrer"
                                            className="font-mono break-all text-lucky-700 underline"
                                        >
                                            {entry.evidence}
                                        </a>
                                    ) : (
                                        <span className="font-mono break-all text-ink">{entry.evidence}</span>
                                    )}
                                </p>
                            )}
                        </li>
                    );
                })}
            </ol>
            {order.isPending && (
                // The verdict's place while it is checked, so its coming moves nothing below the card.
                <p aria-hidden className="invisible mt-3 rounded-xl p-3 text-sm ring-1">
                    {t('timeline.inOrder')}
                </p>
            )}
            {order.data && (
                <p
                    role={order.data.ok ? 'status' : 'alert'}
                    className={`mt-3 rounded-xl p-3 text-sm ring-1 ${order.data.ok ? 'bg-emerald-50 text-emerald-900 ring-emerald-300' : 'bg-lucky-50 font-bold text-lucky-900 ring-lucky-200'}`}
                >
                    {order.data.ok ? t('timeline.inOrder') : t('timeline.outOfOrder', { stages: order.data.outOfOrder.map(name).join(', ') })}
                </p>
            )}
        </Card>
    );
}
