import { BetterSqlite3QueryRunner } from 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner';

/**
 * How many prepared statements the embedded SQLite connection keeps (TypeORM's `statementCacheSize`,
 * 100 by default). A checkout runs about 130 different statement texts, of which about 90 carry the
 * order's own ids inline (TypeORM writes relation ids into the SQL) and are never seen again.
 */
export const SQLITE_STATEMENT_CACHE_SIZE = 250;

type Runner = { stmtCache: Map<string, unknown> };
let patched = false;

/**
 * Keeps the statements in use prepared on the embedded SQLite connection (docs/performance.md,
 * "Checkout under a burst").
 *
 * TypeORM's better-sqlite3 runner caches prepared statements first in, first out: a hit does not
 * keep a statement, so the one-off texts of each order (about 90 a checkout) push out the ones every
 * checkout runs, and under a burst nearly every statement was compiled again by SQLite (`prepare`
 * was 11 % of the server's CPU in a profile of 300 simultaneous checkouts). Here a hit moves the
 * statement to the back of the queue, so the cache evicts the least recently used one: the one-off
 * texts leave first. What is cached and how it is run are TypeORM's own; PostgreSQL is untouched.
 */
export function keepUsedSqliteStatements(): void {
    if (patched) return;
    patched = true;
    const runner = BetterSqlite3QueryRunner.prototype as unknown as { getStmt(this: Runner, query: string): Promise<unknown> };
    const getStmt = runner.getStmt;
    runner.getStmt = function (this: Runner, query: string) {
        const stmt = this.stmtCache.get(query);
        if (stmt === undefined) return getStmt.call(this, query);
        this.stmtCache.delete(query);
        this.stmtCache.set(query, stmt);
        return Promise.resolve(stmt);
    };
}
