import crypto from 'node:crypto';

import { DRAW_WEIGHTS, TicketTier } from '../constants';

/**
 * A ticket's tier comes from `@tuah/fairness`: rollTierOnRound (`beacon-v1`, HMAC-SHA256 of the
 * ticket id and its beacon round's signature under the campaign's secret tier seed) or, for
 * tickets issued before it, rollTier (`hmac-v1`), so shoppers re-derive it with the same code
 * once the seed is revealed at DRAW_INIT.
 */
export { rollTierOnRound } from '@tuah/fairness';

export function drawWeight(tier: TicketTier): number {
    return DRAW_WEIGHTS[tier];
}

export function newTierSeed(): string {
    return crypto.randomBytes(32).toString('hex');
}
