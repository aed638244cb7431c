import { Args, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';

import { OrderBucket } from '../constants';
import { CustomerOrdersService } from '../services/customer-orders.service';

@Resolver()
export class OrdersShopResolver {
    constructor(private orders: CustomerOrdersService) {}

    @Query()
    @Allow(Permission.Owner)
    getAllOrders(@Ctx() ctx: RequestContext, @Args() args: { options?: { bucket?: OrderBucket | null; skip?: number | null; take?: number | null } | null }) {
        return this.orders.list(ctx, args.options ?? {});
    }

    @Query()
    @Allow(Permission.Owner)
    getOneOrder(@Ctx() ctx: RequestContext, @Args() args: { orderCode: string }) {
        return this.orders.findOwn(ctx, args.orderCode);
    }
}
