import { INestApplicationContext } from '@nestjs/common';
import { ConfigService, isInspectableJobQueueStrategy, Job } from '@vendure/core';
import { JobState } from '@vendure/common/lib/generated-types';

const PAGE = 100;

/**
 * Cancels the jobs of `queueName` not started yet (all, or those `redundant` picks), for a seed
 * step about to queue one job that does their work at once: the job queue runs one job of a queue
 * a poll (200 ms) apart, so work queued item by item waits seconds behind itself. Without an
 * inspectable job queue nothing is cancelled and they simply run. Returns how many were cancelled.
 */
export async function cancelPendingJobs(app: INestApplicationContext, queueName: string, redundant: (job: Job) => boolean = () => true): Promise<number> {
    const strategy = app.get(ConfigService).jobQueueOptions.jobQueueStrategy;
    if (!isInspectableJobQueueStrategy(strategy)) return 0;
    let cancelled = 0;
    for (;;) {
        const pending = await strategy.findMany({ filter: { queueName: { eq: queueName }, state: { eq: JobState.PENDING } }, take: PAGE });
        const picked = pending.items.filter(redundant);
        for (const job of picked) {
            if (job.id == null) continue;
            await strategy.cancelJob(job.id);
            cancelled++;
        }
        if (pending.items.length < PAGE || picked.length === 0) return cancelled;
    }
}
