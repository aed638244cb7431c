import { graphql, type ResultOf } from '../gql/graphql';

/** The orders plugin's `orderEngagement` (apps/server/src/plugins/orders/api, docs/dashboard.md#what-is-there-so-far, "Vendure's order page"). */

export const ORDER_ENGAGEMENT = graphql(`
    query TuahOrderEngagement($id: ID!) {
        orderEngagement(orderId: $id) {
            tickets {
                campaignId
                campaignName
                numbers
                voided
            }
            boxes {
                id
                n
                code
                campaignName
                isOpen
                openedAt
                prizeName
                isLose
            }
            wonPrizes {
                id
                campaignName
                prizeName
                pType
                wonWith
                inThisOrder
                isATC
            }
        }
    }
`);

export type OrderEngagement = NonNullable<ResultOf<typeof ORDER_ENGAGEMENT>['orderEngagement']>;

/** The checkout plugin's `Order.moneySummary` in the admin API: the rows the shopper reads (docs/checkout.md#the-money-summary). */
export const ORDER_MONEY_SUMMARY = graphql(`
    query TuahOrderMoneySummary($id: ID!) {
        order(id: $id) {
            id
            moneySummary {
                currencyCode
                itemsTotal
                discounts {
                    source
                    name
                    couponCode
                    amountWithTax
                }
                subTotal
                delivery {
                    state
                    name
                    priceWithTax
                }
                deliveryDiscounts {
                    source
                    name
                    couponCode
                    amountWithTax
                }
                total
                taxes {
                    description
                    taxRate
                    amount
                }
                taxTotal
            }
        }
    }
`);
