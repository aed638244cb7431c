import { api } from '@vendure/dashboard';

import { graphql, type ResultOf } from '../gql/graphql';

/**
 * The admin API of e-invoices (apps/server einvoice plugin, docs/einvoice.md): `eInvoiceDocuments`,
 * `retryEInvoiceDocument` and `cancelEInvoiceDocument`.
 */

export type EInvoiceStatus = ReturnType<typeof graphql.scalar<'EInvoiceStatus'>>;
export type EInvoiceKind = ReturnType<typeof graphql.scalar<'EInvoiceKind'>>;

export const DOCUMENTS_PER_PAGE = 20;

const DOCUMENTS = graphql(`
    query TuahEInvoiceDocuments($options: EInvoiceDocumentListOptions) {
        eInvoiceDocuments(options: $options) {
            totalItems
            items {
                id
                number
                kind
                typeCode
                orderCode
                month
                referenceNumber
                status
                total
                uuid
                validationUrl
                errors {
                    code
                    message
                }
                attempts
                nextAttemptAt
                createdAt
                validatedAt
            }
        }
    }
`);

const RETRY = graphql(`
    mutation TuahRetryEInvoiceDocument($id: ID!) {
        retryEInvoiceDocument(id: $id) {
            __typename
            ... on EInvoiceDocument {
                id
                status
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

const CANCEL = graphql(`
    mutation TuahCancelEInvoiceDocument($id: ID!, $reason: String!) {
        cancelEInvoiceDocument(id: $id, reason: $reason) {
            __typename
            ... on EInvoiceDocument {
                id
                status
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

export type EInvoiceDocumentRow = ResultOf<typeof DOCUMENTS>['eInvoiceDocuments']['items'][number];

export interface DocumentFilter {
    status: EInvoiceStatus | null;
    kind: EInvoiceKind | null;
    /** YYYY-MM, or empty for every month. */
    month: string;
}

export function fetchDocuments(filter: DocumentFilter, page: number) {
    return api.query(DOCUMENTS, {
        options: {
            status: filter.status,
            kind: filter.kind,
            month: /^\d{4}-\d{2}$/.test(filter.month) ? filter.month : null,
            skip: page * DOCUMENTS_PER_PAGE,
            take: DOCUMENTS_PER_PAGE,
        },
    });
}

export function retryDocument(id: string) {
    return api.mutate(RETRY, { id });
}

export function cancelDocument(id: string, reason: string) {
    return api.mutate(CANCEL, { id, reason });
}

export const STATUS_WORDS: Record<EInvoiceStatus, string> = {
    PENDING: 'Pending',
    SUBMITTED: 'Submitted',
    VALID: 'Valid',
    INVALID: 'Invalid',
    CANCELLED: 'Cancelled',
};

export const KIND_WORDS: Record<EInvoiceKind, string> = {
    INVOICE: 'Invoice (buyer)',
    CONSOLIDATED: 'Consolidated',
    REFUND_NOTE: 'Refund note',
};
