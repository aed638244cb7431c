/**
 * ECVRF-EDWARDS25519-SHA512-TAI (RFC 9381, suite string 0x03), written from the RFC on top of
 * @noble/curves' edwards25519 point arithmetic and @noble/hashes' SHA-512.
 *
 * Suite parameters (RFC 9381 §5.5): cofactor 8, ptLen 32, cLen 16, qLen 32, point_to_string /
 * string_to_point = RFC 8032 §5.1.2 / §5.1.3 encoding (strict: y < p, no "x = 0 with sign bit"),
 * int_to_string / string_to_int = little-endian, encode_to_curve = try-and-increment with the
 * public key as salt, nonce generation = RFC 8032 style (§5.4.2.2).
 *
 * Proof pi = point_to_string(Gamma) (32) || int_to_string(c, 16) || int_to_string(s, 32) = 80 bytes.
 * Output beta = SHA-512(0x03 || 0x03 || point_to_string(8 * Gamma) || 0x00) = 64 bytes.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { bytesToNumberLE, concatBytes, numberToBytesLE } from '@noble/curves/utils';
import { sha512 } from '@noble/hashes/sha2';

type EdPoint = InstanceType<typeof ed25519.Point>;

const Point = ed25519.Point;
/** q: the order of the prime-order subgroup (RFC 9381 calls it q, RFC 8032 calls it L). */
const Q: bigint = Point.CURVE().n;

const SUITE = 0x03;
const PT_LEN = 32;
const C_LEN = 16;
const Q_LEN = 32;
const PROOF_LEN = PT_LEN + C_LEN + Q_LEN;

const ENCODE_TO_CURVE_FRONT = 0x01;
const CHALLENGE_FRONT = 0x02;
const PROOF_TO_HASH_FRONT = 0x03;
const DOMAIN_BACK = 0x00;

function assertBytes(value: unknown, length: number, name: string): asserts value is Uint8Array {
    if (!(value instanceof Uint8Array)) throw new TypeError(`${name}: expected a Uint8Array`);
    if (value.length !== length) throw new RangeError(`${name}: expected ${length} bytes, got ${value.length}`);
}

/** RFC 8032 §5.1.3 decoding; null for "INVALID" (not on the curve, y >= p, or x = 0 with the sign bit set). */
function stringToPoint(bytes: Uint8Array): EdPoint | null {
    if (bytes.length !== PT_LEN) return null;
    try {
        return Point.fromBytes(bytes, false);
    } catch {
        return null;
    }
}

function pointToString(p: EdPoint): Uint8Array {
    return p.toBytes();
}

/** RFC 8032 §5.1.5 key expansion: the clamped secret scalar x (reduced mod q) and the nonce prefix. */
function expandSecretKey(secretKey: Uint8Array): { x: bigint; prefix: Uint8Array } {
    assertBytes(secretKey, 32, 'secretKey');
    const h = sha512(secretKey);
    const a = h.slice(0, 32);
    a[0]! &= 248;
    a[31]! &= 127;
    a[31]! |= 64;
    // The clamped scalar is < 2^255 and a multiple of 8, so it is never a multiple of q: x mod q != 0.
    // Multiplying a point of the prime-order subgroup by x or by x mod q gives the same point.
    return { x: bytesToNumberLE(a) % Q, prefix: h.slice(32, 64) };
}

/** RFC 9381 §5.4.1.1 ECVRF_encode_to_curve_try_and_increment, salt = PK_string. */
function encodeToCurve(salt: Uint8Array, alpha: Uint8Array): EdPoint {
    for (let ctr = 0; ctr < 256; ctr++) {
        const hash = sha512(concatBytes(Uint8Array.of(SUITE, ENCODE_TO_CURVE_FRONT), salt, alpha, Uint8Array.of(ctr, DOMAIN_BACK)));
        const candidate = stringToPoint(hash.subarray(0, PT_LEN));
        if (candidate) return candidate.clearCofactor();
    }
    // Each attempt succeeds with probability ~1/2; 256 failures in a row do not happen.
    throw new Error('ECVRF encode_to_curve: no valid point after 256 attempts');
}

/** RFC 9381 §5.4.2.2 nonce generation (RFC 8032 style). */
function nonce(prefix: Uint8Array, hString: Uint8Array): bigint {
    return bytesToNumberLE(sha512(concatBytes(prefix, hString))) % Q;
}

/** RFC 9381 §5.4.3 challenge generation over (Y, H, Gamma, U, V). */
function challenge(points: EdPoint[]): bigint {
    const parts: Uint8Array[] = [Uint8Array.of(SUITE, CHALLENGE_FRONT)];
    for (const p of points) parts.push(pointToString(p));
    parts.push(Uint8Array.of(DOMAIN_BACK));
    return bytesToNumberLE(sha512(concatBytes(...parts)).subarray(0, C_LEN));
}

/** RFC 9381 §5.4.4 ECVRF_decode_proof; null for "INVALID". */
function decodeProof(pi: Uint8Array): { gamma: EdPoint; c: bigint; s: bigint } | null {
    if (!(pi instanceof Uint8Array) || pi.length !== PROOF_LEN) return null;
    const gamma = stringToPoint(pi.subarray(0, PT_LEN));
    if (!gamma) return null;
    const c = bytesToNumberLE(pi.subarray(PT_LEN, PT_LEN + C_LEN));
    const s = bytesToNumberLE(pi.subarray(PT_LEN + C_LEN));
    if (s >= Q) return null; // non-canonical s
    return { gamma, c, s };
}

function hashPoint(gamma: EdPoint): Uint8Array {
    return sha512(concatBytes(Uint8Array.of(SUITE, PROOF_TO_HASH_FRONT), pointToString(gamma.clearCofactor()), Uint8Array.of(DOMAIN_BACK)));
}

/** The VRF public key of a 32-byte secret key: the RFC 8032 Ed25519 public key (Y = x * B). */
export function vrfPublicKey(secretKey: Uint8Array): Uint8Array {
    const { x } = expandSecretKey(secretKey);
    return pointToString(Point.BASE.multiply(x));
}

/** RFC 9381 §5.1 ECVRF_prove: the 80-byte proof pi for input alpha. Deterministic. */
export function vrfProve(secretKey: Uint8Array, alpha: Uint8Array): Uint8Array {
    if (!(alpha instanceof Uint8Array)) throw new TypeError('alpha: expected a Uint8Array');
    const { x, prefix } = expandSecretKey(secretKey);
    const Y = Point.BASE.multiply(x);
    const H = encodeToCurve(pointToString(Y), alpha);
    const gamma = H.multiply(x);
    const k = nonce(prefix, pointToString(H));
    const c = challenge([Y, H, gamma, Point.BASE.multiply(k), H.multiply(k)]);
    const s = (k + c * x) % Q;
    return concatBytes(pointToString(gamma), numberToBytesLE(c, C_LEN), numberToBytesLE(s, Q_LEN));
}

/** RFC 9381 §5.2 ECVRF_proof_to_hash: the 64-byte output beta. Throws on a malformed proof. */
export function vrfProofToHash(pi: Uint8Array): Uint8Array {
    const decoded = decodeProof(pi);
    if (!decoded) throw new Error('vrfProofToHash: invalid proof');
    return hashPoint(decoded.gamma);
}

/**
 * RFC 9381 §5.3 ECVRF_verify with validate_key = TRUE: beta if pi is a valid proof for alpha under
 * publicKey, else null. Never throws: malformed keys, proofs or inputs give null.
 */
export function vrfVerify(publicKey: Uint8Array, pi: Uint8Array, alpha: Uint8Array): Uint8Array | null {
    try {
        if (!(publicKey instanceof Uint8Array) || !(pi instanceof Uint8Array) || !(alpha instanceof Uint8Array)) return null;
        const Y = stringToPoint(publicKey);
        if (!Y) return null;
        // §5.4.5 ECVRF_validate_key: reject a Y of small order (8 * Y is the identity).
        if (Y.clearCofactor().is0()) return null;
        const decoded = decodeProof(pi);
        if (!decoded) return null;
        const { gamma, c, s } = decoded;
        const H = encodeToCurve(publicKey, alpha);
        // Public values only: the variable-time multiplication is fine here. 0 <= s < q, 0 <= c < 2^128 < q.
        const U = Point.BASE.multiplyUnsafe(s).subtract(Y.multiplyUnsafe(c));
        const V = H.multiplyUnsafe(s).subtract(gamma.multiplyUnsafe(c));
        if (challenge([Y, H, gamma, U, V]) !== c) return null;
        return hashPoint(gamma);
    } catch {
        return null;
    }
}
