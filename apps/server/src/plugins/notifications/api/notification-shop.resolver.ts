import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, CustomerService, ForbiddenError, ID, ListQueryOptions, Permission, RequestContext, Transaction } from '@vendure/core';

import { unionResolver } from '../../../common/union-resolver';
import { Notification } from '../entities/notification.entity';
import { FcmTokenInvalidError } from '../errors';
import { groupByDay, inLanguage, NotificationList, NotificationService } from '../services/notification.service';
import { PushService } from '../services/push.service';
import { TestNotiInput, TestNotiService } from '../services/test-noti.service';

/** The shop's notification inbox and push devices (spec ReadNotification, NotificationsMarkRead, UpdateFcmToken, TestNoti). Thin: the services own the rules. */
@Resolver()
export class NotificationShopResolver {
    constructor(
        private notifications: NotificationService,
        private push: PushService,
        private testNotis: TestNotiService,
        private customers: CustomerService,
    ) {}

    @Query()
    @Allow(Permission.Authenticated)
    async readNotification(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<Notification> }): Promise<NotificationList> {
        const customerId = await this.customerId(ctx);
        return { ...(await this.notifications.list(ctx, customerId, args.options)), customerId };
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    async notificationsMarkRead(@Ctx() ctx: RequestContext, @Args() args: { input: { ids: ID[]; all?: boolean | null } }) {
        const customerId = await this.customerId(ctx);
        if (args.input.all) return this.notifications.markAllRead(ctx, customerId);
        return this.notifications.markRead(ctx, customerId, args.input.ids);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    async updateFcmToken(@Ctx() ctx: RequestContext, @Args() args: { fcmToken: string; platform?: string | null }) {
        const customerId = await this.customerId(ctx);
        const problem = PushService.problemWith(args.fcmToken);
        if (problem) return new FcmTokenInvalidError(problem);
        return this.push.register(ctx, customerId, args.fcmToken, args.platform);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    async testNoti(@Ctx() ctx: RequestContext, @Args() args: { input?: TestNotiInput | null }) {
        return this.testNotis.send(ctx, await this.customerId(ctx), args.input ?? {});
    }

    private async customerId(ctx: RequestContext): Promise<ID> {
        const customer = ctx.activeUserId ? await this.customers.findOneByUserId(ctx, ctx.activeUserId) : undefined;
        if (!customer) throw new ForbiddenError();
        return customer.id;
    }
}

@Resolver('NotificationList')
export class NotificationListResolver {
    constructor(private notifications: NotificationService) {}

    @ResolveField()
    groups(@Ctx() ctx: RequestContext, @Parent() list: NotificationList) {
        return groupByDay(list.items, ctx.languageCode);
    }

    /** Counted only when asked: the tab badge asks for this alone. */
    @ResolveField()
    unreadCount(@Ctx() ctx: RequestContext, @Parent() list: NotificationList) {
        return this.notifications.unreadCount(ctx, list.customerId);
    }
}

@Resolver('Notification')
export class NotificationEntityResolver {
    @ResolveField()
    title(@Ctx() ctx: RequestContext, @Parent() notification: Notification) {
        return inLanguage(notification.title, ctx.languageCode);
    }

    @ResolveField()
    msg(@Ctx() ctx: RequestContext, @Parent() notification: Notification) {
        return inLanguage(notification.msg, ctx.languageCode);
    }
}

export const notificationUnionResolvers = [unionResolver('UpdateFcmTokenResult', 'PushDevice'), unionResolver('TestNotiResult', 'Notification')];
