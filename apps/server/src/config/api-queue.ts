import type { NextFunction, Request, Response } from 'express';
import { Logger, type Middleware } from '@vendure/core';

import { RETRY_AFTER_SECONDS } from '../plugins/startup';
import { BRIEFLY_UNAVAILABLE } from './outage-errors';

interface Waiter {
    run: () => void;
    timer: NodeJS.Timeout;
}

/**
 * Turns for one process's GraphQL requests: at most `concurrency` run at once, the others wait in
 * arrival order, each at most `timeoutMs` (docs/deploy.md#a-burst-waits-its-turn).
 */
export class ApiQueue {
    private running = 0;
    /** In arrival order (a Set keeps insertion order), so a waiter that gives up leaves in O(1). */
    private readonly waiting = new Set<Waiter>();

    constructor(
        readonly concurrency: number,
        readonly timeoutMs: number,
    ) {}

    /** Requests running now and waiting now. */
    get counts() {
        return { running: this.running, waiting: this.waiting.size };
    }

    /**
     * `run` now if there is a free turn, else once one frees (then `done` must be called when it
     * ends), or `refuse` when the wait runs out. The answer cancels a wait (the caller went away):
     * neither is called after it.
     */
    admit(run: () => void, refuse: () => void): () => void {
        if (this.running < this.concurrency) {
            this.running++;
            run();
            return () => {};
        }
        const waiter: Waiter = {
            run,
            timer: setTimeout(() => {
                this.waiting.delete(waiter);
                refuse();
            }, this.timeoutMs),
        };
        this.waiting.add(waiter);
        return () => {
            if (this.waiting.delete(waiter)) clearTimeout(waiter.timer);
        };
    }

    /** A running request ended: its turn goes to the longest waiting one. */
    done(): void {
        const [next] = this.waiting;
        if (!next) {
            this.running--;
            return;
        }
        this.waiting.delete(next);
        clearTimeout(next.timer);
        next.run();
    }
}

/**
 * GraphQL POSTs on `apiPaths` take turns from one queue for the process (`concurrency` 0: no
 * queue). A burst of checkouts then waits here, in arrival order, instead of at the database pool,
 * whose wait is short on purpose (it catches a pool run dry): with 150 checkouts at once on a
 * server, each transaction held its connection while the others' work ran, and the last in line
 * waited past DB_POOL_TIMEOUT_MS. A request that waits longer than `timeoutMs` answers as an outage
 * does (503, Retry-After, SERVICE_UNAVAILABLE: the app tries again) having changed nothing.
 * Other routes (health, live progress, pictures, pages) never wait.
 */
export function apiQueue(apiPaths: string[], { concurrency, timeoutMs }: { concurrency: number; timeoutMs: number }): Middleware[] {
    if (!concurrency) return [];
    const queue = new ApiQueue(concurrency, timeoutMs);
    const handler = (req: Request, res: Response, next: NextFunction) => {
        if (req.method !== 'POST') return next();
        const cancel = queue.admit(
            () => {
                res.once('close', () => queue.done());
                next();
            },
            () => {
                Logger.warn(`Answered 503: a request waited ${timeoutMs} ms for its turn (${queue.counts.waiting} still waiting)`, 'ApiQueue');
                res.status(503).set({ 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' });
                res.json({ errors: [BRIEFLY_UNAVAILABLE] });
            },
        );
        // The shopper gave up while waiting: the turn goes to the next one.
        res.once('close', cancel);
    };
    return apiPaths.map(apiPath => ({ route: `/${apiPath}`, beforeListen: true, handler }));
}
