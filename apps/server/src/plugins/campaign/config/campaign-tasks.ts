import { ScheduledTask } from '@vendure/core';

import { CampaignLifecycleService } from '../services/campaign-lifecycle.service';
import { CampaignTicketService } from '../services/campaign-ticket.service';
import { TicketRarityService } from '../services/ticket-rarity.service';
import { OrderService, TransactionalConnection } from '@vendure/core';
import { LessThan } from 'typeorm';

import { ACTIVITY_KEPT_HOURS, CampaignHourlyActivity, CampaignHourlyParticipant, hourOf } from '../entities/campaign-hourly-activity.entity';

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

/** Every hour: forget the Hottest/Trending buckets the sheets no longer read (older than 48 hours). */
export const forgetOldActivityTask = new ScheduledTask({
    id: 'campaign-forget-old-activity',
    description: 'Remove hourly campaign activity older than 48 hours',
    schedule: cron => cron.every(1).hours(),
    async execute({ injector, scheduledContext: ctx }) {
        const connection = injector.get(TransactionalConnection);
        const before = LessThan(hourOf() - ACTIVITY_KEPT_HOURS);
        const tickets = await connection.getRepository(ctx, CampaignHourlyActivity).delete({ hour: before });
        const participants = await connection.getRepository(ctx, CampaignHourlyParticipant).delete({ hour: before });
        return { removed: (tickets.affected ?? 0) + (participants.affected ?? 0) };
    },
});

/**
 * Every minute: the Hottest and Trending scores lose the hour that left the last 24
 * (CampaignTicketService.rankSheets); sales raise them as they happen. So a score counts an
 * hour at most a minute too long (docs/performance.md#campaign-lists).
 */
export const rankSheetsTask = new ScheduledTask({
    id: 'campaign-rank-sheets',
    description: 'Bring the Hottest and Trending scores to the last 24 hours',
    schedule: cron => cron.every(1).minutes(),
    async execute({ injector, scheduledContext: ctx }) {
        return { changed: await injector.get(CampaignTicketService).rankSheets(ctx) };
    },
});

/**
 * Every minute: the durable sweep of ticket rarities (docs/fairness.md#ticket-rarity). Tickets
 * are revealed as their round comes out by a waiter in the issuing process, or by the first read;
 * this reveals whatever a crash or a beacon outage left without a rarity once its round is out.
 */
export const revealTicketRaritiesTask = new ScheduledTask({
    id: 'campaign-reveal-ticket-rarities',
    description: 'Reveal ticket rarities whose beacon round is out',
    schedule: cron => cron.every(1).minutes(),
    async execute({ injector, scheduledContext: ctx }) {
        return { rounds: await injector.get(TicketRarityService).revealDue(ctx) };
    },
});
