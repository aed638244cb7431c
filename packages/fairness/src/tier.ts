/**
 * Ticket rarity. Each ticket's tier is rolled when it is issued, from the campaign's secret tier
 * seed and the ticket id; the seed's commitment (tierSeedCommitment) is published before sale and
 * the seed itself at DRAW_INIT, so anyone can then re-roll every ticket.
 *
 * rollTier must equal the server's algorithm bit for bit: HMAC-SHA256(key = utf8(seed),
 * message = utf8(ticketId)); the first 6 bytes as a big-endian integer over 2^48 give a fraction
 * in [0, 1), scaled by the sum of the odds (negative odds count as 0); the tier is the first
 * whose cumulative odds exceed that point (COMMON if none does).
 */
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';

import { seedCommitment } from './box.js';
import { utf8 } from './bytes.js';
import { DEFAULT_TIER_ODDS, TICKET_TIERS, type TicketTier } from './ticket-tiers.js';

export { DEFAULT_TIER_ODDS, DRAW_WEIGHTS, TICKET_TIERS, type TicketTier } from './ticket-tiers.js';

export function rollTier(seed: string, ticketId: string, odds?: Partial<Record<TicketTier, number>> | null): TicketTier {
    // Kept expression for expression identical to the server's implementation (including how
    // undefined / NaN odds behave), only with @noble/hashes instead of node:crypto.
    const table = { ...DEFAULT_TIER_ODDS, ...(odds ?? {}) };
    const total = TICKET_TIERS.reduce((sum, tier) => sum + Math.max(0, table[tier]), 0);
    const digest = hmac(sha256, utf8(seed), utf8(ticketId));
    const first48 = digest[0]! * 2 ** 40 + digest[1]! * 2 ** 32 + digest[2]! * 2 ** 24 + digest[3]! * 2 ** 16 + digest[4]! * 2 ** 8 + digest[5]!;
    const point = (first48 / 2 ** 48) * total;
    let cumulative = 0;
    for (const tier of TICKET_TIERS) {
        cumulative += Math.max(0, table[tier]);
        if (point < cumulative) return tier;
    }
    return 'COMMON';
}

/** sha256(utf8(seed)) hex: published before sale; the tier seed is revealed at DRAW_INIT. */
export function tierSeedCommitment(seed: string): string {
    return seedCommitment(seed);
}
