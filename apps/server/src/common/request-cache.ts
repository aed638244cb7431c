import { ID, RequestContext, RequestContextCacheService } from '@vendure/core';

/**
 * Loads by id, once per request and in batches: every id asked for in the same tick of one request
 * (the field resolvers of one list page) joins one `load`, through Vendure's per-request cache.
 * `key` names the batch in that cache; `load` answers for the ids it is given, keyed by String(id).
 */
export function loadBatched<T>(
    cache: RequestContextCacheService,
    ctx: RequestContext,
    key: string,
    id: ID,
    load: (ids: string[]) => Promise<Map<string, T>>,
): Promise<T | undefined> {
    const batch = cache.get(ctx, key, () => {
        const ids = new Set<string>();
        // The next tick closes the batch: later asks start a new one.
        const result = Promise.resolve().then(() => {
            cache.set(ctx, key, undefined);
            return load([...ids]);
        });
        return { ids, result };
    });
    batch.ids.add(String(id));
    return batch.result.then(found => found.get(String(id)));
}
