import Database from 'better-sqlite3';
import { Client } from 'pg';

import type { TestServer } from './test-server';

/**
 * Runs one SQL statement on a test server's scratch database and returns its rows: for
 * arranging what no API can produce yet, or for looking at rows while the server is down.
 * Parameters are written `$1, $2, ...` for both database kinds.
 */
export async function queryDatabase<T = any>(server: Pick<TestServer, 'database'>, sql: string, params: unknown[] = []): Promise<T[]> {
    if (server.database.kind === 'sqlite') {
        const db = new Database(server.database.env.SQLITE_FILE);
        try {
            // The server may be writing at the same moment: wait for its lock as it waits for ours.
            db.pragma('busy_timeout = 5000');
            const statement = db.prepare(sql.replace(/\$\d+/g, '?'));
            return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as T[];
        } finally {
            db.close();
        }
    }
    const client = new Client({ connectionString: server.database.env.DATABASE_URL });
    await client.connect();
    try {
        return (await client.query(sql, params as any[])).rows;
    } finally {
        await client.end();
    }
}
