import type { NextFunction, Request, Response } from 'express';
import escape from 'escape-html';

/** How long a client is told to wait before asking again while the server gets ready. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Why the process is not serving the shop yet (undefined: it is). Process-wide on purpose: the
 * gate must hold from the moment the HTTP server listens, before Nest has resolved any provider,
 * and `index.ts` opens it once the demo seed is done.
 */
let holdReason: string | undefined;

/** Refuses every shop, admin, asset and page request (503) until `serveRequests()`. */
export function holdRequests(reason: string): void {
    holdReason = reason;
}

export function serveRequests(): void {
    holdReason = undefined;
}

export function isServing(): boolean {
    return holdReason === undefined;
}

/**
 * The first middleware of the app. `/health/live` answers as soon as HTTP is served;
 * `/health` says "ok" only once the start is complete (migrations ran before listening, the
 * demo seed is done); everything else answers 503 with `Retry-After` while the gate is held:
 * a GraphQL error on the APIs, a small self-reloading page for the storefront.
 */
export function startupGate(apiPaths: string[], corsOrigins: string[] = []) {
    const api = new RegExp(`^/(${apiPaths.join('|')})(/|$)`);
    return function startupGateHandler(req: Request, res: Response, next: NextFunction) {
        const path = req.path.replace(/\/+$/, '') || '/';
        if (path === '/health/live') {
            res.status(200).set('Cache-Control', 'no-store').json({ status: 'ok' });
            return;
        }
        if (path === '/health') {
            res.set('Cache-Control', 'no-store');
            if (holdReason === undefined) res.status(200).json({ status: 'ok' });
            else res.status(503).set('Retry-After', String(RETRY_AFTER_SECONDS)).json({ status: 'starting', message: holdReason });
            return;
        }
        // The embedded beacon answers from its key alone, and the demo seed's tickets fix their
        // rarity rounds through it (docs/fairness.md#ticket-rarity) while the gate is held.
        if (path.startsWith('/beacon/')) return next();
        // CORS preflights go on to Vendure's CORS handling, so an app on another origin can read the 503.
        if (holdReason === undefined || req.method === 'OPTIONS') return next();
        const origin = req.get('origin');
        if (origin && corsOrigins.includes(origin)) res.set({ 'Access-Control-Allow-Origin': origin, Vary: 'Origin' });
        const message = `Tuah is starting up (${holdReason}); try again in a few seconds.`;
        res.status(503).set({ 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' });
        if (api.test(req.path)) {
            res.json({ errors: [{ message, extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: RETRY_AFTER_SECONDS } }] });
        } else if (req.accepts('html')) {
            res.type('html').send(startingPage(message));
        } else {
            res.type('text').send(message);
        }
    };
}

function startingPage(message: string): string {
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}"><title>Tuah is starting</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#333;text-align:center}p{max-width:28em;padding:0 1em}</style>
</head><body><main><h1>Tuah is getting ready</h1><p>${escape(message)}</p>
<p lang="ms">Tuah sedang bersedia. Halaman ini akan dimuat semula sendiri.</p></main></body></html>`;
}
