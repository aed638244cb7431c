import { RequestContext, TransactionalConnection } from '@vendure/core';
import type { Statement } from 'better-sqlite3';
import type { ObjectLiteral, QueryRunner, SelectQueryBuilder } from 'typeorm';

import { inSqliteTurn } from '../config/sqlite-turns';

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
 * `rawQuery` for a read whose rows are read by position: each row the statement's columns in
 * their order. On SQLite no object is made for each row (better-sqlite3's raw mode, on TypeORM's
 * prepared statement, in the connection's turn as any query; logged as TypeORM logs one): a page
 * of cards is read a third faster (docs/performance.md#campaign-lists). PostgreSQL's rows are
 * objects whose keys keep the columns' order; they are read in it.
 */
export async function rawRowsInColumnOrder(
    connection: TransactionalConnection,
    ctx: RequestContext,
    sql: string,
    params: unknown[] = [],
): Promise<unknown[][]> {
    if (isPostgres(connection)) return (await rawQuery<Record<string, unknown>>(connection, ctx, sql, params)).map(row => Object.values(row));
    const { runner, statement } = await preparedOnSqlite(connection, ctx, sql, params);
    return inSqliteTurn(runner, () => rawRowsOf(statement, params));
}

/** TypeORM's prepared statement for `sql` on SQLite, with the request's query runner; logged as TypeORM logs a query. */
async function preparedOnSqlite(connection: TransactionalConnection, ctx: RequestContext, sql: string, params: unknown[]) {
    const manager = connection.getRepository(ctx, 'Campaign').manager;
    const runner = (manager.queryRunner ?? manager.connection.createQueryRunner()) as QueryRunner & { getStmt(sql: string): Promise<Statement> };
    manager.connection.logger.logQuery(sql, params, runner);
    return { runner, statement: await runner.getStmt(sql) };
}

/** A prepared statement's rows as arrays. The statement is TypeORM's, shared with its `query`: raw only for this run (no await between). */
function rawRowsOf(statement: Statement, params: unknown[]): unknown[][] {
    statement.raw(true);
    try {
        return statement.all(...params) as unknown[][];
    } finally {
        statement.raw(false);
    }
}

/**
 * A query's rows, each as the columns `aliases` in that order (a page's ids and their versions),
 * the query selecting those columns under those aliases: on SQLite read as arrays (better-sqlite3's
 * raw mode, as `rawRowsInColumnOrder`) and put in that order by the statement's column names, on
 * PostgreSQL as TypeORM reads its rows (by alias).
 */
export async function columnsOf(
    connection: TransactionalConnection,
    ctx: RequestContext,
    qb: SelectQueryBuilder<ObjectLiteral>,
    aliases: readonly string[],
): Promise<unknown[][]> {
    if (isPostgres(connection)) return (await qb.getRawMany<Record<string, unknown>>()).map(row => aliases.map(alias => row[alias]));
    const [sql, params] = qb.getQueryAndParameters();
    const { runner, statement } = await preparedOnSqlite(connection, ctx, sql, params);
    // TypeORM orders an entity's selected columns as the entity declares them, not as asked.
    const names = statement.columns().map(column => column.name);
    const at = aliases.map(alias => names.indexOf(alias));
    const rows = await inSqliteTurn(runner, () => rawRowsOf(statement, params));
    return rows.map(row => at.map(i => row[i]));
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
