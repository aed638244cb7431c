import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useShopMutation, useShopQuery } from '../../api/useShopQuery';
import { EInvoiceDetailsDocument, RequestEInvoiceDocument, type EInvoiceDetailsFieldsFragment } from '../../gql/graphql';
import { useErrorMessage } from '../../ui/errorMessage';
import { EInvoiceDetailsCard, EInvoiceForm } from './EInvoiceForm';

/**
 * The checkout's "I need an e-invoice in my own name" (docs/einvoice.md#the-shoppers-screens): ticking shows the
 * saved details (or the form to enter them) and asks for it on the active order; unticking stops asking.
 * `onUnsaved` tells the payment step when the box is ticked but nothing is asked yet (details still to save).
 */
export function CheckoutEInvoice({ requested, onUnsaved }: { requested: boolean; onUnsaved: (unsaved: boolean) => void }) {
    const { t } = useTranslation(['einvoice', 'common']);
    const errorMessage = useErrorMessage();
    const details = useShopQuery(EInvoiceDetailsDocument);
    const request = useShopMutation(RequestEInvoiceDocument);
    const [ticked, setTicked] = useState(requested);
    const [asked, setAsked] = useState(requested);
    const [editing, setEditing] = useState(false);
    const [saved, setSaved] = useState<EInvoiceDetailsFieldsFragment | null>();
    const [error, setError] = useState<string>();
    const current = saved ?? details.data?.data.eInvoiceDetails ?? null;
    const showForm = ticked && (editing || (!current && !details.isPending));

    async function ask(want: boolean) {
        setError(undefined);
        try {
            const result = (await request.mutateAsync({ requested: want })).requestEInvoice;
            if (result.__typename === 'EInvoiceRequestError') {
                setError(errorMessage(result));
                return false;
            }
            setAsked(result.requested);
            onUnsaved(false);
            return true;
        } catch {
            setError(t('common:operationsAnomaly'));
            return false;
        }
    }

    async function toggle(want: boolean) {
        setTicked(want);
        setEditing(false);
        if (want) {
            if (current) await ask(true);
            else onUnsaved(true);
        } else {
            onUnsaved(false);
            if (asked) await ask(false);
            else setError(undefined);
        }
    }

    async function onSaved(kept: EInvoiceDetailsFieldsFragment) {
        setSaved(kept);
        setEditing(false);
        await details.refetch();
        await ask(true);
    }

    return (
        <section aria-label={t('order.title')} className="space-y-3 rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-line">
            <div className="flex items-start gap-3">
                <input
                    id="einvoice-ask"
                    type="checkbox"
                    checked={ticked}
                    disabled={request.isPending}
                    aria-describedby="einvoice-ask-hint"
                    onChange={event => void toggle(event.target.checked)}
                    className="mt-0.5 size-5 shrink-0 accent-lucky-600"
                />
                <div>
                    <label htmlFor="einvoice-ask" className="block font-bold">
                        {t('checkout.ask')}
                    </label>
                    <p id="einvoice-ask-hint" className="text-xs text-ink-soft">
                        {t('checkout.hint')}
                    </p>
                </div>
            </div>
            {ticked && current && !editing && (
                <div className="space-y-2 rounded-xl bg-cream p-3">
                    <EInvoiceDetailsCard details={current} />
                    <div className="flex items-center justify-between gap-2">
                        {asked && <p className="text-xs text-ink-soft">{t('checkout.requested')}</p>}
                        <button type="button" onClick={() => setEditing(true)} className="ml-auto text-xs font-bold text-lucky-700 underline">
                            {t('change')}
                        </button>
                    </div>
                </div>
            )}
            {showForm && <EInvoiceForm details={current} onSaved={kept => void onSaved(kept)} onCancel={current ? () => setEditing(false) : undefined} />}
            {error && (
                <p role="alert" className="rounded-xl bg-lucky-50 px-3 py-2 text-sm font-semibold text-lucky-700">
                    {error}
                </p>
            )}
        </section>
    );
}
