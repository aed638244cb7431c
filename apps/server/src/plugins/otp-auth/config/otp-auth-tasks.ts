import { Injector, RequestContextService, ScheduledTask } from '@vendure/core';

import { BotCheckService } from '../services/bot-check.service';
import { OtpService } from '../services/otp.service';

/** Codes that can no longer be used, and used bot-check solutions whose challenge expired, are deleted hourly. */
export const deleteExpiredOtpCodesTask = new ScheduledTask({
    id: 'delete-expired-otp-codes',
    description: 'Deletes one-time codes that expired or were used up, and expired bot-check solutions',
    schedule: cron => cron.every(1).hours(),
    async execute({ injector }: { injector: Injector }) {
        const ctx = await injector.get(RequestContextService).create({ apiType: 'admin' });
        await injector.get(OtpService).deleteExpired(ctx);
        await injector.get(BotCheckService).deleteExpired(ctx);
        return { done: true };
    },
});
