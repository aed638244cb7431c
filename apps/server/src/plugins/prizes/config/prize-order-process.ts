import { Injector, OrderProcess, OrderState, PaymentProcess, PaymentState } from '@vendure/core';

import { entersCheckout, recordsPayment } from '../../../common/order-steps';
import { PrizeCartService } from '../services/prize-cart.service';

let prizes: PrizeCartService;

/** Prize lines are checked again when checkout starts (ArrangingPayment): still owned, unused. */
export const prizeOrderProcess: OrderProcess<OrderState> = {
    init(injector: Injector) {
        prizes = injector.get(PrizeCartService);
    },
    async onTransitionStart(fromState, toState, { ctx, order }) {
        if (!entersCheckout(fromState, toState)) return;
        return prizes.checkoutRefusal(ctx, order);
    },
};

/** ... and once more as a payment is about to be recorded; a refusal rolls the payment back. */
export const prizePaymentProcess: PaymentProcess<PaymentState> = {
    init(injector: Injector) {
        prizes = injector.get(PrizeCartService);
    },
    async onTransitionStart(fromState, toState, { ctx, order }) {
        if (!recordsPayment(fromState, toState, order)) return;
        return prizes.checkoutRefusal(ctx, order);
    },
};
