import { useTranslation } from 'react-i18next';

import type { MoneySummaryFragment } from '../gql/graphql';
import { useMoney } from './money';

type Discount = MoneySummaryFragment['discounts'][number];

/**
 * The one money summary (docs/checkout.md#the-money-summary): the server's breakdown, row by row,
 * each row the sum of those above (items, discounts, subtotal, delivery, free delivery, total),
 * then the tax the total includes. Cart, every checkout step, the thank-you page and the order page
 * show it; nothing else adds money up on the client.
 */
/** `bare`: without its own card, inside a section that is one. */
export function MoneySummary({ summary, className = '', bare = false }: { summary: MoneySummaryFragment; className?: string; bare?: boolean }) {
    const { t } = useTranslation('common');
    const { price } = useMoney();
    const money = (amount: number) => price(amount, summary.currencyCode);
    const discountLabel = (d: Discount) =>
        d.source === 'ROUNDING' ? t('money.rounding') : d.couponCode ? t('money.coupon', { name: d.name, code: d.couponCode }) : d.name;
    const delivery =
        summary.delivery.state === 'CHOSEN'
            ? money(summary.delivery.priceWithTax)
            : summary.delivery.state === 'NOT_CHOSEN'
              ? t('money.deliveryNotChosen')
              : t('money.deliveryNotNeeded');
    return (
        <dl aria-label={t('money.label')} className={`space-y-2 text-sm ${bare ? '' : 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line'} ${className}`}>
            <Row label={t('money.items')} value={money(summary.itemsTotal)} row="items" />
            {summary.discounts.map(d => (
                <Row key={d.source} label={discountLabel(d)} value={money(d.amountWithTax)} row="discount" tone="discount" />
            ))}
            <Row label={t('money.subtotal')} value={money(summary.subTotal)} row="subtotal" tone="strong" />
            <Row
                label={summary.delivery.name ? t('money.deliveryBy', { name: summary.delivery.name }) : t('money.delivery')}
                value={delivery}
                row="delivery"
                amount={summary.delivery.state === 'CHOSEN'}
            />
            {summary.deliveryDiscounts.map(d => (
                <Row key={d.source} label={discountLabel(d)} value={money(d.amountWithTax)} row="delivery-discount" tone="discount" />
            ))}
            <div data-row="total" className="flex justify-between gap-3 border-t border-dashed border-line pt-2 text-base font-extrabold">
                <dt>{t('money.total')}</dt>
                <dd data-amount className="shrink-0 text-lucky-600">
                    {money(summary.total)}
                </dd>
            </div>
            {summary.taxes.map(tax => (
                <div key={tax.description} data-row="tax" className="flex justify-between gap-3 text-xs text-ink-soft">
                    <dt>{t('money.taxIncluded', { rate: tax.taxRate })}</dt>
                    <dd className="shrink-0">{money(tax.amount)}</dd>
                </div>
            ))}
        </dl>
    );
}

/** A row: `data-row` names it and `data-amount` marks an amount that adds up (the journey reads them off the screen). */
function Row({ label, value, row, tone, amount = true }: { label: string; value: string; row: string; tone?: 'discount' | 'strong'; amount?: boolean }) {
    const toneClass = tone === 'discount' ? 'text-lucky-700' : tone === 'strong' ? 'font-bold' : '';
    return (
        <div data-row={row} className={`flex justify-between gap-3 ${toneClass}`}>
            <dt className={tone ? '' : 'text-ink-soft'}>{label}</dt>
            <dd data-amount={amount ? '' : undefined} className="shrink-0 text-right">
                {value}
            </dd>
        </div>
    );
}
