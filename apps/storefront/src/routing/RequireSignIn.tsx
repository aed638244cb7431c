import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';

import { useShopQuery } from '../api/useShopQuery';
import { GetLoggedInUserDocument } from '../gql/graphql';
import { Skeleton } from '../ui/Skeleton';
import { paths } from './paths';
import { hasSessionToken } from '../lib/storage';

/**
 * The signed-in customer, or null for a guest. A stored token alone proves nothing: a guest's
 * cart has a session (and a token) too, and a session may have ended on the server.
 */
export function useLoggedInUser() {
    const hasToken = hasSessionToken();
    const query = useShopQuery(GetLoggedInUserDocument, undefined, { enabled: hasToken });
    return { query, hasToken, customer: hasToken ? query.data?.data.activeCustomer : null };
}

/**
 * The signed-in page a logout or a deletion is leaving for home. The router has already moved on,
 * but React may draw the old page once more after the token is gone (the new route commits in a
 * transition); that draw must not send the shopper to sign-in.
 */
let leavingForHome: string | null = null;
export function leaveSignedInPage(pathname: string) {
    leavingForHome = pathname;
}

/**
 * A layout route around the shopper's own pages (docs/storefront.md#accounts): a guest goes to
 * sign-in, which brings them back here afterwards.
 */
export function RequireSignIn() {
    const location = useLocation();
    const navigation = useNavigation();
    const { query, customer } = useLoggedInUser();
    // Once home has replaced these pages, a guest opening one again goes to sign-in as usual.
    useEffect(() => () => void (leavingForHome = null), []);
    if (customer === null) {
        // Leaving already (a logout on its way home): going to sign-in instead would cut that short.
        if (navigation.state !== 'idle' || leavingForHome === location.pathname) return <Outlet />;
        return <Navigate to={paths.signIn(`${location.pathname}${location.search}`)} replace />;
    }
    // A failure to ask is the page's to show (its own query fails the same way, with a retry).
    if (customer === undefined && query.status !== 'error') {
        return (
            <div aria-busy="true" className="space-y-4 p-4">
                <Skeleton className="h-16" />
                <Skeleton className="h-40" />
            </div>
        );
    }
    return <Outlet />;
}
