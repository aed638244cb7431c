/**
 * A first start and a restart (docs/performance.md#first-start): a section of `npm run bench`, and
 * runnable alone (`npm run build && npx jiti bench/start.ts`, or `BENCH_ONLY=start npm run bench`).
 * It starts the built server as a newcomer does (`node apps/server/dist/index.js`, default settings:
 * bcrypt at Vendure's cost, the demo seed on, SQLite) on a fresh DATA_DIR, polls `/health/live`
 * and `/health` every 25 ms from the spawn, stops it (SIGTERM) once `/health` says ok, then starts
 * it again on the same DATA_DIR, `BENCH_RESTARTS` times (default 3); all of it `BENCH_FIRST_STARTS`
 * times (default 3), each on a new folder. The server's own phases (its "Start timings" line) come
 * with every start. It prints medians and asserts nothing: the goals (under 10 s to `/health` on a
 * fresh folder, a restart under 5 s, on a quiet machine) are read off the output, with the load
 * average it prints beside them. BENCH_START_SERVER starts another build (an older commit's) instead.
 */
import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { parseStartTimings } from '../apps/server/src/common/start-timings';
import { freePort } from '../apps/server/src/scripts/free-port';

const ROOT = path.resolve(__dirname, '..');
/** BENCH_START_SERVER: another build's entry point, to compare before and after on one machine. */
const SERVER = process.env.BENCH_START_SERVER ?? path.join(ROOT, 'apps/server/dist/index.js');
const FIRST_STARTS = Number(process.env.BENCH_FIRST_STARTS ?? 3);
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 3);
const POLL_MS = 25;
const TIMEOUT_MS = 300_000;

/** One start: seconds from the spawn, and the server's own phases (seconds). */
export interface StartRun {
    kind: 'first' | 'restart';
    /** `/health/live` answered 200 (the HTTP server listens). */
    liveSeconds: number;
    /** `/health` answered 200 (migrated, seeded, serving). */
    readySeconds: number;
    /** The process's CPU time (user + system) when `/health` answered, from /proc. */
    cpuSeconds?: number;
    phases?: Record<string, number>;
    /** The load average (1 minute) just before the start. */
    load: number;
}

export interface StartResults {
    runs: StartRun[];
    median: { first: Summary; restart: Summary };
}

interface Summary {
    runs: number;
    liveSeconds: number;
    readySeconds: number;
    cpuSeconds?: number;
    phases: Record<string, number>;
    load: [number, number];
}

export async function startBench(log: (message: string) => void): Promise<StartResults> {
    const runs: StartRun[] = [];
    for (let i = 0; i < FIRST_STARTS; i++) {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-bench-start-'));
        try {
            const first = await timeStart(dataDir, 'first');
            runs.push(first);
            log(`first start ${i + 1}/${FIRST_STARTS}: ${describe(first)}`);
            for (let j = 0; j < RESTARTS; j++) {
                const again = await timeStart(dataDir, 'restart');
                runs.push(again);
                log(`  restart ${j + 1}/${RESTARTS}: ${describe(again)}`);
            }
        } finally {
            fs.rmSync(dataDir, { recursive: true, force: true });
        }
    }
    return { runs, median: { first: summarise(runs.filter(r => r.kind === 'first')), restart: summarise(runs.filter(r => r.kind === 'restart')) } };
}

export function printStarts(results: StartResults): void {
    const { first, restart } = results.median;
    const phases = [...new Set([...Object.keys(first.phases), ...Object.keys(restart.phases)])];
    const s = (n: number | undefined) => (n === undefined ? '' : n.toFixed(2));
    const rows = [
        ['start (median, s)', `first start (fresh DATA_DIR, ${first.runs} runs)`, `restart (same DATA_DIR, ${restart.runs} runs)`],
        ['to /health/live', s(first.liveSeconds), s(restart.liveSeconds)],
        ['to /health (ready)', s(first.readySeconds), s(restart.readySeconds)],
        ['CPU at /health', s(first.cpuSeconds), s(restart.cpuSeconds)],
        ...phases.map(p => [`phase: ${p}`, s(first.phases[p]), s(restart.phases[p])]),
        ['load average (1 min)', first.load.map(n => n.toFixed(2)).join('–'), restart.load.map(n => n.toFixed(2)).join('–')],
    ];
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map(r => r[i]!.length)));
    const line = (r: string[]) => '| ' + r.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
    console.log('\n' + [line(rows[0]!), '| ' + widths.map(w => '-'.repeat(w)).join(' | ') + ' |', ...rows.slice(1).map(line)].join('\n'));
}

async function timeStart(dataDir: string, kind: StartRun['kind']): Promise<StartRun> {
    const port = await freePort();
    const load = os.loadavg()[0]!;
    const started = performance.now();
    let output = '';
    // The defaults a newcomer's `npm run serve` has; only the folder, the port and the log level are ours.
    const child = spawn(process.execPath, [SERVER], {
        env: { ...withoutTuahSettings(process.env), DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    try {
        const base = `http://127.0.0.1:${port}`;
        const liveSeconds = (await waitFor(child, `${base}/health/live`, started)) / 1000;
        const readySeconds = (await waitFor(child, `${base}/health`, started)) / 1000;
        const cpuSeconds = processCpuSeconds(child.pid!);
        // The timings line is printed just before the ready line, which may come a moment after /health.
        const deadline = Date.now() + 5000;
        while (!parseStartTimings(output) && Date.now() < deadline) await new Promise(r => setTimeout(r, POLL_MS));
        return { kind, liveSeconds, readySeconds, cpuSeconds, phases: parseStartTimings(output), load };
    } catch (err) {
        throw new Error(`${(err as Error).message}; the server's output:\n${output.slice(-4000)}`);
    } finally {
        await terminate(child);
    }
}

/** Milliseconds from `since` until `url` answers 200. */
async function waitFor(child: ChildProcess, url: string, since: number): Promise<number> {
    for (;;) {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before ${url} answered`);
        if (performance.now() - since > TIMEOUT_MS) throw new Error(`${url} did not answer 200 within ${TIMEOUT_MS / 1000} s`);
        const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
            r => r.ok,
            () => false,
        );
        if (ok) return performance.now() - since;
        await new Promise(r => setTimeout(r, POLL_MS));
    }
}

/** user + system time of a running process (Linux), undefined elsewhere. */
export function processCpuSeconds(pid: number): number | undefined {
    try {
        const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command.
        return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
        return undefined;
    }
}

/** The bench's own shell may carry a developer's settings (a DATABASE_URL, test-only knobs); a newcomer's start has none. */
function withoutTuahSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
    const kept: NodeJS.ProcessEnv = {};
    for (const [k, v] of Object.entries(env)) {
        if (/^(DATABASE_|SQLITE_|TEST_|REDIS_|SEED_|DRAW_|PAYMENT_|NODE_ENV$|PROCESS_ROLE$)/.test(k)) continue;
        kept[k] = v;
    }
    return kept;
}

function terminate(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise(resolve => {
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
            clearTimeout(killer);
            resolve();
        });
        child.kill('SIGTERM');
    });
}

function summarise(runs: StartRun[]): Summary {
    const phases = [...new Set(runs.flatMap(r => Object.keys(r.phases ?? {})))];
    const cpus = runs.map(r => r.cpuSeconds).filter((n): n is number => n !== undefined);
    return {
        runs: runs.length,
        liveSeconds: median(runs.map(r => r.liveSeconds)),
        readySeconds: median(runs.map(r => r.readySeconds)),
        cpuSeconds: cpus.length ? median(cpus) : undefined,
        phases: Object.fromEntries(phases.map(p => [p, median(runs.map(r => r.phases?.[p] ?? 0))])),
        load: [Math.min(...runs.map(r => r.load)), Math.max(...runs.map(r => r.load))],
    };
}

function median(values: number[]): number {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function describe(r: StartRun): string {
    const phases = Object.entries(r.phases ?? {})
        .map(([p, s]) => `${p} ${s.toFixed(2)}`)
        .join(', ');
    return `/health/live ${r.liveSeconds.toFixed(2)} s, /health ${r.readySeconds.toFixed(2)} s, CPU ${r.cpuSeconds?.toFixed(2) ?? '?'} s (load ${r.load.toFixed(2)}) [${phases}]`;
}

if (process.argv.slice(1).some(arg => path.basename(arg) === 'start.ts')) {
    const log = (m: string) => console.log(`[bench] ${m}`);
    startBench(log)
        .then(results => {
            printStarts(results);
            const dir = path.join(ROOT, 'bench-results');
            fs.mkdirSync(dir, { recursive: true });
            const file = path.join(dir, `start-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
            fs.writeFileSync(
                file,
                JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, node: process.version, ...results }, null, 2) + '\n',
            );
            log(`Results written to ${path.relative(ROOT, file)}`);
        })
        .catch(err => {
            console.error(err);
            process.exit(1);
        });
}
