/**
 * drand public randomness beacons, quicknet scheme `bls-unchained-g1-rfc9380`: round r's signature
 * is a BLS12-381 signature on G1 (48 bytes compressed) over SHA-256(uint64be(r)), hashed to G1
 * with the DST `BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_`, under a public key on G2 (96 bytes).
 * The round's randomness is SHA-256(signature). Round r is emitted at genesis_time + (r−1)·period.
 *
 * A draw decided by a beacon: at DRAW_INIT the commitment is published; the round that will
 * decide the draw is fixed next, as the first round emitted at least `delaySeconds` after that
 * moment, so the round's signature did not exist when the ticket list was frozen. The draw's
 * random word is SHA-256(commitment ‖ round signature).
 */
import { bls12_381 } from '@noble/curves/bls12-381';
import { concatBytes, numberToBytesBE } from '@noble/curves/utils';
import { sha256 } from '@noble/hashes/sha2';

import { fromHex, toHex } from './bytes.js';

/** drand's scheme id for unchained rounds with signatures on G1 (quicknet). */
export const DRAND_SCHEME_ID = 'bls-unchained-g1-rfc9380';
export const DRAND_G1_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

/** What a verifier needs of a beacon chain to place and check its rounds. */
export interface BeaconChain {
    /** The chain's group public key: a compressed G2 point, hex (96 bytes). */
    publicKey: string;
    /** Unix seconds of round 1. */
    genesisTime: number;
    /** Seconds between rounds. */
    period: number;
}

/**
 * drand's quicknet (League of Entropy), as its `/info` publishes it
 * (https://api.drand.sh/52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971/info).
 */
export const DRAND_QUICKNET: BeaconChain & { chainHash: string; beaconID: string } = {
    chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
    publicKey:
        '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
    genesisTime: 1692803367,
    period: 3,
    beaconID: 'quicknet',
};

function checkRound(round: number): void {
    if (!Number.isSafeInteger(round) || round < 1) throw new RangeError('round must be an integer >= 1');
}

function checkChain(chain: Pick<BeaconChain, 'genesisTime' | 'period'>): void {
    if (!Number.isSafeInteger(chain.genesisTime) || chain.genesisTime < 0) throw new RangeError('genesisTime must be whole unix seconds');
    if (!Number.isSafeInteger(chain.period) || chain.period < 1) throw new RangeError('period must be whole seconds >= 1');
}

/** The message a round signs: SHA-256(uint64be(round)). */
export function beaconRoundMessage(round: number): Uint8Array {
    checkRound(round);
    return sha256(numberToBytesBE(BigInt(round), 8));
}

/** Unix seconds at which round r is emitted: genesis_time + (r−1)·period. */
export function roundTime(chain: Pick<BeaconChain, 'genesisTime' | 'period'>, round: number): number {
    checkChain(chain);
    checkRound(round);
    return chain.genesisTime + (round - 1) * chain.period;
}

/** The latest round emitted at unix time `time` (seconds, may be fractional); 0 before genesis. */
export function roundAt(chain: Pick<BeaconChain, 'genesisTime' | 'period'>, time: number): number {
    checkChain(chain);
    if (!Number.isFinite(time)) throw new RangeError('time must be unix seconds');
    if (time < chain.genesisTime) return 0;
    return Math.floor((time - chain.genesisTime) / chain.period) + 1;
}

/** The first round emitted at or after unix time `time` (seconds): the round a draw fixes. */
export function firstRoundAtOrAfter(chain: Pick<BeaconChain, 'genesisTime' | 'period'>, time: number): number {
    checkChain(chain);
    if (!Number.isFinite(time)) throw new RangeError('time must be unix seconds');
    if (time <= chain.genesisTime) return 1;
    return Math.ceil((time - chain.genesisTime) / chain.period) + 1;
}

/**
 * Whether `signature` (hex, 48-byte compressed G1) is the round's signature under the chain's
 * public key (hex, 96-byte compressed G2). Never throws: malformed input is simply not valid.
 */
export function verifyBeaconRound(publicKey: string, round: number, signature: string): boolean {
    try {
        const sig = fromHex(signature);
        const pk = fromHex(publicKey);
        if (sig.length !== 48 || pk.length !== 96) return false;
        const hashed = bls12_381.shortSignatures.hash(beaconRoundMessage(round), DRAND_G1_DST);
        return bls12_381.shortSignatures.verify(sig, hashed, pk);
    } catch {
        return false;
    }
}

/** A round's randomness as drand publishes it: SHA-256(signature), hex. */
export function beaconRandomness(signature: string): string {
    return toHex(sha256(fromHex(signature)));
}

/** The draw's random word: SHA-256(commitment (32 bytes) ‖ round signature (48 bytes)). */
export function drandDrawWord(commitmentHex: string, signatureHex: string): Uint8Array {
    const commitment = fromHex(commitmentHex);
    if (commitment.length !== 32) throw new RangeError('commitment must be 32 bytes (64 hex characters)');
    const signature = fromHex(signatureHex);
    if (signature.length !== 48) throw new RangeError('a quicknet round signature is 48 bytes (96 hex characters)');
    return sha256(concatBytes(commitment, signature));
}

/** A beacon's public key (hex, compressed G2) from its 32-byte secret key: for an embedded beacon. */
export function beaconPublicKey(secretKey: Uint8Array): string {
    return toHex(bls12_381.shortSignatures.getPublicKey(secretKey).toBytes(true));
}

/** Round r's signature (hex, compressed G1) with a beacon's secret key: what an embedded beacon serves. */
export function signBeaconRound(secretKey: Uint8Array, round: number): string {
    const hashed = bls12_381.shortSignatures.hash(beaconRoundMessage(round), DRAND_G1_DST);
    return toHex(bls12_381.shortSignatures.sign(hashed, secretKey).toBytes(true));
}
