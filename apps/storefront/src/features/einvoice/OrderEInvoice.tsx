import { useTranslation } from 'react-i18next';

import type { EInvoiceStatus, OrderEInvoiceFieldsFragment } from '../../gql/graphql';

/**
 * An order's e-invoice in plain words (docs/einvoice.md#the-shoppers-screens): its own document's state (valid with
 * MyInvois's validation link), or the month's consolidated e-invoice it is part of.
 */
export function OrderEInvoice({ eInvoice, paid }: { eInvoice: OrderEInvoiceFieldsFragment; paid: boolean }) {
    const { t } = useTranslation('einvoice');
    const number = eInvoice.number ?? '';
    let text: string;
    let hint: string | undefined;
    if (eInvoice.requested && eInvoice.kind === 'INVOICE') {
        text = !paid ? t('order.unpaid') : eInvoice.status ? t(`order.${eInvoice.status satisfies EInvoiceStatus}`, { number }) : t('order.preparing');
    } else if (!paid) {
        return null;
    } else {
        text = eInvoice.kind === 'CONSOLIDATED' && eInvoice.number ? t('order.consolidated', { number }) : t('order.consolidatedLater');
        hint = t('order.consolidatedHint');
    }
    return (
        <div className="space-y-1 text-sm" data-testid="order-einvoice">
            <p>{text}</p>
            {hint && <p className="text-xs text-ink-soft">{hint}</p>}
            {eInvoice.kind === 'INVOICE' && eInvoice.status === 'VALID' && eInvoice.validationUrl && (
                <a href={eInvoice.validationUrl} target="_blank" rel="noreferrer" className="inline-block font-bold break-all text-lucky-700 underline">
                    {t('order.check')}
                </a>
            )}
        </div>
    );
}
