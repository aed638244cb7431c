import { Injector, RequestContextService, ScheduledTask } from '@vendure/core';

import { OtpService } from '../services/otp.service';

/** Codes that can no longer be used are deleted hourly, so the table holds live codes only. */
export const deleteExpiredOtpCodesTask = new ScheduledTask({
    id: 'delete-expired-otp-codes',
    description: 'Deletes one-time codes that expired or were used up',
    schedule: cron => cron.every(1).hours(),
    async execute({ injector }: { injector: Injector }) {
        const ctx = await injector.get(RequestContextService).create({ apiType: 'admin' });
        await injector.get(OtpService).deleteExpired(ctx);
        return { done: true };
    },
});
