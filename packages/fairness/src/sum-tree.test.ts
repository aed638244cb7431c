import { createHash } from 'node:crypto';

import { describe, expect, test } from 'vitest';

import { fromHex, toHex } from './bytes.js';
import { type CommittedTicket, holderHash, merkleRoot, ticketLeaf } from './commitment.js';
import { type DrawProof, pickWinner, verifyDraw } from './draw.js';
import {
    buildSumTree,
    decodeSumPath,
    encodeSumPath,
    MERKLE_SUM_SCHEME,
    type SumProofStep,
    sumTreeProof,
    sumTreeRoot,
    verifySumProof,
    verifyWinnerPath,
} from './sum-tree.js';
import { words } from './test-utils.js';
import { vrfProofToHash, vrfProve, vrfPublicKey } from './vrf.js';
import { drawAlpha, randomWordFromBeta } from './draw.js';

const SALT = '5a17'.repeat(16);

function makeTickets(n: number): CommittedTicket[] {
    return Array.from({ length: n }, (_, i) => ({
        ticketId: `AB3XYZ-${String(i + 1).padStart(6, '0')}`,
        weight: [1, 1, 1, 3, 4, 0][i % 6]!,
        holderHash: holderHash(SALT, String(100 + (i % 7))),
    }));
}

/** Independent reference with Node's crypto and Buffer: recursive split at the largest power of two below n (same shape). */
function refNode(leaves: Array<{ hash: Buffer; sum: bigint }>): { hash: Buffer; sum: bigint } {
    if (leaves.length === 1) return leaves[0]!;
    let k = 1;
    while (k * 2 < leaves.length) k *= 2;
    const l = refNode(leaves.slice(0, k));
    const r = refNode(leaves.slice(k));
    const sums = Buffer.alloc(16);
    sums.writeBigUInt64BE(l.sum, 0);
    sums.writeBigUInt64BE(r.sum, 8);
    const hash = createHash('sha256')
        .update(Buffer.from([1]))
        .update(l.hash)
        .update(sums.subarray(0, 8))
        .update(r.hash)
        .update(sums.subarray(8))
        .digest();
    return { hash, sum: l.sum + r.sum };
}
const refRoot = (tickets: CommittedTicket[]) => refNode(tickets.map(t => ({ hash: Buffer.from(ticketLeaf(t)), sum: BigInt(t.weight) }))).hash.toString('hex');

describe('buildSumTree', () => {
    test('matches the documented encoding for every shape from 1 to 40 leaves', () => {
        for (let n = 1; n <= 40; n++) {
            const tickets = makeTickets(n);
            const tree = buildSumTree(tickets);
            expect(tree.root).toBe(refRoot(tickets));
            expect(tree.total).toBe(tickets.reduce((s, t) => s + BigInt(t.weight), 0n));
        }
    });

    test('odd ids and holder hashes hash exactly as ticketLeaf does', () => {
        const odd = [
            { ticketId: 'ตั๋ว-🎟', weight: 0xffffffff, holderHash: 'AB'.repeat(32) },
            { ticketId: '', weight: 0, holderHash: '0x' + 'cd'.repeat(32) },
            { ticketId: 'x'.repeat(100), weight: 2, holderHash: 'ef'.repeat(32) },
            { ticketId: 'a\u0000b', weight: 7, holderHash: '01'.repeat(32) },
        ];
        expect(sumTreeRoot(odd)).toBe(refRoot(odd));
        expect(() => sumTreeRoot([{ ticketId: 'x', weight: 1, holderHash: 'zz'.repeat(32) }])).toThrow();
    });

    test('differs from the plain root; no tickets gives SHA-256 of nothing', () => {
        const tickets = makeTickets(5);
        expect(sumTreeRoot(tickets)).not.toBe(merkleRoot(tickets));
        expect(sumTreeRoot([])).toBe(merkleRoot([]));
        expect(sumTreeRoot(tickets.slice(0, 1))).toBe(toHex(ticketLeaf(tickets[0]!)));
    });

    test('sums above 2^32 stay exact; a bad weight throws', () => {
        const heavy = Array.from({ length: 3 }, (_, i) => ({ ticketId: `H${i}`, weight: 0xffffffff, holderHash: 'ab'.repeat(32) }));
        expect(buildSumTree(heavy).total).toBe(3n * 0xffffffffn);
        expect(buildSumTree(heavy).root).toBe(refRoot(heavy));
        expect(() => buildSumTree([{ ticketId: 'x', weight: -1, holderHash: 'ab'.repeat(32) }])).toThrow();
    });
});

describe('sum paths', () => {
    const tickets = makeTickets(37);
    const tree = buildSumTree(tickets);

    test('every leaf verifies with its interval and the total', () => {
        let before = 0n;
        tickets.forEach((t, i) => {
            const proof = sumTreeProof(tree, i);
            expect(proof.length).toBeLessThanOrEqual(6);
            expect(verifySumProof(tree.root, t, proof, { index: i, count: tickets.length })).toEqual({ before, total: tree.total });
            before += BigInt(t.weight);
        });
    });

    const i = 12;
    const good = () => sumTreeProof(tree, i);
    const verify = (proof: SumProofStep[], ticket = tickets[i]!, position = { index: i, count: tickets.length }) =>
        verifySumProof(tree.root, ticket, proof, position);

    test('a wrong sum fails', () => {
        for (let k = 0; k < good().length; k++) {
            const proof = good();
            proof[k] = { ...proof[k]!, sum: String(BigInt(proof[k]!.sum) + 1n) };
            expect(verify(proof)).toBeNull();
        }
        // Shifting weight from one sibling to another keeps the total but breaks the hash.
        const proof = good();
        proof[0] = { ...proof[0]!, sum: String(BigInt(proof[0]!.sum) + 1n) };
        proof[1] = { ...proof[1]!, sum: String(BigInt(proof[1]!.sum) - 1n) };
        expect(verify(proof)).toBeNull();
    });

    test('a swapped sibling side fails', () => {
        const proof = good();
        proof[0] = { ...proof[0]!, side: proof[0]!.side === 'L' ? 'R' : 'L' };
        expect(verify(proof)).toBeNull();
        expect(verify(proof, tickets[i], undefined as never)).toBeNull();
        const swapped = good();
        [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
        expect(verify(swapped)).toBeNull();
    });

    test('a leaf moved to another position fails', () => {
        const moved = [...tickets];
        [moved[i], moved[i + 1]] = [moved[i + 1]!, moved[i]!];
        const movedTree = buildSumTree(moved);
        // Its own path verifies against its own root, never against the published one.
        expect(verifySumProof(movedTree.root, tickets[i]!, sumTreeProof(movedTree, i + 1))).not.toBeNull();
        expect(verifySumProof(tree.root, tickets[i]!, sumTreeProof(movedTree, i + 1))).toBeNull();
        // A claimed position other than the path's shape fails.
        expect(verify(good(), tickets[i], { index: i + 1, count: tickets.length })).toBeNull();
        expect(verify(good(), tickets[i], { index: i, count: tickets.length + 1 })).not.toBeNull(); // same shape at this position
        expect(verify(good(), tickets[i], { index: i, count: 13 })).toBeNull();
    });

    test('a weight, an id or a holder changed fails', () => {
        const t = tickets[i]!;
        expect(verify(good(), { ...t, weight: t.weight + 1 })).toBeNull();
        expect(verify(good(), { ...t, ticketId: t.ticketId + 'x' })).toBeNull();
        expect(verify(good(), { ...t, holderHash: holderHash(SALT, '999') })).toBeNull();
    });

    test('the compact path (base64, 40 bytes a step, sides from the position) round-trips', () => {
        tickets.forEach((_, k) => {
            const steps = sumTreeProof(tree, k);
            const path = encodeSumPath(steps);
            expect(Buffer.from(path, 'base64')).toHaveLength(steps.length * 40);
            expect(Buffer.from(path, 'base64').subarray(32, 40).readBigUInt64BE()).toBe(BigInt(steps[0]!.sum));
            expect(decodeSumPath(path, k, tickets.length)).toEqual(steps);
        });
        const path = encodeSumPath(good());
        // Another position gives other sides (or another length), so the path no longer verifies there.
        expect(verify(decodeSumPath(path, i + 1, tickets.length) ?? [])).toBeNull();
        expect(decodeSumPath(path, i, 13)).toBeNull();
        expect(decodeSumPath(path.slice(4), i, tickets.length)).toBeNull();
        expect(decodeSumPath('not base64!', i, tickets.length)).toBeNull();
        expect(decodeSumPath(path, -1, tickets.length)).toBeNull();
    });

    test('malformed proofs give null, never throw', () => {
        const bad: unknown[] = [
            null,
            'x',
            [{ side: 'X', hash: '00'.repeat(32), sum: '1' }],
            [{ side: 'L', hash: 'zz', sum: '1' }],
            [{ side: 'L', hash: '00'.repeat(32), sum: '-1' }],
            [{ side: 'L', hash: '00'.repeat(32), sum: '1'.repeat(21) }],
            [null],
        ];
        for (const proof of bad) expect(verifySumProof(tree.root, tickets[i]!, proof as SumProofStep[])).toBeNull();
        expect(verifySumProof('zz', tickets[i]!, good())).toBeNull();
    });
});

describe('the winner by its path', () => {
    const tickets = makeTickets(1000);
    const tree = buildSumTree(tickets);

    test('agrees with pickWinner over the full list for many words', () => {
        for (const word of words('sum-winner', 200)) {
            const winner = pickWinner(word, tickets);
            const check = verifyWinnerPath(tree.root, word, tickets[winner.index]!, sumTreeProof(tree, winner.index), {
                index: winner.index,
                count: tickets.length,
            });
            expect(check).toMatchObject({ ok: true, point: winner.point, total: winner.totalWeight });
        }
    });

    test('a ticket whose interval does not hold the point fails, with a valid path', () => {
        const word = words('sum-loser', 1)[0]!;
        const winner = pickWinner(word, tickets);
        for (const other of [winner.index - 1, winner.index + 1, 5 /* weight 0 */]) {
            const check = verifyWinnerPath(tree.root, word, tickets[other]!, sumTreeProof(tree, other), { index: other, count: tickets.length });
            expect(check.ok).toBe(false);
            expect(check.before).not.toBeNull(); // the path itself is fine
            expect(check.reason).toMatch(/outside/);
        }
    });
});

describe('verifyDraw with merkle-sum-v1', () => {
    const SK = fromHex('4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb');
    const tickets = makeTickets(500);
    const tree = buildSumTree(tickets);
    const sId = 'SUM001';
    const pi = vrfProve(SK, drawAlpha(sId, tree.root));
    const word = randomWordFromBeta(vrfProofToHash(pi));
    const winner = pickWinner(word, tickets);
    const base: DrawProof = {
        sId,
        commitment: tree.root,
        commitmentScheme: MERKLE_SUM_SCHEME,
        provider: 'local',
        publicKey: toHex(vrfPublicKey(SK)),
        proof: toHex(pi),
        winnerPath: { ticket: tickets[winner.index]!, index: winner.index, ticketCount: tickets.length, proof: sumTreeProof(tree, winner.index) },
    };

    test('the path alone proves the winner', () => {
        const result = verifyDraw(base);
        expect(result).toMatchObject({ ok: true, commitmentMatches: true, proofValid: true, winner: { index: winner.index, ticketId: winner.ticketId } });
        expect(result.interval?.total).toBe(tree.total.toString());
    });

    test('the full list also verifies under the sum scheme, not under the plain one', () => {
        expect(verifyDraw({ ...base, winnerPath: undefined, tickets })).toMatchObject({ ok: true, winner: { ticketId: winner.ticketId } });
        expect(verifyDraw({ ...base, commitmentScheme: 'merkle-v1', winnerPath: undefined, tickets })).toMatchObject({ ok: false, commitmentMatches: false });
        // A client that does not know the scheme still checks the list against the root.
        expect(verifyDraw({ ...base, commitmentScheme: undefined, winnerPath: undefined, tickets })).toMatchObject({ ok: true, commitmentMatches: true });
        expect(verifyDraw({ ...base, commitmentScheme: undefined, winnerPath: undefined, tickets: tickets.slice(1) })).toMatchObject({
            ok: false,
            commitmentMatches: false,
        });
    });

    test('another ticket, a wrong sum or an unknown scheme fails', () => {
        const other = (winner.index + 1) % tickets.length;
        expect(
            verifyDraw({ ...base, winnerPath: { ...base.winnerPath!, ticket: tickets[other]!, index: other, proof: sumTreeProof(tree, other) } }),
        ).toMatchObject({
            ok: false,
            winner: null,
        });
        const proof = sumTreeProof(tree, winner.index);
        proof[2] = { ...proof[2]!, sum: '0' };
        expect(verifyDraw({ ...base, winnerPath: { ...base.winnerPath!, proof } })).toMatchObject({ ok: false, commitmentMatches: false });
        expect(verifyDraw({ ...base, commitmentScheme: 'merkle-v9' as never }).ok).toBe(false);
        expect(verifyDraw({ ...base, winnerPath: undefined }).reason).toMatch(/neither/);
    });
});
