import type { useTranslation } from 'react-i18next';

import type { GetAllOrdersQuery, OrderBucket } from '../../gql/graphql';

/** The profile buckets in the order the tabs show them (docs/orders.md#buckets). */
export const BUCKETS = ['Won', 'Processing', 'Shipped', 'Completed'] as const satisfies readonly OrderBucket[];

/** The bucket named in the address (`?bucket=`), Processing when it names none we know. */
export function bucketOf(value: string | null): OrderBucket {
    return (BUCKETS as readonly string[]).includes(value ?? '') ? (value as OrderBucket) : 'Processing';
}

export type BucketCounts = GetAllOrdersQuery['getAllOrders']['counts'];

export function countOf(counts: BucketCounts | undefined, bucket: OrderBucket): number | undefined {
    if (!counts) return undefined;
    return { Won: counts.won, Processing: counts.processing, Shipped: counts.shipped, Completed: counts.completed }[bucket];
}

type OrdersT = ReturnType<typeof useTranslation<'orders'>>['t'];

/** An order state in the shopper's words; a state we have no words for reads as it is. */
export function stateLabel(t: OrdersT, state: string): string {
    return t(`state.${state}` as 'state.Shipped', { defaultValue: state });
}
