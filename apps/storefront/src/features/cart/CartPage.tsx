import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useShopQuery } from '../../api/useShopQuery';
import { paths } from '../../app/paths';
import { GetCartDetailsDocument, type GetCartDetailsQuery } from '../../gql/graphql';
import { AssetImage } from '../../ui/AssetImage';
import { useMoney } from '../../ui/money';
import { QueryView } from '../../ui/QueryView';
import { Skeleton, SkeletonList } from '../../ui/Skeleton';

type Cart = NonNullable<GetCartDetailsQuery['activeOrder']>;

export function CartPage() {
    const { t } = useTranslation('cart');
    const cart = useShopQuery(GetCartDetailsDocument);
    const order = cart.data?.data.activeOrder;

    return (
        <>
            <header className="sticky top-0 z-10 flex items-baseline justify-between border-b border-line bg-cream/95 px-4 pt-[max(1rem,env(safe-area-inset-top))] pb-3 backdrop-blur">
                <h1 className="text-xl font-black">{t('title')}</h1>
                {order && order.totalQuantity > 0 && (
                    <span className="text-sm text-ink-soft">{t('itemCount', { count: order.totalQuantity })}</span>
                )}
            </header>
            <main className="px-4 py-4">
                <QueryView
                    query={cart}
                    data={cart.data?.data}
                    loading={<CartSkeleton />}
                    empty={{
                        icon: 'cart',
                        title: t('empty.title'),
                        body: t('empty.body'),
                        action: (
                            <Link to={paths.home()} className="mt-2 rounded-full bg-lucky-600 px-6 py-2.5 text-sm font-bold text-white shadow-sm active:scale-95">
                                {t('empty.action')}
                            </Link>
                        ),
                    }}
                    // No order yet is an empty cart too.
                    isEmpty={({ activeOrder }) => !activeOrder || activeOrder.lines.length === 0}
                >
                    {({ activeOrder }) => activeOrder && <CartContents order={activeOrder} />}
                </QueryView>
            </main>
        </>
    );
}

function CartContents({ order }: { order: Cart }) {
    const { t } = useTranslation('cart');
    const { price } = useMoney();
    return (
        <>
            <ul className="space-y-3">
                {order.lines.map(line => (
                    <li key={line.id} className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-line">
                        <AssetImage preview={line.featuredAsset?.preview} alt="" size={72} presets={['thumb', 'small']} className="size-18 shrink-0 rounded-xl" />
                        <div className="flex min-w-0 flex-1 flex-col">
                            <h2 className="line-clamp-2 text-sm font-semibold">{line.productVariant.name}</h2>
                            <p className="mt-0.5 text-xs text-ink-soft">
                                {price(line.unitPriceWithTax, order.currencyCode)} · {t('quantity', { count: line.quantity })}
                            </p>
                            <p className="mt-auto text-right text-sm font-extrabold text-lucky-600">
                                {price(line.linePriceWithTax, order.currencyCode)}
                            </p>
                        </div>
                    </li>
                ))}
            </ul>
            <dl className="mt-4 space-y-2 rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-line">
                <div className="flex justify-between">
                    <dt className="text-ink-soft">{t('subtotal')}</dt>
                    <dd>{price(order.subTotalWithTax, order.currencyCode)}</dd>
                </div>
                <div className="flex justify-between">
                    <dt className="text-ink-soft">{t('shipping')}</dt>
                    <dd>{price(order.shippingWithTax, order.currencyCode)}</dd>
                </div>
                <div className="flex justify-between border-t border-dashed border-line pt-2 text-base font-extrabold">
                    <dt>{t('total')}</dt>
                    <dd className="text-lucky-600">{price(order.totalWithTax, order.currencyCode)}</dd>
                </div>
            </dl>
        </>
    );
}

function CartSkeleton() {
    return (
        <div aria-busy="true" className="space-y-3">
            <SkeletonList count={3} className="h-24" />
            <Skeleton className="h-28" />
        </div>
    );
}
