import { ScheduledTask } from '@vendure/core';

import { ParcelService } from '../services/parcel.service';

/** A cron expression (with seconds) for "every `seconds`", rounded to whole minutes or hours above a minute. */
export function everySeconds(seconds: number): string {
    if (seconds < 60) return `*/${seconds} * * * * *`;
    if (seconds < 3600) return `0 */${Math.floor(seconds / 60)} * * * *`;
    return `0 0 */${Math.min(24, Math.floor(seconds / 3600))} * * *`;
}

/** Polls the courier for shipped parcels until they are delivered (TRACKING_POLL_SECONDS). */
export function trackParcelsTask(seconds: number) {
    return new ScheduledTask({
        id: 'courier-tracking',
        description: 'Ask the courier where shipped parcels are, and deliver the orders whose parcel arrived',
        schedule: everySeconds(seconds),
        async execute({ injector, scheduledContext: ctx }) {
            return injector.get(ParcelService).pollShipped(ctx);
        },
    });
}
