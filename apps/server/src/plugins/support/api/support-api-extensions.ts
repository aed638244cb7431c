import gql from 'graphql-tag';

import { errorResultType } from '../../../common/error-results';

/** Support's admin API (docs/dashboard.md#support): a shopper's tickets, boxes, prizes, codes and notifications; unclaimed prizes; sent notifications. */
export const supportAdminApiExtensions = gql`
    "A shopper as support finds them."
    type SupportShopper {
        id: ID!
        firstName: String!
        lastName: String!
        emailAddress: String!
        "The verified phone (E.164), if any."
        phone: String
        username: String
        createdAt: DateTime!
    }
    type SupportShopperList {
        items: [SupportShopper!]!
        totalItems: Int!
    }
    type SupportTicket {
        ticketId: String!
        "Null while the ticket's beacon round is not out (docs/fairness.md#ticket-rarity)."
        rarity: String
        isVoid: Boolean!
        isWin: Boolean!
        createdAt: DateTime!
    }
    "A shopper's tickets in one lucky draw (newest first); blind boxes are listed as boxes."
    type SupportTicketGroup {
        campaignId: ID!
        campaignName: String!
        typStr: String!
        state: String!
        stage: String!
        isCancelled: Boolean!
        "The draw's public proof page on the shop (lucky draws)."
        proofUrl: String
        tickets: [SupportTicket!]!
    }
    type SupportBox {
        id: ID!
        code: String!
        campaignId: ID!
        campaignName: String!
        orderId: ID!
        isOpen: Boolean!
        openedAt: DateTime
        "The prize line it gave (opened boxes)."
        prizeName: String
        isLose: Boolean
        "The box's public proof page on the shop (opened boxes)."
        proofUrl: String
    }
    type SupportWonPrize {
        id: ID!
        campaignId: ID!
        campaignName: String!
        prizeName: String!
        pType: String!
        fromBox: Boolean!
        isATC: Boolean!
        isRedeemed: Boolean!
        wonAt: DateTime!
        "When support last reminded the winner (null: never)."
        remindedAt: DateTime
    }
    type SupportCode {
        code: String!
        campaignName: String!
        grantType: String!
        quantity: Int!
        redeemedAt: DateTime
    }
    type SupportNotification {
        id: ID!
        tag: String!
        title: String!
        createdAt: DateTime!
        isRead: Boolean!
    }
    "One shopper's support page: each list newest first, at most 100 (tickets: their 1000 newest)."
    type SupportShopperDetail {
        shopper: SupportShopper!
        ticketGroups: [SupportTicketGroup!]!
        boxes: [SupportBox!]!
        wonPrizes: [SupportWonPrize!]!
        codes: [SupportCode!]!
        notifications: [SupportNotification!]!
    }
    type UnclaimedPrize {
        id: ID!
        campaignId: ID!
        campaignName: String!
        prizeName: String!
        pType: String!
        fromBox: Boolean!
        wonAt: DateTime!
        remindedAt: DateTime
        winner: SupportShopper!
    }
    type UnclaimedPrizeList {
        items: [UnclaimedPrize!]!
        totalItems: Int!
    }
    ${errorResultType('PrizeReminderRefusedError', 'No reminder was sent: NOT_FOUND, CLAIMED, or TOO_SOON (nextReminderAt says when one may go).', 'reason: String!\n    nextReminderAt: DateTime')}
    union RemindUnclaimedPrizeResult = SupportWonPrize | PrizeReminderRefusedError
    "One sending of a notification: its title once, who it was for and how many got it."
    type SentNotification {
        id: ID!
        createdAt: DateTime!
        tag: String!
        titleEn: String!
        titleMs: String!
        "ALL, CAMPAIGN_HOLDERS, ONE or CUSTOMERS."
        audience: String!
        campaignId: ID
        campaignName: String
        recipients: Int!
    }
    type SentNotificationList {
        items: [SentNotification!]!
        totalItems: Int!
    }
    extend type Query {
        "ReadCustomer: shoppers whose phone (any format), email, name or username contains search (2-100 characters), newest first; take 1..100 (default 20), skip >= 0."
        supportShoppers(search: String!, skip: Int, take: Int): SupportShopperList!
        "ReadCustomer: one shopper's tickets, boxes, won prizes, redeemed codes and notifications; null if there is no such customer."
        supportShopper(customerId: ID!): SupportShopperDetail
        "ReadCustomer: won prizes not yet claimed, oldest first; take 1..100 (default 20), skip >= 0."
        unclaimedPrizes(skip: Int, take: Int): UnclaimedPrizeList!
        "ReadMarketing: every sending of a notification, newest first; take 1..100 (default 20), skip >= 0."
        sentNotifications(skip: Int, take: Int): SentNotificationList!
    }
    extend type Mutation {
        "UpdateCustomer: reminds the winner of an unclaimed prize (a notification in English and Malay), at most once in 24 hours per prize."
        remindUnclaimedPrize(wonPrizeId: ID!): RemindUnclaimedPrizeResult!
    }
`;
