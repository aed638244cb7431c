import { Injector, OrderProcess, OrderState } from '@vendure/core';

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
        if (toState === 'ArrangingPayment' && fromState !== 'ArrangingPayment') {
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
