import { Injectable } from '@nestjs/common';
import { ID, RequestContext } from '@vendure/core';

import { RateLimitPolicy, RateLimitService, TooManyAttemptsError } from '../../security';
import { testMessage } from '../config/notification-messages';
import { ACTION_TYPES, type ActionType } from '../../content';
import { Notification } from '../entities/notification.entity';
import { NotificationService } from './notification.service';

export interface TestNotiInput {
    title?: string | null;
    msg?: string | null;
    actionTyp?: ActionType | null;
    actionVal?: string | null;
}

/** TestNoti: a shopper checks that notifications reach their devices. Limited, so that it cannot be used to spam pushes. */
export const testNotiPolicy: RateLimitPolicy = { name: 'test-noti:customer', max: 5, windowSeconds: 600, blockSeconds: 600 };

@Injectable()
export class TestNotiService {
    constructor(
        private notifications: NotificationService,
        private limits: RateLimitService,
    ) {}

    /** One notification to the caller, in the app and (after commit, through the push queue) to each of their devices. */
    async send(ctx: RequestContext, customerId: ID, input: TestNotiInput): Promise<Notification | TooManyAttemptsError> {
        const limit = await this.limits.consume(testNotiPolicy, String(customerId));
        if (!limit.allowed) return new TooManyAttemptsError(limit.retryAfterSeconds);
        const actionTyp = input.actionTyp && (ACTION_TYPES as readonly string[]).includes(input.actionTyp) ? input.actionTyp : 'NON';
        const [notification] = await this.notifications.notify(
            ctx,
            [customerId],
            testMessage({ title: input.title?.slice(0, 100), msg: input.msg?.slice(0, 500), actionTyp, actionVal: input.actionVal?.slice(0, 1024) ?? null }),
        );
        return notification;
    }
}
