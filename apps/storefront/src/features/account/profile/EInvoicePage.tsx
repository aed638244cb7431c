import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useShopQuery } from '../../../api/useShopQuery';
import { EInvoiceDetailsDocument } from '../../../gql/graphql';
import { paths } from '../../../routing/paths';
import { QueryView } from '../../../ui/QueryView';
import { Skeleton } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast';
import { EInvoiceDetailsCard, EInvoiceForm } from '../../einvoice';
import { AccountPage } from '../form';

/** The profile's e-invoice details (docs/einvoice.md#the-shoppers-screens): what an e-invoice in the shopper's own name is issued to. */
export function EInvoicePage() {
    const { t } = useTranslation('einvoice');
    const toast = useToast();
    const query = useShopQuery(EInvoiceDetailsDocument);
    const [editing, setEditing] = useState(false);
    return (
        <AccountPage title={t('title')} fallback={paths.profile()}>
            <p className="text-sm text-ink-soft">{t('intro')}</p>
            <QueryView query={query} data={query.data?.data} loading={<Skeleton className="h-48" />}>
                {({ eInvoiceDetails: details }) => (
                    <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
                        {details && !editing ? (
                            <>
                                <EInvoiceDetailsCard details={details} />
                                <button
                                    type="button"
                                    onClick={() => setEditing(true)}
                                    className="w-full rounded-full py-2.5 text-sm font-bold ring-1 ring-line"
                                >
                                    {t('change')}
                                </button>
                            </>
                        ) : (
                            <>
                                {!details && <p className="text-sm">{t('none')}</p>}
                                <EInvoiceForm
                                    details={details}
                                    onCancel={details ? () => setEditing(false) : undefined}
                                    onSaved={() => {
                                        toast.success(t('saved'));
                                        setEditing(false);
                                        void query.refetch();
                                    }}
                                />
                            </>
                        )}
                    </section>
                )}
            </QueryView>
        </AccountPage>
    );
}
