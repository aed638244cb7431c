import { useEffect } from 'react';
import { useMatches } from 'react-router';

/** docs/contract.md#routes: every page carries the product name as its title, except the login route's page. */
export const PRODUCT_NAME = 'Tuah';
export const SIGN_IN_TITLE = 'Sign In';

/** What a route may declare in its `handle`. */
export interface RouteHandle {
    /** The document title while this route is shown; the deepest route that sets one wins. */
    title?: string;
}

export function useDocumentTitle() {
    const matches = useMatches();
    const title =
        matches
            .map(match => (match.handle as RouteHandle | undefined)?.title)
            .filter(Boolean)
            .at(-1) ?? PRODUCT_NAME;
    useEffect(() => {
        document.title = title;
    }, [title]);
}
