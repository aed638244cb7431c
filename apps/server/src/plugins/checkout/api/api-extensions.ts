import gql from 'graphql-tag';

import { errorResultType } from '../../../common/error-results';

export const shopApiExtensions = gql`
    "Where to price delivery to; left out, the active order's shipping address."
    input DeliveryFeeInput {
        countryCode: String
        province: String
        postalCode: String
    }
    "A courier option (the contract's names); priceWithTax in sen, delivery in working days."
    type DeliveryFeeOption {
        id: String!
        service_name: String!
        service_detail: String!
        courier_name: String!
        priceWithTax: Int!
        delivery: String!
        cod_service_available: Boolean!
    }
    "GetDeliveryFee: the options, or error_code (with error_remark, in the request's language) and none."
    type DeliveryFee {
        error_code: String
        error_remark: String
        options: [DeliveryFeeOption!]!
    }
    "The option chosen from getDeliveryFee; priceWithTax, if sent, must still be its price."
    input SetShippingInput {
        id: String
        priceWithTax: Int
    }
    ${errorResultType(
        'DeliveryOptionError',
        'setShipping refused; reason is UNKNOWN_OPTION, PRICE_CHANGED, NO_QUOTE (with the quote error_code), NOT_DIGITAL or NO_COURIER_METHOD.',
        'reason: String!\n    error_code: String',
    )}
    union SetShippingResult = Order | DeliveryOptionError | NoActiveOrderError | OrderModificationError | IneligibleShippingMethodError
    "One thing in the cart to fix before paying, and the line it concerns."
    type CartProblem {
        code: String!
        message: String!
        orderLineId: ID!
        campaignId: ID
        quantityAvailable: Int
        maxQty: Int
        priceWithTax: Int
    }
    type CartCheck {
        ok: Boolean!
        problems: [CartProblem!]!
        order: Order
    }
    "One step of a parcel's journey, as the courier reports it."
    type TrackingEvent {
        status: String!
        "When, as the courier writes it."
        at: String!
        location: String!
    }
    "A shipped parcel: its tracking number, the courier's latest status and its history (newest as the courier orders them)."
    type ParcelTracking {
        trackingNumber: String!
        status: String!
        events: [TrackingEvent!]!
    }
    extend type Order {
        "The parcel's tracking once the order has shipped (null before)."
        tracking: ParcelTracking
        "The courier (customFields.epName) in the shopper's language (the request's languageCode)."
        courierName: String
        "The courier's service and delivery time (customFields.epDesc) in the shopper's language."
        courierService: String
    }
    extend type Country {
        "The states or provinces an address in this country may name (empty where the shop does not ship)."
        provinces: [String!]!
    }
    extend type Query {
        "UserShippingAddress: the signed-in customer's addresses, newest first (none for a guest)."
        userShippingAddress: [Address!]!
        "GetDeliveryFee: courier options for the active order's parcel."
        getDeliveryFee(input: DeliveryFeeInput): DeliveryFee!
    }
    extend type Mutation {
        "SetShipping: the chosen option becomes the shipping line at the price quoted now; digital: the order ships nothing."
        setShipping(input: SetShippingInput, digital: Boolean): SetShippingResult!
        "CheckCart: the active order checked again; ts is when the shopper last saw its prices."
        checkCart(ts: DateTime): CartCheck!
    }
`;
