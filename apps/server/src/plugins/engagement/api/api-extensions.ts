import gql from 'graphql-tag';

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
    extend type Query {
        "ReadNotification: the signed-in customer's notifications, newest first."
        readNotification(options: NotificationListOptions): NotificationList!
    }
    extend type Mutation {
        "NotificationsMarkRead: marks the signed-in customer's own notifications read; other ids are ignored."
        notificationsMarkRead(input: NotificationsMarkReadInput!): [Notification!]!
    }
`;
