import { graphql, type ResultOf } from '../gql/graphql';

/**
 * The responsible-play screen's admin API (docs/responsible-play.md#operators): a page of campaigns
 * and, per campaign, counts only. Free entries come from the codes plugin (`freeEntryCounts`),
 * limits reached and self-exclusions from the responsible-play plugin (`playRefusalCounts`), with
 * the shop-wide counts (`responsiblePlayTotals`). One shopper's rules of play are support's
 * (support/api.ts).
 */

export const PLAY_PAGE_SIZE = 20;

export const PLAY_CAMPAIGNS = graphql(`
    query TuahPlayCampaigns($options: CampaignListOptions) {
        campaigns(options: $options) {
            totalItems
            items {
                id
                sId
                name
                typStr
                state
                issuedTicket
                totalTicket
            }
        }
    }
`);

export const FREE_ENTRY_COUNTS = graphql(`
    query TuahFreeEntryCounts($campaignIds: [ID!]!) {
        freeEntryCounts(campaignIds: $campaignIds) {
            campaignId
            requested
            redeemed
        }
    }
`);

export const PLAY_REFUSAL_COUNTS = graphql(`
    query TuahPlayRefusalCounts($campaignIds: [ID!]!) {
        playRefusalCounts(campaignIds: $campaignIds) {
            campaignId
            limitsReached
            selfExcluded
        }
    }
`);

export const PLAY_TOTALS = graphql(`
    query TuahResponsiblePlayTotals {
        responsiblePlayTotals {
            selfExcluded
            withLimits
        }
    }
`);

type PlayCampaign = ResultOf<typeof PLAY_CAMPAIGNS>['campaigns']['items'][number];

/** One campaign's row: its free entries, and the shoppers a limit or an exclusion refused (null: the operator may not read customers). */
export interface CampaignPlayRow extends PlayCampaign {
    freeEntriesRequested: number;
    freeEntriesRedeemed: number;
    limitsHit: number | null;
    exclusions: number | null;
}
