import { Injectable } from '@nestjs/common';
import { ID, idsAreEqual, Order, OrderLine, Product, ProductVariant, RequestContext, TransactionalConnection } from '@vendure/core';

import { activeCustomerId } from '../../../common/customer';
import { refusalMessage } from '../../../common/error-results';
import { isRowId } from '../../../common/ids';
import { WonPrize } from '../entities/won-prize.entity';
import { PrizeUnavailableError } from '../errors';

/**
 * The rules for an order line's `prizeId` (the id of a WonPrize the line delivers): only the
 * order's own customer's prize, not redeemed, on no other line of any order that is not
 * cancelled, one unit of a variant of the prize's product. Checked on every cart change (the
 * prize OrderInterceptor) and again at checkout and before payment.
 *
 * Exactly once is the database's: a line may carry a prize only after the cart claim
 * `SET atcOrderId = order WHERE atcOrderId IS NULL` updated its row, one statement, so of two
 * concurrent adds (same cart or two carts) one claims and the other is refused. Claims are
 * released when no line of the order carries the prize any more, or the order is cancelled.
 */
@Injectable()
export class PrizeCartService {
    constructor(private connection: TransactionalConnection) {}

    /** The rules, then the cart claim: what the prize OrderInterceptor runs on every cart change. */
    async claimForLine(
        ctx: RequestContext,
        order: Order,
        prizeId: ID,
        variantId: ID,
        quantity: number,
        lineId?: ID,
    ): Promise<PrizeUnavailableError | undefined> {
        const refusal = await this.lineRefusal(ctx, order, prizeId, variantId, quantity, lineId);
        if (refusal) return refusal;
        const current = lineId ? order.lines?.find(l => idsAreEqual(l.id, lineId))?.customFields?.prizeId : undefined;
        // The line carries this prize already: it holds the claim.
        if (current != null && String(current) === String(prizeId)) return undefined;
        return this.claim(ctx, order.id, prizeId);
    }

    /**
     * Claims the prize for the order. Held by this order already: it is in this cart (a
     * concurrent add won). Held by another order that no line carries it in (lineRefusal found
     * none): that claim is stale, taken over only if it is still the same (compare and set).
     */
    private async claim(ctx: RequestContext, orderId: ID, prizeId: ID): Promise<PrizeUnavailableError | undefined> {
        const repo = this.connection.getRepository(ctx, WonPrize);
        const take = (held: string, heldBy?: ID) =>
            repo
                .createQueryBuilder()
                .update(WonPrize)
                .set({ isATC: true, atcOrderId: orderId })
                .where(`"id" = :id AND "isRedeemed" = :no AND ${held}`, { id: prizeId, no: false, heldBy })
                .execute();
        if ((await take('"atcOrderId" IS NULL')).affected) return undefined;
        const won = await repo.findOne({ where: { id: prizeId }, select: { id: true, atcOrderId: true }, loadEagerRelations: false });
        if (!won?.atcOrderId) return new PrizeUnavailableError('USED');
        if (idsAreEqual(won.atcOrderId, orderId)) return new PrizeUnavailableError('IN_CART');
        const stale = await take('"atcOrderId" = :heldBy', won.atcOrderId);
        return stale.affected ? undefined : new PrizeUnavailableError('USED');
    }

    async lineRefusal(
        ctx: RequestContext,
        order: Order,
        prizeId: ID,
        variantId: ID,
        quantity: number,
        lineId?: ID,
    ): Promise<PrizeUnavailableError | undefined> {
        const won = isRowId(prizeId) ? await this.connection.getRepository(ctx, WonPrize).findOne({ where: { id: prizeId } }) : null;
        if (!won) return new PrizeUnavailableError('NOT_FOUND');
        // In the shop, the signed-in shopper's own prize (a guest who put a winner's email on
        // the order is still a guest); operators (admin API) act for the order's customer.
        const customerId = ctx.apiType === 'shop' ? await activeCustomerId(this.connection, ctx) : order.customerId;
        // A guest has won nothing; another customer's prize reads the same as no prize to them.
        if (!customerId || !idsAreEqual(won.customerId, customerId)) return new PrizeUnavailableError('NOT_YOURS');
        if (won.isRedeemed || (await this.usedElsewhere(ctx, won.id, order.id, lineId))) return new PrizeUnavailableError('USED');
        const variant = await this.connection
            .getRepository(ctx, ProductVariant)
            .findOne({ where: { id: variantId }, select: { id: true, productId: true }, loadEagerRelations: false });
        if (!variant || won.prizeId == null || !idsAreEqual(variant.productId, won.prizeId)) return new PrizeUnavailableError('WRONG_VARIANT');
        const sameOrderUnits = (order.lines ?? [])
            .filter(l => String(l.customFields?.prizeId ?? '') === String(prizeId) && !(lineId && idsAreEqual(l.id, lineId)))
            .reduce((sum, l) => sum + l.quantity, 0);
        if (sameOrderUnits + quantity > 1) return new PrizeUnavailableError('QUANTITY');
        return undefined;
    }

    /** Every prize line of the order, checked again: a message for the first that fails. */
    async checkoutRefusal(ctx: RequestContext, order: Order): Promise<string | undefined> {
        for (const line of order.lines ?? []) {
            const prizeId = line.customFields?.prizeId;
            if (prizeId == null) continue;
            // The line itself counts once: check it as if it were being added to the rest.
            const refusal =
                (await this.lineRefusal(ctx, order, prizeId, line.productVariantId, line.quantity, line.id)) ??
                (await this.claimedElsewhere(ctx, prizeId, order.id));
            if (refusal) return refusalMessage(ctx, 'PRIZE_CANNOT_BE_DELIVERED', { prizeId: String(prizeId), reason: refusal.reason });
        }
        return undefined;
    }

    /**
     * The product a line's prize delivers, only if the prize is the order customer's own: a
     * forged or foreign prizeId shows nothing (no unreleased product can be read through it).
     */
    async prizeProductOfLine(ctx: RequestContext, line: OrderLine): Promise<Product | null> {
        const prizeId = line.customFields?.prizeId;
        if (!isRowId(prizeId)) return null;
        const order = await this.connection
            .getRepository(ctx, Order)
            .createQueryBuilder('order')
            .innerJoin('order.lines', 'line', 'line.id = :lineId', { lineId: line.id })
            .select('order.customerId', 'customerId')
            .getRawOne<{ customerId: ID | null }>();
        if (!order?.customerId) return null;
        const won = await this.connection
            .getRepository(ctx, WonPrize)
            .findOne({ where: { id: prizeId!, customerId: order.customerId }, relations: { prize: true } });
        return won?.prize ?? null;
    }

    /** The prize's cart claim is not this order's (a line written around the cart rules). */
    private async claimedElsewhere(ctx: RequestContext, prizeId: ID, orderId: ID): Promise<PrizeUnavailableError | undefined> {
        const won = await this.connection
            .getRepository(ctx, WonPrize)
            .findOne({ where: { id: prizeId }, select: { id: true, atcOrderId: true }, loadEagerRelations: false });
        return won?.atcOrderId != null && idsAreEqual(won.atcOrderId, orderId) ? undefined : new PrizeUnavailableError('USED');
    }

    /** Another order line (not this one, in an order that is not cancelled) already carries the prize. */
    private async usedElsewhere(ctx: RequestContext, wonPrizeId: ID, orderId: ID, lineId?: ID): Promise<boolean> {
        const qb = this.connection
            .getRepository(ctx, OrderLine)
            .createQueryBuilder('line')
            .innerJoin('line.order', 'order')
            .where('line.customFields.prizeId = :prizeId', { prizeId: String(wonPrizeId) })
            .andWhere('order.state != :cancelled', { cancelled: 'Cancelled' })
            // Lines of this order count only if they are other lines (the QUANTITY rule covers them).
            .andWhere('order.id != :orderId', { orderId });
        if (lineId) qb.andWhere('line.id != :lineId', { lineId });
        return (await qb.getCount()) > 0;
    }
}
