import { OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, I18nService, OrderLineEvent, OrderStateTransitionEvent, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { appendOnce, wrapOnce } from '../../common/config-lists';
import { addMessages } from '../../common/error-results';
import { BlindBoxOpenedEvent, DigitalCodeRevealedEvent } from '../blind-box';
import { CampaignPlugin } from '../campaign';
import { OrderLinePrizeResolver } from './api/order-line-prize.resolver';
import { prizeShopApiExtensions } from './api/prize-api-extensions';
import { PrizeRelations, PrizeShopResolver, prizeUnionResolvers, WonPrizeEntityResolver } from './api/prize-shop.resolver';
import { prizeOrderInterceptor } from './config/prize-order-interceptor';
import { prizeOrderProcess, prizePaymentProcess } from './config/prize-order-process';
import { PrizePriceStrategy } from './config/prize-price-strategy';
import { WonPrize } from './entities/won-prize.entity';
import { errorMessages } from './errors';
import { PrizeCartService } from './services/prize-cart.service';
import { WonPrizeService } from './services/won-prize.service';

/**
 * Prizes customers won (by a draw ticket, from a blind box, or by a code): to the cart at zero
 * price, or a code. Blind-box prizes are recorded from the box-opening events; the draw and codes
 * plugins record theirs through WonPrizeService. After the blind-box plugin: won prizes refer to
 * its boxes (schema types, events).
 */
@VendurePlugin({
    imports: [PluginCommonModule, CampaignPlugin],
    entities: [WonPrize],
    providers: [WonPrizeService, PrizeCartService, PrizeRelations],
    // The draw and codes plugins record won prizes; the codes plugin loads its codes' products and campaigns with PrizeRelations.
    exports: [WonPrizeService, PrizeRelations],
    shopApiExtensions: {
        schema: prizeShopApiExtensions,
        resolvers: [OrderLinePrizeResolver, PrizeShopResolver, WonPrizeEntityResolver, ...prizeUnionResolvers],
    },
    configuration: config => {
        // Won prizes on order lines (custom field prizeId): checked on every cart change, at
        // checkout and before payment.
        config.orderOptions.orderInterceptors = appendOnce(config.orderOptions.orderInterceptors, [prizeOrderInterceptor]);
        config.orderOptions.process = appendOnce(config.orderOptions.process, [prizeOrderProcess]);
        config.paymentOptions.process = appendOnce(config.paymentOptions.process, [prizePaymentProcess]);
        // A line carrying a won prize is priced at zero.
        config.orderOptions.orderItemPriceCalculationStrategy = wrapOnce(config.orderOptions.orderItemPriceCalculationStrategy, PrizePriceStrategy);
        return config;
    },
    compatibility: '^3.0.0',
})
export class PrizesPlugin implements OnApplicationBootstrap {
    constructor(
        private eventBus: EventBus,
        private wonPrizes: WonPrizeService,
        private i18nService: I18nService,
    ) {}

    onApplicationBootstrap() {
        addMessages(this.i18nService, errorMessages);
        // Blocking handlers run inside the publisher's transaction: a box's prize, a revealed
        // code's redemption and a cart claim's release commit (or roll back) with what caused them.
        // (Their ids keep the engagement plugin's names, which the prizes plugin was part of.)
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
