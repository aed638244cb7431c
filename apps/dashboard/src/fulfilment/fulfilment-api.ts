import { graphql, type ResultOf } from '../gql/graphql';

/** The orders plugin's fulfilment desk (apps/server/src/plugins/orders/api, docs/dashboard.md "Fulfilment"). */

/** What the desk and the packing slip both show of an order: where it goes and what goes in the parcel. */
const SHIP_TO = graphql(`
    fragment TuahShipTo on OrderAddress {
        fullName
        company
        phoneNumber
        streetLine1
        streetLine2
        city
        province
        postalCode
        country
    }
`);
const LINE_TO_SHIP = graphql(`
    fragment TuahLineToShip on OrderLine {
        id
        quantity
        productVariant {
            name
            sku
        }
        customFields {
            prizeId
        }
    }
`);

export const PRIZES_TO_SHIP = graphql(`
    query TuahPrizesToShip($skip: Int, $take: Int) {
        prizesToShip(skip: $skip, take: $take) {
            totalItems
            items {
                wonPrizeId
                orderLineId
                orderId
                orderCode
                orderState
                orderPlacedAt
                productVariantId
                productName
                customerId
                customerName
            }
        }
    }
`);

/** An order as the desk's card and the packing slip show it: who, where to, and what goes in the parcel. */
const ORDER_TO_SHIP = graphql(
    `
        fragment TuahOrderToShip on Order {
            id
            code
            state
            orderPlacedAt
            customer {
                id
                firstName
                lastName
            }
            shippingAddress {
                ...TuahShipTo
            }
            linesToShip {
                ...TuahLineToShip
            }
        }
    `,
    [SHIP_TO, LINE_TO_SHIP],
);

export const ORDERS_TO_SHIP = graphql(
    `
        query TuahOrdersToShip($skip: Int, $take: Int) {
            ordersToShip(skip: $skip, take: $take) {
                totalItems
                items {
                    ...TuahOrderToShip
                    totalWithTax
                    currencyCode
                }
            }
        }
    `,
    [ORDER_TO_SHIP],
);

export const PACKING_SLIP = graphql(
    `
        query TuahPackingSlip($id: ID!) {
            packingSlip(orderId: $id) {
                ...TuahOrderToShip
            }
        }
    `,
    [ORDER_TO_SHIP],
);

export const SHIP_ORDER = graphql(`
    mutation TuahShipOrder($input: ShipOrderInput!) {
        shipOrder(input: $input) {
            __typename
            ... on Order {
                id
                code
                state
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

export type OrderToShip = ResultOf<typeof ORDERS_TO_SHIP>['ordersToShip']['items'][number];
/** Vendure's OrderAddress, as the desk and the slip print it. */
export type ShipTo = ResultOf<typeof SHIP_TO>;
/** A line that goes in the parcel (`Order.linesToShip`: no blind boxes, no digital items); `prizeId` marks a won prize. */
export type LineToShip = ResultOf<typeof LINE_TO_SHIP>;

/** The server's limit on courier and tracking number (ShipOrderInput). */
export const MAX_SHIP_FIELD = 100;
