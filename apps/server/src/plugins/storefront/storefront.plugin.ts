import fs from 'node:fs';
import path from 'node:path';

import express, { NextFunction, Request, Response } from 'express';
import { PluginCommonModule, VendurePlugin } from '@vendure/core';

export interface StorefrontPluginOptions {
    /** The storefront's production build (vite build output). */
    distDir: string;
}

/** Hashed build output lives here (vite `build.assetsDir`); `/assets` belongs to the asset server. */
const HASHED_DIR = '/static/';
/** Paths the SPA fallback must never answer, so API, asset, payment and dev-tool 404s stay 404s. */
const SERVER_PATHS = /^\/(shop-api|admin-api|assets|health|dev|payments|invoices)(\/|$)/;

/**
 * Serves the built storefront from the same process and port as the API: hashed files cached
 * for good, index.html never cached (so a deploy is picked up at once), and every other page
 * path answered with index.html so the client-side router can draw it (including its own
 * "Page Not Found").
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    configuration: config => {
        config.apiOptions.middleware.push(
            { route: '/', beforeListen: true, handler: serveBuiltFiles(StorefrontPlugin.options.distDir) },
            { route: '/', beforeListen: true, handler: serveIndexHtml(StorefrontPlugin.options.distDir) },
        );
        return config;
    },
    compatibility: '^3.0.0',
})
export class StorefrontPlugin {
    static options: StorefrontPluginOptions;

    static init(options: StorefrontPluginOptions) {
        this.options = options;
        return StorefrontPlugin;
    }
}

function serveBuiltFiles(distDir: string) {
    return express.static(distDir, {
        index: false,
        setHeaders: (res, filePath) => {
            const urlPath = '/' + path.relative(distDir, filePath).split(path.sep).join('/');
            res.setHeader(
                'Cache-Control',
                urlPath.startsWith(HASHED_DIR) ? 'public, max-age=31536000, immutable' : 'no-cache',
            );
        },
    });
}

function serveIndexHtml(distDir: string) {
    const indexFile = path.join(distDir, 'index.html');
    return (req: Request, res: Response, next: NextFunction) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
        // A missing hashed file is a real 404, not a page: answering HTML would break the script loader.
        if (req.path.startsWith(HASHED_DIR) || !req.accepts('html')) return next();
        if (!fs.existsSync(indexFile)) {
            res.status(503).type('text').send('The storefront is not built yet: run `npm run build`.');
            return;
        }
        res.setHeader('Cache-Control', 'no-cache');
        res.sendFile(indexFile);
    };
}
