import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, ForbiddenError, Order, RequestContext, RequestContextCacheService, TransactionalConnection } from '@vendure/core';

import { activeCustomerId } from '../../../common/customer';
import { allowInvoicesPermission } from '../config/permissions';
import { InvoiceService } from '../services/invoice.service';

@Resolver('Order')
export class ShopOrderInvoicesResolver {
    constructor(
        private invoiceService: InvoiceService,
        private cache: RequestContextCacheService,
        private connection: TransactionalConnection,
    ) {}

    /** Only the order's own signed-in customer: anyone else (a guest included) gets none. */
    @ResolveField()
    async invoices(@Ctx() ctx: RequestContext, @Parent() order: Order) {
        const customerId = await this.cache.get(ctx, 'invoices.activeCustomerId', () => activeCustomerId(this.connection, ctx));
        const ownerId = order.customerId ?? order.customer?.id;
        if (!customerId || ownerId == null || String(ownerId) !== String(customerId)) return [];
        return this.invoiceService.downloads(ctx, order.id);
    }
}

@Resolver('Order')
export class AdminOrderInvoicesResolver {
    constructor(private invoiceService: InvoiceService) {}

    @ResolveField()
    invoices(@Ctx() ctx: RequestContext, @Parent() order: Order) {
        if (!ctx.userHasPermissions([allowInvoicesPermission.Permission])) throw new ForbiddenError();
        return this.invoiceService.downloads(ctx, order.id);
    }
}
