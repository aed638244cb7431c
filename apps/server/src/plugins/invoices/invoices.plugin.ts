import { OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, Logger, OrderStateTransitionEvent, PluginCommonModule, RequestContext, VendurePlugin } from '@vendure/core';

import { appendOnce } from '../../common/config-lists';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { AdminOrderInvoicesResolver, ShopOrderInvoicesResolver } from './api/invoice-entity.resolver';
import { InvoiceController } from './api/invoice.controller';
import { issueMissingInvoicesTask } from './config/invoice-tasks';
import { allowInvoicesPermission } from './config/permissions';
import { INVOICES_PLUGIN_OPTIONS, loggerCtx } from './constants';
import { InvoiceSequence } from './entities/invoice-sequence.entity';
import { Invoice } from './entities/invoice.entity';
import { InvoiceService } from './services/invoice.service';
import { InvoicesPluginOptions } from './types';

/**
 * PDF invoices (docs/orders.md#invoices): one per paid order, issued as its payment settles,
 * numbered per year without gaps; `Order.invoices` with short-lived signed download links.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [Invoice, InvoiceSequence],
    providers: [{ provide: INVOICES_PLUGIN_OPTIONS, useFactory: () => InvoicesPlugin.options }, InvoiceService],
    exports: [InvoiceService],
    controllers: [InvoiceController],
    shopApiExtensions: { schema: shopApiExtensions, resolvers: [ShopOrderInvoicesResolver] },
    adminApiExtensions: { schema: adminApiExtensions, resolvers: [AdminOrderInvoicesResolver] },
    configuration: config => {
        config.authOptions.customPermissions = appendOnce(config.authOptions.customPermissions, [allowInvoicesPermission], p => p.Permission);
        config.schedulerOptions.tasks = appendOnce(config.schedulerOptions.tasks, [issueMissingInvoicesTask], t => t.id);
        return config;
    },
    compatibility: '^3.0.0',
})
export class InvoicesPlugin implements OnApplicationBootstrap {
    static options: InvoicesPluginOptions;

    constructor(
        private eventBus: EventBus,
        private invoices: InvoiceService,
    ) {}

    static init(options: InvoicesPluginOptions) {
        let secret: Uint8Array | undefined;
        this.options = { ...options, linkSecret: () => (secret ??= options.linkSecret()) };
        return InvoicesPlugin;
    }

    onApplicationBootstrap() {
        // Subscribers run once the payment's transaction has committed. Each runs at once in the
        // process that took the payment, so payments arriving together issue together: the
        // sequence row, not this process, keeps the numbers in order.
        this.eventBus.ofType(OrderStateTransitionEvent).subscribe(event => {
            if (event.toState !== 'PaymentSettled') return;
            const ctx = RequestContext.deserialize(event.ctx.serialize());
            this.invoices
                .issue(ctx, event.order.id)
                .catch(err => Logger.error(`The invoice of order ${event.order.code} could not be issued (the minutely task tries again): ${err}`, loggerCtx));
        });
    }
}
