import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AccountForm, Field, useAccountForm } from '../form';
import { check } from '../validation';
import { ChangePhone } from './ChangePhone';
import { EditCustomerPage, useSaveProfile } from './editCustomer';
import type { Customer } from './ProfilePage';

/**
 * Edit profile: the name as per NRIC and the NRIC number, which can be given once and never
 * changed (docs/accounts.md#profile). The email is shown, not edited; the phone changes by a code to the new number.
 */
export function UpdateProfilePage() {
    const { t } = useTranslation('account');
    return (
        <EditCustomerPage title={t('editProfile.title')}>
            {customer => (
                <>
                    <ProfileForm customer={customer} />
                    <ChangePhone />
                </>
            )}
        </EditCustomerPage>
    );
}

function ProfileForm({ customer }: { customer: Customer }) {
    const { t } = useTranslation('account');
    const { save, busy } = useSaveProfile();
    const [error, setError] = useState<string>();
    const savedGovId = customer.customFields?.govId ?? '';
    const form = useAccountForm({ firstName: customer.firstName, govId: savedGovId }, values => ({
        firstName: check.name,
        govId: savedGovId || !values.govId ? undefined : check.govId,
    }));

    async function submit() {
        setError(undefined);
        if (!form.ready()) return;
        const govId = form.values.govId.trim();
        setError(await save({ firstName: form.values.firstName.trim(), ...(!savedGovId && govId ? { customFields: { govId } } : {}) }));
    }

    return (
        <AccountForm onSubmit={() => void submit()} submitLabel={t('save')} busy={busy} error={error}>
            <Field label={t('fields.firstName')} autoComplete="name" {...form.field('firstName')} />
            <Field label={t('fields.govId')} hint={savedGovId ? t('hints.govIdSet') : t('hints.govIdOnce')} readOnly={!!savedGovId} {...form.field('govId')} />
            <Field label={t('fields.emailAddress')} name="emailAddress" value={customer.emailAddress} readOnly onChange={() => undefined} />
            <Field label={t('fields.phoneNumber')} name="phoneNumber" value={customer.phoneNumber ?? ''} readOnly onChange={() => undefined} />
        </AccountForm>
    );
}
