import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, RequestContext } from '@vendure/core';

import { unionResolver } from '../../../common/union-resolver';
import { campaignPermission } from '../../campaign';
import { DashboardStatsService } from '../services/dashboard-stats.service';
import { DrawAdminService } from '../services/draw-admin.service';

/** Operators watch draws (and the dashboard home's widgets) with ReadCampaign and resume a stuck draw with UpdateCampaign. */
@Resolver()
export class DrawAdminResolver {
    constructor(
        private drawAdmin: DrawAdminService,
        private stats: DashboardStatsService,
    ) {}

    @Query()
    @Allow(campaignPermission.Read)
    tuahDashboardStats(@Ctx() ctx: RequestContext) {
        return this.stats.stats(ctx);
    }

    @Query()
    @Allow(campaignPermission.Read)
    draws(@Ctx() ctx: RequestContext, @Args() args: { skip?: number; take?: number }) {
        return this.drawAdmin.list(ctx, args);
    }

    @Query()
    @Allow(campaignPermission.Read)
    draw(@Ctx() ctx: RequestContext, @Args() args: { campaignId: ID }) {
        return this.drawAdmin.findOne(ctx, args.campaignId);
    }

    // No @Transaction(): like the sweeper, each stage commits on its own (GET_WINNER in its own transaction).
    @Mutation()
    @Allow(campaignPermission.Update)
    resumeDraw(@Ctx() ctx: RequestContext, @Args() args: { campaignId: ID }) {
        return this.drawAdmin.resume(ctx, args.campaignId);
    }
}

export const drawAdminUnionResolvers = [unionResolver('ResumeDrawResult', 'DrawResumption')];
