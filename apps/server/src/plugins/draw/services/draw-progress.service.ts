import { Injectable } from '@nestjs/common';
import { ID, RequestContext } from '@vendure/core';

import { Campaign, CampaignService, DRAW_SEQUENCE, DrawStageTimes } from '../../campaign';
import { DRAND_STAGE_MESSAGES, STAGE_MESSAGES } from '../constants';
import { DrawProviderName } from '../types';
import { DrawResultService } from './draw-result.service';

/** GetCampaignProgress: a campaign's tickets and draw stage as it reads now, and its result once drawn. */
export type CampaignProgressView = NonNullable<Awaited<ReturnType<DrawProgressService['progress']>>>;

/** When the campaign reached each draw stage, one `ts_<STAGE>` per DRAW_SEQUENCE stage. */
function stageTimes(campaign: Campaign): DrawStageTimes {
    return Object.fromEntries(DRAW_SEQUENCE.map(stage => [`ts_${stage}`, campaign[`ts_${stage}`]])) as DrawStageTimes;
}

/** The draw as a shopper follows it: progress of a campaign, the stage's message, the result. */
@Injectable()
export class DrawProgressService {
    constructor(
        private campaigns: CampaignService,
        private results: DrawResultService,
    ) {}

    /** A pure read (CampaignService.findOne): a campaign past its end shows as ended without being closed here. */
    async progress(ctx: RequestContext, campaignId: ID) {
        const c = await this.campaigns.findOne(ctx, campaignId);
        if (!c) return null;
        return {
            campaignId: c.id,
            // For drawResult.
            name: c.name,
            prize: c.prize,
            issuedTicket: c.issuedTicket,
            totalTicket: c.totalTicket,
            percent: c.totalTicket ? Math.round((c.issuedTicket / c.totalTicket) * 10000) / 100 : 0,
            state: c.state,
            stage: c.stage,
            isCancelled: c.isCancelled,
            ...stageTimes(c),
        };
    }

    /** The draw's result, once it has a winner. */
    async result(ctx: RequestContext, progress: Pick<CampaignProgressView, 'campaignId' | 'name' | 'stage' | 'prize'>) {
        const winner = await this.results.winner(ctx, progress.campaignId);
        if (!winner) return null;
        return { name: progress.name, state: progress.stage, winner, prize: progress.prize };
    }

    /** The contract's message for the stage, in the request's language (English if it has none); a drand draw words its own stages. */
    stageMessage(ctx: RequestContext, stage: string, provider?: DrawProviderName): string | null {
        if (provider === 'drand') {
            const own = (DRAND_STAGE_MESSAGES[ctx.languageCode] ?? DRAND_STAGE_MESSAGES.en) as Record<string, string>;
            if (own[stage]) return own[stage];
        }
        const messages = STAGE_MESSAGES[ctx.languageCode] ?? STAGE_MESSAGES.en;
        return (messages as Record<string, string>)[stage] ?? null;
    }
}
