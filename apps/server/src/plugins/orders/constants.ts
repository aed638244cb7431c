/**
 * The profile buckets and the order states in each (docs/orders.md#buckets). Won holds won
 * prizes that are in no order yet, so it has no order states.
 */
export const ORDER_BUCKETS = {
    Won: [],
    Processing: ['PaymentAuthorized', 'PaymentSettled'],
    Shipped: ['Shipped', 'PartiallyShipped', 'PartiallyDelivered'],
    Completed: ['Delivered'],
} as const satisfies Record<string, readonly string[]>;

export type OrderBucket = keyof typeof ORDER_BUCKETS;

/** Every state an order of the shopper's list may be in (no bucket given). */
export const LISTED_STATES: string[] = [...ORDER_BUCKETS.Processing, ...ORDER_BUCKETS.Shipped, ...ORDER_BUCKETS.Completed];

/** The order page's list is small: 10 by default, at most 50 a page. */
export const ORDER_PAGE = { defaultTake: 10, maxTake: 50 };

export const loggerCtx = 'OrdersPlugin';
