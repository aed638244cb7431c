import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, ID, JobQueue, JobQueueService, Logger, RequestContext, SerializedRequestContext } from '@vendure/core';

import { CampaignClosedEvent } from '../../campaign';
import { loggerCtx } from '../constants';
import { DrawStageService } from './draw-stage.service';

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
        try {
            return await this.stages.advance(ctx, campaignId);
        } finally {
            this.running.delete(key);
        }
    }
}
