/**
 * The client seed of a box opening (docs/fairness.md "Client seeds"): 128 bits from
 * crypto.getRandomValues, as 32 hex digits. It is kept in sessionStorage under the box (or the
 * order, for "open all") until the result has been shown, so a reload or a retry after a lost
 * response sends the same seed; the server uses the first seed it received anyway.
 */
const PREFIX = 'tuah.boxSeed.';

function freshSeed(): string {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, b => b.toString(16).padStart(2, '0')).join('');
}

function storage(): Storage | null {
    try {
        return window.sessionStorage;
    } catch {
        return null; // storage disabled: the seed then lives only as long as this call
    }
}

/** The seed for opening `key` ("box:<id>" or "order:<id>"): the kept one, or a new one, kept. */
export function clientSeedFor(key: string): string {
    const store = storage();
    const kept = store?.getItem(PREFIX + key);
    if (kept && /^[0-9a-f]{32,128}$/.test(kept)) return kept;
    const seed = freshSeed();
    store?.setItem(PREFIX + key, seed);
    return seed;
}

/** Forgets the seed once its result has been shown. */
export function forgetClientSeed(key: string): void {
    storage()?.removeItem(PREFIX + key);
}
