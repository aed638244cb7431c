/**
 * `npm run lighthouse` (docs/performance.md "Every screen of the loop"): Lighthouse 12.8.2 with its
 * default mobile settings (simulated slow 4G, 4× CPU slowdown) on every screen of the shopper's loop,
 * against one freshly started server on a seeded demo shop (the build in apps/*\/dist: `npm run build`
 * first). What each screen needs (a cart with a line, an order paid, tickets, boxes to open, a finished
 * draw) is prepared through the shop API, as a shopper's phone would have done it. Each run is a new
 * Chromium (`/usr/bin/chromium`, or CHROME_PATH) on a new, empty profile; for a signed-in screen the
 * session token is put into the profile's localStorage (`vendureToken`, as the shop keeps it) from a
 * tiny page of the same origin (`/robots.txt`, so none of the shop's files are cached), and
 * Lighthouse is told not to reset storage. Home and the campaign page are a new phone's first visit:
 * nothing in storage at all. The screens run one after the other, once the server is idle.
 *
 * Each screen's figures are the median run (by performance score) of LIGHTHOUSE_RUNS runs (default
 * 5); the table goes to the console and, as Markdown and JSON with every run's figures, to
 * lighthouse-results/ (git-ignored), beside each run's full Lighthouse report. It exits 1 when a
 * screen's median is under its budget: performance 90 (95 on Home and the campaign page) and
 * accessibility 100. Lighthouse itself is `npx -y lighthouse@12.8.2` (LIGHTHOUSE_CLI runs another
 * command, e.g. a local install's `node_modules/.bin/lighthouse`). LIGHTHOUSE_SCREENS=home,cart
 * measures only those screens.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { chromium } from 'playwright-core';

import { buy, createShopper, gql, productVariants, startShop, toArrangingPayment, ADD_ITEM, type TestServer } from '../packages/testing/src';

const ROOT = path.resolve(__dirname, '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const LIGHTHOUSE = (process.env.LIGHTHOUSE_CLI ?? 'npx -y lighthouse@12.8.2').split(' ');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const ONLY = process.env.LIGHTHOUSE_SCREENS?.split(',').map(s => s.trim());
const RESULTS = path.join(ROOT, 'lighthouse-results');
/** The server counts as idle once it used under this share of one core over IDLE_WINDOW_MS. */
const IDLE_SHARE = 0.05;
const IDLE_WINDOW_MS = 2000;

interface Screen {
    id: string;
    name: string;
    /** The path measured, or one per run (a box is opened once: each run opens another). */
    path: string | ((run: number) => string);
    /** The session token put into the profile first; none: a new phone's first visit. */
    token?: string;
    /** More localStorage for the profile (a returning phone's), beside the token. */
    storage?: Record<string, string>;
    performanceBudget: number;
    /** Where the page leads by itself (the box opening shows the box's result): the path the run must end on, if not its own. */
    endsOn?: string;
}

interface Run {
    url: string;
    finalUrl: string;
    performance: number;
    accessibility: number;
    fcpMs: number;
    lcpMs: number;
    tbtMs: number;
    cls: number;
    /** The long tasks (simulated) and the script each ran in. */
    longTasks: { url: string; durationMs: number }[];
    failedAudits: string[];
    load: number;
    report: string;
}

async function main() {
    const started = new Date();
    const loadAtStart = loadAverage();
    if (!fs.existsSync(path.join(ROOT, 'apps/storefront/dist/index.html'))) throw new Error('The storefront is not built: run `npm run build` first');
    if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number from 1, got ${process.env.LIGHTHOUSE_RUNS}`);
    const stamp = started.toISOString().replace(/[:.]/g, '-');
    const dir = path.join(RESULTS, stamp);
    fs.mkdirSync(dir, { recursive: true });
    log(`${await lighthouseVersion()}; Chromium ${CHROME}; ${RUNS} runs a screen; load average ${loadAverage()}`);
    log('Starting a seeded server (fresh SQLite folder)…');
    const { server, admin } = await startShop();
    try {
        log(`Server on ${server.baseUrl}; preparing the screens' shoppers through the shop API…`);
        const screens = (await prepareScreens(server, admin)).filter(s => !ONLY || ONLY.includes(s.id));
        if (ONLY && screens.length !== ONLY.length) throw new Error(`LIGHTHOUSE_SCREENS: unknown screen in ${ONLY.join(',')}`);
        const results: { screen: Screen; runs: Run[]; median: Run }[] = [];
        for (const screen of screens) {
            const runs: Run[] = [];
            for (let run = 0; run < RUNS; run++) {
                await serverIdle(server);
                const url = server.baseUrl + (typeof screen.path === 'function' ? screen.path(run) : screen.path);
                const result = await measureWithRetries(
                    url,
                    { ...screen.storage, ...(screen.token ? { vendureToken: screen.token } : {}) },
                    path.join(dir, `${screen.id}-${run + 1}.report.json`),
                );
                runs.push(result);
                log(
                    `${screen.name} ${run + 1}/${RUNS}: performance ${result.performance}, accessibility ${result.accessibility}, TBT ${result.tbtMs} ms (load ${result.load})`,
                );
            }
            results.push({ screen, runs, median: median(runs) });
        }
        const table = markdownTable(results);
        const failures = results.filter(({ screen, median: m }) => !withinBudget(screen, m));
        const summary = [
            `# Lighthouse, every screen of the loop`,
            '',
            `${started.toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
                `${await lighthouseVersion()}, default mobile settings; median of ${RUNS} runs each, every run a new Chromium profile; ` +
                `load average at the start ${loadAtStart}, at the end ${loadAverage()}.`,
            '',
            table,
            '',
            ...longTaskNotes(results),
            '',
            failures.length ? `**Under budget**: ${failures.map(f => f.screen.name).join(', ')}` : 'Every screen is within its budget.',
            '',
        ].join('\n');
        fs.writeFileSync(path.join(dir, 'lighthouse.md'), summary);
        fs.writeFileSync(
            path.join(dir, 'lighthouse.json'),
            JSON.stringify(
                {
                    date: started.toISOString(),
                    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, loadAverageAtEnd: os.loadavg() },
                    lighthouse: await lighthouseVersion(),
                    runsPerScreen: RUNS,
                    screens: results.map(({ screen, runs, median: m }) => ({
                        id: screen.id,
                        name: screen.name,
                        budget: { performance: screen.performanceBudget, accessibility: 100 },
                        median: { ...m, longTasks: undefined },
                        runs: runs.map(r => ({ ...r, longTasks: undefined })),
                    })),
                },
                null,
                2,
            ) + '\n',
        );
        console.log('\n' + summary);
        log(`Written to ${path.relative(ROOT, dir)}/lighthouse.md and lighthouse.json (and each run's report)`);
        if (failures.length) process.exitCode = 1;
    } finally {
        await server.stop();
    }
}

/**
 * The shoppers each screen needs, each their own so that no screen's measurement changes another's
 * state: Home and a campaign page signed out, as a new phone; the cart and the three checkout steps
 * with a line in the cart (the payment step's with its address and courier chosen); the order page,
 * tickets and the proof of a shopper who bought and paid; the box opening of a shopper with a box
 * for each run.
 */
async function prepareScreens(server: TestServer, admin: string): Promise<Screen[]> {
    const campaigns = await gql(server.shopApiUrl, '{ open: campaigns { items { id sId } } ended: campaigns(state: ENDED) { items { id sId stage } } }');
    const bySId = (sId: string) => {
        const found = [...campaigns.open.items, ...campaigns.ended.items].find((c: { sId: string }) => c.sId === sId);
        if (!found) throw new Error(`the demo campaign ${sId} is missing`);
        return found as { id: string; stage?: string };
    };
    const draw = bySId('WEEK5K');
    const box = bySId('BBFIG1');
    const ended = bySId('DONE6X');
    const watch = await productVariants(server.shopApiUrl, 'smart-watch');
    const figure = await productVariants(server.shopApiUrl, 'figure-mystery');
    const shopper = (name: string) => createShopper(server, admin, `lighthouse-${name}`).then(s => s.token);
    const withLine = async (name: string) => {
        const token = await shopper(name);
        const added = await gql(server.shopApiUrl, ADD_ITEM, { v: watch.variantIds[0], q: 1, c: draw.id }, token);
        if (added.addItemToOrder.__typename !== 'Order') throw new Error(`could not add to the cart: ${JSON.stringify(added.addItemToOrder)}`);
        return token;
    };

    const cart = await withLine('cart');
    const review = await withLine('review');
    const details = await withLine('details');
    const payment = await withLine('payment');
    const arranged = await toArrangingPayment(server.shopApiUrl, payment);
    if (arranged.__typename !== 'Order') throw new Error(`could not reach the payment step: ${JSON.stringify(arranged)}`);

    const buyer = await shopper('buyer');
    const order = await buy(server.shopApiUrl, buyer, draw.id, watch.variantIds[0]!, 2);

    const opener = await shopper('boxes');
    await buy(server.shopApiUrl, opener, box.id, figure.variantIds[0]!, RUNS);
    // The boxes are made after the payment, in the background.
    let unopened: { id: string; orderId: string }[] = [];
    await until(async () => {
        const boxes = await gql(server.shopApiUrl, '{ blindBoxes(options: { filter: { isOpen: { eq: false } } }) { items { id orderId } } }', {}, opener);
        unopened = boxes.blindBoxes.items;
        return unopened.length >= RUNS;
    }, `${RUNS} boxes to open`);

    // The demo's ended draw is drawn in the background after the seed: its proof needs it finished.
    await until(async () => {
        const now = await gql(server.shopApiUrl, '{ campaigns(state: ENDED) { items { sId stage } } }');
        return now.campaigns.items.some((c: { sId: string; stage: string }) => c.sId === 'DONE6X' && c.stage === 'ENDED');
    }, 'the demo draw DONE6X to be drawn');

    return [
        { id: 'home', name: 'Home', path: '/tabs/home', performanceBudget: 95 },
        { id: 'campaign', name: 'Campaign page', path: `/tabs/common/draws/product/details?cId=${draw.id}`, performanceBudget: 95 },
        { id: 'cart', name: 'Cart', path: '/tabs/cart', token: cart, performanceBudget: 90 },
        { id: 'review', name: 'Checkout 1: review', path: '/tabs/cart/checkout/simple', token: review, performanceBudget: 90 },
        { id: 'details', name: 'Checkout 2: address and courier', path: '/tabs/cart/checkout/details', token: details, performanceBudget: 90 },
        { id: 'payment', name: 'Checkout 3: payment', path: '/tabs/cart/checkout/checkout', token: payment, performanceBudget: 90 },
        { id: 'order', name: 'Order', path: `/tabs/order/${encodeURIComponent(order.code)}`, token: buyer, performanceBudget: 90 },
        { id: 'tickets', name: 'Tickets', path: '/tabs/tickets', token: buyer, performanceBudget: 90 },
        {
            id: 'box-opening',
            name: 'Box opening',
            endsOn: '/tabs/blindbox/result',
            path: run => `/tabs/blindbox/open?boxId=${unopened[run]!.id}&orderId=${unopened[run]!.orderId}`,
            token: opener,
            performanceBudget: 90,
        },
        { id: 'proof', name: 'Proof', path: `/tabs/common/draws/item/proof?cId=${ended.id}`, token: buyer, performanceBudget: 90 },
    ];
}

/**
 * One Lighthouse run on a new Chromium with a new, empty profile; with `token`, the profile holds the
 * session first. Lighthouse connects to that Chromium (`--port`) and keeps its storage.
 */
async function measure(url: string, storage: Record<string, string>, reportFile: string): Promise<Run> {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-lighthouse-'));
    const chrome = spawn(CHROME, [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
        stdio: 'ignore',
        // Its own process group: the renderers and helpers go with it.
        detached: true,
    });
    try {
        const port = await devToolsPort(profile, chrome);
        if (Object.keys(storage).length) await putStorage(port, new URL(url).origin, storage);
        const load = os.loadavg()[0]!;
        const [command, ...args] = LIGHTHOUSE;
        await promisify(execFile)(
            command!,
            [
                ...args,
                url,
                `--port=${port}`,
                '--disable-storage-reset',
                '--only-categories=performance,accessibility',
                '--output=json',
                `--output-path=${reportFile}`,
                '--quiet',
            ],
            { maxBuffer: 64 * 2 ** 20, timeout: 180_000 },
        );
        return figures(JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Report, url, +load.toFixed(2), reportFile);
    } finally {
        if (chrome.exitCode === null && chrome.signalCode === null) {
            const gone = new Promise(resolve => chrome.once('exit', resolve));
            process.kill(-chrome.pid!, 'SIGKILL');
            await gone;
        }
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    }
}

/**
 * A run again when Lighthouse itself fails (on a busy machine it sometimes loses the trace: NO_NAVSTART), twice at
 * most; a page that fails is not Lighthouse's failure and still ends the script after the retries.
 */
async function measureWithRetries(url: string, storage: Record<string, string>, reportFile: string): Promise<Run> {
    for (let attempt = 1; ; attempt++) {
        try {
            return await measure(url, storage, reportFile);
        } catch (err) {
            const message = (err as { stderr?: string }).stderr?.trim() || (err as Error).message;
            if (attempt === 3) throw new Error(`Lighthouse failed 3 times on ${url}: ${message}`);
            log(`Lighthouse failed on ${url} (${message}); running it again`);
        }
    }
}

/** Waits for Chromium to write the port it chose into the profile. */
async function devToolsPort(profile: string, chrome: ChildProcess): Promise<number> {
    const file = path.join(profile, 'DevToolsActivePort');
    await until(async () => chrome.exitCode === null && fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes('\n'), 'Chromium to start', 30_000);
    return Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
}

/**
 * What the profile holds in localStorage (the session where the shop keeps it, `vendureToken`), written from the shop's
 * `/robots.txt` (same origin, none of the shop's files; the API's answers are sandboxed), in a tab closed before Lighthouse starts.
 */
async function putStorage(port: number, origin: string, storage: Record<string, string>) {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    try {
        const page = await browser.contexts()[0]!.newPage();
        await page.goto(`${origin}/robots.txt`);
        await page.evaluate(entries => {
            for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
        }, storage);
        await page.close();
    } finally {
        await browser.close();
    }
}

/** The parts of Lighthouse's report (LHR) read here. */
interface Report {
    finalDisplayedUrl: string;
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
    audits: Record<string, { score: number | null; numericValue?: number; details?: { items?: { url: string; duration: number }[] } }>;
}

function figures(lhr: Report, url: string, load: number, report: string): Run {
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failedAudits = lhr.categories
        .accessibility!.auditRefs.filter(ref => {
            const score = lhr.audits[ref.id]?.score;
            return ref.weight > 0 && score !== null && score !== undefined && score < 1;
        })
        .map(ref => ref.id);
    return {
        url,
        finalUrl: lhr.finalDisplayedUrl,
        performance: score('performance'),
        accessibility: score('accessibility'),
        fcpMs: Math.round(audit('first-contentful-paint')),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: +audit('cumulative-layout-shift').toFixed(3),
        longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map(item => ({ url: item.url, durationMs: Math.round(item.duration) })),
        failedAudits,
        load,
        report: path.relative(ROOT, report),
    };
}

/**
 * Whether a screen's median run is within its budget, on the page it was meant to measure: a run
 * that ended elsewhere (Home sent on to onboarding, say) measured another page.
 */
function withinBudget(screen: Screen, m: Run): boolean {
    const ended = new URL(m.finalUrl).pathname === (screen.endsOn ?? new URL(m.url).pathname);
    return ended && m.performance >= screen.performanceBudget && m.accessibility === 100;
}

/** The run with the median performance score (ties: the median blocking time among them). */
function median(runs: Run[]): Run {
    const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
    return sorted[Math.floor(sorted.length / 2)]!;
}

function markdownTable(results: { screen: Screen; runs: Run[]; median: Run }[]): string {
    const range = (values: number[]) => (Math.min(...values) === Math.max(...values) ? `${values[0]}` : `${Math.min(...values)}–${Math.max(...values)}`);
    const rows = results.map(({ screen, runs, median: m }) => {
        const within = withinBudget(screen, m);
        const where = new URL(m.finalUrl).pathname === new URL(m.url).pathname ? '' : ` (ended on ${new URL(m.finalUrl).pathname})`;
        return `| ${screen.name}${where} | ${m.performance} (${range(runs.map(r => r.performance))}) | ${m.accessibility}${m.failedAudits.length ? ` (${m.failedAudits.join(', ')})` : ''} | ${seconds(m.fcpMs)} | ${seconds(m.lcpMs)} | ${m.tbtMs} ms (${range(runs.map(r => r.tbtMs))}) | ${m.cls} | ${screen.performanceBudget} / 100 | ${within ? 'ok' : '**under**'} | ${range(runs.map(r => r.load))} |`;
    });
    return [
        '| screen | performance (runs) | accessibility | FCP | LCP | TBT (runs) | CLS | budget | | load |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
        ...rows,
    ].join('\n');
}

/** For each screen with long tasks in its median run: how many, and the scripts they ran in. */
function longTaskNotes(results: { screen: Screen; median: Run }[]): string[] {
    const notes = results
        .filter(r => r.median.longTasks.length)
        .map(({ screen, median: m }) => {
            const byScript = new Map<string, number>();
            for (const task of m.longTasks) byScript.set(task.url, (byScript.get(task.url) ?? 0) + task.durationMs);
            const scripts = [...byScript].sort((a, b) => b[1] - a[1]).map(([url, ms]) => `${url.replace(/^https?:\/\/[^/]+/, '')} ${ms} ms`);
            return `- ${screen.name}: ${m.longTasks.length} long tasks (simulated), ${scripts.join(', ')}`;
        });
    return notes.length ? ['Long tasks of each median run:', '', ...notes] : ['No long tasks in the median runs.'];
}

/** Resolves once the server process used under IDLE_SHARE of a core for IDLE_WINDOW_MS (its own work off the page). */
async function serverIdle(server: TestServer) {
    const pid = server.pid();
    if (!pid) return;
    const ticks = () => {
        const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return Number(fields[11]) + Number(fields[12]);
    };
    const hertz = 100;
    const deadline = Date.now() + 60_000;
    for (;;) {
        const before = ticks();
        await new Promise(resolve => setTimeout(resolve, IDLE_WINDOW_MS));
        const share = (ticks() - before) / hertz / (IDLE_WINDOW_MS / 1000);
        if (share < IDLE_SHARE) return;
        if (Date.now() > deadline) {
            log(`the server is still busy (${Math.round(share * 100)} % of a core); measuring anyway`);
            return;
        }
    }
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 180_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise(resolve => setTimeout(resolve, 100));
    }
}

let version: string | undefined;
async function lighthouseVersion(): Promise<string> {
    if (!version) {
        const [command, ...args] = LIGHTHOUSE;
        version = `Lighthouse ${(await promisify(execFile)(command!, [...args, '--version'])).stdout.trim()}`;
    }
    return version;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const loadAverage = () =>
    os
        .loadavg()
        .map(l => l.toFixed(2))
        .join(' ');

function log(message: string) {
    console.log(`[lighthouse] ${message}`);
}

main().catch(err => {
    console.error(err);
    process.exit(1);
});
