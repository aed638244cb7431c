import gql from 'graphql-tag';

/** The kinds of marketing item, in both APIs. */
const marketingKind = `
    "Where a marketing item shows on Home: one of the banners, the popup, the floating action button, the blind-box promo."
    enum MarketingKind {
        BANNER
        POPUP
        FAB
        BB
    }
`;

/** GetMarketing (docs/engagement.md#marketing). ActionType is the notifications plugin's schema's (see actionTypeEnum there). */
export const marketingShopApiExtensions = gql`
    ${marketingKind}
    "One live marketing item: its picture, where tapping it leads, and its title in the request's language (the picture's text alternative)."
    type MarketingItem {
        id: ID!
        kind: MarketingKind!
        actionTyp: ActionType!
        "A campaign id for CAM, a policy slug for PG, an http(s) link for URL, null for NON."
        actionVal: String
        asset: Asset!
        title: String!
        startsAt: DateTime
        endsAt: DateTime
    }
    "Home's marketing now: the live banners in order, the popup, the floating action button (fab) and the blind-box promo (bb)."
    type Marketing {
        banners: [MarketingItem!]!
        popup: MarketingItem
        fab: MarketingItem
        bb: MarketingItem
    }
    extend type Query {
        "GetMarketing: only what is enabled and within its schedule now, in order."
        getMarketing: Marketing!
    }
`;

/** Managing marketing items: Read/Create/Update/DeleteMarketing permissions. */
export const marketingAdminApiExtensions = gql`
    ${marketingKind}
    type MarketingItemTranslation {
        id: ID!
        languageCode: LanguageCode!
        title: String!
    }
    type MarketingItem implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        kind: MarketingKind!
        asset: Asset!
        assetId: ID!
        actionTyp: ActionType!
        actionVal: String
        "Shown from (null: at once) until (null: no end); never outside."
        startsAt: DateTime
        endsAt: DateTime
        "Order among items of its kind, smallest first."
        position: Int!
        enabled: Boolean!
        "In the request's language."
        title: String!
        translations: [MarketingItemTranslation!]!
    }
    type MarketingItemList implements PaginatedList {
        items: [MarketingItem!]!
        totalItems: Int!
    }
    "Vendure completes it with sort and filter, as for every list."
    input MarketingItemListOptions
    input MarketingItemTranslationInput {
        languageCode: LanguageCode!
        "The picture's text alternative (and the popup's heading): 1..200 characters; English is required."
        title: String!
    }
    input CreateMarketingItemInput {
        kind: MarketingKind!
        assetId: ID!
        actionTyp: ActionType!
        actionVal: String
        startsAt: DateTime
        endsAt: DateTime
        position: Int
        enabled: Boolean
        translations: [MarketingItemTranslationInput!]!
    }
    "Fields left out are kept; translations, when given, replace the titles of the languages given."
    input UpdateMarketingItemInput {
        id: ID!
        kind: MarketingKind
        assetId: ID
        actionTyp: ActionType
        actionVal: String
        startsAt: DateTime
        endsAt: DateTime
        position: Int
        enabled: Boolean
        translations: [MarketingItemTranslationInput!]
    }
    extend type Query {
        "Marketing items of every kind, by kind then position. take 1..100 (default 20), skip >= 0, sort and filter."
        marketingItems(options: MarketingItemListOptions): MarketingItemList!
        marketingItem(id: ID!): MarketingItem
    }
    extend type Mutation {
        createMarketingItem(input: CreateMarketingItemInput!): MarketingItem!
        updateMarketingItem(input: UpdateMarketingItemInput!): MarketingItem!
        deleteMarketingItem(id: ID!): DeletionResponse!
    }
`;
