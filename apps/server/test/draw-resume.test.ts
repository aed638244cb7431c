import { queryDatabase, startTestServer, TestServer } from '@tuah/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminLogin, gql } from './campaign-helpers';
import { soldOutDraw, waitForDrawEnd } from './draw-helpers';

const CRASH_STAGES = ['DRAW_INIT', 'CALL_CONTRACT', 'CALL_CHAINLINK', 'WAIT_VRF_RESULT', 'GET_WINNER'] as const;
const TIMESTAMPS = ['ts_DRAW_INIT', 'ts_CALL_CONTRACT', 'ts_CALL_CHAINLINK', 'ts_WAIT_VRF_RESULT', 'ts_GET_WINNER', 'ts_ENDED'];

async function campaignRow(server: TestServer, id: string) {
    const [row] = await queryDatabase(server, `SELECT "stage", ${TIMESTAMPS.map(t => `"${t}"`).join(', ')} FROM "campaign" WHERE "id" = $1`, [Number(id)]);
    return row;
}

async function untilDown(server: TestServer) {
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
        try {
            await fetch(`${server.baseUrl}/health`);
        } catch {
            return;
        }
        await new Promise(r => setTimeout(r, 200));
    }
    throw new Error('the server did not crash');
}

describe('a draw killed at any stage resumes where it stopped', () => {
    let server: TestServer;
    let admin: string;

    beforeAll(async () => {
        server = await startTestServer({ env: { PAYMENT_SANDBOX: 'true' } });
        admin = await adminLogin(server.adminApiUrl);
        // The demo shop's finished draw must be over before a crash is armed for the next one.
        const ended = await gql(server.shopApiUrl, '{ campaigns(state: ENDED) { items { id } } }');
        for (const c of ended.campaigns.items) await waitForDrawEnd(server.shopApiUrl, c.id);
    });
    afterAll(async () => {
        await server?.stop();
    });

    for (const [i, stage] of CRASH_STAGES.entries()) {
        it(`SIGKILL at ${stage}: one winner, timestamps kept`, { timeout: 240_000 }, async () => {
            await server.restart({ TEST_DRAW_CRASH_AT: stage });
            admin = await adminLogin(server.adminApiUrl);
            const { campaign } = await soldOutDraw(server, admin, { shoppers: 2, each: 2, prefix: `crash${i}` });
            await untilDown(server);

            const before = await campaignRow(server, campaign.id);
            expect(before.stage).toBe(stage);

            await server.restart();
            const progress = await waitForDrawEnd(server.shopApiUrl, campaign.id);
            const after = await campaignRow(server, campaign.id);
            for (const ts of TIMESTAMPS) {
                if (before[ts] != null) expect(String(after[ts])).toBe(String(before[ts]));
                expect(after[ts]).not.toBeNull();
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
        });
    }
});
