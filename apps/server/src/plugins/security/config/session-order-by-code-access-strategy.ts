import { idsAreEqual, Injector, Order, OrderByCodeAccessStrategy, RequestContext } from '@vendure/core';

import { GuestOrderService } from '../services/guest-order.service';

/**
 * Who may read an order by its code (replaces Vendure's "any guest for two hours"):
 * - a signed-in customer: only their own orders;
 * - a guest: only an order of their own session, i.e. its active order, or one it took to
 *   checkout (GuestOrderSession) while that session lasts; signing out ends it.
 * What a guest then sees of a placed order is cut down by the orderByCode resolver.
 */
export class SessionOrderByCodeAccessStrategy implements OrderByCodeAccessStrategy {
    private guestOrders: GuestOrderService;

    init(injector: Injector) {
        this.guestOrders = injector.get(GuestOrderService);
    }

    async canAccessOrder(ctx: RequestContext, order: Order): Promise<boolean> {
        if (ctx.activeUserId) return idsAreEqual(order.customer?.user?.id, ctx.activeUserId);
        const session = ctx.session;
        if (!session) return false;
        if (session.activeOrderId && idsAreEqual(session.activeOrderId, order.id)) return true;
        return this.guestOrders.placedBySession(ctx, order.id, session.id);
    }
}
