import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useShopMutation, useShopQuery } from '../../api/useShopQuery';
import { AvailableCountriesDocument, CreateCustomerAddressDocument, UpdateCustomerAddressDocument, type CustomerAddressFragment } from '../../gql/graphql';
import { Field, thrownMessage } from '../account';

type Values = {
    fullName: string;
    phoneNumber: string;
    streetLine1: string;
    streetLine2: string;
    city: string;
    countryCode: string;
    province: string;
    postalCode: string;
};
const REQUIRED: ReadonlyArray<keyof Values> = ['fullName', 'phoneNumber', 'streetLine1', 'city', 'countryCode', 'province', 'postalCode'];

const valuesOf = (address?: CustomerAddressFragment): Values => ({
    fullName: address?.fullName ?? '',
    phoneNumber: address?.phoneNumber ?? '',
    streetLine1: address?.streetLine1 ?? '',
    streetLine2: address?.streetLine2 ?? '',
    city: address?.city ?? '',
    countryCode: address?.country.code ?? 'MY',
    province: address?.province ?? '',
    postalCode: address?.postalCode ?? '',
});

/**
 * An address of the book, new or edited: the province comes from the country's list (the server's own,
 * `Country.provinces`), and the server's refusal shows above the button.
 */
export function AddressForm({
    address,
    onSaved,
    onCancel,
}: {
    address?: CustomerAddressFragment;
    onSaved: (address: CustomerAddressFragment) => void;
    onCancel?: () => void;
}) {
    const { t } = useTranslation(['checkout', 'common']);
    const countries = useShopQuery(AvailableCountriesDocument);
    const create = useShopMutation(CreateCustomerAddressDocument);
    const update = useShopMutation(UpdateCustomerAddressDocument);
    const [values, setValues] = useState(() => valuesOf(address));
    const [tried, setTried] = useState(false);
    const [error, setError] = useState<string>();
    const countryId = useId();
    const provinceId = useId();
    const list = countries.data?.data.availableCountries ?? [];
    const provinces = list.find(country => country.code === values.countryCode)?.provinces ?? [];
    const missing = (name: keyof Values) => (tried && REQUIRED.includes(name) && !values[name].trim() ? t('address.required') : undefined);
    const set = (name: keyof Values) => (value: string) =>
        setValues(current => ({ ...current, [name]: value, ...(name === 'countryCode' ? { province: '' } : {}) }));
    const field = (name: keyof Values) => ({ name, value: values[name], onChange: set(name), error: missing(name) });

    async function submit(event: FormEvent) {
        event.preventDefault();
        setTried(true);
        if (REQUIRED.some(name => !values[name].trim())) return;
        setError(undefined);
        const input = { ...values, streetLine2: values.streetLine2 || undefined };
        try {
            const saved = address
                ? (await update.mutateAsync({ input: { id: address.id, ...input } })).updateCustomerAddress
                : (await create.mutateAsync({ input })).createCustomerAddress;
            onSaved(saved);
        } catch (cause) {
            setError(thrownMessage(cause, t('common:operationsAnomaly')));
        }
    }

    const select = 'block w-full rounded-xl border border-line bg-white px-3 py-2.5 text-base text-ink';
    return (
        <form
            noValidate
            onSubmit={event => void submit(event)}
            aria-label={address ? t('address.edit') : t('address.new')}
            className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line"
        >
            <Field label={t('address.fullName')} autoComplete="name" {...field('fullName')} />
            <Field label={t('address.phoneNumber')} type="tel" autoComplete="tel" {...field('phoneNumber')} />
            <Field label={t('address.streetLine1')} autoComplete="address-line1" {...field('streetLine1')} />
            <Field label={t('address.streetLine2')} autoComplete="address-line2" {...field('streetLine2')} />
            <Field label={t('address.city')} autoComplete="address-level2" {...field('city')} />
            <div className="space-y-1">
                <label htmlFor={countryId} className="block text-sm font-bold">
                    {t('address.country')}
                </label>
                <select id={countryId} value={values.countryCode} onChange={event => set('countryCode')(event.target.value)} className={select}>
                    {list.map(country => (
                        <option key={country.code} value={country.code}>
                            {country.name}
                        </option>
                    ))}
                </select>
            </div>
            <div className="space-y-1">
                <label htmlFor={provinceId} className="block text-sm font-bold">
                    {t('address.province')}
                </label>
                <select
                    id={provinceId}
                    value={values.province}
                    onChange={event => set('province')(event.target.value)}
                    aria-invalid={missing('province') ? true : undefined}
                    aria-describedby={missing('province') ? `${provinceId}-error` : undefined}
                    className={select}
                >
                    <option value="">{t('address.chooseProvince')}</option>
                    {/* An edited address keeps its province even if it is spelled another way than the list's. */}
                    {values.province && !provinces.includes(values.province) && <option value={values.province}>{values.province}</option>}
                    {provinces.map(province => (
                        <option key={province} value={province}>
                            {province}
                        </option>
                    ))}
                </select>
                {missing('province') && (
                    <p id={`${provinceId}-error`} className="text-xs font-semibold text-lucky-700">
                        {missing('province')}
                    </p>
                )}
            </div>
            <Field label={t('address.postalCode')} inputMode="numeric" autoComplete="postal-code" maxLength={5} {...field('postalCode')} />
            {error && (
                <p role="alert" className="rounded-xl bg-lucky-50 px-3 py-2 text-sm font-semibold text-lucky-700">
                    {error}
                </p>
            )}
            <div className="flex gap-2">
                {onCancel && (
                    <button type="button" onClick={onCancel} className="flex-1 rounded-full py-2.5 text-sm font-bold ring-1 ring-line">
                        {t('address.cancel')}
                    </button>
                )}
                <button
                    type="submit"
                    disabled={create.isPending || update.isPending}
                    className="flex-1 rounded-full bg-ink py-2.5 text-sm font-bold text-white disabled:opacity-50"
                >
                    {t('address.save')}
                </button>
            </div>
        </form>
    );
}
