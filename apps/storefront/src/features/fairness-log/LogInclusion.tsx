import { useTranslation } from 'react-i18next';

import { useVerifierCheck } from '../../lib/verifier';
import { Card } from '../../ui/Card';
import { useDateTime } from '../../ui/time';
import { checkLog, type ExpectedEntry, type LogEntryRef } from './checkLog';

/** The kinds this card names; any other reads as its raw kind. */
const KINDS = ['draw.commitment', 'draw.randomness', 'draw.result', 'box.result'] as const;
type Kind = (typeof KINDS)[number];
const isKnown = (kind: string): kind is Kind => (KINDS as readonly string[]).includes(kind);

/**
 * The public fairness log on a proof page (docs/fairness.md#the-fairness-log): the log's latest
 * signed head (size, when, whether the signature holds) and, checked in this browser, whether each
 * of this draw's or box's entries is included under it and says what the page shows. Shared by the
 * draw and box proof pages; nothing to show while nothing is expected (a box not yet opened).
 */
export function LogInclusion({ entries, expected }: { entries: readonly LogEntryRef[] | null | undefined; expected: readonly ExpectedEntry[] }) {
    const { t } = useTranslation('draws');
    const dateTime = useDateTime();
    const check = useVerifierCheck({
        queryKey: ['fairness-log', expected, entries],
        check: () => checkLog(entries ?? [], expected),
        enabled: expected.length > 0,
        // The log grows: a head a minute old is checked again.
        staleTime: 60_000,
    });
    if (!expected.length) return null;
    const kindName = (kind: string) => (isKnown(kind) ? t(`log.kinds.${kind}`) : kind);

    return (
        <Card id="proof-log" icon="shield" title={t('log.title')}>
            <p className="mt-1 text-sm text-ink-soft">{t('log.body')}</p>
            {check.isPending && (
                // The result's shape while it is checked (a line per expected entry, the key's two lines), so the
                // answer moves nothing below it (the proof timeline was pushed down: Lighthouse CLS 0.08).
                <div className="mt-3 rounded-xl bg-white p-3 text-sm text-ink-soft ring-1 ring-line">
                    <p className="text-base font-black">{t('log.checking')}</p>
                    <p className="invisible mt-1">{t('log.signed')}</p>
                    <ul className="mt-2 space-y-1">
                        {expected.map(entry => (
                            <li key={entry.kind}>{kindName(entry.kind)}: …</li>
                        ))}
                    </ul>
                    <p aria-hidden className="invisible mt-2 font-mono text-xs break-all">
                        {t('log.key', { key: '0'.repeat(64) })}
                    </p>
                </div>
            )}
            {check.isError && (
                <p role="alert" className="mt-3 rounded-xl bg-lucky-50 p-3 text-sm break-words text-lucky-800">
                    {t('log.unreachable', { message: check.error instanceof Error ? check.error.message : String(check.error) })}
                </p>
            )}
            {check.data && (
                <div
                    role="status"
                    className={`mt-3 rounded-xl p-3 text-sm ring-1 ${check.data.ok ? 'bg-emerald-50 text-emerald-900 ring-emerald-300' : 'bg-lucky-50 text-lucky-900 ring-lucky-200'}`}
                >
                    <p className="text-base font-black">{check.data.ok ? t('log.included') : t('log.notIncluded')}</p>
                    <p className="mt-1">
                        {t('log.head', { count: check.data.treeSize, time: dateTime(new Date(check.data.signedAt)) })} ·{' '}
                        {check.data.signatureValid ? t('log.signed') : t('log.badSignature')}
                    </p>
                    {check.data.consistency && (
                        <p className="mt-1">
                            {t(check.data.consistency.ok ? 'log.consistent' : 'log.inconsistent', { time: dateTime(new Date(check.data.consistency.seenAt)) })}
                        </p>
                    )}
                    <ul className="mt-2 space-y-1">
                        {check.data.entries.map(entry => (
                            <li key={entry.kind}>
                                {kindName(entry.kind)}:{' '}
                                {entry.problem === null
                                    ? t('log.at', { index: entry.index })
                                    : t(`log.problems.${entry.problem}`, { index: entry.index ?? '—' })}
                            </li>
                        ))}
                    </ul>
                    <p className="mt-2 font-mono text-xs break-all opacity-80">{t('log.key', { key: check.data.publicKey })}</p>
                </div>
            )}
        </Card>
    );
}
