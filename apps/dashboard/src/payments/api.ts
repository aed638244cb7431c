import { api } from '@vendure/dashboard';

import { graphql, type ResultOf } from '../gql/graphql';

/**
 * The admin API of gateway payments (apps/server ipay88 plugin, docs/payments.md):
 * `gatewayTransactions` and `refundGatewayTransaction`.
 */

export type GatewayPaymentOutcome = ReturnType<typeof graphql.scalar<'GatewayPaymentOutcome'>>;

export const TRANSACTIONS_PER_PAGE = 20;

const TRANSACTIONS = graphql(`
    query TuahGatewayTransactions($outcome: GatewayPaymentOutcome, $skip: Int, $take: Int) {
        gatewayTransactions(outcome: $outcome, skip: $skip, take: $take) {
            totalItems
            items {
                transId
                orderCode
                status
                amount
                outcome
                reason
                refundReference
                refundedAt
                createdAt
            }
        }
    }
`);

const REFUND = graphql(`
    mutation TuahRefundGatewayTransaction($transId: String!, $reference: String) {
        refundGatewayTransaction(transId: $transId, reference: $reference) {
            __typename
            ... on GatewayTransaction {
                transId
                outcome
                refundReference
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

export type GatewayTransactionRow = ResultOf<typeof TRANSACTIONS>['gatewayTransactions']['items'][number];

export function fetchTransactions(outcome: GatewayPaymentOutcome | null, page: number) {
    return api.query(TRANSACTIONS, {
        outcome,
        skip: page * TRANSACTIONS_PER_PAGE,
        take: TRANSACTIONS_PER_PAGE,
    });
}

export function refundTransaction(transId: string, reference?: string) {
    return api.mutate(REFUND, {
        transId,
        reference: reference || undefined,
    });
}

/** Minor units (sen) as the operator reads them. */
export function money(minor: number): string {
    return `RM ${(minor / 100).toLocaleString('en', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
    })}`;
}

export const OUTCOME_WORDS: Record<GatewayPaymentOutcome, string> = {
    SETTLED: 'Settled',
    DECLINED: 'Declined',
    TO_REFUND: 'To refund',
    REFUNDED: 'Refunded',
};
