import type { BlindBoxFairnessQuery } from '../../gql/graphql';
import { verifier } from '../../lib/verifier';
import { type BeaconTimes, checkTimelineOrder } from '../fairness-log';

export type BoxFairness = NonNullable<BlindBoxFairnessQuery['blindBoxFairness']>;

/** What re-deriving a box's outcome in the browser found. */
export interface BoxCheck {
    /** Everything agrees: the published prize is the one the published evidence gives. */
    matches: boolean;
    /** The revealed campaign seed hashes to the commitment published before the first sale. */
    seedMatches: boolean;
    /** The VRF proof verifies for the public key, campaign seed, box code and client seed. */
    proofValid: boolean;
    /** vrf-beacon-v1: the round's signature verifies under the beacon's key (BLS); null for boxes without a round (vrf-v1). */
    beaconValid: boolean | null;
    derivedPrizeLineId: string | null;
    /** The published timeline is in order: seed committed, box bought, box opened (null: none published). */
    timelineInOrder: boolean | null;
    reason?: string;
}

/**
 * Re-derives a box's prize from its published evidence with `@tuah/fairness` (in the verifier,
 * off the main thread, as the draw proof page does). An unopened box has nothing to check.
 */
export async function verifyBlindBox(f: BoxFairness): Promise<BoxCheck> {
    if (!f.campaignSeed || !f.vrfProof || !f.eligibility) {
        return {
            matches: false,
            seedMatches: false,
            proofValid: false,
            beaconValid: null,
            derivedPrizeLineId: null,
            timelineInOrder: null,
            reason: 'not opened',
        };
    }
    const timelineInOrder = f.timeline?.length ? (await checkTimelineOrder('box', f.timeline, boxBeaconTimes(f))).ok : null;
    const seedMatches = (await verifier('seedCommitment', f.campaignSeed)) === f.seedCommitment.toLowerCase();
    const result = await verifier('verifyBox', {
        campaignSeed: f.campaignSeed,
        boxCode: f.boxCode,
        publicKey: f.vrfPublicKey,
        proof: f.vrfProof,
        clientSeed: f.clientSeed,
        lines: f.eligibility.map(e => ({ id: String(e.prizeLineId), weight: e.weight, remaining: e.remaining ?? null })),
        scheme: f.scheme === 'vrf-beacon-v1' ? 'vrf-beacon-v1' : f.scheme == null || f.scheme === 'vrf-v1' ? 'vrf-v1' : (f.scheme as never),
        beacon: f.beacon?.signature ? { round: f.beacon.round, signature: f.beacon.signature, publicKey: f.beacon.publicKey } : null,
    });
    const matches = result.ok && seedMatches && result.lineId !== null && result.lineId === String(f.prizeLineId) && timelineInOrder !== false;
    return {
        matches,
        seedMatches,
        proofValid: result.proofValid,
        beaconValid: result.beaconValid ?? null,
        derivedPrizeLineId: result.lineId,
        timelineInOrder,
        reason: result.reason,
    };
}

/** The box's scheme and round schedule, which the timeline check needs (the round's emission time comes from them). */
export function boxBeaconTimes(f: Pick<BoxFairness, 'scheme' | 'beacon'>): BeaconTimes {
    return { scheme: f.scheme, beaconRound: f.beacon?.round, beaconGenesisTime: f.beacon?.genesisTime, beaconPeriod: f.beacon?.period };
}
