import { OnApplicationBootstrap } from '@nestjs/common';
import gql from 'graphql-tag';
import { EventBus, I18nService, OrderLineEvent, OrderStateTransitionEvent, PluginCommonModule, ProcessContext, VendurePlugin } from '@vendure/core';

import { appendOnce } from '../../common/config-lists';
import { addMessages } from '../../common/error-results';
import { BlindBoxOpenedEvent, DigitalCodeRevealedEvent } from '../blind-box';
import { CampaignPlugin } from '../campaign';
import { SecurityPlugin } from '../security';
import { CodeAdminResolver, CodeBatchSummaryResolver } from './api/code-admin.resolver';
import { CodeBatchController } from './api/code-batch.controller';
import { NotificationEntityResolver, NotificationListResolver, NotificationShopResolver, notificationUnionResolvers } from './api/notification-shop.resolver';
import { OrderLinePrizeResolver } from './api/order-line-prize.resolver';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { MarketingAdminResolver } from './api/marketing-admin.resolver';
import { marketingAdminApiExtensions, marketingShopApiExtensions } from './api/marketing-api-extensions';
import { MarketingShopResolver } from './api/marketing-shop.resolver';
import { SupportAdminResolver, supportUnionResolvers } from './api/support-admin.resolver';
import { supportAdminApiExtensions } from './api/support-api-extensions';
import { policyAdminApiExtensions, policyShopApiExtensions } from './api/policy-api-extensions';
import { PolicyPageAdminEntityResolver, PolicyPageAdminResolver, PolicyPageShopResolver, policyUnionResolvers, updatePolicyPermission } from './api/policy-page.resolver';
import { PrizeRelations, PrizeShopResolver, prizeUnionResolvers, RedemptionCodeEntityResolver, WonPrizeEntityResolver } from './api/prize-shop.resolver';
import { codePermission } from './config/code-permission';
import { CodeOrderStockAllocationStrategy } from './config/code-stock-allocation';
import { prizeOrderInterceptor } from './config/prize-order-interceptor';
import { prizeOrderProcess, prizePaymentProcess } from './config/prize-order-process';
import { PrizePriceStrategy } from './config/prize-price-strategy';
import { marketingMessages } from './config/marketing-messages';
import { marketingPermission } from './config/marketing-permission';
import { InAppOnlyPushSender } from './config/push-sender-strategy';
import { ENGAGEMENT_PLUGIN_OPTIONS } from './constants';
import { MarketingItem, MarketingItemTranslation } from './entities/marketing-item.entity';
import { Notification } from './entities/notification.entity';
import { NotificationSend } from './entities/notification-send.entity';
import { PushDevice } from './entities/push-device.entity';
import { PolicyPage } from './entities/policy-page.entity';
import { RedemptionCode } from './entities/redemption-code.entity';
import { WonPrize } from './entities/won-prize.entity';
import { errorMessages } from './errors';
import { CodeService } from './services/code.service';
import { CustomerNoticeService } from './services/customer-notice.service';
import { MarketingService } from './services/marketing.service';
import { NotificationService } from './services/notification.service';
import { NotificationTriggersService } from './services/notification-triggers.service';
import { PolicyPageService } from './services/policy-page.service';
import { PrizeCartService } from './services/prize-cart.service';
import { PushService } from './services/push.service';
import { SupportService } from './services/support.service';
import { TestNotiService } from './services/test-noti.service';
import { WonPrizeService } from './services/won-prize.service';
import { EngagementPluginOptions } from './types';

/**
 * What keeps shoppers in touch after they buy: won prizes (to the cart at zero price, or a
 * code), redemption codes, notifications (stored in-app in both languages, pushed through
 * the configured PushSender (FCM, or none) by a job off the request path), Home's marketing and
 * the five policy pages. The draw plugin sends DRAW_WON / DRAW_ENDED through NotificationService;
 * the other events customers hear about are turned into notifications by
 * NotificationTriggersService; blind-box prizes are recorded from the box-opening events.
 */
@VendurePlugin({
    imports: [PluginCommonModule, CampaignPlugin, SecurityPlugin],
    entities: [Notification, NotificationSend, WonPrize, RedemptionCode, PushDevice, MarketingItem, MarketingItemTranslation, PolicyPage],
    providers: [
        NotificationService,
        WonPrizeService,
        PrizeCartService,
        CodeService,
        PrizeRelations,
        PushService,
        TestNotiService,
        NotificationTriggersService,
        MarketingService,
        CustomerNoticeService,
        PolicyPageService,
        SupportService,
        { provide: ENGAGEMENT_PLUGIN_OPTIONS, useFactory: () => EngagementPlugin.options },
    ],
    controllers: [CodeBatchController],
    // The draw plugin records won prizes and notifies winners.
    exports: [NotificationService, WonPrizeService, MarketingService],
    shopApiExtensions: {
        // Marketing's and the policy pages' schemas are kept in their own files.
        schema: gql`
            ${shopApiExtensions}
            ${marketingShopApiExtensions}
            ${policyShopApiExtensions}
        `,
        resolvers: [
            MarketingShopResolver,
            PolicyPageShopResolver,
            NotificationShopResolver,
            NotificationEntityResolver,
            NotificationListResolver,
            ...notificationUnionResolvers,
            OrderLinePrizeResolver,
            PrizeShopResolver,
            WonPrizeEntityResolver,
            RedemptionCodeEntityResolver,
            ...prizeUnionResolvers,
        ],
    },
    adminApiExtensions: {
        schema: gql`
            ${adminApiExtensions}
            ${marketingAdminApiExtensions}
            ${policyAdminApiExtensions}
            ${supportAdminApiExtensions}
        `,
        resolvers: [
            SupportAdminResolver,
            ...supportUnionResolvers,
            CodeAdminResolver,
            CodeBatchSummaryResolver,
            RedemptionCodeEntityResolver,
            MarketingAdminResolver,
            PolicyPageAdminResolver,
            PolicyPageAdminEntityResolver,
            ...policyUnionResolvers,
        ],
    },
    configuration: config => {
        config.authOptions.customPermissions = appendOnce(config.authOptions.customPermissions, [marketingPermission, codePermission, updatePolicyPermission], p => p.Permission);
        // Won prizes on order lines (custom field prizeId): checked on every cart change, at
        // checkout and before payment.
        config.orderOptions.orderInterceptors = appendOnce(config.orderOptions.orderInterceptors, [prizeOrderInterceptor]);
        config.orderOptions.process = appendOnce(config.orderOptions.process, [prizeOrderProcess]);
        config.paymentOptions.process = appendOnce(config.paymentOptions.process, [prizePaymentProcess]);
        // A line carrying a won prize is priced at zero (the configuration may run twice: wrap once).
        const pricing = config.orderOptions.orderItemPriceCalculationStrategy;
        if (!(pricing instanceof PrizePriceStrategy)) config.orderOptions.orderItemPriceCalculationStrategy = new PrizePriceStrategy(pricing);
        const stock = config.orderOptions.stockAllocationStrategy;
        if (!(stock instanceof CodeOrderStockAllocationStrategy)) config.orderOptions.stockAllocationStrategy = new CodeOrderStockAllocationStrategy(stock);
        return config;
    },
    compatibility: '^3.0.0',
})
export class EngagementPlugin implements OnApplicationBootstrap {
    /** In-app only unless init() names a push sender (PUSH_PROVIDER=fcm). */
    static options: EngagementPluginOptions = { pushSender: new InAppOnlyPushSender() };

    static init(options: Partial<EngagementPluginOptions>) {
        this.options = { ...this.options, ...options };
        return EngagementPlugin;
    }

    constructor(
        private eventBus: EventBus,
        private wonPrizes: WonPrizeService,
        private i18nService: I18nService,
        private policyPages: PolicyPageService,
        private processContext: ProcessContext,
    ) {}

    async onApplicationBootstrap() {
        addMessages(this.i18nService, errorMessages);
        addMessages(this.i18nService, marketingMessages);
        // The five policy pages always exist: a new shop gets the shop's own text (config/policy-texts.ts).
        // Server processes only: they start after the migrations, which a worker does not wait for.
        if (this.processContext.isServer) await this.policyPages.ensurePages();
        // Blocking handlers run inside the publisher's transaction: a box's prize, a revealed
        // code's redemption and a cart claim's release commit (or roll back) with what caused them.
        this.eventBus.registerBlockingEventHandler({
            event: BlindBoxOpenedEvent,
            id: 'engagement-box-prize',
            handler: async event => {
                await this.wonPrizes.recordBoxPrize(event.ctx, event.box, event.prizeLine);
            },
        });
        this.eventBus.registerBlockingEventHandler({
            event: DigitalCodeRevealedEvent,
            id: 'engagement-code-revealed',
            handler: event => this.wonPrizes.codeRevealed(event.ctx, event.boxId),
        });
        this.eventBus.registerBlockingEventHandler({
            event: OrderLineEvent,
            id: 'engagement-prize-line-changed',
            handler: async event => {
                if (event.type === 'deleted' || event.type === 'updated') await this.wonPrizes.releaseClaims(event.ctx, event.order.id);
            },
        });
        this.eventBus.registerBlockingEventHandler({
            event: OrderStateTransitionEvent,
            id: 'engagement-prize-order-state',
            handler: async event => {
                if (event.toState === 'Cancelled') await this.wonPrizes.releaseClaims(event.ctx, event.order.id, true);
                if (event.toState === 'Shipped' || event.toState === 'Delivered') await this.wonPrizes.shipped(event.ctx, event.order.id);
            },
        });
    }
}
