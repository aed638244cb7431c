import { Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { RequestContext, ZoneService } from '@vendure/core';

/** How often the zones are read again in the background (Vendure's own cache lifetime). */
export const ZONE_REFRESH_MS = 30_000;
/** Vendure's zone cache lifetime (`entityOptions.zoneCacheTtl`): longer than any gap between refreshes. */
export const ZONE_CACHE_TTL_MS = 24 * 3600_000;

/**
 * Keeps Vendure's zone cache fresh without any request waiting on it. Left to itself, the cache
 * goes stale every 30 s and the next request that prices an order line refreshes it, every other
 * request awaiting that one refresh. When that first request holds no transaction its refresh
 * needs a pool connection, while the others wait for it inside transactions that hold every
 * connection of the pool: the server stops (docs/deploy.md, "The race hung"). So the cache
 * lives a day (ZONE_CACHE_TTL_MS, set by the plugin) and this reads the zones every 30 s on a
 * connection of its own that nobody waits for; a zone edited on another server shows here within
 * 30 s, as before.
 */
@Injectable()
export class ZoneCacheService implements OnApplicationBootstrap, OnApplicationShutdown {
    private timer: NodeJS.Timeout | undefined;

    constructor(private zoneService: ZoneService) {}

    onApplicationBootstrap() {
        this.timer = setInterval(() => void this.refresh(), ZONE_REFRESH_MS);
        this.timer.unref();
    }

    onApplicationShutdown() {
        clearInterval(this.timer);
    }

    /** Reads the zones again; Vendure's cache logs a failure and keeps the zones it had. */
    async refresh(): Promise<void> {
        // Vendure's ZoneService has no public refresh; its own create/update call this one.
        const zones = (this.zoneService as unknown as { zones?: { refresh(ctx: RequestContext): Promise<unknown> } }).zones;
        await zones?.refresh(RequestContext.empty());
    }
}
