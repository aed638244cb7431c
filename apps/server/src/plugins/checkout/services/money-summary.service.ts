import { Injectable } from '@nestjs/common';
import { Order, OrderService, RequestContext } from '@vendure/core';

import { MONEY_SUMMARY_RELATIONS, MoneySummary, moneySummaryOf } from '../../../common/money-summary';
import { DeliveryService } from './delivery.service';

/**
 * `Order.moneySummary`: the order loaded as the breakdown needs it, and whether it ships (the
 * parcel rule, docs/checkout.md#parcels-and-weights) so that no delivery reads "not chosen yet"
 * rather than RM 0.00.
 */
@Injectable()
export class MoneySummaryService {
    constructor(
        private orders: OrderService,
        private delivery: DeliveryService,
    ) {}

    async forOrder(ctx: RequestContext, orderId: Order['id']): Promise<MoneySummary | null> {
        const order = await this.orders.findOne(ctx, orderId, [...MONEY_SUMMARY_RELATIONS]);
        if (!order) return null;
        const needsDelivery = order.shippingLines.length === 0 && (await this.delivery.parcelWeight(ctx, order)) > 0;
        return moneySummaryOf(order, needsDelivery, ctx.languageCode);
    }
}
