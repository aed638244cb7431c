import { shopRequest } from '../../../api/shopApi';
import { CampaignRarityRoundsDocument, type CampaignFairnessQuery } from '../../../gql/graphql';
import { verifier } from '../../../lib/verifier';
import { drawTimelineTimes } from '../../fairness-log';

export type Fairness = NonNullable<CampaignFairnessQuery['campaignFairness']>;
type PublishedTicket = Fairness['ticketPage']['items'][number];
/** A committed ticket as published; the rarity evidence is absent from lists published before beacon-v1 (hmac-v1 then). */
export type FairnessTicket = Pick<PublishedTicket, 'ticketId' | 'weight' | 'rarity' | 'holderHash'> &
    Partial<Pick<PublishedTicket, 'rarityScheme' | 'rarityRound' | 'issuedAt' | 'rarityRevealedAt'>>;
/** A beacon round's signature as the shop publishes it (CampaignRarityRounds). */
export interface RarityRound {
    round: number;
    signature: string | null;
}
/** Fetches the signatures of these rounds (the tickets checked share few rounds: one per sale period). */
export type LoadRounds = (rounds: number[]) => Promise<readonly RarityRound[]>;

/** The signatures of the beacon rounds the checked tickets' rarities took (beacon-v1). */
export async function loadRarityRounds(campaignId: string, rounds: number[], languageCode?: string): Promise<readonly RarityRound[]> {
    const answer = await shopRequest(CampaignRarityRoundsDocument, { campaignId, rounds }, { languageCode });
    return answer.data.campaignFairness?.rarityRounds ?? [];
}

/** The rarity scheme of tickets whose tier takes a beacon round (packages/fairness RARITY_SCHEMES). */
export const BEACON_RARITY = 'beacon-v1';

/**
 * Re-derives each ticket's tier from the revealed tier seed (docs/fairness.md#ticket-rarity):
 * `hmac-v1` by the seed and the id; `beacon-v1` by the seed, the id and its round's signature,
 * which must verify under the shop's beacon key, with a timeline in order (issued, the next round
 * fixed, the round emitted, the rarity known). Returns the ids that fail (empty: all re-derive).
 */
export async function checkTicketTiers(fairness: Fairness, tickets: readonly FairnessTicket[], loadRounds: LoadRounds): Promise<string[]> {
    const seed = fairness.tierSeed!;
    const odds = Object.fromEntries(fairness.tierOdds.map(({ rarity, percent }) => [rarity, percent]));
    const beacon = tickets.filter(ticket => ticket.rarityScheme === BEACON_RARITY);
    const wanted = [...new Set(beacon.map(ticket => ticket.rarityRound).filter((round): round is number => round != null))];
    const signatures = new Map<number, string | null>();
    for (let i = 0; i < wanted.length; i += 100) {
        for (const round of await loadRounds(wanted.slice(i, i + 100))) signatures.set(round.round, round.signature);
    }
    const chain = fairness.rarityBeacon;
    // Each ticket is checked in the verifier (a beacon-v1 round's signature is a BLS pairing: too heavy for the main thread).
    const wrong = await Promise.all(
        tickets.map(async ticket => {
            if (ticket.rarityScheme !== BEACON_RARITY) return (await verifier('rollTier', seed, ticket.ticketId, odds)) !== ticket.rarity;
            const signature = ticket.rarityRound != null ? signatures.get(ticket.rarityRound) : null;
            if (!chain || !signature) return true;
            const [rarity, timeline] = await Promise.all([
                verifier('verifyRoundRarity', {
                    seed,
                    ticketId: ticket.ticketId,
                    rarity: ticket.rarity,
                    round: ticket.rarityRound!,
                    signature,
                    publicKey: chain.publicKey,
                    odds,
                }),
                verifier('checkRarityTimeline', {
                    issuedAt: ticket.issuedAt,
                    round: ticket.rarityRound,
                    genesisTime: chain.genesisTime,
                    period: chain.period,
                    revealedAt: ticket.rarityRevealedAt,
                }),
            ]);
            return !rarity.ok || !timeline.ok;
        }),
    );
    return tickets.filter((_, i) => wrong[i]).map(ticket => ticket.ticketId);
}

/** The sum tree's scheme name (packages/fairness MERKLE_SUM_SCHEME), kept here so the page does not load the verifier to read it. */
export const SUM_TREE_SCHEME = 'merkle-sum-v1';

/** A sum-tree draw that has published its winner's path is verified by that path, without the list. */
export function provenByPath(fairness: Fairness): boolean {
    return fairness.commitmentScheme === SUM_TREE_SCHEME && !!fairness.winnerProof;
}

/** What re-deriving a draw in the browser found, check by check. */
export interface DrawCheck {
    /** Everything agrees: the published winner is the one the published data gives. */
    matches: boolean;
    /** The ticket list (or, proven by path, the winner's path) hashes to the published commitment. */
    commitmentMatches: boolean;
    /** merkle-sum-v1: the winner was proven by its path alone; its chance numbers from..to (inclusive) of the total hold the drawn point. */
    path: { point: string; from: string; to: string; total: string } | null;
    /** The VRF proof (local), the oracle's word (chainlink) or the beacon round's signature (drand) checks out. */
    proofValid: boolean;
    /** drand: the round is the one fixed after the commitment, not an earlier one (null: other providers). */
    roundInTime: boolean | null;
    /** The published timeline is in order (null: no timeline published, as on older draws). */
    timelineInOrder: boolean | null;
    /** The random word derived here equals the published one. */
    randomWordMatches: boolean;
    derivedWinner: string | null;
    publishedWinner: string | null;
    /** The revealed tier seed hashes to the commitment published before the first sale (null: not revealed). */
    tierSeedMatches: boolean | null;
    /** Every checked ticket's tier re-derives from the tier seed, and (beacon-v1) its verified round (null: not revealed). By path: the winner's. */
    tiersMatch: boolean | null;
    reason?: string;
}

/**
 * Re-derives a draw's winner from its published proof with `@tuah/fairness`, in the shopper's
 * browser (in the verifier, off the main thread; loaded only when asked for, so it never weighs on other pages). A
 * sum-tree draw is checked by its winner's path (a few hundred bytes whatever the draw's size);
 * an older draw by its whole ticket list, which `loadTickets` fetches then.
 */
export async function verifyPublishedDraw(
    fairness: Fairness,
    loadTickets: () => Promise<readonly FairnessTicket[]>,
    loadRounds: LoadRounds = async () => [],
): Promise<DrawCheck> {
    const winnerProof = provenByPath(fairness) ? fairness.winnerProof! : null;
    const tickets = winnerProof ? [winnerProof.ticket] : await loadTickets();
    const leaf = ({ ticketId, weight, holderHash }: FairnessTicket) => ({ ticketId, weight, holderHash });
    const result = await verifier('verifyDraw', {
        sId: fairness.sId,
        commitment: fairness.commitment ?? '',
        commitmentScheme: fairness.commitmentScheme === SUM_TREE_SCHEME ? SUM_TREE_SCHEME : 'merkle-v1',
        ...(winnerProof
            ? {
                  winnerPath: {
                      ticket: leaf(winnerProof.ticket),
                      index: winnerProof.index,
                      ticketCount: fairness.ticketCount,
                      // A malformed path decodes to no steps, which then fail to reach the commitment.
                      proof: (await verifier('decodeSumPath', winnerProof.path, winnerProof.index, fairness.ticketCount)) ?? [],
                  },
              }
            : { tickets: tickets.map(leaf) }),
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
        ...drawTimelineTimes(fairness.timeline),
    });
    const derivedWinner = result.winner?.ticketId ?? null;
    const randomWordMatches = !!fairness.randomWord && sameHex(result.randomWord, fairness.randomWord);
    let tierSeedMatches: boolean | null = null;
    let tiersMatch: boolean | null = null;
    if (fairness.tierSeed) {
        tierSeedMatches = sameHex(await verifier('tierSeedCommitment', fairness.tierSeed), fairness.tierSeedCommitment);
        tiersMatch = (await checkTicketTiers(fairness, tickets, loadRounds)).length === 0;
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
    const interval = result.interval;
    return {
        matches,
        commitmentMatches: result.commitmentMatches,
        // `to` is the winner's last chance number (inclusive), as the page shows chances.
        path: interval
            ? { point: interval.point, from: interval.before, to: String(BigInt(interval.before) + BigInt(interval.weight) - 1n), total: interval.total }
            : null,
        proofValid: result.proofValid,
        roundInTime: result.roundInTime ?? null,
        timelineInOrder: fairness.timeline?.length ? (result.timeline?.ok ?? null) : null,
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
