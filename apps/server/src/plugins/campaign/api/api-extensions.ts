import gql from 'graphql-tag';

import { errorResultType } from '../../../common/error-results';
import { DRAW_SEQUENCE } from '../constants';

/** When the campaign entered each draw stage (docs/contract.md#draw-stages), on Campaign: one field per DRAW_SEQUENCE stage. */
const stageTimes = DRAW_SEQUENCE.map(stage => `ts_${stage}: DateTime`).join('\n        ');

/**
 * Types both APIs share. Field names follow the contract exactly (docs/contract.md#campaign: sId,
 * typStr, ts_DRAW_INIT, ...). The draw plugin adds the draw's side: `stage` (the CampaignStage
 * enum), the winner's resolver and campaignProgress.
 */
const commonTypes = gql`
    enum CampaignState {
        ACTIVE
        ENDED
    }
    enum CampaignType {
        BLINDBOX
        LUCKYDRAW
    }
    enum TicketRarity {
        COMMON
        RARE
        EPIC
        LEGENDARY
        ULTRA
    }
    type CampaignTranslation {
        id: ID!
        languageCode: LanguageCode!
        name: String!
        description: String!
        cardBuyTxt: String!
    }
    type CampaignWinner {
        ticketId: String!
        customer: CampaignParticipant
    }
    "A customer as other shoppers may see them: no contact details."
    type CampaignParticipant {
        id: ID!
        displayName: String!
        avatar: Asset
    }
    type Campaign implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        sId: String!
        name: String!
        description: String!
        cardBuyTxt: String!
        translations: [CampaignTranslation!]!
        typStr: CampaignType!
        state: CampaignState!
        startDate: DateTime!
        endDate: DateTime!
        isHot: Boolean!
        isNew: Boolean!
        "No longer selling (state ENDED)."
        isClosed: Boolean!
        "The draw has started or finished."
        isDraw: Boolean!
        "Ended below minTicket: paid lines were refunded, no draw."
        isCancelled: Boolean!
        ticketPerItem: Int!
        ticketPerItemForSp: Int!
        specialVariant: ProductVariant
        totalTicket: Int!
        issuedTicket: Int!
        maxQty: Int
        minTicket: Int
        cover: Asset
        featuredImg: Asset
        prize: Product
        product: Product!
        winner: CampaignWinner
        ${stageTimes}
    }
    type CampaignList implements PaginatedList {
        items: [Campaign!]!
        totalItems: Int!
    }
    type Ticket implements Node {
        id: ID!
        ticketId: String!
        "Null until the beacon round fixed at issue is out (rarityRevealsAt): nobody, the shop included, knows it before (docs/fairness.md#ticket-rarity)."
        rarity: TicketRarity
        "Draw weight of the rarity: how many chances this ticket is. Null while the rarity is not known."
        weight: Int
        "How the rarity is rolled: beacon-v1 (with rarityRound's signature) or hmac-v1 (tickets issued before it)."
        rarityScheme: String!
        "beacon-v1: the first beacon round emitted after the ticket was issued."
        rarityRound: Int
        "beacon-v1: when rarityRound is emitted; the rarity is known from then on (ask again after it)."
        rarityRevealsAt: DateTime
        isWin: Boolean!
        isVoid: Boolean!
        createdAt: DateTime!
        campaign: Campaign!
    }
    type TicketList implements PaginatedList {
        items: [Ticket!]!
        totalItems: Int!
    }
`;

/**
 * Lists take no `options` argument here: Vendure adds `options: <Type>ListOptions` (skip, take,
 * sort, filter) to every query returning a PaginatedList; the services clamp and honour them.
 */
export const shopApiExtensions = gql`
    ${commonTypes}
    "The list sheets of the draw lists screen."
    enum CampaignSheet {
        HOTTEST
        LATEST
        ENDING_SOON
        JOINED
        OTHER
        TRENDING
    }
    enum ParticipantSort {
        DATE
        NAME
        TICKET
    }
    input ParticipantSortInput {
        field: ParticipantSort!
        order: SortOrder
    }
    type Participation implements Node {
        id: ID!
        "Tickets held."
        count: Int!
        createdAt: DateTime!
        customer: CampaignParticipant!
    }
    type ParticipationList implements PaginatedList {
        items: [Participation!]!
        totalItems: Int!
    }
    ${errorResultType(
        'CampaignUnavailableError',
        'A campaign cannot sell now; reason is NOT_FOUND, NOT_STARTED, ENDED, WRONG_VARIANT or NOT_SELLING.',
        'reason: String!',
        ['UpdateOrderItemsResult', 'UpdateOrderItemErrorResult'],
    )}
    "One rarity's odds: the chance a ticket gets it (percent) and how many draw chances it then is."
    type CampaignTierOdds {
        rarity: TicketRarity!
        percent: Float!
        weight: Int!
    }
    "The campaign page's odds block (docs/responsible-play.md#odds)."
    type CampaignOdds {
        tiers: [CampaignTierOdds!]!
        ticketsSold: Int!
        ticketsLeft: Int!
        "Tickets whose rarity is revealed (not void): the ones totalWeight counts."
        countedTickets: Int!
        "Draw chances of all counted tickets: the sum of their weights."
        totalWeight: Int!
        "The signed-in viewer's counted tickets and their weight (0 for a guest)."
        myTickets: Int!
        myWeight: Int!
        "myWeight / totalWeight: the viewer's chance to win the draw now (0..1); null for a guest or before any ticket counts."
        myChance: Float
        "The viewer's tickets (not void) whose rarity is not revealed yet: their beacon round is not out, so they count within seconds (0 for a guest)."
        myPendingTickets: Int!
    }
    extend type Campaign {
        "The official rules in the request's language (English for any language but ms); null on campaigns made before rules were required: show the campaign-rules policy page."
        rules: String
        odds: CampaignOdds!
    }
    extend type OrderLine {
        campaign: Campaign
        "Lucky-draw tickets this line earns once paid (quantity × the campaign's tickets per unit); 0 for other lines."
        ticketsToEarn: Int!
        "The tickets this line earned, by number: none until it is paid."
        tickets: [Ticket!]!
        "The most units this line may hold under its campaign's per-customer limit (maxQty), after the shopper's paid orders and the cart's other lines of the campaign; null without a limit."
        quantityAvailable: Int
    }
    extend type Query {
        "GetCampaigns: a page of campaigns, optionally of one state and one list sheet. take 1..100 (default 20), skip >= 0; the sheet decides the order."
        campaigns(state: CampaignState, sheet: CampaignSheet): CampaignList!
        "Campaign: one campaign by id (or sId). wonId is accepted for the client's won-prize view."
        campaign(campaignId: ID!, wonId: ID): Campaign
        "ListCampaignParticipants: take 1..100 (default 20), skip >= 0; sort decides the order."
        listCampaignParticipants(campaignId: ID!, sort: ParticipantSortInput): ParticipationList!
        "GetUserTickets: only the signed-in customer's own tickets, by number. take 1..1000 (default 1000), skip >= 0, sort and filter."
        userTickets(customerId: ID!, campaignId: ID): TicketList!
        "The signed-in customer's tickets in one campaign, by number. take 1..1000 (default 1000), skip >= 0, sort and filter."
        listUserCurCampaignTicket(campaignId: ID!): TicketList!
        "The campaigns the signed-in customer holds tickets in, latest end first. take 1..100 (default 100), skip >= 0."
        listUserParticipateCampaign(state: CampaignState): CampaignList!
    }
`;

export const adminApiExtensions = gql`
    ${commonTypes}
    input CampaignTranslationInput {
        id: ID
        languageCode: LanguageCode!
        name: String
        description: String
        cardBuyTxt: String
    }
    input CreateCampaignInput {
        sId: String
        typStr: CampaignType!
        startDate: DateTime!
        endDate: DateTime!
        isHot: Boolean
        isNew: Boolean
        ticketPerItem: Int
        ticketPerItemForSp: Int
        specialVariantId: ID
        totalTicket: Int!
        maxQty: Int
        minTicket: Int
        "Tier odds in percent, e.g. { COMMON: 70, RARE: 18, EPIC: 8, ULTRA: 3, LEGENDARY: 1 }."
        tierOdds: JSON
        "Official rules, in English and Malay: required (docs/responsible-play.md#official-rules)."
        rules: CampaignRulesInput
        productId: ID!
        prizeId: ID
        coverId: ID
        featuredImgId: ID
        translations: [CampaignTranslationInput!]!
    }
    input UpdateCampaignInput {
        id: ID!
        startDate: DateTime
        endDate: DateTime
        isHot: Boolean
        isNew: Boolean
        ticketPerItem: Int
        ticketPerItemForSp: Int
        specialVariantId: ID
        totalTicket: Int
        maxQty: Int
        minTicket: Int
        tierOdds: JSON
        "Replaces both languages' official rules; left out, they stay."
        rules: CampaignRulesInput
        prizeId: ID
        coverId: ID
        featuredImgId: ID
        translations: [CampaignTranslationInput!]
    }
    input CampaignRulesInput {
        en: String!
        ms: String!
    }
    type CampaignRulesText {
        en: String!
        ms: String!
    }
    extend type Campaign {
        "Tier odds in percent for every tier, as tickets are rolled: the campaign's own over the defaults."
        tierOdds: JSON!
        "Official rules in both languages; null only on campaigns made before rules were required."
        rules: CampaignRulesText
    }
    ${errorResultType(
        'CampaignRulesError',
        'createCampaign / updateCampaign refused, nothing saved: official rules MISSING, MISSING_EN, MISSING_MS (blank) or TOO_LONG (over 50,000 characters).',
    )}
    union CreateCampaignResult = Campaign | CampaignRulesError
    union UpdateCampaignResult = Campaign | CampaignRulesError
    "What cancelling a campaign would do now (docs/campaigns.md#cancelling-a-campaign): shown before the operator confirms."
    type CampaignCancelEffect {
        campaignId: ID!
        "Paid orders whose campaign lines are refunded."
        orders: Int!
        "Valid tickets voided."
        tickets: Int!
        "Ticket holders told."
        holders: Int!
        "Money refunded, in sen, tax included."
        amount: Money!
    }
    ${errorResultType(
        'CampaignNotCancellableError',
        'cancelCampaign refused, nothing changed: reason NOT_FOUND, NOT_LUCKYDRAW, DRAW_STARTED (ticket set committed), ENDED or CHECKOUTS_HOLDING.',
    )}
    union CancelCampaignResult = Campaign | CampaignNotCancellableError
    extend type Query {
        campaigns(state: CampaignState): CampaignList!
        campaign(id: ID!): Campaign
        "What cancelCampaign would refund and void now (UpdateCampaign)."
        campaignCancelEffect(id: ID!): CampaignCancelEffect!
    }
    extend type Mutation {
        "Refused (CampaignRulesError) without official rules in English and Malay."
        createCampaign(input: CreateCampaignInput!): CreateCampaignResult!
        updateCampaign(input: UpdateCampaignInput!): UpdateCampaignResult!
        "Cancels a selling lucky draw: every paid line refunded, tickets voided, holders told (UpdateCampaign). Refused once its draw has started."
        cancelCampaign(id: ID!): CancelCampaignResult!
    }
`;
