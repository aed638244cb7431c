import { Logger } from '@vendure/core';
import type { createClient } from 'redis';

import { loggerCtx } from '../constants';

/** How "campaign X changed" travels from the process that saw the change to the processes with watchers. */
export interface ChangeFeed {
    start(onChange: (campaignId: string) => void): Promise<void>;
    publish(campaignId: string): void;
    /** Whether changes from every process reach this one now: if not, new streams are refused and pages poll. */
    ready(): boolean;
    stop(): Promise<void>;
}

/** One process: the change is heard where it happened. */
export class LocalChangeFeed implements ChangeFeed {
    private onChange?: (campaignId: string) => void;

    async start(onChange: (campaignId: string) => void) {
        this.onChange = onChange;
    }

    publish(campaignId: string) {
        this.onChange?.(campaignId);
    }

    ready() {
        return true;
    }

    async stop() {
        this.onChange = undefined;
    }
}

/**
 * Scaled: every process, the publisher included, hears the change through one Redis channel, so
 * a sale taken by one process reaches watchers connected to another (the channel is the shop's:
 * REDIS_PREFIX`:live:campaign`). Messages carry only the
 * campaign id: each process reads the snapshot itself, once for all its watchers.
 */
export class RedisChangeFeed implements ChangeFeed {
    private publisher?: ReturnType<typeof createClient>;
    private subscriber?: ReturnType<typeof createClient>;

    constructor(
        private url: string,
        private channel: string,
    ) {}

    async start(onChange: (campaignId: string) => void) {
        // Loaded here, in the scaled mode only: a process without Redis skips its start-up cost.
        const { createClient: connect } = require('redis') as typeof import('redis');
        const publisher = connect({ url: this.url });
        // A subscribed connection can do nothing else, hence a second one.
        const subscriber = publisher.duplicate();
        for (const client of [publisher, subscriber]) {
            // The client reconnects (and resubscribes) by itself; while Redis is away new streams are refused.
            client.on('error', err => Logger.warn(`Redis (${this.url}): ${err}`, loggerCtx));
        }
        this.publisher = publisher;
        this.subscriber = subscriber;
        await Promise.all([publisher.connect(), subscriber.connect()]);
        await subscriber.subscribe(this.channel, message => onChange(message));
    }

    publish(campaignId: string) {
        this.publisher?.publish(this.channel, campaignId).catch(err => Logger.warn(`Could not publish a change of campaign ${campaignId}: ${err}`, loggerCtx));
    }

    ready() {
        return !!this.publisher?.isReady && !!this.subscriber?.isReady;
    }

    async stop() {
        await Promise.allSettled([this.subscriber, this.publisher].map(client => (client?.isOpen ? client.close() : undefined)));
    }
}
