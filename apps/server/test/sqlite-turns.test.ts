import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { RequestContext } from '@vendure/core';
import { TRANSACTION_MANAGER_KEY } from '@vendure/core/dist/common/constants';
import { TransactionWrapper } from '@vendure/core/dist/connection/transaction-wrapper';
import { DataSource, EntityManager } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { inSqliteTurn, serialiseSqliteTransactions } from '../src/config/sqlite-turns';

/**
 * The embedded database's transactions one at a time (src/config/sqlite-turns.ts). TypeORM's
 * better-sqlite3 driver shares one query runner, so without the turns a second request's transaction
 * nests inside the first as a savepoint and each one's rollback or commit lands on the other's work.
 */
describe('SQLite transactions take turns on the one connection', () => {
    let dataSource: DataSource;
    let dir: string;

    beforeAll(async () => {
        serialiseSqliteTransactions();
        dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-sqlite-turns-'));
        dataSource = new DataSource({
            type: 'better-sqlite3',
            database: path.join(dir, 'shop.sqlite'),
            prepareDatabase: db => {
                db.pragma('journal_mode = WAL');
                db.pragma('busy_timeout = 5000');
            },
        });
        await dataSource.initialize();
        await dataSource.query('CREATE TABLE payment (name TEXT NOT NULL UNIQUE)');
    });
    afterAll(async () => {
        await dataSource?.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
    });
    beforeEach(() => dataSource.query('DELETE FROM payment'));

    const saved = async () => ((await dataSource.query('SELECT name FROM payment ORDER BY name')) as Array<{ name: string }>).map(row => row.name);
    const record = (manager: EntityManager, name: string) => manager.query('INSERT INTO payment (name) VALUES (?)', [name]);
    const nextTick = () => new Promise(resolve => setTimeout(resolve, 5));

    it('a failing transaction undoes only its own work, not that of a transaction begun while it ran', async () => {
        let firstRecorded!: () => void;
        const recorded = new Promise<void>(resolve => (firstRecorded = resolve));

        const failing = dataSource.transaction(async manager => {
            await record(manager, 'declined');
            firstRecorded();
            await nextTick();
            throw new Error('the gateway declined');
        });
        await recorded;
        const succeeding = dataSource.transaction(manager => record(manager, 'settled'));

        await expect(failing).rejects.toThrow('the gateway declined');
        await succeeding;
        expect(await saved()).toEqual(['settled']);
    });

    it('a query outside any transaction waits for an open one instead of being rolled back with it', async () => {
        let opened!: () => void;
        const open = new Promise<void>(resolve => (opened = resolve));
        const failing = dataSource.transaction(async manager => {
            await record(manager, 'declined');
            opened();
            await nextTick();
            throw new Error('declined');
        });
        await open;
        const loose = record(dataSource.manager, 'callback');

        await expect(failing).rejects.toThrow();
        await loose;
        expect(await saved()).toEqual(['callback']);
    });

    it("a read beside TypeORM's query (rows as arrays) waits for an open transaction, and runs at once inside its own", async () => {
        const runner = dataSource.createQueryRunner();
        const statement = (dataSource.driver as unknown as { databaseConnection: import('better-sqlite3').Database }).databaseConnection.prepare(
            'SELECT name FROM payment ORDER BY name',
        );
        const names = () => statement.raw(true).all() as string[][];
        let opened!: () => void;
        const open = new Promise<void>(resolve => (opened = resolve));
        let insideOwn: string[][] = [];
        const failing = dataSource.transaction(async manager => {
            await record(manager, 'declined');
            insideOwn = await inSqliteTurn(manager.queryRunner!, names);
            opened();
            await nextTick();
            throw new Error('declined');
        });
        await open;
        const outside = inSqliteTurn(runner, names);

        await expect(failing).rejects.toThrow();
        // Its own transaction's row inside; outside, never the row that was rolled back.
        expect(insideOwn).toEqual([['declined']]);
        expect(await outside).toEqual([]);
    });

    it("Vendure's request transactions take turns too, and work nested in one stays in it", async () => {
        const wrapper = new TransactionWrapper();
        const managerOf = (ctx: RequestContext) => (ctx as unknown as Record<symbol, EntityManager>)[TRANSACTION_MANAGER_KEY];
        const requests = Array.from({ length: 20 }, (_, i) =>
            wrapper.executeInTransaction(
                RequestContext.empty(),
                async ctx => {
                    await record(managerOf(ctx), `order-${i}`);
                    // A savepoint inside the request's own transaction: must not wait for itself.
                    await managerOf(ctx).transaction(nested => record(nested, `order-${i}-ticket`));
                    await nextTick();
                    if (i % 2) throw new Error(`request ${i} failed`);
                },
                'auto',
                undefined,
                dataSource,
            ),
        );
        const outcomes = await Promise.allSettled(requests);

        expect(outcomes.filter(outcome => outcome.status === 'rejected')).toHaveLength(10);
        const expected = Array.from({ length: 10 }, (_, k) => [`order-${2 * k}`, `order-${2 * k}-ticket`]).flat();
        expect(await saved()).toEqual(expected.sort());
    });
});
