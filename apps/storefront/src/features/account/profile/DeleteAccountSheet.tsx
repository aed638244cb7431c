import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useShopMutation } from '../../../api/useShopQuery';
import { i18n } from '../../../lib/i18n';
import { DeleteAccDocument } from '../../../gql/graphql';
import { BottomSheet } from '../../../ui/BottomSheet';
import { useErrorMessage } from '../../../ui/errorMessage';
import { useToast } from '../../../ui/toast';
import { AccountForm, Field, thrownMessage, useAccountForm } from '../form';
import { useEndSession } from '../session';
import { check } from '../validation';

/** What the shopper types to confirm; the server expects the same word (docs/accounts.md#deletion). */
export const DELETE_CONFIRMATION = 'DELETE';

/** Terminate account: irreversible, so it asks for the typed word DELETE and the password. */
export function DeleteAccountSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
    const { t } = useTranslation(['account', 'common']);
    const toast = useToast();
    const errorMessage = useErrorMessage();
    const endSession = useEndSession();
    const deleteAcc = useShopMutation(DeleteAccDocument);
    const [error, setError] = useState<string>();
    const form = useAccountForm({ confirmation: '', password: '' }, () => ({
        confirmation: value => (value.trim() === DELETE_CONFIRMATION ? undefined : 'confirmation'),
        password: check.required,
    }));

    async function submit() {
        setError(undefined);
        if (!form.ready()) return;
        try {
            const { deleteAcc: result } = await deleteAcc.mutateAsync({
                input: { confirmation: form.values.confirmation.trim(), password: form.values.password },
            });
            if (result.__typename === 'Success') {
                onOpenChange(false);
                await endSession();
                toast.success(i18n.t('account:terminate.done'));
            } else if (result.__typename === 'InvalidCredentialsError' && !result.authenticationError) form.setServerError('password', errorMessage(result));
            else if (result.__typename === 'DeleteConfirmationError') form.setServerError('confirmation', errorMessage(result));
            else setError(errorMessage(result));
        } catch (failure) {
            setError(thrownMessage(failure, t('common:operationsAnomaly')));
        }
    }

    return (
        <BottomSheet open={open} onOpenChange={onOpenChange} title={t('terminate.title')} description={t('terminate.warning')}>
            <AccountForm onSubmit={() => void submit()} submitLabel={t('terminate.submit')} busy={deleteAcc.isPending} error={error}>
                <Field
                    label={t('terminate.confirmation', { word: DELETE_CONFIRMATION })}
                    autoComplete="off"
                    autoCapitalize="characters"
                    {...form.field('confirmation')}
                />
                <Field label={t('fields.password')} type="password" autoComplete="current-password" {...form.field('password')} />
            </AccountForm>
        </BottomSheet>
    );
}
