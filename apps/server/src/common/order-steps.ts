import { Order, OrderState, PaymentState } from '@vendure/core';

/** The order enters checkout (ArrangingPayment): where cart rules are checked again and tickets held. */
export function entersCheckout(fromState: OrderState, toState: OrderState): boolean {
    return toState === 'ArrangingPayment' && fromState !== 'ArrangingPayment';
}

/**
 * A payment of an order in checkout is about to be recorded (Created → Authorized or Settled):
 * the last moment to refuse before money is taken. A refusal fails the payment's transition,
 * which rolls the whole addPaymentToOrder back.
 */
export function recordsPayment(fromState: PaymentState, toState: PaymentState, order: Order): boolean {
    return fromState === 'Created' && (toState === 'Settled' || toState === 'Authorized') && order.state === 'ArrangingPayment';
}
