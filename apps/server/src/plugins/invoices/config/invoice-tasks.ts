import { ScheduledTask } from '@vendure/core';

import { InvoiceService } from '../services/invoice.service';

/**
 * Every minute: paid orders without an invoice get one. Issuing follows each payment at once;
 * this catches a process that stopped between the payment and its invoice. Idempotent.
 */
export const issueMissingInvoicesTask = new ScheduledTask({
    id: 'invoices-issue-missing',
    description: 'Issue the invoices of paid orders that have none',
    schedule: cron => cron.every(1).minutes(),
    async execute({ injector, scheduledContext: ctx }) {
        return { issued: await injector.get(InvoiceService).issueMissing(ctx) };
    },
});
