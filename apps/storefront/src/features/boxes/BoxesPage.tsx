import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useShopQuery } from '../../api/useShopQuery';
import { paths } from '../../routing/paths';
import { BlindBoxesDocument, type BlindBoxesQuery } from '../../gql/graphql';
import { PageHeader } from '../../ui/PageHeader';
import { QueryView } from '../../ui/QueryView';
import { SkeletonList } from '../../ui/Skeleton';
import { useBoxParams } from './boxParams';
import { PrizeView } from './PrizeView';

type Box = BlindBoxesQuery['blindBoxes']['items'][number];

/** The boxes one page lists: enough for any order the shop sells at once. */
const BOXES_SHOWN = 100;

/** The shopper's blind boxes by order (`?orderId=`: one order's): unopened ones to open, opened ones with their prize and proof. */
export function BoxesPage() {
    const { t } = useTranslation('boxes');
    const { orderId } = useBoxParams();
    const query = useShopQuery(BlindBoxesDocument, {
        options: { take: BOXES_SHOWN, ...(orderId ? { filter: { orderId: { eq: orderId } } } : {}) },
    });
    return (
        <>
            <PageHeader title={t('list.title')} fallback={paths.orders()} />
            <main className="space-y-4 px-4 py-3">
                <QueryView
                    query={query}
                    data={query.data?.data.blindBoxes.items}
                    loading={<SkeletonList count={2} className="h-20" />}
                    empty={{ icon: 'gift', title: t('list.empty.title'), body: t('list.empty.body') }}
                    isEmpty={items => items.length === 0}
                >
                    {items => <Orders boxes={items} />}
                </QueryView>
            </main>
        </>
    );
}

function Orders({ boxes }: { boxes: readonly Box[] }) {
    const { t } = useTranslation('boxes');
    const orders = new Map<string, Box[]>();
    for (const box of boxes) orders.set(box.orderId, [...(orders.get(box.orderId) ?? []), box]);
    return [...orders].map(([orderId, orderBoxes]) => {
        const unopened = orderBoxes.filter(box => !box.isOpen && !box.isVoid);
        const first = orderBoxes[0]!;
        return (
            <section key={orderId} aria-labelledby={`order-${orderId}`} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
                <h2 id={`order-${orderId}`} className="text-base font-extrabold">
                    {first.campaign?.name ?? t('list.title')}
                </h2>
                <p className="text-xs text-ink-soft">
                    {t('list.counts', { count: orderBoxes.length, unopened: unopened.length })} ·{' '}
                    <Link to={paths.boxOdds(first.id, orderId)} className="font-bold text-lucky-700 underline">
                        {t('list.odds')}
                    </Link>
                </p>
                <ul className="mt-3 space-y-2">
                    {orderBoxes.map(box => (
                        <li key={box.id} className="flex items-center gap-3">
                            <div className="min-w-0 flex-1">
                                <p className="font-mono text-xs text-ink-soft">{t('list.box', { code: box.code.code })}</p>
                                {box.prizeLine && <PrizeView prize={box.prizeLine} size="small" />}
                            </div>
                            {box.isVoid ? (
                                <span className="shrink-0 rounded-full bg-line px-3 py-1 text-xs font-bold text-ink-soft">{t('list.refunded')}</span>
                            ) : box.isOpen ? (
                                <Link to={paths.boxProof(box.id, orderId)} className="shrink-0 text-sm font-bold text-lucky-700 underline">
                                    {t('list.proof')}
                                </Link>
                            ) : (
                                <Link
                                    to={paths.openBox(box.id, orderId)}
                                    className="shrink-0 rounded-full bg-lucky-600 px-5 py-2 text-sm font-bold text-white shadow-sm"
                                >
                                    {t('list.open')}
                                    <span className="sr-only"> {box.code.code}</span>
                                </Link>
                            )}
                        </li>
                    ))}
                </ul>
            </section>
        );
    });
}
