import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';

import { isRowId } from '../../../common/ids';
import { clientAddress, RateLimitPolicy, RateLimitService } from '../../security';
import { streamOpenPolicy } from '../config/stream-policy';
import { LIVE_PLUGIN_OPTIONS, LIVE_ROUTE, RECONNECT_MS } from '../constants';
import { LiveProgressService, ProgressWatcher } from '../services/live-progress.service';
import { LivePluginOptions } from '../types';

/**
 * `GET /live/campaigns/:id`: the campaign's progress as Server-Sent Events (docs/performance.md
 * "Live progress"): the current snapshot at once, then one `progress` event per change. Polling
 * campaignProgress stays the contract; this spares open pages the polls.
 */
@Controller(LIVE_ROUTE)
export class LiveProgressController {
    private readonly openPolicy: RateLimitPolicy;

    constructor(
        private live: LiveProgressService,
        private rateLimits: RateLimitService,
        @Inject(LIVE_PLUGIN_OPTIONS) options: LivePluginOptions,
    ) {
        this.openPolicy = streamOpenPolicy(options.streamsPerMinute);
    }

    @Get('campaigns/:id')
    async campaign(@Param('id') id: string, @Req() req: Request, @Res() res: Response) {
        // Every opening counts, found or not: a stream holds a socket for as long as the client likes.
        const limit = await this.rateLimits.consume(this.openPolicy, clientAddress(req));
        if (!limit.allowed) {
            // The REST form of the API's TooManyAttemptsError; EventSource does not retry a 429, the page polls.
            res.status(429)
                .set('retry-after', String(limit.retryAfterSeconds))
                .json({ errorCode: 'TOO_MANY_ATTEMPTS_ERROR', message: 'Too many live streams opened. Please try again later', retryAfterSeconds: limit.retryAfterSeconds });
            return;
        }
        if (!this.live.available()) {
            // Changes from other processes would not arrive (Redis is away): the page keeps polling.
            res.status(503).json({ error: 'LIVE_UNAVAILABLE', message: 'Live progress is not available now' });
            return;
        }
        const current = isRowId(id) ? await this.live.current(id) : null;
        if (!current) {
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
        const stop = () => this.live.unwatch(id, watcher);
        // The browser went away while the first snapshot was read: nothing to keep.
        if (req.destroyed || res.destroyed) return stop();
        res.on('close', stop);
    }
}
