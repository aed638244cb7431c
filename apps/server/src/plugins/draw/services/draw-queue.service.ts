import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, ID, JobQueue, JobQueueService, Logger, RequestContext, SerializedRequestContext } from '@vendure/core';

import { CampaignClosedEvent } from '../../campaign';
import { loggerCtx } from '../constants';
import { DrawStageService } from './draw-stage.service';

/** Randomness due within this is awaited by a timer in the process that found the draw waiting; later, by the sweep. */
const SOON_MS = 30_000;
/** Randomness overdue by more than this (a beacon not answering, clocks apart) is left to the sweep: no timer loop. */
const OVERDUE_MS = 3_000;

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
    /** Draws this process will run again when their randomness is due (runAgainWhenDue). */
    private followUps = new Set<string>();

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
                return { outcome: await this.run(ctx, job.data.campaignId) };
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

    async run(ctx: RequestContext, campaignId: ID) {
        const key = String(campaignId);
        if (this.running.has(key)) return 'busy';
        this.running.add(key);
        let outcome: string;
        try {
            outcome = await this.stages.advance(ctx, campaignId);
        } finally {
            this.running.delete(key);
        }
        if (outcome === 'waiting') await this.runAgainWhenDue(ctx, campaignId);
        return outcome;
    }

    /**
     * A draw left waiting for randomness due soon (a drand round: the delay and a period, 9 s at
     * the defaults) is run again by this process at that moment, whoever ran it (job, sweep or
     * resume), instead of up to a sweep later. A timer, not a job holding its slot; lost with the
     * process, the sweep still moves the draw. Randomness not known to be due soon (Chainlink), or
     * overdue by more than a moment (a beacon not answering), is left to the sweep.
     */
    private async runAgainWhenDue(ctx: RequestContext, campaignId: ID) {
        const key = String(campaignId);
        if (this.followUps.has(key)) return;
        const due = await this.stages.randomnessDueAt(ctx, campaignId);
        const now = Date.now();
        if (due == null || due - now > SOON_MS || now - due > OVERDUE_MS) return;
        this.followUps.add(key);
        // A little after the round's time: the beacon serves a round from its time on.
        const timer = setTimeout(
            () => {
                this.followUps.delete(key);
                this.run(ctx, campaignId).catch(err =>
                    Logger.warn(`Draw ${key} could not go on when its randomness was due (the sweep retries it): ${err}`, loggerCtx),
                );
            },
            Math.max(due - now, 0) + 200,
        );
        timer.unref();
    }
}
