import { ScheduledTask } from '@vendure/core';

import { DrawQueueService } from '../services/draw-queue.service';
import { DrawStageService } from '../services/draw-stage.service';

/**
 * Resumes every draw that has started but not ended: after a crash, a lost job, or while a
 * Chainlink request waits for fulfilment. Repeating a stage changes nothing, so a draw that is
 * also being advanced by its job comes to no harm.
 */
export function resumeDrawsTask(sweepSeconds: number) {
    return new ScheduledTask({
        id: 'draw-resume',
        description: 'Advance lucky draws that have started but not ended',
        schedule: `*/${sweepSeconds} * * * * *`,
        async execute({ injector, scheduledContext: ctx }) {
            const stages = injector.get(DrawStageService);
            const queue = injector.get(DrawQueueService);
            const outcomes: Record<string, string> = {};
            for (const id of await stages.unfinished(ctx)) outcomes[String(id)] = await queue.run(ctx, id);
            return outcomes;
        },
    });
}
