import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Customer, EventBus, ID, JobQueue, JobQueueService, LanguageCode, Logger, RequestContext, TransactionalConnection } from '@vendure/core';
import { In, Not } from 'typeorm';

import { loggerCtx, NOTIFICATIONS_PLUGIN_OPTIONS } from '../constants';
import { PushDevice } from '../entities/push-device.entity';
import { NotificationsPluginOptions } from '../types';
import { NotificationsSentEvent } from './notification-events';
import { inLanguage, NotificationMessage } from './notification.service';

export const PUSH_QUEUE = 'push-notifications';
/** Customers per push job. */
const JOB_CUSTOMERS = 200;
/** Devices kept per customer: registering one more forgets the longest unseen. */
export const MAX_DEVICES = 10;
export const MAX_TOKEN_LENGTH = 1024;
/** FCM registration tokens (and APNs hex tokens) are letters, digits and - _ : . only. */
const TOKEN_PATTERN = /^[A-Za-z0-9_:.-]+$/;

export type FcmTokenProblem = 'EMPTY' | 'TOO_LONG' | 'MALFORMED';

type PushJob = {
    customerIds: string[];
    message: {
        tag: string;
        title: { en: string; ms: string };
        msg: { en: string; ms: string };
        actionTyp: string;
        actionVal: string | null;
        imgUrl: string | null;
    };
};

/**
 * The customer's devices and the pushes to them. A stored notification becomes a push job once
 * its transaction has committed (NotificationsSentEvent through ofType); the worker sends it
 * with the configured PushSender, in each customer's language, and drops tokens FCM says are gone.
 */
@Injectable()
export class PushService implements OnApplicationBootstrap {
    private queue: JobQueue<PushJob>;

    constructor(
        private connection: TransactionalConnection,
        private jobQueueService: JobQueueService,
        private eventBus: EventBus,
        @Inject(NOTIFICATIONS_PLUGIN_OPTIONS) private options: NotificationsPluginOptions,
    ) {}

    async onApplicationBootstrap() {
        this.queue = await this.jobQueueService.createQueue<PushJob>({
            name: PUSH_QUEUE,
            process: job => this.deliver(job.data),
        });
        if (!this.options.pushSender.enabled) return;
        this.eventBus.ofType(NotificationsSentEvent).subscribe(event => {
            this.enqueue(event.customerIds, event.message).catch(err => Logger.error(`Push not queued: ${err.message}`, loggerCtx));
        });
    }

    /** Checks a token as the app sent it: trimmed, not empty, not oversized, FCM's characters only. */
    static problemWith(token: string | null | undefined): FcmTokenProblem | undefined {
        const value = token?.trim() ?? '';
        if (!value) return 'EMPTY';
        if (value.length > MAX_TOKEN_LENGTH) return 'TOO_LONG';
        if (!TOKEN_PATTERN.test(value)) return 'MALFORMED';
        return undefined;
    }

    /**
     * Registers the caller's device (or sees it again). One statement keyed on the unique token,
     * so a token already held by another customer moves to this one and two calls race safely.
     */
    async register(ctx: RequestContext, customerId: ID, token: string, platform?: string | null): Promise<PushDevice> {
        const repo = this.connection.getRepository(ctx, PushDevice);
        const value = token.trim();
        const platformName = platform?.trim().toLowerCase().slice(0, 16) || null;
        await repo.upsert(
            { customerId, token: value, platform: platformName, languageCode: ctx.languageCode, lastSeenAt: new Date() },
            { conflictPaths: ['token'] },
        );
        const device = await repo.findOneOrFail({ where: { token: value } });
        const older = await repo.find({
            where: { customerId, id: Not(device.id) },
            order: { lastSeenAt: 'DESC', id: 'DESC' },
            select: { id: true },
            skip: MAX_DEVICES - 1,
        });
        if (older.length) await repo.delete({ id: In(older.map(d => d.id)) });
        return device;
    }

    private async enqueue(customerIds: ID[], message: NotificationMessage) {
        const ids = [...new Set(customerIds.map(String))];
        const { tag, title, msg } = message;
        const job = { tag, title, msg, actionTyp: message.actionTyp ?? 'NON', actionVal: message.actionVal ?? null, imgUrl: message.imgUrl ?? null };
        for (let i = 0; i < ids.length; i += JOB_CUSTOMERS) {
            await this.queue.add({ customerIds: ids.slice(i, i + JOB_CUSTOMERS), message: job }, { retries: 2 });
        }
    }

    /** The worker's part: each device of the customers gets the message in its customer's language. */
    private async deliver({ customerIds, message }: PushJob) {
        const ctx = RequestContext.empty();
        const devices = await this.connection.getRepository(ctx, PushDevice).find({ where: { customerId: In(customerIds) }, loadEagerRelations: false });
        if (!devices.length) return;
        const customers = await this.connection.getRepository(ctx, Customer).find({
            where: { id: In([...new Set(devices.map(d => d.customerId))]) },
            loadEagerRelations: false,
        });
        const profileLang = new Map(customers.map(c => [String(c.id), (c.customFields as { lang?: string | null }).lang ?? null]));
        const stale: ID[] = [];
        for (const device of devices) {
            const lang = (profileLang.get(String(device.customerId)) ?? device.languageCode ?? 'en') as LanguageCode;
            const outcome = await this.options.pushSender.send({
                token: device.token,
                title: inLanguage(message.title, lang),
                body: inLanguage(message.msg, lang),
                imageUrl: message.imgUrl ?? null,
                data: { tag: message.tag, actionTyp: message.actionTyp, actionVal: message.actionVal ?? '' },
            });
            if (outcome === 'STALE') stale.push(device.id);
        }
        if (stale.length) {
            await this.connection.getRepository(ctx, PushDevice).delete({ id: In(stale) });
            Logger.info(`Dropped ${stale.length} push token(s) FCM no longer knows`, loggerCtx);
        }
    }
}
