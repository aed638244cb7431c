import gql from 'graphql-tag';

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

/** Codes in the shop (PreviewCode, CodeRedeem); a PRIZE code's won prize is the prizes plugin's WonPrize. */
export const codeShopApiExtensions = gql`
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
    union CodeRedeemResult =
        | CodeRedemption
        | CouponCodeInvalidError
        | CouponCodeExpiredError
        | CouponCodeLimitError
        | CampaignUnavailableError
        | TooManyAttemptsError

    "A shopper's free entry into a campaign (docs/responsible-play.md#free-entry): a single-use code for one ticket (lucky draw) or one box (blind box), redeemed like any code."
    type FreeEntry {
        id: ID!
        createdAt: DateTime!
        campaign: Campaign!
        code: RedemptionCode!
    }
    union RequestFreeEntryResult = FreeEntry | BotCheckFailedError | CampaignUnavailableError
    extend type Query {
        "The signed-in customer's free entry into the campaign; null if they have not asked for one."
        freeEntry(campaignId: ID!): FreeEntry
    }
    extend type Mutation {
        "Asks for the signed-in customer's one free entry into a campaign that is selling (bot check: x-altcha header). Asking again answers the same entry and code."
        requestFreeEntry(campaignId: ID!): RequestFreeEntryResult!
        "PreviewCode: what a code (online or printed coupon, any case, dashes optional) grants and whether it was used."
        previewCode(code: String!): PreviewCodeResult!
        "CodeRedeem: redeems a code once for the signed-in customer; campaignId, if given, must be the code's campaign."
        codeRedeem(code: String!, campaignId: ID): CodeRedeemResult!
    }
`;

/** Code batches for operators (CodeBatches, CodeBatch, CreateCodeBatch). */
export const codeAdminApiExtensions = gql`
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
    "A campaign's free entries: how many shoppers asked and how many redeemed their code (counts only)."
    type FreeEntryCount {
        campaignId: ID!
        requested: Int!
        redeemed: Int!
    }
    extend type Query {
        "Free entries of each of these campaigns (at most 100 ids; an unknown id counts 0)."
        freeEntryCounts(campaignIds: [ID!]!): [FreeEntryCount!]!
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
