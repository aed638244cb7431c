import type { INestApplicationContext } from '@nestjs/common';
import type { RequestContext } from '@vendure/core';

/** What every demo seed step gets. */
export interface DemoSeedContext {
    app: INestApplicationContext;
    /** A superadmin context on the default channel, made fresh for each step. */
    ctx: RequestContext;
    /** Where the generated demo pictures are written before they become assets. */
    importAssetsDir: string;
    /**
     * Marks the point halfway through the step, after part of its data is written: the resume
     * tests kill the process here (TEST_SEED_CRASH_AT); otherwise it does nothing.
     */
    halfway(): void;
}

/** Runs one demo item after another; a failing item does not stop the others, the step reports them all. */
export async function eachDemoItem<T>(
    items: readonly T[],
    label: (item: T) => string,
    work: (item: T, index: number) => Promise<void>,
    after?: (index: number) => void,
) {
    const failures: string[] = [];
    for (const [i, item] of items.entries()) {
        try {
            await work(item, i);
        } catch (err) {
            failures.push(`${label(item)}: ${err instanceof Error ? err.message : String(err)}`);
        }
        after?.(i);
    }
    if (failures.length) throw new Error(failures.join('; '));
}
