import { ListQueryBuilder } from '@vendure/core';

type ParseTakeSkip = (apiType: unknown, options: { take?: number | null; skip?: number | null }, ignoreQueryLimits?: boolean) => { take: number; skip: number };

let clamped = false;

/**
 * Vendure's own lists (products, collections, orders, customers, ...) answer `take: 0` and
 * `take: -1` with every row: its ListQueryBuilder turns a negative take into 0, and 0 means "no
 * limit" to TypeORM. Here a take below 1 means 1, as on our own lists (common/paging.ts
 * clampPage); above the list cap Vendure already refuses with `list-query-limit-exceeded`.
 * One patch of the builder covers every list built on it, in both APIs and in every plugin;
 * test/hardening.test.ts proves it on the shop's product list.
 */
export function clampVendureListTake(): void {
    if (clamped) return;
    clamped = true;
    const prototype = ListQueryBuilder.prototype as unknown as { parseTakeSkipParams: ParseTakeSkip };
    const original = prototype.parseTakeSkipParams;
    if (typeof original !== 'function')
        throw new Error('ListQueryBuilder.parseTakeSkipParams is gone: the take clamp of the hardening plugin needs a new place');
    prototype.parseTakeSkipParams = function (this: unknown, apiType, options, ignoreQueryLimits) {
        const take = options?.take;
        const safe = typeof take === 'number' && !(take >= 1) ? { ...options, take: 1 } : options;
        return original.call(this, apiType, safe, ignoreQueryLimits);
    };
}
