import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AccountForm, Field, useAccountForm } from '../form';
import { check } from '../validation';
import { EditCustomerPage, useSaveProfile } from './editCustomer';
import type { Customer } from './ProfilePage';

/** Edit name: the display name other shoppers see (participants, winners), never the name as per NRIC. */
export function UpdateNamePage() {
    const { t } = useTranslation('account');
    return <EditCustomerPage title={t('name.title')}>{customer => <NameForm customer={customer} />}</EditCustomerPage>;
}

function NameForm({ customer }: { customer: Customer }) {
    const { t } = useTranslation('account');
    const { save, busy } = useSaveProfile();
    const [error, setError] = useState<string>();
    const form = useAccountForm({ displayName: customer.displayName }, () => ({ displayName: check.displayName }));

    async function submit() {
        setError(undefined);
        if (form.ready()) setError(await save({ displayName: form.values.displayName.trim() }));
    }

    return (
        <AccountForm onSubmit={() => void submit()} submitLabel={t('save')} busy={busy} error={error}>
            <Field label={t('fields.displayName')} hint={t('hints.displayName')} autoComplete="nickname" maxLength={40} {...form.field('displayName')} />
        </AccountForm>
    );
}
