/**
 * `list` with `items` at its end, each once. A plugin's configuration function may run more than
 * once on one config (scripts and migrations do), so an item already there (the same object, or
 * the same `key`) is replaced, not added again.
 */
export function appendOnce<T>(list: T[] | undefined, items: T[], key: (item: T) => unknown = item => item): T[] {
    const keys = new Set(items.map(key));
    return [...(list ?? []).filter(item => !keys.has(key(item))), ...items];
}
