import { ChildProcess, spawn } from 'node:child_process';

import { freePort } from '@tuah/server/dist/scripts/free-port';
import { createScratchDatabase, type DatabaseKind } from '@tuah/server/dist/scripts/scratch-database';

export interface TestServer {
    baseUrl: string;
    shopApiUrl: string;
    adminApiUrl: string;
    /** The scratch database the process runs on, for tests that must look at rows while the server is down. */
    database: { kind: DatabaseKind; env: Record<string, string> };
    /** Everything the server process printed so far, for failure messages. */
    output(): string;
    /** Stops the process (the database stays) so a test can start it again on the same data. */
    restart(env?: Record<string, string>): Promise<void>;
    /** Stops the process and drops its database. */
    stop(): Promise<void>;
}

export interface StartTestServerOptions {
    /** Extra environment for the server process. */
    env?: Record<string, string>;
    /** Defaults to TEST_DATABASE (sqlite or postgres), else sqlite. */
    database?: DatabaseKind;
}

const READY_LINE = 'Tuah is ready on';
const START_TIMEOUT_MS = 180_000;

/**
 * Spawns the built server (`apps/server/dist/index.js`) as its own process on a free port and a
 * scratch database, seeded with the demo shop, and resolves once it says it is ready.
 */
export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
    const kind = options.database ?? databaseFromEnvironment();
    const database = await createScratchDatabase(kind);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    let log = '';
    let child: ChildProcess | undefined;

    const launch = async (extraEnv: Record<string, string> = {}) => {
        const env = {
            ...process.env,
            LOG_LEVEL: 'warn',
            ...options.env,
            ...database.env,
            ...extraEnv,
            PORT: String(port),
            VENDURE_DISABLE_TELEMETRY: 'true',
        };
        child = spawn(process.execPath, [require.resolve('@tuah/server')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
        await waitUntilReady(child, chunk => (log += chunk));
    };
    const halt = async () => {
        if (child) await terminate(child);
        child = undefined;
    };

    try {
        await launch();
    } catch (err) {
        await halt();
        await database.drop();
        throw new Error(`The test server did not start (${(err as Error).message}). Its output:\n${log}`);
    }
    return {
        baseUrl,
        shopApiUrl: `${baseUrl}/shop-api`,
        adminApiUrl: `${baseUrl}/admin-api`,
        database: { kind, env: database.env },
        output: () => log,
        restart: async env => {
            await halt();
            await launch(env);
        },
        stop: async () => {
            await halt();
            await database.drop();
        },
    };
}

function databaseFromEnvironment(): DatabaseKind {
    const kind = process.env.TEST_DATABASE ?? 'sqlite';
    if (kind !== 'sqlite' && kind !== 'postgres') throw new Error(`TEST_DATABASE must be sqlite or postgres, got "${kind}"`);
    return kind;
}

function waitUntilReady(child: ChildProcess, record: (chunk: string) => void): Promise<void> {
    return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not ready after ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
        const onData = (data: Buffer) => {
            const text = data.toString();
            record(text);
            if (text.includes(READY_LINE)) {
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

