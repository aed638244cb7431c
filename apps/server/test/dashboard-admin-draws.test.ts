import {
    adminLogin,
    createCampaign,
    createOperator,
    createShopper,
    gql,
    productVariants,
    queryDatabase,
    shopApi,
    startTestServer,
    TestServer,
} from '@tuah/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buy, waitForDrawEnd } from './support/draws';

const DRAW =
    'campaignId sId name state stage isCancelled stages { stage at } stageAgeSeconds stuck provider commitment ticketCount randomWord winnerTicketId winnerCustomerId winnerName';
const ONE = `query ($c: ID!) { draw(campaignId: $c) { ${DRAW} } }`;
const LIST = `query ($skip: Int, $take: Int) { draws(skip: $skip, take: $take) { totalItems items { campaignId stage stuck } } }`;
const RESUME = `mutation ($c: ID!) { resumeDraw(campaignId: $c) {
  __typename
  ... on DrawResumption { outcome draw { ${DRAW} } }
  ... on DrawNotResumableError { errorCode message reason }
} }`;
const STAGES = ['DRAW_INIT', 'CALL_CONTRACT', 'CALL_CHAINLINK', 'WAIT_VRF_RESULT', 'GET_WINNER', 'ENDED'];

/**
 * Operators watch draws (stage timeline, provider, commitment, random word, winner, stuck flag)
 * and resume a stuck one with the sweeper's own step. The servers run as API-only processes
 * while the draw is stuck, so no sweeper or job can move it before the operator does.
 */
describe('dashboard admin API: draws', () => {
    let server: TestServer;
    let admin: string;
    let campaignId: string;
    let stuckSince: string;

    beforeAll(async () => {
        // Local draws: a resumed draw runs to its end at once (a drand draw would wait for its round).
        server = await startTestServer({ env: { PAYMENT_SANDBOX: 'true', DRAW_PROVIDER: 'local' }, processes: 2 });
        admin = await adminLogin(server.adminApiUrl);
        const ended = await gql(server.shopApiUrl, '{ campaigns(state: ENDED) { items { id } } }');
        for (const c of ended.campaigns.items) await waitForDrawEnd(server.shopApiUrl, c.id);
        // Not sold out (4 of 6 tickets): the draw starts only when the operator's database says so.
        const cap = await productVariants(server.shopApiUrl, 'cap');
        const prize = await productVariants(server.shopApiUrl, 'smart-watch');
        const campaign = await createCampaign(server, admin, { productId: cap.productId, prizeId: prize.productId, totalTicket: 6, ticketPerItem: 1 });
        campaignId = campaign.id;
        for (const name of ['stuck0', 'stuck1']) await buy(server, await createShopper(server, admin, name), campaignId, cap.variantIds[0], 2);
    }, 240_000);
    afterAll(async () => {
        await server?.stop();
    });

    const resume = async (id: string, url = server.adminApiUrl, token = admin) => (await gql(url, RESUME, { c: id }, token)).resumeDraw;

    it("refuses to resume what is not a started draw, in the operator's language", async () => {
        expect(await resume(campaignId)).toMatchObject({ __typename: 'DrawNotResumableError', errorCode: 'DRAW_NOT_RESUMABLE_ERROR', reason: 'NOT_STARTED' });
        expect((await resume('999999')).reason).toBe('NOT_FOUND');
        const all = await gql(server.adminApiUrl, '{ campaigns(options: { take: 100 }) { items { id typStr } } }', {}, admin);
        const box = all.campaigns.items.find((c: { typStr: string }) => c.typStr === 'BLINDBOX');
        expect((await resume(box.id)).message).toBe('Only a lucky draw that was not cancelled has a draw to resume');
        const ms = (await gql(`${server.adminApiUrl}?languageCode=ms`, RESUME, { c: '999999' }, admin)).resumeDraw;
        expect(ms.message).toBe('Tiada kempen sedemikian');
        // A campaign still selling is not a draw yet.
        expect((await gql(server.adminApiUrl, LIST, { take: 100 }, admin)).draws.items.map((d: any) => d.campaignId)).not.toContain(campaignId);
    });

    it('a stuck draw shows its stage and age; two resumes at once on two processes run each stage once', { timeout: 240_000 }, async () => {
        // API-only processes: no sweeper, no jobs. The draw starts as a lost job would leave it.
        await server.restart({ PROCESS_ROLE: 'server' });
        const postgres = server.database.kind === 'postgres';
        await queryDatabase(
            server,
            `UPDATE "campaign" SET "state" = 'ENDED', "stage" = 'DRAW_INIT', "ts_DRAW_INIT" = ${postgres ? "NOW() - INTERVAL '3 hours'" : "datetime('now', '-3 hours')"} WHERE "id" = $1`,
            [Number(campaignId)],
        );
        const stuck = (await gql(server.adminApiUrl, ONE, { c: campaignId }, admin)).draw;
        expect(stuck).toMatchObject({ stage: 'DRAW_INIT', state: 'ENDED', stuck: true, provider: null, commitment: null, winnerTicketId: null });
        expect(stuck.stageAgeSeconds).toBeGreaterThan(2 * 3600);
        expect(stuck.stages.map((s: any) => s.stage)).toEqual(STAGES);
        stuckSince = stuck.stages[0].at;
        expect(stuckSince).not.toBeNull();
        expect(stuck.stages.slice(1).every((s: any) => s.at === null)).toBe(true);
        const listed = (await gql(server.adminApiUrl, LIST, { take: 100 }, admin)).draws.items.find((d: any) => d.campaignId === campaignId);
        expect(listed).toEqual({ campaignId, stage: 'DRAW_INIT', stuck: true });

        // Both processes at once, and a second click on the first: the database decides each stage once.
        const [first, second, again] = await Promise.all([
            resume(campaignId, server.processes[0].adminApiUrl),
            resume(campaignId, server.processes[1].adminApiUrl),
            resume(campaignId, server.processes[0].adminApiUrl),
        ]);
        for (const answer of [first, second, again]) expect(answer.__typename).toBe('DrawResumption');
        for (const answer of [first, second, again]) expect(['ENDED', 'BUSY', 'RETRY', 'WAITING']).toContain(answer.outcome);
        // SQLite may refuse one of two processes writing at once (RETRY), and a resume that found a
        // ticket's rarity being revealed by the other process stops there (WAITING): the operator
        // clicks again, and the draw ends.
        if (![first, second, again].some(a => a.outcome === 'ENDED')) expect((await resume(campaignId)).outcome).toBe('ENDED');

        const done = (await gql(server.adminApiUrl, ONE, { c: campaignId }, admin)).draw;
        expect(done).toMatchObject({
            stage: 'ENDED',
            stuck: false,
            provider: 'local',
            ticketCount: 4,
            winnerTicketId: expect.any(String),
            winnerName: expect.stringMatching(/\S/),
        });
        expect(done.commitment).toMatch(/^[0-9a-f]{64}$/);
        expect(done.randomWord).toMatch(/^[0-9a-f]{64}$/);
        expect(done.stages.every((s: any) => s.at !== null)).toBe(true);
        // The stage it was stuck in keeps its time: nothing was entered twice.
        expect(done.stages[0].at).toBe(stuckSince);

        const count = async (sql: string) => Number((await queryDatabase(server, sql, [Number(campaignId)]))[0].n);
        expect(await count('SELECT COUNT(*) AS "n" FROM "won_prize" WHERE "campaignId" = $1')).toBe(1);
        expect(await count('SELECT COUNT(*) AS "n" FROM "ticket" WHERE "campaignId" = $1 AND "isWin" = TRUE')).toBe(1);
        expect(await count('SELECT COUNT(*) AS "n" FROM "draw_record" WHERE "campaignId" = $1')).toBe(1);
        const winner = done.winnerCustomerId;
        const won = await queryDatabase(server, `SELECT COUNT(*) AS "n" FROM "notification" WHERE "tag" = 'DRAW_WON' AND "customerId" = $1`, [Number(winner)]);
        expect(Number(won[0].n)).toBe(1);

        // Resuming an ended draw changes nothing and says so.
        const later = await resume(campaignId);
        expect(later.outcome).toBe('ENDED');
        expect(later.draw.randomWord).toBe(done.randomWord);
        expect(later.draw.stages).toEqual(done.stages);
    });

    it("shows a drand draw's beacon: the round, when it was fixed and emitted, the chain and the round's signature", async () => {
        // The demo's ended draw was drawn by the seed on the default provider: drand on the embedded beacon.
        const ended = await gql(server.shopApiUrl, '{ campaigns(state: ENDED) { items { id sId } } }');
        const done6x = ended.campaigns.items.find((c: { sId: string }) => c.sId === 'DONE6X');
        const beacon = 'beaconRound beaconFixedAt beaconDelaySeconds beaconChainHash beaconPublicKey beaconSignature beaconRoundAt beaconPublicChain';
        const draw = (await gql(server.adminApiUrl, `query ($c: ID!) { draw(campaignId: $c) { provider ${beacon} } }`, { c: done6x.id }, admin)).draw;
        const published = (
            await gql(
                server.shopApiUrl,
                'query ($id: ID!) { campaignFairness(campaignId: $id) { beaconRound beaconFixedAt beaconChainHash beaconPublicKey beaconSignature beaconGenesisTime beaconPeriod } }',
                { id: done6x.id },
            )
        ).campaignFairness;
        // The operator sees what the proof publishes; the round's time is the chain's schedule, after the round was fixed.
        expect(draw).toMatchObject({
            provider: 'drand',
            beaconRound: published.beaconRound,
            beaconFixedAt: published.beaconFixedAt,
            beaconChainHash: published.beaconChainHash,
            beaconPublicKey: published.beaconPublicKey,
            beaconSignature: published.beaconSignature,
            beaconDelaySeconds: 1,
            beaconPublicChain: false,
        });
        expect(draw.beaconSignature).toMatch(/^[0-9a-f]{96}$/);
        const roundAt = Date.parse(draw.beaconRoundAt) / 1000;
        expect(roundAt).toBe(published.beaconGenesisTime + (published.beaconRound - 1) * published.beaconPeriod);
        expect(roundAt).toBeGreaterThanOrEqual(draw.beaconFixedAt + draw.beaconDelaySeconds);
        // A local draw has none.
        const local = (await gql(server.adminApiUrl, `query ($c: ID!) { draw(campaignId: $c) { provider ${beacon} } }`, { c: campaignId }, admin)).draw;
        expect(local).toEqual({
            provider: 'local',
            beaconRound: null,
            beaconFixedAt: null,
            beaconDelaySeconds: null,
            beaconChainHash: null,
            beaconPublicKey: null,
            beaconSignature: null,
            beaconRoundAt: null,
            beaconPublicChain: null,
        });
    });

    it('ReadCampaign watches draws, only UpdateCampaign resumes them; other areas see nothing', async () => {
        const operatorWith = (code: string, permissions: string[]) => createOperator(server, admin, code, permissions);
        const code = async (query: string, variables: Record<string, unknown>, token: string | null) =>
            (await shopApi(server.adminApiUrl, query, variables, { token })).errors?.[0]?.extensions?.code;
        const watcher = await operatorWith('draw-watcher', ['ReadCampaign']);
        expect((await gql(server.adminApiUrl, ONE, { c: campaignId }, watcher)).draw.stage).toBe('ENDED');
        expect(await code(RESUME, { c: campaignId }, watcher)).toBe('FORBIDDEN');
        const marketer = await operatorWith('draw-marketer', ['ReadMarketing', 'UpdateMarketing']);
        expect(await code(LIST, {}, marketer)).toBe('FORBIDDEN');
        expect(await code(RESUME, { c: campaignId }, marketer)).toBe('FORBIDDEN');
        expect(await code(LIST, {}, null)).toBe('FORBIDDEN');
        const resumer = await operatorWith('draw-resumer', ['UpdateCampaign']);
        expect((await resume(campaignId, server.adminApiUrl, resumer)).outcome).toBe('ENDED');
    });

    it('clamps paging: take 1..100 (default 20), skip >= 0', async () => {
        const page = async (variables: Record<string, unknown>) => (await gql(server.adminApiUrl, LIST, variables, admin)).draws;
        const all = await page({ take: 100 });
        expect(all.totalItems).toBeGreaterThanOrEqual(2);
        expect(all.items).toHaveLength(Math.min(100, all.totalItems));
        expect((await page({ take: 0 })).items).toHaveLength(1);
        expect((await page({ take: -3 })).items).toHaveLength(1);
        expect((await page({ take: 100_000 })).items).toHaveLength(Math.min(100, all.totalItems));
        expect((await page({ skip: -4, take: 1 })).items).toEqual(all.items.slice(0, 1));
        expect((await page({ skip: 1, take: 1 })).items).toEqual(all.items.slice(1, 2));
        expect(all.items.map((d: any) => d.campaignId)).toContain(campaignId);
    });
});
