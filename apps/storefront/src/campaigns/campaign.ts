/**
 * A campaign's rules as a shopper meets them: where it is in its life, which stage of the draw
 * it has reached, its picture. Pages and cards read these; none of them decides on its own.
 */
import { CampaignStageValues } from '../gql/enum-order';
import type { CampaignCardFragment, CampaignStage } from '../gql/graphql';

/**
 * Every stage of the schema's `CampaignStage`, in the order a campaign goes through them
 * (docs/contract.md#draw-stages): generated from the schema, which the server writes from its
 * one list of stages (docs/draws.md "Stages").
 */
export const CAMPAIGN_STAGES = CampaignStageValues satisfies readonly CampaignStage[];

/** The stages while tickets sell: OPEN, and ENTERED (OPEN as a ticket holder sees it). */
const SELLING_STAGES = ['OPEN', 'ENTERED'] as const satisfies readonly CampaignStage[];
/** Whether tickets still sell at this stage (the draw has not begun). */
export function isSellingStage(stage: CampaignStage): boolean {
    return (SELLING_STAGES as readonly CampaignStage[]).includes(stage);
}

export type DrawStage = Exclude<CampaignStage, (typeof SELLING_STAGES)[number]>;

/** The draw's stages after selling, in order: what the draw's progress lists (docs/contract.md#draw-stages). */
export const DRAW_STAGES = CAMPAIGN_STAGES.filter((stage): stage is DrawStage => !isSellingStage(stage));

/** docs/contract.md#draw-stages: the draw is in progress in any stage but the selling ones and ENDED. */
export function isDrawInProgress(stage: CampaignStage): boolean {
    return stage !== 'ENDED' && !isSellingStage(stage);
}

type CampaignTimes = Pick<CampaignCardFragment, 'startDate' | 'endDate'>;

/** Whether sales have opened (a campaign still to start is a Drop). */
export function hasStarted(campaign: Pick<CampaignTimes, 'startDate'>, now: number = Date.now()): boolean {
    return new Date(campaign.startDate).getTime() <= now;
}

export type CampaignPhase = 'upcoming' | 'selling' | 'drawing' | 'ended' | 'cancelled';

/** Where a campaign is in its life, as a shopper sees it. */
export function campaignPhase(
    campaign: CampaignTimes & Pick<CampaignCardFragment, 'state' | 'stage' | 'isCancelled'>,
    now: number = Date.now(),
): CampaignPhase {
    if (campaign.isCancelled) return 'cancelled';
    if (campaign.stage === 'ENDED') return 'ended';
    if (campaign.state === 'ENDED' || isDrawInProgress(campaign.stage)) return 'drawing';
    if (!hasStarted(campaign, now)) return 'upcoming';
    if (new Date(campaign.endDate).getTime() <= now) return 'drawing';
    return 'selling';
}

/** The campaign's picture: its cover, else its featured image, else the prize's or product's. */
export function campaignImage(campaign: Pick<CampaignCardFragment, 'cover' | 'featuredImg' | 'prize' | 'product'>) {
    return campaign.cover?.preview ?? campaign.featuredImg?.preview ?? campaign.prize?.featuredAsset?.preview ?? campaign.product.featuredAsset?.preview;
}
