import { createShopper, gql, TestServer } from '@tuah/testing';
import { beforeAll, describe, expect, it } from 'vitest';

import {
    addCodes,
    buyBoxes,
    createBlindBox,
    FAIRNESS,
    OPEN_ALL,
    OPEN_BOX,
    prizeTable,
    verifyEvidence,
    waitForBoxes,
    withBlindBoxShop,
} from './support/blind-boxes';

const database = process.env.TEST_DATABASE ?? 'sqlite';

describe('opening blind boxes concurrently', () => {
    const shop = withBlindBoxShop();
    let server: TestServer;
    let admin: string;
    let box: { productId: string; variantIds: string[] };
    let ships: string;
    beforeAll(() => ({ server, admin, box, ships } = shop));

    it('50 concurrent openBox calls on one box all return the one result', async () => {
        const shopper = await createShopper(server, admin, 'racer');
        // Mostly a DIGITAL prize, so the race also goes through the code claim.
        const { campaign, lines } = await createBlindBox(
            server,
            admin,
            { productId: box.productId },
            [
                { rPercent: 70, pType: 'DIGITAL' },
                { rPercent: 10, stock: 1 },
                { rPercent: 20, isLose: true },
            ],
            ships,
        );
        await addCodes(server.adminApiUrl, admin, lines[0].id, ['RACE-1', 'RACE-2', 'RACE-3']);
        const order = await buyBoxes(server.shopApiUrl, shopper.token, campaign.id, box.variantIds[0], 1);
        await waitForBoxes(server.shopApiUrl, shopper.token, order.code);
        const [target] = (await gql(server.shopApiUrl, 'query ($o: ID!) { listPendingBoxes(orderId: $o) { id } }', { o: order.id }, shopper.token))
            .listPendingBoxes;

        const started = Date.now();
        const results = await Promise.all(Array.from({ length: 50 }, () => gql(server.shopApiUrl, OPEN_BOX, { id: target.id, next: true }, shopper.token)));
        console.log(`50 concurrent openBox (${database}): ${Date.now() - started} ms`);

        const outcomes = results.map(r => r.openBox);
        expect(outcomes.every(o => o.__typename === 'BoxOpening')).toBe(true);
        expect(new Set(outcomes.map(o => o.prizeLine.id)).size).toBe(1);
        expect(outcomes.filter(o => !o.alreadyOpened)).toHaveLength(1);
        const table = await prizeTable(server.adminApiUrl, admin, campaign.id);
        expect(table.reduce((sum, l) => sum + l.awarded, 0)).toBe(1);
        const digital = outcomes[0].prizeLine.id === lines[0].id;
        expect(table[0].freeCodes).toBe(digital ? 2 : 3);
    });

    it('openAllBox on 100 boxes, raced by openBox on every box, awards a prize of stock 3 at most 3 times', { timeout: 300_000 }, async () => {
        const shopper = await createShopper(server, admin, 'collector');
        const { campaign, lines } = await createBlindBox(
            server,
            admin,
            { productId: box.productId, totalTicket: 100 },
            [
                { rPercent: 40, rarity: 'LEGENDARY', stock: 3 },
                { rPercent: 20, pType: 'DIGITAL', rarity: 'RARE' },
                { rPercent: 40, isLose: true },
            ],
            ships,
        );
        await addCodes(
            server.adminApiUrl,
            admin,
            lines[1].id,
            Array.from({ length: 10 }, (_, i) => `POOL-${i}`),
        );
        const order = await buyBoxes(server.shopApiUrl, shopper.token, campaign.id, box.variantIds[0], 100);
        await waitForBoxes(server.shopApiUrl, shopper.token, order.code, 60_000);
        const boxes = (await gql(server.shopApiUrl, 'query ($o: ID!) { listPendingBoxes(orderId: $o) { id } }', { o: order.id }, shopper.token))
            .listPendingBoxes;
        expect(boxes).toHaveLength(100);

        // Two openAllBox calls race each other and an openBox call for every box: many boxes are
        // drawn at the same moment from the same stock snapshot.
        const started = Date.now();
        const [all, other, ...singles] = await Promise.all([
            gql(server.shopApiUrl, OPEN_ALL, { o: order.id }, shopper.token),
            gql(server.shopApiUrl, OPEN_ALL, { o: order.id }, shopper.token),
            ...boxes.map((b: { id: string }) => gql(server.shopApiUrl, OPEN_BOX, { id: b.id }, shopper.token)),
        ]);
        console.log(`openAllBox x2 + 100 openBox on 100 boxes (${database}): ${Date.now() - started} ms`);

        // Every call answers with the results (none is told to try again), and every box has exactly one, whichever call opened it.
        expect([all.openAllBox, other.openAllBox, ...singles.map(s => s.openBox)].filter(r => !('prizeLine' in r || 'items' in r))).toEqual([]);
        const byBox = new Map<string, string>();
        for (const item of all.openAllBox.items) byBox.set(item.box.id, item.prizeLine.id);
        expect(byBox.size).toBe(100);
        for (const item of other.openAllBox.items) expect(item.prizeLine.id).toBe(byBox.get(item.box.id));
        for (const s of singles) expect(s.openBox.prizeLine.id).toBe(byBox.get(s.openBox.box.id));
        const openedByCalls = all.openAllBox.opened + other.openAllBox.opened + singles.filter(s => !s.openBox.alreadyOpened).length;
        expect(openedByCalls).toBe(100);

        const wins = (lineId: string) => [...byBox.values()].filter(id => id === lineId).length;
        const table = await prizeTable(server.adminApiUrl, admin, campaign.id);
        expect(wins(lines[0].id)).toBeLessThanOrEqual(3);
        expect(table[0].awarded).toBe(wins(lines[0].id));
        expect(wins(lines[1].id)).toBeLessThanOrEqual(10);
        expect(table[1]).toMatchObject({ awarded: wins(lines[1].id), freeCodes: 10 - wins(lines[1].id) });
        expect(table.reduce((sum, l) => sum + l.awarded, 0)).toBe(100);
        // With 40% odds the limited prize is all but certain to sell out among 100 boxes.
        expect(wins(lines[0].id)).toBe(3);

        // Every outcome re-derives from its own evidence, including those drawn after the
        // limited prize ran out (its remaining is 0 in their snapshot).
        let sawRunOut = false;
        for (const [boxId, lineId] of byBox) {
            const evidence = (await gql(server.shopApiUrl, FAIRNESS, { id: boxId }, shopper.token)).blindBoxFairness;
            sawRunOut ||= evidence.eligibility[0].remaining === 0;
            const verified = verifyEvidence(evidence);
            expect(verified).toMatchObject({ ok: true, proofValid: true, lineId });
        }
        expect(sawRunOut).toBe(true);
    });
});
