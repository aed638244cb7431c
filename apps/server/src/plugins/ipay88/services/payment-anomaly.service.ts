import { Inject, Injectable } from '@nestjs/common';
import { Logger, RequestContext, TransactionalConnection } from '@vendure/core';
import { In } from 'typeorm';

import { clampPage } from '../../../common/paging';
import { IPAY88_PLUGIN_OPTIONS, loggerCtx } from '../constants';
import { IPay88Outcome, IPay88Transaction } from '../entities/ipay88-transaction.entity';
import { GatewayRefundError } from '../errors';
import { IPay88PluginOptions } from '../types';
import { LocalGatewayService } from './local-gateway.service';

export const OUTCOMES: IPay88Outcome[] = ['SETTLED', 'DECLINED', 'TO_REFUND', 'REFUNDED'];

/**
 * The gateway transactions as operators see them (docs/payments.md, "Payments needing
 * attention"): the list, and the refund of money the shop refused, exactly once.
 */
@Injectable()
export class PaymentAnomalyService {
    constructor(
        @Inject(IPAY88_PLUGIN_OPTIONS) private options: IPay88PluginOptions,
        private connection: TransactionalConnection,
        private localGateway: LocalGatewayService,
    ) {}

    /** Newest first; `outcome` filters (e.g. TO_REFUND: what needs attention). */
    async list(ctx: RequestContext, args: { outcome?: IPay88Outcome | null; orderCode?: string | null; skip?: number | null; take?: number | null }) {
        const { skip, take } = clampPage(args);
        const where: Record<string, unknown> = {};
        if (args.outcome) where.outcome = args.outcome;
        if (args.orderCode) where.orderCode = args.orderCode.slice(0, 64);
        const [items, totalItems] = await this.connection
            .getRepository(ctx, IPay88Transaction)
            .findAndCount({ where, order: { createdAt: 'DESC', transId: 'ASC' }, skip, take });
        return { items, totalItems };
    }

    /** What the shopper of an order is told: its money being refunded, or refunded. */
    async refundsOfOrder(ctx: RequestContext, orderCode: string) {
        return this.connection
            .getRepository(ctx, IPay88Transaction)
            .find({ where: { orderCode, outcome: In(['TO_REFUND', 'REFUNDED']) }, order: { createdAt: 'ASC' } });
    }

    /**
     * Refunds a TO_REFUND transaction once: the row is claimed (TO_REFUND → REFUNDED) before the
     * gateway is asked, and released if the gateway refuses. The local gateway refunds and gives
     * its reference; live iPay88 refunds are made in its merchant portal, so the operator gives
     * the portal's reference.
     */
    async refund(ctx: RequestContext, transId: string, reference?: string | null): Promise<IPay88Transaction | GatewayRefundError> {
        if (!transId || transId.length > 64) return new GatewayRefundError('NOT_FOUND');
        const given = reference?.trim();
        if (reference != null && (!given || given.length > 128)) return new GatewayRefundError('BAD_REFERENCE');
        if (this.options.mode === 'live' && !given) return new GatewayRefundError('REFERENCE_REQUIRED');
        const repo = this.connection.rawConnection.getRepository(IPay88Transaction);
        const row = await repo.findOne({ where: { transId } });
        if (!row) return new GatewayRefundError('NOT_FOUND');
        const who = ctx.activeUserId != null ? String(ctx.activeUserId) : null;
        const claim = await repo
            .createQueryBuilder()
            .update()
            .set({ outcome: 'REFUNDED', refundedAt: new Date(), refundedBy: who, refundReference: given ?? null })
            .where('transId = :transId AND outcome = :toRefund', { transId, toRefund: 'TO_REFUND' })
            .execute();
        if (claim.affected !== 1) return new GatewayRefundError('NOT_TO_REFUND');
        if (this.options.mode === 'local') {
            const done = await this.localGateway.refund(transId);
            if ('refused' in done) {
                await repo.update({ transId }, { outcome: 'TO_REFUND', refundedAt: null, refundedBy: null, refundReference: null });
                Logger.warn(`The local gateway refused the refund of ${transId}: ${done.refused}`, loggerCtx);
                return new GatewayRefundError('GATEWAY_REFUSED');
            }
            if (!given) await repo.update({ transId }, { refundReference: done.reference });
        }
        Logger.info(`Gateway transaction ${transId} of order ${row.orderCode} refunded by administrator ${who ?? '?'}`, loggerCtx);
        return (await repo.findOne({ where: { transId } }))!;
    }
}
