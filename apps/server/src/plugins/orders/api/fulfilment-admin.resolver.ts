import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, Order, RequestContext, Transaction } from '@vendure/core';

import { unionResolver } from '../../../common/union-resolver';
import { fulfilmentPermission } from '../config/fulfilment-permission';
import { FulfilmentService, ShipOrderInput } from '../services/fulfilment.service';

/** The fulfilment desk, with the Fulfilment permissions (ReadFulfilment to look, UpdateFulfilment to ship). */
@Resolver()
export class FulfilmentAdminResolver {
    constructor(private fulfilment: FulfilmentService) {}

    @Query()
    @Allow(fulfilmentPermission.Read)
    ordersToShip(@Ctx() ctx: RequestContext, @Args() args: { skip?: number; take?: number }) {
        return this.fulfilment.ordersToShip(ctx, args);
    }

    @Query()
    @Allow(fulfilmentPermission.Read)
    prizesToShip(@Ctx() ctx: RequestContext, @Args() args: { skip?: number; take?: number }) {
        return this.fulfilment.prizesToShip(ctx, args);
    }

    @Query()
    @Allow(fulfilmentPermission.Read)
    packingSlip(@Ctx() ctx: RequestContext, @Args() args: { orderId: ID }) {
        return this.fulfilment.packingSlip(ctx, args.orderId);
    }

    @Transaction()
    @Mutation()
    @Allow(fulfilmentPermission.Update)
    shipOrder(@Ctx() ctx: RequestContext, @Args() args: { input: ShipOrderInput }) {
        return this.fulfilment.ship(ctx, args.input);
    }
}

/** `Order.linesToShip` in the admin API: what the desk and the packing slip list. */
@Resolver('Order')
export class OrderLinesToShipResolver {
    constructor(private fulfilment: FulfilmentService) {}

    @ResolveField()
    linesToShip(@Ctx() ctx: RequestContext, @Parent() order: Order) {
        return this.fulfilment.linesToShip(ctx, order);
    }
}

export const fulfilmentUnionResolvers = [unionResolver('ShipOrderResult', 'Order')];
