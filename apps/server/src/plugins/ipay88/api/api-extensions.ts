import gql from 'graphql-tag';

export const shopApiExtensions = gql`
    "Where the payment is made: the app (in-app browser) or the web storefront."
    enum Platform {
        APP
        WEB
    }

    "One form field to post to the gateway."
    type IPayField {
        name: String!
        value: String!
    }

    "The gateway's payment page and the signed fields to post there (form-encoded) for the active order."
    type IPayIntent {
        endpoint: String!
        fields: [IPayField!]!
    }

    union CreateIPayIntentResult = IPayIntent | NoActiveOrderError | OrderPaymentStateError

    extend type Mutation {
        "Starts an iPay88 payment of the active order, which must be in ArrangingPayment."
        createIPayIntent(platform: Platform!): CreateIPayIntentResult!
    }
`;

const outcomeEnum = `
    "What became of a gateway transaction: SETTLED (the order took it), DECLINED (the payment failed), TO_REFUND (paid, but the shop refused it: being refunded), REFUNDED."
    enum GatewayPaymentOutcome {
        SETTLED
        DECLINED
        TO_REFUND
        REFUNDED
    }
`;

export const shopOrderRefundExtensions = gql`
    ${outcomeEnum}
    "Money the gateway took for this order that the shop could not accept (tickets gone, already paid, cancelled): TO_REFUND while it is being refunded, then REFUNDED."
    type GatewayRefund {
        amount: Money!
        outcome: GatewayPaymentOutcome!
        createdAt: DateTime!
        refundedAt: DateTime
    }

    extend type Order {
        "Payments of this order being refunded or refunded (paid, but the shop could not take them)."
        gatewayRefunds: [GatewayRefund!]!
    }
`;

export const adminApiExtensions = (errorTypes: string) => gql`
    ${outcomeEnum}
    "One transaction the gateway reported, stored once by its TransId."
    type GatewayTransaction {
        transId: String!
        orderCode: String!
        "iPay88's Status: 1 paid, 0 failed."
        status: String!
        amount: Money!
        outcome: GatewayPaymentOutcome!
        "Why the shop refused it (TO_REFUND), or the gateway's failure text."
        reason: String
        refundReference: String
        "The administrator who refunded it."
        refundedBy: String
        refundedAt: DateTime
        createdAt: DateTime!
    }

    type GatewayTransactionList {
        items: [GatewayTransaction!]!
        totalItems: Int!
    }

    ${errorTypes}

    union RefundGatewayTransactionResult = GatewayTransaction | GatewayRefundError

    extend type Query {
        "Gateway transactions, newest first; outcome TO_REFUND lists what needs attention. take is clamped to 1..100."
        gatewayTransactions(outcome: GatewayPaymentOutcome, orderCode: String, skip: Int, take: Int): GatewayTransactionList!
    }

    extend type Mutation {
        "Refunds a TO_REFUND transaction once. Live iPay88: refund it in the merchant portal first and give its reference."
        refundGatewayTransaction(transId: String!, reference: String): RefundGatewayTransactionResult!
    }
`;
