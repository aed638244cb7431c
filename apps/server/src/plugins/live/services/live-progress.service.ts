import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, ID, Logger, RequestContext, RequestContextService } from '@vendure/core';
import { Subscription, merge } from 'rxjs';

import { CampaignCancelledEvent, CampaignClosedEvent, TicketsIssuedEvent } from '../../campaign';
import { DrawProgressService, DrawStageChangedEvent } from '../../draw';
import { COALESCE_MS, FEED_START_MS, KEEPALIVE_MS, LIVE_PLUGIN_OPTIONS, loggerCtx } from '../constants';
import { ChangeFeed, LocalChangeFeed, RedisChangeFeed } from '../config/change-feed';
import { LivePluginOptions } from '../types';

/** One open stream: what the controller gives the service to write to. */
export interface ProgressWatcher {
    write(frame: string): void;
    end(): void;
}

/** A campaign's progress as JSON, and the `progress` frame that carries it. */
export interface Snapshot {
    json: string;
    frame: string;
}

/** A watched campaign: its open streams and the last snapshot they were sent. */
interface WatchedCampaign {
    watchers: Set<ProgressWatcher>;
    /** The last snapshot: sent as is to each newcomer; an unchanged read sends nothing. */
    snapshot?: Snapshot;
    /** Snapshots read for this campaign since it was first watched: the frames' `id:`. */
    reads: number;
    /** The trailing read of a burst of changes, while one is due. */
    timer?: NodeJS.Timeout;
}

/**
 * Live campaign progress (docs/performance.md "Live progress"): one snapshot per watched campaign,
 * read once per change and written as the same bytes to every open stream, so a campaign with
 * 5,000 watchers costs one read per change, not 5,000 polls every few seconds. Changes are the
 * campaign and draw plugins' events (delivered after commit); a burst of them is one read.
 */
@Injectable()
export class LiveProgressService implements OnApplicationBootstrap, BeforeApplicationShutdown {
    private campaigns = new Map<string, WatchedCampaign>();
    /** First snapshots being read, shared by everyone connecting at once. */
    private firstReads = new Map<string, Promise<Snapshot | null>>();
    private feed: ChangeFeed;
    private events?: Subscription;
    private keepalive?: NodeJS.Timeout;
    private ctx?: Promise<RequestContext>;

    constructor(
        private eventBus: EventBus,
        private progress: DrawProgressService,
        private requestContexts: RequestContextService,
        @Inject(LIVE_PLUGIN_OPTIONS) options: LivePluginOptions,
    ) {
        this.feed = options.pubsub === 'redis' ? new RedisChangeFeed(options.redisUrl!, options.channel) : new LocalChangeFeed();
    }

    async onApplicationBootstrap() {
        const started = this.feed
            .start(campaignId => this.changed(campaignId))
            .catch(err => Logger.error(`Live progress feed did not start: ${err}`, loggerCtx));
        // An unreachable Redis would hold the start forever (its client retries): wait a little, then go on without it.
        const waited = await Promise.race([started.then(() => true), new Promise<false>(resolve => setTimeout(() => resolve(false), FEED_START_MS).unref())]);
        if (!waited) Logger.warn('Redis is not reachable yet: live progress streams are refused (pages poll) until it is', loggerCtx);
        this.events = merge(
            this.eventBus.ofType(TicketsIssuedEvent),
            this.eventBus.ofType(CampaignClosedEvent),
            this.eventBus.ofType(CampaignCancelledEvent),
            this.eventBus.ofType(DrawStageChangedEvent),
        ).subscribe(event => this.feed.publish(String('campaign' in event ? event.campaign.id : event.campaignId)));
        this.keepalive = setInterval(() => this.writeAll(': keepalive\n\n'), KEEPALIVE_MS);
        this.keepalive.unref();
        for (const signal of SHUTDOWN_SIGNALS) process.once(signal, this.endStreams);
    }

    /** Ends every stream, so the HTTP server can close (browsers reconnect to another process). */
    async beforeApplicationShutdown() {
        for (const signal of SHUTDOWN_SIGNALS) process.off(signal, this.endStreams);
        this.events?.unsubscribe();
        clearInterval(this.keepalive);
        this.endStreams();
        await this.feed.stop();
    }

    /**
     * Also at the shutdown signal itself: Nest runs the shutdown hooks only after every module's
     * destroy hook (the test servers were still in them when killed 10 s after SIGTERM), and a
     * stream left open would hold the browser on a dying process instead of reconnecting to a live one.
     */
    private endStreams = () => {
        for (const campaign of this.campaigns.values()) {
            clearTimeout(campaign.timer);
            for (const watcher of campaign.watchers) watcher.end();
        }
        this.campaigns.clear();
    };

    /** The campaign's current snapshot, or null when there is no such campaign. */
    async current(campaignId: ID): Promise<Snapshot | null> {
        const key = String(campaignId);
        const known = this.campaigns.get(key);
        if (known?.snapshot) return known.snapshot;
        let reading = this.firstReads.get(key);
        if (!reading) {
            reading = this.read(key)
                .then(json => {
                    if (json === null) return null;
                    const campaign = this.watched(key);
                    return (campaign.snapshot ??= { json, frame: frameOf(campaign.reads, json) });
                })
                .finally(() => this.firstReads.delete(key));
            this.firstReads.set(key, reading);
        }
        return reading;
    }

    /** Adds a stream to the campaign's watchers and sends it the latest snapshot at once. */
    watch(campaignId: ID, watcher: ProgressWatcher, current: Snapshot) {
        const campaign = this.watched(String(campaignId));
        campaign.snapshot ??= current;
        campaign.watchers.add(watcher);
        watcher.write(campaign.snapshot.frame);
    }

    unwatch(campaignId: ID, watcher: ProgressWatcher) {
        const key = String(campaignId);
        const campaign = this.campaigns.get(key);
        if (!campaign) return;
        campaign.watchers.delete(watcher);
        if (campaign.watchers.size === 0) {
            // Nobody left: forget the snapshot, so the next watcher reads a fresh one.
            clearTimeout(campaign.timer);
            this.campaigns.delete(key);
        }
    }

    /** Whether new streams may open: every process's changes reach this one (always, in-process). */
    available(): boolean {
        return this.feed.ready();
    }

    /** Open streams, all campaigns together. */
    watcherCount(): number {
        let count = 0;
        for (const campaign of this.campaigns.values()) count += campaign.watchers.size;
        return count;
    }

    /** A campaign changed (heard from the feed): read it once after the burst, if anyone watches. */
    private changed(campaignId: string) {
        const campaign = this.campaigns.get(campaignId);
        if (!campaign || campaign.watchers.size === 0 || campaign.timer) return;
        campaign.timer = setTimeout(() => {
            campaign.timer = undefined;
            this.refresh(campaignId).catch(err => Logger.error(`Live progress of campaign ${campaignId} could not be read: ${err}`, loggerCtx));
        }, COALESCE_MS);
    }

    /** Reads the campaign once and, if it changed, writes the same frame to every watcher. */
    private async refresh(campaignId: string) {
        const json = await this.read(campaignId);
        const campaign = this.campaigns.get(campaignId);
        if (json === null || !campaign) return;
        campaign.reads++;
        if (json === campaign.snapshot?.json) return;
        campaign.snapshot = { json, frame: frameOf(campaign.reads, json) };
        for (const watcher of campaign.watchers) watcher.write(campaign.snapshot.frame);
    }

    /** The campaignProgress answer as JSON (ids are strings there), or null for no such campaign. */
    private async read(campaignId: string): Promise<string | null> {
        this.ctx ??= this.requestContexts.create({ apiType: 'shop' });
        const progress = await this.progress.progress(await this.ctx, campaignId);
        return progress && JSON.stringify({ ...progress, campaignId: String(progress.campaignId) });
    }

    private watched(key: string): WatchedCampaign {
        let campaign = this.campaigns.get(key);
        if (!campaign) {
            campaign = { watchers: new Set(), reads: 1 };
            this.campaigns.set(key, campaign);
        }
        return campaign;
    }

    private writeAll(frame: string) {
        for (const campaign of this.campaigns.values()) for (const watcher of campaign.watchers) watcher.write(frame);
    }
}

const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

function frameOf(id: number, json: string): string {
    return `id: ${id}\nevent: progress\ndata: ${json}\n\n`;
}
