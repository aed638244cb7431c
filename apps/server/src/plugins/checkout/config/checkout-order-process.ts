import { configureDefaultOrderProcess, defaultOrderProcess, Injector, OrderOptions, OrderProcess, OrderState } from '@vendure/core';

import { entersCheckout } from '../../../common/order-steps';
import { refusalMessage } from '../../../common/error-results';
import { DeliveryService } from '../services/delivery.service';

let delivery: DeliveryService;

/**
 * Vendure's own process, except that it no longer insists on a shipping method: whether an
 * order needs one is ours to say (a digital-only order ships nothing; checkoutOrderProcess).
 */
export const orderProcessWithoutShippingRule = configureDefaultOrderProcess({ arrangingPaymentRequiresShipping: false });

/** The configuration's order processes (`orderOptions.process`), each for its own states. */
type OrderProcesses = NonNullable<OrderOptions['process']>;

/**
 * Swaps Vendure's default process for the one above; any other process stays as it is. Vendure
 * clones the configuration's objects as it merges it, so the default is known by its hook.
 */
export function withoutShippingRule(processes: OrderProcesses): OrderProcesses {
    return processes.map(p => (p.onTransitionStart === defaultOrderProcess.onTransitionStart ? orderProcessWithoutShippingRule : p));
}

/**
 * Entering checkout: an order with something to ship needs a shipping line, and a courier line's
 * quote must still be the price for the order's address now. The order's dates (`createDt`,
 * `paidAt`) are written as it is created and as its payment settles.
 */
export const checkoutOrderProcess: OrderProcess<OrderState> = {
    init(injector: Injector) {
        delivery = injector.get(DeliveryService);
    },
    async onTransitionStart(fromState, toState, { ctx, order }) {
        if (!entersCheckout(fromState, toState)) return;
        const refusal = await delivery.shippingRefusal(ctx, order);
        if (refusal) return refusalMessage(ctx, refusal);
    },
    onTransitionEnd(fromState, toState, { order }) {
        // Vendure saves the order right after its transition, with these fields.
        if (fromState === 'Created' && !order.customFields?.createDt) order.customFields = { ...order.customFields, createDt: order.createdAt ?? new Date() };
        if (toState === 'PaymentSettled' && !order.customFields?.paidAt) order.customFields = { ...order.customFields, paidAt: new Date() };
    },
};
