export const CAMPAIGN_PLUGIN_OPTIONS = Symbol('CAMPAIGN_PLUGIN_OPTIONS');
export const loggerCtx = 'CampaignPlugin';

/** Spec §3 enumerations, kept verbatim: they are a contract with the existing client. */
export const CAMPAIGN_TYPES = ['LUCKYDRAW', 'BLINDBOX'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
export const CAMPAIGN_STATES = ['ACTIVE', 'ENDED'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];
export const DRAW_STAGES = [
    'OPEN',
    'ENTERED',
    'DRAW_INIT',
    'CALL_CONTRACT',
    'CALL_CHAINLINK',
    'WAIT_VRF_RESULT',
    'GET_WINNER',
    'ENDED',
] as const;
export type DrawStage = (typeof DRAW_STAGES)[number];

/** Ticket rarity tiers; the spec's weights are draw weights (an Ultra ticket is three chances). */
export const TICKET_TIERS = ['COMMON', 'RARE', 'EPIC', 'ULTRA', 'LEGENDARY'] as const;
export type TicketTier = (typeof TICKET_TIERS)[number];
export const DRAW_WEIGHTS: Record<TicketTier, number> = { COMMON: 1, RARE: 1, EPIC: 1, ULTRA: 3, LEGENDARY: 4 };
/** Default tier odds in percent (DESIGN.md "Ticket rarity"); a campaign may override them. */
export const DEFAULT_TIER_ODDS: Record<TicketTier, number> = { COMMON: 70, RARE: 18, EPIC: 8, ULTRA: 3, LEGENDARY: 1 };
