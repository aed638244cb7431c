import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { placeOwnerOnlyFile } from '@tuah/server/dist/config/owner-only-file';
import { createScratchDatabase, scratchDatabaseOf, type DatabaseKind, type ScratchDatabase } from '@tuah/server/dist/scripts/scratch-database';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
    export interface ProvidedContext {
        /** Where this run keeps its seeded shops (see seededShopCopy); unset without the global setup. */
        tuahSeededShops?: string;
    }
}

/**
 * The demo seed is made relative to its start (one demo draw, SOON4H, ends 45 minutes after it):
 * an older seeded shop is seeded again, so every copy shows that draw open for at least another
 * 10 minutes, longer than any test file runs. 35 minutes covers CI's server tests and browser
 * journeys on one SQLite seed (each seed costs half a minute).
 */
const MAX_AGE_MS = 35 * 60_000;

interface SeededShop {
    kind: DatabaseKind;
    env: { [name: string]: string };
    seededAt: number;
}

/**
 * Vitest global setup (`globalSetup` in a vitest config): lets the test servers of the run start
 * on copies of one seeded demo shop per database kind instead of seeding their own, and drops
 * those shops at the end. A copy takes a second; the seed, half a minute. With
 * TUAH_SEEDED_SHOPS_DIR (CI sets it), the runs that follow one another share that folder's shops
 * (still seeded again once older than MAX_AGE_MS) and leave them to `dropSeededShops`.
 */
export default function setup(project: TestProject) {
    const shared = process.env.TUAH_SEEDED_SHOPS_DIR;
    if (shared) fs.mkdirSync(shared, { recursive: true });
    const dir = shared ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-seeded-'));
    project.provide('tuahSeededShops', dir);
    return shared ? undefined : () => dropSeededShops(dir);
}

/** Drops the seeded shops kept in `dir`, and the folder. */
export async function dropSeededShops(dir: string): Promise<void> {
    const shops = fs.existsSync(dir) ? fs.readdirSync(dir).filter(file => file.endsWith('.json')) : [];
    for (const file of shops) await databaseOf(readSeededShop(path.join(dir, file))).drop();
    fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * A scratch database holding the seeded demo shop, copied from the run's seeded shop of that
 * kind, which `seed` makes on first use (the server seeds a database on its first start and
 * must be stopped before it resolves). Undefined without the global setup: the caller seeds.
 * Two test files run at a time, each in its own process: the check, the seed and the copy happen
 * under a lock in the folder, so the shop is seeded once, and never dropped for its age while
 * another file copies it.
 */
export async function seededShopCopy(kind: DatabaseKind, seed: (db: ScratchDatabase) => Promise<void>): Promise<ScratchDatabase | undefined> {
    const dir = providedSeededShops();
    if (!dir) return undefined;
    return withFolderLock(path.join(dir, `${kind}.lock`), () => copyOfSeededShop(dir, kind, seed));
}

async function copyOfSeededShop(dir: string, kind: DatabaseKind, seed: (db: ScratchDatabase) => Promise<void>): Promise<ScratchDatabase> {
    const file = path.join(dir, `${kind}.json`);
    let shop = fs.existsSync(file) ? readSeededShop(file) : undefined;
    if (shop && Date.now() - shop.seededAt > MAX_AGE_MS) {
        await databaseOf(shop).drop();
        fs.rmSync(file);
        shop = undefined;
    }
    if (!shop) {
        const seededAt = Date.now();
        const db = await createScratchDatabase(kind);
        try {
            await seed(db);
        } catch (err) {
            await db.drop();
            throw err;
        }
        shop = { kind, env: db.env, seededAt };
        fs.writeFileSync(file, JSON.stringify(shop));
    }
    return createScratchDatabase(kind, { copyOf: databaseOf(shop) });
}

/**
 * Runs `task` holding `lock`, a file naming the holder's process: another process waits until it is
 * gone (polled every 100 ms), and takes over a lock whose holder died without removing it. The
 * lock is linked into place from a draft already holding the pid (`placeOwnerOnlyFile`), so it is
 * never seen empty.
 */
export async function withFolderLock<T>(lock: string, task: () => Promise<T>): Promise<T> {
    while (!takeLock(lock)) {
        const holder = deadHolder(lock);
        // Removed only if it still names the dead holder: another waiter may have taken it over meanwhile.
        if (holder !== undefined && readLock(lock) === holder) fs.rmSync(lock, { force: true });
        else await new Promise(resolve => setTimeout(resolve, 100));
    }
    try {
        return await task();
    } finally {
        fs.rmSync(lock, { force: true });
    }
}

/** Places the lock naming this process; false when another holds it. */
function takeLock(lock: string): boolean {
    return placeOwnerOnlyFile(lock, String(process.pid), { keepFirst: true });
}

function readLock(lock: string): string | undefined {
    try {
        return fs.readFileSync(lock, 'utf8');
    } catch {
        return undefined;
    }
}

/**
 * The lock's contents if its holder is gone: a pid no process has, or (as an older writer could
 * leave it, crashing between creating and writing the file) no pid at all in a file older than two
 * seconds. Undefined while it is held, or gone already.
 */
function deadHolder(lock: string): string | undefined {
    const content = readLock(lock);
    if (content === undefined) return undefined;
    const pid = Number(content);
    if (!Number.isInteger(pid) || pid <= 0) {
        try {
            return Date.now() - fs.statSync(lock).mtimeMs > 2_000 ? content : undefined;
        } catch {
            return undefined;
        }
    }
    try {
        process.kill(pid, 0);
        return undefined;
    } catch (err) {
        return (err as NodeJS.ErrnoException).code === 'EPERM' ? undefined : content;
    }
}

/** The run's folder of seeded shops; undefined outside a Vitest run (`npm run bench` seeds its own shop). */
function providedSeededShops(): string | undefined {
    try {
        return inject('tuahSeededShops');
    } catch {
        // Vitest's state is only there inside a test run.
        return undefined;
    }
}

function readSeededShop(file: string): SeededShop {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as SeededShop;
}

function databaseOf(shop: SeededShop): ScratchDatabase {
    return scratchDatabaseOf(shop.kind, shop.env);
}
