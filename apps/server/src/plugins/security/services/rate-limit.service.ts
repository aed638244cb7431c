import { createHash } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { TransactionalConnection } from '@vendure/core';

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
export class RateLimitService {
    constructor(private connection: TransactionalConnection) {}

    /**
     * Counts one event for `key` and says whether it may go ahead: at most `policy.max` events
     * per window; the next one is refused and blocks the key for `policy.blockSeconds`. Events
     * refused while the key is blocked are not counted and do not extend the block.
     */
    async consume(policy: RateLimitPolicy, key: string, now = Date.now()): Promise<RateLimitResult> {
        if (!(policy.max >= 1)) throw new Error(`Rate limit ${policy.name}: max must be at least 1`);
        const trips = `${NEW_HITS} > :max`;
        const [row] = await runStatement<{ lastAllowed: number | string; blockedUntil: number | string }>(
            this.connection,
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
        await runStatement(
            this.connection,
            `UPDATE "rate_limit" SET "hits" = "hits" - 1
             WHERE "policy" = :policy AND "key" = :key AND "hits" > 0 AND "blockedUntil" <= :now`,
            { policy: policy.name, key: hashKey(key), now },
        );
    }

    /** Forgets the key: its count starts again and any block is lifted (a successful sign-in). */
    async reset(policy: RateLimitPolicy, key: string): Promise<void> {
        await runStatement(this.connection, `DELETE FROM "rate_limit" WHERE "policy" = :policy AND "key" = :key`, {
            policy: policy.name,
            key: hashKey(key),
        });
    }

    /** Deletes counters whose window and block are both over (a scheduled task calls it). */
    async deleteExpired(now = Date.now()): Promise<void> {
        await runStatement(this.connection, `DELETE FROM "rate_limit" WHERE "windowEndsAt" <= :now AND "blockedUntil" <= :now`, { now });
    }
}

function hashKey(key: string): string {
    return createHash('sha256').update(key).digest('hex');
}
