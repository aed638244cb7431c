/**
 * `npx jiti bench/heap-probe.ts` (docs/performance.md#memory): what the server's memory holds after
 * load. Starts the built server on a fresh seeded SQLite shop with bench/heap-signal.cjs preloaded,
 * reads its resident memory (VmRSS) after 15 s idle, then makes it run a full collection and report
 * its heap; runs the bench's list load (bench/load.mjs as `BENCH_ONLY=lists` runs it at the demo
 * size, HEAP_PROBE_SECONDS a query, default 10); and reads it again the same way. With
 * HEAP_PROBE_SNAPSHOT=1 each report also writes a heap snapshot (into HEAP_PROBE_DIR, default a
 * temporary folder) to compare in Chrome's DevTools; the snapshot's own memory then stays in the
 * process, so the second resident figure is not comparable.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { rssMiB } from './order-export';
import { startTestServer, type TestServer } from '../packages/testing/src';

const SECONDS = Number(process.env.HEAP_PROBE_SECONDS ?? 10);
const SETTLE_SECONDS = 15;
const DIR = process.env.HEAP_PROBE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-heap-'));
const OUT = path.join(DIR, 'heap');

async function main() {
    const server = await startTestServer({
        database: 'sqlite',
        env: {
            NODE_OPTIONS: `--require ${path.join(__dirname, 'heap-signal.cjs')}`,
            HEAP_PROBE_OUT: OUT,
            ...(process.env.HEAP_PROBE_SNAPSHOT ? { HEAP_PROBE_SNAPSHOT: '1' } : {}),
        },
    });
    try {
        const idle = await snapshot(server, 'idle');
        // The bench's own list load (bench/load.mjs, its own process): the list shapes and the whole cards, Latest and Hottest, and products.
        const setup = path.join(DIR, 'load.json');
        fs.writeFileSync(
            setup,
            JSON.stringify({
                shopApiUrl: server.shopApiUrl,
                baseUrl: server.baseUrl,
                phase: 'demo',
                seconds: SECONDS,
                listsOnly: true,
                serverPid: server.pid(),
            }),
        );
        execFileSync(process.execPath, [path.join(__dirname, 'load.mjs'), setup], { stdio: 'inherit' });
        const measured = JSON.parse(fs.readFileSync(`${setup}.out`, 'utf8')) as { queries: Array<{ requests: number }> };
        const requests = measured.queries.reduce((sum, q) => sum + q.requests, 0);
        console.log(`[heap] ${requests} requests`);
        const loaded = await snapshot(server, 'after load');
        console.log(JSON.stringify({ idle, loaded, requests, dir: DIR }, null, 2));
    } finally {
        await server.stop();
    }
}

let reports = 0;

/** Resident memory after SETTLE_SECONDS idle; then the heap after a full collection, as the preloaded script reports it. */
async function snapshot(server: TestServer, label: string) {
    const pid = server.pid()!;
    await new Promise(resolve => setTimeout(resolve, SETTLE_SECONDS * 1000));
    const rss = Math.round(rssMiB(pid));
    const file = `${OUT}.${++reports}.json`;
    process.kill(pid, 'SIGWINCH');
    while (!fs.existsSync(file)) await new Promise(resolve => setTimeout(resolve, 500));
    await new Promise(resolve => setTimeout(resolve, 500));
    const heap = JSON.parse(fs.readFileSync(file, 'utf8'));
    const afterCollection = Math.round(rssMiB(pid));
    console.log(
        `[heap] ${label}: ${rss} MiB resident after ${SETTLE_SECONDS} s idle; after a full collection ${afterCollection} MiB resident, ${JSON.stringify(heap)}`,
    );
    return { rssMiB: rss, rssMiBAfterFullCollection: afterCollection, heap };
}

main().catch(err => {
    console.error(err);
    process.exit(1);
});
