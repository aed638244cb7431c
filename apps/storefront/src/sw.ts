/// <reference lib="webworker" />
/**
 * The shop's service worker (docs/storefront.md#offline), built by vite-plugin-pwa (injectManifest):
 * - the built app (index.html, scripts, styles, translations, icons) precached, so the shell opens with no network;
 * - every page path answered with index.html, except the server's own paths;
 * - the shop API's queries (POST) answered from the network, and the last answer to the same question
 *   (operation, variables, language, shopper) kept so a visited page still shows its data offline.
 *   Mutations are never kept nor replayed.
 * A new version waits until the shopper taps Reload (app/pwa.ts), so a page never runs half old, half new.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** The server's own paths (apps/server storefront.plugin.ts SERVER_PATHS): never the app's page. */
const SERVER_PATHS = /^\/(shop-api|admin-api|assets|health|dev|payments|invoices|live|dashboard|code-batches|exports|beacon|fairness-log)(\/|$)/;
/** The saved shop API answers; at most this many, the oldest dropped first. */
const ANSWERS = 'tuah-shop-api-answers';
const MAX_ANSWERS = 300;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [SERVER_PATHS] }));
// The first version takes the open page at once (nothing older to clash with); later ones wait for Reload.
clientsClaim();

self.addEventListener('message', event => {
    if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('fetch', event => {
    const { request } = event;
    const url = new URL(request.url);
    if (request.method !== 'POST' || url.origin !== self.location.origin || url.pathname !== '/shop-api') return;
    event.respondWith(answerShopApi(event, request));
});

async function answerShopApi(event: FetchEvent, request: Request): Promise<Response> {
    const key = await savedAnswerKey(request);
    try {
        const response = await fetch(request);
        if (key && response.ok) event.waitUntil(save(key, response.clone()));
        return response;
    } catch (offline) {
        const saved = key ? await caches.open(ANSWERS).then(cache => cache.match(key)) : undefined;
        if (saved) return saved;
        throw offline;
    }
}

/** The address an answer is kept under: the question and who asked it (a shopper never sees another's answers). Null for a mutation. */
async function savedAnswerKey(request: Request): Promise<string | null> {
    let body: { query?: string; operationName?: string };
    const text = await request.clone().text();
    try {
        body = JSON.parse(text) as typeof body;
    } catch {
        return null;
    }
    // The operation's kind as shopRequest writes it (`query Name(…)`, fragments after it): only queries are kept.
    const kind = typeof body.query === 'string' ? /\b(query|mutation|subscription)\s+[_A-Za-z]/.exec(body.query)?.[1] : undefined;
    if (kind !== 'query') return null;
    const question = `${new URL(request.url).search}\n${request.headers.get('authorization') ?? ''}\n${text}`;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(question));
    const hash = [...new Uint8Array(digest)].map(byte => byte.toString(16).padStart(2, '0')).join('');
    return `${self.location.origin}/shop-api/saved/${encodeURIComponent(body.operationName ?? 'query')}/${hash}`;
}

async function save(key: string, answer: Response) {
    // Without the session token the server may have handed out with it: a saved answer replayed later
    // must never put back an old session (shopRequest stores any token it sees).
    const headers = new Headers(answer.headers);
    headers.delete('vendure-auth-token');
    // The body read here is already decoded: its length and encoding are no longer the wire's.
    headers.delete('content-encoding');
    headers.delete('content-length');
    const response = new Response(await answer.blob(), { status: answer.status, statusText: answer.statusText, headers });
    const cache = await caches.open(ANSWERS);
    await cache.delete(key);
    await cache.put(key, response);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ANSWERS)).map(old => cache.delete(old)));
}
