import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, ListQueryOptions, RequestContext, Transaction } from '@vendure/core';

import { campaignPermission } from '../config/campaign-permission';
import { CampaignState } from '../constants';
import { Campaign } from '../entities/campaign.entity';
import { CampaignInput, CampaignService, effectiveTierOdds } from '../services/campaign.service';
import { CampaignLifecycleService } from '../services/campaign-lifecycle.service';
import { unionResolver } from '../../../common/union-resolver';

/** Operators manage campaigns here, with the Campaign permissions. */
@Resolver()
export class CampaignAdminResolver {
    constructor(
        private campaignService: CampaignService,
        private lifecycle: CampaignLifecycleService,
    ) {}

    @Query()
    @Allow(campaignPermission.Read)
    campaigns(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<Campaign>; state?: CampaignState }) {
        return this.campaignService.list(ctx, args.options, args.state, undefined);
    }

    @Query()
    @Allow(campaignPermission.Read)
    campaign(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.campaignService.findOne(ctx, args.id);
    }

    @Transaction()
    @Mutation()
    @Allow(campaignPermission.Create)
    createCampaign(@Ctx() ctx: RequestContext, @Args() args: { input: CampaignInput }) {
        return this.campaignService.create(ctx, args.input);
    }

    @Transaction()
    @Mutation()
    @Allow(campaignPermission.Update)
    updateCampaign(@Ctx() ctx: RequestContext, @Args() args: { input: CampaignInput & { id: ID } }) {
        return this.campaignService.update(ctx, args.input);
    }

    @Query()
    @Allow(campaignPermission.Update)
    campaignCancelEffect(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.lifecycle.cancelEffect(ctx, args.id);
    }

    @Transaction()
    @Mutation()
    @Allow(campaignPermission.Update)
    cancelCampaign(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.lifecycle.cancelByOperator(ctx, args.id);
    }
}

export const campaignAdminUnionResolvers = [
    unionResolver('CancelCampaignResult', 'Campaign'),
    unionResolver('CreateCampaignResult', 'Campaign'),
    unionResolver('UpdateCampaignResult', 'Campaign'),
];

/** Admin-only fields of a campaign: what the operator's edit form shows. */
@Resolver('Campaign')
export class CampaignAdminEntityResolver {
    @ResolveField()
    tierOdds(@Parent() campaign: Campaign) {
        return effectiveTierOdds(campaign.tierOdds);
    }
}
