import { OnApplicationBootstrap } from '@nestjs/common';
import gql from 'graphql-tag';
import { EventBus, HistoryService, I18nService, Order, OrderLineEvent, PluginCommonModule, TransactionalConnection, VendurePlugin } from '@vendure/core';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';

import { appendOnce } from '../../common/config-lists';
import { addMessages } from '../../common/error-results';
import { CampaignAdminEntityResolver, campaignAdminUnionResolvers, CampaignAdminResolver } from './api/campaign-admin.resolver';
import {
    CampaignEntityResolver,
    CampaignParticipantResolver,
    CampaignShopEntityResolver,
    ParticipationEntityResolver,
    TicketEntityResolver,
} from './api/campaign-entity.resolver';
import { CampaignOrderResolver, CampaignShopResolver, OrderLineCampaignResolver } from './api/campaign-shop.resolver';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { categoryShopApiExtensions } from './api/category-api';
import { CategoryShopResolver } from './api/category-shop.resolver';
import { campaignOrderInterceptor } from './config/campaign-order-interceptor';
import { campaignOrderProcess, campaignPaymentProcess } from './config/campaign-order-process';
import { campaignPermission } from './config/campaign-permission';
import { closeDueCampaignsTask, forgetOldActivityTask, rankSheetsTask, revealTicketRaritiesTask } from './config/campaign-tasks';
import { collectionCustomFields, orderLineCustomFields, productCustomFields } from './config/custom-fields';
import { CAMPAIGN_PLUGIN_OPTIONS } from './constants';
import { Campaign } from './entities/campaign.entity';
import { CampaignHourlyActivity, CampaignHourlyParticipant } from './entities/campaign-hourly-activity.entity';
import { CampaignTranslation } from './entities/campaign-translation.entity';
import { Participation } from './entities/participation.entity';
import { Ticket } from './entities/ticket.entity';
import { TicketReservation } from './entities/ticket-reservation.entity';
import { errorMessages } from './errors';
import { CampaignService } from './services/campaign.service';
import { CampaignLifecycleService } from './services/campaign-lifecycle.service';
import { CampaignTicketService } from './services/campaign-ticket.service';
import { CategoryService } from './services/category.service';
import { TicketRarityService } from './services/ticket-rarity.service';
import { BeaconPlugin } from '../beacon';
import { CampaignPluginOptions } from './types';

/**
 * Lucky-draw and blind-box campaigns: campaigns, tickets, participations, their shop lists and
 * progress, the ticket ledger hooked into checkout, and closing (CampaignClosedEvent for the
 * draw plugin) or cancelling with refunds.
 */
@VendurePlugin({
    imports: [PluginCommonModule, BeaconPlugin],
    entities: [Campaign, CampaignTranslation, Ticket, Participation, TicketReservation, CampaignHourlyActivity, CampaignHourlyParticipant],
    providers: [
        { provide: CAMPAIGN_PLUGIN_OPTIONS, useFactory: () => CampaignPlugin.options },
        CampaignService,
        CampaignTicketService,
        CampaignLifecycleService,
        CategoryService,
        TicketRarityService,
    ],
    // The draw and blind-box plugins build on the campaign services.
    exports: [CampaignService, CampaignTicketService, CampaignLifecycleService, TicketRarityService],
    shopApiExtensions: {
        schema: gql`
            ${shopApiExtensions}
            ${categoryShopApiExtensions}
        `,
        resolvers: [
            CampaignShopResolver,
            CategoryShopResolver,
            CampaignOrderResolver,
            OrderLineCampaignResolver,
            CampaignEntityResolver,
            CampaignShopEntityResolver,
            TicketEntityResolver,
            ParticipationEntityResolver,
            CampaignParticipantResolver,
        ],
    },
    adminApiExtensions: {
        schema: adminApiExtensions,
        resolvers: [CampaignAdminResolver, CampaignAdminEntityResolver, CampaignEntityResolver, TicketEntityResolver, ...campaignAdminUnionResolvers],
    },
    configuration: config => {
        config.authOptions.customPermissions = appendOnce(config.authOptions.customPermissions, [campaignPermission], p => p.Permission);
        config.customFields.OrderLine = appendOnce(config.customFields.OrderLine, orderLineCustomFields ?? [], f => f.name);
        config.customFields.Product = appendOnce(config.customFields.Product, productCustomFields ?? [], f => f.name);
        config.customFields.Collection = appendOnce(config.customFields.Collection, collectionCustomFields ?? [], f => f.name);
        config.orderOptions.process = appendOnce(config.orderOptions.process, [campaignOrderProcess]);
        config.orderOptions.orderInterceptors = appendOnce(config.orderOptions.orderInterceptors, [campaignOrderInterceptor]);
        config.paymentOptions.process = appendOnce(config.paymentOptions.process, [campaignPaymentProcess]);
        config.schedulerOptions.tasks = appendOnce(
            config.schedulerOptions.tasks,
            [closeDueCampaignsTask, forgetOldActivityTask, rankSheetsTask, revealTicketRaritiesTask],
            t => t.id,
        );
        return config;
    },
    compatibility: '^3.0.0',
})
export class CampaignPlugin implements OnApplicationBootstrap {
    static options: CampaignPluginOptions = { reservationMinutes: 15, holdsPerAddress: 10, holdsPerCustomer: 1 };

    constructor(
        private i18nService: I18nService,
        private eventBus: EventBus,
        private connection: TransactionalConnection,
        private tickets: CampaignTicketService,
        private history: HistoryService,
    ) {}

    static init(options: Partial<CampaignPluginOptions> = {}) {
        this.options = { ...this.options, ...options };
        return CampaignPlugin;
    }

    onApplicationBootstrap() {
        // Without these, ErrorResult messages would read `errorResult.CAMPAIGN_...`.
        addMessages(this.i18nService, errorMessages);
        // A refund voids what it refunds (docs/campaigns.md#refunds): in the transaction of
        // Vendure's cancelOrder, once per cancelled line (the order transitions to Cancelled
        // after its last line, in the same call).
        this.eventBus.registerBlockingEventHandler({
            event: OrderLineEvent,
            id: 'campaign-void-cancelled-tickets',
            handler: async event => {
                if (event.type !== 'cancelled') return;
                const order = await this.connection.getRepository(event.ctx, Order).findOne({ where: { id: event.order.id }, relations: { lines: true } });
                if (!order) return;
                const { committed } = await this.tickets.voidCancelledUnits(event.ctx, order);
                for (const campaign of committed) {
                    await this.history.createHistoryEntryForOrder({
                        ctx: event.ctx,
                        orderId: order.id,
                        type: HistoryEntryType.ORDER_NOTE,
                        data: {
                            note: `Campaign ${campaign.sId}: its ticket set is committed to its draw, so this order's tickets stay in the draw (docs/campaigns.md, Refunds).`,
                        },
                    });
                }
            },
        });
    }
}
