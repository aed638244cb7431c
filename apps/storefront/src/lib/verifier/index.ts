import { useQuery, type QueryKey } from '@tanstack/react-query';

import { useAfterFirstScreen } from '../staged';
import { askOver, type AskVerifier } from './protocol';

export type { AskVerifier, FairnessFunction } from './protocol';

let shared: AskVerifier | undefined;

/**
 * Runs a `@tuah/fairness` function for a proof page, in the verifier (one Web Worker for the whole
 * app, started on the first call), so the checks never hold the main thread. Where `Worker` is
 * missing, the package is loaded into the page and runs there, as before. Same functions, same
 * arguments: the same answers either way.
 */
export const verifier: AskVerifier = (fn, ...args) => {
    shared ??= typeof Worker === 'undefined' ? onMainThread : startWorker();
    return shared(fn, ...args);
};

function startWorker(): AskVerifier {
    const worker = new Worker(new URL('./verifier.worker.ts', import.meta.url), { type: 'module' });
    // One that could not start is dropped: the next check starts another (back online, say).
    worker.addEventListener('error', () => {
        shared = undefined;
        worker.terminate();
    });
    return askOver(worker);
}

const onMainThread: AskVerifier = async (fn, ...args) => {
    const fairness = await import('@tuah/fairness');
    return (fairness[fn] as (...a: unknown[]) => never)(...args);
};

/**
 * A proof page's check in the browser (the log's inclusion, the timeline's order, the shopper's own
 * tickets), as a query: no retry (a failure is shown as it is), kept while the page is open. With
 * `whenIdle`, a check of a part below the first screen starts only once the browser has a moment to
 * spare, so it never competes with drawing the page.
 */
export function useVerifierCheck<T>({
    queryKey,
    check,
    enabled = true,
    whenIdle = false,
    staleTime = Infinity,
}: {
    queryKey: QueryKey;
    check: () => Promise<T>;
    enabled?: boolean;
    whenIdle?: boolean;
    staleTime?: number;
}) {
    const idle = useAfterFirstScreen(0);
    return useQuery({ queryKey, queryFn: check, enabled: enabled && (!whenIdle || idle), retry: false, staleTime });
}
