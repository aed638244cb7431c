import { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver';
import { BetterSqlite3QueryRunner } from 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner';

/**
 * How many prepared statements the embedded SQLite connection keeps (TypeORM's `statementCacheSize`,
 * 100 by default). A checkout runs about 130 different statement texts; until they were bound
 * (`bindSqliteIntegers`), about 90 carried the order's own ids inline and were never seen again.
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

type Parameters = Record<string, unknown>;
let integersBound = false;
type Escape = (sql: string, parameters: Parameters, nativeParameters: Parameters) => [string, unknown[]];

/**
 * Binds the whole numbers of TypeORM's named parameters on the embedded SQLite connection instead
 * of writing them into the SQL (docs/performance.md, "Checkout under a burst").
 *
 * TypeORM's SQLite driver writes every number parameter into the statement's text (`WHERE "orderId"
 * = 3`, `VALUES (…, 3700, …)`), so each order, customer and price made statements of their own
 * that SQLite compiled, ran once and threw away: about 90 of a checkout's 130 texts, and compiling
 * was 7 % of the server's CPU under a burst. A whole number is bound as a 64-bit integer (a BigInt,
 * which better-sqlite3 binds with `sqlite3_bind_int64`; a JavaScript number it would bind as a
 * REAL), so SQLite sees the same value and type an integer literal gives it and the text stays the
 * same from order to order. Fractions, and values TypeORM binds already (strings, dates, lists),
 * are left to TypeORM as they were. PostgreSQL binds every parameter already.
 */
export function bindSqliteIntegers(): void {
    if (integersBound) return;
    integersBound = true;
    const driver = BetterSqlite3Driver.prototype as unknown as { escapeQueryWithParameters: Escape };
    const escape = driver.escapeQueryWithParameters;
    driver.escapeQueryWithParameters = function (this: unknown, sql, parameters, nativeParameters) {
        let bound: Parameters | undefined;
        for (const key of Object.keys(parameters ?? {})) {
            const value = parameters[key];
            if (typeof value === 'number' && Number.isSafeInteger(value)) (bound ??= { ...parameters })[key] = BigInt(value);
        }
        return escape.call(this, sql, bound ?? parameters, nativeParameters);
    };
}
