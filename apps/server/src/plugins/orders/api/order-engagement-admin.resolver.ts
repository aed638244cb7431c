import { Args, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, Permission, RequestContext } from '@vendure/core';

import { OrderEngagementService } from '../services/order-engagement.service';

/** An order's tickets, boxes and won prizes for Vendure's order page: whoever may read orders. */
@Resolver()
export class OrderEngagementAdminResolver {
    constructor(private engagement: OrderEngagementService) {}

    @Query()
    @Allow(Permission.ReadOrder)
    orderEngagement(@Ctx() ctx: RequestContext, @Args() args: { orderId: ID }) {
        return this.engagement.forOrder(ctx, args.orderId);
    }
}
