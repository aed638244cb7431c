import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { useInfiniteShopQuery } from '../../../api/useShopQuery';
import { QUERY_KEYS, paths } from '../../../routing/paths';
import { ListCampaignParticipantsDocument, type ParticipantSort, type SortOrder } from '../../../gql/graphql';
import { Icon } from '../../../ui/icons';
import { LoadMore } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryView } from '../../../ui/QueryView';
import { SkeletonList } from '../../../ui/Skeleton';
import { useRelativeTime } from '../../../ui/time';

const SORTS = ['NAME', 'TICKET', 'DATE'] as const satisfies readonly ParticipantSort[];

/** The order a sort starts in: names A→Z, most tickets first, newest first. */
const FIRST_ORDER: Record<ParticipantSort, SortOrder> = { NAME: 'ASC', TICKET: 'DESC', DATE: 'DESC' };

function sortOf(params: URLSearchParams): { field: ParticipantSort; order: SortOrder } {
    const field = (SORTS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as ParticipantSort) : 'DATE';
    const order = params.get('order') === 'ASC' || params.get('order') === 'DESC' ? (params.get('order') as SortOrder) : FIRST_ORDER[field];
    return { field, order };
}

/**
 * Who takes part in a campaign (`common/draws/item/drawlot?cId=`), sortable by name, tickets
 * and date: tapping the sort in use turns its order round. The sort is kept in the address.
 */
export function ParticipantsPage() {
    const { t } = useTranslation('draws');
    const relative = useRelativeTime();
    const [params, setParams] = useSearchParams();
    const campaignId = params.get(QUERY_KEYS.campaignId) ?? '';
    const sort = sortOf(params);
    const list = useInfiniteShopQuery(
        ListCampaignParticipantsDocument,
        options => ({ campaignId, sort, options }),
        data => data.listCampaignParticipants,
        { pageSize: 30, enabled: !!campaignId },
    );

    function sortBy(field: ParticipantSort) {
        const order = field === sort.field ? (sort.order === 'ASC' ? 'DESC' : 'ASC') : FIRST_ORDER[field];
        const next = new URLSearchParams(params);
        next.set('sort', field);
        next.set('order', order);
        setParams(next, { replace: true });
    }

    return (
        <>
            <PageHeader
                title={t('participants.title')}
                fallback={campaignId ? paths.campaign(campaignId) : paths.draws()}
                end={list.isSuccess && <span className="text-xs text-ink-soft">{t('participants.count', { count: list.totalItems })}</span>}
            />
            <main className="px-4 py-3">
                <div role="group" aria-label={t('participants.sortLabel')} className="mb-3 flex gap-2">
                    {SORTS.map(field => {
                        const active = field === sort.field;
                        return (
                            <button
                                key={field}
                                type="button"
                                aria-pressed={active}
                                onClick={() => sortBy(field)}
                                className={`flex items-center gap-1 rounded-full px-3.5 py-1.5 text-xs font-bold ring-1 ${
                                    active ? 'bg-lucky-600 text-white ring-lucky-600' : 'bg-white text-ink-soft ring-line'
                                }`}
                            >
                                {t(`participants.sort.${field}`)}
                                {active && (
                                    <>
                                        <span aria-hidden>{sort.order === 'ASC' ? '↑' : '↓'}</span>
                                        <span className="sr-only">, {t(`participants.order.${field}.${sort.order}`)}</span>
                                    </>
                                )}
                            </button>
                        );
                    })}
                </div>
                <QueryView
                    query={list}
                    data={list.isSuccess ? list.items : undefined}
                    missing={!campaignId}
                    notFound={{ icon: 'compass', title: t('campaign.notFoundTitle'), body: t('campaign.notFoundBody') }}
                    loading={<SkeletonList count={5} className="h-16" gap="space-y-2" />}
                    empty={{ icon: 'users', title: t('participants.emptyTitle'), body: t('participants.emptyBody') }}
                    isEmpty={items => items.length === 0}
                >
                    {items => (
                        <>
                            <ol aria-label={t('participants.title')} className="space-y-2">
                                {items.map(participation => (
                                    <li key={participation.id}>
                                        <Link
                                            to={paths.participantTickets(campaignId, participation.customer.id, participation.customer.displayName)}
                                            className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-line"
                                        >
                                            <span
                                                aria-hidden
                                                className="grid size-10 shrink-0 place-items-center rounded-full bg-lucky-100 text-base font-black text-lucky-700"
                                            >
                                                {participation.customer.displayName.slice(0, 1).toUpperCase()}
                                            </span>
                                            <span className="min-w-0 flex-1">
                                                <span className="block truncate text-sm font-bold">{participation.customer.displayName}</span>
                                                <span className="block text-xs text-ink-soft">
                                                    {t('participants.joined', { time: relative(participation.createdAt) })}
                                                </span>
                                            </span>
                                            <span className="shrink-0 rounded-full bg-gold-100 px-2.5 py-1 text-xs font-extrabold text-gold-700">
                                                {t('participants.tickets', { count: participation.count })}
                                            </span>
                                            <Icon name="forward" className="size-4 shrink-0 text-ink-soft" />
                                        </Link>
                                    </li>
                                ))}
                            </ol>
                            <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoadMore={list.fetchNextPage} />
                        </>
                    )}
                </QueryView>
            </main>
        </>
    );
}
