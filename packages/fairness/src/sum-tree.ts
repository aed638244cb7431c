/**
 * `merkle-sum-v1`: the ticket-set commitment as a Merkle *sum* tree. Every node carries the total
 * draw weight beneath it, so one O(log n) path from a leaf to the root fixes that ticket's
 * cumulative-weight interval [before, before + weight) and the root's total: the winner, and a
 * shopper's own tickets, are proven without the rest of the list.
 *
 * Encodings (docs/fairness.md#merkle-sum-tree-merkle-sum-v1):
 *   leaf      = SHA-256(0x00 || utf8(ticketId) || 0x00 || uint32be(weight) || holderHash (32 bytes)); sum = weight
 *   node      = SHA-256(0x01 || left.hash || uint64be(left.sum) || right.hash || uint64be(right.sum));
 *               sum = left.sum + right.sum
 *   root      = the top node's hash (no tickets: SHA-256 of the empty string)
 *
 * The leaf is the same as the plain tree's (commitment.ts) and carries its weight; a node's input
 * is 81 bytes with fixed-width sums, so no leaf passes as a node and the sums cannot be shifted
 * between siblings. Shape as the plain tree: pairs (0,1), (2,3), ...; an odd last node moves up
 * unchanged. Sums are below 2^64 (a tree whose total reaches 2^64 is refused).
 *
 * Built level by level into typed arrays (32 bytes of hash and one uint64 sum per node, no
 * per-node objects), so a million-ticket tree takes a few seconds and about 100 MB.
 */
import { equalBytes } from '@noble/curves/utils';
import { sha256 } from '@noble/hashes/sha2';

import { fromHex, toHex } from './bytes.js';
import { type CommittedTicket, ticketLeaf } from './commitment.js';
import { uniformBelow } from './uniform.js';

/** The scheme name stored with a draw and published with its proof. */
export const MERKLE_SUM_SCHEME = 'merkle-sum-v1';
/** The plain SHA-256 Merkle root over the list (commitment.ts): draws committed before the sum tree. */
export const MERKLE_SCHEME = 'merkle-v1';
export type CommitmentScheme = typeof MERKLE_SCHEME | typeof MERKLE_SUM_SCHEME;

/** One step of a sum path: the sibling's hash and the weight beneath it, and the side it is on. */
export type SumProofStep = { side: 'L' | 'R'; hash: string; sum: string };

const NODE_PREFIX = 0x01;
const MAX_SUM = (1n << 64n) - 1n;

export interface SumTree {
    /** Number of leaves. */
    count: number;
    /** The root hash (hex). */
    root: string;
    /** Sum of all weights. */
    total: bigint;
    /** Per level, leaves first: 32-byte hashes back to back, and the sums. */
    hashes: Uint8Array[];
    sums: BigUint64Array[];
}

const HEX_VALUE = new Int8Array(128).fill(-1);
for (let c = 0; c < 16; c++) {
    HEX_VALUE['0123456789abcdef'.charCodeAt(c)] = c;
    HEX_VALUE['0123456789ABCDEF'.charCodeAt(c)] = c;
}

/**
 * ticketLeaf's bytes, written into one reused buffer: a million leaves would otherwise spend more
 * time allocating and concatenating than hashing. Falls back to ticketLeaf (which also explains
 * what is wrong) for anything unusual.
 */
class LeafEncoder {
    private buffer = new Uint8Array(256);
    private encoder = new TextEncoder();

    hash(ticket: CommittedTicket): Uint8Array {
        const id = ticket?.ticketId;
        const weight = ticket?.weight;
        const holder = ticket?.holderHash;
        if (
            typeof id !== 'string' ||
            id.length > 64 ||
            typeof holder !== 'string' ||
            holder.length !== 64 ||
            !Number.isInteger(weight) ||
            weight < 0 ||
            weight > 0xffffffff
        ) {
            return ticketLeaf(ticket);
        }
        const buf = this.buffer;
        buf[0] = 0x00;
        const { read, written } = this.encoder.encodeInto(id, buf.subarray(1, 1 + 3 * 64));
        if (read !== id.length) return ticketLeaf(ticket);
        let at = 1 + written;
        buf[at++] = 0x00;
        buf[at++] = weight >>> 24;
        buf[at++] = (weight >>> 16) & 0xff;
        buf[at++] = (weight >>> 8) & 0xff;
        buf[at++] = weight & 0xff;
        for (let k = 0; k < 64; k += 2) {
            const hi = HEX_VALUE[holder.charCodeAt(k)] ?? -1;
            const lo = HEX_VALUE[holder.charCodeAt(k + 1)] ?? -1;
            if (hi < 0 || lo < 0) return ticketLeaf(ticket);
            buf[at++] = (hi << 4) | lo;
        }
        return sha256(buf.subarray(0, at));
    }
}

/** Builds the sum tree of the ordered list. Throws on a malformed ticket or a total of 2^64 or more. */
export function buildSumTree(tickets: CommittedTicket[]): SumTree {
    if (!Array.isArray(tickets)) throw new TypeError('tickets must be an array');
    const n = tickets.length;
    let hashes = new Uint8Array(n * 32);
    let sums = new BigUint64Array(n);
    let total = 0n;
    const leaves = new LeafEncoder();
    for (let i = 0; i < n; i++) {
        const t = tickets[i]!;
        hashes.set(leaves.hash(t), i * 32);
        sums[i] = BigInt(t.weight);
        total += BigInt(t.weight);
    }
    if (total > MAX_SUM) throw new RangeError('buildSumTree: the weights sum to 2^64 or more');
    const allHashes = [hashes];
    const allSums = [sums];
    const input = new Uint8Array(81);
    const view = new DataView(input.buffer);
    input[0] = NODE_PREFIX;
    for (let len = n; len > 1;) {
        const next = Math.ceil(len / 2);
        const nextHashes = new Uint8Array(next * 32);
        const nextSums = new BigUint64Array(next);
        for (let i = 0; i < next; i++) {
            const l = 2 * i;
            if (l + 1 < len) {
                input.set(hashes.subarray(l * 32, l * 32 + 32), 1);
                view.setBigUint64(33, sums[l]!);
                input.set(hashes.subarray(l * 32 + 32, l * 32 + 64), 41);
                view.setBigUint64(73, sums[l + 1]!);
                nextHashes.set(sha256(input), i * 32);
                nextSums[i] = sums[l]! + sums[l + 1]!;
            } else {
                nextHashes.set(hashes.subarray(l * 32, l * 32 + 32), i * 32);
                nextSums[i] = sums[l]!;
            }
        }
        hashes = nextHashes;
        sums = nextSums;
        allHashes.push(hashes);
        allSums.push(sums);
        len = next;
    }
    const root = n === 0 ? toHex(sha256(new Uint8Array())) : toHex(hashes.subarray(0, 32));
    return { count: n, root, total, hashes: allHashes, sums: allSums };
}

/** The merkle-sum-v1 root (hex) of the ordered ticket list. */
export function sumTreeRoot(tickets: CommittedTicket[]): string {
    return buildSumTree(tickets).root;
}

/** The path of leaf `index`: each sibling from the leaf up, with its sum. A level where the node moves up unchanged adds no step. */
export function sumTreeProof(tree: SumTree, index: number): SumProofStep[] {
    if (!Number.isInteger(index) || index < 0 || index >= tree.count) throw new RangeError('sumTreeProof: index out of range');
    const proof: SumProofStep[] = [];
    let i = index;
    for (let level = 0; level < tree.hashes.length - 1; level++) {
        const sibling = i ^ 1;
        const sums = tree.sums[level]!;
        if (sibling < sums.length) {
            proof.push({
                side: sibling < i ? 'L' : 'R',
                hash: toHex(tree.hashes[level]!.subarray(sibling * 32, sibling * 32 + 32)),
                sum: sums[sibling]!.toString(),
            });
        }
        i >>= 1;
    }
    return proof;
}

const STEP_BYTES = 40;

/**
 * The compact form of a path, as the proof page downloads it: base64 of each step's sibling hash
 * (32 bytes) and sum (uint64be), from the leaf up — 40 bytes a step, about 1 KB for a million
 * tickets. The sides are not written: they follow from the leaf's index and the list's length.
 */
export function encodeSumPath(steps: SumProofStep[]): string {
    const bytes = new Uint8Array(steps.length * STEP_BYTES);
    const view = new DataView(bytes.buffer);
    steps.forEach((step, k) => {
        const hash = fromHex(step.hash);
        if (hash.length !== 32) throw new RangeError('encodeSumPath: a sibling hash must be 32 bytes');
        bytes.set(hash, k * STEP_BYTES);
        view.setBigUint64(k * STEP_BYTES + 32, BigInt(step.sum));
    });
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
}

/** The steps of a compact path for leaf `index` of `count` leaves; null if it is malformed or has the wrong length. Never throws. */
export function decodeSumPath(path: string, index: number, count: number): SumProofStep[] | null {
    try {
        if (typeof path !== 'string' || !Number.isSafeInteger(index) || !Number.isSafeInteger(count) || index < 0 || index >= count) return null;
        const binary = atob(path);
        const sides = expectedSides(index, count);
        if (binary.length !== sides.length * STEP_BYTES) return null;
        const bytes = Uint8Array.from(binary, c => c.charCodeAt(0));
        const view = new DataView(bytes.buffer);
        return sides.map((side, k) => ({
            side,
            hash: toHex(bytes.subarray(k * STEP_BYTES, k * STEP_BYTES + 32)),
            sum: view.getBigUint64(k * STEP_BYTES + 32).toString(),
        }));
    } catch {
        return null;
    }
}

/** The sides a path must take for leaf `index` of `count` leaves (the tree's shape is fixed by the count). */
function expectedSides(index: number, count: number): Array<'L' | 'R'> {
    const sides: Array<'L' | 'R'> = [];
    for (let i = index, len = count; len > 1; i >>= 1, len = Math.ceil(len / 2)) {
        const sibling = i ^ 1;
        if (sibling < len) sides.push(sibling < i ? 'L' : 'R');
    }
    return sides;
}

export interface SumPathCheck {
    /** The ticket's cumulative-weight interval is [before, before + weight). */
    before: bigint;
    /** The root's total weight, fixed by the path. */
    total: bigint;
}

/**
 * Checks that `proof` links `ticket` to `rootHex` in a merkle-sum-v1 tree and returns the ticket's
 * interval start and the tree's total, or null. With `position` (its index and the list's count),
 * the path must also have the shape of that position. Never throws.
 */
export function verifySumProof(
    rootHex: string,
    ticket: CommittedTicket,
    proof: SumProofStep[],
    position?: { index: number; count: number },
): SumPathCheck | null {
    try {
        const root = fromHex(rootHex);
        if (root.length !== 32 || !Array.isArray(proof)) return null;
        if (position) {
            const { index, count } = position;
            if (!Number.isSafeInteger(index) || !Number.isSafeInteger(count) || index < 0 || index >= count) return null;
            const sides = expectedSides(index, count);
            if (sides.length !== proof.length || sides.some((side, k) => proof[k]?.side !== side)) return null;
        }
        let hash = ticketLeaf(ticket);
        let sum = BigInt(ticket.weight);
        let before = 0n;
        const input = new Uint8Array(81);
        const view = new DataView(input.buffer);
        input[0] = NODE_PREFIX;
        for (const step of proof) {
            if (step === null || typeof step !== 'object' || typeof step.sum !== 'string' || !/^[0-9]{1,20}$/.test(step.sum)) return null;
            const sibling = fromHex(step.hash);
            const siblingSum = BigInt(step.sum);
            if (sibling.length !== 32 || siblingSum > MAX_SUM || sum + siblingSum > MAX_SUM) return null;
            if (step.side === 'L') {
                input.set(sibling, 1);
                view.setBigUint64(33, siblingSum);
                input.set(hash, 41);
                view.setBigUint64(73, sum);
                before += siblingSum;
            } else if (step.side === 'R') {
                input.set(hash, 1);
                view.setBigUint64(33, sum);
                input.set(sibling, 41);
                view.setBigUint64(73, siblingSum);
            } else return null;
            hash = sha256(input);
            sum += siblingSum;
        }
        return equalBytes(hash, root) ? { before, total: sum } : null;
    } catch {
        return null;
    }
}

export interface WinnerPathCheck {
    ok: boolean;
    /** uniformBelow(randomWord, total), as pickWinner computes it; null when the path does not verify. */
    point: bigint | null;
    before: bigint | null;
    total: bigint | null;
    reason?: string;
}

/**
 * The winner by its path alone: the path fixes the ticket's interval and the total, and the ticket
 * wins when point = uniformBelow(randomWord, total) lies in [before, before + weight) — exactly the
 * ticket pickWinner picks from the full list. Never throws.
 */
export function verifyWinnerPath(
    rootHex: string,
    randomWord: Uint8Array,
    ticket: CommittedTicket,
    proof: SumProofStep[],
    position?: { index: number; count: number },
): WinnerPathCheck {
    const checked = verifySumProof(rootHex, ticket, proof, position);
    if (!checked) return { ok: false, point: null, before: null, total: null, reason: "the winner's path does not lead to the commitment" };
    const { before, total } = checked;
    if (total === 0n) return { ok: false, point: null, before, total, reason: 'the tickets weigh nothing' };
    let point: bigint;
    try {
        point = uniformBelow(randomWord, total);
    } catch {
        return { ok: false, point: null, before, total, reason: 'bad random word' };
    }
    const inside = before <= point && point < before + BigInt(ticket.weight);
    return inside
        ? { ok: true, point, before, total }
        : { ok: false, point, before, total, reason: `point ${point} is outside the ticket's interval [${before}, ${before + BigInt(ticket.weight)})` };
}
