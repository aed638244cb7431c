import { RequestContext, TransactionalConnection } from '@vendure/core';

export function isPostgres(connection: TransactionalConnection): boolean {
    return connection.rawConnection.options.type === 'postgres';
}

/** The postgres driver answers UPDATE/DELETE … RETURNING with [rows, affectedCount]. */
function rowsOf<T>(result: unknown, postgres: boolean): T[] {
    if (postgres && Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
        return result[0];
    }
    return Array.isArray(result) ? result : [];
}

/**
 * Runs one raw statement on the request's transaction. Raw SQL is used only where a single
 * atomic statement is the point (conditional counter updates with RETURNING, upserts): on
 * SQLite concurrent requests of one process share a connection, so a read-then-write pair
 * could interleave, while one statement cannot.
 */
export async function rawQuery<T = unknown>(connection: TransactionalConnection, ctx: RequestContext, sql: string, params: unknown[] = []): Promise<T[]> {
    const postgres = isPostgres(connection);
    let i = 0;
    const text = postgres ? sql.replace(/\?/g, () => `$${++i}`) : sql;
    const result = await connection.getRepository(ctx, 'Campaign').manager.query(text, params);
    return rowsOf<T>(result, postgres);
}

/**
 * Runs one statement with `:name` parameters (`?` for SQLite, `$n` for PostgreSQL) on the
 * raw connection (or `execute`, e.g. a pool of its own) and returns its rows. On PostgreSQL that
 * is a connection outside the request's transaction (autocommit; a row is locked only for the
 * statement). On SQLite TypeORM shares one
 * connection per process, so the statement joins whatever transaction is open and commits
 * with it (within one process there is nothing to lock against).
 */
export async function runStatement<T = unknown>(
    connection: TransactionalConnection,
    sql: string,
    params: Record<string, unknown>,
    execute: (text: string, values: unknown[]) => Promise<unknown> = (text, values) => connection.rawConnection.query(text, values),
): Promise<T[]> {
    const postgres = isPostgres(connection);
    const values: unknown[] = [];
    const positions = new Map<string, number>();
    const text = sql.replace(/:([a-zA-Z]\w*)/g, (_, name: string) => {
        if (!(name in params)) throw new Error(`No value for :${name}`);
        if (!postgres) {
            values.push(params[name]);
            return '?';
        }
        if (!positions.has(name)) {
            values.push(params[name]);
            positions.set(name, values.length);
        }
        return `$${positions.get(name)}`;
    });
    return rowsOf<T>(await execute(text, values), postgres);
}
