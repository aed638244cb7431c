import { OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, Logger, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { CampaignCancelledEvent } from '../campaign/services/campaign-events';
import { NotificationEntityResolver, NotificationShopResolver } from './api/notification-shop.resolver';
import { shopApiExtensions } from './api/api-extensions';
import { campaignCancelledMessage } from './config/campaign-messages';
import { loggerCtx } from './constants';
import { Notification } from './entities/notification.entity';
import { WonPrize } from './entities/won-prize.entity';
import { NotificationService } from './services/notification.service';
import { WonPrizeService } from './services/won-prize.service';

/**
 * What keeps shoppers in touch after they buy: won prizes and in-app notifications (later:
 * code redemption, push, marketing, policy pages). Other plugins record prizes and send
 * messages through its services; it tells ticket holders itself when a campaign is cancelled.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [Notification, WonPrize],
    providers: [NotificationService, WonPrizeService],
    // The draw and blind-box plugins record won prizes and notify winners.
    exports: [NotificationService, WonPrizeService],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [NotificationShopResolver, NotificationEntityResolver],
    },
    compatibility: '^3.0.0',
})
export class EngagementPlugin implements OnApplicationBootstrap {
    constructor(
        private eventBus: EventBus,
        private notifications: NotificationService,
    ) {}

    onApplicationBootstrap() {
        // ofType() delivers an event only once the transaction that published it has committed
        // (and drops it on rollback), so holders are told only about a cancellation that happened.
        this.eventBus.ofType(CampaignCancelledEvent).subscribe(event => {
            this.notifications
                .notify(event.ctx, event.holderIds, campaignCancelledMessage(event.campaign))
                .catch(err => Logger.error(`Holders of campaign ${event.campaign.sId} were not notified: ${err.message}`, loggerCtx));
        });
    }
}
