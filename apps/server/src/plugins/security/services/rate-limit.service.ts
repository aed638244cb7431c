import { createHash } from 'node:crypto';

import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Logger, TransactionalConnection } from '@vendure/core';
import { Pool } from 'pg';

import { RateLimitPolicy, RateLimitResult } from '../types';
import { runStatement } from '../../../common/sql';

const NEW_HITS = `(CASE WHEN "rate_limit"."windowEndsAt" <= :now THEN 1 ELSE "rate_limit"."hits" + 1 END)`;
const BLOCKED = `"rate_limit"."blockedUntil" > :now`;

/**
 * Counts events per (limit, key) in the database, so a limit holds across every server
 * process on SQLite and PostgreSQL alike. Each count is one atomic statement (the same SQL on
 * both); nothing is read and then written.
 *
 * Use it for anything that must not be tried without end (see docs/security.md):
 *
 *     // every event counts (sending an OTP, a free entry):
 *     const refused = await rateLimits.consumeAll([[policies.otpIp, ip], [policies.otpPhone, phone]]);
 *     if (refused) return new TooManyAttemptsError(refused.retryAfterSeconds);
 *
 *     // only failures count (a code guess): consume() before trying, like sign-in, then
 *     // reset() (or refund()) when it succeeded. Counting first keeps a burst of parallel
 *     // guesses to the limit.
 */
@Injectable()
export class RateLimitService implements OnApplicationShutdown {
    /**
     * PostgreSQL: counters are written on a small pool of their own. A sign-in holds a connection
     * of the main pool for its transaction; taking a second one from that pool for the counter
     * deadlocks once as many sign-ins run at once as the pool has connections (measured: 20
     * shoppers signing in together hung the server). SQLite shares one connection: no pool.
     */
    private pool: Pool | undefined;

    constructor(private connection: TransactionalConnection) {}

    onApplicationShutdown() {
        return this.pool?.end();
    }

    private statement<T = unknown>(sql: string, params: Record<string, unknown>): Promise<T[]> {
        const options = this.connection.rawConnection.options;
        if (options.type !== 'postgres') return runStatement<T>(this.connection, sql, params);
        this.pool ??= new Pool({
            connectionString: options.url,
            host: options.host,
            port: options.port,
            user: options.username,
            password: typeof options.password === 'string' ? options.password : undefined,
            database: options.database,
            max: 4,
        });
        const pool = this.pool;
        // An idle connection dropped by the server must not take the process down; the next query reconnects.
        if (pool.listenerCount('error') === 0) pool.on('error', err => Logger.warn(`Rate-limit pool: ${err.message}`, 'RateLimitService'));
        return runStatement<T>(this.connection, sql, params, async (text, values) => (await pool.query(text, values)).rows);
    }

    /**
     * Counts one event for `key` and says whether it may go ahead: at most `policy.max` events
     * per window; the next one is refused and blocks the key for `policy.blockSeconds`. Events
     * refused while the key is blocked are not counted and do not extend the block.
     */
    async consume(policy: RateLimitPolicy, key: string, now = Date.now()): Promise<RateLimitResult> {
        if (!(policy.max >= 1)) throw new Error(`Rate limit ${policy.name}: max must be at least 1`);
        const trips = `${NEW_HITS} > :max`;
        const [row] = await this.statement<{ lastAllowed: number | string; blockedUntil: number | string }>(
            `INSERT INTO "rate_limit" ("policy", "key", "hits", "windowEndsAt", "blockedUntil", "lastAllowed")
             VALUES (:policy, :key, 1, :windowEnd, 0, 1)
             ON CONFLICT ("policy", "key") DO UPDATE SET
               "lastAllowed" = CASE WHEN ${BLOCKED} OR ${trips} THEN 0 ELSE 1 END,
               "hits" = CASE WHEN ${BLOCKED} THEN "rate_limit"."hits"
                             WHEN ${trips} THEN 0
                             ELSE ${NEW_HITS} END,
               "windowEndsAt" = CASE WHEN ${BLOCKED} THEN "rate_limit"."windowEndsAt"
                                     WHEN ${trips} THEN :now
                                     WHEN "rate_limit"."windowEndsAt" <= :now THEN :windowEnd
                                     ELSE "rate_limit"."windowEndsAt" END,
               "blockedUntil" = CASE WHEN ${BLOCKED} THEN "rate_limit"."blockedUntil"
                                     WHEN ${trips} THEN :blockEnd
                                     ELSE "rate_limit"."blockedUntil" END
             RETURNING "lastAllowed", "blockedUntil"`,
            {
                policy: policy.name,
                key: hashKey(key),
                now,
                max: policy.max,
                windowEnd: now + policy.windowSeconds * 1000,
                blockEnd: now + policy.blockSeconds * 1000,
            },
        );
        if (!row || Number(row.lastAllowed) === 1) return { allowed: true, retryAfterSeconds: 0 };
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Number(row.blockedUntil) - now) / 1000)) };
    }

    /**
     * Consumes each (policy, key) in order and stops at the first refusal, which it returns
     * (undefined when all are allowed). Order matters: a refused address does not count
     * against the account it tried.
     */
    async consumeAll(checks: Array<[RateLimitPolicy, string]>): Promise<RateLimitResult | undefined> {
        for (const [policy, key] of checks) {
            const result = await this.consume(policy, key);
            if (!result.allowed) return result;
        }
        return undefined;
    }

    /** Gives one event back (a success that should not count), unless the key is blocked. */
    async refund(policy: RateLimitPolicy, key: string, now = Date.now()): Promise<void> {
        await this.statement(
            `UPDATE "rate_limit" SET "hits" = "hits" - 1
             WHERE "policy" = :policy AND "key" = :key AND "hits" > 0 AND "blockedUntil" <= :now`,
            { policy: policy.name, key: hashKey(key), now },
        );
    }

    /** Forgets the key: its count starts again and any block is lifted (a successful sign-in). */
    async reset(policy: RateLimitPolicy, key: string): Promise<void> {
        await this.statement(`DELETE FROM "rate_limit" WHERE "policy" = :policy AND "key" = :key`, {
            policy: policy.name,
            key: hashKey(key),
        });
    }

    /** Deletes counters whose window and block are both over (a scheduled task calls it). */
    async deleteExpired(now = Date.now()): Promise<void> {
        await this.statement(`DELETE FROM "rate_limit" WHERE "windowEndsAt" <= :now AND "blockedUntil" <= :now`, { now });
    }
}

function hashKey(key: string): string {
    return createHash('sha256').update(key).digest('hex');
}
