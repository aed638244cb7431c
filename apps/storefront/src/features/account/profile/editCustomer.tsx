import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useShopMutation } from '../../../api/useShopQuery';
import { paths } from '../../../routing/paths';
import { useLoggedInUser } from '../../../routing/RequireSignIn';
import { UpdateCustomerDocument, type UpdateCustomerInput } from '../../../gql/graphql';
import { QueryView } from '../../../ui/QueryView';
import { Skeleton } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast';
import { AccountPage, thrownMessage } from '../form';
import type { Customer } from './ProfilePage';

/** A page that edits part of the profile: the customer as it is now, to start the form from. */
export function EditCustomerPage({ title, children }: { title: string; children: (customer: Customer) => ReactNode }) {
    const { query } = useLoggedInUser();
    return (
        <AccountPage title={title} fallback={paths.profile()}>
            <QueryView query={query} data={query.data?.data.activeCustomer} loading={<Skeleton className="h-48" />}>
                {children}
            </QueryView>
        </AccountPage>
    );
}

/**
 * Saves profile changes (UpdateCustomer); once saved: "Profile Updated" and back to the profile.
 * Resolves with the refusal to show, or undefined once saved.
 */
export function useSaveProfile() {
    const { t } = useTranslation('common');
    const update = useShopMutation(UpdateCustomerDocument);
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    const toast = useToast();
    async function save(input: UpdateCustomerInput): Promise<string | undefined> {
        try {
            await update.mutateAsync({ updateProfileInput: input });
        } catch (failure) {
            return thrownMessage(failure, t('operationsAnomaly'));
        }
        await queryClient.invalidateQueries({ queryKey: ['shop', 'GetLoggedInUser'] });
        toast.success(t('messages.profileUpdated'));
        await navigate(paths.profile(), { replace: true });
        return undefined;
    }
    return { save, busy: update.isPending };
}
