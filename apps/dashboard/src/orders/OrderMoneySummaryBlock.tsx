import { api } from '@vendure/dashboard';
import { useQuery } from '@tanstack/react-query';

import { apiErrorMessage } from '../common/format';
import { ORDER_MONEY_SUMMARY } from './order-api';

/** One row: `data-row` names it and `data-amount` marks an amount that adds up (as on the shop's screens). */
function SummaryRow({ row, label, amount, strong }: { row: string; label: string; amount: string | null; strong?: boolean }) {
    return (
        <div data-row={row} className={`flex justify-between gap-3 ${strong ? 'font-semibold' : ''}`}>
            <dt>{label}</dt>
            <dd data-amount={amount ? '' : undefined} className="text-right">
                {amount ?? '—'}
            </dd>
        </div>
    );
}

/**
 * The order's money as the shopper reads it on the cart, checkout, order page and invoice (admin API
 * `Order.moneySummary`, ReadOrder): items, each discount by name, subtotal, delivery, total, tax included.
 * An operator answering a shopper's question sees the same rows, each the sum of those above.
 */
export function OrderMoneySummaryBlock({ orderId }: { orderId?: string }) {
    const found = useQuery({
        queryKey: ['tuah', 'order-money-summary', orderId],
        queryFn: () => api.query(ORDER_MONEY_SUMMARY, { id: orderId ?? '' }),
        enabled: !!orderId,
    });
    if (found.error) return <p role="alert">Could not load the money summary: {apiErrorMessage(found.error)}</p>;
    if (found.isPending) return <p>Loading the money summary…</p>;
    const m = found.data?.order?.moneySummary;
    if (!m) return <p>No such order.</p>;
    const money = (sen: number) => new Intl.NumberFormat('en-MY', { style: 'currency', currency: m.currencyCode }).format(sen / 100);
    const discountLabel = (d: { name: string; couponCode?: string | null }) => (d.couponCode ? `${d.name} (${d.couponCode})` : d.name);
    const delivery =
        m.delivery.state === 'CHOSEN'
            ? { label: m.delivery.name ? `Delivery (${m.delivery.name})` : 'Delivery', amount: money(m.delivery.priceWithTax) }
            : { label: m.delivery.state === 'NOT_NEEDED' ? 'Delivery: not needed' : 'Delivery: not chosen yet', amount: null };
    return (
        <dl className="grid gap-1" aria-label="What the shopper sees">
            <SummaryRow row="items" label="Items" amount={money(m.itemsTotal)} />
            {m.discounts.map(d => (
                <SummaryRow key={d.source} row="discount" label={discountLabel(d)} amount={money(d.amountWithTax)} />
            ))}
            <SummaryRow row="subtotal" label="Subtotal" amount={money(m.subTotal)} strong />
            <SummaryRow row="delivery" label={delivery.label} amount={delivery.amount} />
            {m.deliveryDiscounts.map(d => (
                <SummaryRow key={d.source} row="discount" label={discountLabel(d)} amount={money(d.amountWithTax)} />
            ))}
            <SummaryRow row="total" label="Total" amount={money(m.total)} strong />
            {m.taxes.map(tax => (
                <div key={tax.description} data-row="tax" className="text-muted-foreground flex justify-between gap-3 text-sm">
                    <dt>Tax included: sales tax {tax.taxRate}%</dt>
                    <dd>{money(tax.amount)}</dd>
                </div>
            ))}
        </dl>
    );
}
