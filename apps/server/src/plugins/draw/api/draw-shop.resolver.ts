import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, ID, RequestContext } from '@vendure/core';

import { Campaign, CampaignStage, ViewedCampaign } from '../../campaign';
import { CampaignProgressView, DrawProgressService } from '../services/draw-progress.service';
import { DrawResultService } from '../services/draw-result.service';
import { DrawStageService } from '../services/draw-stage.service';

@Resolver()
export class DrawShopResolver {
    constructor(
        private results: DrawResultService,
        private progress: DrawProgressService,
    ) {}

    @Query()
    campaignProgress(@Ctx() ctx: RequestContext, @Args() args: { campaignId: ID }) {
        return this.progress.progress(ctx, args.campaignId);
    }

    @Query()
    campaignFairness(@Ctx() ctx: RequestContext, @Args() args: { campaignId: ID }) {
        return this.results.fairness(ctx, args.campaignId);
    }
}

/** The draw's fields of a campaign, in both APIs. */
@Resolver('Campaign')
export class CampaignDrawResolver {
    constructor(private results: DrawResultService) {}

    /** ENTERED: an OPEN campaign as a viewer holding its tickets sees it (the campaign plugin counts them). */
    @ResolveField()
    stage(@Parent() campaign: ViewedCampaign): CampaignStage {
        return campaign.stage === 'OPEN' && campaign.viewerTickets ? 'ENTERED' : campaign.stage;
    }

    @ResolveField()
    winner(@Ctx() ctx: RequestContext, @Parent() campaign: Campaign) {
        return campaign.ts_GET_WINNER ? this.results.winner(ctx, campaign.id) : null;
    }
}

@Resolver('CampaignProgress')
export class CampaignProgressResolver {
    constructor(
        private progress: DrawProgressService,
        private results: DrawResultService,
        private stages: DrawStageService,
    ) {}

    /** Which stages the timeline shows (docs/draws.md): a local draw sends nothing to a contract or an oracle; a drand draw fixes a beacon round. */
    @ResolveField()
    async provider(@Ctx() ctx: RequestContext, @Parent() progress: CampaignProgressView) {
        return (await this.results.committedProvider(ctx, progress.campaignId)) ?? this.stages.providerName();
    }

    @ResolveField()
    drawResult(@Ctx() ctx: RequestContext, @Parent() progress: CampaignProgressView) {
        return this.progress.result(ctx, progress);
    }

    @ResolveField()
    async stageMessage(@Ctx() ctx: RequestContext, @Parent() progress: CampaignProgressView) {
        return this.progress.stageMessage(ctx, progress.stage, await this.provider(ctx, progress));
    }
}
