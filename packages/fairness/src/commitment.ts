/**
 * The ticket-set commitment published at DRAW_INIT: a SHA-256 Merkle root over the ordered ticket
 * list, fixed before any randomness exists.
 *
 * Encodings:
 *   leaf = SHA-256(0x00 || utf8(ticketId) || 0x00 || uint32be(weight) || holderHash (32 bytes))
 *   node = SHA-256(0x01 || left || right)
 *
 * Domain separation: a leaf hash input starts with 0x00 and an inner-node input with 0x01, so no
 * inner node (or the 64 bytes of two children) can be passed off as a ticket leaf and vice versa
 * (the classic Merkle second-preimage trick, cf. RFC 6962 §2.1). Within a leaf, everything after
 * the ticket id has a fixed length (1 + 4 + 32 bytes), so the encoding is injective even if an
 * id contained a 0x00 byte.
 *
 * Tree shape: leaves in list order; at each level, pairs (0,1), (2,3), ... are hashed together and
 * an odd last node is promoted to the next level unchanged. One ticket: root = its leaf hash.
 * No tickets: root = SHA-256 of the empty string.
 */
import { concatBytes, equalBytes } from '@noble/curves/utils';
import { sha256 } from '@noble/hashes/sha2';

import { fromHex, toHex, utf8 } from './bytes.js';
import { uint32be } from './internal.js';

export interface CommittedTicket {
    ticketId: string;
    /** Draw weight (whole number, 0 ..= 2^32 - 1). */
    weight: number;
    /** holderHash(salt, customerId): 64 hex characters. */
    holderHash: string;
}

export type MerkleProofStep = { side: 'L' | 'R'; hash: string };

const LEAF_PREFIX = 0x00;
const NODE_PREFIX = 0x01;

/**
 * A salted hash of the ticket holder: SHA-256(fromHex(salt) || utf8(":" + customerId)), hex.
 * The salt is a per-campaign secret, so the public ticket list does not reveal who holds which
 * ticket (customer ids are small sequential numbers and would be trivial to enumerate unsalted).
 */
export function holderHash(saltHex: string, customerId: string): string {
    if (typeof customerId !== 'string') throw new TypeError('holderHash: customerId must be a string');
    return toHex(sha256(concatBytes(fromHex(saltHex), utf8(':' + customerId))));
}

function holderBytes(ticket: CommittedTicket): Uint8Array {
    if (typeof ticket.holderHash !== 'string') throw new TypeError('ticket.holderHash must be a hex string');
    const bytes = fromHex(ticket.holderHash);
    if (bytes.length !== 32) throw new RangeError(`ticket ${ticket.ticketId}: holderHash must be 32 bytes (64 hex characters)`);
    return bytes;
}

/** The leaf hash of one ticket (see the module comment for the encoding). */
export function ticketLeaf(ticket: CommittedTicket): Uint8Array {
    if (ticket === null || typeof ticket !== 'object') throw new TypeError('ticket must be an object');
    if (typeof ticket.ticketId !== 'string') throw new TypeError('ticket.ticketId must be a string');
    if (!Number.isInteger(ticket.weight) || ticket.weight < 0 || ticket.weight > 0xffffffff) {
        throw new RangeError(`ticket ${ticket.ticketId}: weight must be a whole number in 0..2^32-1`);
    }
    return sha256(concatBytes(Uint8Array.of(LEAF_PREFIX), utf8(ticket.ticketId), Uint8Array.of(0x00), uint32be(ticket.weight), holderBytes(ticket)));
}

function nodeHash(left: Uint8Array, right: Uint8Array): Uint8Array {
    return sha256(concatBytes(Uint8Array.of(NODE_PREFIX), left, right));
}

/**
 * The last tree built for a given array, with a copy of the ticket fields it was built from. A
 * server asking for the proofs of every ticket of one list in turn then hashes the list once;
 * the copy is compared field by field on every call, so a changed list is always rebuilt.
 */
const treeCache = new WeakMap<CommittedTicket[], { fields: Array<string | number>; levels: Uint8Array[][] }>();

function sameFields(fields: Array<string | number>, tickets: CommittedTicket[]): boolean {
    if (fields.length !== tickets.length * 3) return false;
    for (let i = 0; i < tickets.length; i++) {
        const t = tickets[i]!;
        if (fields[3 * i] !== t.ticketId || fields[3 * i + 1] !== t.weight || fields[3 * i + 2] !== t.holderHash) return false;
    }
    return true;
}

/** All levels of the tree, leaves first; the last level holds the root alone. */
function levels(tickets: CommittedTicket[]): Uint8Array[][] {
    if (!Array.isArray(tickets)) throw new TypeError('tickets must be an array');
    const cached = treeCache.get(tickets);
    if (cached && sameFields(cached.fields, tickets)) return cached.levels;
    const result: Uint8Array[][] = [tickets.map(ticketLeaf)];
    for (let level = result[0]!; level.length > 1;) {
        const next: Uint8Array[] = [];
        for (let i = 0; i < level.length; i += 2) {
            next.push(i + 1 < level.length ? nodeHash(level[i]!, level[i + 1]!) : level[i]!);
        }
        result.push(next);
        level = next;
    }
    treeCache.set(tickets, { fields: tickets.flatMap(t => [t.ticketId, t.weight, t.holderHash]), levels: result });
    return result;
}

/** The Merkle root (hex) of the ordered ticket list. */
export function merkleRoot(tickets: CommittedTicket[]): string {
    const all = levels(tickets);
    const top = all[all.length - 1]!;
    return toHex(top.length === 0 ? sha256(new Uint8Array()) : top[0]!);
}

/**
 * The inclusion proof of tickets[index]: the sibling hashes from the leaf up, each with the side
 * the sibling is on. A level where the node is promoted (no sibling) contributes no step.
 */
export function merkleProof(tickets: CommittedTicket[], index: number): MerkleProofStep[] {
    const all = levels(tickets);
    if (!Number.isInteger(index) || index < 0 || index >= tickets.length) throw new RangeError('merkleProof: index out of range');
    const proof: MerkleProofStep[] = [];
    let i = index;
    for (const level of all.slice(0, -1)) {
        const sibling = i ^ 1;
        if (sibling < level.length) proof.push({ side: sibling < i ? 'L' : 'R', hash: toHex(level[sibling]!) });
        i >>= 1;
    }
    return proof;
}

/** True if `proof` links `ticket` to `rootHex`. Never throws (malformed input gives false). */
export function verifyMerkleProof(rootHex: string, ticket: CommittedTicket, proof: MerkleProofStep[]): boolean {
    try {
        const root = fromHex(rootHex);
        if (root.length !== 32 || !Array.isArray(proof)) return false;
        let current = ticketLeaf(ticket);
        for (const step of proof) {
            const sibling = fromHex(step.hash);
            if (sibling.length !== 32) return false;
            if (step.side === 'L') current = nodeHash(sibling, current);
            else if (step.side === 'R') current = nodeHash(current, sibling);
            else return false;
        }
        return equalBytes(current, root);
    } catch {
        return false;
    }
}
