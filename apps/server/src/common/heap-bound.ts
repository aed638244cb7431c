import type { IncomingMessage, Server } from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';

type Collect = () => void;
/** Undefined until first asked for; null where the runtime does not offer it (the job then goes on without). */
let collect: Collect | null | undefined;

/**
 * V8's full collection, reached the way the `expose-gc` flag allows at run time: the flag exposes
 * `gc` to contexts created after it is set, so only this one gets it; the process's own globals are
 * unchanged.
 */
function collector(): Collect | null {
    if (collect === undefined) {
        v8.setFlagsFromString('--expose-gc');
        collect = vm.runInNewContext('typeof gc === "function" ? gc : null') as Collect | null;
    }
    return collect;
}

/** The old generation's use: where garbage piles up. The young generation fills and empties every few MiB by itself. */
const oldGeneration = () =>
    v8
        .getHeapSpaceStatistics()
        .filter(space => space.space_name === 'old_space' || space.space_name === 'large_object_space')
        .reduce((sum, space) => sum + space.space_used_size, 0);

/**
 * Keeps a long streamed job's garbage from piling up (docs/reports.md#exports). V8 collects its old
 * generation lazily: garbage that outlives a young-generation collection (a batch still being written
 * when one runs) waits there until the heap reaches a limit that V8 sets several times above what is
 * live, so a long export's memory climbs towards that limit while a short one's does not. The job
 * calls `settle()` after each batch; once the old generation has grown by `slackMiB` since the job
 * started (or since the last collection), a full collection runs at once, and the job's memory stays
 * within the slack whatever its length. It pauses the process as V8's own full collections do (the
 * shop's live heap is ~100 MiB); at 8 MiB of slack an export asks for one every ~4,000 orders.
 * Not V8's asynchronous collection: not awaited, it finished too late under load to bound anything;
 * awaited, the export waited on it.
 */
export class HeapBound {
    private base = oldGeneration();

    constructor(private slackMiB: number) {}

    settle(): void {
        if (oldGeneration() - this.base < this.slackMiB * 2 ** 20) return;
        // Plain gc(): on Node 20, gc({ type: 'major', execution: 'sync' }) freed almost nothing of the same garbage.
        collector()?.();
        this.base = oldGeneration();
    }
}

/** V8's heap as resident memory: the pages of every space that hold or held objects. */
const heapCommitted = () => v8.getHeapStatistics().total_physical_size;

/**
 * A full collection that also compacts: V8's own full collections move objects off only a few
 * fragmented pages, so after a burst the old generation keeps its pages (measured: 224 MiB
 * committed around 86 MiB live) and the process's resident memory with them. Compaction empties
 * them and V8 gives them back within a second. The flag is read by the collector as it runs, so it
 * is set for this one collection only.
 */
function compactingCollection(): boolean {
    const gc = collector();
    if (!gc) return false;
    v8.setFlagsFromString('--compact-on-every-full-gc');
    try {
        gc();
    } finally {
        v8.setFlagsFromString('--no-compact-on-every-full-gc');
    }
    return true;
}

/** Requests that do not make the server busy: health checks, and its own embedded beacon's rounds (plugins/beacon). */
const UNCOUNTED = /^\/(health|beacon)(\/|\?|$)/;

export interface IdleCollectionOptions {
    /** How long the server must be quiet before it collects; also how often it looks. */
    idleSeconds: number;
    /** How much V8's heap must have grown since the last idle collection for another to be worth its pause. */
    slackMiB: number;
    /** Told of each collection: V8's heap before and after it, and its pause. */
    report?: (line: string) => void;
}

/**
 * Gives back the room a burst left (docs/performance.md#memory). Under load V8 grows its heap to
 * make the requests' garbage and keeps it after: the resident memory after the bench's lists stays
 * near 500 MiB around a live heap of ~100 MiB, because V8 collects its old generation only when it
 * allocates. Once the server has gone `idleSeconds` without a request (health checks and the
 * embedded beacon's rounds do not count) after requests that grew the heap by `slackMiB` or more,
 * one compacting full collection runs; then none until the next burst. Not while requests flow,
 * not even a burst's last few, so no shopper waits on its pause (0.1–0.6 s on the loaded 2-core
 * machine) unless one arrives during it. The start (migrations, the demo seed) counts as the first
 * burst.
 */
export function collectWhenIdle(server: Server, options: IdleCollectionOptions): void {
    let requests = 0;
    let sinceCollection = 1;
    let base = 0;
    server.on('request', (req: IncomingMessage) => {
        // Not traffic: health checks, and the server asking its own embedded beacon (rarities and draws wait on its rounds).
        if (!UNCOUNTED.test(req.url ?? '')) requests++;
    });
    setInterval(() => {
        sinceCollection += requests;
        const quiet = requests === 0;
        requests = 0;
        if (!quiet || sinceCollection === 0 || heapCommitted() - base < options.slackMiB * 2 ** 20) return;
        const before = heapCommitted();
        const start = process.hrtime.bigint();
        if (!compactingCollection()) return;
        const pauseMs = Number(process.hrtime.bigint() - start) / 1e6;
        base = heapCommitted();
        sinceCollection = 0;
        const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
        options.report?.(`Idle collection: V8 heap ${mib(before)} → ${mib(base)} MiB resident, paused ${Math.round(pauseMs)} ms`);
    }, options.idleSeconds * 1000).unref();
}
