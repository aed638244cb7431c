/**
 * The fairness log: one public, append-only Merkle log of every draw's commitment, random word and
 * result and every box opening's result, hashed as Certificate Transparency does (RFC 6962 §2.1,
 * RFC 9162 §2.1): leaf hash SHA-256(0x00 ‖ entry), node hash SHA-256(0x01 ‖ left ‖ right), the tree
 * split at the largest power of two below its size. A signed tree head (size, root, time, Ed25519
 * signature) fixes the whole history up to its size: an inclusion proof shows an entry is in it, a
 * consistency proof shows a later head only appended to an earlier one. Rewriting or removing any
 * past entry changes every later root, so it cannot be hidden from anyone holding an older head.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { concatBytes, equalBytes, numberToBytesBE } from '@noble/curves/utils';
import { sha256 } from '@noble/hashes/sha2';

import { fromHex, toHex, utf8 } from './bytes.js';

const LEAF_PREFIX = new Uint8Array([0]);
const NODE_PREFIX = new Uint8Array([1]);

/** RFC 6962 leaf hash of one entry's bytes (an entry body is hashed as its UTF-8). */
export function logLeafHash(entry: Uint8Array | string): Uint8Array {
    return sha256(concatBytes(LEAF_PREFIX, typeof entry === 'string' ? utf8(entry) : entry));
}

/** RFC 6962 interior node hash. */
export function logNodeHash(left: Uint8Array, right: Uint8Array): Uint8Array {
    return sha256(concatBytes(NODE_PREFIX, left, right));
}

/** The largest power of two strictly below n (n ≥ 2). */
function splitPoint(n: number): number {
    let k = 1;
    while (k * 2 < n) k *= 2;
    return k;
}

/**
 * Hashes of complete subtrees, kept between calls over one growing log: a subtree of 2^k leaves
 * starting at a multiple of 2^k never changes once its leaves exist (the log only appends), so a
 * new head or proof hashes only the log's ragged right edge. Keyed by "start/size"; only subtrees
 * of at least CACHED_SUBTREE leaves are kept, so a million entries cost about 8,000 cached hashes.
 */
export type LogHashCache = Map<string, Uint8Array>;
const CACHED_SUBTREE = 256;

/** Merkle tree hash of leaf hashes [start, end) (RFC 6962 MTH; the empty tree hashes the empty string). */
function subtreeHash(leaves: readonly Uint8Array[], start: number, end: number, cache?: LogHashCache): Uint8Array {
    const n = end - start;
    if (n === 0) return sha256(new Uint8Array(0));
    if (n === 1) return leaves[start]!;
    const complete = cache && n >= CACHED_SUBTREE && (n & (n - 1)) === 0;
    const key = `${start}/${n}`;
    const cached = complete ? cache.get(key) : undefined;
    if (cached) return cached;
    const k = splitPoint(n);
    const hash = logNodeHash(subtreeHash(leaves, start, start + k, cache), subtreeHash(leaves, start + k, end, cache));
    if (complete) cache.set(key, hash);
    return hash;
}

function checkSize(size: number, max: number, what: string) {
    if (!Number.isSafeInteger(size) || size < 0 || size > max) throw new RangeError(`${what} must be an integer in 0..${max}`);
}

/** The root of the first `size` leaves (all of them by default). */
export function logRoot(leafHashes: readonly Uint8Array[], size = leafHashes.length, cache?: LogHashCache): Uint8Array {
    checkSize(size, leafHashes.length, 'size');
    return subtreeHash(leafHashes, 0, size, cache);
}

/** RFC 6962 PATH(m, D[n]): the audit path of leaf `index` in the tree of the first `size` leaves, leaf side first. */
export function logInclusionProof(leafHashes: readonly Uint8Array[], index: number, size = leafHashes.length, cache?: LogHashCache): Uint8Array[] {
    checkSize(size, leafHashes.length, 'size');
    if (!Number.isSafeInteger(index) || index < 0 || index >= size) throw new RangeError('index must be below the tree size');
    const path: Uint8Array[] = [];
    const walk = (m: number, start: number, end: number) => {
        const n = end - start;
        if (n <= 1) return;
        const k = splitPoint(n);
        if (m < k) {
            walk(m, start, start + k);
            path.push(subtreeHash(leafHashes, start + k, end, cache));
        } else {
            walk(m - k, start + k, end);
            path.push(subtreeHash(leafHashes, start, start + k, cache));
        }
    };
    walk(index, 0, size);
    return path;
}

/** RFC 6962 PROOF(m, D[n]): proves the tree of the first `oldSize` leaves is a prefix of the tree of `newSize`. */
export function logConsistencyProof(leafHashes: readonly Uint8Array[], oldSize: number, newSize = leafHashes.length, cache?: LogHashCache): Uint8Array[] {
    checkSize(newSize, leafHashes.length, 'newSize');
    checkSize(oldSize, newSize, 'oldSize');
    if (oldSize === 0 || oldSize === newSize) return [];
    const proof: Uint8Array[] = [];
    const sub = (m: number, start: number, end: number, whole: boolean) => {
        const n = end - start;
        if (m === n) {
            if (!whole) proof.push(subtreeHash(leafHashes, start, end, cache));
            return;
        }
        const k = splitPoint(n);
        if (m <= k) {
            sub(m, start, start + k, whole);
            proof.push(subtreeHash(leafHashes, start + k, end, cache));
        } else {
            sub(m - k, start + k, end, false);
            proof.push(subtreeHash(leafHashes, start, start + k, cache));
        }
    };
    sub(oldSize, 0, newSize, true);
    return proof;
}

/** RFC 9162 §2.1.3.2: does `proof` place `leafHash` at `index` of the tree of `size` whose root is `root`? */
export function verifyLogInclusion(leafHash: Uint8Array, index: number, size: number, proof: readonly Uint8Array[], root: Uint8Array): boolean {
    if (!Number.isSafeInteger(index) || !Number.isSafeInteger(size) || index < 0 || index >= size) return false;
    // Big integers: sizes past 2^31 must not wrap under JavaScript's 32-bit shifts.
    let fn = BigInt(index);
    let sn = BigInt(size - 1);
    let r = leafHash;
    for (const p of proof) {
        if (sn === 0n) return false;
        if ((fn & 1n) === 1n || fn === sn) {
            r = logNodeHash(p, r);
            while ((fn & 1n) === 0n && fn !== 0n) {
                fn >>= 1n;
                sn >>= 1n;
            }
        } else {
            r = logNodeHash(r, p);
        }
        fn >>= 1n;
        sn >>= 1n;
    }
    return sn === 0n && equalBytes(r, root);
}

/** RFC 9162 §2.1.4.2: is the tree of `oldSize` with root `oldRoot` a prefix of the tree of `newSize` with root `newRoot`? */
export function verifyLogConsistency(oldSize: number, newSize: number, proof: readonly Uint8Array[], oldRoot: Uint8Array, newRoot: Uint8Array): boolean {
    if (!Number.isSafeInteger(oldSize) || !Number.isSafeInteger(newSize) || oldSize < 0 || oldSize > newSize) return false;
    if (oldSize === newSize) return proof.length === 0 && equalBytes(oldRoot, newRoot);
    // The empty tree is a prefix of every tree.
    if (oldSize === 0) return proof.length === 0;
    let path = [...proof];
    // An old tree that is a complete subtree is not repeated in the proof.
    if ((oldSize & (oldSize - 1)) === 0) path = [oldRoot, ...path];
    if (path.length === 0) return false;
    let fn = BigInt(oldSize - 1);
    let sn = BigInt(newSize - 1);
    while ((fn & 1n) === 1n) {
        fn >>= 1n;
        sn >>= 1n;
    }
    let fr = path[0]!;
    let sr = path[0]!;
    for (const c of path.slice(1)) {
        if (sn === 0n) return false;
        if ((fn & 1n) === 1n || fn === sn) {
            fr = logNodeHash(c, fr);
            sr = logNodeHash(c, sr);
            while ((fn & 1n) === 0n && fn !== 0n) {
                fn >>= 1n;
                sn >>= 1n;
            }
        } else {
            sr = logNodeHash(sr, c);
        }
        fn >>= 1n;
        sn >>= 1n;
    }
    return sn === 0n && equalBytes(fr, oldRoot) && equalBytes(sr, newRoot);
}

/** A tree head as the log publishes it: hex root and signature, time in unix milliseconds. */
export interface SignedTreeHead {
    treeSize: number;
    /** When the log signed it (unix milliseconds). */
    timestamp: number;
    rootHash: string;
    /** Ed25519 over treeHeadMessage(treeSize, timestamp, rootHash), hex. */
    signature: string;
}

const TREE_HEAD_CONTEXT = utf8('tuah-log-tree-head/1');

/** The bytes a tree head's signature covers: "tuah-log-tree-head/1" ‖ uint64be(size) ‖ uint64be(timestamp) ‖ root. */
export function treeHeadMessage(treeSize: number, timestamp: number, rootHash: string): Uint8Array {
    checkSize(treeSize, Number.MAX_SAFE_INTEGER, 'treeSize');
    checkSize(timestamp, Number.MAX_SAFE_INTEGER, 'timestamp');
    const root = fromHex(rootHash);
    if (root.length !== 32) throw new RangeError('rootHash must be 32 bytes');
    return concatBytes(TREE_HEAD_CONTEXT, numberToBytesBE(treeSize, 8), numberToBytesBE(timestamp, 8), root);
}

/** The log's Ed25519 public key (hex) for a 32-byte secret key (hex). */
export function logPublicKey(secretKey: string): string {
    return toHex(ed25519.getPublicKey(fromHex(secretKey)));
}

export function signTreeHead(secretKey: string, head: Omit<SignedTreeHead, 'signature'>): SignedTreeHead {
    const signature = ed25519.sign(treeHeadMessage(head.treeSize, head.timestamp, head.rootHash), fromHex(secretKey));
    return { treeSize: head.treeSize, timestamp: head.timestamp, rootHash: head.rootHash, signature: toHex(signature) };
}

/** Whether the head is well formed and signed by the log key `publicKey` (hex). Never throws. */
export function verifyTreeHead(publicKey: string, head: SignedTreeHead): boolean {
    try {
        return ed25519.verify(fromHex(head.signature), treeHeadMessage(head.treeSize, head.timestamp, head.rootHash), fromHex(publicKey));
    } catch {
        return false;
    }
}

/** What one log entry says, before it is written down as its body. */
export interface LogEntryContent {
    /** draw.commitment, draw.randomness, draw.result, box.result. */
    kind: string;
    /** Whose entry: `draw:<sId>` or `box:<box code>`; one entry per subject and kind. */
    subject: string;
    /** When it was logged (ISO 8601, UTC). */
    loggedAt: string;
    data: Record<string, string | number | boolean | null>;
}

/** JSON with object keys sorted at every level: one body for one content, whoever writes it. */
function canonicalJson(value: unknown): string {
    if (value === null || typeof value !== 'object') return JSON.stringify(value);
    if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** An entry's body: the canonical JSON of its content with a format version; its leaf hash is logLeafHash(body). */
export function logEntryBody(content: LogEntryContent): string {
    return canonicalJson({ v: 1, ...content });
}

/** Reads an entry body back; null if it is not one. */
export function parseLogEntryBody(body: string): (LogEntryContent & { v: number }) | null {
    try {
        const parsed = JSON.parse(body);
        if (!parsed || typeof parsed !== 'object' || typeof parsed.kind !== 'string' || typeof parsed.subject !== 'string') return null;
        return parsed;
    } catch {
        return null;
    }
}

/** One entry's inclusion, as a browser checks it against a signed head. */
export interface LogInclusionCheck {
    publicKey: string;
    head: SignedTreeHead;
    index: number;
    body: string;
    /** Audit path, hex, leaf side first. */
    proof: readonly string[];
}

/** `head-signature`: the head is not the log's; `not-included`: the entry is not at that index under the head. */
export type LogInclusionFailure = 'head-signature' | 'not-included';

/** Checks the head's signature, then the entry's audit path to its root. */
export function checkLogInclusion(check: LogInclusionCheck): { ok: true } | { ok: false; reason: LogInclusionFailure } {
    if (!verifyTreeHead(check.publicKey, check.head)) return { ok: false, reason: 'head-signature' };
    try {
        const included = verifyLogInclusion(logLeafHash(check.body), check.index, check.head.treeSize, check.proof.map(fromHex), fromHex(check.head.rootHash));
        return included ? { ok: true } : { ok: false, reason: 'not-included' };
    } catch {
        return { ok: false, reason: 'not-included' };
    }
}
