import {
    fromHex,
    logLeafHash,
    logRoot,
    parseLogEntryBody,
    type SignedTreeHead,
    toHex,
    verifyLogConsistency,
    verifyLogInclusion,
    verifyTreeHead,
} from '@tuah/fairness';
import { createShopper, gql, queryDatabase, TestServer } from '@tuah/testing';
import { beforeAll, describe, expect, it } from 'vitest';

import { buyBoxes, createBlindBox, OPEN_BOX, waitForBoxes, withBlindBoxShop } from './support/blind-boxes';
import { soldOutDraw, waitForDrawEnd } from './support/draws';

const DRAW_LOG = `query ($id: ID!) { campaignFairness(campaignId: $id) { sId commitment randomWord winnerTicketId logEntries { index kind body } } }`;
const BOX_LOG = `query ($id: ID!) { blindBoxFairness(boxId: $id) { boxCode clientSeed randomWord prizeLineId logEntries { index kind body } } }`;

type Head = SignedTreeHead & { publicKey: string };
interface LogEntry {
    index: number;
    kind: string;
    body: string;
}

/**
 * Issue 32, the tamper-evident log (docs/fairness.md#the-fairness-log): every draw's commitment,
 * random word and result and every box opening's result are appended once to one public Merkle
 * log; anyone reads signed heads, entries and proofs over HTTP and checks them with @tuah/fairness.
 */
describe('the fairness log', () => {
    const shop = withBlindBoxShop();
    let server: TestServer;
    let admin: string;
    beforeAll(() => ({ server, admin } = shop));

    const get = async (path: string) => {
        const response = await fetch(`${server.baseUrl}/fairness-log/${path}`);
        return { status: response.status, body: (await response.json()) as any };
    };
    const head = async (): Promise<Head> => (await get('head')).body;
    const proveIncluded = async (entry: LogEntry, at: Head) => {
        const proof = (await get(`proof/inclusion?index=${entry.index}&size=${at.treeSize}`)).body;
        return verifyLogInclusion(logLeafHash(entry.body), entry.index, at.treeSize, proof.auditPath.map(fromHex), fromHex(at.rootHash));
    };

    /** Boxes bought by `count` shoppers, one each, of a fresh campaign. */
    async function boxesOfShoppers(count: number, prefix: string) {
        const { campaign } = await createBlindBox(
            server,
            admin,
            { productId: shop.box.productId },
            [{ rPercent: 50 }, { rPercent: 50, isLose: true }],
            shop.ships,
        );
        const boxes: Array<{ token: string; boxId: string }> = [];
        for (let i = 0; i < count; i++) {
            const shopper = await createShopper(server, admin, `${prefix}${i}`);
            const order = await buyBoxes(server.shopApiUrl, shopper.token, campaign.id, shop.box.variantIds[0], 1);
            await waitForBoxes(server.shopApiUrl, shopper.token, order.code);
            const [box] = (await gql(server.shopApiUrl, 'query ($o: ID!) { listPendingBoxes(orderId: $o) { id } }', { o: order.id }, shopper.token))
                .listPendingBoxes;
            boxes.push({ token: shopper.token, boxId: box.id });
        }
        return boxes;
    }

    it("a draw's commitment, random word and result are logged once each, and included under a signed head", { timeout: 180_000 }, async () => {
        const before = await head();
        const { campaign } = await soldOutDraw(server, admin, { shoppers: 2, each: 2, prefix: 'logdraw' });
        await waitForDrawEnd(server.shopApiUrl, campaign.id);
        const fairness = (await gql(server.shopApiUrl, DRAW_LOG, { id: campaign.id })).campaignFairness;

        expect(fairness.logEntries.map((e: LogEntry) => e.kind)).toEqual(['draw.commitment', 'draw.randomness', 'draw.result']);
        const [commitment, randomness, result] = fairness.logEntries.map((e: LogEntry) => parseLogEntryBody(e.body)!);
        expect(commitment).toMatchObject({ subject: `draw:${fairness.sId}`, data: { commitment: fairness.commitment, ticketCount: 4 } });
        expect(randomness.data.randomWord).toBe(fairness.randomWord);
        expect(result.data.winnerTicketId).toBe(fairness.winnerTicketId);
        // In the order they happened, after everything logged before the draw.
        const indexes = fairness.logEntries.map((e: LogEntry) => e.index);
        expect([...indexes].sort((a, b) => a - b)).toEqual(indexes);
        expect(indexes[0]).toBeGreaterThanOrEqual(before.treeSize);

        const now = await head();
        expect(verifyTreeHead(now.publicKey, now)).toBe(true);
        expect(now.publicKey).toBe(before.publicKey);
        for (const entry of fairness.logEntries) expect(await proveIncluded(entry, now)).toBe(true);
        // The entries served by range are the same bodies.
        const served = (await get(`entries?start=${indexes[0]}&end=${indexes[2] + 1}`)).body.entries;
        expect(served.filter((e: any) => e.subject === `draw:${fairness.sId}`).map((e: any) => e.body)).toEqual(
            fairness.logEntries.map((e: LogEntry) => e.body),
        );

        // The head seen before the draw is a prefix of today's: nothing logged before was rewritten.
        const consistency = (await get(`proof/consistency?first=${before.treeSize}&second=${now.treeSize}`)).body.consistency.map(fromHex);
        expect(verifyLogConsistency(before.treeSize, now.treeSize, consistency, fromHex(before.rootHash), fromHex(now.rootHash))).toBe(true);
        // A body changed after the fact is not what the log holds.
        const rewritten = { ...fairness.logEntries[2], body: fairness.logEntries[2].body.replace(fairness.winnerTicketId, 'T-OTHER') };
        expect(await proveIncluded(rewritten, now)).toBe(false);
    });

    it('boxes opened in parallel are each logged once, at distinct positions with no gap', { timeout: 180_000 }, async () => {
        const boxes = await boxesOfShoppers(6, 'logbox');
        const before = await head();
        // Each box opened by several requests at once, every box at the same time, and its proof read meanwhile:
        // opening and proof reading both append, racing for the next position and for the box's own entry.
        await Promise.all(
            boxes.flatMap(b => [
                gql(server.shopApiUrl, OPEN_BOX, { id: b.boxId, next: false }, b.token),
                gql(server.shopApiUrl, OPEN_BOX, { id: b.boxId, next: false }, b.token),
                gql(server.shopApiUrl, BOX_LOG, { id: b.boxId }, b.token),
            ]),
        );
        const proofs = await Promise.all(boxes.map(async b => (await gql(server.shopApiUrl, BOX_LOG, { id: b.boxId }, b.token)).blindBoxFairness));
        for (const proof of proofs) {
            expect(proof.logEntries).toHaveLength(1);
            expect(proof.logEntries[0].kind).toBe('box.result');
            expect(parseLogEntryBody(proof.logEntries[0].body)!.data).toMatchObject({
                boxCode: proof.boxCode,
                clientSeed: proof.clientSeed,
                randomWord: proof.randomWord,
                prizeLineId: proof.prizeLineId,
            });
        }
        const rows = await queryDatabase<{ position: number; subject: string }>(
            server,
            'SELECT "position", "subject" FROM "fairness_log_entry" ORDER BY "position"',
        );
        expect(rows.map(r => Number(r.position))).toEqual(rows.map((_, i) => i));
        const boxSubjects = rows.map(r => r.subject).filter(s => proofs.some(p => s === `box:${p.boxCode}`));
        expect(boxSubjects).toHaveLength(boxes.length);

        const now = await head();
        expect(now.treeSize).toBeGreaterThanOrEqual(before.treeSize + boxes.length);
        for (const proof of proofs) expect(await proveIncluded(proof.logEntries[0], now)).toBe(true);
    });

    it('another customer gets no log entries of a box that is not theirs', async () => {
        const [mine] = await boxesOfShoppers(1, 'logowner');
        await gql(server.shopApiUrl, OPEN_BOX, { id: mine.boxId, next: false }, mine.token);
        const other = await createShopper(server, admin, 'lognosy');
        await expect(gql(server.shopApiUrl, BOX_LOG, { id: mine.boxId }, other.token)).rejects.toThrow(/FORBIDDEN|not currently authorized/i);
    });

    it('the database refuses to change, remove or double-book an entry', async () => {
        const [row] = await queryDatabase<{ id: number; position: number }>(
            server,
            'SELECT "id", "position" FROM "fairness_log_entry" ORDER BY "position" LIMIT 1',
        );
        await expect(queryDatabase(server, 'UPDATE "fairness_log_entry" SET "body" = $1 WHERE "id" = $2', ['{}', row.id])).rejects.toThrow(/append-only/);
        await expect(queryDatabase(server, 'DELETE FROM "fairness_log_entry" WHERE "id" = $1', [row.id])).rejects.toThrow(/append-only/);
        await expect(
            queryDatabase(server, 'INSERT INTO "fairness_log_entry" ("position", "kind", "subject", "body", "leafHash") VALUES ($1, $2, $3, $4, $5)', [
                row.position,
                'box.result',
                'box:NOT-A-BOX',
                '{}',
                toHex(logLeafHash('{}')),
            ]),
        ).rejects.toThrow(/unique|UNIQUE/);
    });

    it('answers ranges clamped to 100 entries and the log size, and bad input with a clear 400', async () => {
        const size = (await head()).treeSize;
        expect(size).toBeGreaterThan(2);
        const all = await get(`entries?start=0&end=${size + 500}`);
        expect(all.status).toBe(200);
        expect(all.body.entries).toHaveLength(Math.min(size, 100));
        expect(all.body.entries.map((e: any) => e.index)).toEqual(all.body.entries.map((_: unknown, i: number) => i));
        for (const e of all.body.entries) expect(e.leafHash).toBe(toHex(logLeafHash(e.body)));

        for (const [path, message] of [
            ['entries?start=0', 'end is required'],
            ['entries?start=-1&end=2', 'start must be a whole number, 0 or more'],
            ['entries?start=abc&end=2', 'start must be a whole number, 0 or more'],
            ['entries?start=2&end=2', 'end must be greater than start'],
            [`entries?start=${size}&end=${size + 1}`, `start must be below the log size (${size})`],
            [`proof/inclusion?index=0&size=${size + 1}`, `size must be at most the log size (${size})`],
            ['proof/inclusion?index=2&size=2', 'index must be below size'],
            ['proof/inclusion?index=1.5&size=2', 'index must be a whole number, 0 or more'],
            ['proof/consistency?first=2&second=1', 'first must be at most second'],
            [`proof/consistency?first=1&second=${size + 1}`, `second must be at most the log size (${size})`],
        ]) {
            const answer = await get(path);
            expect({ path, status: answer.status, message: answer.body.message }).toEqual({ path, status: 400, message });
        }
    });

    // SQLite only: it stands in for an append rolled back with another request's transaction on
    // SQLite's one connection (docs/fairness.md#the-fairness-log) by lifting the trigger for a moment.
    it.runIf(process.env.TEST_DATABASE !== 'postgres')(
        'a head never counts an entry the database lost: the log is read again, and a new entry in its place is the one signed',
        async () => {
            const before = await head();
            const rootOfDatabase = async () => {
                const rows = await queryDatabase<{ leafHash: string }>(server, 'SELECT "leafHash" FROM "fairness_log_entry" ORDER BY "position"');
                return {
                    size: rows.length,
                    root: toHex(
                        logRoot(
                            rows.map(r => fromHex(r.leafHash)),
                            rows.length,
                        ),
                    ),
                };
            };
            expect(await rootOfDatabase()).toEqual({ size: before.treeSize, root: before.rootHash });

            await queryDatabase(server, 'DROP TRIGGER "fairness_log_entry_no_delete"');
            await queryDatabase(server, 'DELETE FROM "fairness_log_entry" WHERE "position" = $1', [before.treeSize - 1]);
            await queryDatabase(
                server,
                `CREATE TRIGGER "fairness_log_entry_no_delete" BEFORE DELETE ON "fairness_log_entry" BEGIN SELECT RAISE(ABORT, 'fairness_log_entry is append-only'); END`,
            );
            const shorter = await head();
            expect({ size: shorter.treeSize, root: shorter.rootHash }).toEqual(await rootOfDatabase());
            expect(shorter.treeSize).toBe(before.treeSize - 1);

            const body = '{"kind":"box.result","subject":"box:LOG-REPLACED"}';
            await queryDatabase(server, 'INSERT INTO "fairness_log_entry" ("position", "kind", "subject", "body", "leafHash") VALUES ($1, $2, $3, $4, $5)', [
                before.treeSize - 1,
                'box.result',
                'box:LOG-REPLACED',
                body,
                toHex(logLeafHash(body)),
            ]);
            const replaced = await head();
            expect({ size: replaced.treeSize, root: replaced.rootHash }).toEqual(await rootOfDatabase());
            expect(replaced.rootHash).not.toBe(before.rootHash);
        },
    );
});
