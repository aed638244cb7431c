import crypto from 'node:crypto';

import { DEFAULT_TIER_ODDS, DRAW_WEIGHTS, TICKET_TIERS, TicketTier } from '../constants';

/**
 * The tier of a ticket, derived only from the campaign's secret seed and the ticket id, so it
 * can be re-derived (and, once the draw plugin publishes the seed commitment and later the
 * seed, verified) by anyone. HMAC-SHA256 → first 48 bits → a point in [0, sum of odds).
 */
export function rollTier(seed: string, ticketId: string, odds?: Partial<Record<TicketTier, number>> | null): TicketTier {
    const table = { ...DEFAULT_TIER_ODDS, ...(odds ?? {}) };
    const total = TICKET_TIERS.reduce((sum, tier) => sum + Math.max(0, table[tier]), 0);
    const digest = crypto.createHmac('sha256', seed).update(ticketId).digest();
    const point = (digest.readUIntBE(0, 6) / 2 ** 48) * total;
    let cumulative = 0;
    for (const tier of TICKET_TIERS) {
        cumulative += Math.max(0, table[tier]);
        if (point < cumulative) return tier;
    }
    return 'COMMON';
}

export function drawWeight(tier: TicketTier): number {
    return DRAW_WEIGHTS[tier];
}

export function newTierSeed(): string {
    return crypto.randomBytes(32).toString('hex');
}
