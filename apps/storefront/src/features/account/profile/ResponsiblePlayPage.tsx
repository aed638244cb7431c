import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useShopMutation, useShopQuery } from '../../../api/useShopQuery';
import {
    ResponsiblePlayDocument,
    SelfExcludeDocument,
    SetDateOfBirthDocument,
    SetSpendingLimitsDocument,
    type ExclusionPeriod,
    type ResponsiblePlayQuery,
    type SpendingPeriod,
} from '../../../gql/graphql';
import { paths } from '../../../routing/paths';
import { useErrorMessage } from '../../../ui/errorMessage';
import { useMoney } from '../../../ui/money';
import { QueryView } from '../../../ui/QueryView';
import { Skeleton } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast';
import { AccountForm, AccountPage, Field } from '../form';

type Play = ResponsiblePlayQuery['responsiblePlay'];
type History = ResponsiblePlayQuery['spendingHistory'];
const PAUSES = {
    HOURS_24: 'play.pause.HOURS_24',
    DAYS_7: 'play.pause.DAYS_7',
    DAYS_30: 'play.pause.DAYS_30',
    MONTHS_6: 'play.pause.MONTHS_6',
} as const satisfies Record<ExclusionPeriod, string>;
const LIMIT_LABELS = { DAILY: 'play.limits.DAILY', WEEKLY: 'play.limits.WEEKLY', MONTHLY: 'play.limits.MONTHLY' } as const satisfies Record<
    SpendingPeriod,
    string
>;

/** Responsible play (docs/responsible-play.md): date of birth, spending limits, a break, and what was spent and won per month. */
export function ResponsiblePlayPage() {
    const { t } = useTranslation('account');
    const query = useShopQuery(ResponsiblePlayDocument);
    return (
        <AccountPage title={t('play.title')} fallback={paths.profile()}>
            <QueryView query={query} data={query.data?.data} loading={<Skeleton className="h-48" />}>
                {data => (
                    <div className="flex flex-col gap-4">
                        <p className="text-sm text-ink-soft">{t('play.intro')}</p>
                        <BirthDate play={data.responsiblePlay} />
                        <Limits play={data.responsiblePlay} />
                        <Pause play={data.responsiblePlay} />
                        <SpendingHistory history={data.spendingHistory} />
                    </div>
                )}
            </QueryView>
        </AccountPage>
    );
}

function useDateFormat() {
    const { i18n } = useTranslation();
    const locale = i18n.resolvedLanguage === 'en' ? 'en-MY' : 'ms-MY';
    return {
        date: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)),
        dateTime: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
        month: (month: string) =>
            new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`)),
    };
}

function useRefresh() {
    const queryClient = useQueryClient();
    return () => queryClient.invalidateQueries({ queryKey: ['shop', 'ResponsiblePlay'] });
}

const section = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line';

function BirthDate({ play }: { play: Play }) {
    const { t } = useTranslation('account');
    const { date } = useDateFormat();
    const errorMessage = useErrorMessage();
    const refresh = useRefresh();
    const save = useShopMutation(SetDateOfBirthDocument);
    const [value, setValue] = useState('');
    const [error, setError] = useState<string>();
    if (play.dateOfBirth) {
        return (
            <section aria-labelledby="play-dob" className={section}>
                <h2 id="play-dob" className="font-extrabold">
                    {t('play.dob.title')}
                </h2>
                <p className="mt-1 text-sm">{t('play.dob.shown', { date: date(play.dateOfBirth) })}</p>
                {!play.adult && <p className="mt-1 text-sm text-lucky-700">{t('play.dob.minor')}</p>}
            </section>
        );
    }
    async function submit() {
        setError(undefined);
        const result = (await save.mutateAsync({ dateOfBirth: value })).setDateOfBirth;
        if (result.__typename === 'InvalidDateOfBirthError') setError(errorMessage(result));
        else await refresh();
    }
    return (
        <section aria-labelledby="play-dob" className={section}>
            <h2 id="play-dob" className="mb-2 font-extrabold">
                {t('play.dob.title')}
            </h2>
            <AccountForm onSubmit={() => void submit()} submitLabel={t('play.dob.save')} busy={save.isPending} error={error}>
                <Field
                    label={t('play.dob.label')}
                    hint={t('play.dob.hint')}
                    name="dateOfBirth"
                    type="date"
                    value={value}
                    onChange={setValue}
                    autoComplete="bday"
                />
            </AccountForm>
        </section>
    );
}

function Limits({ play }: { play: Play }) {
    const { t } = useTranslation('account');
    const { price } = useMoney();
    const { dateTime } = useDateFormat();
    const errorMessage = useErrorMessage();
    const toast = useToast();
    const refresh = useRefresh();
    const save = useShopMutation(SetSpendingLimitsDocument);
    const initial = Object.fromEntries(play.limits.map(l => [l.period, l.amount == null ? '' : String(l.amount / 100)]));
    const [values, setValues] = useState<Record<string, string>>(initial);
    const [error, setError] = useState<string>();
    async function submit() {
        setError(undefined);
        const input: Record<string, number | null> = {};
        for (const limit of play.limits) {
            const typed = values[limit.period]?.trim() ?? '';
            if (typed === initial[limit.period]) continue;
            input[limit.period.toLowerCase()] = typed === '' ? null : Math.round(Number(typed) * 100);
        }
        const result = (await save.mutateAsync({ input })).setSpendingLimits;
        if (result.__typename === 'InvalidSpendingLimitError') {
            setError(errorMessage(result));
            return;
        }
        toast.success(t('play.limits.saved'));
        await refresh();
    }
    return (
        <section aria-labelledby="play-limits" className={section}>
            <h2 id="play-limits" className="font-extrabold">
                {t('play.limits.title')}
            </h2>
            <p className="mb-2 mt-1 text-xs text-ink-soft">{t('play.limits.hint')}</p>
            <AccountForm onSubmit={() => void submit()} submitLabel={t('play.limits.save')} busy={save.isPending} error={error}>
                {play.limits.map(limit => (
                    <div key={limit.period}>
                        <Field
                            label={t(LIMIT_LABELS[limit.period])}
                            name={limit.period}
                            inputMode="decimal"
                            placeholder={t('play.limits.placeholder')}
                            value={values[limit.period] ?? ''}
                            onChange={value => setValues(current => ({ ...current, [limit.period]: value }))}
                            hint={
                                limit.amount != null
                                    ? t('play.limits.status', { spent: price(limit.spent, 'MYR'), remaining: price(limit.remaining ?? 0, 'MYR') })
                                    : t('play.limits.spentOnly', { spent: price(limit.spent, 'MYR') })
                            }
                        />
                        {limit.pendingFrom && (
                            <p className="mt-1 text-xs text-lucky-700">
                                {limit.pendingRemoval
                                    ? t('play.limits.pendingRemoval', { from: dateTime(limit.pendingFrom as string) })
                                    : t('play.limits.pending', { amount: price(limit.pendingAmount ?? 0, 'MYR'), from: dateTime(limit.pendingFrom as string) })}
                            </p>
                        )}
                    </div>
                ))}
            </AccountForm>
        </section>
    );
}

function Pause({ play }: { play: Play }) {
    const { t } = useTranslation('account');
    const { dateTime } = useDateFormat();
    const toast = useToast();
    const refresh = useRefresh();
    const exclude = useShopMutation(SelfExcludeDocument);
    async function pause(period: ExclusionPeriod) {
        if (!window.confirm(t('play.pause.confirm', { period: t(PAUSES[period]) }))) return;
        await exclude.mutateAsync({ period });
        toast.success(t('play.pause.done'));
        await refresh();
    }
    return (
        <section aria-labelledby="play-pause" className={section}>
            <h2 id="play-pause" className="font-extrabold">
                {t('play.pause.title')}
            </h2>
            <p className="mt-1 text-xs text-ink-soft">{t('play.pause.hint')}</p>
            {play.excludedUntil && (
                <p role="status" className="mt-2 text-sm font-bold text-lucky-700">
                    {t('play.pause.until', { until: dateTime(play.excludedUntil as string) })}
                    {play.excludedBy === 'OPERATOR' && ` ${t('play.pause.byOperator')}`}
                </p>
            )}
            <div className="mt-3 grid grid-cols-2 gap-2">
                {(Object.keys(PAUSES) as ExclusionPeriod[]).map(period => (
                    <button
                        key={period}
                        type="button"
                        disabled={exclude.isPending}
                        onClick={() => void pause(period)}
                        className="min-h-11 rounded-xl px-3 text-sm font-bold ring-1 ring-line"
                    >
                        {t(PAUSES[period])}
                    </button>
                ))}
            </div>
        </section>
    );
}

function SpendingHistory({ history }: { history: History }) {
    const { t } = useTranslation('account');
    const { price } = useMoney();
    const { month } = useDateFormat();
    return (
        <section aria-labelledby="play-history" className={section}>
            <h2 id="play-history" className="mb-2 font-extrabold">
                {t('play.history.title')}
            </h2>
            {history.items.length === 0 ? (
                <p className="text-sm text-ink-soft">{t('play.history.empty')}</p>
            ) : (
                <table className="w-full text-left text-sm">
                    <thead>
                        <tr className="text-xs text-ink-soft">
                            <th scope="col">{t('play.history.month')}</th>
                            <th scope="col" className="text-right">
                                {t('play.history.spent')}
                            </th>
                            <th scope="col" className="text-right">
                                {t('play.history.orders')}
                            </th>
                            <th scope="col" className="text-right">
                                {t('play.history.won')}
                            </th>
                        </tr>
                    </thead>
                    <tbody>
                        {history.items.map(item => (
                            <tr key={item.month}>
                                <th scope="row" className="py-1 font-normal">
                                    {month(item.month)}
                                </th>
                                <td className="text-right">{price(item.spent, 'MYR')}</td>
                                <td className="text-right">{item.orders}</td>
                                <td className="text-right">{item.prizesWon}</td>
                            </tr>
                        ))}
                    </tbody>
                </table>
            )}
        </section>
    );
}
