import crypto from 'node:crypto';

import { boxBeaconWord, boxOutcome, checkBoxTimeline, fromHex, randomWordFromBeta, roundAt, toHex, verifyBeaconRound, vrfProofToHash } from '@tuah/fairness';
import { createShopper, gql, queryDatabase } from '@tuah/testing';
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

        // The word also takes the beacon round fixed by the claim: the first round emitted after it.
        const { beacon } = proof;
        expect(proof.scheme).toBe('vrf-beacon-v1');
        expect(beacon.round).toBe(roundAt(beacon, Date.parse(proof.claimedAt) / 1000) + 1);
        expect(Date.parse(beacon.emittedAt)).toBeGreaterThan(Date.parse(proof.claimedAt));
        expect(Date.parse(proof.openedAt)).toBeGreaterThanOrEqual(Date.parse(beacon.emittedAt));
        expect(verifyBeaconRound(beacon.publicKey, beacon.round, beacon.signature)).toBe(true);
        const beta = vrfProofToHash(fromHex(proof.vrfProof));
        expect(proof.randomWord).toBe(toHex(boxBeaconWord(beta, beacon.signature)));
        expect(verifyEvidence(proof)).toMatchObject({ ok: true, beaconValid: true });
        // Another round's signature, or a forged one, does not verify.
        const other = (await gql(shop.server.shopApiUrl, FAIRNESS, { id: pending[0].id }, shopper.token)).blindBoxFairness.beacon;
        const forged = beacon.signature.slice(0, 10) + (beacon.signature[10] === '0' ? '1' : '0') + beacon.signature.slice(11);
        expect(verifyEvidence(proof, { beacon: { ...other, round: beacon.round - 1 } })).toMatchObject({ ok: false, beaconValid: false });
        expect(verifyEvidence(proof, { beacon: { ...other, signature: forged } })).toMatchObject({ ok: false, beaconValid: false });

        // The box's timeline, each stage with its evidence, in order: the round emitted after the claim.
        const TIMELINE = 'query ($id: ID!) { blindBoxFairness(boxId: $id) { seedCommitment timeline { stage at evidence } } }';
        const { timeline, seedCommitment } = (await gql(shop.server.shopApiUrl, TIMELINE, { id: pending[0].id }, shopper.token)).blindBoxFairness;
        expect(timeline.map((s: any) => [s.stage, s.evidence])).toEqual([
            ['COMMITTED', seedCommitment],
            ['BOUGHT', proof.boxCode],
            ['CLAIMED', seed],
            ['ROUND_FIXED', String(beacon.round)],
            ['RANDOMNESS_KNOWN', beacon.signature],
            ['RESULT', proof.randomWord],
        ]);
        const [committedAt, boughtAt, claimedAt, roundFixedAt, emittedAt, openedAt] = timeline.map((s: any) => s.at);
        expect([claimedAt, emittedAt, openedAt]).toEqual([proof.claimedAt, beacon.emittedAt, proof.openedAt]);
        const times = {
            scheme: proof.scheme,
            committedAt,
            boughtAt,
            claimedAt,
            roundFixedAt,
            openedAt,
            beaconRound: beacon.round,
            beaconGenesisTime: beacon.genesisTime,
            beaconPeriod: beacon.period,
        };
        expect(checkBoxTimeline(times)).toMatchObject({ ok: true });
        expect(checkBoxTimeline({ ...times, beaconRound: beacon.round - 5 })).toMatchObject({ ok: false });
        expect(checkBoxTimeline({ ...times, boughtAt: openedAt, openedAt: boughtAt })).toMatchObject({ ok: false });

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
        // The seed on record is one of them: the claim's (the call that awarded it may be another, waiting for the same round).
        expect(seeds).toContain(proof.clientSeed);
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
        // openAllBox claims its boxes at once, with one round, and waits for it once.
        expect(proofs[1].claimedAt).toBe(proofs[2].claimedAt);
        expect(proofs[1].beacon.round).toBe(proofs[2].beacon.round);
        expect(proofs[1].beacon.round).toBeGreaterThanOrEqual(proofs[0].beacon.round);
        // Same seed, different codes: independent proofs, each verifying to its own outcome.
        expect(new Set(proofs.map(p => p.vrfProof)).size).toBe(3);
        for (const [i, proof] of proofs.entries()) expect(verifyEvidence(proof)).toMatchObject({ ok: true, lineId: all.items[i].prizeLine.id });
    });

    it('a claim whose award never happened (a crash, a beacon outage) is finished by the next call, with its seed and round', async () => {
        const { shopper, order, pending, evidence } = await boxesFor('crashed', 2);
        const done = (await gql(shop.server.shopApiUrl, OPEN_BOX, { id: pending[0].id, seed: deviceSeed() }, shopper.token)).openBox;
        const chain = (await evidence(pending[0].id)).beacon;
        // What a process that died after the claim committed leaves: the seed and round fixed, nothing awarded.
        const seed = deviceSeed();
        const claimedAt = new Date();
        const round = roundAt(chain, claimedAt.getTime() / 1000) + 1;
        const beaconChain = JSON.stringify({ chainHash: chain.chainHash, publicKey: chain.publicKey, genesisTime: chain.genesisTime, period: chain.period });
        // SQLite keeps datetimes as UTC text, 'YYYY-MM-DD HH:MM:SS.SSS'.
        const at = database === 'postgres' ? claimedAt : claimedAt.toISOString().replace('T', ' ').replace('Z', '');
        await queryDatabase(
            shop.server,
            `UPDATE "blind_box" SET "clientSeed" = $1, "clientSeedSource" = 'DEVICE', "scheme" = 'vrf-beacon-v1', "claimedAt" = $2, "beaconRound" = $3, "beaconChain" = $4 WHERE "id" = $5`,
            [seed, at, round, beaconChain, Number(pending[1].id)],
        );
        // Claimed but not awarded: not open, still pending.
        const waiting = await evidence(pending[1].id);
        expect(waiting).toMatchObject({ scheme: 'vrf-beacon-v1', prizeLineId: null, clientSeed: null, beacon: { round, signature: null } });
        expect((await gql(shop.server.shopApiUrl, PENDING, { o: order.id }, shopper.token)).listPendingBoxes).toEqual([{ id: pending[1].id }]);

        // Another seed cannot re-roll it: openAllBox finishes it with the stored seed and round.
        const all = (await gql(shop.server.shopApiUrl, OPEN_ALL, { o: order.id, seed: deviceSeed() }, shopper.token)).openAllBox;
        expect(all.opened).toBe(1);
        expect(all.items.map((i: any) => i.prizeLine.id)[0]).toBe(done.prizeLine.id);
        const proof = await evidence(pending[1].id);
        expect(proof).toMatchObject({ clientSeed: seed, beacon: { round }, prizeLineId: all.items[1].prizeLine.id });
        expect(verifyEvidence(proof)).toMatchObject({ ok: true, beaconValid: true, lineId: all.items[1].prizeLine.id });
    });

    it('a box opened before the beacon round (vrf-v1) still verifies under its own rule, and says so', async () => {
        const { shopper, pending, evidence } = await boxesFor('old-rule', 1);
        await gql(shop.server.shopApiUrl, OPEN_BOX, { id: pending[0].id, seed: deviceSeed() }, shopper.token);
        const opened = await evidence(pending[0].id);
        // The record a vrf-v1 opening left with the same VRF proof: the word is the VRF output's first half, no round.
        const word = randomWordFromBeta(vrfProofToHash(fromHex(opened.vrfProof)));
        const lineId = boxOutcome(
            word,
            opened.eligibility.map((e: any) => ({ id: String(e.prizeLineId), weight: e.weight, remaining: e.remaining })),
        ).lineId;
        await queryDatabase(
            shop.server,
            `UPDATE "blind_box" SET "scheme" = 'vrf-v1', "randomWord" = $1, "prizeLineId" = $2, "claimedAt" = NULL, "beaconRound" = NULL, "beaconChain" = NULL, "beaconSignature" = NULL WHERE "id" = $3`,
            [toHex(word), Number(lineId), Number(pending[0].id)],
        );
        const old = await evidence(pending[0].id);
        expect(old).toMatchObject({ scheme: 'vrf-v1', beacon: null, claimedAt: null, randomWord: toHex(word) });
        expect(verifyEvidence(old)).toMatchObject({ ok: true, lineId });
        const TIMELINE = 'query ($id: ID!) { blindBoxFairness(boxId: $id) { timeline { stage } } }';
        const { timeline } = (await gql(shop.server.shopApiUrl, TIMELINE, { id: pending[0].id }, shopper.token)).blindBoxFairness;
        expect(timeline.map((s: any) => s.stage)).toEqual(['COMMITTED', 'BOUGHT', 'RESULT']);
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
