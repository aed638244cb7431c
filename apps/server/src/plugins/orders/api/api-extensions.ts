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

/** The fulfilment desk (docs/dashboard.md#admin-api-for-the-dashboard): what waits to ship, and shipping it; an order's tickets, boxes and prizes for its page. */
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
        | Order
        | EmptyOrderLineSelectionError
        | ItemsAlreadyFulfilledError
        | InsufficientStockOnHandError
        | InvalidFulfillmentHandlerError
        | FulfillmentStateTransitionError
        | CreateFulfillmentError
    "An order's campaign tickets in one campaign: valid numbers and voided ones."
    type OrderCampaignTickets {
        campaignId: ID!
        "Name (sId)."
        campaignName: String!
        numbers: [String!]!
        voided: [String!]!
    }
    "One blind box bought in the order: opened or not, and what came out."
    type OrderBlindBox {
        id: ID!
        n: Int!
        code: String!
        campaignName: String!
        isOpen: Boolean!
        openedAt: DateTime
        "The prize line that came out; null until opened."
        prizeName: String
        "The consolation (nothing ships); null until opened."
        isLose: Boolean
    }
    "A prize won with the order's tickets or boxes, or taken to the cart in this order."
    type OrderWonPrize {
        id: ID!
        campaignName: String!
        prizeName: String!
        pType: String!
        "Ticket <id>, Box <n> (<code>), or A code."
        wonWith: String!
        "Taken to the cart in this order (it ships with it)."
        inThisOrder: Boolean!
        isATC: Boolean!
    }
    type OrderEngagement {
        tickets: [OrderCampaignTickets!]!
        boxes: [OrderBlindBox!]!
        wonPrizes: [OrderWonPrize!]!
    }
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
        "The order's tickets, boxes and won prizes, for Vendure's order page (ReadOrder); null for no such order."
        orderEngagement(orderId: ID!): OrderEngagement
    }
    extend type Mutation {
        "Ships every line of a paid order with Vendure's courier fulfilment, then marks it Shipped (the shopper sees the tracking)."
        shipOrder(input: ShipOrderInput!): ShipOrderResult!
    }
`;
