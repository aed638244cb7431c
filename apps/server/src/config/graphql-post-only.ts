import type { NextFunction, Request, Response } from 'express';
import type { Middleware } from '@vendure/core';

/**
 * GraphQL over GET is off (docs/contract.md#transport): queries in URLs end up in logs and caches, and the
 * client only ever POSTs. CORS preflights (OPTIONS) still pass through.
 */
export function graphqlPostOnly(apiPaths: string[]): Middleware[] {
    return apiPaths.map(apiPath => ({
        route: `/${apiPath}`,
        beforeListen: true,
        handler: (req: Request, res: Response, next: NextFunction) => {
            if (req.method !== 'GET' && req.method !== 'HEAD') return next();
            res.status(405)
                .set('Allow', 'POST')
                .json({ errors: [{ message: 'GraphQL requests must use POST', extensions: { code: 'METHOD_NOT_ALLOWED' } }] });
        },
    }));
}
