import type { NextFunction, Request, Response } from 'express';
import type { Middleware } from '@vendure/core';

/** Paths that answer data or files, never a page: they get the locked-down policy. */
const NON_PAGE_PATHS = /^\/(shop-api|admin-api|assets|health)(\/|$)/;

/**
 * The storefront's Content-Security-Policy. The built app is scripts and a stylesheet from
 * `/static` (no inline script or style element: React sets styles through the DOM, which CSP
 * allows), translations from `/locales`, the shop API on the same origin, product pictures from
 * `/assets` or the asset CDN, and `data:`/`blob:` images. Forms post to the shop itself and to
 * the payment gateway's origin (live iPay88: the checkout posts its signed fields there). Nothing
 * may frame the shop.
 */
export function storefrontCsp(assetOrigin?: string, formOrigins: string[] = []): string {
    const images = ["'self'", 'data:', 'blob:', ...(assetOrigin ? [assetOrigin] : [])].join(' ');
    return [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        `img-src ${images}`,
        "font-src 'self' data:",
        "connect-src 'self'",
        "worker-src 'self' blob:",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        `form-action ${["'self'", ...formOrigins].join(' ')}`,
        "frame-ancestors 'none'",
    ].join('; ');
}

/** The operator dashboard's pages (Vendure's app, served by its DashboardPlugin). */
const DASHBOARD_PATHS = /^\/dashboard(\/|$)/;

/**
 * The dashboard's policy: the storefront's, loosened only where Vendure's app needs it and only under
 * /dashboard. Its index.html sets `<base href="/dashboard/">` (base-uri 'self'), and its UI libraries
 * (toasts, charts, animations) add style elements at run time (style-src 'unsafe-inline'). Scripts
 * stay 'self' only.
 */
export function dashboardCsp(assetOrigin?: string): string {
    return storefrontCsp(assetOrigin).replace("style-src 'self'", "style-src 'self' 'unsafe-inline'").replace("base-uri 'none'", "base-uri 'self'");
}

/**
 * API answers, pictures and `/health` load nothing and run nothing: if one is ever opened as a
 * document (an uploaded SVG, say), it is sandboxed and may not run script.
 */
export const NON_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/**
 * Security headers on every response, set before anything else answers (so 404s, 405s and
 * refusals carry them too); `X-Powered-By` is removed.
 */
export function securityHeaders(options: { assetOrigin?: string; formOrigins?: string[] }): Middleware {
    const pageCsp = storefrontCsp(options.assetOrigin, options.formOrigins);
    const dashboardPageCsp = dashboardCsp(options.assetOrigin);
    const csp = (path: string) => (NON_PAGE_PATHS.test(path) ? NON_PAGE_CSP : DASHBOARD_PATHS.test(path) ? dashboardPageCsp : pageCsp);
    return {
        route: '/',
        beforeListen: true,
        handler: (req: Request, res: Response, next: NextFunction) => {
            res.removeHeader('X-Powered-By');
            res.setHeader('X-Content-Type-Options', 'nosniff');
            res.setHeader('X-Frame-Options', 'DENY');
            res.setHeader('Referrer-Policy', 'same-origin');
            res.setHeader('Content-Security-Policy', csp(req.path));
            if (!NON_PAGE_PATHS.test(req.path)) res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
            next();
        },
    };
}
