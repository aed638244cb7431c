import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useShopQuery } from '../../api/useShopQuery';
import { GetFinalCartDetailsDocument, type GetFinalCartDetailsQuery } from '../../gql/graphql';
import { useMoney } from '../../ui/money';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton, SkeletonList } from '../../ui/Skeleton';
import { CartView } from '../cart';

export type FinalCart = NonNullable<GetFinalCartDetailsQuery['activeOrder']>;

/** A checkout step's frame: back, the step's title with "Step n of 3", and the page. */
export function CheckoutFrame({ title, step, fallback, children }: { title: string; step?: 1 | 2 | 3; fallback: string; children: ReactNode }) {
    const { t } = useTranslation('checkout');
    return (
        <>
            <PageHeader
                title={title}
                fallback={fallback}
                end={step && <span className="text-xs font-bold text-ink-soft">{t('step', { step, count: 3 })}</span>}
            />
            <main className="space-y-4 px-4 py-4">{children}</main>
        </>
    );
}

/** The active order as checkout shows it; an empty cart shows the way back to shopping. */
export function WithFinalCart({ children }: { children: (order: FinalCart) => ReactNode }) {
    const cart = useShopQuery(GetFinalCartDetailsDocument);
    return (
        <CartView
            query={cart}
            data={cart.data?.data}
            loading={
                <div aria-busy="true" className="space-y-3">
                    <SkeletonList count={2} className="h-20" />
                    <Skeleton className="h-28" />
                </div>
            }
        >
            {children}
        </CartView>
    );
}

/** Subtotal (discounts taken off), each discount, the coupons, delivery and the total, as the server computed them (MYR). */
export function Totals({ order }: { order: FinalCart }) {
    const { t } = useTranslation(['checkout', 'cart']);
    const { price } = useMoney();
    const money = (amount: number) => price(amount, order.currencyCode);
    return (
        <dl aria-label={t('checkout:totals')} className="space-y-2 rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-line">
            <div className="flex justify-between">
                <dt className="text-ink-soft">{t('cart:subtotal')}</dt>
                <dd>{money(order.subTotalWithTax)}</dd>
            </div>
            {order.discounts.map(discount => (
                <div key={discount.description} className="flex justify-between text-lucky-700">
                    <dt>{discount.description}</dt>
                    <dd>{money(discount.amountWithTax)}</dd>
                </div>
            ))}
            {order.couponCodes.length > 0 && (
                <div className="flex justify-between">
                    <dt className="text-ink-soft">{t('checkout:coupons')}</dt>
                    <dd className="font-bold">{order.couponCodes.join(', ')}</dd>
                </div>
            )}
            <div className="flex justify-between">
                <dt className="text-ink-soft">{t('cart:shipping')}</dt>
                <dd>{money(order.shippingWithTax)}</dd>
            </div>
            <div className="flex justify-between border-t border-dashed border-line pt-2 text-base font-extrabold">
                <dt>{t('cart:total')}</dt>
                <dd className="text-lucky-600">{money(order.totalWithTax)}</dd>
            </div>
        </dl>
    );
}

/** A checkout step's main button. */
export function StepButton({ busy, onClick, children }: { busy?: boolean; onClick: () => void; children: ReactNode }) {
    return (
        <button
            type="button"
            onClick={onClick}
            disabled={busy}
            className="w-full rounded-full bg-lucky-600 py-3 text-sm font-extrabold text-white shadow-md active:scale-95 disabled:opacity-50"
        >
            {children}
        </button>
    );
}
