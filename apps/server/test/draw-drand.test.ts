import { firstRoundAtOrAfter, holderHash, roundTime, sumTreeRoot, verifyBeaconRound, verifyDraw } from '@tuah/fairness';
import { gql, queryDatabase, shopApi, TestServer, withShop } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { BeaconClient } from '../src/plugins/beacon';
import { DrandProvider, DrawProgressService } from '../src/plugins/draw';
import { publishedProof, soldOutDraw, waitForDrawEnd } from './support/draws';

const DRAND_FAIRNESS = `query ($id: ID!) { campaignFairness(campaignId: $id) {
  sId provider commitment committedAt ticketCount tickets { ticketId weight holderHash } randomWord vrfPublicKey vrfProof
  beaconRound beaconFixedAt beaconDelaySeconds beaconPublicKey beaconChainHash beaconGenesisTime beaconPeriod beaconSignature
  winnerTicketId logEntries { kind body } timeline { stage at evidence }
} }`;

/** The published evidence as the proof page hands it to verifyDraw. */
const drawProof = publishedProof;

/** The embedded beacon's chain hash, as the first test's draw published it (the next test reads its beacon). */
let publishedChainHash = '';
/** The first test's draw, ended: the tampering test rewrites its rows last. */
let drawn: { id: string; sId: string } | undefined;

/** One server (the embedded beacon at one round a second) for everything drand: docs/fairness.md#drand. */
describe('a lucky draw decided by a drand beacon round (embedded beacon)', () => {
    let server: TestServer;
    let admin: string;

    withShop(shop => ({ server, admin } = shop), { DRAW_PROVIDER: 'drand', DRAW_BEACON_PERIOD_SECONDS: '1', DRAW_BEACON_DELAY_SECONDS: '2' });

    it('fixes a round after the commitment, waits for it, and publishes a winner the round re-derives', { timeout: 180_000 }, async () => {
        const { campaign } = await soldOutDraw(server, admin, { shoppers: 2, each: 3, prefix: 'drand' });
        const progress = await waitForDrawEnd(server.shopApiUrl, campaign.id);
        drawn = { id: campaign.id, sId: campaign.sId };
        const en = await shopApi(server.shopApiUrl, 'query ($id: ID!) { campaignProgress(campaignId: $id) { provider stageMessage } }', { id: campaign.id });
        expect(en.data.campaignProgress).toEqual({ provider: 'drand', stageMessage: 'The draw has ended' });

        const f = (await gql(server.shopApiUrl, DRAND_FAIRNESS, { id: campaign.id })).campaignFairness;
        expect(f).toMatchObject({ provider: 'drand', ticketCount: 6, beaconDelaySeconds: 2, beaconPeriod: 1, vrfPublicKey: null, vrfProof: null });
        expect(f.beaconPublicKey).toMatch(/^[0-9a-f]{192}$/);
        expect(f.beaconSignature).toMatch(/^[0-9a-f]{96}$/);

        // The round was fixed after the commitment, as the first one at least the delay later, and emitted after both.
        const committedAt = Date.parse(f.committedAt) / 1000;
        expect(f.beaconFixedAt).toBeGreaterThanOrEqual(Math.floor(committedAt));
        const chain = { genesisTime: f.beaconGenesisTime, period: f.beaconPeriod };
        expect(f.beaconRound).toBe(firstRoundAtOrAfter(chain, f.beaconFixedAt + f.beaconDelaySeconds));
        expect(roundTime(chain, f.beaconRound)).toBeGreaterThan(committedAt);
        // The winner was derived no earlier than the round existed.
        expect(Date.parse(progress.ts_GET_WINNER) / 1000).toBeGreaterThanOrEqual(roundTime(chain, f.beaconRound));
        // The fairness log names the deciding round beside the word (docs/fairness.md#the-fairness-log).
        const randomness = f.logEntries.find((e: { kind: string }) => e.kind === 'draw.randomness');
        expect(JSON.parse(randomness.body).data).toMatchObject({ randomWord: f.randomWord, beaconRound: f.beaconRound });

        // Anyone re-derives the winner from the published proof alone.
        const verified = verifyDraw(drawProof(f));
        expect(verified).toMatchObject({ ok: true, commitmentMatches: true, proofValid: true, roundInTime: true, randomWord: f.randomWord });
        expect(verified.winner!.ticketId).toBe(f.winnerTicketId);
        expect(progress.drawResult.winner.ticketId).toBe(f.winnerTicketId);

        // The timeline shows the round fixed and emitted (no contract or oracle), in order; reordered, it fails.
        expect(f.timeline.map((s: any) => [s.stage, s.evidence])).toEqual([
            ['SALES_CLOSED', '6'],
            ['COMMITTED', f.commitment],
            ['ROUND_FIXED', String(f.beaconRound)],
            ['RANDOMNESS_KNOWN', f.beaconSignature],
            ['RESULT', f.winnerTicketId],
        ]);
        expect(Date.parse(f.timeline[2].at) / 1000).toBe(f.beaconFixedAt);
        expect(Date.parse(f.timeline[3].at) / 1000).toBe(roundTime(chain, f.beaconRound));
        expect(verified.timeline).toMatchObject({ ok: true });
        const resultFirst = verifyDraw({ ...drawProof(f), resultAt: f.committedAt });
        expect(resultFirst).toMatchObject({ ok: false, winner: null, timeline: { ok: false } });
        expect(resultFirst.reason).toMatch(/result was announced before the randomness/);

        // A ticket added after the round was fixed: the list no longer matches the commitment.
        const added = [...f.tickets, { ticketId: `${f.sId}-999999`, weight: 4, holderHash: holderHash('ab'.repeat(32), '1') }];
        expect(verifyDraw({ ...drawProof(f), tickets: added })).toMatchObject({ ok: false, commitmentMatches: false, winner: null });

        // The beacon serves drand's HTTP API: the same round, signed by the published key.
        publishedChainHash = f.beaconChainHash;
        const base = `${server.baseUrl}/beacon/${f.beaconChainHash}`;
        const info = await (await fetch(`${base}/info`)).json();
        expect(info).toMatchObject({
            public_key: f.beaconPublicKey,
            period: 1,
            genesis_time: f.beaconGenesisTime,
            hash: f.beaconChainHash,
            schemeID: 'bls-unchained-g1-rfc9380',
            metadata: { beaconID: expect.any(String) },
        });
        const round = await (await fetch(`${base}/public/${f.beaconRound}`)).json();
        expect(round).toMatchObject({ round: f.beaconRound, signature: f.beaconSignature, randomness: expect.stringMatching(/^[0-9a-f]{64}$/) });
        const latest = await (await fetch(`${base}/public/latest`)).json();
        expect(latest.round).toBeGreaterThanOrEqual(f.beaconRound);
        expect(verifyBeaconRound(f.beaconPublicKey, latest.round, latest.signature)).toBe(true);

        // An earlier round, honestly signed, does not decide this draw: its signature existed before the commitment.
        const earlier = await (await fetch(`${base}/public/${f.beaconRound - 3}`)).json();
        const early = verifyDraw({ ...drawProof(f), beaconRound: earlier.round, beaconSignature: earlier.signature });
        expect(early).toMatchObject({ ok: false, proofValid: true, roundInTime: false });
        // A forged signature (the next round's, passed off as this one) does not verify.
        expect(verifyDraw({ ...drawProof(f), beaconSignature: latest.round > f.beaconRound ? latest.signature : earlier.signature })).toMatchObject({
            ok: false,
            proofValid: false,
        });

        // A round in the future is Too Early, as drand answers; another chain or a malformed round is not found.
        expect((await fetch(`${base}/public/${latest.round + 3600}`)).status).toBe(425);
        expect((await fetch(`${server.baseUrl}/beacon/${'0'.repeat(64)}/info`)).status).toBe(404);
        expect((await fetch(`${base}/public/abc`)).status).toBe(404);

        // The stage messages say what a drand draw does, in Malay too.
        const ms = await shopApi(`${server.shopApiUrl}?languageCode=ms`, 'query ($id: ID!) { campaignProgress(campaignId: $id) { stageMessage } }', {
            id: campaign.id,
        });
        expect(ms.data.campaignProgress.stageMessage).toBe('Cabutan telah tamat');
    });

    it('pins the beacon: another key or chain is refused, a round not yet emitted is awaited', { timeout: 60_000 }, async () => {
        const info = await (await fetch(`${server.baseUrl}/beacon/${publishedChainHash}/info`)).json();
        const url = `${server.baseUrl}/beacon/${info.hash}`;
        const pinned = new DrandProvider({ client: new BeaconClient({ url, publicKey: info.public_key, chainHash: info.hash }), delaySeconds: 2 });
        const { beacon } = await pinned.publishCommitment();
        expect(beacon).toMatchObject({ beaconDelaySeconds: 2, beaconPublicKey: info.public_key, beaconChainHash: info.hash, beaconPeriod: 1 });
        expect(beacon.beaconRound).toBe(firstRoundAtOrAfter({ genesisTime: info.genesis_time, period: 1 }, beacon.beaconFixedAt + 2));
        // Its round is not out yet: nothing to draw with, no error.
        expect(await pinned.randomness('X', 'ab'.repeat(32), { ...beacon, beaconRound: beacon.beaconRound + 3600 })).toBeNull();

        const otherKey = info.public_key.slice(0, -2) + (info.public_key.endsWith('00') ? '01' : '00');
        await expect(
            new DrandProvider({ client: new BeaconClient({ url, publicKey: otherKey, chainHash: info.hash }), delaySeconds: 2 }).publishCommitment(),
        ).rejects.toThrow(/not the pinned chain/);
        // A signature checked against another key is refused, never used.
        const latest = await (await fetch(`${url}/public/latest`)).json();
        const fixed = { ...beacon, beaconRound: latest.round, beaconPublicKey: otherKey };
        await expect(pinned.randomness('X', 'ab'.repeat(32), fixed)).rejects.toThrow(/does not verify under the pinned key/);
    });

    it('a ticket written into the list after the round was fixed makes the published evidence fail; the untampered evidence verifies', async () => {
        if (!drawn) throw new Error('the first test drew no campaign');
        const fairness = async () => (await gql(server.shopApiUrl, DRAND_FAIRNESS, { id: drawn!.id })).campaignFairness;
        const honest = await fairness();
        const checked = verifyDraw(drawProof(honest));
        expect(checked).toMatchObject({ ok: true, commitmentMatches: true, proofValid: true, roundInTime: true, randomWord: honest.randomWord });
        expect(checked.winner!.ticketId).toBe(honest.winnerTicketId);

        // An operator with the database (the guard's trigger dropped, as its owner could) adds a
        // heavy ticket of a holder of its choosing after the round was fixed: the published list grows.
        const postgres = server.database.kind === 'postgres';
        await queryDatabase(server, `DROP TRIGGER "ticket_set_committed_insert"${postgres ? ' ON "ticket"' : ''}`);
        const [last] = await queryDatabase(server, 'SELECT MAX("seq") AS "seq", MIN("customerId") AS "customerId" FROM "ticket" WHERE "campaignId" = $1', [
            Number(drawn.id),
        ]);
        await queryDatabase(
            server,
            `INSERT INTO "ticket" ("ticketId", "seq", "rarity", "weight", "isWin", "isVoid", "campaignId", "customerId")
             VALUES ($1, $2, 'LEGENDARY', 4, FALSE, FALSE, $3, $4)`,
            [`${drawn.sId}-999999`, Number(last.seq) + 1, Number(drawn.id), last.customerId],
        );
        const added = await fairness();
        expect(added.tickets.map((t: { ticketId: string }) => t.ticketId)).toContain(`${drawn.sId}-999999`);
        // The list no longer hashes to the commitment published before the round: no winner comes of it.
        expect(verifyDraw(drawProof(added))).toMatchObject({ ok: false, commitmentMatches: false, winner: null });

        // Rewriting the commitment to the grown list as well: the round's signature still checks, but
        // the word binds the commitment, so the word re-derived is not the one published (nor, in
        // general, the winner); and the fairness log still holds the first commitment.
        await queryDatabase(server, 'UPDATE "draw_record" SET "commitment" = $1 WHERE "campaignId" = $2', [
            sumTreeRoot(
                added.tickets.map(({ ticketId, weight, holderHash }: { ticketId: string; weight: number; holderHash: string }) => ({
                    ticketId,
                    weight,
                    holderHash,
                })),
            ),
            Number(drawn.id),
        ]);
        const rewritten = await fairness();
        expect(rewritten.commitment).not.toBe(honest.commitment);
        const recomputed = verifyDraw(drawProof(rewritten));
        expect(recomputed).toMatchObject({ commitmentMatches: true, proofValid: true });
        expect(recomputed.randomWord).not.toBe(rewritten.randomWord);
        const logged = rewritten.logEntries.find((e: { kind: string }) => e.kind === 'draw.commitment');
        expect(JSON.parse(logged.body).data.commitment).toBe(honest.commitment);
    });

    it('words the stages a drand draw runs differently, in English and Malay', () => {
        const service = new DrawProgressService(null as never, null as never);
        const say = (languageCode: string, stage: string, provider?: 'local' | 'chainlink' | 'drand') =>
            service.stageMessage({ languageCode } as never, stage, provider);
        expect(say('en', 'CALL_CONTRACT', 'drand')).toBe('Fixing the beacon round that will decide the draw');
        expect(say('en', 'WAIT_VRF_RESULT', 'drand')).toBe('Waiting for the beacon round');
        expect(say('ms', 'WAIT_VRF_RESULT', 'drand')).toBe('Menunggu pusingan suar');
        expect(say('ms', 'GET_WINNER', 'drand')).toBe('Mendapatkan ID tiket yang menang');
        // The contract's messages stay as they are for the other providers.
        expect(say('en', 'WAIT_VRF_RESULT', 'chainlink')).toBe('Waiting for blockchain confirmation');
        expect(say('en', 'CALL_CONTRACT')).toBe('Communicating with the smart contract');
    });
});
