import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, Permission, RequestContext, TransactionalConnection, Transaction } from '@vendure/core';

import { requireCustomerId } from '../../../common/customer';
import { unionResolver } from '../../../common/union-resolver';
import { ExclusionPeriod, LimitsInput, ResponsiblePlayService } from '../services/responsible-play.service';

/** The shopper's own rules of play; always the signed-in customer's, never another's. */
@Resolver()
export class ResponsiblePlayShopResolver {
    constructor(
        private service: ResponsiblePlayService,
        private connection: TransactionalConnection,
    ) {}

    @Query()
    @Allow(Permission.Authenticated)
    async responsiblePlay(@Ctx() ctx: RequestContext) {
        return this.service.view(ctx, await requireCustomerId(this.connection, ctx));
    }

    @Query()
    @Allow(Permission.Authenticated)
    async spendingHistory(@Ctx() ctx: RequestContext, @Args() args: { options?: { skip?: number; take?: number } }) {
        return this.service.history(ctx, await requireCustomerId(this.connection, ctx), args.options);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    async setDateOfBirth(@Ctx() ctx: RequestContext, @Args() args: { dateOfBirth: string }) {
        return this.service.setBirthDate(ctx, await requireCustomerId(this.connection, ctx), args.dateOfBirth);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    async setSpendingLimits(@Ctx() ctx: RequestContext, @Args() args: { input: LimitsInput }) {
        return this.service.setLimits(ctx, await requireCustomerId(this.connection, ctx), args.input);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    async selfExclude(@Ctx() ctx: RequestContext, @Args() args: { period: ExclusionPeriod }) {
        return this.service.exclude(ctx, await requireCustomerId(this.connection, ctx), args.period, 'SHOPPER');
    }
}

/** Support reads a shopper's rules and places an exclusion the shopper asked for (by phone, by email). */
@Resolver()
export class ResponsiblePlayAdminResolver {
    constructor(private service: ResponsiblePlayService) {}

    @Query()
    @Allow(Permission.ReadCustomer)
    customerResponsiblePlay(@Ctx() ctx: RequestContext, @Args() args: { customerId: ID }) {
        return this.service.view(ctx, args.customerId);
    }

    @Query()
    @Allow(Permission.ReadCustomer)
    playRefusalCounts(@Ctx() ctx: RequestContext, @Args() args: { campaignIds: ID[] }) {
        return this.service.refusalCounts(ctx, args.campaignIds);
    }

    @Query()
    @Allow(Permission.ReadCustomer)
    responsiblePlayTotals(@Ctx() ctx: RequestContext) {
        return this.service.totals(ctx);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateCustomer)
    excludeCustomer(@Ctx() ctx: RequestContext, @Args() args: { customerId: ID; period: ExclusionPeriod; note?: string | null }) {
        return this.service.exclude(ctx, args.customerId, args.period, 'OPERATOR', args.note);
    }
}

export const responsiblePlayUnionResolvers = [
    unionResolver('SetDateOfBirthResult', 'ResponsiblePlay'),
    unionResolver('SetSpendingLimitsResult', 'ResponsiblePlay'),
];
