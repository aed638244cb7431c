/**
 * `npx jiti bench/heap-probe.ts` (docs/performance.md#memory): what the server's memory holds after
 * load. Starts the built server on a fresh seeded SQLite shop with bench/heap-signal.cjs preloaded
 * and reads it three times: idle after seeding, after the bench's list load (bench/load.mjs as
 * `BENCH_ONLY=lists` runs it at the demo size, HEAP_PROBE_SECONDS a query, default 10), and after
 * the bench's checkout burst (300 shoppers at once, four rounds; HEAP_PROBE_CHECKOUT=0 leaves it out).
 * Each reading: after 15 s idle, the resident memory split by /proc/<pid>/smaps_rollup into
 * anonymous (V8's heap, the allocator's arenas, buffers) and file-backed (the node binary's and
 * native modules' code); then the server runs a full collection and reports V8's heap committed
 * and in use before and after it, and the resident memory is read again. With
 * HEAP_PROBE_SNAPSHOT=1 each reading also writes a heap snapshot (into HEAP_PROBE_DIR, default a
 * temporary folder; compare two with `node bench/heap-compare.mjs a b`); the snapshot's own memory
 * then stays in the process, so the later resident figures are not comparable.
 * HEAP_PROBE_NODE_ARGS (space-separated) gives the server Node flags to try; the environment
 * (e.g. MALLOC_ARENA_MAX, IDLE_COLLECTION_SECONDS=0) reaches the server as it reaches the test
 * servers. The server's idle collections (their heap before and after, their pause) are printed last.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { prepareCheckout } from './checkout-setup';
import { askHeap, heapSignalEnv, smapsMiB } from './memory';
import { startTestServer, type TestServer } from '../packages/testing/src';

const SECONDS = Number(process.env.HEAP_PROBE_SECONDS ?? 10);
const CHECKOUT = process.env.HEAP_PROBE_CHECKOUT !== '0';
const SETTLE_SECONDS = 15;
const DIR = process.env.HEAP_PROBE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-heap-'));
const OUT = path.join(DIR, 'heap');

async function main() {
    fs.mkdirSync(DIR, { recursive: true });
    const server = await startTestServer({
        database: 'sqlite',
        env: {
            PAYMENT_SANDBOX: 'true',
            // The server's idle collections are logged at info (src/common/heap-bound.ts); the probe prints them at the end.
            LOG_LEVEL: 'info',
            ...heapSignalEnv(OUT, true),
        },
        nodeArgs: process.env.HEAP_PROBE_NODE_ARGS?.split(' ').filter(Boolean),
    });
    try {
        // The shoppers first (untimed, as the bench makes them): their sign-ups are not the load measured.
        const checkout = CHECKOUT ? await prepareCheckout(server, message => console.log(`[heap] ${message}`)) : undefined;
        const readings = [await reading(server, 'idle after seeding')];
        // The bench's own list load (bench/load.mjs, its own process): the list shapes and the whole cards, Latest and Hottest, and products.
        const lists = load(server, { phase: 'demo', seconds: SECONDS, listsOnly: true }) as { queries: Array<{ requests: number }> };
        console.log(`[heap] ${lists.queries.reduce((sum, q) => sum + q.requests, 0)} list requests`);
        readings.push(await reading(server, 'after the lists'));
        if (checkout) {
            load(server, {
                phase: 'checkout',
                seconds: 0,
                campaignId: String(checkout.campaign.id),
                variantId: checkout.variantId,
                shippingMethodId: checkout.shipping,
                shopperTokens: checkout.shoppers,
                serverPids: server.pids(),
            });
            readings.push(await reading(server, 'after the checkouts'));
        }
        console.log(JSON.stringify({ nodeArgs: process.env.HEAP_PROBE_NODE_ARGS, mallocArenaMax: process.env.MALLOC_ARENA_MAX, readings, dir: DIR }, null, 2));
        printTable(readings);
        console.log(
            server
                .output()
                .match(/Idle collection: .*/g)
                ?.join('\n') ?? 'no idle collection',
        );
    } finally {
        await server.stop();
    }
}

/** One phase of bench/load.mjs in its own process, as the bench runs it; returns what it measured. */
function load(server: TestServer, setup: object): unknown {
    const file = path.join(DIR, 'load.json');
    fs.writeFileSync(file, JSON.stringify({ shopApiUrl: server.shopApiUrl, baseUrl: server.baseUrl, serverPid: server.pid(), ...setup }));
    execFileSync(process.execPath, [path.join(__dirname, 'load.mjs'), file], { stdio: 'inherit' });
    return JSON.parse(fs.readFileSync(`${file}.out`, 'utf8'));
}

/** After SETTLE_SECONDS idle: the resident memory as it is, then V8's heap before and after a full collection, then the resident memory again. */
async function reading(server: TestServer, label: string) {
    const pid = server.pid()!;
    await new Promise(resolve => setTimeout(resolve, SETTLE_SECONDS * 1000));
    const settled = smapsMiB(pid);
    const heap = await askHeap(pid, OUT);
    // The collection's freed pages go back to the system within a moment.
    await new Promise(resolve => setTimeout(resolve, 1000));
    const collected = smapsMiB(pid);
    console.log(`[heap] ${label}: ${JSON.stringify({ settled, heap, collected })}`);
    return { label, settled, heap, collected };
}

function printTable(readings: Array<Awaited<ReturnType<typeof reading>>>) {
    const rows = [
        [
            'after 15 s idle',
            'resident',
            'anonymous',
            'file-backed',
            'V8 heap committed',
            'V8 heap in use',
            'anonymous outside V8 heap',
            'full GC ms',
            'resident after GC',
            'V8 committed after GC',
            'V8 in use after GC',
        ],
        ...readings.map(r => [
            r.label,
            r.settled.rss,
            r.settled.anonymous,
            r.settled.file,
            r.heap.before.heapTotal,
            r.heap.before.heapUsed,
            r.settled.anonymous - r.heap.before.heapTotal,
            r.heap.gcMs,
            r.collected.rss,
            r.heap.after?.heapTotal,
            r.heap.after?.heapUsed,
        ]),
    ];
    console.log(rows.map(row => `| ${row.join(' | ')} |`).join('\n'));
}

main().catch(err => {
    console.error(err);
    process.exit(1);
});
