import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Order, Permission, RequestContext, RequestContextCacheService, Transaction, TransactionalConnection } from '@vendure/core';

import { activeCustomerId } from '../../../common/customer';
import { EInvoiceDetailsError, EInvoiceRequestError } from '../errors';
import { DetailsInput, EInvoiceBuyerService } from '../services/einvoice-buyer.service';
import { EInvoiceService } from '../services/einvoice.service';

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
        const request = await this.buyers.requestFor(ctx, order.id);
        const doc = await this.einvoices.forOrder(ctx, order);
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
