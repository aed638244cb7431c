import { Injector, OrderProcess, OrderState } from '@vendure/core';

import { GuestOrderService } from '../services/guest-order.service';

let guestOrders: GuestOrderService;

/**
 * When a guest (a shop request with no signed-in user) takes an order to checkout, remember
 * its session: after payment the order is no longer the session's active order, and only
 * that session may read it by code.
 */
export const guestOrderProcess: OrderProcess<OrderState> = {
    init(injector: Injector) {
        guestOrders = injector.get(GuestOrderService);
    },
    async onTransitionEnd(_fromState, toState, { ctx, order }) {
        if (toState === 'ArrangingPayment' && ctx.apiType === 'shop' && !ctx.activeUserId && ctx.session) {
            await guestOrders.remember(ctx, order.id, ctx.session.id);
        }
    },
};
