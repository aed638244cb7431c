import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, CustomerService, ForbiddenError, ID, ListQueryOptions, Permission, RequestContext, Transaction } from '@vendure/core';

import { Notification } from '../entities/notification.entity';
import { inLanguage, NotificationService } from '../services/notification.service';

/** The shop's notification inbox (spec ReadNotification, NotificationsMarkRead). Thin: the service owns the rules. */
@Resolver()
export class NotificationShopResolver {
    constructor(
        private notifications: NotificationService,
        private customers: CustomerService,
    ) {}

    @Query()
    @Allow(Permission.Authenticated)
    async readNotification(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<Notification> }) {
        return this.notifications.list(ctx, await this.customerId(ctx), args.options);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    async notificationsMarkRead(@Ctx() ctx: RequestContext, @Args() args: { input: { ids: ID[] } }) {
        return this.notifications.markRead(ctx, await this.customerId(ctx), args.input.ids);
    }

    private async customerId(ctx: RequestContext): Promise<ID> {
        const customer = ctx.activeUserId ? await this.customers.findOneByUserId(ctx, ctx.activeUserId) : undefined;
        if (!customer) throw new ForbiddenError();
        return customer.id;
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
