/**
 * The ticket tiers and their draw weights and default odds, as plain data: no hashing, no
 * curves, so a page may import them (`@tuah/fairness/ticket-tiers`) without loading the
 * verifier's code. `rollTier` (tier.ts) uses the same table.
 */
export const TICKET_TIERS = ['COMMON', 'RARE', 'EPIC', 'ULTRA', 'LEGENDARY'] as const;
export type TicketTier = (typeof TICKET_TIERS)[number];

/** Draw weights: an Ultra ticket is three chances, a Legendary four. */
export const DRAW_WEIGHTS: Record<TicketTier, number> = { COMMON: 1, RARE: 1, EPIC: 1, ULTRA: 3, LEGENDARY: 4 };

/** Default tier odds in percent; a campaign may override some of them. */
export const DEFAULT_TIER_ODDS: Record<TicketTier, number> = { COMMON: 70, RARE: 18, EPIC: 8, ULTRA: 3, LEGENDARY: 1 };
