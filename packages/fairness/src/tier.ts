/**
 * Ticket rarity (docs/fairness.md#ticket-rarity). A ticket's tier comes from the campaign's secret
 * tier seed and the ticket id, and (scheme `beacon-v1`, every ticket issued since issue 32) the
 * signature of the beacon round fixed at issue, which did not exist when the ticket was sold. The
 * seed's commitment (tierSeedCommitment) is published before sale and the seed itself at
 * DRAW_INIT, so anyone can then re-roll every ticket. Old tickets keep `hmac-v1` (no round).
 *
 * The mapping from digest to tier: the first 6 bytes as a big-endian integer over 2^48 give a
 * fraction in [0, 1), scaled by the sum of the odds (negative odds count as 0); the tier is the
 * first whose cumulative odds exceed that point (COMMON if none does).
 */
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';

import { seedCommitment } from './box.js';
import { verifyBeaconRound } from './drand.js';
import { utf8 } from './bytes.js';
import { DEFAULT_TIER_ODDS, TICKET_TIERS, type TicketTier } from './ticket-tiers.js';

export { DEFAULT_TIER_ODDS, DRAW_WEIGHTS, TICKET_TIERS, type TicketTier } from './ticket-tiers.js';

/** The rarity schemes tickets are issued under (docs/fairness.md#ticket-rarity). */
export const RARITY_SCHEMES = ['hmac-v1', 'beacon-v1'] as const;
export type RarityScheme = (typeof RARITY_SCHEMES)[number];

/** The tier a 32-byte digest points at under the odds table (the mapping both schemes share). */
function tierOfDigest(digest: Uint8Array, odds?: Partial<Record<TicketTier, number>> | null): TicketTier {
    // Kept expression for expression identical to the server's original implementation (including
    // how undefined / NaN odds behave), only with @noble/hashes instead of node:crypto.
    const table = { ...DEFAULT_TIER_ODDS, ...(odds ?? {}) };
    const total = TICKET_TIERS.reduce((sum, tier) => sum + Math.max(0, table[tier]), 0);
    const first48 = digest[0]! * 2 ** 40 + digest[1]! * 2 ** 32 + digest[2]! * 2 ** 24 + digest[3]! * 2 ** 16 + digest[4]! * 2 ** 8 + digest[5]!;
    const point = (first48 / 2 ** 48) * total;
    let cumulative = 0;
    for (const tier of TICKET_TIERS) {
        cumulative += Math.max(0, table[tier]);
        if (point < cumulative) return tier;
    }
    return 'COMMON';
}

/** `hmac-v1` (tickets issued before issue 32's beacon rounds): HMAC-SHA256(utf8(seed), utf8(ticketId)). */
export function rollTier(seed: string, ticketId: string, odds?: Partial<Record<TicketTier, number>> | null): TicketTier {
    return tierOfDigest(hmac(sha256, utf8(seed), utf8(ticketId)), odds);
}

/**
 * `beacon-v1`: HMAC-SHA256(utf8(seed), utf8(ticketId + "|" + signature)), where `signature` is the
 * hex of the beacon round fixed when the ticket was issued (the first round emitted after it), so
 * the tier did not exist, even for the seed's holder, when the ticket was sold. The signature is
 * taken in lower case: the same round gives the same tier however it was written.
 */
export function rollTierOnRound(seed: string, ticketId: string, roundSignature: string, odds?: Partial<Record<TicketTier, number>> | null): TicketTier {
    return tierOfDigest(hmac(sha256, utf8(seed), utf8(`${ticketId}|${roundSignature.toLowerCase()}`)), odds);
}

/** A `beacon-v1` ticket's evidence, as a proof publishes it. */
export interface RoundRarityProof {
    seed: string;
    ticketId: string;
    rarity: string;
    round: number;
    signature: string;
    /** The chain's public key (hex, compressed G2). */
    publicKey: string;
    odds?: Partial<Record<TicketTier, number>> | null;
}

export interface RarityVerification {
    ok: boolean;
    /** The round's signature verifies under the chain's key. */
    roundValid: boolean;
    /** The tier the seed and the round give. */
    expected: TicketTier | null;
    reason?: string;
}

/**
 * Checks a `beacon-v1` ticket's rarity: the round's BLS signature under the chain's key, then the
 * tier re-rolled from the seed and that signature. A forged signature, another round's signature
 * or another key fails. Never throws.
 */
export function verifyRoundRarity(proof: RoundRarityProof): RarityVerification {
    if (!verifyBeaconRound(proof.publicKey, proof.round, proof.signature)) {
        return { ok: false, roundValid: false, expected: null, reason: `round ${proof.round}'s signature does not verify under the beacon's key` };
    }
    const expected = rollTierOnRound(proof.seed, proof.ticketId, proof.signature, proof.odds);
    if (expected !== proof.rarity)
        return { ok: false, roundValid: true, expected, reason: `the seed and round ${proof.round} give ${expected}, not ${proof.rarity}` };
    return { ok: true, roundValid: true, expected };
}

/** sha256(utf8(seed)) hex: published before sale; the tier seed is revealed at DRAW_INIT. */
export function tierSeedCommitment(seed: string): string {
    return seedCommitment(seed);
}
