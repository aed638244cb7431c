import type { ReactNode } from 'react';

import { isBadInput, isForbidden, isUnavailable } from '../api/shopApi';
import { EmptyState, type EmptyStateProps } from './EmptyState';
import { ErrorState } from './ErrorState';

/** What QueryView reads of a query: TanStack Query's result has it, and so does `combineQueries`. */
export interface QueryStatus {
    status: 'pending' | 'error' | 'success';
    error?: unknown;
    refetch: () => Promise<{ isError: boolean }>;
}

export interface QueryViewProps<T> {
    query: QueryStatus;
    /** What the page shows, picked out of the answer; null once answered: there is no such thing. */
    data: T | null | undefined;
    /** The page's placeholder, in the shape of what is coming. */
    loading: ReactNode;
    /** There is no such thing: the server found none, or (`missing`) the address names none. */
    notFound?: EmptyStateProps;
    /** The address lacks what the query needs (an id): `notFound` without asking. */
    missing?: boolean;
    /** The server refused this shopper (FORBIDDEN): a guest, or someone else's things. */
    forbidden?: EmptyStateProps;
    /** Nothing in it yet, with `isEmpty` saying when. */
    empty?: EmptyStateProps;
    isEmpty?: (data: T) => boolean;
    children: (data: T) => ReactNode;
}

/**
 * A page's data in its states, in one order everywhere: not found, refused, failed (with a
 * retry), loading, empty, then the data. A failure wins over data still shown from before.
 */
export function QueryView<T>({ query, data, loading, notFound, missing = false, forbidden, empty, isEmpty, children }: QueryViewProps<T>) {
    if (missing || (query.status === 'success' && data == null)) return notFound ? <EmptyState {...notFound} /> : null;
    if (query.status === 'error') {
        if (forbidden && isForbidden(query.error)) return <EmptyState {...forbidden} />;
        // An address whose id is no id at all names nothing: not found, not "try again".
        if (notFound && isBadInput(query.error)) return <EmptyState {...notFound} />;
        return <ErrorState onRetry={async () => !(await query.refetch()).isError} unavailable={isUnavailable(query.error)} />;
    }
    if (data == null) return <>{loading}</>;
    if (empty && isEmpty?.(data)) return <EmptyState {...empty} />;
    return <>{children(data)}</>;
}

/**
 * Several queries as one (a page that needs them all): failed if any failed, loading while any
 * loads; a retry asks all of them again.
 */
export function combineQueries(...queries: readonly QueryStatus[]): QueryStatus {
    return {
        status: queries.some(q => q.status === 'error') ? 'error' : queries.every(q => q.status === 'success') ? 'success' : 'pending',
        error: queries.find(q => q.status === 'error')?.error,
        refetch: async () => ({ isError: (await Promise.all(queries.map(q => q.refetch()))).some(result => result.isError) }),
    };
}
