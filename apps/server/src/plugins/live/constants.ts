export const loggerCtx = 'LivePlugin';
export const LIVE_PLUGIN_OPTIONS = Symbol('LIVE_PLUGIN_OPTIONS');

/** Where open pages listen (the storefront's page fallback leaves `/live` alone). */
export const LIVE_ROUTE = 'live';

/** A comment this often keeps proxies and load balancers from closing a quiet stream. */
export const KEEPALIVE_MS = 25_000;

/** How long a browser waits before reconnecting a dropped stream (the SSE `retry:` field). */
export const RECONNECT_MS = 3000;

/** A burst of changes to one campaign costs one read per this many ms (the read trails the burst). */
export const COALESCE_MS = 250;

/** How long the start waits for Redis (LIVE_PUBSUB=redis) before going on without live streams. */
export const FEED_START_MS = 5000;
