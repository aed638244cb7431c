import { AsyncLocalStorage } from 'node:async_hooks';

import { Logger } from '@vendure/core';
import { TransactionWrapper } from '@vendure/core/dist/connection/transaction-wrapper';
import { EntityManager, type QueryRunner } from 'typeorm';
import { BetterSqlite3QueryRunner } from 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner';

/**
 * One transaction at a time on the embedded SQLite database.
 *
 * TypeORM's better-sqlite3 driver hands every caller the same QueryRunner, so two requests' transactions
 * on one connection nest as savepoints of each other: one request's rollback undoes the other's work (or
 * commits work that was meant to be undone), and a COMMIT ends both. PostgreSQL gives each transaction
 * its own connection and is untouched by this.
 *
 * Here a transaction takes the connection's turn when it begins and gives it back when it ends; a
 * transaction begun while another flow holds the turn waits, and so does a query outside any
 * transaction (which would otherwise run inside the other flow's). Work nested in the holder's flow
 * (Vendure's inherited query runner, a savepoint) goes straight through. The flow is told apart by an
 * AsyncLocalStorage token set where transactions start (Vendure's TransactionWrapper, TypeORM's
 * `transaction()`). Top-level transactions begin IMMEDIATE, so a second process (the worker) waits on
 * busy_timeout for the write lock at the start instead of failing midway on an upgrade.
 * docs/server.md#database-and-migrations.
 */

const flows = new AsyncLocalStorage<object>();
/** The owner of a transaction begun outside any token (TypeORM's migrations at start). */
const UNTOKENED = {};
const logger = 'SqliteTurns';
/** A wait this long means a holder is stuck (or waits on a request that waits for it): say so. */
const LONG_WAIT_MS = 15_000;

/** Held between one owner giving the turn and the next waiter taking it, so nobody slips in. */
const PASSING = {};
/** The flows that hold a turn now, with the runner whose turn they hold. */
const owning = new WeakMap<object, Runner>();

class ConnectionTurn {
    constructor(private readonly runner: Runner) {}

    private owner: object | undefined;
    private since = 0;
    private readonly waiting: Array<() => void> = [];

    isOwner(flow: object): boolean {
        return this.owner === flow;
    }

    async take(flow: object): Promise<void> {
        if (this.owner !== undefined) {
            const warn = setTimeout(
                () => Logger.warn(`A query has waited ${LONG_WAIT_MS / 1000} s for a transaction begun ${Date.now() - this.since} ms ago`, logger),
                LONG_WAIT_MS,
            );
            warn.unref();
            await new Promise<void>(resolve => this.waiting.push(resolve));
            clearTimeout(warn);
        }
        this.owner = flow;
        owning.set(flow, this.runner);
        this.since = Date.now();
    }

    give(): void {
        const next = this.waiting.shift();
        if (this.owner) owning.delete(this.owner);
        this.owner = undefined;
        // The next waiter becomes owner synchronously in its continuation; mark the turn taken meanwhile.
        if (next) {
            this.owner = PASSING;
            next();
        }
    }
}

const turns = new WeakMap<Runner, ConnectionTurn>();
function turnOf(runner: Runner): ConnectionTurn {
    let turn = turns.get(runner);
    if (!turn) turns.set(runner, (turn = new ConnectionTurn(runner)));
    return turn;
}

const currentFlow = () => flows.getStore() ?? UNTOKENED;
const isSqlite = (type: unknown) => type === 'better-sqlite3' || type === 'sqlite';

type Runner = BetterSqlite3QueryRunner & { transactionDepth: number; isTransactionActive: boolean };

let installed = false;

/** Patches the SQLite query runner and the transaction entry points once per process. */
export function serialiseSqliteTransactions(): void {
    if (installed) return;
    installed = true;
    const runner = BetterSqlite3QueryRunner.prototype as unknown as Runner;

    const startTransaction = runner.startTransaction;
    runner.startTransaction = async function (this: Runner, isolationLevel) {
        const turn = turnOf(this);
        const flow = currentFlow();
        // A savepoint in the holder's own open transaction. (Depth 0 while this flow still holds the
        // turn is the moment between its COMMIT and giving the turn back: a new transaction waits.)
        if (turn.isOwner(flow) && this.transactionDepth > 0) return startTransaction.call(this, isolationLevel);
        await turn.take(flow);
        try {
            await startTransaction.call(this, isolationLevel);
        } catch (error) {
            // TypeORM marks the transaction active before BEGIN: undo that when BEGIN itself failed.
            if (this.transactionDepth === 0) this.isTransactionActive = false;
            turn.give();
            throw error;
        }
    };

    for (const name of ['commitTransaction', 'rollbackTransaction'] as const) {
        const end = runner[name];
        runner[name] = async function (this: Runner) {
            try {
                await end.call(this);
            } finally {
                const turn = turnOf(this);
                if (this.transactionDepth === 0 && turn.isOwner(currentFlow())) turn.give();
            }
        };
    }

    const query = runner.query;
    runner.query = function (this: Runner, sql: string, ...rest: unknown[]) {
        return inSqliteTurn(this, owner => query.call(this, owner && sql === 'BEGIN TRANSACTION' ? 'BEGIN IMMEDIATE TRANSACTION' : sql, ...(rest as [])));
    } as Runner['query'];

    // A fresh token for each transaction begun outside the holder's open transaction. A flow that
    // inherits the holder's token but runs apart from it (an event subscriber woken by its commit)
    // so gets a turn of its own instead of nesting in whatever transaction is open then.
    const inFlow = <T>(run: () => Promise<T>, sqlite: boolean): Promise<T> => {
        if (!sqlite) return run();
        const store = flows.getStore();
        const holding = store && owning.get(store);
        if (holding && holding.transactionDepth > 0) return run();
        return flows.run({}, run);
    };

    const executeInTransaction = TransactionWrapper.prototype.executeInTransaction;
    TransactionWrapper.prototype.executeInTransaction = function (this: TransactionWrapper, ...args: Parameters<typeof executeInTransaction>) {
        const connection = args[4];
        return inFlow(() => executeInTransaction.apply(this, args), isSqlite(connection.options.type));
    } as typeof executeInTransaction;

    const transaction = EntityManager.prototype.transaction;
    EntityManager.prototype.transaction = function (this: EntityManager, ...args: unknown[]) {
        return inFlow(() => (transaction as (...a: unknown[]) => Promise<unknown>).apply(this, args), isSqlite(this.connection.options.type));
    } as typeof transaction;
}

/**
 * Runs `run` on the embedded connection in its turn, as every query is run: at once in the flow
 * that holds the turn (`owner`: its open transaction's own work), otherwise once the holder's
 * transaction has ended, holding the turn until `run` settles. For reads made beside TypeORM's
 * `query` (rows as arrays, src/common/sql.ts), so they never see another flow's uncommitted work.
 */
export async function inSqliteTurn<T>(runner: QueryRunner, run: (owner: boolean) => T | Promise<T>): Promise<T> {
    const turn = turnOf(runner as Runner);
    const flow = currentFlow();
    if (turn.isOwner(flow)) return run(true);
    await turn.take(flow);
    try {
        return await run(false);
    } finally {
        turn.give();
    }
}
