import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { Client } from 'pg';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface ScratchDatabase {
    kind: DatabaseKind;
    /** The environment that points the server at this database. */
    env: Record<string, string>;
    drop(): Promise<void>;
}

/** Where scratch PostgreSQL databases are created; any database on the server will do. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * An empty database of the given kind that nobody else uses: a file in a temporary folder, or
 * a freshly created PostgreSQL database. Used by tests and by the migration scripts. With
 * `copyOf`, a copy of that database and its DATA_DIR instead (nothing may be using it meanwhile):
 * tests start many servers on the same seeded shop, and copying it is quicker than seeding.
 */
export async function createScratchDatabase(kind: DatabaseKind, options: { copyOf?: ScratchDatabase } = {}): Promise<ScratchDatabase> {
    const source = options.copyOf;
    if (source && source.kind !== kind) throw new Error(`a ${kind} database cannot be a copy of a ${source.kind} one`);
    const name = `tuah_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-'));
    if (source) fs.cpSync(source.env.DATA_DIR!, dir, { recursive: true });
    if (kind === 'sqlite') {
        // The copied folder holds the file (and its WAL) under the source's name.
        const file = path.join(dir, source ? path.basename(source.env.SQLITE_FILE!) : `${name}.sqlite`);
        return scratchDatabaseOf(kind, { DATA_DIR: dir, SQLITE_FILE: file, DATABASE_URL: '' });
    }
    const template = source ? ` TEMPLATE ${databaseName(source)}` : '';
    await withAdminClient(async client => {
        // A server that has just stopped may still be closing its connections to the source.
        for (let attempt = 1; ; attempt++) {
            try {
                await client.query(`CREATE DATABASE ${name}${template}`);
                break;
            } catch (err) {
                const sourceInUse = (err as { code?: string }).code === '55006';
                if (!sourceInUse || attempt === 50) throw err;
                await new Promise(resolve => setTimeout(resolve, 100));
            }
        }
        // A scratch database's commits do not wait for the disk: only a crash of PostgreSQL itself
        // could lose the last of them, and nothing here outlives its run. Locks, isolation and
        // constraints are PostgreSQL's own all the same; a test pass makes tens of thousands of commits.
        await client.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
    });
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    return scratchDatabaseOf(kind, { DATA_DIR: dir, DATABASE_URL: url.toString() });
}

/** The scratch database that `env` (from a ScratchDatabase) points at, to drop it from another process. */
export function scratchDatabaseOf(kind: DatabaseKind, env: Record<string, string>): ScratchDatabase {
    const db: ScratchDatabase = {
        kind,
        env,
        drop: async () => {
            fs.rmSync(env.DATA_DIR!, { recursive: true, force: true });
            if (kind === 'postgres') await withAdminClient(client => client.query(`DROP DATABASE IF EXISTS ${databaseName(db)} WITH (FORCE)`));
        },
    };
    return db;
}

function databaseName(db: ScratchDatabase): string {
    return new URL(db.env.DATABASE_URL!).pathname.slice(1);
}

async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
    const client = new Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    try {
        return await work(client);
    } finally {
        await client.end();
    }
}
