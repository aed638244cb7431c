import { graphql, type ResultOf } from '../gql/graphql';

/** The campaign plugin's admin API as the campaign form uses it (docs/dashboard.md "Campaigns"). */

const CAMPAIGN_FIELDS = graphql(`
    fragment TuahCampaignFields on Campaign {
        id
        sId
        name
        typStr
        state
        stage
        isCancelled
        issuedTicket
        totalTicket
        maxQty
        minTicket
        ticketPerItem
        ticketPerItemForSp
        startDate
        endDate
        isHot
        isNew
        tierOdds
        rules {
            en
            ms
        }
        translations {
            id
            languageCode
            name
            description
            cardBuyTxt
        }
        product {
            id
            name
            variants {
                id
                name
                sku
            }
        }
        specialVariant {
            id
        }
        prize {
            id
            name
        }
        cover {
            id
            name
            preview
        }
        featuredImg {
            id
            name
            preview
        }
    }
`);

export const CAMPAIGN = graphql(
    `
        query TuahCampaign($id: ID!) {
            campaign(id: $id) {
                ...TuahCampaignFields
            }
        }
    `,
    [CAMPAIGN_FIELDS],
);
export const CREATE_CAMPAIGN = graphql(
    `
        mutation TuahCreateCampaign($input: CreateCampaignInput!) {
            createCampaign(input: $input) {
                __typename
                ...TuahCampaignFields
                ... on CampaignRulesError {
                    message
                }
            }
        }
    `,
    [CAMPAIGN_FIELDS],
);
export const UPDATE_CAMPAIGN = graphql(
    `
        mutation TuahUpdateCampaign($input: UpdateCampaignInput!) {
            updateCampaign(input: $input) {
                __typename
                ...TuahCampaignFields
                ... on CampaignRulesError {
                    message
                }
            }
        }
    `,
    [CAMPAIGN_FIELDS],
);
export const CAMPAIGN_PRODUCTS = graphql(`
    query TuahCampaignProducts($term: String!) {
        products(options: { take: 8, filter: { name: { contains: $term } }, sort: { name: ASC } }) {
            items {
                id
                name
                variants {
                    id
                    name
                    sku
                }
            }
        }
    }
`);

export type Campaign = ResultOf<typeof CAMPAIGN_FIELDS>;
/** A product shoppers buy to take part, with the variants one of which may earn the special tickets. */
export type ProductChoice = ResultOf<typeof CAMPAIGN_PRODUCTS>['products']['items'][number];
