import { ID } from '@vendure/core';

import { PrizeType } from '../constants';
import { boxAlpha, boxBeaconWord, boxOutcome, BoxPrizeLine, randomWordFromBeta, toHex, vrfProofToHash, vrfProve, vrfPublicKey } from '@tuah/fairness';

/**
 * The derivation of a box's outcome, as pure functions (the opening service adds the database
 * claims around it, the unit tests check its statistics). Everything here is what a shopper
 * re-derives with @tuah/fairness `verifyBox` from the published box evidence.
 */

/** What the derivation needs to know about a prize line right now. */
export interface PrizeLineState {
    id: ID;
    weight: number;
    stock: number | null;
    awarded: number;
    pType: PrizeType;
    /** Codes of a DIGITAL line not yet assigned to a box. */
    freeCodes?: number;
}

/**
 * The eligibility snapshot: each line's weight and units left, in table order. A DIGITAL line
 * can give no more than the codes left in its pool, so its remaining is capped by them (a
 * DIGITAL line without codes is never drawn).
 */
export function eligibilitySnapshot(lines: PrizeLineState[]): BoxPrizeLine[] {
    return lines.map(line => {
        let remaining: number | null = line.stock == null ? null : Math.max(0, line.stock - line.awarded);
        if (line.pType === 'DIGITAL') {
            const codes = Math.max(0, line.freeCodes ?? 0);
            remaining = remaining == null ? codes : Math.min(remaining, codes);
        }
        return { id: String(line.id), weight: line.weight, remaining };
    });
}

/** The same snapshot with one line marked as run out (it was taken between snapshot and claim). */
export function withoutLine(snapshot: BoxPrizeLine[], lineId: ID): BoxPrizeLine[] {
    return snapshot.map(l => (l.id === String(lineId) ? { ...l, remaining: 0 } : l));
}

export interface BoxProof {
    /** hex, 80 bytes */
    proof: string;
    /** hex */
    publicKey: string;
    /** hex, 32 bytes: the word the outcome is drawn from */
    randomWord: string;
    word: Uint8Array;
}

/** The public key of the last secret key seen (there is one per server): a point multiplication saved per box. */
let publicKeyMemo: { secret: string; publicKey: string } | undefined;

function publicKeyHex(secretKey: Uint8Array): string {
    const secret = toHex(secretKey);
    if (publicKeyMemo?.secret !== secret) publicKeyMemo = { secret, publicKey: toHex(vrfPublicKey(secretKey)) };
    return publicKeyMemo.publicKey;
}

/**
 * VRF(secret key, alpha(campaign seed, box code, client seed)) → proof, and the random word: with the
 * beacon round's signature (vrf-beacon-v1) SHA-256(VRF output ‖ signature), without (vrf-v1) the output's first 32 bytes.
 */
export function proveBox(secretKey: Uint8Array, campaignSeed: string, boxCode: string, clientSeed?: string | null, roundSignature?: string | null): BoxProof {
    const proof = vrfProve(secretKey, boxAlpha(campaignSeed, boxCode, clientSeed));
    const beta = vrfProofToHash(proof);
    const word = roundSignature ? boxBeaconWord(beta, roundSignature) : randomWordFromBeta(beta);
    return { proof: toHex(proof), publicKey: publicKeyHex(secretKey), randomWord: toHex(word), word };
}

/** The prize line a word picks from a snapshot (weighted, unbiased, among eligible lines). */
export function pickPrizeLine(word: Uint8Array, snapshot: BoxPrizeLine[]): string {
    return boxOutcome(word, snapshot).lineId;
}
