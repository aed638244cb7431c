import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, ListQueryOptions, Permission, RequestContext, Transaction } from '@vendure/core';

import { CampaignState } from '../constants';
import { Campaign } from '../entities/campaign.entity';
import { CampaignInput, CampaignService } from '../services/campaign.service';

/** Operators manage campaigns here; product permissions stand in until campaign permissions exist. */
@Resolver()
export class CampaignAdminResolver {
    constructor(private campaignService: CampaignService) {}

    @Query()
    @Allow(Permission.ReadCatalog)
    campaigns(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<Campaign>; state?: CampaignState }) {
        return this.campaignService.list(ctx, args.options, args.state, undefined);
    }

    @Query()
    @Allow(Permission.ReadCatalog)
    campaign(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.campaignService.findOne(ctx, args.id);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.CreateCatalog)
    createCampaign(@Ctx() ctx: RequestContext, @Args() args: { input: CampaignInput }) {
        return this.campaignService.create(ctx, args.input);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateCatalog)
    updateCampaign(@Ctx() ctx: RequestContext, @Args() args: { input: CampaignInput & { id: ID } }) {
        return this.campaignService.update(ctx, args.input);
    }
}
