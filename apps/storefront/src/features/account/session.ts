import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useShopMutation } from '../../api/useShopQuery';
import { changeLanguage, currentLanguage, LANGUAGES, type Language } from '../../lib/i18n';
import { paths } from '../../routing/paths';
import { leaveSignedInPage } from '../../routing/RequireSignIn';
import { STORAGE_KEYS, storage } from '../../lib/storage';
import { AuthenticateDocument, GetLoggedInUserDocument } from '../../gql/graphql';

const isLanguage = (value: string | null | undefined): value is Language => LANGUAGES.includes(value as Language);

/**
 * Signs in (the token arrives in the answer's header and is stored by the transport), then
 * shows the shop in the profile's language and forgets everything asked as a guest.
 * Resolves with the refusal, or null once signed in.
 */
export function useSignIn() {
    const authenticate = useShopMutation(AuthenticateDocument);
    const { mutateAsync: askLoggedInUser } = useShopMutation(GetLoggedInUserDocument);
    const queryClient = useQueryClient();
    const signIn = useCallback(
        async (username: string, password: string, rememberMe: boolean) => {
            const { authenticate: result } = await authenticate.mutateAsync({ input: { native: { username: username.trim(), password } }, rememberMe });
            if (result.__typename !== 'CurrentUser') return result;
            const { activeCustomer } = await askLoggedInUser({});
            const lang = activeCustomer?.customFields?.lang;
            if (isLanguage(lang) && lang !== currentLanguage()) await changeLanguage(lang);
            await queryClient.resetQueries();
            return null;
        },
        [authenticate, askLoggedInUser, queryClient],
    );
    return { signIn, busy: authenticate.isPending };
}

/** After a logout or a deletion: the token goes, the shopper is taken home, and nothing of theirs stays in memory. */
export function useEndSession() {
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    const { pathname } = useLocation();
    return useCallback(async () => {
        leaveSignedInPage(pathname);
        // Home first: were the token gone while still on a signed-in page, that page would send the shopper to sign-in.
        await navigate(paths.home(), { replace: true });
        storage.remove(STORAGE_KEYS.sessionToken);
        // Known without asking: nobody is signed in. (Asked without a token, the server would open a guest session.)
        queryClient.setQueriesData({ queryKey: ['shop', 'GetLoggedInUser'] }, { data: { activeCustomer: null }, errors: [] });
        await queryClient.resetQueries({ predicate: query => query.queryKey[1] !== 'GetLoggedInUser' });
    }, [navigate, pathname, queryClient]);
}

/**
 * The form field a refusal is about (the username is taken, the phone is not a mobile
 * number…), so its message shows under that field; undefined for the form as a whole.
 */
export function fieldOf(error: { errorCode?: string | null; field?: unknown }): string | undefined {
    switch (error.errorCode?.replace(/_ERROR$/, '')) {
        case 'EMAIL_ADDRESS_CONFLICT':
            return 'emailAddress';
        case 'USERNAME_CONFLICT':
            return 'username';
        case 'PHONE_NUMBER_CONFLICT':
        case 'INVALID_PHONE_NUMBER':
            return 'phoneNumber';
        case 'PASSWORD_VALIDATION':
        case 'MISSING_PASSWORD':
            return 'password';
        case 'INVALID_ACCOUNT_FIELD':
            return typeof error.field === 'string' ? error.field : undefined;
        default:
            return undefined;
    }
}
