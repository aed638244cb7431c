/**
 * `npm run bench` (docs/performance.md "Benchmarks"): starts the built server on a fresh seeded
 * SQLite shop, prepares what the load needs (shoppers, a bench campaign, 5,000 more campaigns),
 * and runs the load from a separate process (bench/load.mjs, autocannon and plain HTTP) so the
 * server's two cores are not shared with the client's event loop in one process; then the sections
 * with a server of their own (bench/big-draw.ts, bench/order-export.ts; each runnable alone). Prints a table
 * and writes the same results as JSON to bench-results/.
 */
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { addCampaigns, lastCampaignId, removeCampaignsAfter } from './add-campaigns';
import { bigDrawBench, printBigDraw } from './big-draw';
import { askHeap, heapSignalEnv, smapsMiB } from './memory';
import { prepareCheckout, SHOPPERS } from './checkout-setup';
import { orderExportBench, printOrderExport, rssMiB } from './order-export';
import { printStarts, startBench } from './start';
import { parseStartTimings } from '../apps/server/src/common/start-timings';
import { dropRedisKeys, gql, REDIS_URL, runPrefix, startTestServer, type TestServer } from '../packages/testing/src';

const ROOT = path.resolve(__dirname, '..');
const EXTRA_CAMPAIGNS = 5000;
/** Where the bench's server writes its heap reports (bench/heap-signal.cjs, preloaded: `heapSignalEnv`). */
const HEAP_OUT = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-bench-heap-')), 'heap');

/** BENCH_SECONDS (per query, default 10) and BENCH_SSE_WATCHERS shorten a trial run of the bench itself. */
const SSE_WATCHERS = Number(process.env.BENCH_SSE_WATCHERS ?? 5000);
/** `BENCH_ONLY=lists`: only the list queries at both sizes (no shoppers, checkout, live streams or the sections with servers of their own). */
const LISTS_ONLY = process.env.BENCH_ONLY === 'lists';
/** `BENCH_ONLY=start`: only the first start and restart part (bench/start.ts). */
const START_ONLY = process.env.BENCH_ONLY === 'start';
/**
 * `BENCH_ONLY=checkout`: only the 300 simultaneous checkouts, on a fresh embedded shop (SQLite, one
 * process) and on the scaled one (PostgreSQL, two servers and a worker, Redis), each with its shoppers.
 */
const CHECKOUT_ONLY = process.env.BENCH_ONLY === 'checkout';

/**
 * Production-like settings, except what a bench needs: cheap password hashes (withFastPasswordHashes
 * adds bcrypt cost 4 and the easiest bot check, so creating 300 shoppers is not bcrypt's benchmark),
 * the sandbox payment method, and a live-stream limit per address high enough for 5,000 streams
 * from one load process (the default is 30 a minute).
 */
const SERVER_ENV: Record<string, string> = {
    PAYMENT_SANDBOX: 'true',
    LIVE_STREAM_IP_LIMIT: String(SSE_WATCHERS * 2),
    LIVE_STREAMS_PER_ADDRESS: String(SSE_WATCHERS * 2),
};

interface LoadSetup {
    shopApiUrl: string;
    baseUrl: string;
    phase: 'demo' | 'grown' | 'rule' | 'checkout' | 'live';
    seconds: number;
    campaignId?: string;
    cartToken?: string;
    variantId?: string;
    shippingMethodId?: string;
    shopperTokens?: string[];
    /** The scaled mode's servers: each request of a checkout goes to the next one in turn (a round-robin proxy). */
    shopApiUrls?: string[];
    /** Every process of the shop (servers and worker): the checkout reads their CPU time. */
    serverPids?: number[];
    watchers?: number;
    listsOnly?: boolean;
    serverPid?: number;
}

async function main() {
    const started = new Date();
    const only = process.env.BENCH_ONLY;
    if (only && !LISTS_ONLY && !START_ONLY && !CHECKOUT_ONLY) {
        throw new Error(`BENCH_ONLY=${only}: the parts that run alone are "lists", "start" and "checkout"`);
    }
    if (CHECKOUT_ONLY) {
        const checkouts = await checkoutBenches();
        const results = { ...machineAndSettings(started, 0, 0), settings: { shoppers: SHOPPERS, serverEnv: SERVER_ENV }, checkouts };
        printCheckouts(checkouts);
        writeResults(results, started);
        return;
    }
    // First, on an otherwise idle machine: servers of their own, started as a newcomer starts one.
    let firstStarts: Awaited<ReturnType<typeof startBench>> | undefined;
    if (!LISTS_ONLY) {
        log(`First starts on fresh data folders and restarts on the same ones (default settings, bcrypt at Vendure's cost)…`);
        firstStarts = await startBench(log);
    }
    if (START_ONLY) {
        printStarts(firstStarts!);
        writeResults({ date: started.toISOString(), machine: machineAndSettings(started, 0, 0).machine, startBench: firstStarts }, started);
        return;
    }
    // Each live stream is a socket on both sides: the load process and the server need room for them.
    const openFiles = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim());
    if (!LISTS_ONLY && Number.isFinite(openFiles) && openFiles < SSE_WATCHERS + 1000) {
        throw new Error(`ulimit -n is ${openFiles}: ${SSE_WATCHERS} live streams need at least ${SSE_WATCHERS + 1000} (run \`ulimit -n 20000\` first)`);
    }
    const seconds = Number(process.env.BENCH_SECONDS ?? 10);
    log(
        `Starting a seeded server (fresh SQLite folder; bcrypt cost 4 and the easiest bot check for the shoppers' sign-ups; ${SERVER_ENV.LIVE_STREAM_IP_LIMIT} live streams a minute per address)…`,
    );
    // heap-signal.cjs preloaded: the server reports its V8 heap for the memory readings, without collecting.
    const server = await startTestServer({ database: 'sqlite', env: { ...SERVER_ENV, ...heapSignalEnv(HEAP_OUT, false) } });
    currentServer = server;
    // The server prints its start's phases (docs/performance.md#first-start): a first start here,
    // a restart of the seeded shop (grown by 5,000 campaigns) below; neither adds a start to the bench.
    const starts: Record<string, Record<string, number> | undefined> = { first: parseStartTimings(server.output()) };
    try {
        if (LISTS_ONLY) {
            const idle = await settledMemory(server, 'idle after seeding (first start)');
            const lists = await listsAtBothSizes(server, seconds, starts);
            const results = {
                ...machineAndSettings(started, seconds, lists.demo.connections),
                starts,
                memory: [idle, lists.afterDemo, lists.afterGrown],
                queries: { demo: lists.demo.queries, grown: lists.grown.queries },
                rule: lists.rule,
            };
            report(results);
            writeResults(results, started);
            return;
        }
        const idle = await settledMemory(server, 'idle after seeding (first start)');
        const { campaign, variantId, shoppers, cartShopper, shipping } = await prepareCheckout(server, log);
        const base = { shopApiUrl: server.shopApiUrl, baseUrl: server.baseUrl, seconds, campaignId: String(campaign.id), variantId };
        // As in listsAtBothSizes: the demo size, + 5,000 and the lists rule's turns of both on one
        // restarted process, then a restart of the grown shop.
        await server.restart();
        log(`Queries at the demo size (${await campaignCount(server)} campaigns), ${seconds} s each after a warm-up…`);
        const demo = await runLoad({ ...base, phase: 'demo', cartToken: cartShopper.token });
        const afterDemo = await settledMemory(server, 'after the demo-size queries (300 shoppers created)');

        const demoLastId = addCampaignsWhileRunning(server);
        log(`Queries with ${await campaignCount(server)} campaigns, on the same process…`);
        const grown = await runLoad({ ...base, phase: 'grown', cartToken: cartShopper.token });
        const afterGrown = await settledMemory(server, `after the queries at + ${EXTRA_CAMPAIGNS}`);
        const rule = await listsRule(server, demoLastId, base);
        await restartGrown(server, starts);

        log(`Checkout of ${SHOPPERS} concurrent shoppers, with a campaign line and without, two rounds each…`);
        const checkout = await runLoad({ ...base, phase: 'checkout', shippingMethodId: shipping, shopperTokens: shoppers, serverPids: server.pids() });

        log(`${SSE_WATCHERS} live streams of one campaign, then one ticket sale…`);
        const live = await runLoad({ ...base, phase: 'live', shippingMethodId: shipping, shopperTokens: shoppers.slice(0, 1), watchers: SSE_WATCHERS });
        const afterLoad = await settledMemory(server, 'after the checkouts and the live streams (the grown shop restarted)');
        await server.stop();
        currentServer = undefined;

        // The same checkouts on the scaled shop (its own servers, PostgreSQL and Redis).
        const scaledCheckout = await scaledCheckoutBench();

        // Its own fresh server: the million tickets do not weigh on the phases above.
        const bigDraw = await bigDrawBench(log);
        // Its own fresh server too: 100,000 orders written into its database, then exported as CSV.
        const orderExport = await orderExportBench(log);

        const basics = machineAndSettings(started, seconds, demo.connections);
        const results = {
            ...basics,
            settings: { ...basics.settings, shoppers: SHOPPERS },
            starts,
            memory: [idle, afterDemo, afterGrown, afterLoad],
            startBench: firstStarts,
            queries: { demo: demo.queries, grown: grown.queries },
            rule,
            checkout,
            checkouts: { embedded: checkout, scaled: scaledCheckout },
            live,
            bigDraw,
            orderExport,
        };
        printStarts(firstStarts!);
        report(results);
        printCheckouts(results.checkouts);
        printBigDraw(bigDraw);
        printOrderExport(orderExport);
        writeResults(results, started);
    } catch (err) {
        console.error(server.output().slice(-4000));
        throw err;
    } finally {
        if (currentServer) await server.stop();
    }
}

main().catch(err => {
    console.error(err);
    process.exit(1);
});

/** The bench's server: the load process reads its CPU time (/proc/<pid>/stat). */
let currentServer: TestServer | undefined;

function writeResults(results: object, started: Date) {
    const dir = path.join(ROOT, 'bench-results');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(
        dir,
        `bench-${LISTS_ONLY ? 'lists-' : START_ONLY ? 'start-' : CHECKOUT_ONLY ? 'checkout-' : ''}${started.toISOString().replace(/[:.]/g, '-')}.json`,
    );
    fs.writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
    log(`Results written to ${path.relative(ROOT, file)}`);
}

function machineAndSettings(started: Date, seconds: number, connections: number) {
    return {
        date: started.toISOString(),
        machine: {
            cpus: os.cpus().length,
            cpuModel: os.cpus()[0]?.model,
            memoryGiB: Math.round(os.totalmem() / 2 ** 30),
            node: process.version,
            platform: `${os.platform()} ${os.release()}`,
            loadAverage: os.loadavg().map(l => +l.toFixed(2)),
        },
        settings: { seconds, connections, extraCampaigns: EXTRA_CAMPAIGNS, serverEnv: SERVER_ENV },
    };
}

/** BENCH_ONLY=checkout: the embedded shop's checkouts on a fresh seeded shop, then the scaled shop's. */
async function checkoutBenches() {
    log(`Starting a seeded embedded server (fresh SQLite folder) for the checkouts…`);
    // BENCH_SERVER_NODE_ARGS: Node flags for the embedded shop's process, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'
    // (a profile is written at a normal exit: the process gets bench/exit-on-sigterm.cjs and a SIGTERM first).
    const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean);
    const profiled = nodeArgs?.some(a => a.startsWith('--cpu-prof'));
    if (profiled) nodeArgs!.unshift('--require', path.join(__dirname, 'exit-on-sigterm.cjs'));
    const server = await startTestServer({ database: 'sqlite', env: SERVER_ENV, nodeArgs });
    currentServer = server;
    let embedded;
    try {
        embedded = await checkoutOn(server, 'on the embedded shop');
    } catch (err) {
        console.error(server.output().slice(-4000));
        throw err;
    } finally {
        if (profiled) await exitNormally(server.pids()[0]!);
        await server.stop();
        currentServer = undefined;
    }
    // BENCH_CHECKOUT_EMBEDDED_ONLY=1: only the embedded shop (about 3 minutes instead of 10), for a trial of a change.
    return { embedded, scaled: process.env.BENCH_CHECKOUT_EMBEDDED_ONLY ? undefined : await scaledCheckoutBench() };
}

/** SIGTERM, then until the process is gone (it writes its CPU profile as it exits). */
async function exitNormally(pid: number) {
    process.kill(pid, 'SIGTERM');
    const alive = () => {
        try {
            process.kill(pid, 0);
            return true;
        } catch {
            return false;
        }
    };
    for (let waited = 0; alive() && waited < 60_000; waited += 200) await new Promise(resolve => setTimeout(resolve, 200));
}

/**
 * The scaled mode as `npm run test:scale` and deploy/compose.yaml run it: two PROCESS_ROLE=server
 * processes and a PROCESS_ROLE=worker on a scratch PostgreSQL database and the local Redis (under a
 * prefix of this run's own, dropped after), with the production pool settings. The shoppers' requests
 * go to the two servers in turn, as a round-robin proxy sends them.
 */
async function scaledCheckoutBench() {
    const prefix = runPrefix('bench');
    log(`Starting the scaled shop (PostgreSQL, two servers and a worker, Redis ${REDIS_URL}) for the checkouts…`);
    // The prefix's keys go even when the shop does not start (its processes made some).
    const server = await startTestServer({
        database: 'postgres',
        processes: 2,
        worker: true,
        // BENCH_SCALED_ENV (JSON) adds settings for a trial, e.g. '{"DB_POOL_TIMEOUT_MS":"120000"}'.
        env: { ...SERVER_ENV, REDIS_URL, REDIS_PREFIX: prefix, ...JSON.parse(process.env.BENCH_SCALED_ENV ?? '{}') },
    }).catch(async err => {
        await dropRedisKeys(prefix);
        throw err;
    });
    try {
        return await checkoutOn(server, 'over the two servers');
    } catch (err) {
        console.error(server.output().slice(-4000));
        throw err;
    } finally {
        await server.stop();
        await dropRedisKeys(prefix);
    }
}

/** The bench's checkout rounds on one shop (its shoppers made first): each request goes to the shop's servers in turn. */
async function checkoutOn(server: TestServer, where: string) {
    const { campaign, variantId, shoppers, shipping } = await prepareCheckout(server, log);
    log(`Checkout of ${SHOPPERS} concurrent shoppers ${where}, with a campaign line and without, two rounds each…`);
    return runLoad({
        shopApiUrl: server.shopApiUrl,
        shopApiUrls: server.processes.length > 1 ? server.processes.map(p => p.shopApiUrl) : undefined,
        baseUrl: server.baseUrl,
        seconds: 0,
        phase: 'checkout',
        campaignId: String(campaign.id),
        variantId,
        shippingMethodId: shipping,
        shopperTokens: shoppers,
        serverPids: server.pids(),
    });
}

/** The embedded and the scaled shop's checkouts in one table. */
function printCheckouts(checkouts: { embedded: any; scaled?: any }) {
    const rows = (mode: string, c: any) => [
        ...c.runs.map((r: any) => [
            mode,
            `${r.kind} (round ${r.round})`,
            r.ordersPerSecond.toFixed(1),
            String(r.paid),
            String(r.failed),
            String(r.p50),
            String(r.p99),
            r.cpuMsPerOrder?.toFixed(0) ?? '',
        ]),
        [mode, 'campaign / plain', `${c.ratio.toFixed(2)}×`, '', '', '', '', ''],
    ];
    console.log(
        '\n' +
            table([
                ['checkout, 300 shoppers at once', 'round', 'paid orders/s', 'orders', 'failed', 'p50 ms', 'p99 ms', 'shop CPU ms/order'],
                ...rows('embedded (SQLite, 1 process)', checkouts.embedded),
                ...(checkouts.scaled ? rows('scaled (PostgreSQL, 2 servers + worker)', checkouts.scaled) : []),
            ]),
    );
}

/**
 * BENCH_ONLY=lists: the list queries at the demo size, then with 5,000 more campaigns, then the
 * lists rule's turns (listsRule), all on one restarted process (the campaigns are added to its
 * SQLite file while it runs, as a shop gets new campaigns, and removed again); then a restart of the
 * grown shop, for its start's phases. One process for all sizes:
 * Vendure's `products`, the reference of every ratio, cost up to 20 % more or less CPU from one
 * process to another (and the process that seeded the shop 6–21 % more than a restarted one), far
 * more than the campaign lists moved, so a ratio measured on two processes moved by as much as the
 * issue's 10 % (docs/performance.md#campaign-lists).
 */
async function listsAtBothSizes(server: TestServer, seconds: number, starts: Record<string, Record<string, number> | undefined>) {
    const base = { shopApiUrl: server.shopApiUrl, baseUrl: server.baseUrl, seconds, listsOnly: true };
    log(`Restarting the seeded server, so both sizes are measured on one restarted process…`);
    await server.restart();
    log(`Lists at the demo size (${await campaignCount(server)} campaigns), ${seconds} s each after a warm-up…`);
    const demo = await runLoad({ ...base, phase: 'demo' });
    const afterDemo = await settledMemory(server, 'after the lists at the demo size');
    const demoLastId = addCampaignsWhileRunning(server);
    log(`Lists with ${await campaignCount(server)} campaigns, on the same process…`);
    const grown = await runLoad({ ...base, phase: 'grown' });
    const afterGrown = await settledMemory(server, `after the lists at + ${EXTRA_CAMPAIGNS}`);
    const rule = await listsRule(server, demoLastId, base);
    await restartGrown(server, starts);
    return { demo, grown, rule, afterDemo, afterGrown };
}

/**
 * Adds EXTRA_CAMPAIGNS campaigns to the running server's SQLite file (bench/add-campaigns.ts);
 * returns the last campaign's id before them.
 */
function addCampaignsWhileRunning(server: TestServer): number {
    log(`Adding ${EXTRA_CAMPAIGNS} campaigns (with their hourly ticket counters) to the running shop's SQLite file…`);
    const lastId = lastCampaignId(server.database.env.SQLITE_FILE!);
    addCampaigns(server.database.env.SQLITE_FILE!, EXTRA_CAMPAIGNS);
    return lastId;
}

/** Phases of the lists rule, the demo size first and last and + 5,000 between (an odd number). */
const RULE_PHASES = Number(process.env.BENCH_RULE_PHASES ?? 5);

/**
 * Issue 36's lists rule, measured apart from the other queries: the list shape's queries alone
 * (bench/load.mjs's `rule` phase), the demo size and + 5,000 taking turns on the running shop (the
 * added campaigns removed and added again between phases), RULE_PHASES phases from the demo size to
 * the demo size. The process drifts over a bench's minutes, in either direction and by as much as the
 * rule's 10 % (`products` of the list shape 4.67 → 4.16 → 3.71 ms of CPU in three phases of one run,
 * 2026-11-30), and not alike for every query; phases of each size taking turns, their middles at the
 * same moment, leave a drift out of the comparison and average what a phase alone moves. Ends with
 * the shop grown.
 */
async function listsRule(server: TestServer, demoLastId: number, base: Omit<LoadSetup, 'phase'>) {
    const phases: Array<{ size: 'demo' | 'grown'; queries: any[] }> = [];
    for (let i = 0; i < RULE_PHASES; i++) {
        const size = i % 2 === 0 ? 'demo' : 'grown';
        if (size === 'demo') removeCampaignsAfter(server.database.env.SQLITE_FILE!, demoLastId);
        else addCampaignsWhileRunning(server);
        log(`Lists rule, phase ${i + 1} of ${RULE_PHASES}: ${await campaignCount(server)} campaigns…`);
        phases.push({ size, queries: (await runLoad({ ...base, phase: 'rule' })).queries });
    }
    if (phases.at(-1)?.size === 'demo') addCampaignsWhileRunning(server);
    return phases;
}

/** Restarts the grown shop and keeps its start's phases (the bench's "restart" column). */
async function restartGrown(server: TestServer, starts: Record<string, Record<string, number> | undefined>) {
    log(`Restarting the shop with ${EXTRA_CAMPAIGNS} more campaigns (its start's phases)…`);
    await server.restart();
    starts.restart = parseStartTimings(server.output());
}

/** Seconds the server is left idle before its memory is read: its timers and V8's idle collections run meanwhile. */
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 15);

/**
 * The server's resident memory (/proc/<pid>/status VmRSS) after SETTLE_SECONDS with no requests:
 * what it keeps, not what a request in flight holds; its parts (smaps_rollup: anonymous, of which
 * V8's heap, and file-backed code) and V8's heap in use (live objects and garbage not yet collected),
 * as the server reports them without collecting. `at` says when it was read.
 */
async function settledMemory(server: TestServer, at: string) {
    const pid = server.pid();
    if (!pid) throw new Error('the server is not running');
    const before = rssMiB(pid);
    await new Promise(resolve => setTimeout(resolve, SETTLE_SECONDS * 1000));
    const parts = smapsMiB(pid);
    const heap = (await askHeap(pid, HEAP_OUT)).before;
    const settled = {
        at,
        settleSeconds: SETTLE_SECONDS,
        rssMiB: Math.round(rssMiB(pid)),
        rssMiBWhenLoadEnded: Math.round(before),
        v8HeapCommittedMiB: heap.heapTotal,
        v8HeapUsedMiB: heap.heapUsed,
        outsideV8HeapMiB: parts.anonymous - heap.heapTotal,
        fileBackedMiB: parts.file,
    };
    log(
        `Server resident memory ${at}: ${settled.rssMiB} MiB after ${SETTLE_SECONDS} s idle (${settled.rssMiBWhenLoadEnded} MiB when the load ended); ` +
            `V8 heap ${heap.heapUsed} MiB in use of ${heap.heapTotal} MiB, ${settled.outsideV8HeapMiB} MiB anonymous outside it, ${parts.file} MiB file-backed`,
    );
    return settled;
}

function log(message: string) {
    console.log(`[bench] ${message}`);
}

/** Runs one phase of bench/load.mjs in its own process and returns what it measured. */
function runLoad(setup: LoadSetup): Promise<any> {
    const file = path.join(os.tmpdir(), `tuah-bench-${process.pid}-${setup.phase}.json`);
    fs.writeFileSync(file, JSON.stringify({ ...setup, serverPid: currentServer?.pid() }));
    return new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [path.join(ROOT, 'bench/load.mjs'), file], { stdio: ['ignore', 'inherit', 'inherit'] });
        child.once('exit', code => {
            try {
                if (code !== 0) throw new Error(`bench/load.mjs ${setup.phase} exited with ${code}`);
                resolve(JSON.parse(fs.readFileSync(`${file}.out`, 'utf8')));
            } catch (err) {
                reject(err);
            } finally {
                fs.rmSync(file, { force: true });
                fs.rmSync(`${file}.out`, { force: true });
            }
        });
    });
}

async function campaignCount(server: TestServer): Promise<number> {
    return (await gql(server.shopApiUrl, '{ campaigns(options: { take: 1 }) { totalItems } }')).campaigns.totalItems;
}

/** The table printed at the end; the JSON has the same numbers. */
function report(results: any) {
    const m = results.machine;
    console.log(
        `\n${results.date}: ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}; ${results.settings.seconds} s per query, ${results.settings.connections} connections`,
    );
    const starts = results.starts as Record<string, Record<string, number> | undefined>;
    const phases = [...new Set(Object.values(starts).flatMap(t => Object.keys(t ?? {})))];
    console.log(
        '\n' +
            table([
                ['start phase (s)', 'first start (fresh SQLite)', 'restart (seeded, + 5,000 campaigns)'],
                ...phases.map(phase => [phase, starts.first?.[phase]?.toFixed(2) ?? '', starts.restart?.[phase]?.toFixed(2) ?? '']),
            ]),
    );
    const rows: string[][] = [['query', 'campaigns', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'vs', 'ratio', 'CPU ratio']];
    for (const [phase, queries] of Object.entries(results.queries) as Array<[string, any[]]>) {
        for (const q of queries)
            rows.push([
                q.name,
                phase === 'demo' ? 'demo' : `demo + ${EXTRA_CAMPAIGNS}`,
                q.rps.toFixed(1),
                String(q.p50),
                String(q.p99),
                q.cpuMsPerRequest.toFixed(2),
                q.vs,
                `${q.ratio.toFixed(2)}×`,
                `${q.cpuRatio.toFixed(2)}×`,
            ]);
    }
    console.log('\n' + table(rows));
    // Issue 36's measure: the same shape of fields, and whether the ratio holds as campaigns grow,
    // from the lists rule's phases (listsRule), or, in results kept before them, the two phases above.
    const rulePhases: Array<{ size: 'demo' | 'grown'; queries: any[] }> = results.rule ?? [
        { size: 'demo', queries: results.queries.demo },
        { size: 'grown', queries: results.queries.grown },
    ];
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    // The demo shop has 8 campaigns, so its page of 20 holds 8 cards (issue 36's rule compares it with
    // the grown shop's 20); the rows "8 cards" ask a page of 8 at both sizes, where only the number of
    // campaigns differs.
    const sameShape = [
        'campaigns Latest (list shape)',
        'campaigns HOTTEST (list shape)',
        'campaigns Latest (list shape, 8 cards)',
        'campaigns HOTTEST (list shape, 8 cards)',
    ].flatMap(name =>
        (['ratio', 'cpuRatio'] as const).map(key => {
            const ratios = rulePhases.map(p => p.queries?.find((q: any) => q.name === name)?.[key] as number | undefined);
            const meanOf = (size: 'demo' | 'grown') => {
                const values = ratios.filter((r, i) => r !== undefined && rulePhases[i]!.size === size) as number[];
                return values.length ? mean(values) : undefined;
            };
            const demo = meanOf('demo');
            const grown = meanOf('grown');
            return [
                `${name}, ${key === 'ratio' ? 'req/s' : 'CPU a request'}`,
                ratios.map(r => r?.toFixed(2) ?? '–').join(' / '),
                demo?.toFixed(2) ?? '',
                grown?.toFixed(2) ?? '',
                demo && grown ? `${(((grown - demo) / demo) * 100).toFixed(1)} %` : '',
            ];
        }),
    );
    const sizes = rulePhases.map(p => (p.size === 'demo' ? 'demo' : `+ ${EXTRA_CAMPAIGNS}`)).join(' / ');
    console.log(
        '\n' +
            table([['same shape as products(take: 20)', `each phase (${sizes})`, 'demo (mean)', `demo + ${EXTRA_CAMPAIGNS} (mean)`, 'change'], ...sameShape]),
    );
    const memory = results.memory as Array<Awaited<ReturnType<typeof settledMemory>>> | undefined;
    if (memory)
        console.log(
            '\n' +
                table([
                    [
                        'server memory (MiB)',
                        'resident, settled',
                        'as the load ended',
                        'V8 heap committed',
                        'V8 heap in use',
                        'anonymous outside V8 heap',
                        'file-backed',
                    ],
                    ...memory.map(m => [
                        `${m.at}, ${m.settleSeconds} s idle`,
                        String(m.rssMiB),
                        String(m.rssMiBWhenLoadEnded),
                        String(m.v8HeapCommittedMiB ?? ''),
                        String(m.v8HeapUsedMiB ?? ''),
                        String(m.outsideV8HeapMiB ?? ''),
                        String(m.fileBackedMiB ?? ''),
                    ]),
                ]),
        );
    if (!results.live) return;
    const l = results.live;
    console.log(
        '\n' +
            table([
                ['live streams', 'held', 'p50 ms', 'p99 ms', 'max ms', 'opened in s'],
                [`one sale to ${l.watchers} watchers`, String(l.held), String(l.p50), String(l.p99), String(l.max), l.openSeconds.toFixed(1)],
            ]),
    );
}

function table(rows: string[][]): string {
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map(r => (r[i] ?? '').length)));
    const line = (r: string[]) => '| ' + r.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
    return [line(rows[0]!), '| ' + widths.map(w => '-'.repeat(w)).join(' | ') + ' |', ...rows.slice(1).map(line)].join('\n');
}
