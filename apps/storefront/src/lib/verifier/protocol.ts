import type * as Fairness from '@tuah/fairness';

/**
 * The verifier's request/answer protocol (docs/performance.md, the Proof screen): the page asks for one
 * `@tuah/fairness` function by name with its arguments, the verifier (a Web Worker, verifier.worker.ts)
 * answers with its value or the message of what it threw. Everything crosses by structured clone:
 * strings, numbers, bigints, Uint8Arrays and plain objects, which is all the package takes and gives.
 */

type Package = typeof Fairness;
/** The package's functions (its other exports are constants and types). */
export type FairnessFunctions = { [K in keyof Package as Package[K] extends (...args: never[]) => unknown ? K : never]: Package[K] };
export type FairnessFunction = keyof FairnessFunctions & string;
type Args<K extends FairnessFunction> = FairnessFunctions[K] extends (...args: infer A) => unknown ? A : never;
type Value<K extends FairnessFunction> = FairnessFunctions[K] extends (...args: never[]) => infer R ? R : never;

export interface VerifierRequest<K extends FairnessFunction = FairnessFunction> {
    id: number;
    fn: K;
    args: Args<K>;
}

export type VerifierAnswer = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/** Calls one function of the package in the verifier: its value, later (a rejection with its message if it threw). */
export type AskVerifier = <K extends FairnessFunction>(fn: K, ...args: Args<K>) => Promise<Value<K>>;

/** The verifier's side: runs the named function of `fairness` (the package) and says what came of it. */
export function answer(fairness: Record<string, unknown>, request: VerifierRequest): VerifierAnswer {
    const { id, fn, args } = request;
    // Only the package's own functions: not `constructor`, `toString` or anything else a name could reach.
    const run = Object.hasOwn(fairness, fn) ? fairness[fn] : undefined;
    if (typeof run !== 'function') return { id, ok: false, message: `@tuah/fairness has no function ${String(fn)}` };
    try {
        return { id, ok: true, value: (run as (...a: unknown[]) => unknown)(...(args as unknown[])) };
    } catch (error) {
        return { id, ok: false, message: error instanceof Error ? error.message : String(error) };
    }
}

/** What the page talks to: a Worker, or in the unit test one end of a MessageChannel. */
export interface VerifierPort {
    postMessage(request: VerifierRequest): void;
    addEventListener(type: 'message', listener: (event: MessageEvent<VerifierAnswer>) => void): void;
    /** A worker that could not load its script (offline, say): what it was asked is not answered, so it fails. */
    addEventListener(type: 'error', listener: (event: Event) => void): void;
}

/** The page's side: each request gets its own id, and each answer settles the request with that id. */
export function askOver(port: VerifierPort): AskVerifier {
    let nextId = 0;
    const waiting = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
    port.addEventListener('message', ({ data }) => {
        const request = waiting.get(data.id);
        if (!request) return;
        waiting.delete(data.id);
        if (data.ok) request.resolve(data.value as never);
        else request.reject(new Error(data.message));
    });
    port.addEventListener('error', event => {
        const message = (event as ErrorEvent).message || 'The verifier did not start';
        for (const request of waiting.values()) request.reject(new Error(message));
        waiting.clear();
    });
    return (fn, ...args) =>
        new Promise((resolve, reject) => {
            const id = nextId++;
            waiting.set(id, { resolve, reject });
            port.postMessage({ id, fn, args } as VerifierRequest);
        });
}
