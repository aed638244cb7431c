import { Injector, OrderProcess, OrderState, PaymentProcess, PaymentState } from '@vendure/core';

import { entersCheckout, recordsPayment } from '../../../common/order-steps';
import { CampaignTicketsUnavailableError } from '../errors';
import { CampaignTicketService } from '../services/campaign-ticket.service';

let tickets: CampaignTicketService;

/**
 * Hooks the ticket ledger into Vendure's order state machine: tickets are held when checkout
 * starts (ArrangingPayment), given back when the order leaves it unpaid, and issued in the
 * same transaction that settles the payment.
 */
export const campaignOrderProcess: OrderProcess<OrderState> = {
    init(injector: Injector) {
        tickets = injector.get(CampaignTicketService);
    },
    async onTransitionStart(fromState, toState, { ctx, order }) {
        if (entersCheckout(fromState, toState)) {
            const refusal = await tickets.reserve(ctx, order);
            if (refusal) return refusal;
        }
    },
    async onTransitionEnd(fromState, toState, { ctx, order }) {
        if (toState === 'PaymentSettled' && fromState !== 'PaymentSettled') {
            // Here, not in onTransitionStart (whose errors Vendure turns into a result): a throw
            // when the tickets are gone rolls the payment's transaction back with it.
            await tickets.issue(ctx, order);
        }
        if (fromState === 'ArrangingPayment' && (toState === 'AddingItems' || toState === 'Cancelled')) {
            await tickets.release(ctx, order.id);
        }
    },
};

/**
 * The last check before money is recorded: as a payment is about to become Authorized or
 * Settled, every campaign line is checked again (its variant is still the campaign's product,
 * the campaign still sells, the order still holds its tickets, maxQty). A refusal fails the
 * payment's transition, which throws and rolls the whole addPaymentToOrder back: no payment is
 * recorded, the order stays in ArrangingPayment.
 */
export const campaignPaymentProcess: PaymentProcess<PaymentState> = {
    init(injector: Injector) {
        tickets = injector.get(CampaignTicketService);
    },
    async onTransitionStart(fromState, toState, { ctx, order }) {
        if (!recordsPayment(fromState, toState, order)) return;
        const refusal = await tickets.checkoutRefusal(ctx, order, true);
        // Thrown, not returned: the shopper gets the translated reason, and the payment's transaction rolls back.
        if (refusal) throw new CampaignTicketsUnavailableError(refusal.sId, refusal.kind);
    },
};
