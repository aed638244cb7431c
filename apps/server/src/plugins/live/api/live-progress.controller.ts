import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';

import { isRowId } from '../../../common/ids';
import { clientAddress, RateLimitPolicy, RateLimitService } from '../../security';
import { streamOpenPolicy } from '../config/stream-policy';
import { LIVE_PLUGIN_OPTIONS, LIVE_ROUTE, RECONNECT_MS } from '../constants';
import { LiveProgressService, ProgressWatcher } from '../services/live-progress.service';
import { LivePluginOptions } from '../types';

/** The Retry-After of a refusal for too many open streams: one closes whenever its page does. */
const OPEN_STREAMS_RETRY_SECONDS = 30;

/**
 * `GET /live/campaigns/:id`: the campaign's progress as Server-Sent Events (docs/performance.md
 * "Live progress"): the current snapshot at once, then one `progress` event per change. Polling
 * campaignProgress stays the contract; this spares open pages the polls. One client address may
 * open LIVE_STREAM_IP_LIMIT streams a minute and hold LIVE_STREAMS_PER_ADDRESS open at once (per
 * process); past either it answers 429 (docs/security.md#ids-pages-and-bodies).
 */
@Controller(LIVE_ROUTE)
export class LiveProgressController {
    private readonly openPolicy: RateLimitPolicy;
    private readonly maxOpenPerAddress: number;
    /** Streams open in this process per client address. */
    private readonly openStreams = new Map<string, number>();

    constructor(
        private live: LiveProgressService,
        private rateLimits: RateLimitService,
        @Inject(LIVE_PLUGIN_OPTIONS) options: LivePluginOptions,
    ) {
        this.openPolicy = streamOpenPolicy(options.streamsPerMinute);
        this.maxOpenPerAddress = options.openStreamsPerAddress;
    }

    @Get('campaigns/:id')
    async campaign(@Param('id') id: string, @Req() req: Request, @Res() res: Response) {
        const address = clientAddress(req);
        // Streams open now from this address (in this process), taken before any wait so that
        // parallel openings cannot all pass; given back when the stream closes or is refused.
        const open = this.openStreams.get(address) ?? 0;
        if (open >= this.maxOpenPerAddress) {
            res.status(429).set('retry-after', String(OPEN_STREAMS_RETRY_SECONDS)).json({
                errorCode: 'TOO_MANY_ATTEMPTS_ERROR',
                message: 'Too many live streams open. Please close one and try again',
                retryAfterSeconds: OPEN_STREAMS_RETRY_SECONDS,
            });
            return;
        }
        this.openStreams.set(address, open + 1);
        let released = false;
        const release = () => {
            if (released) return;
            released = true;
            const left = (this.openStreams.get(address) ?? 1) - 1;
            if (left > 0) this.openStreams.set(address, left);
            else this.openStreams.delete(address);
        };
        try {
            await this.serve(id, req, res, release);
        } catch (e) {
            release();
            throw e;
        }
    }

    /** Answers one opening; `release` gives its place back (at once when no stream is kept). */
    private async serve(id: string, req: Request, res: Response, release: () => void) {
        // Every opening counts, found or not: a stream holds a socket for as long as the client likes.
        const limit = await this.rateLimits.consume(this.openPolicy, clientAddress(req));
        if (!limit.allowed) {
            release();
            // The REST form of the API's TooManyAttemptsError; EventSource does not retry a 429, the page polls.
            res.status(429).set('retry-after', String(limit.retryAfterSeconds)).json({
                errorCode: 'TOO_MANY_ATTEMPTS_ERROR',
                message: 'Too many live streams opened. Please try again later',
                retryAfterSeconds: limit.retryAfterSeconds,
            });
            return;
        }
        if (!this.live.available()) {
            release();
            // Changes from other processes would not arrive (Redis is away): the page keeps polling.
            res.status(503).json({ error: 'LIVE_UNAVAILABLE', message: 'Live progress is not available now' });
            return;
        }
        const current = isRowId(id) ? await this.live.current(id) : null;
        if (!current) {
            release();
            res.status(404).json({ error: 'NOT_FOUND', message: 'No such campaign' });
            return;
        }
        res.writeHead(200, {
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-cache',
            connection: 'keep-alive',
            // nginx would otherwise hold the events back in its buffer.
            'x-accel-buffering': 'no',
        });
        res.flushHeaders();
        res.write(`retry: ${RECONNECT_MS}\n\n`);
        const watcher: ProgressWatcher = {
            write: frame => void res.write(frame),
            end: () => res.end(),
        };
        this.live.watch(id, watcher, current);
        const stop = () => {
            this.live.unwatch(id, watcher);
            release();
        };
        // The browser went away while the first snapshot was read: nothing to keep.
        if (req.destroyed || res.destroyed) return stop();
        res.on('close', stop);
    }
}
