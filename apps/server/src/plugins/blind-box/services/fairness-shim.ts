/**
 * TEMPORARY stand-in for `@tuah/fairness`, which is being written in parallel and will replace
 * this file (same names, same semantics) when it is merged: change the imports from
 * './fairness-shim' to '@tuah/fairness' and delete this file.
 *
 * Only the VRF differs on purpose. `vrfProve` / `vrfProofToHash` / `vrfPublicKey` here are an
 * HMAC-SHA512 STAND-IN, NOT the ECVRF-EDWARDS25519-SHA512-TAI of RFC 9381: the output is
 * unpredictable without the secret key and unique per (key, alpha) like a VRF's, but the
 * "proof" cannot be checked by anyone without the secret key, so `verifyBox` here reports
 * `proofValid: false`. Everything around it is the real structure: alpha from the committed
 * seed and the box code, proof stored, beta = proofToHash(proof), word = first 32 bytes of
 * beta, outcome = unbiased weighted pick among the eligible prize lines.
 *
 * The uniform pick mirrors the package's `uniformBelow` (rejection sampling with a SHA-256
 * chain), so outcomes derived from a given word do not change when the package arrives.
 */
import crypto from 'node:crypto';

/** Marks proofs made by this stand-in (and lets the real package tell them apart). */
export const SHIM_VRF_SUITE = 'HMAC-SHA512-STAND-IN';

export function toHex(bytes: Uint8Array): string {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}

export function fromHex(hex: string): Uint8Array {
    const body = hex.startsWith('0x') || hex.startsWith('0X') ? hex.slice(2) : hex;
    if (body.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(body)) throw new RangeError('fromHex: not a hex string');
    return new Uint8Array(Buffer.from(body, 'hex'));
}

function utf8(text: string): Uint8Array {
    return new Uint8Array(Buffer.from(text, 'utf8'));
}

function sha256(...parts: Uint8Array[]): Uint8Array {
    const h = crypto.createHash('sha256');
    for (const p of parts) h.update(p);
    return new Uint8Array(h.digest());
}

/** STAND-IN: not an Ed25519 point, a hash of the secret key that identifies it. */
export function vrfPublicKey(secretKey: Uint8Array): Uint8Array {
    assertLength(secretKey, 32, 'secretKey');
    return sha256(utf8('tuah-vrf-stand-in-pk:'), secretKey);
}

/**
 * STAND-IN for ECVRF_prove: 80 bytes like the real proof, = HMAC-SHA512(sk, alpha) (64 bytes,
 * the secret-dependent part) ‖ SHA-256(pk ‖ alpha)[0..16) (binds the proof to its key and input).
 */
export function vrfProve(secretKey: Uint8Array, alpha: Uint8Array): Uint8Array {
    assertLength(secretKey, 32, 'secretKey');
    const mac = crypto.createHmac('sha512', secretKey).update(alpha).digest();
    const tag = sha256(vrfPublicKey(secretKey), alpha).subarray(0, 16);
    const proof = new Uint8Array(80);
    proof.set(mac, 0);
    proof.set(tag, 64);
    return proof;
}

/** STAND-IN for ECVRF_proof_to_hash: the 64-byte output beta of a proof. */
export function vrfProofToHash(pi: Uint8Array): Uint8Array {
    assertLength(pi, 80, 'proof');
    return new Uint8Array(crypto.createHash('sha512').update(Uint8Array.of(0x03, 0x03)).update(pi.subarray(0, 64)).update(Uint8Array.of(0x00)).digest());
}

/** The 32-byte random word a box outcome is derived from: the first half of beta. */
export function randomWordFromBeta(beta: Uint8Array): Uint8Array {
    assertLength(beta, 64, 'beta');
    return beta.slice(0, 32);
}

/** One prize line as the derivation sees it: its odds as a whole-number weight and what is left. */
export interface BoxPrizeLine {
    id: string;
    /** rPercent × 100 (hundredths of a percent). */
    weight: number;
    /** Units left to award; null for unlimited. */
    remaining: number | null;
}

/** alpha = utf8("tuah-box:" + campaign seed + ":" + box code). */
export function boxAlpha(campaignSeed: string, boxCode: string): Uint8Array {
    return utf8(`tuah-box:${campaignSeed}:${boxCode}`);
}

export function rPercentToWeight(rPercent: number): number {
    return Math.round(rPercent * 100);
}

const TWO_256 = 1n << 256n;

function bigFromBytes(bytes: Uint8Array): bigint {
    return bytes.length ? BigInt('0x' + toHex(bytes)) : 0n;
}

/**
 * A uniform integer in [0, n): candidate_0 = word (big-endian), candidate_i =
 * SHA-256(word ‖ uint32be(i)); the first candidate below 2^256 - (2^256 mod n), mod n.
 * No modulo bias: every residue has the same number of accepted preimages.
 */
export function uniformBelow(randomWord: Uint8Array, n: bigint): bigint {
    assertLength(randomWord, 32, 'randomWord');
    if (n < 1n || n > TWO_256) throw new RangeError('uniformBelow: n must satisfy 1 <= n <= 2^256');
    const limit = TWO_256 - (TWO_256 % n);
    for (let i = 0; i <= 0xffffffff; i++) {
        const counter = new Uint8Array(4);
        new DataView(counter.buffer).setUint32(0, i);
        const candidate = i === 0 ? bigFromBytes(randomWord) : bigFromBytes(sha256(randomWord, counter));
        if (candidate < limit) return candidate % n;
    }
    throw new Error('uniformBelow: no candidate accepted');
}

/**
 * The box outcome: among the lines still eligible (remaining null or > 0, weight > 0), in the
 * order given, point = uniformBelow(word, total weight) and the line whose cumulative-weight
 * interval holds it. `index` is the position of that line in `lines` (the published snapshot).
 */
export function boxOutcome(randomWord: Uint8Array, lines: BoxPrizeLine[]): { lineId: string; index: number; point: bigint; total: bigint } {
    const eligible = lines
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => line.weight > 0 && (line.remaining === null || line.remaining > 0));
    for (const { line } of eligible) {
        if (!Number.isSafeInteger(line.weight)) throw new RangeError(`boxOutcome: weight of ${line.id} is not a whole number`);
    }
    const total = eligible.reduce((sum, { line }) => sum + BigInt(line.weight), 0n);
    if (total === 0n) throw new RangeError('boxOutcome: no prize line is eligible');
    const point = uniformBelow(randomWord, total);
    let cumulative = 0n;
    for (const { line, index } of eligible) {
        cumulative += BigInt(line.weight);
        if (cumulative > point) return { lineId: line.id, index, point, total };
    }
    throw new Error('boxOutcome: unreachable');
}

/**
 * Re-derives a box outcome from what is published. STAND-IN: the HMAC proof cannot be checked
 * without the secret key, so proofValid is false and ok follows it; lineId is still derived
 * from the proof exactly as the real verifier will derive it.
 */
export function verifyBox(p: {
    campaignSeed: string;
    boxCode: string;
    publicKey: Uint8Array;
    proof: Uint8Array;
    lines: BoxPrizeLine[];
}): { ok: boolean; proofValid: boolean; lineId: string | null; reason?: string } {
    if (p.proof.length !== 80) return { ok: false, proofValid: false, lineId: null, reason: 'the proof must be 80 bytes' };
    const alpha = boxAlpha(p.campaignSeed, p.boxCode);
    const tagMatches = toHex(sha256(p.publicKey, alpha).subarray(0, 16)) === toHex(p.proof.subarray(64));
    let lineId: string | null = null;
    try {
        lineId = boxOutcome(randomWordFromBeta(vrfProofToHash(p.proof)), p.lines).lineId;
    } catch (err) {
        return { ok: false, proofValid: false, lineId: null, reason: (err as Error).message };
    }
    return {
        ok: false,
        proofValid: false,
        lineId,
        reason: tagMatches
            ? `${SHIM_VRF_SUITE}: this proof cannot be verified without the secret key`
            : 'the proof was not made for this public key and box',
    };
}

/** The public commitment to a campaign seed: sha256(utf8(seed)) in hex. */
export function seedCommitment(seed: string): string {
    return toHex(sha256(utf8(seed)));
}

function assertLength(value: Uint8Array, length: number, name: string) {
    if (!(value instanceof Uint8Array) || value.length !== length) throw new RangeError(`${name}: expected ${length} bytes`);
}
