import {
    ADD_ITEM,
    createCampaign,
    createShopper,
    dropRedisKeys,
    gql,
    pay,
    productVariants,
    queryDatabase,
    REDIS_URL,
    runPrefix,
    startShop,
    startTcpProxy,
    TcpProxy,
    TestServer,
    toArrangingPayment,
} from '@tuah/testing';
import { POSTGRES_ADMIN_URL } from '@tuah/server/dist/scripts/scratch-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buyBoxes, createBlindBox, OPEN_BOX } from '../test/support/blind-boxes';
import { soldOutDraw, waitForDrawEnd } from '../test/support/draws';
import { until } from '../test/support/first-start';

const STAGES = ['DRAW_INIT', 'CALL_CONTRACT', 'CALL_CHAINLINK', 'WAIT_VRF_RESULT', 'GET_WINNER'] as const;
const TIMESTAMPS = ['ts_DRAW_INIT', 'ts_CALL_CONTRACT', 'ts_CALL_CHAINLINK', 'ts_WAIT_VRF_RESULT', 'ts_GET_WINNER', 'ts_ENDED'];

/**
 * Faults in the scaled topology (two servers and one worker on PostgreSQL and Redis, as
 * scaled-shop.test.ts): the worker SIGKILLed mid-job and started again; PostgreSQL and Redis
 * "away" for a few seconds, through TCP proxies between the shop and the shared services (which
 * other runs use: never stopped for real).
 */
describe('faults in the scaled shop', () => {
    const prefix = runPrefix('faults');
    let server: TestServer;
    let admin: string;
    let pgProxy: TcpProxy;
    let redisProxy: TcpProxy;
    const count = async (sql: string, params: unknown[] = []) => Number((await queryDatabase(server, sql, params))[0].n);

    beforeAll(async () => {
        const started = Date.now();
        const pg = new URL(POSTGRES_ADMIN_URL);
        const redis = new URL(REDIS_URL);
        pgProxy = await startTcpProxy({ host: pg.hostname, port: Number(pg.port || 5432) });
        redisProxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
        ({ server, admin } = await startShop(
            // A killed worker's job is handed back ~10 s after its last lock renewal, not BullMQ's 30 s;
            // the lock (renewed every 5 s) still outlasts the 4 s Redis outage below.
            { REDIS_URL: `redis://${redisProxy.host}:${redisProxy.port}`, REDIS_PREFIX: prefix, TEST_JOB_STALL_SECONDS: '10' },
            { database: 'postgres', processes: 2, worker: true, databaseVia: pgProxy },
        ));
        console.log(`fault topology started in ${Date.now() - started} ms`);
    });
    afterAll(async () => {
        await server?.stop();
        await pgProxy?.close();
        await redisProxy?.close();
        await dropRedisKeys(prefix);
    });

    async function campaignRow(id: string) {
        const [row] = await queryDatabase(server, `SELECT "stage", ${TIMESTAMPS.map(t => `"${t}"`).join(', ')} FROM "campaign" WHERE "id" = $1`, [Number(id)]);
        return row;
    }

    /** Starts the worker; one armed to crash may die before it reports ready, which is what it is for. */
    async function startWorker(env: Record<string, string> = {}) {
        const armed = Object.keys(env).length > 0;
        await server.worker.start(env).catch(err => {
            if (!armed) throw err;
        });
    }

    it(
        'the worker SIGKILLed at each draw stage in turn: one winner, every stage timestamp set once and kept, one won prize, one draw record',
        { timeout: 240_000 },
        async () => {
            const t0 = Date.now();
            await server.worker.kill();
            await startWorker({ TEST_DRAW_CRASH_AT: STAGES[0] });
            // Sold out on the servers; the draw itself runs on the worker only.
            const { campaign } = await soldOutDraw(server, admin, { shoppers: 2, each: 2, prefix: 'faultdraw' });
            const seen: Record<string, unknown> = {};
            for (const [i, stage] of STAGES.entries()) {
                await server.worker.exited(90_000);
                const row = await campaignRow(campaign.id);
                expect(row.stage, `the worker died at ${stage}`).toBe(stage);
                for (const ts of TIMESTAMPS) {
                    if (seen[ts] != null) expect(String(row[ts]), `${ts} after the kill at ${stage}`).toBe(String(seen[ts]));
                    if (row[ts] != null) seen[ts] = row[ts];
                }
                const next = STAGES[i + 1];
                await startWorker(next ? { TEST_DRAW_CRASH_AT: next } : {});
            }
            const progress = await waitForDrawEnd(server.shopApiUrl, campaign.id);
            const after = await campaignRow(campaign.id);
            for (const ts of TIMESTAMPS) {
                expect(after[ts], ts).not.toBeNull();
                if (seen[ts] != null) expect(String(after[ts]), ts).toBe(String(seen[ts]));
            }
            const id = Number(campaign.id);
            expect(await count('SELECT COUNT(*) AS n FROM "ticket" WHERE "campaignId" = $1 AND "isWin" = TRUE', [id])).toBe(1);
            expect(await count('SELECT COUNT(*) AS n FROM "won_prize" WHERE "campaignId" = $1', [id])).toBe(1);
            const records = await queryDatabase(server, 'SELECT "winnerTicketId" FROM "draw_record" WHERE "campaignId" = $1', [id]);
            expect(records).toEqual([{ winnerTicketId: progress.drawResult.winner.ticketId }]);
            console.log(`draw with the worker killed at ${STAGES.length} stages ended in ${Date.now() - t0} ms`);
        },
    );

    it('the worker SIGKILLed in a box job, before and after its commit: every paid box exists once and opens once', { timeout: 240_000 }, async () => {
        const t0 = Date.now();
        const cap = await productVariants(server.shopApiUrl, 'cap');
        const figure = await productVariants(server.shopApiUrl, 'figure-mystery');
        const { campaign } = await createBlindBox(
            server,
            admin,
            { productId: figure.productId, totalTicket: 20 },
            [{ rPercent: 40 }, { rPercent: 60, isLose: true }],
            cap.variantIds[0]!,
        );
        const shopper = await createShopper(server, admin, 'faultbox');

        await server.worker.kill();
        await startWorker({ TEST_BOX_CRASH_AT: 'INSERTED' });
        const order = await buyBoxes(server.processes[1]!.shopApiUrl, shopper.token, campaign.id, figure.variantIds[0]!, 3);
        // Killed with the boxes written but not committed: none exist.
        await server.worker.exited();
        const orderId = Number(order.id);
        const boxes = () => count('SELECT COUNT(*) AS n FROM "blind_box" WHERE "orderId" = $1', [orderId]);
        expect(await boxes()).toBe(0);

        // The job comes back once BullMQ sees it stalled (TEST_JOB_STALL_SECONDS); this time killed right after its commit.
        await startWorker({ TEST_BOX_CRASH_AT: 'COMMITTED' });
        await server.worker.exited(120_000);
        expect(await boxes()).toBe(3);

        // Started clean: a rerun of the job (or the safety task) must add nothing.
        await startWorker();
        const mine = await until(
            'the order shows its boxes',
            async () => {
                const rows = await queryDatabase<{ id: number; isLBb: boolean }>(
                    server,
                    `SELECT b."id", o."customFieldsIslbb" AS "isLBb" FROM "blind_box" b JOIN "order" o ON o."id" = b."orderId" WHERE b."orderId" = $1 ORDER BY b."n"`,
                    [orderId],
                );
                return rows.length === 3 && rows.every(r => r.isLBb) ? rows : undefined;
            },
            60_000,
            100,
        );
        expect(await count('SELECT COUNT(*) AS n FROM "blind_box" WHERE "campaignId" = $1', [Number(campaign.id)])).toBe(3);
        // Each box opened twice at once, on both servers: one outcome, one opening.
        for (const box of mine) {
            const [a, b] = await Promise.all(server.processes.map(p => gql(p.shopApiUrl, OPEN_BOX, { id: String(box.id) }, shopper.token)));
            expect([a.openBox.__typename, b.openBox.__typename]).toEqual(['BoxOpening', 'BoxOpening']);
            expect(a.openBox.prizeLine.id).toBe(b.openBox.prizeLine.id);
            expect([a.openBox.alreadyOpened, b.openBox.alreadyOpened].filter(x => !x)).toHaveLength(1);
        }
        expect(await count('SELECT COUNT(*) AS n FROM "blind_box" WHERE "orderId" = $1 AND "isOpen" = TRUE', [orderId])).toBe(3);
        console.log(`boxes made through two worker kills in ${Date.now() - t0} ms`);
    });

    it(
        'the worker SIGKILLed while payments come in (their box jobs queued for it): after its restart every payment is settled once, with its tickets and boxes once',
        { timeout: 180_000 },
        async () => {
            const t0 = Date.now();
            const cap = await productVariants(server.shopApiUrl, 'cap');
            const figure = await productVariants(server.shopApiUrl, 'figure-mystery');
            const { campaign } = await createBlindBox(
                server,
                admin,
                { productId: figure.productId, totalTicket: 20 },
                [{ rPercent: 50 }, { rPercent: 50, isLose: true }],
                cap.variantIds[0]!,
            );
            const shoppers = await Promise.all([0, 1, 2, 3].map(i => createShopper(server, admin, `faultpay${i}`)));
            for (const [i, s] of shoppers.entries()) {
                const url = server.processes[i % 2]!.shopApiUrl;
                const added = await gql(url, ADD_ITEM, { v: figure.variantIds[0], q: 2, c: campaign.id }, s.token);
                expect(added.addItemToOrder.__typename).toBe('Order');
                expect((await toArrangingPayment(url, s.token)).__typename).toBe('Order');
            }
            // The payments and the kill at once: some jobs may be running, the rest wait in Redis.
            const [paid] = await Promise.all([Promise.all(shoppers.map((s, i) => pay(server.processes[i % 2]!.shopApiUrl, s.token))), server.worker.kill()]);
            expect(paid.map(p => p.state)).toEqual(['PaymentSettled', 'PaymentSettled', 'PaymentSettled', 'PaymentSettled']);
            await startWorker();
            const id = Number(campaign.id);
            await until(
                'every paid box made',
                async () => ((await count('SELECT COUNT(*) AS n FROM "blind_box" WHERE "campaignId" = $1', [id])) >= 8 ? true : undefined),
                120_000,
                250,
            );
            const orders = await queryDatabase<{ id: number; payments: string; tickets: string; boxes: string }>(
                server,
                `SELECT o."id",
                (SELECT COUNT(*) FROM "payment" p WHERE p."orderId" = o."id" AND p."state" = 'Settled') AS "payments",
                (SELECT COUNT(*) FROM "ticket" t WHERE t."orderId" = o."id") AS "tickets",
                (SELECT COUNT(*) FROM "blind_box" b WHERE b."orderId" = o."id") AS "boxes"
             FROM "order" o WHERE o."code" = ANY($1) ORDER BY o."id"`,
                [paid.map(p => p.code)],
            );
            expect(orders.map(o => [Number(o.payments), Number(o.tickets), Number(o.boxes)])).toEqual(Array(4).fill([1, 2, 2]));
            expect(await count('SELECT COUNT(*) AS n FROM "blind_box" WHERE "campaignId" = $1', [id])).toBe(8);
            console.log(`payments around a worker kill settled and boxed in ${Date.now() - t0} ms`);
        },
    );

    /** One shop API call as a shopper's app makes it, with what a shopper (or their app) would notice of it. */
    async function call(url: string, query: string, variables: Record<string, unknown>, token?: string) {
        const t = Date.now();
        try {
            const response = await fetch(url, {
                method: 'POST',
                headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
                body: JSON.stringify({ query, variables }),
                signal: AbortSignal.timeout(30_000),
            });
            const text = await response.text();
            return { ms: Date.now() - t, status: response.status, retryAfter: response.headers.get('retry-after'), text };
        } catch (err) {
            return { ms: Date.now() - t, status: 0, retryAfter: null, text: String(err) };
        }
    }

    /** How long each service stays away. */
    const AWAY_MS = 4_000;

    /** Rounds of shop calls, one after the other, for as long as the service is away (round n gets n). */
    async function whileAway(proxy: TcpProxy, round: (n: number) => Array<Promise<Awaited<ReturnType<typeof call>>>>) {
        proxy.cut();
        const cutAt = Date.now();
        const answers: Array<Awaited<ReturnType<typeof call>>> = [];
        try {
            for (let n = 0; Date.now() - cutAt < AWAY_MS; n++) answers.push(...(await Promise.all(round(n))));
        } finally {
            proxy.restore();
        }
        return { answers, awayMs: Date.now() - cutAt };
    }

    /** While a service is away: quick, and either fine or a clear, clean refusal. */
    function expectClearAnswer(answer: Awaited<ReturnType<typeof call>>, what: string) {
        expect(answer.ms, `${what} answered in ${answer.ms} ms`).toBeLessThan(10_000);
        expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).not.toBe(0);
        // Nothing of the inside: no stack, no SQL, no driver message.
        expect(answer.text, what).not.toMatch(/\bat [\w.<>]+ \(|SELECT |INSERT |UPDATE |QueryFailed|ECONNRESET|ECONNREFUSED|Connection terminated|stack/i);
        if (answer.status === 200) {
            const body = JSON.parse(answer.text);
            for (const e of body.errors ?? []) expect(e.extensions?.code, `${what}: ${answer.text.slice(0, 300)}`).toBe('SERVICE_UNAVAILABLE');
        } else {
            expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBe(503);
            expect(answer.retryAfter, what).not.toBeNull();
        }
    }

    it(
        'PostgreSQL away for a few seconds mid-checkout: quick clear errors meanwhile, then the same checkout pays once, with its tickets',
        { timeout: 180_000 },
        async () => {
            const cap = await productVariants(server.shopApiUrl, 'cap');
            const draw = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 50, ticketPerItem: 1 });
            const shoppers = await Promise.all([0, 1].map(i => createShopper(server, admin, `faultpg${i}`)));
            for (const s of shoppers) {
                await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 2, c: draw.id }, s.token);
                expect((await toArrangingPayment(server.shopApiUrl, s.token)).__typename).toBe('Order');
            }
            const [one, two] = server.processes;
            const PAY =
                'mutation { addPaymentToOrder(input: { method: "sandbox", metadata: {} }) { __typename ... on Order { code state } ... on ErrorResult { errorCode message } } }';

            const { answers, awayMs } = await whileAway(pgProxy, n => [
                // The payment of the checkout in progress, tried again and again while the database is away.
                call(server.processes[n % 2]!.shopApiUrl, PAY, {}, shoppers[0]!.token),
                call(two!.shopApiUrl, '{ activeOrder { code state } }', {}, shoppers[1]!.token),
                call(one!.shopApiUrl, '{ campaigns { items { id } } }', {}),
                call(one!.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 1, c: draw.id }, shoppers[1]!.token),
            ]);
            const statuses = answers.reduce<Record<number, number>>((c, a) => ({ ...c, [a.status]: (c[a.status] ?? 0) + 1 }), {});
            console.log(
                `PostgreSQL away for ${awayMs} ms: ${answers.length} calls, slowest ${Math.max(...answers.map(a => a.ms))} ms, statuses ${JSON.stringify(statuses)}`,
            );
            answers.forEach((a, i) => expectClearAnswer(a, `call ${i}`));

            // Back by itself: the interrupted checkouts complete (a retry of the payment that failed).
            const settled = await Promise.all(
                shoppers.map((s, i) =>
                    until(
                        `shopper ${i} pays`,
                        async () => {
                            const p = await pay(server.processes[i % 2]!.shopApiUrl, s.token).catch(() => undefined);
                            return p?.state === 'PaymentSettled' ? p : undefined;
                        },
                        60_000,
                        500,
                    ),
                ),
            );
            const id = Number(draw.id);
            const orders = await queryDatabase<{ payments: string; tickets: string }>(
                server,
                `SELECT (SELECT COUNT(*) FROM "payment" p WHERE p."orderId" = o."id" AND p."state" = 'Settled') AS "payments",
                    (SELECT COUNT(*) FROM "ticket" t WHERE t."orderId" = o."id") AS "tickets"
             FROM "order" o WHERE o."code" = ANY($1)`,
                [settled.map(p => p.code)],
            );
            expect(orders.map(o => [Number(o.payments), Number(o.tickets)])).toEqual([
                [1, 2],
                [1, 2],
            ]);
            // No ticket without a settled payment.
            expect(
                await count(
                    `SELECT COUNT(*) AS n FROM "ticket" t WHERE t."campaignId" = $1 AND NOT EXISTS (SELECT 1 FROM "payment" p WHERE p."orderId" = t."orderId" AND p."state" = 'Settled')`,
                    [id],
                ),
            ).toBe(0);
        },
    );

    it(
        'Redis away for a few seconds mid-sale: quick clear errors meanwhile, then every payment made around it has its boxes',
        { timeout: 240_000 },
        async () => {
            const cap = await productVariants(server.shopApiUrl, 'cap');
            const figure = await productVariants(server.shopApiUrl, 'figure-mystery');
            const { campaign } = await createBlindBox(
                server,
                admin,
                { productId: figure.productId, totalTicket: 30 },
                [{ rPercent: 50 }, { rPercent: 50, isLose: true }],
                cap.variantIds[0]!,
            );
            const shoppers = await Promise.all([0, 1, 2, 3].map(i => createShopper(server, admin, `faultredis${i}`)));
            const before = await buyBoxes(server.shopApiUrl, shoppers[0]!.token, campaign.id, figure.variantIds[0]!, 1);
            for (const s of shoppers.slice(1)) {
                await gql(server.shopApiUrl, ADD_ITEM, { v: figure.variantIds[0], q: 1, c: campaign.id }, s.token);
                expect((await toArrangingPayment(server.shopApiUrl, s.token)).__typename).toBe('Order');
            }
            const [one, two] = server.processes;
            const PAY =
                'mutation { addPaymentToOrder(input: { method: "sandbox", metadata: {} }) { __typename ... on Order { code state } ... on ErrorResult { errorCode message } } }';
            const { answers, awayMs } = await whileAway(redisProxy, n => [
                // Shoppers 1 and 2 pay while Redis is away (their box jobs cannot be queued then); shopper 3 after.
                ...(n < 2 ? [call(server.processes[n % 2]!.shopApiUrl, PAY, {}, shoppers[n + 1]!.token)] : []),
                call(two!.shopApiUrl, '{ activeCustomer { id } }', {}, shoppers[3]!.token),
                call(one!.shopApiUrl, '{ campaigns { items { id } } }', {}),
            ]);
            const statuses = answers.reduce<Record<number, number>>((c, a) => ({ ...c, [a.status]: (c[a.status] ?? 0) + 1 }), {});
            console.log(
                `Redis away for ${awayMs} ms: ${answers.length} calls, slowest ${Math.max(...answers.map(a => a.ms))} ms, statuses ${JSON.stringify(statuses)}`,
            );
            answers.forEach((a, i) => expectClearAnswer(a, `call ${i}`));

            expect(before.state).toBe('PaymentSettled');
            // Whoever did not get through during the outage pays now, on the same checkout.
            for (const [i, s] of shoppers.slice(1).entries()) {
                await until(
                    `shopper ${i + 1} has paid`,
                    async () => {
                        const order = (await gql(server.shopApiUrl, '{ activeOrder { code state } }', {}, s.token).catch(() => undefined))?.activeOrder;
                        if (order === null) return 'paid during the outage';
                        const r = await pay(server.processes[i % 2]!.shopApiUrl, s.token).catch(() => undefined);
                        return r?.state === 'PaymentSettled' ? r.code : undefined;
                    },
                    60_000,
                    500,
                );
            }
            const id = Number(campaign.id);
            await until(
                'the box of every payment',
                async () => {
                    const settled = await count(
                        `SELECT COUNT(*) AS n FROM "order" o JOIN "payment" p ON p."orderId" = o."id" AND p."state" = 'Settled' JOIN "order_line" l ON l."orderId" = o."id" WHERE o."customerId" = ANY($1)`,
                        [shoppers.map(s => Number(s.customerId))],
                    );
                    const boxes = await count('SELECT COUNT(*) AS n FROM "blind_box" WHERE "campaignId" = $1', [id]);
                    return settled === 4 && boxes === 4 ? true : undefined;
                },
                150_000,
                500,
            ).catch(async err => {
                console.log(
                    JSON.stringify(
                        await queryDatabase(
                            server,
                            `SELECT o."id", o."state", o."customFieldsIslbb", (SELECT COUNT(*) FROM "blind_box" b WHERE b."orderId" = o."id") AS boxes FROM "order" o WHERE o."customerId" = ANY($1)`,
                            [shoppers.map(s => Number(s.customerId))],
                        ),
                    ),
                );
                console.log(
                    server
                        .output()
                        .split('\n')
                        .filter(l => !/^\s*$/.test(l))
                        .slice(-80)
                        .join('\n'),
                );
                throw err;
            });
            expect(
                await count(
                    `SELECT COUNT(*) AS n FROM "ticket" t WHERE t."campaignId" = $1 AND NOT EXISTS (SELECT 1 FROM "payment" p WHERE p."orderId" = t."orderId" AND p."state" = 'Settled')`,
                    [id],
                ),
            ).toBe(0);
            expect(await count('SELECT COUNT(*) AS n FROM "ticket" WHERE "campaignId" = $1', [id])).toBe(4);
        },
    );
});
