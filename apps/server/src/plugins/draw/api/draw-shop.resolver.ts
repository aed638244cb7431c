import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, ID, RequestContext } from '@vendure/core';

import { Campaign } from '../../campaign';
import { STAGE_MESSAGES } from '../constants';
import { DrawResultService } from '../services/draw-result.service';

@Resolver()
export class DrawShopResolver {
    constructor(private results: DrawResultService) {}

    @Query()
    campaignFairness(@Ctx() ctx: RequestContext, @Args() args: { campaignId: ID }) {
        return this.results.fairness(ctx, args.campaignId);
    }
}

@Resolver('Campaign')
export class CampaignWinnerResolver {
    constructor(private results: DrawResultService) {}

    @ResolveField()
    winner(@Ctx() ctx: RequestContext, @Parent() campaign: Campaign) {
        return campaign.ts_GET_WINNER ? this.results.winner(ctx, campaign.id) : null;
    }
}

@Resolver('CampaignProgress')
export class CampaignProgressDrawResolver {
    constructor(private results: DrawResultService) {}

    @ResolveField()
    async drawResult(@Ctx() ctx: RequestContext, @Parent() progress: { campaignId: ID; name: string; stage: string; prize: unknown }) {
        const winner = await this.results.winner(ctx, progress.campaignId);
        if (!winner) return null;
        return { name: progress.name, state: progress.stage, winner, prize: progress.prize };
    }

    @ResolveField()
    stageMessage(@Ctx() ctx: RequestContext, @Parent() progress: { stage: string }) {
        const messages = STAGE_MESSAGES[ctx.languageCode] ?? STAGE_MESSAGES.en;
        return (messages as Record<string, string>)[progress.stage] ?? null;
    }
}
