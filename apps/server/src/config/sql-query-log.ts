import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';

import type { NextFunction, Request, Response } from 'express';
import type { Middleware } from '@vendure/core';
import { TypeOrmLogger } from '@vendure/core/dist/config/logger/typeorm-logger';
import type { QueryRunner } from 'typeorm';

/** A request carrying this header has its SQL statements written to the log under the header's value. */
export const SQL_LOG_TAG_HEADER = 'x-sql-log-tag';

const requestTag = new AsyncLocalStorage<string>();

/**
 * Tests only (`SQL_QUERY_LOG=<file>`): appends each SQL statement run while serving a request
 * that carries an `x-sql-log-tag` header to the file, as one line `<tag><TAB><statement>`, so a
 * test can count what one GraphQL request costs. Statements are attributed to their request
 * (AsyncLocalStorage), so the job queue's polling, scheduled tasks and other requests running
 * at the same time do not blur the count. Vendure's own TypeORM logging is kept.
 */
export class SqlQueryLogger extends TypeOrmLogger {
    private readonly fd: number;

    constructor(file: string) {
        super(false);
        this.fd = fs.openSync(file, 'a');
    }

    logQuery(query: string, parameters?: unknown[], queryRunner?: QueryRunner) {
        const tag = requestTag.getStore();
        // One synchronous append per statement: lines never interleave, and the test may read the file at once.
        if (tag) fs.writeSync(this.fd, `${tag}\t${query.replace(/\s+/g, ' ').trim()}\n`);
        return super.logQuery(query, parameters, queryRunner);
    }
}

/**
 * Runs each API request that carries the tag header inside its tag's async context. Not a
 * "beforeListen" middleware: Nest applies these after the body is parsed, so everything from
 * here to the response (guards, resolvers, field resolvers) continues in the same context.
 */
export function sqlLogTagMiddleware(apiPaths: string[]): Middleware[] {
    return apiPaths.map(route => ({
        route,
        handler: (req: Request, _res: Response, next: NextFunction) => {
            const tag = req.get(SQL_LOG_TAG_HEADER);
            if (!tag) return next();
            requestTag.run(tag, next);
        },
    }));
}
