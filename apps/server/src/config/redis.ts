import { DefaultJobQueuePlugin, Job, JobBufferStorageStrategy, RedisCachePlugin, VendureConfig, VendurePlugin } from '@vendure/core';
import type { Redis, RedisOptions } from 'ioredis';

import { Environment } from './environment';

/** ioredis connection options for a redis:// or rediss:// URL (user, password and database number included). */
export function redisOptions(url: string): RedisOptions {
    const u = new URL(url);
    const db = u.pathname.replace(/^\//, '');
    return {
        host: u.hostname.replace(/^\[|\]$/g, ''),
        port: u.port ? Number(u.port) : 6379,
        username: u.username ? decodeURIComponent(u.username) : undefined,
        password: u.password ? decodeURIComponent(u.password) : undefined,
        db: db ? Number(db) : 0,
        tls: u.protocol === 'rediss:' ? {} : undefined,
    };
}

/** Where each part of the shop keeps its Redis keys, under REDIS_PREFIX (default `tuah`). */
export function redisNamespaces(prefix: string) {
    return {
        /** BullMQ's key prefix: the job queue and its job buffer. */
        queue: `${prefix}:bull`,
        /** Vendure's cache (sessions included). */
        cache: `${prefix}:cache`,
        /** The live progress channel (LIVE_PUBSUB=redis). */
        live: `${prefix}:live:campaign`,
    };
}

/**
 * The scaled mode's plugins (REDIS_URL set): Vendure's BullMQ job queue in place of the SQL one,
 * and Vendure's Redis cache in place of each process's memory, so a session signed in (or out) on
 * one process is signed in (or out) on all. Without REDIS_URL: the SQL job queue, and nothing
 * here (Vendure's in-memory cache).
 */
export function jobQueueAndCachePlugins(env: Environment): NonNullable<VendureConfig['plugins']> {
    if (!env.REDIS_URL) return [DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true })];
    // Loaded in the scaled mode only: BullMQ costs a tenth of a second of CPU at every process start.
    const { BullMQJobQueuePlugin } = require('@vendure/job-queue-plugin/package/bullmq') as typeof import('@vendure/job-queue-plugin/package/bullmq');
    const { RedisJobBufferStorageStrategy } = require(
        REDIS_JOB_BUFFER,
    ) as typeof import('@vendure/job-queue-plugin/package/bullmq/redis-job-buffer-storage-strategy');
    const connection = redisOptions(env.REDIS_URL);
    const names = redisNamespaces(env.REDIS_PREFIX);
    return [
        BullMQJobQueuePlugin.init({
            // BullMQ's workers block on Redis: ioredis must retry their commands for ever.
            connection: { ...connection, maxRetriesPerRequest: null },
            queueOptions: { prefix: names.queue },
            workerOptions: { prefix: names.queue, ...stallOptions(env.TEST_JOB_STALL_SECONDS) },
        }),
        // A cache that cannot answer at once is a miss (Vendure's Redis cache logs and goes to the
        // database): with Redis away, requests must not wait on ioredis's offline queue and retries.
        RedisCachePlugin.init({
            maxItemSizeInBytes: 128_000,
            namespace: names.cache,
            redisOptions: { ...connection, enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 1_000 },
        }),
        atomicJobBufferPlugin(RedisJobBufferStorageStrategy),
    ];
}

const REDIS_JOB_BUFFER = '@vendure/job-queue-plugin/package/bullmq/redis-job-buffer-storage-strategy';

/**
 * Vendure's Redis job buffer reads a buffer's list, then deletes it: a job pushed in between (a
 * checkout paid on another server meanwhile; src/config/search-index-updates.ts) was lost. Here
 * the read and the delete are one MULTI. After BullMQ's plugin, whose configuration sets the buffer.
 */
function atomicJobBufferPlugin(
    Base: typeof import('@vendure/job-queue-plugin/package/bullmq/redis-job-buffer-storage-strategy').RedisJobBufferStorageStrategy,
) {
    class AtomicRedisJobBufferStorageStrategy extends Base {
        async flush(bufferIds?: string[]): Promise<{ [bufferId: string]: Job[] }> {
            // Vendure's own members (private in its typings).
            const own = this as unknown as { redis: Redis; keyName(id: string): string; toJob(item: string): Job };
            const result: { [bufferId: string]: Job[] } = {};
            for (const id of bufferIds ?? []) {
                const key = own.keyName(id);
                const replies = await own.redis.multi().lrange(key, 0, -1).del(key).exec();
                const [error, items] = replies?.[0] ?? [];
                if (error) throw error;
                result[id] = ((items as string[] | undefined) ?? []).map(item => own.toJob(item));
            }
            return result;
        }
    }
    @VendurePlugin({
        configuration: config => {
            const strategy: JobBufferStorageStrategy = new AtomicRedisJobBufferStorageStrategy();
            config.jobQueueOptions.jobBufferStorageStrategy = strategy;
            return config;
        },
        compatibility: '^3.0.0',
    })
    class AtomicRedisJobBufferPlugin {}
    return AtomicRedisJobBufferPlugin;
}

/**
 * BullMQ's lock on a running job (renewed every half of it) and its check for stalled ones (a
 * worker that died mid-job: its job goes back to the queue once its lock has lapsed): 30 s each
 * unless TEST_JOB_STALL_SECONDS (tests only) sets the lock, checked every half of it, so the fault
 * tests do not wait half a minute for every killed worker's job.
 */
function stallOptions(seconds: number | undefined): { lockDuration?: number; stalledInterval?: number } {
    return seconds === undefined ? {} : { lockDuration: seconds * 1000, stalledInterval: seconds * 500 };
}
