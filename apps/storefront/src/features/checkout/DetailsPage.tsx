import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useShopMutation, useShopQuery } from '../../api/useShopQuery';
import { paths } from '../../routing/paths';
import {
    GetDeliveryFeeDocument,
    SetOrderShippingAddressDocument,
    SetShippingDocument,
    TransitionOrderToStateDocument,
    UserShippingAddressDocument,
    type CustomerAddressFragment,
} from '../../gql/graphql';
import { useErrorMessage, useFailedCallMessage } from '../../ui/errorMessage';
import { useMoney } from '../../ui/money';
import { Skeleton } from '../../ui/Skeleton';
import { useCartChanged } from '../cart';
import { AddressForm } from './AddressForm';
import { MoneySummary } from '../../ui/MoneySummary';
import { CheckoutFrame, StepButton, WithFinalCart, type FinalCart } from './CheckoutFrame';

/** Step 2 (`cart/checkout/details`): where it ships and with which courier; an order with nothing to ship skips both. */
export function DetailsPage() {
    const { t } = useTranslation('checkout');
    return (
        <CheckoutFrame title={t('details.title')} step={2} fallback={paths.checkoutReview()}>
            <WithFinalCart>{order => <Details order={order} />}</WithFinalCart>
        </CheckoutFrame>
    );
}

function Details({ order }: { order: FinalCart }) {
    const { t } = useTranslation(['checkout', 'common']);
    const navigate = useNavigate();
    const setShipping = useShopMutation(SetShippingDocument);
    const transition = useShopMutation(TransitionOrderToStateDocument);
    const cartChanged = useCartChanged();
    const [digital, setDigital] = useState<boolean>();
    const asked = useRef(false);

    // Back from the payment step, the order is reopened so its address and courier can change; then a digital order
    // is told to ship nothing (refused, NOT_DIGITAL, when it has a parcel: then the shopper chooses where it goes).
    useEffect(() => {
        if (asked.current) return;
        asked.current = true;
        void (async () => {
            if (order.state === 'ArrangingPayment') await transition.mutateAsync({ state: 'AddingItems' });
            const result = (await setShipping.mutateAsync({ digital: true })).setShipping;
            if (result.__typename === 'Order') await cartChanged();
            setDigital(result.__typename === 'Order');
        })().catch(() => setDigital(false));
    }, [order.state, setShipping, transition, cartChanged]);

    if (digital === undefined) return <Skeleton className="h-40" />;
    if (digital) {
        return (
            <>
                <p className="rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-line">{t('details.digital')}</p>
                <MoneySummary summary={order.moneySummary} />
                <StepButton onClick={() => void navigate(paths.checkoutPayment())}>{t('details.continue')}</StepButton>
            </>
        );
    }
    return <ShippingChoice order={order} />;
}

const addressInput = (address: CustomerAddressFragment) => ({
    fullName: address.fullName ?? '',
    phoneNumber: address.phoneNumber ?? '',
    streetLine1: address.streetLine1,
    streetLine2: address.streetLine2 ?? '',
    city: address.city ?? '',
    province: address.province ?? '',
    postalCode: address.postalCode ?? '',
    countryCode: address.country.code,
});

/** An address from the book (or a new one), then a courier option quoted for it. */
function ShippingChoice({ order }: { order: FinalCart }) {
    const { t } = useTranslation(['checkout', 'common']);
    const cartChanged = useCartChanged();
    const { price } = useMoney();
    const navigate = useNavigate();
    const errorMessage = useErrorMessage();
    const failedCall = useFailedCallMessage();
    const book = useShopQuery(UserShippingAddressDocument);
    const setAddress = useShopMutation(SetOrderShippingAddressDocument);
    const setShipping = useShopMutation(SetShippingDocument);
    const addresses = book.data?.data.userShippingAddress ?? [];
    const [chosenId, setChosenId] = useState<string>();
    const [adding, setAdding] = useState(false);
    const [optionId, setOptionId] = useState<string>();
    const [error, setError] = useState<string>();
    const address = addresses.find(a => a.id === chosenId) ?? (chosenId === undefined ? addresses[0] : undefined);
    const fee = useShopQuery(
        GetDeliveryFeeDocument,
        { input: address ? { countryCode: address.country.code, province: address.province, postalCode: address.postalCode } : undefined },
        { enabled: !!address },
    );
    const quote = fee.data?.data.getDeliveryFee;
    // Couriers say "2-3 working days" in English: the days, in the shopper's words.
    const deliveryTime = (delivery: string) => {
        const days = /^\s*(\d+(?:\s*-\s*\d+)?)/.exec(delivery)?.[1];
        return days ? t('details.workingDays', { days: days.replace(/\s/g, '') }) : delivery;
    };
    const option = quote?.options.find(o => o.id === optionId);

    async function proceed() {
        if (!address || !option) return;
        setError(undefined);
        try {
            const located = (await setAddress.mutateAsync({ input: addressInput(address) })).setOrderShippingAddress;
            if (located.__typename !== 'Order') return setError(errorMessage(located));
            const shipped = (await setShipping.mutateAsync({ input: { id: option.id, priceWithTax: option.priceWithTax } })).setShipping;
            if (shipped.__typename !== 'Order') {
                await fee.refetch();
                return setError(shipped.message);
            }
            await cartChanged();
            void navigate(paths.checkoutPayment());
        } catch (failure) {
            setError(failedCall(failure));
        }
    }

    if (book.isPending) return <Skeleton className="h-40" />;
    return (
        <>
            <fieldset className="space-y-2">
                <legend className="mb-2 text-sm font-bold">{t('details.address')}</legend>
                {addresses.map(a => (
                    <label
                        key={a.id}
                        className="flex gap-3 rounded-2xl bg-white p-3 text-sm shadow-sm ring-1 ring-line has-checked:ring-2 has-checked:ring-lucky-600"
                    >
                        <input
                            type="radio"
                            name="address"
                            checked={address?.id === a.id}
                            onChange={() => {
                                setChosenId(a.id);
                                setOptionId(undefined);
                                setAdding(false);
                            }}
                        />
                        <span>
                            <span className="block font-semibold">{a.fullName}</span>
                            <span className="block text-ink-soft">
                                {[a.streetLine1, a.streetLine2, a.postalCode, a.city, a.province, a.country.name].filter(Boolean).join(', ')}
                            </span>
                        </span>
                    </label>
                ))}
            </fieldset>
            {adding || addresses.length === 0 ? (
                <AddressForm
                    onCancel={addresses.length ? () => setAdding(false) : undefined}
                    onSaved={async saved => {
                        await book.refetch();
                        setChosenId(saved.id);
                        setOptionId(undefined);
                        setAdding(false);
                    }}
                />
            ) : (
                <button type="button" onClick={() => setAdding(true)} className="text-sm font-bold text-lucky-700 underline">
                    {t('details.newAddress')}
                </button>
            )}
            {address && (
                <fieldset className="space-y-2" aria-busy={fee.isPending}>
                    <legend className="mb-2 text-sm font-bold">{t('details.courier')}</legend>
                    {fee.isPending && <Skeleton className="h-16" />}
                    {quote?.error_code && (
                        <p role="alert" className="text-sm text-lucky-700">
                            {quote.error_remark}
                        </p>
                    )}
                    {quote?.options.map(o => (
                        <label
                            key={o.id}
                            className="flex items-center gap-3 rounded-2xl bg-white p-3 text-sm shadow-sm ring-1 ring-line has-checked:ring-2 has-checked:ring-lucky-600"
                        >
                            <input type="radio" name="courier" checked={optionId === o.id} onChange={() => setOptionId(o.id)} />
                            <span className="flex-1">
                                <span className="block font-semibold">
                                    {o.courier_name} · {o.service_name}
                                </span>
                                <span className="block text-ink-soft">{deliveryTime(o.delivery)}</span>
                            </span>
                            <span className="font-extrabold">{price(o.priceWithTax, 'MYR')}</span>
                        </label>
                    ))}
                </fieldset>
            )}
            <MoneySummary summary={order.moneySummary} />
            {error && (
                <p role="alert" className="rounded-xl bg-lucky-50 px-3 py-2 text-sm font-semibold text-lucky-700">
                    {error}
                </p>
            )}
            <StepButton busy={!option || setAddress.isPending || setShipping.isPending} onClick={() => void proceed()}>
                {t('details.continue')}
            </StepButton>
        </>
    );
}
