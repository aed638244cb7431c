/** Polls `check` until it gives a value (or the time is up): no fixed sleeps. */
export async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 60_000, everyMs = 100): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
        const value = await check();
        if (value !== undefined) return value;
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise(resolve => setTimeout(resolve, everyMs));
    }
}
