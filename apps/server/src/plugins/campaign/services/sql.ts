import { RequestContext, TransactionalConnection } from '@vendure/core';

/**
 * Runs one raw statement on the request's transaction. Raw SQL is used only where a single
 * atomic statement is the point (conditional counter updates with RETURNING, upserts): on
 * SQLite concurrent requests of one process share a connection, so a read-then-write pair
 * could interleave, while one statement cannot.
 */
export async function rawQuery<T = any>(
    connection: TransactionalConnection,
    ctx: RequestContext,
    sql: string,
    params: unknown[] = [],
): Promise<T[]> {
    const isPostgres = connection.rawConnection.options.type === 'postgres';
    let i = 0;
    const text = isPostgres ? sql.replace(/\?/g, () => `$${++i}`) : sql;
    const result = await connection.getRepository(ctx, 'Campaign').manager.query(text, params);
    // The postgres driver answers UPDATE ... RETURNING with [rows, affectedCount].
    if (isPostgres && Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
        return result[0];
    }
    return Array.isArray(result) ? result : [];
}

export function isPostgres(connection: TransactionalConnection): boolean {
    return connection.rawConnection.options.type === 'postgres';
}
