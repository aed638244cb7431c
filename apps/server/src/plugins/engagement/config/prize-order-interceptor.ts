import { Injector, Order, OrderInterceptor, RequestContext, RequestContextCacheService, WillAddItemToOrderInput, WillAdjustOrderLineInput } from '@vendure/core';

import { CartRefusals } from '../../../common/cart-refusals';
import { PrizeCartService } from '../services/prize-cart.service';

/** The won-prize rules (PrizeCartService) on every way into a cart, like the campaign rules. */
export class PrizeOrderInterceptor implements OrderInterceptor {
    private prizes: PrizeCartService;

    private refusals: CartRefusals;

    init(injector: Injector) {
        this.prizes = injector.get(PrizeCartService);
        this.refusals = new CartRefusals(injector.get(RequestContextCacheService));
    }

    async willAddItemToOrder(ctx: RequestContext, order: Order, input: WillAddItemToOrderInput) {
        const prizeId = input.customFields?.prizeId;
        if (prizeId == null) return;
        const refusal = await this.prizes.lineRefusal(ctx, order, prizeId, input.productVariant.id, input.quantity);
        if (refusal) return this.refusals.refuse(ctx, refusal);
    }

    async willAdjustOrderLine(ctx: RequestContext, order: Order, input: WillAdjustOrderLineInput) {
        const { orderLine, quantity } = input;
        const given = input.customFields?.prizeId;
        const prizeId = given === undefined ? orderLine.customFields?.prizeId : given;
        if (prizeId == null) return;
        const refusal = await this.prizes.lineRefusal(ctx, order, prizeId, orderLine.productVariantId, quantity, orderLine.id);
        if (refusal) return this.refusals.refuse(ctx, refusal);
    }
}

export const prizeOrderInterceptor = new PrizeOrderInterceptor();
