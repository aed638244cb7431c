import gql from 'graphql-tag';

import { errorResultType } from '../../../common/error-results';

/** The one money breakdown's types (docs/checkout.md#the-money-summary): the same in the shop and admin APIs. */
const moneySummarySchema = `
    "Where delivery stands: CHOSEN (a shipping line), NOT_CHOSEN (the order ships, no option yet), NOT_NEEDED (nothing ships)."
    enum MoneySummaryDeliveryState {
        CHOSEN
        NOT_CHOSEN
        NOT_NEEDED
    }
    "A line as bought: its price before any discount (quantity × unit price, tax included)."
    type MoneySummaryLine {
        "Null for a surcharge."
        orderLineId: ID
        name: String!
        quantity: Int!
        unitPriceWithTax: Money!
        linePriceWithTax: Money!
    }
    "Money a promotion or coupon takes off (negative), by the promotion's name."
    type MoneySummaryDiscount {
        "Vendure's adjustment source (PROMOTION:<id>; ROUNDING for a rounding sen with no discount to carry it)."
        source: String!
        promotionId: ID
        name: String!
        couponCode: String
        amountWithTax: Money!
    }
    type MoneySummaryDelivery {
        state: MoneySummaryDeliveryState!
        "The courier and service, or the shipping method's name (null until chosen)."
        name: String
        "Before delivery discounts; 0 unless CHOSEN."
        priceWithTax: Money!
    }
    "Tax included in the total (not added to it)."
    type MoneySummaryTax {
        description: String!
        taxRate: Float!
        amount: Money!
    }
    """
    The one breakdown of an order's money (docs/checkout.md#the-money-summary), tax included, in the order shown:
    itemsTotal (Σ lines) + Σ discounts = subTotal; subTotal + delivery + Σ deliveryDiscounts = total (Vendure's totalWithTax).
    """
    type MoneySummary {
        currencyCode: CurrencyCode!
        lines: [MoneySummaryLine!]!
        itemsTotal: Money!
        discounts: [MoneySummaryDiscount!]!
        subTotal: Money!
        delivery: MoneySummaryDelivery!
        deliveryDiscounts: [MoneySummaryDiscount!]!
        total: Money!
        taxes: [MoneySummaryTax!]!
        taxTotal: Money!
    }
`;
const orderMoneySummary = `"The order's money, row by row: what every screen, the invoice and messages show."
        moneySummary: MoneySummary!`;

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
        "SPENDING_LIMIT: the limit's period (DAILY, WEEKLY, MONTHLY) and what it still allows (docs/responsible-play.md)."
        period: String
        remaining: Money
        "SELF_EXCLUDED: buying is paused until then."
        excludedUntil: DateTime
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
    ${moneySummarySchema}
    extend type Order {
        ${orderMoneySummary}
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

/** The admin API: an operator answering a shopper reads the shopper's own rows (any order the operator may read). */
export const adminApiExtensions = gql`
    ${moneySummarySchema}
    extend type Order {
        ${orderMoneySummary}
    }
`;
