import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useShopQuery } from '../../api/useShopQuery';
import { isNativeApp } from '../../lib/platform';
import { hasSessionToken } from '../../lib/storage';
import { useLoggedInUser } from '../../routing/RequireSignIn';
import { NotificationsUnreadDocument } from '../../gql/graphql';

/**
 * How often the badge (and the open tab) ask again while the app is open. TanStack Query polls
 * only while the page is visible (refetchIntervalInBackground is off) and asks again when the
 * window regains focus: "live" without a socket (docs/storefront.md#notifications).
 */
export const NOTIFICATIONS_REFETCH_MS = 30_000;

/**
 * The tab's badge: the signed-in shopper's unread count (0 for a guest, who asks nothing). In
 * the app build it also registers the device for push once the shopper is known.
 */
export function useUnreadCount(): number {
    const { customer } = useLoggedInUser();
    const signedIn = !!customer;
    const unread = useShopQuery(NotificationsUnreadDocument, undefined, {
        // Read when the query would run, not when the tab bar last drew: a sign-out removes the token and
        // resets every query before the tab bar draws again, and asking then is answered FORBIDDEN (issue 31 #4).
        enabled: signedIn ? hasSessionToken : false,
        refetchInterval: NOTIFICATIONS_REFETCH_MS,
    });
    const navigate = useNavigate();
    const { i18n } = useTranslation();
    const customerId = customer?.id;
    useEffect(() => {
        // Only the app build registers for push: the web never loads the push module.
        if (!customerId || !isNativeApp()) return;
        void import('./push').then(push => push.registerPush({ languageCode: i18n.resolvedLanguage ?? i18n.language, navigate }));
    }, [customerId, i18n, navigate]);
    return signedIn ? (unread.data?.data.readNotification.unreadCount ?? 0) : 0;
}
