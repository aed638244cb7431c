import { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { appendOnce } from '../../common/config-lists';
import { addMessages } from '../../common/error-results';
import { BlindBoxPlugin } from '../blind-box';
import { CampaignPlugin } from '../campaign';
import { FairnessLogPlugin } from '../fairness-log';
import { NotificationsPlugin } from '../notifications';
import { PrizesPlugin } from '../prizes';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { DrawAdminResolver, drawAdminUnionResolvers } from './api/draw-admin.resolver';
import { CampaignDrawResolver, CampaignFairnessResolver, CampaignProgressResolver, DrawShopResolver, drawShopUnionResolvers } from './api/draw-shop.resolver';
import { resumeDrawsTask } from './config/draw-tasks';
import { DRAW_PLUGIN_OPTIONS } from './constants';
import { DrawRecord } from './entities/draw-record.entity';
import { errorMessages } from './errors';
import { DashboardStatsService } from './services/dashboard-stats.service';
import { DrawAdminService } from './services/draw-admin.service';
import { DrawProgressService } from './services/draw-progress.service';
import { DrawQueueService } from './services/draw-queue.service';
import { DrawResultService } from './services/draw-result.service';
import { DrawStageService } from './services/draw-stage.service';
import { DrawTreeService } from './services/draw-tree.service';
import { DrawWinnerService } from './services/draw-winner.service';
import { DrawPluginOptions } from './types';

/**
 * A campaign's draw stages (their one ordered list, the CampaignStage enum, the stage field),
 * its progress (campaignProgress) and verifiable lucky draws: when a campaign closes, its ticket set is committed, randomness is
 * obtained (local ECVRF, Chainlink VRF through the draw contract, or a drand beacon round), the winner is derived and
 * published with everything needed to re-derive it.
 */
@VendurePlugin({
    imports: [PluginCommonModule, CampaignPlugin, BlindBoxPlugin, NotificationsPlugin, PrizesPlugin, FairnessLogPlugin],
    entities: [DrawRecord],
    providers: [
        { provide: DRAW_PLUGIN_OPTIONS, useFactory: () => DrawPlugin.options },
        DrawResultService,
        DrawTreeService,
        DrawStageService,
        DrawWinnerService,
        DrawQueueService,
        DrawProgressService,
        DrawAdminService,
        DashboardStatsService,
    ],
    exports: [DrawProgressService],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [DrawShopResolver, CampaignDrawResolver, CampaignProgressResolver, CampaignFairnessResolver, ...drawShopUnionResolvers],
    },
    adminApiExtensions: {
        schema: adminApiExtensions,
        resolvers: [CampaignDrawResolver, DrawAdminResolver, ...drawAdminUnionResolvers],
    },
    configuration: config => {
        config.schedulerOptions.tasks = appendOnce(config.schedulerOptions.tasks, [resumeDrawsTask(DrawPlugin.options.sweepSeconds)], t => t.id);
        return config;
    },
    compatibility: '^3.0.0',
})
export class DrawPlugin implements OnApplicationBootstrap {
    static options: DrawPluginOptions;

    static init(options: DrawPluginOptions) {
        this.options = options;
        return DrawPlugin;
    }

    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        addMessages(this.i18nService, errorMessages);
    }
}
