import { ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { queryDatabase, withFastPasswordHashes } from '@tuah/testing';
import { afterAll, beforeAll } from 'vitest';

import { freePort } from '../../dist/scripts/free-port';
import { createScratchDatabase, type ScratchDatabase } from '../../dist/scripts/scratch-database';

/** Where the demo seed records its completed steps (Vendure's settings store). */
export const SEED_STEPS_KEY = 'tuahStartup.demoSeedSteps';
const READY_LINE = 'Tuah is ready on';
const SERVER_ENTRY = fileURLToPath(new URL('../../dist/index.js', import.meta.url));

export interface StartedServer {
    baseUrl: string;
    shopApiUrl: string;
    adminApiUrl: string;
    /** Resolves with 'ready' once the ready line is printed, or with how the process ended before that. */
    outcome: Promise<'ready' | { exit: { code: number | null; signal: NodeJS.Signals | null } }>;
    /** Resolves when the process has ended, however it ends. */
    exited: Promise<void>;
    log(): string;
    stop(): Promise<void>;
}

/**
 * Starts the built server on a scratch database without waiting for it, unlike startTestServer:
 * these tests watch a start from its first moment, and some starts are meant to die.
 */
export async function launchServer(db: ScratchDatabase, env: Record<string, string> = {}): Promise<StartedServer> {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
        env: { ...process.env, LOG_LEVEL: 'warn', ...withFastPasswordHashes({ ...db.env, ...env }), PORT: String(port), VENDURE_DISABLE_TELEMETRY: 'true' },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(resolve =>
        child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const outcome = new Promise<'ready' | { exit: { code: number | null; signal: NodeJS.Signals | null } }>(resolve => {
        child.stdout!.on('data', (data: Buffer) => {
            log += data.toString();
            if (log.includes(READY_LINE)) resolve('ready');
        });
        child.stderr!.on('data', (data: Buffer) => (log += data.toString()));
        void exited.then(exit => resolve({ exit }));
    });
    return {
        baseUrl,
        shopApiUrl: `${baseUrl}/shop-api`,
        adminApiUrl: `${baseUrl}/admin-api`,
        outcome,
        exited: exited.then(() => undefined),
        log: () => log,
        stop: async () => {
            if (child.exitCode !== null || child.signalCode !== null) return;
            const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.kill('SIGTERM');
            await exited;
            clearTimeout(killer);
        },
    };
}

/** The demo seed steps recorded as done on this database. */
export async function seedSteps(db: ScratchDatabase): Promise<string[]> {
    const rows = await queryDatabase({ database: { kind: db.kind, env: db.env } }, 'SELECT "value" FROM "settings_store_entry" WHERE "key" = $1', [
        SEED_STEPS_KEY,
    ]);
    if (!rows.length) return [];
    return typeof rows[0].value === 'string' ? JSON.parse(rows[0].value) : rows[0].value;
}

/** Polls `check` until it returns a value, or fails after `timeoutMs`. */
export async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 120_000, everyMs = 50): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
        const value = await check();
        if (value !== undefined) return value;
        if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs / 1000} s`);
        await new Promise(resolve => setTimeout(resolve, everyMs));
    }
}

/**
 * A scratch database of `kind` for the enclosing describe block (handed to `use`), dropped after it
 * together with the server `running` names, if one is still up.
 */
export function onScratchDatabase(kind: 'sqlite' | 'postgres', use: (db: ScratchDatabase) => void, running: () => StartedServer | undefined) {
    let db: ScratchDatabase | undefined;
    beforeAll(async () => {
        db = await createScratchDatabase(kind);
        use(db);
    });
    afterAll(async () => {
        await running()?.stop();
        await db?.drop();
    });
}
