import gql from 'graphql-tag';

import { errorResultType } from '../../../common/error-results';

/** Where tapping a notification, banner or popup leads (docs/contract.md#action-links): the same in both APIs. */
export const actionTypeEnum = `
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

/** What a code is and what it grants: the same in both APIs. */
const codeEnums = `
    enum CodeKind {
        ONLINE
        OFFLINE
    }
    "What a code grants: tickets in a lucky draw, boxes of a blind box (both as a zero-priced order), or a prize."
    enum CodeGrant {
        TICKETS
        BOX
        PRIZE
    }
`;

export const shopApiExtensions = gql`
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

    ${codeEnums}
    "A single-use code: what it grants and whether it was used."
    type RedemptionCode {
        code: String!
        "Groups of four, as printed on a coupon."
        printed: String!
        kind: CodeKind!
        grantType: CodeGrant!
        "Tickets (TICKETS) or boxes (BOX) granted; 1 for PRIZE."
        quantity: Int!
        campaign: Campaign!
        "The product a PRIZE code grants."
        prize: Product
        isRedeemed: Boolean!
        redeemedAt: DateTime
    }
    union PreviewCodeResult = RedemptionCode | CouponCodeInvalidError | CouponCodeExpiredError | TooManyAttemptsError
    type CodeRedemption {
        code: RedemptionCode!
        "The tickets it gave (TICKETS; for BOX, the boxes' ticket numbers)."
        ticketIds: [String!]!
        "The won prize it gave (PRIZE): to the cart like any won prize."
        wonPrize: WonPrize
        "The zero-priced order holding the tickets or boxes (TICKETS, BOX); its boxes exist once its isLBb is true."
        orderCode: String
    }
    union CodeRedeemResult = CodeRedemption | CouponCodeInvalidError | CouponCodeExpiredError | CouponCodeLimitError | CampaignUnavailableError | TooManyAttemptsError

    extend type OrderLine {
        "The product of the won prize the line delivers (custom field prizeId): only the order customer's own prize, else null."
        prize: Product
    }
    extend type Query {
        "ReadNotification: the signed-in customer's notifications, newest first. take 1..100 (default 100), skip >= 0, sort and filter."
        readNotification(options: NotificationListOptions): NotificationList!
        "GetPrize: the signed-in customer's won prizes, newest first. take 1..100 (default 20), skip >= 0, sort and filter (e.g. isATC, isRedeemed)."
        getPrize(options: WonPrizeListOptions): WonPrizeList!
    }
    extend type Mutation {
        "NotificationsMarkRead: marks the signed-in customer's own notifications read; other ids are ignored."
        notificationsMarkRead(input: NotificationsMarkReadInput!): [Notification!]!
        "UpdateFcmToken: registers the signed-in customer's device for push (several per customer; a token another customer registered moves to the caller)."
        updateFcmToken(fcmToken: String!, platform: String): UpdateFcmTokenResult!
        "TestNoti: sends the caller a test notification, in the app and to each of their devices; at most 5 in 10 minutes."
        testNoti(input: TestNotiInput): TestNotiResult!
        "PrizesUpdate: confirms isATC (true exactly while a cart line carries it) or marks a DIGITAL prize redeemed; a contradiction is refused."
        prizesUpdate(input: PrizesUpdateInput!): PrizesUpdateResult!
        "PreviewCode: what a code (online or printed coupon, any case, dashes optional) grants and whether it was used."
        previewCode(code: String!): PreviewCodeResult!
        "CodeRedeem: redeems a code once for the signed-in customer; campaignId, if given, must be the code's campaign."
        codeRedeem(code: String!, campaignId: ID): CodeRedeemResult!
    }
`;

export const adminApiExtensions = gql`
    ${codeEnums}
    type RedemptionCode implements Node {
        id: ID!
        createdAt: DateTime!
        code: String!
        "As printed on an offline coupon: groups of four."
        printed: String!
        batch: String!
        kind: CodeKind!
        grantType: CodeGrant!
        quantity: Int!
        campaign: Campaign!
        prize: Product
        isRedeemed: Boolean!
        redeemedAt: DateTime
        redeemedById: ID
        "Who redeemed it (id, firstName, lastName)."
        redeemedBy: Customer
        "After this the code is refused (COUPON_CODE_EXPIRED); null: never."
        expiresAt: DateTime
        "The zero-priced order a TICKETS or BOX redemption placed."
        orderId: ID
    }
    type RedemptionCodeList {
        items: [RedemptionCode!]!
        totalItems: Int!
    }
    "A batch of codes as operators list it."
    type CodeBatchSummary {
        batch: String!
        campaign: Campaign!
        kind: CodeKind!
        grantType: CodeGrant!
        quantity: Int!
        prize: Product
        expiresAt: DateTime
        createdAt: DateTime!
        total: Int!
        redeemed: Int!
    }
    type CodeBatchSummaryList {
        items: [CodeBatchSummary!]!
        totalItems: Int!
    }
    input CreateCodeBatchInput {
        campaignId: ID!
        kind: CodeKind!
        grantType: CodeGrant!
        "1..1000 codes."
        count: Int!
        "Tickets (TICKETS, lucky draws only) or boxes (BOX, blind boxes only) per code: 1..100, default 1."
        quantity: Int
        "The product a PRIZE code grants."
        prizeId: ID
        label: String
        "After this the batch's codes are refused (COUPON_CODE_EXPIRED); must be in the future. None: they never expire."
        expiresAt: DateTime
    }
    type CodeBatch {
        batch: String!
        codes: [RedemptionCode!]!
    }
    extend type Query {
        "Code batches, newest first (optionally of one campaign); take 1..100 (default 20), skip >= 0."
        codeBatches(campaignId: ID, skip: Int, take: Int): CodeBatchSummaryList!
        "One batch's codes in creation order, with who redeemed each; take 1..1000 (default 100), skip >= 0. CSV: GET /code-batches/csv?batch=…"
        codeBatch(batch: String!, skip: Int, take: Int): RedemptionCodeList!
    }
    extend type Mutation {
        "Creates single-use codes (online codes or printable offline coupons) granting tickets, boxes or a prize."
        createCodeBatch(input: CreateCodeBatchInput!): CodeBatch!
    }
`;
