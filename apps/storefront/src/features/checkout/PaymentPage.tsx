import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { useShopMutation } from '../../api/useShopQuery';
import { paths } from '../../routing/paths';
import { CreateIPayIntentDocument, TransitionOrderToStateDocument } from '../../gql/graphql';
import { useCountryName } from '../../ui/country';
import { useErrorMessage, useFailedCallMessage } from '../../ui/errorMessage';
import { useCartChanged } from '../cart';
import { CheckoutEInvoice } from '../einvoice';
import { MoneySummary } from '../../ui/MoneySummary';
import { BoughtLines, CheckoutFrame, StepButton, WithFinalCart, type FinalCart } from './CheckoutFrame';

/**
 * Sends the browser to the payment gateway the way iPay88 expects: a real HTML form POST of the
 * signed fields (docs/payments.md#the-flow), not a fetch.
 */
export function postToGateway(endpoint: string, fields: ReadonlyArray<{ name: string; value: string }>) {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = endpoint;
    form.hidden = true;
    for (const { name, value } of fields) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
    }
    document.body.append(form);
    form.submit();
}

/** Step 3 (`cart/checkout/checkout`): what is bought, the tickets it earns and the money summary, then iPay88; `?payment=failed` is the gateway sending the shopper back. */
export function PaymentPage() {
    const { t } = useTranslation('checkout');
    const [search] = useSearchParams();
    const failed = search.get('payment') === 'failed';
    return (
        <CheckoutFrame title={t('payment.title')} step={3} fallback={paths.checkoutDetails()}>
            {failed && (
                <p role="alert" className="rounded-xl bg-lucky-50 px-3 py-2 text-sm font-semibold text-lucky-700">
                    {t('payment.failed')}
                </p>
            )}
            <WithFinalCart>{order => <Payment order={order} />}</WithFinalCart>
        </CheckoutFrame>
    );
}

function Payment({ order }: { order: FinalCart }) {
    const { t } = useTranslation(['checkout', 'common', 'einvoice']);
    const errorMessage = useErrorMessage();
    const failedCall = useFailedCallMessage();
    const countryName = useCountryName();
    const cartChanged = useCartChanged();
    const transition = useShopMutation(TransitionOrderToStateDocument);
    const intent = useShopMutation(CreateIPayIntentDocument);
    const [error, setError] = useState<string>();
    const [leaving, setLeaving] = useState(false);
    const [eInvoiceUnsaved, setEInvoiceUnsaved] = useState(false);
    const [saveFirst, setSaveFirst] = useState(false);
    const address = order.shippingAddress;

    async function pay() {
        setError(undefined);
        // Ticked "I need an e-invoice" with the details not saved: paying now would lose the wish.
        setSaveFirst(eInvoiceUnsaved);
        if (eInvoiceUnsaved) return;
        try {
            if (order.state !== 'ArrangingPayment') {
                const moved = (await transition.mutateAsync({ state: 'ArrangingPayment' })).transitionOrderToState;
                if (moved?.__typename === 'OrderStateTransitionError') {
                    setError(moved.transitionError || errorMessage(moved));
                    await cartChanged();
                    return;
                }
            }
            const started = (await intent.mutateAsync({ platform: 'WEB' })).createIPayIntent;
            if (started.__typename !== 'IPayIntent') {
                setError(errorMessage(started));
                return;
            }
            setLeaving(true);
            postToGateway(started.endpoint, started.fields);
        } catch (failure) {
            setError(failedCall(failure));
        }
    }

    return (
        <>
            {address?.streetLine1 && (
                <section aria-labelledby="ship-to" className="rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-line">
                    <div className="flex items-baseline justify-between">
                        <h2 id="ship-to" className="font-bold">
                            {t('payment.shipTo')}
                        </h2>
                        <Link to={paths.checkoutDetails()} className="text-xs font-bold text-lucky-700 underline">
                            {t('payment.change')}
                        </Link>
                    </div>
                    <p className="mt-1">{address.fullName}</p>
                    <p className="text-ink-soft">
                        {[address.streetLine1, address.streetLine2, address.postalCode, address.city, address.province, countryName(address.countryCode)]
                            .filter(Boolean)
                            .join(', ')}
                    </p>
                    {order.courierName && (
                        <p className="mt-1 text-ink-soft">
                            {order.courierName} · {order.courierService}
                        </p>
                    )}
                </section>
            )}
            <BoughtLines order={order} />
            <MoneySummary summary={order.moneySummary} />
            <CheckoutEInvoice requested={!!order.eInvoice?.requested} onUnsaved={setEInvoiceUnsaved} />
            <p className="text-xs text-ink-soft">{t('payment.ipay88')}</p>
            {/* Said until the details are saved or the box unticked. */}
            {saveFirst && eInvoiceUnsaved && (
                <p role="alert" className="rounded-xl bg-lucky-50 px-3 py-2 text-sm font-semibold text-lucky-700">
                    {t('einvoice:checkout.saveFirst')}
                </p>
            )}
            {error && (
                <p role="alert" className="rounded-xl bg-lucky-50 px-3 py-2 text-sm font-semibold text-lucky-700">
                    {error}
                </p>
            )}
            <StepButton busy={transition.isPending || intent.isPending || leaving} onClick={() => void pay()}>
                {t('payment.pay')}
            </StepButton>
        </>
    );
}
