import { Injector, OrderProcess, OrderState } from '@vendure/core';

import { CartLineRuleInterceptor } from '../../../common/cart-line-rule';
import { entersCheckout } from '../../../common/order-steps';
import { ResponsiblePlayService } from '../services/responsible-play.service';

/** Every way into a cart: a campaign line refused while excluded, without an adult date of birth, or past a limit (the refusal recorded for operators' counts). Fewer units always pass. */
export const responsiblePlayOrderInterceptor = new CartLineRuleInterceptor({
    field: 'campaignId',
    service: ResponsiblePlayService,
    check: (service, ctx, order, campaignId, variantId, quantity, lineId) => service.checkCartChange(ctx, order, campaignId, variantId, quantity, lineId),
    fewerAlwaysAllowed: true,
});

let play: ResponsiblePlayService;

/**
 * The spending ledger in Vendure's order state machine. Registered after every other plugin's
 * process, so that no later check refuses the checkout after its hold is written.
 */
export const responsiblePlayOrderProcess: OrderProcess<OrderState> = {
    init(injector: Injector) {
        play = injector.get(ResponsiblePlayService);
    },
    async onTransitionStart(fromState, toState, { ctx, order }) {
        if (entersCheckout(fromState, toState)) {
            const refusal = await play.hold(ctx, order);
            if (refusal) return refusal;
        }
    },
    async onTransitionEnd(fromState, toState, { ctx, order }) {
        if (fromState === 'ArrangingPayment' && (toState === 'AddingItems' || toState === 'Cancelled')) await play.release(ctx, order.id);
        if ((toState === 'PaymentSettled' || toState === 'PaymentAuthorized') && fromState === 'ArrangingPayment') await play.markSpent(ctx, order.id);
        if (toState === 'Cancelled' && fromState !== 'ArrangingPayment') await play.markRefunded(ctx, order.id);
    },
};
