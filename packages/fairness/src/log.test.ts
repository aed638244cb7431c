import { describe, expect, test } from 'vitest';

import { fromHex, toHex } from './bytes.js';
import {
    checkLogInclusion,
    logConsistencyProof,
    logEntryBody,
    logInclusionProof,
    logLeafHash,
    logPublicKey,
    type LogHashCache,
    logRoot,
    parseLogEntryBody,
    signTreeHead,
    verifyLogConsistency,
    verifyLogInclusion,
    verifyTreeHead,
} from './log.js';

/** The eight leaves of RFC 6962's reference tests (certificate-transparency's merkle_tree_test). */
const RFC_LEAVES = ['', '00', '10', '2021', '3031', '40414243', '5051525354555657', '606162636465666768696a6b6c6d6e6f'].map(fromHex);
/** Their roots for sizes 1..8. */
const RFC_ROOTS = [
    '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
    'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
    'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
    'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
    '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
    'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
    '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
];
const rfcHashes = RFC_LEAVES.map(leaf => logLeafHash(leaf));

const SECRET = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60';
const PUBLIC = logPublicKey(SECRET);

function entries(n: number, rewrite?: { index: number; body: string }): string[] {
    return Array.from({ length: n }, (_, i) =>
        rewrite?.index === i
            ? rewrite.body
            : logEntryBody({ kind: 'draw.result', subject: `draw:C${i}`, loggedAt: '2026-11-28T10:00:00.000Z', data: { winnerTicketId: `T${i}` } }),
    );
}

describe('RFC 6962 hashing', () => {
    test('the empty tree hashes the empty string', () => {
        expect(toHex(logRoot([]))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    });

    test('the reference roots for sizes 1 to 8', () => {
        expect(RFC_ROOTS.map((_, i) => toHex(logRoot(rfcHashes, i + 1)))).toEqual(RFC_ROOTS);
    });

    test('the reference inclusion paths', () => {
        expect(logInclusionProof(rfcHashes, 0, 1)).toEqual([]);
        expect(logInclusionProof(rfcHashes, 0, 8).map(toHex)).toEqual([
            '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
            '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
            '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
        ]);
        expect(logInclusionProof(rfcHashes, 5, 8).map(toHex)).toEqual([
            'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
            'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
            'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
        ]);
        expect(logInclusionProof(rfcHashes, 2, 3).map(toHex)).toEqual(['fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125']);
        expect(logInclusionProof(rfcHashes, 1, 5).map(toHex)).toEqual([
            '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
            '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
            'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
        ]);
    });

    test('the reference consistency proofs', () => {
        expect(logConsistencyProof(rfcHashes, 1, 1)).toEqual([]);
        expect(logConsistencyProof(rfcHashes, 1, 8).map(toHex)).toEqual([
            '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
            '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
            '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
        ]);
        expect(logConsistencyProof(rfcHashes, 6, 8).map(toHex)).toEqual([
            '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
            'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
            'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
        ]);
        expect(logConsistencyProof(rfcHashes, 2, 5).map(toHex)).toEqual([
            '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
            'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
        ]);
    });
});

describe('inclusion', () => {
    const bodies = entries(13);
    const hashes = bodies.map(body => logLeafHash(body));

    test('every entry of every tree size verifies at its index, and nowhere else', () => {
        for (let size = 1; size <= bodies.length; size++) {
            const root = logRoot(hashes, size);
            for (let index = 0; index < size; index++) {
                const proof = logInclusionProof(hashes, index, size);
                expect(verifyLogInclusion(hashes[index]!, index, size, proof, root)).toBe(true);
                expect(verifyLogInclusion(hashes[index]!, (index + 1) % size, size, proof, root) && size > 1).toBe(false);
            }
        }
    });

    test('an entry missing from the log has no inclusion proof that verifies', () => {
        const root = logRoot(hashes, 8);
        const missing = logLeafHash(
            logEntryBody({ kind: 'draw.result', subject: 'draw:C99', loggedAt: '2026-11-28T10:00:00.000Z', data: { winnerTicketId: 'T99' } }),
        );
        for (let index = 0; index < 8; index++) {
            expect(verifyLogInclusion(missing, index, 8, logInclusionProof(hashes, index, 8), root)).toBe(false);
        }
    });

    test('a rewritten entry behind a signed head fails, although its new tree is well formed', () => {
        const head = signTreeHead(SECRET, { treeSize: 8, timestamp: 1_795_000_000_000, rootHash: toHex(logRoot(hashes, 8)) });
        const forged = entries(8, {
            index: 3,
            body: logEntryBody({ kind: 'draw.result', subject: 'draw:C3', loggedAt: '2026-11-28T10:00:00.000Z', data: { winnerTicketId: 'T0' } }),
        });
        const forgedHashes = forged.map(body => logLeafHash(body));
        const proof = logInclusionProof(forgedHashes, 3, 8).map(toHex);
        expect(checkLogInclusion({ publicKey: PUBLIC, head, index: 3, body: forged[3]!, proof })).toEqual({ ok: false, reason: 'not-included' });
        // The honest entry still verifies under the same head.
        const honest = logInclusionProof(hashes, 3, 8).map(toHex);
        expect(checkLogInclusion({ publicKey: PUBLIC, head, index: 3, body: bodies[3]!, proof: honest })).toEqual({ ok: true });
    });

    test('a proof for another size, a too long path or an index past the size fails', () => {
        const root = logRoot(hashes, 8);
        const proof = logInclusionProof(hashes, 2, 8);
        expect(verifyLogInclusion(hashes[2]!, 2, 9, proof, root)).toBe(false);
        expect(verifyLogInclusion(hashes[2]!, 2, 8, [...proof, proof[0]!], root)).toBe(false);
        expect(verifyLogInclusion(hashes[2]!, 8, 8, proof, root)).toBe(false);
        expect(() => logInclusionProof(hashes, 8, 8)).toThrow(RangeError);
    });
});

describe('consistency', () => {
    const hashes = entries(21).map(body => logLeafHash(body));

    test('every older size is consistent with every newer one', () => {
        for (let newSize = 1; newSize <= hashes.length; newSize++) {
            for (let oldSize = 0; oldSize <= newSize; oldSize++) {
                const proof = logConsistencyProof(hashes, oldSize, newSize);
                expect(verifyLogConsistency(oldSize, newSize, proof, logRoot(hashes, oldSize), logRoot(hashes, newSize))).toBe(true);
            }
        }
    });

    test('a head over a rewritten history is not consistent with an earlier head', () => {
        const forged = entries(21, { index: 4, body: 'rewritten' }).map(body => logLeafHash(body));
        for (const [oldSize, newSize] of [
            [5, 21],
            [8, 13],
            [16, 21],
        ] as const) {
            // The forger's own proof, from its own (rewritten) tree, against the honest old root.
            const proof = logConsistencyProof(forged, oldSize, newSize);
            expect(verifyLogConsistency(oldSize, newSize, proof, logRoot(hashes, oldSize), logRoot(forged, newSize))).toBe(false);
        }
        // An entry removed (history shifted by one) is caught the same way.
        const removed = [...hashes.slice(0, 4), ...hashes.slice(5)];
        const proof = logConsistencyProof(removed, 10, 20);
        expect(verifyLogConsistency(10, 20, proof, logRoot(hashes, 10), logRoot(removed, 20))).toBe(false);
    });

    test('a wrong proof length or a shrinking log fails', () => {
        const proof = logConsistencyProof(hashes, 6, 13);
        expect(verifyLogConsistency(6, 13, proof.slice(1), logRoot(hashes, 6), logRoot(hashes, 13))).toBe(false);
        expect(verifyLogConsistency(6, 13, [...proof, proof[0]!], logRoot(hashes, 6), logRoot(hashes, 13))).toBe(false);
        expect(verifyLogConsistency(13, 6, proof, logRoot(hashes, 13), logRoot(hashes, 6))).toBe(false);
        expect(verifyLogConsistency(6, 6, [], logRoot(hashes, 6), logRoot(hashes, 7))).toBe(false);
    });
});

test('a hash cache kept across a growing log gives the same roots and proofs as none', () => {
    const hashes = entries(1100).map(body => logLeafHash(body));
    const cache: LogHashCache = new Map();
    for (const size of [300, 513, 1024, 1100]) {
        expect(toHex(logRoot(hashes, size, cache))).toBe(toHex(logRoot(hashes, size)));
        for (const index of [0, 255, 256, size - 1]) {
            expect(logInclusionProof(hashes, index, size, cache).map(toHex)).toEqual(logInclusionProof(hashes, index, size).map(toHex));
        }
        expect(logConsistencyProof(hashes, 257, size, cache).map(toHex)).toEqual(logConsistencyProof(hashes, 257, size).map(toHex));
    }
    // Only complete subtrees of 256 leaves or more are kept: 1100 leaves have 4 + 2 + 1 of them.
    expect(cache.size).toBe(7);
});

describe('signed tree heads', () => {
    const root = toHex(logRoot(rfcHashes));

    test('a head signed by the log verifies', () => {
        const head = signTreeHead(SECRET, { treeSize: 8, timestamp: 1_795_000_000_000, rootHash: root });
        expect(verifyTreeHead(PUBLIC, head)).toBe(true);
    });

    test('a forged signature, another key or any changed field fails', () => {
        const head = signTreeHead(SECRET, { treeSize: 8, timestamp: 1_795_000_000_000, rootHash: root });
        const other = signTreeHead('11'.repeat(32), { treeSize: 8, timestamp: 1_795_000_000_000, rootHash: root });
        expect(verifyTreeHead(PUBLIC, other)).toBe(false);
        expect(verifyTreeHead(PUBLIC, { ...head, signature: head.signature.replace(/^../, '00') })).toBe(false);
        expect(verifyTreeHead(PUBLIC, { ...head, treeSize: 7 })).toBe(false);
        expect(verifyTreeHead(PUBLIC, { ...head, timestamp: head.timestamp + 1 })).toBe(false);
        expect(verifyTreeHead(PUBLIC, { ...head, rootHash: toHex(logRoot(rfcHashes, 7)) })).toBe(false);
        expect(verifyTreeHead(PUBLIC, { ...head, signature: 'zz' })).toBe(false);
        const body = toHex(RFC_LEAVES[0]!);
        expect(checkLogInclusion({ publicKey: PUBLIC, head: other, index: 0, body, proof: [] })).toEqual({ ok: false, reason: 'head-signature' });
    });
});

test('an entry body is canonical: the same content gives the same body whatever the key order', () => {
    const a = logEntryBody({ kind: 'box.result', subject: 'box:B1', loggedAt: '2026-11-28T10:00:00.000Z', data: { prizeLineId: '3', clientSeed: 'ab' } });
    const b = logEntryBody({ data: { clientSeed: 'ab', prizeLineId: '3' }, loggedAt: '2026-11-28T10:00:00.000Z', subject: 'box:B1', kind: 'box.result' });
    expect(a).toBe(b);
    expect(a).toBe('{"data":{"clientSeed":"ab","prizeLineId":"3"},"kind":"box.result","loggedAt":"2026-11-28T10:00:00.000Z","subject":"box:B1","v":1}');
    expect(parseLogEntryBody(a)?.data.prizeLineId).toBe('3');
    expect(parseLogEntryBody('not json')).toBeNull();
});
