import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import type { Middleware } from '@vendure/core';

/**
 * API answers are compressed when the client accepts it: a campaign list is mostly repeated
 * field names and shrinks several times over. Small answers (under 1 KB) are not worth the CPU.
 */
export function apiCompression(apiPaths: string[]): Middleware[] {
    const handler = compression({ threshold: 1024 });
    return apiPaths.map(apiPath => ({ route: `/${apiPath}`, beforeListen: true, handler }));
}

/**
 * Pictures keep their name for life (a changed picture is a new asset), so browsers may keep them
 * a month and revalidate with the ETag after that.
 */
export const ASSET_CACHE_HEADER = 'public, max-age=2592000, stale-while-revalidate=86400';

/**
 * The asset server sends its cache header only for pictures it has already stored; the first
 * request for a new size is answered uncached. Setting the header up front covers that one too.
 */
export function assetCacheLifetime(assetPath: string): Middleware {
    return {
        route: `/${assetPath}`,
        beforeListen: true,
        handler: (req: Request, res: Response, next: NextFunction) => {
            if (req.method === 'GET' || req.method === 'HEAD') res.setHeader('Cache-Control', ASSET_CACHE_HEADER);
            next();
        },
    };
}
