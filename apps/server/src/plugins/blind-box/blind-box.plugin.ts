import { OnApplicationBootstrap } from '@nestjs/common';
import {
    EventBus,
    I18nService,
    JobQueue,
    JobQueueService,
    Logger,
    Order,
    OrderLineEvent,
    PluginCommonModule,
    RequestContext,
    SerializedRequestContext,
    TransactionalConnection,
    VendurePlugin,
} from '@vendure/core';

import { appendOnce } from '../../common/config-lists';
import { addMessages } from '../../common/error-results';
import { BeaconPlugin } from '../beacon';
import { CampaignPlugin, CampaignService, TicketsIssuedEvent } from '../campaign';
import { FairnessLogPlugin } from '../fairness-log';
import { BlindBoxAdminResolver } from './api/blind-box-admin.resolver';
import {
    adminUnionResolvers,
    BlindBoxEntityResolver,
    BoxOpeningResolver,
    CampaignPrizesResolver,
    OrderLineBlindBoxResolver,
    PrizeLineAdminEntityResolver,
    PrizeLineEntityResolver,
    shopUnionResolvers,
} from './api/blind-box-entity.resolver';
import { BlindBoxShopResolver } from './api/blind-box-shop.resolver';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { blindBoxOrderProcess } from './config/blind-box-order-process';
import { createMissingBoxesTask } from './config/blind-box-tasks';
import { orderCustomFields } from './config/custom-fields';
import { prizeTablePermission } from './config/prize-table-permission';
import { BLIND_BOX_PLUGIN_OPTIONS, CREATE_BOXES_QUEUE, loggerCtx } from './constants';
import { BlindBox } from './entities/blind-box.entity';
import { BoxRefundService } from './services/box-refund.service';
import { DigitalCode } from './entities/digital-code.entity';
import { PrizeLine } from './entities/prize-line.entity';
import { PrizeLineTranslation } from './entities/prize-line-translation.entity';
import { BlindBoxTerms, BlindBoxTermsTranslation } from './entities/blind-box-terms.entity';
import { BlindBoxTermsService } from './services/blind-box-terms.service';
import { errorMessages } from './errors';
import { BlindBoxesCreatedEvent } from './services/blind-box-events';
import { BlindBoxFairnessService } from './services/blind-box-fairness.service';
import { BlindBoxService } from './services/blind-box.service';
import { BoxLogService } from './services/box-log.service';
import { BoxOpeningService } from './services/box-opening.service';
import { PrizeLineService } from './services/prize-line.service';
import { BlindBoxPluginOptions, BoxCrashPoint } from './types';

interface CreateBoxesJob {
    ctx: SerializedRequestContext;
    orderId: string;
}

/**
 * Blind boxes: prize tables with published odds, one box per unit of a paid BLINDBOX campaign
 * line (created by a job once the payment settles), opening exactly once with a VRF-derived,
 * stock-aware outcome, digital-code pools, and the evidence to re-derive every outcome.
 */
@VendurePlugin({
    imports: [PluginCommonModule, CampaignPlugin, FairnessLogPlugin, BeaconPlugin],
    entities: [PrizeLine, PrizeLineTranslation, BlindBox, DigitalCode, BlindBoxTerms, BlindBoxTermsTranslation],
    providers: [
        { provide: BLIND_BOX_PLUGIN_OPTIONS, useFactory: () => BlindBoxPlugin.options },
        PrizeLineService,
        BlindBoxService,
        BoxOpeningService,
        BlindBoxFairnessService,
        BlindBoxTermsService,
        BoxRefundService,
        BoxLogService,
    ],
    exports: [PrizeLineService, BlindBoxService, BoxOpeningService],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [
            BlindBoxShopResolver,
            BlindBoxEntityResolver,
            PrizeLineEntityResolver,
            CampaignPrizesResolver,
            BoxOpeningResolver,
            OrderLineBlindBoxResolver,
            ...shopUnionResolvers,
        ],
    },
    adminApiExtensions: {
        schema: adminApiExtensions,
        resolvers: [BlindBoxAdminResolver, PrizeLineEntityResolver, PrizeLineAdminEntityResolver, CampaignPrizesResolver, ...adminUnionResolvers],
    },
    configuration: config => {
        config.authOptions.customPermissions = appendOnce(config.authOptions.customPermissions, [prizeTablePermission], p => p.Permission);
        config.customFields.Order = appendOnce(config.customFields.Order, orderCustomFields ?? [], f => f.name);
        config.orderOptions.process = appendOnce(config.orderOptions.process, [blindBoxOrderProcess]);
        config.schedulerOptions.tasks = appendOnce(config.schedulerOptions.tasks, [createMissingBoxesTask], t => t.id);
        return config;
    },
    compatibility: '^3.0.0',
})
export class BlindBoxPlugin implements OnApplicationBootstrap {
    static options: BlindBoxPluginOptions = {
        vrfSecretKey: () => {
            throw new Error('BlindBoxPlugin.init({ vrfSecretKey }) was not called');
        },
        openWaitMs: 10_000,
        beaconGraceMs: 10_000,
    };

    private queue: JobQueue<CreateBoxesJob>;

    constructor(
        private i18nService: I18nService,
        private jobQueueService: JobQueueService,
        private eventBus: EventBus,
        private connection: TransactionalConnection,
        private boxes: BlindBoxService,
        private boxRefunds: BoxRefundService,
        private campaigns: CampaignService,
    ) {}

    /** Fault injection for the worker-crash tests: die the hard way at this point of a box job. */
    private crashIfAsked(point: BoxCrashPoint, orderId: string) {
        if (BlindBoxPlugin.options.crashAt === point) {
            Logger.warn(`TEST_BOX_CRASH_AT=${point}: killing the process (boxes of order ${orderId})`, loggerCtx);
            process.kill(process.pid, 'SIGKILL');
        }
    }

    static init(options: Partial<BlindBoxPluginOptions> & Pick<BlindBoxPluginOptions, 'vrfSecretKey'>) {
        let key: Uint8Array | undefined;
        // Read once, on first use (not when the configuration is merely built).
        const vrfSecretKey = () => (key ??= options.vrfSecretKey());
        this.options = { ...this.options, ...options, vrfSecretKey };
        return BlindBoxPlugin;
    }

    async onApplicationBootstrap() {
        addMessages(this.i18nService, errorMessages);

        this.queue = await this.jobQueueService.createQueue({
            name: CREATE_BOXES_QUEUE,
            process: async job => {
                const ctx = RequestContext.deserialize(job.data.ctx);
                const result = await this.connection.withTransaction(ctx, async tx => {
                    const made = await this.boxes.createBoxesForOrder(tx, job.data.orderId);
                    this.crashIfAsked('INSERTED', job.data.orderId);
                    return made;
                });
                this.crashIfAsked('COMMITTED', job.data.orderId);
                if (result.created > 0) await this.eventBus.publish(new BlindBoxesCreatedEvent(ctx, job.data.orderId, result.created, result.total));
                return result;
            },
        });

        // A refund voids the unopened boxes it refunds, in the transaction of Vendure's cancelOrder.
        this.eventBus.registerBlockingEventHandler({
            event: OrderLineEvent,
            id: 'blind-box-void-cancelled-boxes',
            handler: async event => {
                if (event.type !== 'cancelled') return;
                const order = await this.connection.getRepository(event.ctx, Order).findOne({ where: { id: event.order.id }, relations: { lines: true } });
                if (order) await this.boxRefunds.voidCancelledBoxes(event.ctx, order);
            },
        });

        // Tickets of a BLINDBOX campaign are its boxes: once they are issued (and committed, as
        // EventBus subscribers only see committed work), the job turns them into boxes.
        this.eventBus.ofType(TicketsIssuedEvent).subscribe(async event => {
            try {
                if ((await this.campaigns.typeOf(undefined, event.campaignId)) !== 'BLINDBOX') return;
                await this.queue.add({ ctx: event.ctx.serialize(), orderId: String(event.orderId) }, { retries: 5 });
            } catch (err) {
                // The scheduled task creates the boxes later if this fails.
                Logger.error(`Could not queue the boxes of order ${event.orderId}: ${(err as Error).message}`, loggerCtx);
            }
        });
    }
}
