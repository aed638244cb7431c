import { useTranslation } from 'react-i18next';

import { Icon } from '../../ui/icons';
import { useMoney } from '../../ui/money';

/** A gateway payment the shop could not take (tickets gone, already paid, cancelled): TO_REFUND, then REFUNDED. */
export interface GatewayRefundView {
    amount: number;
    outcome: string;
}

/**
 * "Paid, being refunded" (docs/payments.md): shown wherever the shopper sees an order whose money
 * the shop refused, so a payment never seems lost.
 */
export function RefundNotice({ refunds, currencyCode = 'MYR' }: { refunds: GatewayRefundView[] | null | undefined; currencyCode?: string }) {
    const { t } = useTranslation();
    const { price } = useMoney();
    if (!refunds?.length) return null;
    return (
        <div role="status" className="flex flex-col gap-2 rounded-2xl bg-gold-100 p-4 text-left text-sm text-ink ring-1 ring-gold-700/20">
            {refunds.map((refund, i) => (
                <p key={i} className="flex items-start gap-2">
                    <Icon name="alert" className="mt-0.5 size-5 shrink-0 text-gold-700" />
                    <span>
                        <strong className="block font-bold">
                            {t(refund.outcome === 'REFUNDED' ? 'paymentRefund.refunded' : 'paymentRefund.toRefund', {
                                amount: price(refund.amount, currencyCode),
                            })}
                        </strong>
                        {refund.outcome !== 'REFUNDED' && t('paymentRefund.why')}
                    </span>
                </p>
            ))}
        </div>
    );
}
