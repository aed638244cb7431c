import { Logger, ScheduledTask } from '@vendure/core';

import { loggerCtx } from '../constants';
import { BlindBoxService } from '../services/blind-box.service';

/**
 * Every minute: paid orders still without all their boxes get them. The job normally does it
 * within a second; this catches a job that failed its retries or was lost. Idempotent, like
 * the job.
 */
export const createMissingBoxesTask = new ScheduledTask({
    id: 'blind-box-create-missing',
    description: 'Create the blind boxes of paid orders whose box job did not finish',
    schedule: cron => cron.every(1).minutes(),
    async execute({ injector, scheduledContext: ctx }) {
        const boxes = injector.get(BlindBoxService);
        let created = 0;
        for (const orderId of await boxes.ordersAwaitingBoxes(ctx)) {
            try {
                created += (await boxes.createBoxesForOrder(ctx, orderId)).created;
            } catch (err) {
                Logger.error(`Boxes of order ${orderId} could not be created: ${(err as Error).message}`, loggerCtx);
            }
        }
        return { created };
    },
});
