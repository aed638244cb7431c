import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, ListQueryOptions, Permission, Product, RequestContext, Transaction, TransactionalConnection, TranslatorService } from '@vendure/core';

import { CampaignService, Ticket } from '../../campaign';
import { requireCustomerId } from '../../../common/customer';
import { unionResolver } from '../../../common/union-resolver';
import { RedemptionCode } from '../entities/redemption-code.entity';
import { WonPrize } from '../entities/won-prize.entity';
import { CodeService, printedCode } from '../services/code.service';
import { PrizesUpdateInput, WonPrizeService } from '../services/won-prize.service';

/** Won prizes and codes in the shop (GetPrize, PrizesUpdate, PreviewCode, CodeRedeem). Thin: the services own the rules. */
@Resolver()
export class PrizeShopResolver {
    constructor(
        private connection: TransactionalConnection,
        private wonPrizes: WonPrizeService,
        private codes: CodeService,
    ) {}

    @Query()
    @Allow(Permission.Authenticated)
    async getPrize(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<WonPrize> }) {
        return this.wonPrizes.list(ctx, await requireCustomerId(this.connection, ctx), args.options);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    async prizesUpdate(@Ctx() ctx: RequestContext, @Args() args: { input: PrizesUpdateInput }) {
        return this.wonPrizes.update(ctx, await requireCustomerId(this.connection, ctx), args.input);
    }

    @Mutation()
    @Allow(Permission.Authenticated)
    async previewCode(@Ctx() ctx: RequestContext, @Args() args: { code: string }) {
        await requireCustomerId(this.connection, ctx);
        return this.codes.preview(ctx, args.code);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    async codeRedeem(@Ctx() ctx: RequestContext, @Args() args: { code: string; campaignId?: ID | null }) {
        return this.codes.redeem(ctx, await requireCustomerId(this.connection, ctx), args.code, args.campaignId);
    }
}

/** The won prize's relations, loaded only when asked for (the product translated, disabled products hidden). */
@Resolver('WonPrize')
export class WonPrizeEntityResolver {
    constructor(
        private connection: TransactionalConnection,
        private translator: TranslatorService,
        private campaigns: CampaignService,
    ) {}

    @ResolveField()
    async prize(@Ctx() ctx: RequestContext, @Parent() won: WonPrize) {
        return won.prizeId == null ? null : productFor(this.connection, this.translator, ctx, won.prizeId);
    }

    @ResolveField()
    async campaign(@Ctx() ctx: RequestContext, @Parent() won: WonPrize) {
        return this.campaigns.findOne(ctx, won.campaignId);
    }

    @ResolveField()
    async ticket(@Ctx() ctx: RequestContext, @Parent() won: WonPrize) {
        return won.ticketId == null ? null : this.connection.getRepository(ctx, Ticket).findOne({ where: { id: won.ticketId }, loadEagerRelations: false });
    }
}

@Resolver('RedemptionCode')
export class RedemptionCodeEntityResolver {
    constructor(
        private connection: TransactionalConnection,
        private translator: TranslatorService,
        private campaigns: CampaignService,
    ) {}

    @ResolveField()
    isRedeemed(@Parent() code: RedemptionCode) {
        return code.redeemedAt != null;
    }

    @ResolveField()
    printed(@Parent() code: RedemptionCode) {
        return printedCode(code.code);
    }

    @ResolveField()
    async campaign(@Ctx() ctx: RequestContext, @Parent() code: RedemptionCode) {
        return this.campaigns.findOne(ctx, code.campaignId);
    }

    @ResolveField()
    async prize(@Ctx() ctx: RequestContext, @Parent() code: RedemptionCode) {
        return code.prizeId == null ? null : productFor(this.connection, this.translator, ctx, code.prizeId);
    }
}

/** An enabled, not deleted product, translated; null otherwise. */
async function productFor(connection: TransactionalConnection, translator: TranslatorService, ctx: RequestContext, id: ID) {
    const product = await connection.getRepository(ctx, Product).findOne({ where: { id }, relations: { featuredAsset: true } });
    if (!product || product.deletedAt || (ctx.apiType === 'shop' && !product.enabled)) return null;
    return translator.translate(product, ctx);
}

export const prizeUnionResolvers = [
    unionResolver('PrizesUpdateResult', 'WonPrize'),
    unionResolver('PreviewCodeResult', 'RedemptionCode'),
    unionResolver('CodeRedeemResult', 'CodeRedemption'),
];
