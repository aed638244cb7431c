import { ScheduledTask } from '@vendure/core';

import { RateLimitService } from '../services/rate-limit.service';

/** Hourly: counters whose window and block are over are forgotten, so the table stays small. */
export const deleteExpiredRateLimitsTask = new ScheduledTask({
    id: 'security-delete-expired-rate-limits',
    description: 'Delete rate-limit counters whose window and block have ended',
    schedule: cron => cron.every(1).hours(),
    async execute({ injector }) {
        await injector.get(RateLimitService).deleteExpired();
        return {};
    },
});
