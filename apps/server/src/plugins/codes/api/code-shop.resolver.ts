import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, Permission, RequestContext, Transaction, TransactionalConnection } from '@vendure/core';

import { requireCustomerId } from '../../../common/customer';
import { unionResolver } from '../../../common/union-resolver';
import { BotCheckService } from '../../otp-auth';
import { PrizeRelations } from '../../prizes';
import { FreeEntry } from '../entities/free-entry.entity';
import { FreeEntryService } from '../services/free-entry.service';
import { RedemptionCode } from '../entities/redemption-code.entity';
import { CodeService, printedCode } from '../services/code.service';

/** Codes in the shop (PreviewCode, CodeRedeem). Thin: the service owns the rules. */
@Resolver()
export class CodeShopResolver {
    constructor(
        private connection: TransactionalConnection,
        private codes: CodeService,
    ) {}

    @Mutation()
    @Allow(Permission.Authenticated)
    async previewCode(@Ctx() ctx: RequestContext, @Args() args: { code: string }) {
        return this.codes.preview(ctx, await requireCustomerId(this.connection, ctx), args.code);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    async codeRedeem(@Ctx() ctx: RequestContext, @Args() args: { code: string; campaignId?: ID | null }) {
        return this.codes.redeem(ctx, await requireCustomerId(this.connection, ctx), args.code, args.campaignId);
    }
}

/** The free way to enter (docs/responsible-play.md#free-entry). Thin: FreeEntryService owns the rules. */
@Resolver()
export class FreeEntryShopResolver {
    constructor(
        private connection: TransactionalConnection,
        private freeEntries: FreeEntryService,
        private botCheck: BotCheckService,
    ) {}

    @Query()
    @Allow(Permission.Authenticated)
    async freeEntry(@Ctx() ctx: RequestContext, @Args() args: { campaignId: ID }) {
        return this.freeEntries.mine(ctx, await requireCustomerId(this.connection, ctx), args.campaignId);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    async requestFreeEntry(@Ctx() ctx: RequestContext, @Args() args: { campaignId: ID }) {
        const customerId = await requireCustomerId(this.connection, ctx);
        const bot = await this.botCheck.check(ctx);
        if (bot) return bot;
        return this.freeEntries.request(ctx, customerId, args.campaignId);
    }
}

@Resolver('FreeEntry')
export class FreeEntryEntityResolver {
    constructor(private relations: PrizeRelations) {}

    @ResolveField()
    campaign(@Ctx() ctx: RequestContext, @Parent() entry: FreeEntry) {
        return this.relations.campaign(ctx, entry.campaignId);
    }
}

@Resolver('RedemptionCode')
export class RedemptionCodeEntityResolver {
    constructor(private relations: PrizeRelations) {}

    @ResolveField()
    isRedeemed(@Parent() code: RedemptionCode) {
        return code.redeemedAt != null;
    }

    @ResolveField()
    printed(@Parent() code: RedemptionCode) {
        return printedCode(code.code);
    }

    @ResolveField()
    campaign(@Ctx() ctx: RequestContext, @Parent() code: RedemptionCode) {
        return this.relations.campaign(ctx, code.campaignId);
    }

    @ResolveField()
    prize(@Ctx() ctx: RequestContext, @Parent() code: RedemptionCode) {
        return this.relations.product(ctx, code.prizeId);
    }
}

export const codeUnionResolvers = [
    unionResolver('PreviewCodeResult', 'RedemptionCode'),
    unionResolver('CodeRedeemResult', 'CodeRedemption'),
    unionResolver('RequestFreeEntryResult', 'FreeEntry'),
];
