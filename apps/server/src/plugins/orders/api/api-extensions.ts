import gql from 'graphql-tag';

export const shopApiExtensions = gql`
    "The profile's order buckets (docs/orders.md#buckets)."
    enum OrderBucket {
        "Won prizes not yet in an order (listed by the prize screens, counted here)."
        Won
        "Paid, waiting to ship: PaymentAuthorized, PaymentSettled."
        Processing
        "On its way: Shipped, PartiallyShipped, PartiallyDelivered."
        Shipped
        "Delivered."
        Completed
    }
    "GetAllOrders options: one bucket (left out: every paid order), newest first; take 1..50 (default 10), skip >= 0."
    input OrderBucketListOptions {
        bucket: OrderBucket
        skip: Int
        take: Int
    }
    "How many the shopper has in each bucket."
    type OrderBucketCounts {
        won: Int!
        processing: Int!
        shipped: Int!
        completed: Int!
    }
    type OrderBucketList {
        items: [Order!]!
        totalItems: Int!
        counts: OrderBucketCounts!
    }
    extend type Query {
        "GetAllOrders: the signed-in shopper's orders in a bucket, newest first, with the count of every bucket."
        getAllOrders(options: OrderBucketListOptions): OrderBucketList!
        "GetOneOrder: one of the signed-in shopper's orders by its code; anybody else's (or none) is null."
        getOneOrder(orderCode: String!): Order
    }
`;
