import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, ID, RequestContext, UserInputError } from '@vendure/core';
import { MERKLE_SUM_SCHEME } from '@tuah/fairness';

import { Campaign, CampaignStage, TicketRarityService, ViewedCampaign } from '../../campaign';
import { CampaignProgressView, DrawProgressService } from '../services/draw-progress.service';
import { clampPage } from '../../../common/paging';
import { unionResolver } from '../../../common/union-resolver';
import { CampaignFairnessView, DrawResultService } from '../services/draw-result.service';
import { DrawTreeService, TicketPathView } from '../services/draw-tree.service';
import { DrawStageService } from '../services/draw-stage.service';

/** Largest page of the committed list an auditor gets per request. */
const TICKET_PAGE_MAX = 1000;
/** The most tickets `CampaignFairness.tickets` answers at once for a sum-tree draw (a million would be over 100 MB). */
export const TICKETS_IN_ONE_ANSWER = 10_000;

@Resolver()
export class DrawShopResolver {
    constructor(
        private results: DrawResultService,
        private progress: DrawProgressService,
        private trees: DrawTreeService,
    ) {}

    @Query()
    campaignProgress(@Ctx() ctx: RequestContext, @Args() args: { campaignId: ID }) {
        return this.progress.progress(ctx, args.campaignId);
    }

    @Query()
    campaignFairness(@Ctx() ctx: RequestContext, @Args() args: { campaignId: ID }) {
        return this.results.fairness(ctx, args.campaignId);
    }

    @Query()
    myTicketProofs(@Ctx() ctx: RequestContext, @Args() args: { campaignId: ID; skip?: number | null; take?: number | null }) {
        return this.trees.myTicketProofs(ctx, args.campaignId, args);
    }
}

export const drawShopUnionResolvers = [unionResolver('MyTicketProofsResult', 'MyTicketProofList')];

/** The committed list and the winner's path: resolved only when asked for (a million tickets is never built by accident). */
@Resolver('CampaignFairness')
export class CampaignFairnessResolver {
    constructor(
        private results: DrawResultService,
        private rarities: TicketRarityService,
    ) {}

    /** The shop's pinned beacon, whose rounds beacon-v1 rarities take (docs/fairness.md#ticket-rarity). */
    @ResolveField()
    async rarityBeacon() {
        const { publicKey, chainHash, genesisTime, period } = await this.rarities.chain();
        return { publicKey, chainHash, genesisTime, period };
    }

    @ResolveField()
    rarityRounds(@Ctx() ctx: RequestContext, @Parent() fairness: CampaignFairnessView, @Args() args: { rounds: number[] }) {
        return this.rarities.roundsOf(ctx, fairness.campaignId, args.rounds);
    }

    /**
     * The whole list in one answer: a merkle-v1 draw is verified with it, so it always gets it; a
     * sum-tree draw above TICKETS_IN_ONE_ANSWER is refused (its proofs are paths, its list pages).
     */
    @ResolveField()
    async tickets(@Ctx() ctx: RequestContext, @Parent() fairness: CampaignFairnessView) {
        const record = fairness.drawRecord;
        if (!record) return [];
        if (record.commitmentScheme === MERKLE_SUM_SCHEME && record.ticketCount > TICKETS_IN_ONE_ANSWER) {
            throw new UserInputError('error.fairness-list-too-long', { count: record.ticketCount, max: TICKETS_IN_ONE_ANSWER });
        }
        return this.results.committedTickets(ctx, record.campaignId, record.holderSalt);
    }

    @ResolveField()
    async ticketPage(@Ctx() ctx: RequestContext, @Parent() fairness: CampaignFairnessView, @Args() args: { skip?: number | null; take?: number | null }) {
        const record = fairness.drawRecord;
        if (!record) return { items: [], totalItems: 0 };
        const { skip, take } = clampPage(args, { defaultTake: TICKET_PAGE_MAX, maxTake: TICKET_PAGE_MAX });
        return this.results.committedTicketPage(ctx, record, skip, take);
    }

    @ResolveField()
    winnerProof(@Parent() fairness: CampaignFairnessView) {
        const stored = fairness.drawRecord?.winnerProof;
        return stored ? (JSON.parse(stored) as TicketPathView) : null;
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
