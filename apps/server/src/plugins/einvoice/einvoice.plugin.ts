import { OnApplicationBootstrap } from '@nestjs/common';
import {
    EventBus,
    I18nService,
    Logger,
    OrderStateTransitionEvent,
    PluginCommonModule,
    RefundStateTransitionEvent,
    RequestContext,
    VendurePlugin,
} from '@vendure/core';

import { appendOnce } from '../../common/config-lists';
import { addMessages } from '../../common/error-results';
import { unionResolver } from '../../common/union-resolver';
import { InvoiceService, InvoicesPlugin } from '../invoices';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { EInvoiceAdminResolver, EInvoiceDocumentResolver } from './api/einvoice-admin.resolver';
import { EInvoiceOrderResolver, EInvoiceShopResolver } from './api/einvoice-shop.resolver';
import { MyInvoisSimulatorController } from './api/myinvois-simulator.controller';
import { consolidateTask, sweepTask } from './config/einvoice-tasks';
import { manageEInvoicePermission, readEInvoicePermission } from './config/permissions';
import { EINVOICE_PLUGIN_OPTIONS, loggerCtx } from './constants';
import { EInvoiceBuyer, EInvoiceOrderRequest } from './entities/einvoice-buyer.entity';
import { EInvoiceDocument } from './entities/einvoice-document.entity';
import { MyInvoisSimDocument } from './entities/myinvois-sim-document.entity';
import { errorMessages } from './errors';
import { EInvoiceBuyerService } from './services/einvoice-buyer.service';
import { EInvoiceService } from './services/einvoice.service';
import { MyInvoisSimulatorService } from './services/myinvois-simulator.service';
import { EInvoicePluginOptions } from './types';

/**
 * Malaysian e-invoices through LHDN's MyInvois (docs/einvoice.md): an individual e-invoice for a
 * buyer who asks with their TIN, a monthly consolidated one for every other sale, a refund note
 * per refund; each document's state kept and retried without duplicates. The embedded default
 * talks to a local MyInvois simulator served by this process.
 */
@VendurePlugin({
    imports: [PluginCommonModule, InvoicesPlugin],
    entities: [EInvoiceDocument, EInvoiceBuyer, EInvoiceOrderRequest, MyInvoisSimDocument],
    providers: [
        { provide: EINVOICE_PLUGIN_OPTIONS, useFactory: () => EInvoicePlugin.options },
        EInvoiceService,
        EInvoiceBuyerService,
        MyInvoisSimulatorService,
    ],
    exports: [EInvoiceService],
    controllers: [MyInvoisSimulatorController],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [
            EInvoiceShopResolver,
            EInvoiceOrderResolver,
            unionResolver('SetEInvoiceDetailsResult', 'EInvoiceDetails'),
            unionResolver('RequestEInvoiceResult', 'OrderEInvoice'),
        ],
    },
    adminApiExtensions: {
        schema: adminApiExtensions,
        resolvers: [EInvoiceAdminResolver, EInvoiceDocumentResolver, unionResolver('EInvoiceDocumentResult', 'EInvoiceDocument')],
    },
    configuration: config => {
        config.authOptions.customPermissions = appendOnce(
            config.authOptions.customPermissions,
            [readEInvoicePermission, manageEInvoicePermission],
            p => p.Permission,
        );
        config.schedulerOptions.tasks = appendOnce(config.schedulerOptions.tasks, [sweepTask(EInvoicePlugin.options.sweepSeconds), consolidateTask], t => t.id);
        return config;
    },
    compatibility: '^3.0.0',
})
export class EInvoicePlugin implements OnApplicationBootstrap {
    static options: EInvoicePluginOptions;

    constructor(
        private eventBus: EventBus,
        private einvoices: EInvoiceService,
        private invoices: InvoiceService,
        private i18nService: I18nService,
    ) {}

    static init(options: EInvoicePluginOptions) {
        this.options = options;
        return EInvoicePlugin;
    }

    onApplicationBootstrap() {
        addMessages(this.i18nService, errorMessages);
        // The invoice PDF's QR code: the validation link of the order's own e-invoice once it is valid.
        this.invoices.setValidationLinkSource(async (ctx, orderId) => {
            const doc = await this.einvoices.forOrder(ctx, { id: orderId });
            return doc?.kind === 'INVOICE' ? (this.einvoices.validationUrl(doc) ?? undefined) : undefined;
        });
        // After the payment's transaction has committed, in the process that took it; the document's job does the rest.
        this.eventBus.ofType(OrderStateTransitionEvent).subscribe(event => {
            if (event.toState !== 'PaymentSettled') return;
            const ctx = RequestContext.deserialize(event.ctx.serialize());
            this.einvoices
                .onPaid(ctx, event.order.id)
                .catch(err => Logger.error(`The e-invoice of order ${event.order.code} could not be created: ${(err as Error).message}`, loggerCtx));
        });
        this.eventBus.ofType(RefundStateTransitionEvent).subscribe(event => {
            if (event.toState !== 'Settled' || event.fromState === 'Settled') return;
            const ctx = RequestContext.deserialize(event.ctx.serialize());
            this.einvoices
                .onRefundSettled(ctx, event.refund.id)
                .catch(err => Logger.error(`The refund note of refund ${event.refund.id} could not be created: ${(err as Error).message}`, loggerCtx));
        });
    }
}
