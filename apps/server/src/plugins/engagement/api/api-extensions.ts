import gql from 'graphql-tag';

import { errorResultType } from '../../../common/error-results';

export const shopApiExtensions = gql`
    "Where tapping a notification leads (spec values): campaign, category, nowhere, policy page, tickets, link."
    enum ActionType {
        CAM
        CAT
        NON
        PG
        TIC
        URL
    }
    type Notification implements Node {
        id: ID!
        createdAt: DateTime!
        tag: String!
        "In the request's language; English when the notification has no text in it."
        title: String!
        "In the request's language; English when the notification has no text in it."
        msg: String!
        imgUrl: String
        actionTyp: ActionType!
        "What the action opens: a campaign id for CAM, a link for URL, ..."
        actionVal: String
        metaData: JSON
        isRead: Boolean!
    }
    type NotificationList implements PaginatedList {
        items: [Notification!]!
        totalItems: Int!
    }
    "Vendure completes it with sort and filter, as for every list."
    input NotificationListOptions
    input NotificationsMarkReadInput {
        ids: [ID!]!
    }
    ${errorResultType(
        'PrizeUnavailableError',
        'An order line cannot carry this prizeId; reason is NOT_FOUND, NOT_YOURS, USED, WRONG_VARIANT or QUANTITY.',
        'reason: String!',
        ['UpdateOrderItemsResult', 'UpdateOrderItemErrorResult'],
    )}
    extend type OrderLine {
        "The product of the won prize the line delivers (custom field prizeId): only the order customer's own prize, else null."
        prize: Product
    }
    extend type Query {
        "ReadNotification: the signed-in customer's notifications, newest first. take 1..100 (default 100), skip >= 0, sort and filter."
        readNotification(options: NotificationListOptions): NotificationList!
    }
    extend type Mutation {
        "NotificationsMarkRead: marks the signed-in customer's own notifications read; other ids are ignored."
        notificationsMarkRead(input: NotificationsMarkReadInput!): [Notification!]!
    }
`;
