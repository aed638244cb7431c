/**
 * `list` with `items` at its end, each once. A plugin's configuration function may run more than
 * once on one config (scripts and migrations do), so an item already there (the same object, or
 * the same `key`) is replaced, not added again.
 */
export function appendOnce<T>(list: T[] | undefined, items: T[], key: (item: T) => unknown = item => item): T[] {
    const keys = new Set(items.map(key));
    return [...(list ?? []).filter(item => !keys.has(key(item))), ...items];
}

/**
 * `current` wrapped in a new `Wrapper` unless it is one already or wraps one (further down its
 * `inner` chain): several plugins wrap the same strategy, and a configuration function may run
 * more than once on one config.
 */
export function wrapOnce<S extends object>(current: S, Wrapper: new (inner: S) => S): S {
    for (let s: unknown = current; s; s = (s as { inner?: unknown }).inner) {
        if (s instanceof Wrapper) return current;
    }
    return new Wrapper(current);
}
