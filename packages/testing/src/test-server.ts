import { ChildProcess, spawn } from 'node:child_process';

import { freePort } from '@tuah/server/dist/scripts/free-port';
import { createScratchDatabase, type DatabaseKind, type ScratchDatabase } from '@tuah/server/dist/scripts/scratch-database';

import { gql } from './graphql';
import { seededShopCopy } from './seeded-shop';

/** The URLs of one server process. */
export interface TestServerProcess {
    baseUrl: string;
    shopApiUrl: string;
    adminApiUrl: string;
}

/** The first process's URLs, plus every process on the same database. */
export interface TestServer extends TestServerProcess {
    /** Every server process on the scratch database; the first is the one whose URLs `TestServer` has. */
    processes: TestServerProcess[];
    /** The scratch database the processes run on, for tests that must look at rows directly. */
    database: { kind: DatabaseKind; env: Record<string, string> };
    /** Everything the server processes printed so far, for failure messages. */
    output(): string;
    /** The first process's pid while it runs (a benchmark reads its memory in /proc), undefined while stopped. */
    pid(): number | undefined;
    /** Every running process's pid (the servers', then the worker's): a benchmark sums their CPU time. */
    pids(): number[];
    /**
     * Stops the processes (the database stays) so a test can start them again on the same data;
     * `whileStopped` runs in between (writing rows no server must see half-written).
     */
    restart(env?: Record<string, string>, whileStopped?: () => Promise<void> | void): Promise<void>;
    /** Kills the processes (SIGKILL: no graceful shutdown, the database goes anyway) and drops their database. */
    stop(): Promise<void>;
    /**
     * The worker alone (with `worker: true`), for fault tests: SIGKILL it as a crash would, wait for
     * it to be gone (killed by a test, or by itself through a TEST_*_CRASH setting), and start it
     * again with extra environment while the servers keep serving.
     */
    worker: {
        /** SIGKILL, no goodbye: whatever job it was running stops half done. */
        kill(): Promise<void>;
        /** Resolves once the worker process has exited (however it died). */
        exited(timeoutMs?: number): Promise<void>;
        /** Starts it again (after a kill) with `env` on top of the topology's; resolves once it is ready. */
        start(env?: Record<string, string>): Promise<void>;
    };
}

export interface StartTestServerOptions {
    /** Extra environment for the server processes. */
    env?: Record<string, string>;
    /** Defaults to TEST_DATABASE (sqlite or postgres), else sqlite. */
    database?: DatabaseKind;
    /**
     * How many server processes share the database (default 1), each on its own port. The first
     * (`PROCESS_ROLE=all`) migrates, seeds and runs the jobs and scheduled tasks; the others start
     * after it is ready, as `PROCESS_ROLE=server` without seeding: the extra API processes of a
     * scaled deployment. Their migration run then finds nothing to do, and nothing seeds twice.
     */
    processes?: number;
    /**
     * The scaled topology (deploy/compose.yaml): every API process is `PROCESS_ROLE=server` (none
     * runs jobs or scheduled tasks), and one more process, started after them, is
     * `PROCESS_ROLE=worker`: it runs every job and scheduled task. Use with REDIS_URL in `env` for
     * the BullMQ queue; the first server still migrates, and seeds when there is no seeded copy.
     */
    worker?: boolean;
    /**
     * Where the processes reach PostgreSQL instead of its own address (a TcpProxy in fault tests);
     * `database.env` (what queryDatabase uses) keeps the direct address.
     */
    databaseVia?: { host: string; port: number };
    /** Node's own flags for the server processes (e.g. `--cpu-prof`, which NODE_OPTIONS refuses). */
    nodeArgs?: string[];
}

const READY_LINE = 'Tuah is ready on';
/** What a `PROCESS_ROLE=worker` process prints once its job queue runs (src/index.ts). */
const WORKER_READY_LINE = 'Tuah worker is ready';

/**
 * `env` for a test server, with password hashes at bcrypt's lowest cost unless it says otherwise:
 * tests create and sign in hundreds of shoppers, and at Vendure's cost each takes a quarter of a
 * second of CPU. Tests about the hashing itself (its timing, or sign-ins holding connections while
 * they hash) pass `TEST_PASSWORD_HASH_ROUNDS: ''`; a production start refuses the setting.
 * Likewise the bot check stays on at its lowest difficulty (a solution in a few tries), so tests and
 * browser journeys solve it at once. And every test shopper comes from one address (loopback), so
 * the cap on orders holding tickets per address is lifted; tests of that cap set their own. A task
 * run by hand (`runScheduledTask`) starts within half a second instead of Vendure's ten. And a
 * drand draw (the default provider), a ticket's rarity and a box opening wait for their round on the fast embedded beacon (FAST_BEACON).
 */
export function withFastPasswordHashes(env: Record<string, string>): Record<string, string> {
    return env.NODE_ENV === 'production'
        ? env
        : {
              TEST_PASSWORD_HASH_ROUNDS: '4',
              ALTCHA_COST: '1',
              ALTCHA_MAX_COUNTER: '20',
              CAMPAIGN_HOLDS_PER_ADDRESS: '100000',
              SCHEDULER_TRIGGER_CHECK_MS: '500',
              ...FAST_BEACON,
              ...env,
          };
}

/**
 * The embedded beacon of every test server and of the seed: a round a second, the deciding one
 * the first at least a second after it is fixed, so a drand draw ends in about 2 s instead of
 * the default 6 to 9. The seed uses the same period, so the seeded draw's chain is the one the
 * test servers serve (the chain hash covers the period).
 */
const FAST_BEACON = { DRAW_BEACON_PERIOD_SECONDS: '1', DRAW_BEACON_DELAY_SECONDS: '1' };

const START_TIMEOUT_MS = 180_000;

interface ServerProcess extends TestServerProcess {
    port: number;
    /** Environment that gives this process its role (empty for a first process that does everything). */
    roleEnv: Record<string, string>;
    /** What it prints when it is ready. */
    readyLine: string;
    child?: ChildProcess;
    log: string;
}

/**
 * Spawns the built server (`apps/server/dist/index.js`) as its own process on a free port and a
 * scratch database, seeded with the demo shop, and resolves once it says it is ready; with
 * `processes`, more server processes on the same database.
 */
export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
    const kind = options.database ?? databaseFromEnvironment();
    const count = options.processes ?? 1;
    if (!Number.isInteger(count) || count < 1) throw new Error(`processes must be a whole number from 1, got ${count}`);
    const database = (await seededShopCopy(kind, seedDemoShop)) ?? (await freshShop(kind, options.worker ?? false));
    const processes: ServerProcess[] = [];
    for (let i = 0; i < count; i++) {
        const port = await freePort();
        const baseUrl = `http://127.0.0.1:${port}`;
        processes.push({
            port,
            baseUrl,
            shopApiUrl: `${baseUrl}/shop-api`,
            adminApiUrl: `${baseUrl}/admin-api`,
            roleEnv: i > 0 ? { PROCESS_ROLE: 'server', SEED_DEMO_DATA: 'false' } : options.worker ? { PROCESS_ROLE: 'server' } : {},
            readyLine: READY_LINE,
            log: '',
        });
    }
    // The worker serves no HTTP; its port is only what PORT says.
    const worker: ServerProcess[] = [];
    if (options.worker) {
        const port = await freePort();
        const baseUrl = `http://127.0.0.1:${port}`;
        worker.push({
            port,
            baseUrl,
            shopApiUrl: `${baseUrl}/shop-api`,
            adminApiUrl: `${baseUrl}/admin-api`,
            // It serves no HTTP: its drand provider reads the embedded beacon of the first server (same DATA_DIR, same key).
            roleEnv: { PROCESS_ROLE: 'worker', SEED_DEMO_DATA: 'false', DRAW_BEACON_SERVER_URL: processes[0]!.baseUrl },
            readyLine: WORKER_READY_LINE,
            log: '',
        });
    }
    const all = [...processes, ...worker];
    const processDatabaseEnv = { ...database.env };
    if (options.databaseVia && database.env.DATABASE_URL) {
        const url = new URL(database.env.DATABASE_URL);
        url.hostname = options.databaseVia.host;
        url.port = String(options.databaseVia.port);
        processDatabaseEnv.DATABASE_URL = url.toString();
    }

    const launch = async (p: ServerProcess, extraEnv: Record<string, string>) => {
        p.child = spawnServer(p.port, withFastPasswordHashes({ ...options.env, ...processDatabaseEnv, ...extraEnv, ...p.roleEnv }), options.nodeArgs);
        await waitUntilReady(p.child, chunk => (p.log += chunk), p.readyLine);
    };
    // One after the other: the first migrates and seeds before any other process starts (the worker last).
    const launchAll = async (extraEnv: Record<string, string> = {}) => {
        for (const p of all) await launch(p, extraEnv);
    };
    /** Stops every process: SIGTERM and a graceful shutdown, or (`kill`) SIGKILL. */
    const haltAll = async (kill = false) => {
        await Promise.all(
            all.map(async p => {
                if (p.child) await (kill ? killNow(p.child) : terminate(p.child));
                p.child = undefined;
            }),
        );
    };
    const output = () =>
        all.length === 1
            ? processes[0]!.log
            : [...processes.map((p, i) => `--- server process ${i + 1} (port ${p.port})\n${p.log}`), ...worker.map(p => `--- worker process\n${p.log}`)].join(
                  '\n',
              );

    try {
        await launchAll();
    } catch (err) {
        await haltAll();
        await database.drop();
        throw new Error(`The test server did not start (${(err as Error).message}). Its output:\n${output()}`);
    }
    const theWorker = () => {
        if (!worker[0]) throw new Error('this topology has no worker (start it with worker: true)');
        return worker[0];
    };
    const urls = ({ baseUrl, shopApiUrl, adminApiUrl }: ServerProcess): TestServerProcess => ({ baseUrl, shopApiUrl, adminApiUrl });
    return {
        ...urls(processes[0]!),
        processes: processes.map(urls),
        database: { kind, env: database.env },
        output,
        pid: () => processes[0]!.child?.pid,
        pids: () => all.flatMap(p => (p.child?.pid ? [p.child.pid] : [])),
        restart: async (env, whileStopped) => {
            await haltAll();
            await whileStopped?.();
            await launchAll(env);
        },
        // The database is dropped right after, so nothing waits for a graceful shutdown (Vendure's
        // job queue alone sleeps a fixed second in it): restart() still stops gracefully.
        stop: async () => {
            await haltAll(true);
            await database.drop();
        },
        worker: {
            kill: async () => {
                const child = theWorker().child;
                if (child) await killNow(child);
            },
            exited: timeoutMs => exited(theWorker(), timeoutMs),
            start: async env => {
                const w = theWorker();
                if (w.child && w.child.exitCode === null && w.child.signalCode === null) throw new Error('the worker is still running');
                w.log += `--- worker started again${env ? ` with ${JSON.stringify(env)}` : ''}\n`;
                await launch(w, env ?? {});
            },
        },
    };
}

function exited(p: ServerProcess, timeoutMs = 60_000): Promise<void> {
    const child = p.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the worker did not exit within ${timeoutMs / 1000} s`)), timeoutMs);
        child.once('exit', () => {
            clearTimeout(timer);
            resolve();
        });
    });
}

/** Node's flags as `npm start` and deploy/Dockerfile give the server (a larger young generation: less GC). */
const SERVER_NODE_ARGS = ['--max-semi-space-size=32'];

function spawnServer(port: number, env: Record<string, string>, nodeArgs: string[] = []): ChildProcess {
    return spawn(process.execPath, [...SERVER_NODE_ARGS, ...nodeArgs, require.resolve('@tuah/server')], {
        env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), VENDURE_DISABLE_TELEMETRY: 'true' },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
}

/**
 * Seeds the demo shop onto `db` as a first start without options does (the sandbox payment
 * method follows each later start's PAYMENT_SANDBOX; the superadmin's password is hashed at
 * Vendure's cost; only the beacon is the test servers' fast one), and stops once the demo's
 * ended draw is drawn, so no copy inherits a draw half done.
 */
async function seedDemoShop(db: ScratchDatabase): Promise<void> {
    const port = await freePort();
    let log = '';
    const child = spawnServer(port, { ...FAST_BEACON, ...db.env });
    try {
        await waitUntilReady(child, chunk => (log += chunk));
        const deadline = Date.now() + START_TIMEOUT_MS;
        const drawn = async () => {
            const ended = await gql(`http://127.0.0.1:${port}/shop-api`, '{ campaigns(state: ENDED) { items { sId stage } } }');
            return ended.campaigns.items.some((c: { sId: string; stage: string }) => c.sId === 'DONE6X' && c.stage === 'ENDED');
        };
        while (!(await drawn())) {
            if (Date.now() > deadline) throw new Error('the demo draw DONE6X was not drawn');
            await new Promise(resolve => setTimeout(resolve, 200));
        }
    } catch (err) {
        throw new Error(`The demo shop could not be seeded (${(err as Error).message}). The server's output:\n${log}`);
    } finally {
        await terminate(child);
    }
}

/**
 * A scratch database outside a Vitest run (no seeded shop to copy: `npm run bench`). With a worker,
 * the first process is PROCESS_ROLE=server, which runs no jobs, while the demo seed waits on its jobs
 * (the categories' products): the shop is seeded by a plain start first, as a seeded shop is.
 */
async function freshShop(kind: DatabaseKind, withWorker: boolean): Promise<ScratchDatabase> {
    const db = await createScratchDatabase(kind);
    if (!withWorker) return db;
    try {
        await seedDemoShop(db);
    } catch (err) {
        await db.drop();
        throw err;
    }
    return db;
}

function databaseFromEnvironment(): DatabaseKind {
    const kind = process.env.TEST_DATABASE ?? 'sqlite';
    if (kind !== 'sqlite' && kind !== 'postgres') throw new Error(`TEST_DATABASE must be sqlite or postgres, got "${kind}"`);
    return kind;
}

function waitUntilReady(child: ChildProcess, record: (chunk: string) => void, readyLine = READY_LINE): Promise<void> {
    return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not ready after ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
        const onData = (data: Buffer) => {
            const text = data.toString();
            record(text);
            if (text.includes(readyLine)) {
                clearTimeout(timer);
                resolve();
            }
        };
        child.stdout!.on('data', onData);
        child.stderr!.on('data', (data: Buffer) => record(data.toString()));
        child.once('exit', code => {
            clearTimeout(timer);
            reject(new Error(`the process exited with code ${code}`));
        });
    });
}

/** SIGKILL, resolved once the process is gone. */
function killNow(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const gone = new Promise<void>(resolve => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    return gone;
}

function terminate(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise(resolve => {
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
            clearTimeout(killer);
            resolve();
        });
        child.kill('SIGTERM');
    });
}
