import type { FirstScreen } from '../../../lib/firstScreen';
import { QUERY_KEYS, ROUTES } from '../../../routing/paths';
import { CampaignDocument } from '../../../gql/graphql';
import { WIDE_PICTURES } from '../../../ui/pictures';

/** The campaign page's query, as `CampaignPage` makes it and as index.html starts it (lib/firstScreen.ts). */
export const CAMPAIGN_QUERY = {
    document: CampaignDocument,
    fromSearch: { campaignId: QUERY_KEYS.campaignId, wonId: QUERY_KEYS.wonId },
    // The gallery's first picture: campaignImage's choice (campaigns/campaign.ts), in its order.
    picture: {
        paths: [
            ['campaign', 'cover', 'preview'],
            ['campaign', 'featuredImg', 'preview'],
            ['campaign', 'prize', 'featuredAsset', 'preview'],
            ['campaign', 'product', 'featuredAsset', 'preview'],
        ],
        ...WIDE_PICTURES.gallery,
    },
} as const;

export const campaignFirstScreen: FirstScreen = {
    paths: [`tabs/${ROUTES.productDetails}`, `tabs/${ROUTES.productPrize}`],
    module: 'src/features/draws/campaign/CampaignPage.tsx',
    namespaces: ['draws', 'errors'],
    requests: [CAMPAIGN_QUERY],
};
