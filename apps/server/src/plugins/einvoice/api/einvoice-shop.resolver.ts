import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Order, Permission, RequestContext, RequestContextCacheService, Transaction, TransactionalConnection } from '@vendure/core';

import { activeCustomerId } from '../../../common/customer';
import { loadBatched } from '../../../common/request-cache';
import { EInvoiceDetailsError, EInvoiceRequestError } from '../errors';
import { DetailsInput, EInvoiceBuyerService } from '../services/einvoice-buyer.service';
import { consolidatedNumber, EInvoiceService, shopMonth } from '../services/einvoice.service';

@Resolver()
export class EInvoiceShopResolver {
    constructor(
        private buyers: EInvoiceBuyerService,
        private einvoices: EInvoiceService,
    ) {}

    @Query()
    @Allow(Permission.Owner)
    eInvoiceDetails(@Ctx() ctx: RequestContext) {
        return this.buyers.details(ctx);
    }

    @Mutation()
    @Allow(Permission.Owner)
    async setEInvoiceDetails(@Ctx() ctx: RequestContext, @Args('input') input: DetailsInput) {
        const result = await this.buyers.setDetails(ctx, input);
        return typeof result === 'string' ? new EInvoiceDetailsError(result) : result;
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Owner)
    async requestEInvoice(@Ctx() ctx: RequestContext, @Args('requested') requested: boolean) {
        const result = await this.buyers.request(ctx, requested);
        if (typeof result === 'string') return new EInvoiceRequestError(result);
        return { requested, kind: requested ? 'INVOICE' : null, number: null, status: null, uuid: null, validationUrl: null };
    }
}

@Resolver('Order')
export class EInvoiceOrderResolver {
    constructor(
        private buyers: EInvoiceBuyerService,
        private einvoices: EInvoiceService,
        private cache: RequestContextCacheService,
        private connection: TransactionalConnection,
    ) {}

    /** Only the order's own signed-in customer: anyone else (a guest included) gets null. */
    @ResolveField()
    async eInvoice(@Ctx() ctx: RequestContext, @Parent() order: Order) {
        const customerId = await this.cache.get(ctx, 'einvoice.activeCustomerId', () => activeCustomerId(this.connection, ctx));
        const ownerId = order.customerId ?? order.customer?.id;
        if (!customerId || ownerId == null || String(ownerId) !== String(customerId)) return null;
        // A page of orders asks in three queries, not three per order.
        const request = await loadBatched(this.cache, ctx, 'einvoice.requests', order.id, async ids => {
            const rows = await this.buyers.requestsFor(ctx, ids);
            return new Map(rows.map(r => [String(r.orderId), r]));
        });
        const own = await loadBatched(this.cache, ctx, 'einvoice.ownDocuments', order.id, async ids => {
            const rows = await this.einvoices.byOrders(ctx, ids);
            return new Map(rows.filter(d => d.kind === 'INVOICE').map(d => [String(d.orderId), d]));
        });
        const paidAt = order.customFields?.paidAt;
        const doc =
            own ??
            (!request && paidAt
                ? await this.cache.get(ctx, `einvoice.consolidated.${shopMonth(new Date(paidAt))}`, () =>
                      this.einvoices.findByNumber(ctx, consolidatedNumber(shopMonth(new Date(paidAt)))),
                  )
                : null);
        return {
            requested: !!request,
            kind: doc?.kind ?? (request ? 'INVOICE' : null),
            number: doc?.number ?? null,
            status: doc?.status ?? null,
            uuid: doc?.uuid ?? null,
            validationUrl: doc ? this.einvoices.validationUrl(doc) : null,
        };
    }
}
