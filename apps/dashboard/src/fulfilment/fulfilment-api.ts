/** The orders plugin's fulfilment desk (apps/server/src/plugins/orders/api, docs/dashboard.md "Fulfilment"). */

export const PRIZES_TO_SHIP = /* GraphQL */ `
    query TuahPrizesToShip($skip: Int, $take: Int) {
        prizesToShip(skip: $skip, take: $take) {
            totalItems
            items { wonPrizeId orderLineId orderId orderCode orderState orderPlacedAt productVariantId productName customerId customerName }
        }
    }
`;

export const ORDERS_TO_SHIP = /* GraphQL */ `
    query TuahOrdersToShip($skip: Int, $take: Int) {
        ordersToShip(skip: $skip, take: $take) {
            totalItems
            items {
                id code state orderPlacedAt totalWithTax currencyCode
                customer { id firstName lastName }
                lines { id quantity productVariant { name } }
            }
        }
    }
`;

export const SHIP_ORDER = /* GraphQL */ `
    mutation TuahShipOrder($input: ShipOrderInput!) {
        shipOrder(input: $input) {
            __typename
            ... on Order { id code state }
            ... on ErrorResult { errorCode message }
        }
    }
`;

export interface PrizeToShip {
    wonPrizeId: string;
    orderLineId: string;
    orderId: string;
    orderCode: string;
    orderState: string;
    orderPlacedAt: string | null;
    productVariantId: string;
    productName: string;
    customerId: string | null;
    customerName: string | null;
}

export interface OrderToShip {
    id: string;
    code: string;
    state: string;
    orderPlacedAt: string | null;
    totalWithTax: number;
    currencyCode: string;
    customer: { id: string; firstName: string; lastName: string } | null;
    lines: Array<{ id: string; quantity: number; productVariant: { name: string } }>;
}

export type ShipOrderResult = { __typename: 'Order'; id: string; code: string; state: string } | { __typename: string; errorCode: string; message: string };

/** The server's limit on courier and tracking number (ShipOrderInput). */
export const MAX_SHIP_FIELD = 100;
