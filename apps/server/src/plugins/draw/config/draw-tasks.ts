import { ScheduledTask } from '@vendure/core';

import { CampaignLifecycleService } from '../../campaign';
import { DrawQueueService } from '../services/draw-queue.service';
import { DrawStageService } from '../services/draw-stage.service';

/**
 * Starts the draws of lucky draws past their end, and resumes every draw that has started but
 * not ended: after a crash, a lost job, or while a Chainlink request waits for fulfilment. Repeating a stage changes nothing, so a draw that is
 * also being advanced by its job comes to no harm.
 */
export function resumeDrawsTask(sweepSeconds: number) {
    return new ScheduledTask({
        id: 'draw-resume',
        description: 'Close lucky draws past their end and advance draws that have started but not ended',
        schedule: `*/${sweepSeconds} * * * * *`,
        async execute({ injector, scheduledContext: ctx }) {
            const stages = injector.get(DrawStageService);
            const queue = injector.get(DrawQueueService);
            // A draw starts when its campaign closes: close the draws past their end first, rather
            // than leave them to the campaign plugin's minutely task (reads only show them ended).
            await injector.get(CampaignLifecycleService).closeDueCampaigns(ctx, 'LUCKYDRAW');
            const outcomes: Record<string, string> = {};
            for (const id of await stages.unfinished(ctx)) outcomes[String(id)] = await queue.run(ctx, id);
            return outcomes;
        },
    });
}
