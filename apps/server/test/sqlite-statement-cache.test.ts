import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bindSqliteIntegers, keepUsedSqliteStatements } from '../src/config/sqlite-statement-cache';

/**
 * The embedded database's prepared statements (src/config/sqlite-statement-cache.ts): a statement in
 * use stays prepared while one-off statements pass through the cache, where TypeORM's own cache
 * (first in, first out) pushed it out after as many new statements as it holds.
 */
describe('SQLite keeps the statements in use prepared', () => {
    let dataSource: DataSource;
    let dir: string;
    const cache = () => (dataSource.createQueryRunner() as unknown as { stmtCache: Map<string, unknown> }).stmtCache;

    beforeAll(async () => {
        keepUsedSqliteStatements();
        bindSqliteIntegers();
        dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-sqlite-statements-'));
        dataSource = new DataSource({ type: 'better-sqlite3', database: path.join(dir, 'shop.sqlite'), statementCacheSize: 3 });
        await dataSource.initialize();
        await dataSource.query("CREATE TABLE line (id INTEGER PRIMARY KEY, orderId INTEGER NOT NULL, sku VARCHAR NOT NULL DEFAULT '')");
        await dataSource.query('INSERT INTO line (orderId) VALUES (1), (2), (3), (4), (5), (6)');
    });
    afterAll(async () => {
        await dataSource?.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
    });

    it('a statement run between one-off ones is prepared once and never pushed out; the least recently used leaves', async () => {
        const hot = 'SELECT count(*) AS n FROM line WHERE orderId > ?';
        expect(await dataSource.query(hot, [0])).toEqual([{ n: 6 }]);
        const prepared = cache().get(hot);
        expect(prepared).toBeDefined();
        // Order ids written into the SQL, as TypeORM writes relation ids: each text is run once.
        for (let order = 1; order <= 6; order++) {
            expect(await dataSource.query(`SELECT id FROM line WHERE orderId = ${order}`)).toHaveLength(1);
            expect(await dataSource.query(hot, [order])).toEqual([{ n: 6 - order }]);
            // The same prepared statement every time, with the cache never above its size.
            expect(cache().get(hot)).toBe(prepared);
            expect(cache().size).toBeLessThanOrEqual(3);
        }
        expect([...cache().keys()]).toEqual(['SELECT id FROM line WHERE orderId = 5', 'SELECT id FROM line WHERE orderId = 6', hot]);
    });

    it("TypeORM's whole-number parameters are bound, not written into the SQL: one text for every order, with an integer's meaning", async () => {
        const builder = (order: number) =>
            dataSource
                .createQueryBuilder()
                .select('line.id', 'id')
                .addSelect(':half', 'half')
                .from('line', 'line')
                .where('line.orderId = :order', { order })
                .orWhere('line.sku = :sku', { sku: order * 10 })
                .setParameter('half', 7 / 2);
        const [first, firstParameters] = builder(1).getQueryAndParameters();
        const [second] = builder(2).getQueryAndParameters();
        // The same statement text whatever the order, so SQLite compiles it once.
        expect(second).toBe(first);
        expect(first).not.toMatch(/= 1\b/);
        expect(firstParameters).toEqual([1n, 10n]);
        // A fraction is left as TypeORM writes it.
        expect(first).toContain('3.5');
        await dataSource.query(`UPDATE line SET sku = '40' WHERE orderId = 4`);
        // An integer, not a REAL: compared with a text column it reads '40' (a REAL would read '40.0').
        expect(await builder(4).getRawMany()).toEqual([{ id: 4, half: 3.5 }]);
        expect(await builder(3).getRawMany()).toEqual([{ id: 3, half: 3.5 }]);
        // Integer arithmetic stays integer: 7 / 2 is 3 in SQLite for two integers.
        const [{ quotient }] = await dataSource
            .createQueryBuilder()
            .select(':a / :b', 'quotient')
            .from('line', 'line')
            .setParameters({ a: 7, b: 2 })
            .limit(1)
            .getRawMany();
        expect(quotient).toBe(3);
    });
});
