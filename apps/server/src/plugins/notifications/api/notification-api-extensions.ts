import gql from 'graphql-tag';

import { errorResultType } from '../../../common/error-results';

/**
 * Where tapping a notification, banner or popup leads (docs/contract.md#action-links): the same in both APIs.
 * Declared here, not by the content plugin that owns ACTION_TYPES, because this plugin's schema comes first
 * (the shop schema's order is kept as it was) and the content plugin's schema uses it.
 */
const actionTypeEnum = `
    "Where tapping a notification or a marketing item leads (spec values): campaign, category, nowhere, policy page, tickets, link."
    enum ActionType {
        CAM
        CAT
        NON
        PG
        TIC
        URL
    }
`;

/** Notifications in the shop (ReadNotification, NotificationsMarkRead, UpdateFcmToken, TestNoti). */
export const notificationShopApiExtensions = gql`
    ${actionTypeEnum}
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
    "One day of a page of notifications (the shop's day, Asia/Kuala_Lumpur), newest first as the page is."
    type NotificationGroup {
        "Today, Yesterday, else the date: in the request's language (Hari ini, Semalam, 26 November 2026)."
        title: String!
        content: [Notification!]!
    }
    type NotificationList implements PaginatedList {
        items: [Notification!]!
        totalItems: Int!
        "The page's items grouped by day, each group with its translated title."
        groups: [NotificationGroup!]!
        "All of the customer's unread notifications (not only this page's): the tab's badge."
        unreadCount: Int!
    }
    "Vendure completes it with sort and filter, as for every list."
    input NotificationListOptions
    input NotificationsMarkReadInput {
        ids: [ID!]!
        "True: every unread notification of the caller (the tab's mark all read); ids are then ignored and the answer holds up to 100 of them."
        all: Boolean
    }
    "A device that receives the customer's push notifications."
    type PushDevice {
        id: ID!
        platform: String
        lastSeenAt: DateTime!
    }
    ${errorResultType(
        'FcmTokenInvalidError',
        'UpdateFcmToken refused the token: EMPTY, TOO_LONG (over 1024 characters) or MALFORMED (FCM tokens are letters, digits and - _ : . only).',
    )}
    union UpdateFcmTokenResult = PushDevice | FcmTokenInvalidError
    "What TestNoti sends: any text left out is the shop's test text; title up to 100 and msg up to 500 characters are kept."
    input TestNotiInput {
        title: String
        msg: String
        actionTyp: ActionType
        actionVal: String
    }
    union TestNotiResult = Notification | TooManyAttemptsError
    extend type Query {
        "ReadNotification: the signed-in customer's notifications, newest first. take 1..100 (default 100), skip >= 0, sort and filter."
        readNotification(options: NotificationListOptions): NotificationList!
    }
    extend type Mutation {
        "NotificationsMarkRead: marks the signed-in customer's own notifications read; other ids are ignored."
        notificationsMarkRead(input: NotificationsMarkReadInput!): [Notification!]!
        "UpdateFcmToken: registers the signed-in customer's device for push (several per customer; a token another customer registered moves to the caller)."
        updateFcmToken(fcmToken: String!, platform: String): UpdateFcmTokenResult!
        "TestNoti: sends the caller a test notification, in the app and to each of their devices; at most 5 in 10 minutes."
        testNoti(input: TestNotiInput): TestNotiResult!
    }
`;

/** An operator's notification to a segment of customers (NotifyCustomers); CreateMarketing may send it. */
export const notificationAdminApiExtensions = gql`
    ${actionTypeEnum}
    "Who receives an operator's notification: every registered customer, or the holders of a campaign's tickets."
    enum NoticeSegment {
        ALL
        CAMPAIGN_HOLDERS
    }
    input NoticeTextInput {
        en: String!
        ms: String!
    }
    input NotifyCustomersInput {
        segment: NoticeSegment!
        "Needed for CAMPAIGN_HOLDERS."
        campaignId: ID
        "1..200 characters in each language."
        title: NoticeTextInput!
        "1..1000 characters in each language."
        msg: NoticeTextInput!
        "Where tapping it leads (default NON), checked like a marketing item's action."
        actionTyp: ActionType
        actionVal: String
    }
    type CustomerNotice {
        "How many customers it was sent to."
        sent: Int!
    }
    extend type Mutation {
        "Sends a notification (in-app and push) to a segment, in English and Malay (docs/dashboard.md)."
        notifyCustomers(input: NotifyCustomersInput!): CustomerNotice!
    }
`;
