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

/** The fulfilment desk (docs/dashboard.md#admin-api-for-the-dashboard): what waits to ship, and shipping it. */
export const adminApiExtensions = gql`
    "A won prize on a line of a paid order that has not shipped yet."
    type PrizeToShip {
        wonPrizeId: ID!
        orderLineId: ID!
        orderId: ID!
        orderCode: String!
        orderState: String!
        orderPlacedAt: DateTime
        productVariantId: ID!
        productName: String!
        customerId: ID
        customerName: String
    }
    type PrizeToShipList {
        items: [PrizeToShip!]!
        totalItems: Int!
    }
    input ShipOrderInput {
        orderId: ID!
        "The courier's name, 1..100 characters."
        courier: String!
        "1..100 characters."
        trackingNumber: String!
    }
    union ShipOrderResult =
          Order
        | EmptyOrderLineSelectionError
        | ItemsAlreadyFulfilledError
        | InsufficientStockOnHandError
        | InvalidFulfillmentHandlerError
        | FulfillmentStateTransitionError
        | CreateFulfillmentError
    extend type Order {
        "The lines that go in the parcel: not blind boxes (opened online), not redeemed codes, not weight-0 (digital) items; a won prize is its own line (docs/checkout.md#parcels-and-weights)."
        linesToShip: [OrderLine!]!
    }
    extend type Query {
        "Paid orders not (all) shipped yet (PaymentSettled, PartiallyShipped) with something in the parcel, oldest first; take 1..100 (default 20), skip >= 0."
        ordersToShip(skip: Int, take: Int): OrderList!
        "Won prizes in those orders, oldest order first; take 1..100 (default 20), skip >= 0."
        prizesToShip(skip: Int, take: Int): PrizeToShipList!
        "A placed order for its packing slip (shipping address, linesToShip), shipped or not; null for none or an order not placed."
        packingSlip(orderId: ID!): Order
    }
    extend type Mutation {
        "Ships every line of a paid order with Vendure's courier fulfilment, then marks it Shipped (the shopper sees the tracking)."
        shipOrder(input: ShipOrderInput!): ShipOrderResult!
    }
`;
