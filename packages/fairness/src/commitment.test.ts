import { createHash } from 'node:crypto';

import { describe, expect, test } from 'vitest';

import { toHex } from './bytes.js';
import { type CommittedTicket, holderHash, merkleProof, merkleRoot, ticketLeaf, verifyMerkleProof } from './commitment.js';

const SALT = '5a17'.repeat(16);

function sha(...parts: Array<Buffer | string>): Buffer {
    const h = createHash('sha256');
    for (const p of parts) h.update(typeof p === 'string' ? Buffer.from(p, 'hex') : p);
    return h.digest();
}

/** Independent leaf encoding with Node's Buffer and crypto. */
function refLeaf(t: CommittedTicket): Buffer {
    const weight = Buffer.alloc(4);
    weight.writeUInt32BE(t.weight);
    return sha(Buffer.from([0]), Buffer.from(t.ticketId, 'utf8'), Buffer.from([0]), weight, Buffer.from(t.holderHash, 'hex'));
}
const node = (l: Buffer, r: Buffer) => sha(Buffer.from([1]), l, r);

/** Independent root: recursive split at the largest power of two below n (same shape as level-by-level with promotion). */
function refRoot(leaves: Buffer[]): Buffer {
    if (leaves.length === 1) return leaves[0]!;
    let k = 1;
    while (k * 2 < leaves.length) k *= 2;
    return node(refRoot(leaves.slice(0, k)), refRoot(leaves.slice(k)));
}

function makeTickets(n: number, prefix = 'AB3XYZ'): CommittedTicket[] {
    return Array.from({ length: n }, (_, i) => ({
        ticketId: `${prefix}-${String(i + 1).padStart(6, '0')}`,
        weight: [1, 1, 1, 3, 4][i % 5]!,
        holderHash: holderHash(SALT, String(100 + (i % 7))),
    }));
}

describe('holderHash', () => {
    test('is sha256(salt bytes || ":" || customerId)', () => {
        expect(holderHash(SALT, '42')).toBe(sha(SALT, Buffer.from(':42', 'utf8')).toString('hex'));
        expect(holderHash('0x' + SALT, '42')).toBe(holderHash(SALT, '42'));
        expect(holderHash(SALT, '42')).toMatch(/^[0-9a-f]{64}$/);
        expect(holderHash(SALT, '42')).not.toBe(holderHash(SALT, '43'));
        expect(holderHash(SALT, '42')).not.toBe(holderHash('00' + SALT.slice(2), '42'));
        expect(() => holderHash('xyz', '42')).toThrow();
    });
});

describe('ticketLeaf', () => {
    test('matches the documented encoding', () => {
        const t = makeTickets(1)[0]!;
        expect(toHex(ticketLeaf(t))).toBe(refLeaf(t).toString('hex'));
        const unicode = { ticketId: 'ตั๋ว-🎟', weight: 0xffffffff, holderHash: 'ab'.repeat(32) };
        expect(toHex(ticketLeaf(unicode))).toBe(refLeaf(unicode).toString('hex'));
    });

    test('rejects bad weights and holder hashes', () => {
        const t = makeTickets(1)[0]!;
        for (const weight of [-1, 1.5, 2 ** 32, Number.NaN]) expect(() => ticketLeaf({ ...t, weight })).toThrow();
        for (const h of ['ab', 'zz'.repeat(32), 'ab'.repeat(33)]) expect(() => ticketLeaf({ ...t, holderHash: h })).toThrow();
    });
});

describe('merkleRoot', () => {
    test('empty list: sha256 of the empty string', () => {
        expect(merkleRoot([])).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    });

    test('one ticket: its leaf; two: node(l0, l1); three: node(node(l0, l1), l2); five', () => {
        const t = makeTickets(5);
        const l = t.map(refLeaf);
        expect(merkleRoot(t.slice(0, 1))).toBe(l[0]!.toString('hex'));
        expect(merkleRoot(t.slice(0, 2))).toBe(node(l[0]!, l[1]!).toString('hex'));
        expect(merkleRoot(t.slice(0, 3))).toBe(node(node(l[0]!, l[1]!), l[2]!).toString('hex'));
        expect(merkleRoot(t)).toBe(node(node(node(l[0]!, l[1]!), node(l[2]!, l[3]!)), l[4]!).toString('hex'));
    });

    test('matches the independent implementation for 1..40 and 1000 tickets', () => {
        const t = makeTickets(1000);
        for (const n of [...Array.from({ length: 40 }, (_, i) => i + 1), 1000]) {
            expect(merkleRoot(t.slice(0, n))).toBe(refRoot(t.slice(0, n).map(refLeaf)).toString('hex'));
        }
    });

    test('golden value (for cross-checks by the server and the contracts package)', () => {
        const tickets: CommittedTicket[] = [
            { ticketId: 'AB3XYZ-000001', weight: 1, holderHash: holderHash('00'.repeat(32), '1') },
            { ticketId: 'AB3XYZ-000002', weight: 3, holderHash: holderHash('00'.repeat(32), '2') },
            { ticketId: 'AB3XYZ-000003', weight: 4, holderHash: holderHash('00'.repeat(32), '1') },
        ];
        expect(merkleRoot(tickets)).toBe(refRoot(tickets.map(refLeaf)).toString('hex'));
        expect(merkleRoot(tickets)).toMatchInlineSnapshot(`"13d4578fbd6a3c47a5d69209976e5e62edff9312a01b441b5bb9981e475d0088"`);
    });

    test('a changed weight, holder, id or order changes the root', () => {
        const t = makeTickets(5);
        const root = merkleRoot(t);
        const variants: CommittedTicket[][] = [
            t.map((x, i) => (i === 2 ? { ...x, weight: x.weight + 1 } : x)),
            t.map((x, i) => (i === 4 ? { ...x, holderHash: holderHash(SALT, '999') } : x)),
            t.map((x, i) => (i === 0 ? { ...x, ticketId: x.ticketId + 'x' } : x)),
            [t[1]!, t[0]!, ...t.slice(2)],
            [...t.slice(0, 4)],
            [...t, t[0]!],
        ];
        const roots = new Set([root, ...variants.map(merkleRoot)]);
        expect(roots.size).toBe(variants.length + 1);
    });

    test('a list changed in place is hashed again (no stale tree)', () => {
        const t = makeTickets(5);
        const root = merkleRoot(t);
        const proof = merkleProof(t, 1);
        t[2]!.weight += 1;
        expect(merkleRoot(t)).not.toBe(root);
        expect(verifyMerkleProof(merkleRoot(t), t[1]!, proof)).toBe(false);
        t[2]!.weight -= 1;
        expect(merkleRoot(t)).toBe(root);
        t[4] = { ...t[4]!, holderHash: holderHash(SALT, 'other') };
        expect(merkleRoot(t)).not.toBe(root);
        t.pop();
        expect(merkleRoot(t)).toBe(merkleRoot(makeTickets(4)));
    });

    test('an inner node cannot pose as a leaf (domain prefixes)', () => {
        // Without prefixes, the 64 bytes left||right of a two-leaf tree would be a valid "leaf" of a
        // one-leaf tree with the same root. With them, no ticket list of one reaches that root.
        const t = makeTickets(2);
        const root = merkleRoot(t);
        const l = t.map(refLeaf);
        expect(sha(l[0]!, l[1]!).toString('hex')).not.toBe(root);
        expect(node(l[0]!, l[1]!).toString('hex')).toBe(root);
    });
});

describe('merkleProof / verifyMerkleProof', () => {
    test('every proof verifies, for 1, 2, 3, 5, 17 and 1000 tickets', () => {
        const all = makeTickets(1000);
        for (const n of [1, 2, 3, 5, 17, 1000]) {
            const t = all.slice(0, n);
            const root = merkleRoot(t);
            for (let i = 0; i < n; i++) {
                const proof = merkleProof(t, i);
                expect(verifyMerkleProof(root, t[i]!, proof), `n=${n} i=${i}`).toBe(true);
                expect(proof.length).toBeLessThanOrEqual(Math.ceil(Math.log2(n)));
            }
        }
    });

    test('a proof for the wrong ticket, a changed ticket, a changed proof or a wrong root fails', () => {
        const t = makeTickets(5);
        const root = merkleRoot(t);
        const proof = merkleProof(t, 2);
        expect(verifyMerkleProof(root, t[3]!, proof)).toBe(false);
        expect(verifyMerkleProof(root, { ...t[2]!, weight: 4 }, proof)).toBe(false);
        expect(verifyMerkleProof(root, { ...t[2]!, holderHash: t[0]!.holderHash }, proof)).toBe(false);
        expect(
            verifyMerkleProof(
                root,
                t[2]!,
                proof.map((s, i) => (i === 0 ? { ...s, side: s.side === 'L' ? 'R' : 'L' } : s)),
            ),
        ).toBe(false);
        expect(verifyMerkleProof(root, t[2]!, proof.slice(1))).toBe(false);
        expect(verifyMerkleProof(merkleRoot(t.slice(0, 4)), t[2]!, proof)).toBe(false);
        // Malformed input gives false, not an exception.
        expect(verifyMerkleProof('zz', t[2]!, proof)).toBe(false);
        expect(verifyMerkleProof(root, t[2]!, [{ side: 'X' as 'L', hash: proof[0]!.hash }])).toBe(false);
        expect(verifyMerkleProof(root, t[2]!, [{ side: 'L', hash: 'abcd' }])).toBe(false);
        expect(verifyMerkleProof(root, null as unknown as CommittedTicket, proof)).toBe(false);
        expect(verifyMerkleProof(root, t[2]!, null as unknown as [])).toBe(false);
    });

    test('rejects an index out of range', () => {
        const t = makeTickets(3);
        expect(() => merkleProof(t, 3)).toThrow();
        expect(() => merkleProof(t, -1)).toThrow();
        expect(() => merkleProof([], 0)).toThrow();
    });
});
