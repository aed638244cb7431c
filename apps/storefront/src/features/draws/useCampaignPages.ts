import { useInfiniteShopQuery } from '../../api/useShopQuery';
import type { CampaignSheetName } from '../../routing/paths';
import { GetCampaignsDocument, type CampaignState } from '../../gql/graphql';

/** Campaigns page by page (infinite scroll): of one state, in one sheet's order. */
export function useCampaignPages({ state, sheet, pageSize = 10 }: { state?: CampaignState; sheet?: CampaignSheetName; pageSize?: number }) {
    return useInfiniteShopQuery(
        GetCampaignsDocument,
        options => ({ state, sheet, options }),
        data => data.campaigns,
        { pageSize },
    );
}

export type CampaignPages = ReturnType<typeof useCampaignPages>;
