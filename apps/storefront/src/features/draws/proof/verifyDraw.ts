import type { CampaignFairnessQuery } from '../../../gql/graphql';

export type Fairness = NonNullable<CampaignFairnessQuery['campaignFairness']>;

/** What re-deriving a draw in the browser found, check by check. */
export interface DrawCheck {
    /** Everything agrees: the published winner is the one the published data gives. */
    matches: boolean;
    /** The ticket list hashes to the published commitment. */
    commitmentMatches: boolean;
    /** The VRF proof (local), the oracle's word (chainlink) or the beacon round's signature (drand) checks out. */
    proofValid: boolean;
    /** drand: the round is the one fixed after the commitment, not an earlier one (null: other providers). */
    roundInTime: boolean | null;
    /** The random word derived here equals the published one. */
    randomWordMatches: boolean;
    derivedWinner: string | null;
    publishedWinner: string | null;
    /** The revealed tier seed hashes to the commitment published before the first sale (null: not revealed). */
    tierSeedMatches: boolean | null;
    /** Every ticket's tier re-derives from the tier seed (null: not revealed). */
    tiersMatch: boolean | null;
    reason?: string;
}

/**
 * Re-derives a draw's winner from its published proof with `@tuah/fairness`, in the shopper's
 * browser. The package is loaded only when asked for, so it never weighs on other pages.
 */
export async function verifyPublishedDraw(fairness: Fairness): Promise<DrawCheck> {
    const { verifyDraw, tierSeedCommitment, rollTier } = await import('@tuah/fairness');
    const result = verifyDraw({
        sId: fairness.sId,
        commitment: fairness.commitment ?? '',
        tickets: fairness.tickets.map(({ ticketId, weight, holderHash }) => ({ ticketId, weight, holderHash })),
        provider: fairness.provider === 'chainlink' || fairness.provider === 'drand' ? fairness.provider : 'local',
        publicKey: fairness.vrfPublicKey ?? undefined,
        proof: fairness.vrfProof ?? undefined,
        vrfWord: fairness.vrfWord ?? undefined,
        committedAt: fairness.committedAt ?? undefined,
        beaconFixedAt: fairness.beaconFixedAt ?? undefined,
        beaconDelaySeconds: fairness.beaconDelaySeconds ?? undefined,
        beaconPublicKey: fairness.beaconPublicKey ?? undefined,
        beaconGenesisTime: fairness.beaconGenesisTime ?? undefined,
        beaconPeriod: fairness.beaconPeriod ?? undefined,
        beaconRound: fairness.beaconRound ?? undefined,
        beaconSignature: fairness.beaconSignature ?? undefined,
    });
    const derivedWinner = result.winner?.ticketId ?? null;
    const randomWordMatches = !!fairness.randomWord && sameHex(result.randomWord, fairness.randomWord);
    let tierSeedMatches: boolean | null = null;
    let tiersMatch: boolean | null = null;
    if (fairness.tierSeed) {
        tierSeedMatches = sameHex(tierSeedCommitment(fairness.tierSeed), fairness.tierSeedCommitment);
        const odds = Object.fromEntries(fairness.tierOdds.map(({ rarity, percent }) => [rarity, percent]));
        tiersMatch = fairness.tickets.every(ticket => rollTier(fairness.tierSeed!, ticket.ticketId, odds) === ticket.rarity);
    }
    const matches =
        result.ok &&
        result.commitmentMatches &&
        result.proofValid &&
        result.roundInTime !== false &&
        randomWordMatches &&
        derivedWinner !== null &&
        derivedWinner === fairness.winnerTicketId &&
        tierSeedMatches !== false &&
        tiersMatch !== false;
    return {
        matches,
        commitmentMatches: result.commitmentMatches,
        proofValid: result.proofValid,
        roundInTime: result.roundInTime ?? null,
        randomWordMatches,
        derivedWinner,
        publishedWinner: fairness.winnerTicketId,
        tierSeedMatches,
        tiersMatch,
        reason: result.reason,
    };
}

function sameHex(a: string, b: string) {
    return a.replace(/^0x/i, '').toLowerCase() === b.replace(/^0x/i, '').toLowerCase();
}
