import { useQueryClient } from '@tanstack/react-query';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useShopMutation } from '../../../api/useShopQuery';
import { SetCustomerAvatarB64Document } from '../../../gql/graphql';
import { useErrorMessage } from '../../../ui/errorMessage';
import { useToast } from '../../../ui/toast';
import { scaleDown } from './avatarImage';

/** "Change picture": a photo from the phone, scaled down here and saved as the avatar (SetCustomerAvatarB64). */
export function AvatarPicker() {
    const { t } = useTranslation(['account', 'common']);
    const id = useId();
    const toast = useToast();
    const errorMessage = useErrorMessage();
    const queryClient = useQueryClient();
    const upload = useShopMutation(SetCustomerAvatarB64Document);

    async function choose(event: ChangeEvent<HTMLInputElement>) {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        let fileB64: string;
        try {
            fileB64 = await scaleDown(file);
        } catch {
            toast.error(errorMessage('INVALID_AVATAR'));
            return;
        }
        try {
            const { setCustomerAvatarB64: result } = await upload.mutateAsync({ fileB64 });
            if (result.__typename !== 'Asset') {
                toast.error(errorMessage(result));
                return;
            }
            await queryClient.invalidateQueries({ queryKey: ['shop', 'GetLoggedInUser'] });
            toast.success(t('common:messages.profileUpdated'));
        } catch {
            toast.error(t('common:operationsAnomaly'));
        }
    }

    return (
        <>
            <input
                id={id}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                onChange={event => void choose(event)}
                disabled={upload.isPending}
                className="peer sr-only"
            />
            <label
                htmlFor={id}
                className="mt-2 inline-block cursor-pointer rounded-full px-3 py-1 text-xs font-bold text-lucky-700 ring-1 ring-lucky-600/40 peer-focus-visible:ring-2 peer-focus-visible:ring-gold-500"
            >
                {upload.isPending ? t('profile.uploading') : t('profile.changePicture')}
            </label>
        </>
    );
}
