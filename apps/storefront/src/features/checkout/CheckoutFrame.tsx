import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useShopQuery } from '../../api/useShopQuery';
import { GetFinalCartDetailsDocument, type GetFinalCartDetailsQuery } from '../../gql/graphql';
import { AssetImage } from '../../ui/AssetImage';
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

/**
 * What is being bought: each line at its price before discounts (the money summary's items row adds
 * these up), and the lucky-draw tickets the order will earn, by campaign, before paying.
 */
export function BoughtLines({ order }: { order: FinalCart }) {
    const { t } = useTranslation(['checkout', 'cart']);
    const { price } = useMoney();
    const tickets = new Map<string, { name: string; count: number }>();
    for (const line of order.lines) {
        if (!line.campaign || line.ticketsToEarn <= 0) continue;
        const found = tickets.get(line.campaign.id);
        tickets.set(line.campaign.id, { name: line.campaign.name, count: (found?.count ?? 0) + line.ticketsToEarn });
    }
    return (
        <>
            <ul className="space-y-2" aria-label={t('review.items')}>
                {order.lines.map(line => (
                    <li key={line.id} className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-line">
                        <AssetImage preview={line.featuredAsset?.preview} alt="" size={56} presets={['thumb']} className="size-14 shrink-0 rounded-xl" />
                        <div className="min-w-0 flex-1">
                            <p className="line-clamp-2 text-sm font-semibold">{line.productVariant.name}</p>
                            <p className="text-xs text-ink-soft">{t('cart:quantity', { count: line.quantity })}</p>
                        </div>
                        <p className="text-sm font-extrabold">{price(line.linePriceWithTax, order.currencyCode)}</p>
                    </li>
                ))}
            </ul>
            {tickets.size > 0 && (
                <ul aria-label={t('checkout:earn.label')} className="space-y-1 rounded-2xl bg-gold-100 p-3 text-sm font-semibold text-gold-700">
                    {[...tickets.values()].map(({ name, count }) => (
                        <li key={name}>{t('checkout:earn.tickets', { count, campaign: name })}</li>
                    ))}
                </ul>
            )}
        </>
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
