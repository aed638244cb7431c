import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, Order, RequestContext, RequestContextCacheService, TransactionalConnection } from '@vendure/core';
import { In } from 'typeorm';

import { loadBatched } from '../../../common/request-cache';

import { manageEInvoicePermission, readEInvoicePermission } from '../config/permissions';
import { EInvoiceDocument } from '../entities/einvoice-document.entity';
import { EInvoiceActionError } from '../errors';
import { DocumentListOptions, EInvoiceService, parseErrors } from '../services/einvoice.service';

@Resolver()
export class EInvoiceAdminResolver {
    constructor(private einvoices: EInvoiceService) {}

    @Query()
    @Allow(readEInvoicePermission.Permission)
    eInvoiceDocuments(@Ctx() ctx: RequestContext, @Args('options') options: DocumentListOptions | null) {
        return this.einvoices.list(ctx, options ?? {});
    }

    @Mutation()
    @Allow(manageEInvoicePermission.Permission)
    async retryEInvoiceDocument(@Ctx() ctx: RequestContext, @Args('id') id: ID) {
        const result = await this.einvoices.retry(ctx, id);
        return typeof result === 'string' ? new EInvoiceActionError(result) : result;
    }

    @Mutation()
    @Allow(manageEInvoicePermission.Permission)
    async cancelEInvoiceDocument(@Ctx() ctx: RequestContext, @Args('id') id: ID, @Args('reason') reason: string) {
        const result = await this.einvoices.cancel(ctx, id, reason.trim().slice(0, 300) || 'Cancelled by the shop');
        return typeof result === 'string' ? new EInvoiceActionError(result) : result;
    }

    @Mutation()
    @Allow(manageEInvoicePermission.Permission)
    async submitConsolidatedEInvoice(@Ctx() ctx: RequestContext, @Args('month') month: string) {
        const result = await this.einvoices.consolidate(ctx, month);
        return typeof result === 'string' ? new EInvoiceActionError(result) : result;
    }
}

@Resolver('EInvoiceDocument')
export class EInvoiceDocumentResolver {
    constructor(
        private einvoices: EInvoiceService,
        private connection: TransactionalConnection,
        private cache: RequestContextCacheService,
    ) {}

    @ResolveField()
    errors(@Parent() doc: EInvoiceDocument) {
        return parseErrors(doc);
    }

    @ResolveField()
    validationUrl(@Parent() doc: EInvoiceDocument) {
        return this.einvoices.validationUrl(doc);
    }

    @ResolveField()
    nextAttemptAt(@Parent() doc: EInvoiceDocument) {
        return doc.nextAttemptAt == null ? null : new Date(doc.nextAttemptAt);
    }

    @ResolveField()
    async orderCode(@Ctx() ctx: RequestContext, @Parent() doc: EInvoiceDocument) {
        if (!doc.orderId) return null;
        // The codes of a page of documents in one query.
        const code = await loadBatched(this.cache, ctx, 'einvoice.orderCodes', doc.orderId, async ids => {
            const orders = await this.connection
                .getRepository(ctx, Order)
                .find({ where: { id: In(ids) }, select: { id: true, code: true }, loadEagerRelations: false });
            return new Map(orders.map(o => [String(o.id), o.code]));
        });
        return code ?? null;
    }
}
