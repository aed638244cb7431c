import type { BlindBoxFairnessQuery } from '../../gql/graphql';
import { checkTimelineOrder } from '../fairness-log';

export type BoxFairness = NonNullable<BlindBoxFairnessQuery['blindBoxFairness']>;

/** What re-deriving a box's outcome in the browser found. */
export interface BoxCheck {
    /** Everything agrees: the published prize is the one the published evidence gives. */
    matches: boolean;
    /** The revealed campaign seed hashes to the commitment published before the first sale. */
    seedMatches: boolean;
    /** The VRF proof verifies for the public key, campaign seed, box code and client seed. */
    proofValid: boolean;
    derivedPrizeLineId: string | null;
    /** The published timeline is in order: seed committed, box bought, box opened (null: none published). */
    timelineInOrder: boolean | null;
    reason?: string;
}

/**
 * Re-derives a box's prize from its published evidence with `@tuah/fairness` (loaded on demand,
 * as the draw proof page does). An unopened box has nothing to check.
 */
export async function verifyBlindBox(f: BoxFairness): Promise<BoxCheck> {
    if (!f.campaignSeed || !f.vrfProof || !f.eligibility) {
        return { matches: false, seedMatches: false, proofValid: false, derivedPrizeLineId: null, timelineInOrder: null, reason: 'not opened' };
    }
    const { verifyBox, seedCommitment } = await import('@tuah/fairness');
    const timelineInOrder = f.timeline?.length ? (await checkTimelineOrder('box', f.timeline)).ok : null;
    const seedMatches = seedCommitment(f.campaignSeed) === f.seedCommitment.toLowerCase();
    const result = verifyBox({
        campaignSeed: f.campaignSeed,
        boxCode: f.boxCode,
        publicKey: f.vrfPublicKey,
        proof: f.vrfProof,
        clientSeed: f.clientSeed,
        lines: f.eligibility.map(e => ({ id: String(e.prizeLineId), weight: e.weight, remaining: e.remaining ?? null })),
    });
    const matches = result.ok && seedMatches && result.lineId !== null && result.lineId === String(f.prizeLineId) && timelineInOrder !== false;
    return { matches, seedMatches, proofValid: result.proofValid, derivedPrizeLineId: result.lineId, timelineInOrder, reason: result.reason };
}
