import { Tabs } from '@base-ui/react/tabs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { useInfiniteShopQuery, useShopQuery } from '../../api/useShopQuery';
import { paths } from '../../routing/paths';
import { GetAllOrdersDocument, type OrderBucket, type OrderSummaryFragment } from '../../gql/graphql';
import { AssetImage } from '../../ui/AssetImage';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/icons';
import { LoadMore } from '../../ui/LoadMore';
import { useMoney } from '../../ui/money';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { QueryView } from '../../ui/QueryView';
import { SkeletonList } from '../../ui/Skeleton';
import { useDateTime } from '../../ui/time';
import { BUCKETS, bucketOf, countOf, stateLabel } from './buckets';

const PAGE_SIZE = 10;

/** The Order tab: the shopper's orders by bucket (Won, Processing, Shipped, Completed) with their counts, page after page. */
export function OrdersPage() {
    const { t } = useTranslation('orders');
    const queryClient = useQueryClient();
    const [params, setParams] = useSearchParams();
    const bucket = bucketOf(params.get('bucket'));
    // Every answer carries the counts; the Won bucket's holds no orders, so it is the cheap one to ask for them.
    const counts = useShopQuery(GetAllOrdersDocument, { options: { bucket: 'Won' } }).data?.data.getAllOrders.counts;
    // The lists on show are asked again; an order page seen before is asked again when it opens.
    const refresh = () =>
        Promise.all([
            queryClient.refetchQueries({ queryKey: ['shop', 'GetAllOrders'], type: 'active' }),
            queryClient.invalidateQueries({ queryKey: ['shop', 'GetOneOrder'] }),
        ]);

    return (
        <>
            <header className="sticky top-0 z-20 flex items-center justify-between gap-2 border-b border-line bg-cream/95 px-4 pt-[max(1rem,env(safe-area-inset-top))] pb-3 backdrop-blur">
                <h1 className="text-xl font-black">{t('title')}</h1>
                <button
                    type="button"
                    onClick={() => void refresh()}
                    aria-label={t('refresh')}
                    className="grid size-10 place-items-center rounded-full text-ink hover:bg-black/5"
                >
                    <Icon name="refresh" className="size-5" />
                </button>
            </header>
            <PullToRefresh onRefresh={refresh}>
                <main className="px-4 py-3">
                    <Tabs.Root value={bucket} onValueChange={next => setParams(next === 'Processing' ? {} : { bucket: String(next) }, { replace: true })}>
                        <Tabs.List aria-label={t('buckets.label')} className="mb-3 grid grid-cols-4 gap-1 rounded-2xl bg-line/70 p-1">
                            {BUCKETS.map(value => {
                                const count = countOf(counts, value);
                                return (
                                    <Tabs.Tab
                                        key={value}
                                        value={value}
                                        aria-label={count === undefined ? t(`buckets.${value}`) : t('buckets.count', { bucket: t(`buckets.${value}`), count })}
                                        className="flex flex-col items-center rounded-xl py-1.5 text-xs font-bold text-ink-soft data-active:bg-white data-active:text-lucky-700 data-active:shadow-sm"
                                    >
                                        <span>{t(`buckets.${value}`)}</span>
                                        <span aria-hidden className="min-h-4 text-sm font-black">
                                            {count ?? ''}
                                        </span>
                                    </Tabs.Tab>
                                );
                            })}
                        </Tabs.List>
                        {BUCKETS.map(value => (
                            <Tabs.Panel key={value} value={value}>
                                {value === 'Won' ? <WonPrizes count={countOf(counts, 'Won')} /> : <BucketOrders bucket={value} />}
                            </Tabs.Panel>
                        ))}
                    </Tabs.Root>
                </main>
            </PullToRefresh>
        </>
    );
}

/** Won prizes are no orders yet: their count, and a way to the won prizes screen that lists them. */
function WonPrizes({ count }: { count: number | undefined }) {
    const { t } = useTranslation('orders');
    if (count === undefined) return <SkeletonList count={1} className="h-24" />;
    if (count === 0) return <EmptyState icon="trophy" title={t('empty.Won.title')} body={t('empty.Won.body')} />;
    return (
        <EmptyState
            icon="trophy"
            title={t('won.title', { count })}
            body={t('won.body')}
            action={
                <Link to={paths.wonPrizes()} className="rounded-full bg-lucky-600 px-5 py-2 text-sm font-bold text-white">
                    {t('won.open')}
                </Link>
            }
        />
    );
}

function BucketOrders({ bucket }: { bucket: OrderBucket }) {
    const { t } = useTranslation('orders');
    const list = useInfiniteShopQuery(
        GetAllOrdersDocument,
        page => ({ options: { bucket, ...page } }),
        data => data.getAllOrders,
        { pageSize: PAGE_SIZE },
    );
    return (
        <QueryView
            query={list}
            data={list.data ? list.items : undefined}
            forbidden={{ icon: 'receipt', title: t('signIn.title'), body: t('signIn.body') }}
            loading={<SkeletonList count={3} className="h-24" />}
            empty={{
                icon: 'receipt',
                title: t(`empty.${bucket}.title`),
                body: t(`empty.${bucket}.body`),
                action: (
                    <Link to={paths.draws()} className="mt-2 rounded-full bg-lucky-600 px-6 py-2.5 text-sm font-bold text-white shadow-sm active:scale-95">
                        {t('empty.action')}
                    </Link>
                ),
            }}
            isEmpty={orders => orders.length === 0}
        >
            {orders => (
                <>
                    <ul className="space-y-3">
                        {orders.map(order => (
                            <li key={order.id}>
                                <OrderRow order={order} />
                            </li>
                        ))}
                    </ul>
                    <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoadMore={list.fetchNextPage} />
                </>
            )}
        </QueryView>
    );
}

function OrderRow({ order }: { order: OrderSummaryFragment }) {
    const { t } = useTranslation('orders');
    const { price } = useMoney();
    const dateTime = useDateTime();
    const first = order.lines[0];
    return (
        <Link to={paths.order(order.code)} className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-line">
            <AssetImage preview={first?.featuredAsset?.preview} alt="" size={64} presets={['thumb']} className="size-16 shrink-0 rounded-xl" />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="truncate text-sm font-bold">{t('item.open', { code: order.code })}</span>
                <span className="truncate text-xs text-ink-soft">{first?.productVariant.name}</span>
                {order.orderPlacedAt && <span className="text-xs text-ink-soft">{t('item.placed', { date: dateTime(order.orderPlacedAt) })}</span>}
                <span className="flex items-center justify-between gap-2 text-xs">
                    <span className="rounded-full bg-gold-100 px-2 py-0.5 font-bold text-gold-700">{stateLabel(t, order.state)}</span>
                    <span className="font-bold">
                        {t('item.items', { count: order.totalQuantity })} · {price(order.totalWithTax, order.currencyCode)}
                    </span>
                </span>
            </span>
            <Icon name="forward" className="size-4 shrink-0 text-ink-soft" />
        </Link>
    );
}
