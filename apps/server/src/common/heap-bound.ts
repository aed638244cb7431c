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
