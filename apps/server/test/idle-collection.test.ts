import { gql, startTestServer, TestServer } from '@tuah/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The idle collection (src/common/heap-bound.ts, docs/performance.md#memory): once a burst of
 * requests is over the server compacts its heap, once, and never while requests keep coming. A
 * window of 1 s and no slack, so any burst counts; the server logs each collection.
 */
describe('the idle collection', () => {
    let server: TestServer;
    const collections = () => server.output().match(/Idle collection: V8 heap \d+ → \d+ MiB resident, paused \d+ ms/g)?.length ?? 0;
    /** Polls until `count` collections are logged (or gives up after 30 s; the expectation after it says what was seen). */
    const until = async (count: number) => {
        for (let waited = 0; collections() < count && waited < 30_000; waited += 100) await new Promise(resolve => setTimeout(resolve, 100));
    };
    const list = () => gql(server.shopApiUrl, '{ campaigns(options: { take: 20 }) { totalItems items { id name } } }');

    beforeAll(async () => {
        server = await startTestServer({ env: { IDLE_COLLECTION_SECONDS: '1', IDLE_COLLECTION_SLACK_MIB: '0', LOG_LEVEL: 'info' } });
    });
    afterAll(async () => {
        await server?.stop();
    });

    it('runs once after a burst and not while requests flow', async () => {
        // The start is a burst of its own.
        await until(1);
        expect(collections()).toBe(1);

        // Four requests at a time for 4 s: no 1 s window goes without one.
        const flowUntil = Date.now() + 4000;
        let requests = 0;
        await Promise.all(
            Array.from({ length: 4 }, async () => {
                while (Date.now() < flowUntil) {
                    expect((await list()).campaigns.totalItems).toBeGreaterThan(0);
                    requests++;
                }
            }),
        );
        expect(requests).toBeGreaterThan(8);
        expect(collections()).toBe(1);

        // Quiet again: one collection for the burst, and none after it while nothing comes.
        await until(2);
        expect(collections()).toBe(2);
        await new Promise(resolve => setTimeout(resolve, 3000));
        expect(collections()).toBe(2);
    });
});
