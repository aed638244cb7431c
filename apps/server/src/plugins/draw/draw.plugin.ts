import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { CampaignPlugin } from '../campaign/campaign.plugin';
import { shopApiExtensions } from './api/api-extensions';
import { CampaignProgressDrawResolver, CampaignWinnerResolver, DrawShopResolver } from './api/draw-shop.resolver';
import { DrawRecord } from './entities/draw-record.entity';
import { DrawResultService } from './services/draw-result.service';

/**
 * Verifiable lucky draws: when a campaign closes, its ticket set is committed, randomness is
 * obtained (local ECVRF or Chainlink VRF through the draw contract), the winner is derived and
 * published with everything needed to re-derive it.
 */
@VendurePlugin({
    imports: [PluginCommonModule, CampaignPlugin],
    entities: [DrawRecord],
    providers: [DrawResultService],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [DrawShopResolver, CampaignWinnerResolver, CampaignProgressDrawResolver],
    },
    adminApiExtensions: {
        resolvers: [CampaignWinnerResolver],
    },
    compatibility: '^3.0.0',
})
export class DrawPlugin {}
