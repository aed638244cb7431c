/**
 * The server's memory as the benches read it (docs/performance.md#memory): /proc/<pid>/smaps_rollup
 * from outside, and V8's heap from inside through bench/heap-signal.cjs, which the bench preloads
 * into the server (`heapSignalEnv`) and asks with SIGWINCH.
 */
import fs from 'node:fs';
import path from 'node:path';

/** /proc/<pid>/smaps_rollup in MiB: resident; anonymous (V8's heap, the allocator's arenas, buffers); file-backed (the node binary's and native modules' code). */
export function smapsMiB(pid: number) {
    const text = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
    const mib = (value: number) => Math.round(value / 1024);
    return { rss: mib(kb('Rss')), anonymous: mib(kb('Anonymous')), file: mib(kb('Rss') - kb('Anonymous') - kb('Pss_Shmem')) };
}

/** V8's heap as heap-signal.cjs reports it (MiB). */
export interface V8Heap {
    rss: number;
    heapTotal: number;
    heapUsed: number;
    external: number;
    arrayBuffers: number;
    spaces: Record<string, { committed: number; used: number }>;
}

export interface HeapReport {
    before: V8Heap;
    /** Absent when the server was asked not to collect (`heapSignalEnv(out, false)`). */
    gcMs?: number;
    after?: V8Heap;
}

/** The server's environment for heap-signal.cjs: its reports are written to `<out>.<n>.json`; with `collect`, each runs a full collection and reports after it too. */
export function heapSignalEnv(out: string, collect: boolean): Record<string, string> {
    return {
        NODE_OPTIONS: `--require ${path.join(__dirname, 'heap-signal.cjs')}`,
        HEAP_PROBE_OUT: out,
        ...(collect ? {} : { HEAP_PROBE_COLLECT: '0' }),
        ...(process.env.HEAP_PROBE_SNAPSHOT ? { HEAP_PROBE_SNAPSHOT: '1' } : {}),
    };
}

/** Asks the server (heap-signal.cjs preloaded) for its heap and waits for the report. A restarted server counts its reports from 1 again. */
export async function askHeap(pid: number, out: string): Promise<HeapReport> {
    const done = new Set(fs.readdirSync(path.dirname(out)).filter(f => f.startsWith(`${path.basename(out)}.${pid}.`) && f.endsWith('.json')));
    process.kill(pid, 'SIGWINCH');
    for (let waited = 0; waited < 60_000; waited += 100) {
        const fresh = fs.readdirSync(path.dirname(out)).find(f => f.startsWith(`${path.basename(out)}.${pid}.`) && f.endsWith('.json') && !done.has(f));
        if (fresh) {
            // Written in one call; read once it parses.
            try {
                return JSON.parse(fs.readFileSync(path.join(path.dirname(out), fresh), 'utf8')) as HeapReport;
            } catch {
                /* not complete yet */
            }
        }
        await new Promise(resolve => setTimeout(resolve, 100));
    }
    throw new Error(`the server (pid ${pid}) did not report its heap within 60 s`);
}
