/**
 * Blind-box outcomes. Each BLINDBOX campaign has a secret seed whose commitment
 * seedCommitment(seed) is published before sale. Box outcome:
 *
 *   beta = ECVRF(serverKey, boxAlpha(seed, boxCode, clientSeed)); word = beta[0..32)
 *   where clientSeed is fixed only when the box is opened (the shopper's device's seed, or
 *   entropy the server derives at opening); boxes opened before client seeds existed have none.
 *   scheme vrf-beacon-v1 (openings since issue 32): word = SHA-256(beta ‖ signature of round R),
 *   where R is the first round of the shop's drand beacon emitted after the opening was claimed
 *   (the client seed fixed), so the word did not exist, for anyone, when the seed was chosen.
 *   scheme vrf-v1 (boxes opened before): word = beta[0..32), as above.
 *   outcome = pickWeighted(word, weights) over the prize lines in their listed order, where a line
 *             weighs rPercentToWeight(rPercent) while it has stock (remaining null or > 0) and 0
 *             once its stock is gone (so limited stock is never over-awarded).
 */
import { sha256 } from '@noble/hashes/sha2';

import { concatBytes } from '@noble/curves/utils';

import { fromHex, toHex, utf8 } from './bytes.js';
import { verifyBeaconRound } from './drand.js';
import { randomWordFromBeta } from './draw.js';
import { errorMessage } from './internal.js';
import { pickWeighted } from './uniform.js';
import { vrfVerify } from './vrf.js';

export interface BoxPrizeLine {
    id: string;
    /** rPercent in basis points (rPercent * 100), a whole number; see rPercentToWeight. */
    weight: number;
    /** Units left to award; null = unlimited. */
    remaining: number | null;
}

export interface BoxProof {
    campaignSeed: string;
    boxCode: string;
    /** The server's VRF public key (hex, 32 bytes). */
    publicKey: string;
    /** The VRF proof pi (hex, 80 bytes). */
    proof: string;
    /** The prize lines as they stood when the box was opened (order and eligibility matter). */
    lines: BoxPrizeLine[];
    /** The seed fixed at opening and bound into alpha; null/absent for boxes opened without one. */
    clientSeed?: string | null;
    /** How the word was made (BOX_SCHEMES); absent = vrf-v1, the rule boxes opened before it was named follow. */
    scheme?: BoxScheme | null;
    /** vrf-beacon-v1: the round fixed at the claim, its signature, and the beacon's public key (hex, compressed G2). */
    beacon?: { round: number; signature: string; publicKey: string } | null;
}

/** vrf-v1: word = beta[0..32). vrf-beacon-v1: word = SHA-256(beta ‖ the signature of the round fixed at the claim). */
export const BOX_SCHEMES = ['vrf-v1', 'vrf-beacon-v1'] as const;
export type BoxScheme = (typeof BOX_SCHEMES)[number];
/** The scheme new openings use. */
export const BOX_SCHEME_BEACON: BoxScheme = 'vrf-beacon-v1';

/**
 * A vrf-beacon-v1 box's word: SHA-256(beta (64 bytes) ‖ round signature (48 bytes)). The VRF
 * output binds the campaign seed, the box and the buyer's client seed; the round's signature
 * did not exist when the client seed was fixed.
 */
export function boxBeaconWord(beta: Uint8Array, signatureHex: string): Uint8Array {
    if (!(beta instanceof Uint8Array) || beta.length !== 64) throw new RangeError('boxBeaconWord: beta must be 64 bytes');
    const signature = fromHex(signatureHex);
    if (signature.length !== 48) throw new RangeError('boxBeaconWord: a quicknet round signature is 48 bytes (96 hex characters)');
    return sha256(concatBytes(beta, signature));
}

/** A shopper's client seed: hex, at least 128 bits (32 digits), at most 512 bits (128 digits). */
export const CLIENT_SEED_MIN_HEX = 32;
export const CLIENT_SEED_MAX_HEX = 128;
const CLIENT_SEED = new RegExp(`^[0-9a-f]{${CLIENT_SEED_MIN_HEX},${CLIENT_SEED_MAX_HEX}}$`);

/** True for a well-formed client seed (lowercase hex, 128 to 512 bits). */
export function isClientSeed(value: unknown): value is string {
    return typeof value === 'string' && CLIENT_SEED.test(value);
}

/** sha256(utf8(seed)), hex: the commitment to a campaign seed, published before the seed is used. */
export function seedCommitment(seed: string): string {
    if (typeof seed !== 'string') throw new TypeError('seedCommitment: seed must be a string');
    return toHex(sha256(utf8(seed)));
}

/**
 * The VRF input of one box: utf8("tuah-box:" + campaignSeed + ":" + boxCode), followed by
 * ":" + clientSeed when the box has one. The seed may not contain ":", and with a client seed
 * neither may the box code, which keeps the encoding unambiguous (each ":" after the prefix ends
 * a field; the client seed, last, may hold anything). Without a client seed (null, undefined)
 * the input is exactly the original one, so boxes opened before client seeds still verify.
 */
export function boxAlpha(campaignSeed: string, boxCode: string, clientSeed?: string | null): Uint8Array {
    if (typeof campaignSeed !== 'string' || typeof boxCode !== 'string') throw new TypeError('boxAlpha: seed and box code must be strings');
    if (campaignSeed.includes(':')) throw new RangeError('boxAlpha: the campaign seed must not contain ":"');
    if (clientSeed == null) return utf8('tuah-box:' + campaignSeed + ':' + boxCode);
    if (typeof clientSeed !== 'string' || clientSeed === '') throw new TypeError('boxAlpha: the client seed must be a non-empty string');
    if (boxCode.includes(':')) throw new RangeError('boxAlpha: with a client seed the box code must not contain ":"');
    return utf8('tuah-box:' + campaignSeed + ':' + boxCode + ':' + clientSeed);
}

/** rPercent (0..100, at most two decimals) → whole basis points: Math.round(rPercent * 100). */
export function rPercentToWeight(rPercent: number): number {
    if (typeof rPercent !== 'number' || !Number.isFinite(rPercent) || rPercent < 0 || rPercent > 100) {
        throw new RangeError('rPercentToWeight: rPercent must be a number in 0..100');
    }
    return Math.round(rPercent * 100);
}

function eligibleWeight(line: BoxPrizeLine, i: number): number {
    if (line === null || typeof line !== 'object' || typeof line.id !== 'string') throw new TypeError(`prize line ${i}: id must be a string`);
    const { remaining } = line;
    if (remaining !== null && (typeof remaining !== 'number' || Number.isNaN(remaining))) {
        throw new TypeError(`prize line ${line.id}: remaining must be a number or null`);
    }
    return remaining === null || remaining > 0 ? line.weight : 0;
}

/**
 * The prize line a box awards: pickWeighted over the lines whose remaining is null or > 0 (the
 * others weigh 0). Throws if no line is eligible (every line out of stock or weighing 0).
 */
export function boxOutcome(randomWord: Uint8Array, lines: BoxPrizeLine[]): { lineId: string; index: number; point: bigint; total: bigint } {
    if (!Array.isArray(lines)) throw new TypeError('boxOutcome: lines must be an array');
    const weights = lines.map(eligibleWeight);
    // Validate every weight (also of exhausted lines) before picking.
    for (const [i, line] of lines.entries()) {
        if (!Number.isSafeInteger(line.weight) || line.weight < 0) throw new RangeError(`prize line ${line.id ?? i}: weight must be a whole number >= 0`);
    }
    if (!weights.some(w => w > 0)) throw new RangeError('boxOutcome: no prize line is eligible');
    const { index, point, total } = pickWeighted(randomWord, weights);
    return { lineId: lines[index]!.id, index, point, total };
}

/**
 * Recomputes a box's outcome from its published proof. Never throws: bad input gives ok = false
 * with a reason. The caller compares `lineId` with the prize line the box awarded.
 */
export function verifyBox(p: BoxProof): { ok: boolean; proofValid: boolean; lineId: string | null; beaconValid?: boolean; reason?: string } {
    try {
        if (p === null || typeof p !== 'object') return { ok: false, proofValid: false, lineId: null, reason: 'no box proof' };
        let publicKey: Uint8Array;
        let pi: Uint8Array;
        let alpha: Uint8Array;
        try {
            publicKey = fromHex(p.publicKey);
            pi = fromHex(p.proof);
            alpha = boxAlpha(p.campaignSeed, p.boxCode, p.clientSeed);
        } catch (e) {
            return { ok: false, proofValid: false, lineId: null, reason: `bad input: ${errorMessage(e)}` };
        }
        const beta = vrfVerify(publicKey, pi, alpha);
        if (!beta)
            return { ok: false, proofValid: false, lineId: null, reason: 'VRF proof does not verify for this public key, seed, box code and client seed' };
        const scheme = p.scheme ?? 'vrf-v1';
        let word: Uint8Array;
        if (scheme === 'vrf-v1') word = randomWordFromBeta(beta);
        else if (scheme === 'vrf-beacon-v1') {
            const beacon = p.beacon;
            if (!beacon || !verifyBeaconRound(beacon.publicKey, beacon.round, beacon.signature)) {
                return {
                    ok: false,
                    proofValid: true,
                    beaconValid: false,
                    lineId: null,
                    reason: "the beacon round's signature does not verify under the beacon's key",
                };
            }
            word = boxBeaconWord(beta, beacon.signature);
        } else return { ok: false, proofValid: true, lineId: null, reason: `unknown scheme ${String(scheme)}` };
        const beaconValid = scheme === 'vrf-beacon-v1' ? true : undefined;
        try {
            const { lineId } = boxOutcome(word, p.lines);
            return { ok: true, proofValid: true, beaconValid, lineId };
        } catch (e) {
            return { ok: false, proofValid: true, beaconValid, lineId: null, reason: `no outcome: ${errorMessage(e)}` };
        }
    } catch (e) {
        return { ok: false, proofValid: false, lineId: null, reason: `verification failed: ${errorMessage(e)}` };
    }
}
