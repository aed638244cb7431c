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
const SERVER_PATHS = /^\/(shop-api|admin-api|assets|health|dev|payments|invoices|live|dashboard|code-batches|exports|beacon|fairness-log|myinvois-sim)(\/|$)/;

/**
 * Serves the built storefront from the same process and port as the API: hashed files cached
 * for good, index.html never cached (so a deploy is picked up at once), and every other page
 * path answered with index.html so the client-side router can draw it (including its own
 * "Page Not Found"). Files the build compressed (`.br`, `.gz` beside them) go out compressed
 * when the browser accepts it, so nothing is compressed per request.
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

/** The build's compressed twins, best first (apps/storefront/scripts/compress.mjs writes them). */
const PRECOMPRESSED = [
    { encoding: 'br', suffix: '.br' },
    { encoding: 'gzip', suffix: '.gz' },
] as const;

/** Whether the request's Accept-Encoding allows `encoding` (a `q=0` refuses it). */
function accepts(req: Request, encoding: string): boolean {
    const header = req.headers['accept-encoding'];
    if (typeof header !== 'string') return false;
    return header.split(',').some(part => {
        const [name, ...params] = part.trim().split(';');
        if (name.trim().toLowerCase() !== encoding) return false;
        const q = params.map(p => p.trim()).find(p => p.startsWith('q='));
        return !q || Number(q.slice(2)) > 0;
    });
}

/**
 * Points the response at the best compressed twin of `file` the browser accepts, if the build
 * wrote one: sets Content-Encoding and the original file's Content-Type, and returns the twin's
 * path (or `file` itself). Every answer varies by Accept-Encoding, compressed or not.
 */
function precompressedVariant(req: Request, res: Response, file: string): string {
    res.setHeader('Vary', 'Accept-Encoding');
    for (const { encoding, suffix } of PRECOMPRESSED) {
        if (accepts(req, encoding) && fs.existsSync(file + suffix)) {
            res.setHeader('Content-Encoding', encoding);
            res.type(path.extname(file));
            return file + suffix;
        }
    }
    return file;
}

/** The built file a request names, or null when it names none (or climbs out of the build). */
function builtFile(distDir: string, urlPath: string): string | null {
    let file: string;
    try {
        file = path.join(distDir, path.normalize(decodeURIComponent(urlPath)));
    } catch {
        return null;
    }
    if (!file.startsWith(distDir + path.sep)) return null;
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
}

function serveBuiltFiles(buildDir: string) {
    const distDir = path.resolve(buildDir);
    const serveStatic = staticFiles(distDir);
    return (req: Request, res: Response, next: NextFunction) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const file = builtFile(distDir, req.path);
        if (!file) return serveStatic(req, res, next);
        const variant = precompressedVariant(req, res, file);
        if (variant !== file) req.url = req.url.replace(req.path, req.path + variant.slice(file.length));
        serveStatic(req, res, next);
    };
}

/**
 * Hashed files for good; everything else (index.html, the service worker sw.js, the web app manifest,
 * icons, translations) `no-cache`: revalidated on every use, so a deploy's new service worker is found
 * at once and never kept by an HTTP cache (the worker itself keeps the app for offline use).
 */
function staticFiles(distDir: string) {
    return express.static(distDir, {
        index: false,
        setHeaders: (res, filePath) => {
            const urlPath = '/' + path.relative(distDir, filePath).split(path.sep).join('/');
            res.setHeader('Cache-Control', urlPath.startsWith(HASHED_DIR) ? 'public, max-age=31536000, immutable' : 'no-cache');
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
        res.sendFile(precompressedVariant(req, res, indexFile));
    };
}
