import { ScheduledTask } from '@vendure/core';

import { CampaignLifecycleService } from '../services/campaign-lifecycle.service';
import { CampaignTicketService } from '../services/campaign-ticket.service';
import { OrderService, TransactionalConnection } from '@vendure/core';

/**
 * Every minute: send abandoned checkouts back to AddingItems (which gives their held tickets
 * back), then end campaigns past endDate. Runs in the worker (or the `all` process).
 */
export const closeDueCampaignsTask = new ScheduledTask({
    id: 'campaign-close-due',
    description: 'Release expired ticket holds and close campaigns past their end date',
    schedule: cron => cron.every(1).minutes(),
    async execute({ injector, scheduledContext: ctx }) {
        const tickets = injector.get(CampaignTicketService);
        const orders = injector.get(OrderService);
        const connection = injector.get(TransactionalConnection);
        let released = 0;
        for (const reservation of await tickets.expiredReservations(ctx)) {
            await connection.withTransaction(ctx, async tx => {
                const result = await orders.transitionToState(tx, reservation.orderId, 'AddingItems');
                // Not in ArrangingPayment any more (or gone): give the tickets back directly.
                if ('errorCode' in result) await tickets.release(tx, reservation.orderId);
            });
            released++;
        }
        const closed = await injector.get(CampaignLifecycleService).closeDueCampaigns(ctx);
        return { released, closed };
    },
});
