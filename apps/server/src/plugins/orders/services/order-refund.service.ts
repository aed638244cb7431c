import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, ID, Logger, Order, OrderService, RefundStateTransitionEvent, RequestContext, TransactionalConnection } from '@vendure/core';

import { loggerCtx } from '../constants';

/**
 * A full refund cancels its order (docs/orders.md#refunds). Vendure's `refundOrder` moves money
 * only: an order refunded in full stayed PaymentSettled and on the Fulfilment desk. When a
 * refund settles and the settled refunds reach the settled payments, this cancels the order
 * with Vendure's own `cancelOrder` (every line, and shipping) in the refund's transaction, so
 * its tickets and unopened boxes are voided by the same path as an operator's line
 * cancellation. An order cancelled already (the dashboard's Refund & Cancel cancels before it
 * refunds) is left alone, so this happens at most once.
 */
@Injectable()
export class OrderRefundService implements OnApplicationBootstrap {
    constructor(
        private eventBus: EventBus,
        private connection: TransactionalConnection,
        private orderService: OrderService,
    ) {}

    onApplicationBootstrap() {
        this.eventBus.registerBlockingEventHandler({
            event: RefundStateTransitionEvent,
            id: 'orders-cancel-fully-refunded',
            handler: async event => {
                if (event.toState === 'Settled' && event.fromState !== 'Settled') await this.cancelIfFullyRefunded(event.ctx, event.order.id);
            },
        });
    }

    /** Settled refunds against settled payments, in minor units. */
    async refundedShare(ctx: RequestContext, orderId: ID): Promise<{ paid: number; refunded: number }> {
        const order = await this.connection.getRepository(ctx, Order).findOne({ where: { id: orderId }, relations: { payments: { refunds: true } } });
        const settled = (order?.payments ?? []).filter(p => p.state === 'Settled');
        const paid = settled.reduce((sum, p) => sum + p.amount, 0);
        const refunded = settled.reduce((sum, p) => sum + (p.refunds ?? []).filter(r => r.state === 'Settled').reduce((s, r) => s + r.total, 0), 0);
        return { paid, refunded };
    }

    async cancelIfFullyRefunded(ctx: RequestContext, orderId: ID): Promise<boolean> {
        const order = await this.connection
            .getRepository(ctx, Order)
            .findOne({ where: { id: orderId }, select: { id: true, code: true, state: true }, loadEagerRelations: false });
        if (!order || order.state === 'Cancelled') return false;
        const { paid, refunded } = await this.refundedShare(ctx, orderId);
        if (paid <= 0 || refunded < paid) return false;
        const result = await this.orderService.cancelOrder(ctx, { orderId, cancelShipping: true, reason: 'Refunded in full' });
        if ('errorCode' in result) {
            Logger.warn(`Order ${order.code} was refunded in full but could not be cancelled: ${result.message}`, loggerCtx);
            return false;
        }
        return true;
    }
}
