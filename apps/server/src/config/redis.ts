import { DefaultJobQueuePlugin, RedisCachePlugin, VendureConfig } from '@vendure/core';
import type { RedisOptions } from 'ioredis';

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
    ];
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
