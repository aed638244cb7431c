import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, type TestServer } from '@tuah/testing';

import { ApiQueue } from '../src/config/api-queue';

/**
 * GraphQL requests take turns (src/config/api-queue.ts, docs/deploy.md#a-burst-waits-its-turn): a
 * burst waits in arrival order instead of at the database pool, and a request that waits too long
 * answers "come back in a few seconds" without running.
 */
describe('the queue of requests', () => {
    const settle = () => new Promise(resolve => setImmediate(resolve));

    it('runs as many as it has turns at once and the rest in arrival order as turns free', async () => {
        const queue = new ApiQueue(2, 60_000);
        const ran: number[] = [];
        for (let i = 1; i <= 5; i++)
            queue.admit(
                () => ran.push(i),
                () => ran.push(-i),
            );
        expect(ran).toEqual([1, 2]);
        expect(queue.counts).toEqual({ running: 2, waiting: 3 });
        queue.done();
        expect(ran).toEqual([1, 2, 3]);
        queue.done();
        queue.done();
        expect(ran).toEqual([1, 2, 3, 4, 5]);
        queue.done();
        queue.done();
        expect(queue.counts).toEqual({ running: 0, waiting: 0 });
    });

    it('refuses a request whose wait ran out, and never runs it', async () => {
        const queue = new ApiQueue(1, 5);
        const ran: string[] = [];
        queue.admit(
            () => ran.push('first'),
            () => ran.push('first refused'),
        );
        queue.admit(
            () => ran.push('second'),
            () => ran.push('second refused'),
        );
        await new Promise(resolve => setTimeout(resolve, 30));
        queue.done();
        await settle();
        expect(ran).toEqual(['first', 'second refused']);
        expect(queue.counts).toEqual({ running: 0, waiting: 0 });
    });

    it('gives the turn of a request that went away while waiting to the next', async () => {
        const queue = new ApiQueue(1, 60_000);
        const ran: string[] = [];
        queue.admit(
            () => ran.push('a'),
            () => ran.push('a refused'),
        );
        const cancelB = queue.admit(
            () => ran.push('b'),
            () => ran.push('b refused'),
        );
        queue.admit(
            () => ran.push('c'),
            () => ran.push('c refused'),
        );
        cancelB();
        queue.done();
        expect(ran).toEqual(['a', 'c']);
        expect(queue.counts).toEqual({ running: 1, waiting: 0 });
    });
});

/**
 * On PostgreSQL, whichever pass runs this file: there a request's queries are I/O, so requests
 * overlap and take turns. On the embedded SQLite file a request's statements run synchronously in
 * the process and a small request ends before the next one is read, so none would ever wait.
 */
describe('a burst of shop requests on a server with one turn (PostgreSQL)', () => {
    let server: TestServer;
    const query = '{ campaigns(options: { take: 3 }) { totalItems items { id name } } }';
    const post = () =>
        fetch(server.shopApiUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }).then(async res => ({
            status: res.status,
            retryAfter: res.headers.get('retry-after'),
            body: (await res.json()) as { data?: { campaigns: { totalItems: number } }; errors?: Array<{ extensions?: { code?: string } }> },
        }));

    beforeAll(async () => {
        server = await startTestServer({ database: 'postgres', env: { API_CONCURRENCY: '1' } });
    });
    afterAll(() => server?.stop());

    it('answers every request, in turn, when none waits longer than the limit', async () => {
        const answers = await Promise.all(Array.from({ length: 30 }, post));
        expect(answers.map(a => a.status)).toEqual(Array(30).fill(200));
        expect(new Set(answers.map(a => a.body.data?.campaigns.totalItems)).size).toBe(1);
        expect(answers[0]!.body.data!.campaigns.totalItems).toBeGreaterThan(0);
    });

    it('answers 503 SERVICE_UNAVAILABLE with Retry-After to those that waited too long, while health and pages never wait', async () => {
        await server.restart({ API_CONCURRENCY: '1', API_QUEUE_TIMEOUT_MS: '1' });
        const burst = Promise.all(Array.from({ length: 30 }, post));
        const health = await fetch(`${server.baseUrl}/health`);
        expect(health.status).toBe(200);
        const answers = await burst;
        const refused = answers.filter(a => a.status === 503);
        const served = answers.filter(a => a.status === 200);
        expect(refused.length).toBeGreaterThan(0);
        expect(served.length).toBeGreaterThan(0);
        expect(refused.length + served.length).toBe(30);
        for (const a of refused) {
            expect(a.retryAfter).toMatch(/^\d+$/);
            expect(a.body.errors?.map(e => e.extensions?.code)).toEqual(['SERVICE_UNAVAILABLE']);
            expect(a.body.data).toBeUndefined();
        }
        for (const a of served) expect(a.body.data?.campaigns.totalItems).toBeGreaterThan(0);
    });
});
