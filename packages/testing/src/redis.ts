import { createClient } from 'redis';

/** The Redis tests run on (the local one unless TEST_REDIS_URL says otherwise). */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A REDIS_PREFIX of this run's own, so runs (and a shop) sharing the Redis never see each other's keys. */
export function runPrefix(name: string): string {
    return `tuah-test-${name}-${process.pid}-${Date.now().toString(36)}`;
}

/** Deletes every key under `prefix` (the queue, the cache); returns how many there were. */
export async function dropRedisKeys(prefix: string): Promise<number> {
    const client = createClient({ url: REDIS_URL });
    await client.connect();
    try {
        let dropped = 0;
        for await (const keys of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) {
            if (keys.length) dropped += await client.del(keys);
        }
        return dropped;
    } finally {
        await client.close();
    }
}
