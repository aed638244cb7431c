import { Args, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, Permission, RequestContext, Transaction, TransactionalConnection } from '@vendure/core';

import { requireCustomerId } from '../../../common/customer';
import { unionResolver } from '../../../common/union-resolver';
import { PrizeRelations } from '../../prizes';
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

export const codeUnionResolvers = [unionResolver('PreviewCodeResult', 'RedemptionCode'), unionResolver('CodeRedeemResult', 'CodeRedemption')];
