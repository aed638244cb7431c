import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { TypedDocumentString } from '../gql/graphql';
import { operationNameOf, shopRequest } from './shopApi';

function useLanguageCode() {
    const { i18n } = useTranslation();
    return i18n.resolvedLanguage ?? i18n.language;
}

/**
 * A shop API query through TanStack Query, answered in the shopper's language. The key starts
 * with the operation name, so `['shop', 'GetCartDetails']` invalidates every cart query.
 */
export function useShopQuery<TData, TVariables>(
    document: TypedDocumentString<TData, TVariables>,
    variables?: TVariables,
    options: {
        /** Off: the query waits (for an id from the address, say). A function is read whenever the query would run. */
        enabled?: boolean | (() => boolean);
        /** Polls every so many ms while this says so (GetCampaignProgress while a draw runs). */
        refetchInterval?: number | false | ((data: TData | undefined) => number | false);
    } = {},
) {
    const languageCode = useLanguageCode();
    const { refetchInterval } = options;
    const variablesKey = JSON.stringify(variables ?? {});
    return useQuery({
        queryKey: ['shop', operationNameOf(document), variables ?? {}, languageCode],
        queryFn: ({ signal }) => shopRequest(document, variables, { languageCode, signal }),
        // Switching language keeps showing the old names until the translated ones arrive; other
        // variables (another campaign, say) never show the previous answer.
        placeholderData: (previous, previousQuery) =>
            previousQuery && JSON.stringify(previousQuery.queryKey[2]) === variablesKey ? keepPreviousData(previous) : undefined,
        enabled: options.enabled ?? true,
        refetchInterval: typeof refetchInterval === 'function' ? query => refetchInterval(query.state.data?.data) : refetchInterval,
    });
}

/** A paginated list as Vendure returns it. */
interface Page<TItem> {
    items: readonly TItem[];
    totalItems: number;
}

/**
 * A paginated shop API list, page after page (infinite scroll): `variables` receives the
 * `{ skip, take }` of the page to load, `list` picks the list out of the answer.
 */
export function useInfiniteShopQuery<TData, TVariables, TItem>(
    document: TypedDocumentString<TData, TVariables>,
    variables: (page: { skip: number; take: number }) => TVariables,
    list: (data: TData) => Page<TItem>,
    { pageSize = 20, enabled = true, refetchInterval }: { pageSize?: number; enabled?: boolean; refetchInterval?: number } = {},
) {
    const languageCode = useLanguageCode();
    const firstPage = variables({ skip: 0, take: pageSize });
    const query = useInfiniteQuery({
        queryKey: ['shop', operationNameOf(document), firstPage ?? {}, languageCode, 'pages'],
        queryFn: ({ pageParam, signal }) => shopRequest(document, variables({ skip: pageParam, take: pageSize }), { languageCode, signal }),
        initialPageParam: 0,
        getNextPageParam: (last, pages) => {
            const loaded = pages.reduce((sum, page) => sum + list(page.data).items.length, 0);
            const { items, totalItems } = list(last.data);
            return items.length > 0 && loaded < totalItems ? loaded : undefined;
        },
        enabled,
        refetchInterval,
    });
    const pages = query.data?.pages ?? [];
    return {
        ...query,
        items: pages.flatMap(page => list(page.data).items),
        totalItems: pages.length ? list(pages[0]!.data).totalItems : 0,
    };
}

/**
 * A shop API mutation in the shopper's language; resolves with the data (ErrorResults included).
 * `headers`, if given, is asked for extra request headers at each call (the bot-check solution).
 */
export function useShopMutation<TData, TVariables>(document: TypedDocumentString<TData, TVariables>, headers?: () => Promise<Record<string, string>>) {
    const languageCode = useLanguageCode();
    return useMutation({
        mutationFn: async (variables: TVariables) => (await shopRequest(document, variables, { languageCode, headers: await headers?.() })).data,
    });
}
