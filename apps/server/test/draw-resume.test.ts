import { adminLogin, gql, queryDatabase, startTestServer, TestServer } from '@tuah/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { soldOutDraw, waitForDrawEnd } from './support/draws';

const STAGES = ['DRAW_INIT', 'CALL_CONTRACT', 'CALL_CHAINLINK', 'WAIT_VRF_RESULT', 'GET_WINNER'] as const;
/**
 * Killed at every stage on SQLite; on PostgreSQL (the same stage code, its own transactions) at
 * the first, the randomness request and the winner's writing, with the stages between resumed
 * by the restarts all the same.
 */
const CRASH_STAGES: ReadonlyArray<(typeof STAGES)[number]> = process.env.TEST_DATABASE === 'postgres' ? ['DRAW_INIT', 'CALL_CHAINLINK', 'GET_WINNER'] : STAGES;
const TIMESTAMPS = ['ts_DRAW_INIT', 'ts_CALL_CONTRACT', 'ts_CALL_CHAINLINK', 'ts_WAIT_VRF_RESULT', 'ts_GET_WINNER', 'ts_ENDED'];

async function campaignRow(server: TestServer, id: string) {
    const [row] = await queryDatabase(server, `SELECT "stage", ${TIMESTAMPS.map(t => `"${t}"`).join(', ')} FROM "campaign" WHERE "id" = $1`, [Number(id)]);
    return row;
}

/** Waits until the campaign's row shows the stage the armed crash stops at (the process is gone then). */
async function untilStoppedAt(server: TestServer, id: string, stage: string) {
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
        const row = await campaignRow(server, id);
        if (row.stage === stage) {
            try {
                await fetch(`${server.baseUrl}/health`);
            } catch {
                return row;
            }
        }
        await new Promise(r => setTimeout(r, 200));
    }
    throw new Error(`the draw did not stop at ${stage}; row: ${JSON.stringify(await campaignRow(server, id))}`);
}

/**
 * One draw, killed once at every stage: each restart resumes the draw and arms the crash for the
 * next stage, so a stage's work is repeated after a kill and must change nothing it already wrote.
 */
describe('a draw killed at every stage resumes where it stopped', () => {
    let server: TestServer;

    beforeAll(async () => {
        // Started with the first crash armed: the seeded copy's demo draw (DONE6X) was drawn before
        // the copy was made (packages/testing seedDemoShop), so the armed crash can only stop the
        // test's own draw. Were a demo draw still running, it would meet the crash and the checks
        // below would fail, not pass by chance.
        server = await startTestServer({ env: { PAYMENT_SANDBOX: 'true', TEST_DRAW_CRASH_AT: CRASH_STAGES[0]! } });
        const ended = await gql(server.shopApiUrl, '{ campaigns(state: ENDED) { items { id } } }');
        expect(ended.campaigns.items.length).toBeGreaterThan(0);
        for (const c of ended.campaigns.items) await waitForDrawEnd(server.shopApiUrl, c.id);
    });
    afterAll(async () => {
        await server?.stop();
    });

    it('SIGKILL at each stage in turn: one winner, every timestamp set once', { timeout: 400_000 }, async () => {
        const admin = await adminLogin(server.adminApiUrl);
        const { campaign } = await soldOutDraw(server, admin, { shoppers: 2, each: 2, prefix: 'crash' });

        const seen: Record<string, unknown> = {};
        for (const [i, stage] of CRASH_STAGES.entries()) {
            const row = await untilStoppedAt(server, campaign.id, stage);
            for (const ts of TIMESTAMPS) {
                // A timestamp written before a kill survives every later resume unchanged.
                if (seen[ts] != null) expect(String(row[ts]), `${ts} after the kill at ${stage}`).toBe(String(seen[ts]));
                if (row[ts] != null) seen[ts] = row[ts];
            }
            expect(row[`ts_${stage}`], `ts_${stage}`).not.toBeNull();
            const next = CRASH_STAGES[i + 1];
            // The resumed draw may reach the next armed stage before the process reports ready.
            await server.restart(next ? { TEST_DRAW_CRASH_AT: next } : {}).catch(err => {
                if (!next) throw err;
            });
        }

        const progress = await waitForDrawEnd(server.shopApiUrl, campaign.id);
        const after = await campaignRow(server, campaign.id);
        for (const ts of TIMESTAMPS) {
            expect(after[ts], ts).not.toBeNull();
            if (seen[ts] != null) expect(String(after[ts]), ts).toBe(String(seen[ts]));
        }
        const winners = await queryDatabase(server, `SELECT "ticketId" FROM "ticket" WHERE "campaignId" = $1 AND "isWin" = $2`, [
            Number(campaign.id),
            server.database.kind === 'sqlite' ? 1 : true,
        ]);
        expect(winners.map(w => w.ticketId)).toEqual([progress.drawResult.winner.ticketId]);
        const prizes = await queryDatabase(server, `SELECT "id" FROM "won_prize" WHERE "campaignId" = $1`, [Number(campaign.id)]);
        expect(prizes).toHaveLength(1);
        const records = await queryDatabase(server, `SELECT "winnerTicketId" FROM "draw_record" WHERE "campaignId" = $1`, [Number(campaign.id)]);
        expect(records).toEqual([{ winnerTicketId: progress.drawResult.winner.ticketId }]);

        // The public fairness log holds each of the draw's facts once, whatever the kills (docs/fairness.md#the-fairness-log).
        const fairness = (
            await gql(server.shopApiUrl, 'query ($id: ID!) { campaignFairness(campaignId: $id) { commitment randomWord logEntries { kind body } } }', {
                id: campaign.id,
            })
        ).campaignFairness;
        expect(fairness.logEntries.map((e: { kind: string }) => e.kind)).toEqual(['draw.commitment', 'draw.randomness', 'draw.result']);
        expect(fairness.logEntries.map((e: { body: string }) => JSON.parse(e.body).data)).toMatchObject([
            { commitment: fairness.commitment },
            { randomWord: fairness.randomWord },
            { winnerTicketId: progress.drawResult.winner.ticketId },
        ]);
    });
});
