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
