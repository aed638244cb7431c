import { ScheduledTask } from '@vendure/core';

import { EInvoiceService } from '../services/einvoice.service';

/** Every few seconds: due documents are submitted, submitted ones asked about (retries after an outage included). */
export function sweepTask(seconds: number) {
    return new ScheduledTask({
        id: 'einvoice-sweep',
        description: 'Submit due e-invoice documents and check submitted ones',
        schedule: seconds >= 60 ? `0 */${Math.round(seconds / 60)} * * * *` : `*/${seconds} * * * * *`,
        async execute({ injector, scheduledContext: ctx }) {
            return { processed: await injector.get(EInvoiceService).processDue(ctx) };
        },
    });
}

/**
 * 02:00 (Malaysia) on each of the first seven days of a month: last month's consolidated
 * e-invoice, once (its number is unique; a day that finds it issued does nothing). LHDN wants it
 * within seven days after the month ends.
 */
export const consolidateTask = new ScheduledTask({
    id: 'einvoice-consolidate',
    description: "Issue last month's consolidated e-invoice for the general public",
    schedule: '0 0 18 * * *',
    async execute({ injector, scheduledContext: ctx }) {
        const malaysianDay = new Date(Date.now() + 8 * 3600_000).getUTCDate();
        if (malaysianDay > 7) return { skipped: 'not in the first days of the month' };
        const doc = await injector.get(EInvoiceService).consolidateLastMonth(ctx);
        return { document: doc?.number ?? null };
    },
});
