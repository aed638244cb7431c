import gql from 'graphql-tag';

import { errorResultType } from '../../../common/error-results';

/** Won prizes in the shop (GetPrize, PrizesUpdate) and the prize an order line delivers. */
export const prizeShopApiExtensions = gql`
    ${errorResultType(
        'PrizeUnavailableError',
        'An order line cannot carry this prizeId (reason NOT_FOUND, NOT_YOURS, USED, WRONG_VARIANT, QUANTITY or IN_CART), or PrizesUpdate refuses (NOT_FOUND, IN_CART, NOT_IN_CART, USED, NOT_DIGITAL).',
        'reason: String!',
        ['UpdateOrderItemsResult', 'UpdateOrderItemErrorResult'],
    )}
    "A prize the customer won: by a draw ticket, from a blind box, or by a code."
    type WonPrize implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        "What ships (PHYSICAL); null for a DIGITAL prize, which is a code."
        prize: Product
        campaign: Campaign!
        "The winning ticket (draw prizes only)."
        ticket: Ticket
        "The opened box it came from (blind-box prizes only): its order and prize line give the code of a DIGITAL prize (bbCode)."
        blindBox: BlindBox
        pType: PrizeType!
        "In a cart: a line of one of the customer's orders carries it at zero price."
        isATC: Boolean!
        "Shipped, or its code revealed."
        isRedeemed: Boolean!
    }
    type WonPrizeList implements PaginatedList {
        items: [WonPrize!]!
        totalItems: Int!
    }
    "Vendure completes it with sort and filter, as for every list."
    input WonPrizeListOptions
    input PrizesUpdateInput {
        id: ID!
        isATC: Boolean
        isRedeemed: Boolean
    }
    union PrizesUpdateResult = WonPrize | PrizeUnavailableError

    extend type OrderLine {
        "The product of the won prize the line delivers (custom field prizeId): only the order customer's own prize, else null."
        prize: Product
    }
    extend type Query {
        "GetPrize: the signed-in customer's won prizes, newest first. take 1..100 (default 20), skip >= 0, sort and filter (e.g. isATC, isRedeemed)."
        getPrize(options: WonPrizeListOptions): WonPrizeList!
    }
    extend type Mutation {
        "PrizesUpdate: confirms isATC (true exactly while a cart line carries it) or marks a DIGITAL prize redeemed; a contradiction is refused."
        prizesUpdate(input: PrizesUpdateInput!): PrizesUpdateResult!
    }
`;
