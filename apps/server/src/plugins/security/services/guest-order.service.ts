import { Injectable } from '@nestjs/common';
import { ID, RequestContext, TransactionalConnection } from '@vendure/core';

import { GuestOrderSession } from '../entities/guest-order-session.entity';

/** Remembers which guest session took an order to checkout (see GuestOrderSession). */
@Injectable()
export class GuestOrderService {
    constructor(private connection: TransactionalConnection) {}

    async remember(ctx: RequestContext, orderId: ID, sessionId: ID): Promise<void> {
        const repo = this.connection.getRepository(ctx, GuestOrderSession);
        // Same order again (back to the cart, then checkout again): the latest session wins.
        await repo.upsert({ orderId: String(orderId), sessionId: String(sessionId) }, ['orderId']);
    }

    async placedBySession(ctx: RequestContext, orderId: ID, sessionId: ID): Promise<boolean> {
        const row = await this.connection.getRepository(ctx, GuestOrderSession).findOne({ where: { orderId: String(orderId), sessionId: String(sessionId) } });
        return !!row;
    }

    /** The session signed out: its orders are no longer readable by code from anywhere. */
    async forgetSession(ctx: RequestContext, sessionId: ID): Promise<void> {
        await this.connection.getRepository(ctx, GuestOrderSession).delete({ sessionId: String(sessionId) });
    }
}
