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
