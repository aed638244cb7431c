import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useShopMutation } from '../../../api/useShopQuery';
import { paths } from '../../../routing/paths';
import { UpdateCustomerPasswordDocument } from '../../../gql/graphql';
import { useErrorMessage } from '../../../ui/errorMessage';
import { useToast } from '../../../ui/toast';
import { AccountForm, AccountPage, Field, thrownMessage, useAccountForm } from '../form';
import { check } from '../validation';

/** Change password: the current one, the new one, and the new one again. */
export function UpdatePasswordPage() {
    const { t } = useTranslation(['account', 'common']);
    const navigate = useNavigate();
    const toast = useToast();
    const errorMessage = useErrorMessage();
    const update = useShopMutation(UpdateCustomerPasswordDocument);
    const [error, setError] = useState<string>();
    const form = useAccountForm({ currentPassword: '', newPassword: '', retyped: '' }, values => ({
        currentPassword: check.required,
        newPassword: value => check.password(value) ?? (value === values.currentPassword ? 'samePassword' : undefined),
        retyped: check.retyped(values.newPassword),
    }));

    async function submit() {
        setError(undefined);
        if (!form.ready()) return;
        try {
            const { currentPassword, newPassword } = form.values;
            const { updateCustomerPassword: result } = await update.mutateAsync({ currentPassword, newPassword });
            if (result.__typename === 'Success') {
                toast.success(t('password.changed'));
                await navigate(paths.profile(), { replace: true });
            } else if (result.__typename === 'InvalidCredentialsError' && !result.authenticationError)
                form.setServerError('currentPassword', errorMessage(result));
            else if (result.__typename === 'PasswordValidationError') form.setServerError('newPassword', errorMessage(result));
            else setError(errorMessage(result));
        } catch (failure) {
            setError(thrownMessage(failure, t('common:operationsAnomaly')));
        }
    }

    return (
        <AccountPage title={t('password.title')} fallback={paths.profile()}>
            <AccountForm onSubmit={() => void submit()} submitLabel={t('password.submit')} busy={update.isPending} error={error}>
                <Field label={t('fields.currentPassword')} type="password" autoComplete="current-password" {...form.field('currentPassword')} />
                <Field label={t('fields.newPassword')} hint={t('hints.password')} type="password" autoComplete="new-password" {...form.field('newPassword')} />
                <Field label={t('fields.retyped')} type="password" autoComplete="new-password" {...form.field('retyped')} />
            </AccountForm>
        </AccountPage>
    );
}
