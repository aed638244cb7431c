import { OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, I18nService, Logger, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { appendOnce } from '../../common/config-lists';
import { addMessages } from '../../common/error-results';
import { CampaignCancelledEvent } from '../campaign';
import { NotificationEntityResolver, NotificationShopResolver } from './api/notification-shop.resolver';
import { OrderLinePrizeResolver } from './api/order-line-prize.resolver';
import { shopApiExtensions } from './api/api-extensions';
import { campaignCancelledMessage } from './config/campaign-messages';
import { prizeOrderInterceptor } from './config/prize-order-interceptor';
import { prizeOrderProcess, prizePaymentProcess } from './config/prize-order-process';
import { loggerCtx } from './constants';
import { Notification } from './entities/notification.entity';
import { WonPrize } from './entities/won-prize.entity';
import { errorMessages } from './errors';
import { NotificationService } from './services/notification.service';
import { PrizeCartService } from './services/prize-cart.service';
import { WonPrizeService } from './services/won-prize.service';

/**
 * What keeps shoppers in touch after they buy: won prizes and in-app notifications (later:
 * code redemption, push, marketing, policy pages). Other plugins record prizes and send
 * messages through its services; it tells ticket holders itself when a campaign is cancelled.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [Notification, WonPrize],
    providers: [NotificationService, WonPrizeService, PrizeCartService],
    // The draw plugin records won prizes and notifies winners; blind boxes do not record theirs yet (issue 13).
    exports: [NotificationService, WonPrizeService],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [NotificationShopResolver, NotificationEntityResolver, OrderLinePrizeResolver],
    },
    configuration: config => {
        // Won prizes on order lines (custom field prizeId): checked on every cart change, at
        // checkout and before payment.
        config.orderOptions.orderInterceptors = appendOnce(config.orderOptions.orderInterceptors, [prizeOrderInterceptor]);
        config.orderOptions.process = appendOnce(config.orderOptions.process, [prizeOrderProcess]);
        config.paymentOptions.process = appendOnce(config.paymentOptions.process, [prizePaymentProcess]);
        return config;
    },
    compatibility: '^3.0.0',
})
export class EngagementPlugin implements OnApplicationBootstrap {
    constructor(
        private eventBus: EventBus,
        private notifications: NotificationService,
        private i18nService: I18nService,
    ) {}

    onApplicationBootstrap() {
        addMessages(this.i18nService, errorMessages);
        // ofType() delivers an event only once the transaction that published it has committed
        // (and drops it on rollback), so holders are told only about a cancellation that happened.
        this.eventBus.ofType(CampaignCancelledEvent).subscribe(event => {
            this.notifications
                .notify(event.ctx, event.holderIds, campaignCancelledMessage(event.campaign))
                .catch(err => Logger.error(`Holders of campaign ${event.campaign.sId} were not notified: ${err.message}`, loggerCtx));
        });
    }
}
