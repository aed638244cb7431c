export const CAMPAIGN_PLUGIN_OPTIONS = Symbol('CAMPAIGN_PLUGIN_OPTIONS');
export const loggerCtx = 'CampaignPlugin';

/** Contract enumerations (docs/contract.md#enumerations), kept verbatim: they are a contract with the existing client. */
export const CAMPAIGN_TYPES = ['LUCKYDRAW', 'BLINDBOX'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
export const CAMPAIGN_STATES = ['ACTIVE', 'ENDED'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/**
 * Ticket rarity tiers, their draw weights (an Ultra ticket is three chances) and default odds
 * (docs/contract.md#ticket-rarity): one definition, in the fairness package shoppers verify with.
 */
export { DEFAULT_TIER_ODDS, DRAW_WEIGHTS, TICKET_TIERS, type TicketTier } from '@tuah/fairness';

/**
 * The draw stages after selling, in order (docs/contract.md#draw-stages). Only the draw plugin
 * moves a campaign through them, but the stage is stored here (`stage` and one `ts_<STAGE>`
 * column each), so the sequence lives with the entity and every other list is built from it.
 */
export const DRAW_SEQUENCE = ['DRAW_INIT', 'CALL_CONTRACT', 'CALL_CHAINLINK', 'WAIT_VRF_RESULT', 'GET_WINNER', 'ENDED'] as const;
export type DrawSequenceStage = (typeof DRAW_SEQUENCE)[number];

/**
 * Every stage of a campaign, in order: OPEN while it sells (ENTERED is OPEN as a ticket holder
 * sees it; never stored), then the draw. The one list: the schema's CampaignStage enum is
 * written from it, and the storefront takes the order from that enum.
 */
export const CAMPAIGN_STAGES = ['OPEN', 'ENTERED', ...DRAW_SEQUENCE] as const;
export type CampaignStage = (typeof CAMPAIGN_STAGES)[number];

/** The draw stages a started draw can still be in: the sweeper resumes these. */
export const UNFINISHED_STAGES = DRAW_SEQUENCE.filter(stage => stage !== 'ENDED');
