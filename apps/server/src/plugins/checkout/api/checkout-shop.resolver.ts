import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, EntityNotFoundError, Order, Permission, RequestContext, Transaction } from '@vendure/core';

import { unionResolver } from '../../../common/union-resolver';
import { courierLanguage, courierText } from '../config/courier-words';
import { CartCheckService } from '../services/cart-check.service';
import { DeliveryService } from '../services/delivery.service';
import { MoneySummaryService } from '../services/money-summary.service';
import { ParcelService } from '../services/parcel.service';

@Resolver()
export class CheckoutShopResolver {
    constructor(
        private delivery: DeliveryService,
        private cartCheck: CartCheckService,
    ) {}

    @Query()
    @Allow(Permission.Public)
    getDeliveryFee(@Ctx() ctx: RequestContext, @Args() args: { input?: { countryCode?: string; province?: string; postalCode?: string } }) {
        return this.delivery.getDeliveryFee(ctx, args.input ?? undefined);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    setShipping(@Ctx() ctx: RequestContext, @Args() args: { input?: { id?: string; priceWithTax?: number }; digital?: boolean }) {
        return this.delivery.setShipping(ctx, args.input ?? undefined, !!args.digital);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    checkCart(@Ctx() ctx: RequestContext, @Args() args: { ts?: Date | string | null }) {
        return this.cartCheck.check(ctx, args.ts ? new Date(args.ts) : undefined);
    }
}

export const SetShippingResultResolver = unionResolver('SetShippingResult', 'Order');

/**
 * `Order.moneySummary`, in both APIs. The shop API has already checked the caller may see `order`;
 * the admin API reaches an order only through queries that need ReadOrder, and asks it again here.
 */
@Resolver('Order')
export class OrderMoneySummaryResolver {
    constructor(private moneySummaries: MoneySummaryService) {}

    @ResolveField()
    @Allow(Permission.ReadOrder, Permission.Owner)
    async moneySummary(@Ctx() ctx: RequestContext, @Parent() order: Order) {
        const summary = await this.moneySummaries.forOrder(ctx, order.id);
        if (!summary) throw new EntityNotFoundError('Order', order.id);
        // The courier's own (English) words in the reader's language, as courierName/courierService.
        return { ...summary, delivery: { ...summary.delivery, name: courierText(summary.delivery.name, courierLanguage(ctx.languageCode)) ?? null } };
    }
}

@Resolver('Order')
export class OrderTrackingResolver {
    @ResolveField()
    tracking(@Parent() order: Order) {
        return ParcelService.trackingOf(order);
    }

    @ResolveField()
    courierName(@Ctx() ctx: RequestContext, @Parent() order: Order) {
        return courierText(order.customFields?.epName, courierLanguage(ctx.languageCode)) ?? null;
    }

    @ResolveField()
    courierService(@Ctx() ctx: RequestContext, @Parent() order: Order) {
        return courierText(order.customFields?.epDesc, courierLanguage(ctx.languageCode)) ?? null;
    }
}
