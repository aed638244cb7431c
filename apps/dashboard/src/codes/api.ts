import { api, LS_KEY_SESSION_TOKEN } from '@vendure/dashboard';

import { graphql, type VariablesOf } from '../gql/graphql';

/**
 * The admin API of code batches (apps/server codes plugin: `codeBatches`, `codeBatch`,
 * `createCodeBatch`) and the batch downloads beside it (GET /code-batches/csv|pdf?batch=).
 */

export type CodeGrant = ReturnType<typeof graphql.scalar<'CodeGrant'>>;
export type CodeKind = ReturnType<typeof graphql.scalar<'CodeKind'>>;

export const BATCHES_PER_PAGE = 20;

const BATCHES = graphql(`
    query TuahCodeBatches($skip: Int, $take: Int) {
        codeBatches(skip: $skip, take: $take) {
            totalItems
            items {
                batch
                campaign {
                    id
                    name
                }
                kind
                grantType
                quantity
                prize {
                    id
                    name
                }
                expiresAt
                createdAt
                total
                redeemed
            }
        }
    }
`);

/** A whole batch (at most 1000 codes) fits the server's largest page. */
const BATCH_CODES = graphql(`
    query TuahCodeBatch($batch: String!) {
        codeBatch(batch: $batch, take: 1000) {
            totalItems
            items {
                id
                code
                printed
                redeemedAt
                redeemedBy {
                    id
                    firstName
                    lastName
                }
            }
        }
    }
`);

const CREATE_BATCH = graphql(`
    mutation TuahCreateCodeBatch($input: CreateCodeBatchInput!) {
        createCodeBatch(input: $input) {
            batch
        }
    }
`);

export function fetchBatches(page: number) {
    return api.query(BATCHES, { skip: page * BATCHES_PER_PAGE, take: BATCHES_PER_PAGE });
}

export function fetchBatchCodes(batch: string) {
    return api.query(BATCH_CODES, { batch });
}

export type CreateCodeBatchInput = VariablesOf<typeof CREATE_BATCH>['input'];

export function createBatch(input: CreateCodeBatchInput) {
    return api.mutate(CREATE_BATCH, { input });
}

/** What a batch's codes grant, in the operator's words. */
export function grantText(row: { grantType: CodeGrant; quantity: number; prize?: { name: string } | null }): string {
    if (row.grantType === 'TICKETS') return `${row.quantity} ${row.quantity === 1 ? 'ticket' : 'tickets'}`;
    if (row.grantType === 'BOX') return `${row.quantity} ${row.quantity === 1 ? 'box' : 'boxes'}`;
    return `Prize: ${row.prize?.name ?? 'a product'}`;
}

/**
 * Downloads a batch file (csv or pdf) with the operator's session: the dashboard keeps its bearer
 * token in localStorage (LS_KEY_SESSION_TOKEN), and a plain link would carry no session, so the
 * file is fetched with `Authorization: Bearer` and handed to the browser as a Blob named after
 * the batch. Throws with the server's words when it refuses (403, 404).
 */
export async function downloadBatchFile(batch: string, format: 'csv' | 'pdf'): Promise<void> {
    const token = localStorage.getItem(LS_KEY_SESSION_TOKEN);
    const response = await fetch(`/code-batches/${format}?batch=${encodeURIComponent(batch)}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        credentials: 'same-origin',
    });
    if (!response.ok) {
        const reason =
            response.status === 403
                ? 'you do not have permission to download codes (ReadCode)'
                : response.status === 404
                  ? 'the batch no longer exists'
                  : await response.text();
        throw new Error(`The ${format.toUpperCase()} could not be downloaded: ${reason}`);
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = `${batch.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 80) || 'codes'}.${format}`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    // The click has started the download; give the browser a moment before the URL is released.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
