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
 * a freshly created PostgreSQL database. Used by tests and by the migration scripts.
 */
export async function createScratchDatabase(kind: DatabaseKind): Promise<ScratchDatabase> {
    const name = `tuah_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;
    if (kind === 'sqlite') {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-'));
        return {
            kind,
            env: { DATA_DIR: dir, SQLITE_FILE: path.join(dir, `${name}.sqlite`), DATABASE_URL: '' },
            drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
        };
    }
    await withAdminClient(client => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-'));
    return {
        kind,
        env: { DATA_DIR: dir, DATABASE_URL: url.toString() },
        drop: async () => {
            fs.rmSync(dir, { recursive: true, force: true });
            await withAdminClient(client => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
        },
    };
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
