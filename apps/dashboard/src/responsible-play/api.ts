import { graphql, type ResultOf } from '../gql/graphql';

/**
 * The responsible-play screen's admin API (docs/responsible-play.md#operators): a page of campaigns
 * and, per campaign, counts only. Free entries come from the codes plugin (`freeEntryCounts`).
 * Limits hit and exclusions are the spending-limits and self-exclusion work's: their counts join
 * here as `limitsHit` and `exclusions` once that work's queries exist (see `CampaignPlayRow`).
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

type PlayCampaign = ResultOf<typeof PLAY_CAMPAIGNS>['campaigns']['items'][number];

/** One campaign's row: its free entries, and the slots the limits and exclusions work fills (null: not known here yet). */
export interface CampaignPlayRow extends PlayCampaign {
    freeEntriesRequested: number;
    freeEntriesRedeemed: number;
    limitsHit: number | null;
    exclusions: number | null;
}
