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
    TestServer,
    TestServerProcess,
    toArrangingPayment,
} from '@tuah/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createBlindBox, OPEN_BOX } from '../test/support/blind-boxes';
import { PROGRESS } from '../test/support/draws';
import { until } from '../test/support/first-start';

const SHOPPERS = 300;
/** The last tickets of the lucky draw, raced for by half the shoppers. */
const TICKETS = 50;
/** The blind box's limited line, raced for by the other half. */
const BOXES = 50;

interface Shopper {
    name: string;
    token: string;
    customerId: string;
}

/**
 * deploy/compose.yaml's topology as plain processes: two PROCESS_ROLE=server processes (no jobs,
 * no scheduled tasks) and one PROCESS_ROLE=worker, on a scratch PostgreSQL database and the local
 * Redis under a REDIS_PREFIX of this run's own. REDIS_URL alone switches the shop to BullMQ, the
 * shared Redis cache (sessions) and live progress through Redis.
 */
describe('the scaled shop: two servers and one worker on PostgreSQL and Redis', () => {
    const prefix = runPrefix('scale');
    let server: TestServer;
    let admin: string;
    let servers: TestServerProcess[];
    let started: number;

    beforeAll(async () => {
        started = Date.now();
        ({ server, admin } = await startShop(
            // 150 checkouts at once per server queue for its 10 connections far longer on a shared CI
            // machine than the production wait limit (15 s) allows; the race checks outcomes, not speed.
            { REDIS_URL, REDIS_PREFIX: prefix, DB_POOL_TIMEOUT_MS: '120000' },
            { database: 'postgres', processes: 2, worker: true },
        ));
        servers = server.processes;
        console.log(`scaled topology started in ${Date.now() - started} ms`);
    });
    afterAll(async () => {
        await server?.stop();
        await dropRedisKeys(prefix);
    });

    /** No stickiness: each request goes to the next server in turn, as a round-robin proxy sends it. */
    let turn = 0;
    const next = () => servers[turn++ % servers.length]!.shopApiUrl;

    it('runs as configured: the BullMQ queue and the cache live in Redis under the run prefix', async () => {
        expect(servers).toHaveLength(2);
        const keys = await until(
            'the queue and cache keys',
            async () => {
                const { createClient } = await import('redis');
                const client = createClient({ url: REDIS_URL });
                await client.connect();
                try {
                    const found = await client.keys(`${prefix}:*`);
                    return found.some(k => k.startsWith(`${prefix}:bull:`)) && found.some(k => k.startsWith(`${prefix}:cache`)) ? found : undefined;
                } finally {
                    await client.close();
                }
            },
            60_000,
            100,
        );
        expect(keys.length).toBeGreaterThan(0);
        expect(server.output()).toContain('Tuah worker is ready (postgres, job queue: redis)');
    });

    it('a shopper signed in on server 1 is signed in on server 2 with the same token; signing out on server 2 signs them out on server 1', async () => {
        const [one, two] = servers;
        const shopper = await createShopper({ ...server, shopApiUrl: one!.shopApiUrl }, admin, 'roaming');
        const me = async (url: string) => (await gql(url, '{ activeCustomer { id } }', {}, shopper.token)).activeCustomer;
        // Both processes have now read (and cached) the session.
        expect(await me(one!.shopApiUrl)).toEqual({ id: shopper.customerId });
        expect(await me(two!.shopApiUrl)).toEqual({ id: shopper.customerId });

        const out = await gql(two!.shopApiUrl, 'mutation { logout { success } }', {}, shopper.token);
        expect(out.logout.success).toBe(true);
        // With each process's own cache, server 1 would still know the session for minutes.
        expect(await me(one!.shopApiUrl)).toBeNull();
        expect(await me(two!.shopApiUrl)).toBeNull();
    });

    it(
        `${SHOPPERS} shoppers over both servers race for the last ${TICKETS} tickets of a draw and ${BOXES} blind boxes: no oversell, ` +
            'nobody charged for nothing, every box made by the worker and opened once, one winner',
        { timeout: 300_000 },
        async () => {
            const cap = await productVariants(servers[0]!.shopApiUrl, 'cap');
            const figure = await productVariants(servers[0]!.shopApiUrl, 'figure-mystery');
            const draw = await createCampaign(server, admin, { productId: cap.productId, totalTicket: TICKETS, ticketPerItem: 1 });
            const { campaign: box, lines } = await createBlindBox(
                server,
                admin,
                { productId: figure.productId, totalTicket: BOXES },
                [{ rPercent: 40 }, { rPercent: 60, isLose: true }],
                cap.variantIds[0]!,
            );

            const made = Date.now();
            const shoppers: Shopper[] = [];
            for (let i = 0; i < SHOPPERS; i += 25) {
                const batch = Array.from({ length: Math.min(25, SHOPPERS - i) }, async (_, k) => {
                    const name = `crowd${i + k}`;
                    // Signed in on either server: their session is every server's.
                    const s = await createShopper({ ...server, shopApiUrl: next() }, admin, name);
                    return { name, ...s };
                });
                shoppers.push(...(await Promise.all(batch)));
            }
            console.log(`${SHOPPERS} shoppers created in ${Date.now() - made} ms`);

            // Even shoppers want a ticket, odd ones a box; every step of every checkout goes to the next server.
            const wantsBox = (i: number) => i % 2 === 1;
            const raced = Date.now();
            // All at once: 150 checkouts per server, far more than its 10 database connections
            // (docs/deploy.md, "The race hung").
            const outcomes = await Promise.all(
                shoppers.map(async (s, i) => {
                    const [campaign, variant] = wantsBox(i) ? [box, figure.variantIds[0]] : [draw, cap.variantIds[0]];
                    const added = await gql(next(), ADD_ITEM, { v: variant, q: 1, c: campaign.id }, s.token);
                    if (added.addItemToOrder.__typename !== 'Order') return { shopper: s, box: wantsBox(i), paid: false };
                    const arranged = await toArrangingPayment(next(), s.token);
                    if (arranged.__typename !== 'Order') return { shopper: s, box: wantsBox(i), paid: false };
                    const payment = await pay(next(), s.token);
                    return {
                        shopper: s,
                        box: wantsBox(i),
                        paid: payment.__typename === 'Order' && payment.state === 'PaymentSettled',
                        code: payment.code as string,
                    };
                }),
            );
            const paidTickets = outcomes.filter(o => o.paid && !o.box);
            const paidBoxes = outcomes.filter(o => o.paid && o.box);
            console.log(`race of ${SHOPPERS} shoppers over 2 servers: ${Date.now() - raced} ms; paid ${paidTickets.length} tickets, ${paidBoxes.length} boxes`);

            // No oversell, and the capacity sold to exactly as many paying shoppers.
            expect(paidTickets).toHaveLength(TICKETS);
            expect(paidBoxes).toHaveLength(BOXES);
            const count = async (sql: string, params: unknown[]) => Number((await queryDatabase(server, sql, params))[0].n);
            expect(await count('SELECT COUNT(*) AS n FROM "ticket" WHERE "campaignId" = $1', [draw.id])).toBe(TICKETS);
            expect(await count('SELECT COUNT(*) AS n FROM "ticket" WHERE "campaignId" = $1', [box.id])).toBe(BOXES);

            // Every settled payment of the race bought what it paid for: one ticket, or one box (made by the worker: no server runs jobs).
            const racers = shoppers.map(s => Number(s.customerId));
            const settled = await queryDatabase<{ orderId: number; customerId: number }>(
                server,
                `SELECT o."id" AS "orderId", o."customerId" AS "customerId" FROM "order" o JOIN "payment" p ON p."orderId" = o."id"
                 WHERE p."state" = 'Settled' AND o."customerId" = ANY($1)`,
                [racers],
            );
            expect(settled).toHaveLength(TICKETS + BOXES);
            const boxOwners = new Set(paidBoxes.map(o => Number(o.shopper.customerId)));
            await until(
                'the worker has made every paid box',
                async () => {
                    const n = await count('SELECT COUNT(*) AS n FROM "blind_box" WHERE "campaignId" = $1', [box.id]);
                    return n >= BOXES ? n : undefined;
                },
                60_000,
                100,
            );
            for (const { orderId, customerId } of settled) {
                // A box is sold as a ticket of its campaign too, and the worker makes the box of each such ticket.
                const campaign = boxOwners.has(customerId) ? box.id : draw.id;
                const tickets = await count('SELECT COUNT(*) AS n FROM "ticket" WHERE "orderId" = $1 AND "campaignId" = $2', [orderId, campaign]);
                const boxes = await count('SELECT COUNT(*) AS n FROM "blind_box" WHERE "orderId" = $1', [orderId]);
                expect({ orderId, tickets, boxes }).toEqual({ orderId, tickets: 1, boxes: boxOwners.has(customerId) ? 1 : 0 });
            }
            expect(await count('SELECT COUNT(*) AS n FROM "blind_box" WHERE "campaignId" = $1', [box.id])).toBe(BOXES);
            // Nobody who was refused paid: every racer's payment is settled or absent.
            expect(
                await count(
                    `SELECT COUNT(*) AS n FROM "payment" p JOIN "order" o ON o."id" = p."orderId" WHERE p."state" <> 'Settled' AND o."customerId" = ANY($1)`,
                    [racers],
                ),
            ).toBe(0);

            // Each owner opens their box twice at once, once on each server: one outcome, one opening.
            const opened = Date.now();
            await Promise.all(
                paidBoxes.map(async o => {
                    const [mine] = await queryDatabase<{ id: number }>(
                        server,
                        'SELECT b."id" FROM "blind_box" b JOIN "order" o ON o."id" = b."orderId" WHERE o."code" = $1',
                        [o.code],
                    );
                    const [a, b] = await Promise.all(servers.map(p => gql(p.shopApiUrl, OPEN_BOX, { id: String(mine!.id) }, o.shopper.token)));
                    expect([a.openBox.__typename, b.openBox.__typename]).toEqual(['BoxOpening', 'BoxOpening']);
                    expect(a.openBox.prizeLine.id).toBe(b.openBox.prizeLine.id);
                    expect([a.openBox.alreadyOpened, b.openBox.alreadyOpened].filter(x => !x)).toHaveLength(1);
                }),
            );
            console.log(`${BOXES} boxes opened twice at once over both servers in ${Date.now() - opened} ms`);
            expect(await count('SELECT COUNT(*) AS n FROM "blind_box" WHERE "campaignId" = $1 AND "isOpen" = TRUE', [box.id])).toBe(BOXES);
            const awarded = await queryDatabase<{ n: string }>(
                server,
                'SELECT COUNT(*) AS n FROM "blind_box" WHERE "campaignId" = $1 AND "prizeLineId" IS NOT NULL',
                [box.id],
            );
            expect(Number(awarded[0]!.n)).toBe(BOXES);
            expect(lines).toHaveLength(2);

            // The sold-out draw is drawn by the worker's scheduled sweep or jobs: one winner.
            const ended = await until(
                'the draw ended',
                async () => {
                    const progress = (await gql(next(), PROGRESS, { id: draw.id })).campaignProgress;
                    return progress.stage === 'ENDED' ? progress : undefined;
                },
                120_000,
                250,
            );
            expect(ended.drawResult.winner.ticketId).toMatch(new RegExp(`^${draw.sId}-`));
            expect(await count('SELECT COUNT(*) AS n FROM "ticket" WHERE "campaignId" = $1 AND "isWin" = TRUE', [draw.id])).toBe(1);
            console.log(`scale suite so far: ${Date.now() - started} ms`);
        },
    );
    it(
        "the last unit, paid on one server, shows out of stock in the search index: the stock change waits in Redis's job buffer until the worker's flush",
        { timeout: 120_000 },
        async () => {
            const variantId = (await productVariants(servers[0]!.shopApiUrl, 'white-coffee')).variantIds[0]!;
            const stock = await gql(server.adminApiUrl, 'query ($id: ID!) { productVariant(id: $id) { stockAllocated } }', { id: variantId }, admin);
            await gql(
                server.adminApiUrl,
                'mutation ($id: ID!, $stock: Int!) { updateProductVariants(input: [{ id: $id, stockOnHand: $stock }]) { id } }',
                { id: variantId, stock: stock.productVariant.stockAllocated + 1 },
                admin,
            );
            const inStock = async () => {
                const { search } = await gql(
                    servers[1]!.adminApiUrl,
                    'query { search(input: { groupByProduct: false, take: 100 }) { items { productVariantId inStock } } }',
                    {},
                    admin,
                );
                return search.items.find((i: { productVariantId: string }) => i.productVariantId === variantId)?.inStock;
            };
            await until('the variant in stock in the index', async () => ((await inStock()) === true ? true : undefined));
            const shopper = await createShopper({ ...server, shopApiUrl: servers[0]!.shopApiUrl }, admin, 'last-coffee');
            expect((await gql(servers[0]!.shopApiUrl, ADD_ITEM, { v: variantId, q: 1, c: null }, shopper.token)).addItemToOrder.__typename).toBe('Order');
            expect((await toArrangingPayment(servers[0]!.shopApiUrl, shopper.token)).__typename).toBe('Order');
            expect((await pay(servers[0]!.shopApiUrl, shopper.token)).state).toBe('PaymentSettled');
            await until('the variant out of stock in the index', async () => ((await inStock()) === false ? true : undefined));
        },
    );
});
