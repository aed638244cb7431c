import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { TypedDocumentString } from '../gql/graphql';
import { operationNameOf, shopRequest } from './shopApi';

/**
 * A shop API query through TanStack Query, answered in the shopper's language. The key starts
 * with the operation name, so `['shop', 'GetCartDetails']` invalidates every cart query.
 */
export function useShopQuery<TData, TVariables>(document: TypedDocumentString<TData, TVariables>, variables?: TVariables) {
    const { i18n } = useTranslation();
    const languageCode = i18n.resolvedLanguage ?? i18n.language;
    return useQuery({
        queryKey: ['shop', operationNameOf(document), variables ?? {}, languageCode],
        queryFn: ({ signal }) => shopRequest(document, variables, { languageCode, signal }),
        // Switching language keeps showing the old names until the translated ones arrive.
        placeholderData: keepPreviousData,
    });
}
