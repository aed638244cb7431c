import { TICKET_TIERS, type TicketTier } from '@tuah/fairness/ticket-tiers';

import type { graphql } from '../gql/graphql';

/**
 * The rarity tiers, most common to rarest, as packages/fairness defines them for tickets; a prize's
 * rarity (PrizeRarity in the admin schema) has the same values, so one list and one set of words serve both.
 */
export { DEFAULT_TIER_ODDS, TICKET_TIERS, type TicketTier } from '@tuah/fairness/ticket-tiers';

export type PrizeRarity = ReturnType<typeof graphql.scalar<'PrizeRarity'>>;
export const PRIZE_RARITIES: readonly PrizeRarity[] = TICKET_TIERS satisfies readonly PrizeRarity[];

export const TIER_LABEL: Record<TicketTier, string> = { COMMON: 'Common', RARE: 'Rare', EPIC: 'Epic', ULTRA: 'Ultra', LEGENDARY: 'Legendary' };
