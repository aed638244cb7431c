import crypto from 'node:crypto';

import { checkBoxTimeline } from '@tuah/fairness';
import { createShopper, gql } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { buyBoxes, createBlindBox, FAIRNESS, OPEN_ALL, OPEN_BOX, prizeTable, raw, verifyEvidence, waitForBoxes, withBlindBoxShop } from './support/blind-boxes';

const database = process.env.TEST_DATABASE ?? 'sqlite';
const PENDING = 'query ($o: ID!) { listPendingBoxes(orderId: $o) { id } }';
/** What a device sends: 128 bits from a CSPRNG, as hex. */
const deviceSeed = () => crypto.randomBytes(16).toString('hex');

/**
 * Client seeds (docs/fairness.md "Client seeds"): the seed sent with openBox / openAllBox is bound
 * into the box's outcome, the first one that opens a box is the only one ever used for it, and
 * boxes opened without one get entropy the server derives (the order's payment transaction id).
 */
describe('blind-box client seeds', () => {
    const shop = withBlindBoxShop();

    async function boxesFor(name: string, count: number) {
        const shopper = await createShopper(shop.server, shop.admin, name);
        const { campaign, lines } = await createBlindBox(
            shop.server,
            shop.admin,
            { productId: shop.box.productId },
            [
                { rPercent: 30, rarity: 'EPIC', stock: 2 },
                { rPercent: 30, rarity: 'RARE' },
                { rPercent: 40, isLose: true },
            ],
            shop.ships,
        );
        const order = await buyBoxes(shop.server.shopApiUrl, shopper.token, campaign.id, shop.box.variantIds[0], count);
        await waitForBoxes(shop.server.shopApiUrl, shopper.token, order.code);
        const pending: Array<{ id: string }> = (await gql(shop.server.shopApiUrl, PENDING, { o: order.id }, shopper.token)).listPendingBoxes;
        const evidence = async (id: string) => (await gql(shop.server.shopApiUrl, FAIRNESS, { id }, shopper.token)).blindBoxFairness;
        return { shopper, campaign, lines, order, pending, evidence };
    }

    it('binds the device seed into the proof; a later opening with another seed returns the first result', async () => {
        const { shopper, pending, evidence } = await boxesFor('seeded', 1);
        const seed = deviceSeed();
        const first = (await gql(shop.server.shopApiUrl, OPEN_BOX, { id: pending[0].id, seed: seed.toUpperCase() }, shopper.token)).openBox;
        expect(first).toMatchObject({ __typename: 'BoxOpening', alreadyOpened: false });

        const proof = await evidence(pending[0].id);
        expect(proof).toMatchObject({ clientSeed: seed, clientSeedSource: 'DEVICE', prizeLineId: first.prizeLine.id });
        expect(verifyEvidence(proof)).toMatchObject({ ok: true, lineId: first.prizeLine.id });
        // The outcome depends on the client seed: the same proof fails for any other seed, or none.
        expect(verifyEvidence(proof, { clientSeed: deviceSeed() })).toMatchObject({ ok: false, proofValid: false });
        expect(verifyEvidence(proof, { clientSeed: null })).toMatchObject({ ok: false, proofValid: false });

        // The box's timeline: seed committed, box bought, box opened, each with its evidence, in order.
        const TIMELINE = 'query ($id: ID!) { blindBoxFairness(boxId: $id) { seedCommitment timeline { stage at evidence } } }';
        const { timeline, seedCommitment } = (await gql(shop.server.shopApiUrl, TIMELINE, { id: pending[0].id }, shopper.token)).blindBoxFairness;
        expect(timeline.map((s: any) => [s.stage, s.evidence])).toEqual([
            ['COMMITTED', seedCommitment],
            ['BOUGHT', proof.boxCode],
            ['RESULT', proof.randomWord],
        ]);
        expect(timeline[2].at).toBe(proof.openedAt);
        const [committedAt, boughtAt, openedAt] = timeline.map((s: any) => s.at);
        expect(checkBoxTimeline({ committedAt, boughtAt, openedAt })).toMatchObject({ ok: true });
        expect(checkBoxTimeline({ committedAt, boughtAt: openedAt, openedAt: boughtAt })).toMatchObject({ ok: false });

        // A retry with another seed cannot re-roll: same result, the first seed stays on record.
        const retry = (await gql(shop.server.shopApiUrl, OPEN_BOX, { id: pending[0].id, seed: deviceSeed() }, shopper.token)).openBox;
        expect(retry).toMatchObject({ alreadyOpened: true, prizeLine: { id: first.prizeLine.id } });
        expect(await evidence(pending[0].id)).toEqual(proof);
    });

    it(`concurrent openings of one box with different seeds give one outcome, made with one of them (${database})`, async () => {
        const { shopper, pending, evidence } = await boxesFor('seed-racer', 1);
        const seeds = Array.from({ length: 20 }, deviceSeed);
        const results = await Promise.all(seeds.map(seed => gql(shop.server.shopApiUrl, OPEN_BOX, { id: pending[0].id, seed }, shopper.token)));
        const outcomes = results.map(r => r.openBox);
        expect(outcomes.every(o => o.__typename === 'BoxOpening')).toBe(true);
        expect(outcomes.filter(o => !o.alreadyOpened)).toHaveLength(1);
        expect(new Set(outcomes.map(o => o.prizeLine.id)).size).toBe(1);
        const proof = await evidence(pending[0].id);
        expect(seeds).toContain(proof.clientSeed);
        // The seed on record is the seed of the call that opened the box.
        expect(seeds[outcomes.findIndex(o => !o.alreadyOpened)]).toBe(proof.clientSeed);
        expect(verifyEvidence(proof)).toMatchObject({ ok: true, lineId: outcomes[0].prizeLine.id });
    });

    it('a box opened without a seed gets the payment transaction id as its seed and still verifies', async () => {
        const { shopper, pending, evidence } = await boxesFor('unseeded', 1);
        const opened = (await gql(shop.server.shopApiUrl, OPEN_BOX, { id: pending[0].id }, shopper.token)).openBox;
        const proof = await evidence(pending[0].id);
        expect(proof.clientSeedSource).toBe('PAYMENT');
        expect(proof.clientSeed).toMatch(/^payment-\S+/);
        expect(verifyEvidence(proof)).toMatchObject({ ok: true, lineId: opened.prizeLine.id });
    });

    it('openAllBox binds its one seed into every box it opens; a box opened before keeps its own', async () => {
        const { shopper, order, pending, evidence } = await boxesFor('seed-all', 3);
        const own = deviceSeed();
        await gql(shop.server.shopApiUrl, OPEN_BOX, { id: pending[0].id, seed: own }, shopper.token);
        const seed = deviceSeed();
        const all = (await gql(shop.server.shopApiUrl, OPEN_ALL, { o: order.id, seed }, shopper.token)).openAllBox;
        expect(all.opened).toBe(2);
        const proofs = await Promise.all(pending.map(b => evidence(b.id)));
        expect(proofs.map(p => p.clientSeed)).toEqual([own, seed, seed]);
        // Same seed, different codes: independent proofs, each verifying to its own outcome.
        expect(new Set(proofs.map(p => p.vrfProof)).size).toBe(3);
        for (const [i, proof] of proofs.entries()) expect(verifyEvidence(proof)).toMatchObject({ ok: true, lineId: all.items[i].prizeLine.id });
    });

    it('refuses a malformed seed with InvalidClientSeedError and opens nothing; another customer still gets FORBIDDEN', async () => {
        const { shopper, campaign, order, pending } = await boxesFor('bad-seed', 2);
        const cases: Array<[string, string]> = [
            ['a'.repeat(31), 'TOO_SHORT'],
            ['', 'TOO_SHORT'],
            ['a'.repeat(129), 'TOO_LONG'],
            [`${'a'.repeat(31)}g`, 'NOT_HEX'],
            [`0x${'a'.repeat(32)}`, 'NOT_HEX'],
        ];
        for (const [seed, reason] of cases) {
            const one = (await gql(shop.server.shopApiUrl, OPEN_BOX, { id: pending[0].id, seed }, shopper.token)).openBox;
            expect(one, seed).toMatchObject({ __typename: 'InvalidClientSeedError', errorCode: 'INVALID_CLIENT_SEED_ERROR', reason });
            const all = (await gql(shop.server.shopApiUrl, OPEN_ALL, { o: order.id, seed }, shopper.token)).openAllBox;
            expect(all, seed).toMatchObject({ __typename: 'InvalidClientSeedError', reason });
        }
        const short = (await gql(shop.server.shopApiUrl, OPEN_BOX, { id: pending[0].id, seed: 'abc' }, shopper.token)).openBox;
        expect(short.message).toBe('The client seed must have at least 32 hex digits (128 bits)');
        expect((await gql(shop.server.shopApiUrl, PENDING, { o: order.id }, shopper.token)).listPendingBoxes).toHaveLength(2);
        expect((await prizeTable(shop.server.adminApiUrl, shop.admin, campaign.id)).reduce((sum, l) => sum + l.awarded, 0)).toBe(0);

        const other = await createShopper(shop.server, shop.admin, 'seed-thief');
        const stolen = await raw(shop.server.shopApiUrl, OPEN_BOX, { id: pending[0].id, seed: deviceSeed() }, other.token);
        expect(stolen.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        expect((await gql(shop.server.shopApiUrl, PENDING, { o: order.id }, shopper.token)).listPendingBoxes).toHaveLength(2);
    });
});
