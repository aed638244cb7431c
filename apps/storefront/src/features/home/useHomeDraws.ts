import { useShopQuery } from '../../api/useShopQuery';
import { GetCampaignsDocument } from '../../gql/graphql';
import { hasStarted } from '../../lib/campaign';

/** How many active campaigns Home looks at for its hot, new and blind-box rows. */
const LATEST_TAKEN = 30;
const ENDING_SOON_SHOWN = 6;

/**
 * Home's lucky draws: hot and new (the operator's flags), ending soon (the ENDING_SOON sheet)
 * and blind-box campaigns — only campaigns selling now; the ones still to start are Drops.
 */
export function useHomeDraws() {
    const latest = useShopQuery(GetCampaignsDocument, { state: 'ACTIVE', options: { take: LATEST_TAKEN } });
    const endingSoon = useShopQuery(GetCampaignsDocument, { state: 'ACTIVE', sheet: 'ENDING_SOON', options: { take: ENDING_SOON_SHOWN * 2 } });
    const now = Date.now();
    const selling = (latest.data?.data.campaigns.items ?? []).filter(campaign => hasStarted(campaign, now));
    const luckyDraws = selling.filter(campaign => campaign.typStr === 'LUCKYDRAW');

    return {
        status: latest.isError || endingSoon.isError ? 'error' : latest.data && endingSoon.data ? 'ready' : 'loading',
        retry: async () => (await Promise.all([latest.refetch(), endingSoon.refetch()])).every(result => !result.isError),
        hot: luckyDraws.filter(campaign => campaign.isHot),
        fresh: luckyDraws.filter(campaign => campaign.isNew),
        endingSoon: (endingSoon.data?.data.campaigns.items ?? [])
            .filter(campaign => campaign.typStr === 'LUCKYDRAW' && hasStarted(campaign, now))
            .slice(0, ENDING_SOON_SHOWN),
        blindBoxes: selling.filter(campaign => campaign.typStr === 'BLINDBOX'),
    } as const;
}
