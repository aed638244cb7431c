import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, ID, JobQueue, JobQueueService, Logger, RequestContext, SerializedRequestContext } from '@vendure/core';

import { CampaignClosedEvent } from '../../campaign';
import { loggerCtx } from '../constants';
import { DrawStageService } from './draw-stage.service';

/** Randomness due within this is awaited by a timer in the process that found the draw waiting; later, by the sweep. */
const SOON_MS = 30_000;

interface DrawJob {
    ctx: SerializedRequestContext;
    campaignId: ID;
}

/**
 * Draws run as durable jobs: a closed campaign enqueues one, and a job runs the stages as far as
 * they go. Jobs lost to a crash, and draws waiting for an oracle, are picked up again by the
 * sweeper task, so progress never depends on one process staying alive.
 */
@Injectable()
export class DrawQueueService implements OnApplicationBootstrap {
    private queue: JobQueue<DrawJob>;
    /** Draws this process is advancing right now: a second trigger waits for the next sweep. */
    private running = new Set<string>();

    constructor(
        private jobQueueService: JobQueueService,
        private eventBus: EventBus,
        private stages: DrawStageService,
    ) {}

    async onApplicationBootstrap() {
        this.queue = await this.jobQueueService.createQueue({
            name: 'draw-stages',
            process: async job => {
                const ctx = RequestContext.deserialize(job.data.ctx);
                return { outcome: await this.runAndRetryWhenDue(ctx, job.data.campaignId) };
            },
        });
        // Published after the closing transaction commits: the job sees the frozen ticket set.
        this.eventBus.ofType(CampaignClosedEvent).subscribe(event => {
            if (event.campaign.typStr !== 'LUCKYDRAW') return;
            this.enqueue(event.ctx, event.campaign.id).catch(err => Logger.error(`Could not queue draw ${event.campaign.sId}: ${err}`, loggerCtx));
        });
    }

    enqueue(ctx: RequestContext, campaignId: ID) {
        return this.queue.add({ ctx: ctx.serialize(), campaignId }, { retries: 5 });
    }

    /**
     * Runs the draw; when it is left waiting for randomness due soon (a drand round: the delay and
     * a period, 9 s at the defaults), this process runs it again at that moment instead of leaving
     * it to the next sweep, up to sweepSeconds later. A timer, not a job holding its slot; lost with
     * the process, the sweep still moves it. Unknown or distant answers (Chainlink) wait for the sweep.
     */
    private async runAndRetryWhenDue(ctx: RequestContext, campaignId: ID, tries = 3): Promise<string> {
        const outcome = await this.run(ctx, campaignId);
        if (outcome !== 'waiting' || tries <= 1) return outcome;
        const due = await this.stages.randomnessDueAt(ctx, campaignId);
        if (due != null && due - Date.now() <= SOON_MS) {
            // A little after the round's time: the beacon serves a round from its time on.
            const timer = setTimeout(
                () =>
                    this.runAndRetryWhenDue(ctx, campaignId, tries - 1).catch(err =>
                        Logger.warn(`Draw ${String(campaignId)} could not go on when its randomness was due (the sweep retries it): ${err}`, loggerCtx),
                    ),
                Math.max(due - Date.now(), 0) + 200,
            );
            timer.unref();
        }
        return outcome;
    }

    async run(ctx: RequestContext, campaignId: ID) {
        const key = String(campaignId);
        if (this.running.has(key)) return 'busy';
        this.running.add(key);
        try {
            return await this.stages.advance(ctx, campaignId);
        } finally {
            this.running.delete(key);
        }
    }
}
