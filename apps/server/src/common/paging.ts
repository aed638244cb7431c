/** The largest page any of our shop lists returns unless it states its own cap. */
export const MAX_TAKE = 100;

export interface PageLimits {
    /** Page size when the caller gives none. */
    defaultTake?: number;
    /** Largest page; the list's documented cap. */
    maxTake?: number;
}

/**
 * One rule for every list in our plugins: `take` is clamped to 1..maxTake (default when absent),
 * `skip` to >= 0. Hostile values (0, negative, huge) never mean "everything" and never fail.
 */
export function clampPage(options: { skip?: number | null; take?: number | null } | null | undefined, limits: PageLimits = {}) {
    const maxTake = limits.maxTake ?? MAX_TAKE;
    const defaultTake = Math.min(limits.defaultTake ?? 20, maxTake);
    const rawTake = options?.take;
    const take = rawTake == null || !Number.isFinite(rawTake) ? defaultTake : Math.min(maxTake, Math.max(1, Math.trunc(rawTake)));
    const rawSkip = options?.skip;
    const skip = rawSkip == null || !Number.isFinite(rawSkip) ? 0 : Math.max(0, Math.trunc(rawSkip));
    return { skip, take };
}

/** The same options (sort, filter, ...) with skip and take clamped, for Vendure's ListQueryBuilder. */
export function clampListOptions<T extends { skip?: number | null; take?: number | null }>(options: T | null | undefined, limits: PageLimits = {}): T {
    return { ...(options ?? ({} as T)), ...clampPage(options, limits) };
}
