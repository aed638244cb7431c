import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useShopMutation } from '../../api/useShopQuery';
import { SetEInvoiceDetailsDocument, type EInvoiceDetailsFieldsFragment, type EInvoiceIdType } from '../../gql/graphql';
import { useErrorMessage } from '../../ui/errorMessage';
import { Field, thrownMessage } from '../account';

type Values = { tin: string; idType: EInvoiceIdType; idNumber: string; name: string };
type FieldName = 'tin' | 'idNumber' | 'name';

export const ID_TYPES: readonly EInvoiceIdType[] = ['NRIC', 'PASSPORT', 'BRN', 'ARMY'];

/** Which field a refusal of `setEInvoiceDetails` is about (docs/einvoice.md#shop-and-admin-api); the rest show above the button. */
const FIELD_OF: Record<string, FieldName> = { INVALID_TIN: 'tin', TIN_NOT_FOUND: 'tin', INVALID_ID_NUMBER: 'idNumber', INVALID_NAME: 'name' };

/**
 * The shopper's e-invoice details (TIN, ID type and number, name), checked by the server with MyInvois's TIN
 * validation: a refusal shows translated beside its field, and what was typed stays.
 */
export function EInvoiceForm({
    details,
    onSaved,
    onCancel,
}: {
    details?: EInvoiceDetailsFieldsFragment | null;
    onSaved: (details: EInvoiceDetailsFieldsFragment) => void;
    onCancel?: () => void;
}) {
    const { t } = useTranslation(['einvoice', 'common']);
    const errorMessage = useErrorMessage();
    const save = useShopMutation(SetEInvoiceDetailsDocument);
    const [values, setValues] = useState<Values>({
        tin: details?.tin ?? '',
        idType: details?.idType ?? 'NRIC',
        idNumber: details?.idNumber ?? '',
        name: details?.name ?? '',
    });
    const [refused, setRefused] = useState<{ field?: FieldName; message: string }>();
    const idTypeId = useId();
    const set = (name: keyof Values) => (value: string) => {
        setValues(current => ({ ...current, [name]: value }));
        if (refused?.field === name) setRefused(undefined);
    };
    const field = (name: FieldName) => ({
        name,
        value: values[name],
        onChange: set(name),
        error: refused?.field === name ? refused.message : undefined,
    });

    async function submit(event: FormEvent) {
        event.preventDefault();
        setRefused(undefined);
        try {
            const input = { tin: values.tin.trim().toUpperCase(), idType: values.idType, idNumber: values.idNumber.trim(), name: values.name.trim() };
            const result = (await save.mutateAsync({ input })).setEInvoiceDetails;
            if (result.__typename === 'EInvoiceDetailsError') {
                setRefused({ field: FIELD_OF[result.reason], message: errorMessage(result) });
                return;
            }
            onSaved(result);
        } catch (cause) {
            setRefused({ message: thrownMessage(cause, t('common:operationsAnomaly')) });
        }
    }

    return (
        <form noValidate onSubmit={event => void submit(event)} aria-label={t('title')} className="space-y-3">
            <Field label={t('fields.tin')} hint={t('fields.tinHint')} autoCapitalize="characters" maxLength={20} {...field('tin')} />
            <div className="space-y-1">
                <label htmlFor={idTypeId} className="block text-sm font-bold text-ink">
                    {t('fields.idType')}
                </label>
                <select
                    id={idTypeId}
                    value={values.idType}
                    onChange={event => set('idType')(event.target.value)}
                    className="block w-full rounded-xl border border-line bg-white px-3 py-2.5 text-base text-ink"
                >
                    {ID_TYPES.map(type => (
                        <option key={type} value={type}>
                            {t(`idType.${type}`)}
                        </option>
                    ))}
                </select>
            </div>
            <Field label={t('fields.idNumber')} maxLength={20} {...field('idNumber')} />
            <Field label={t('fields.name')} autoComplete="name" maxLength={100} {...field('name')} />
            {refused && !refused.field && (
                <p role="alert" className="rounded-xl bg-lucky-50 px-3 py-2 text-sm font-semibold text-lucky-700">
                    {refused.message}
                </p>
            )}
            <div className="flex gap-2">
                {onCancel && (
                    <button type="button" onClick={onCancel} className="flex-1 rounded-full py-2.5 text-sm font-bold ring-1 ring-line">
                        {t('cancel')}
                    </button>
                )}
                <button type="submit" disabled={save.isPending} className="flex-1 rounded-full bg-ink py-2.5 text-sm font-bold text-white disabled:opacity-50">
                    {t('save')}
                </button>
            </div>
        </form>
    );
}

/** Saved details as a short card: name, TIN, ID. */
export function EInvoiceDetailsCard({ details }: { details: EInvoiceDetailsFieldsFragment }) {
    const { t } = useTranslation('einvoice');
    return (
        <dl className="space-y-2 text-sm">
            {[
                [t('fields.name'), details.name],
                [t('fields.tin'), details.tin],
                [t(`idType.${details.idType}`), details.idNumber],
            ].map(([label, value]) => (
                <div key={label}>
                    <dt className="text-xs text-ink-soft">{label}</dt>
                    <dd className="font-semibold break-words">{value}</dd>
                </div>
            ))}
        </dl>
    );
}
