import { Injectable } from '@nestjs/common';
import {
    ForbiddenError,
    ID,
    idsAreEqual,
    ListQueryBuilder,
    ListQueryOptions,
    Logger,
    Order,
    OrderLine,
    PaginatedList,
    RequestContext,
    RequestContextCacheService,
    TransactionalConnection,
} from '@vendure/core';
import { In } from 'typeorm';

import { clampListOptions } from '../../../common/paging';
import { malaysianDateSql } from '../../../common/shop-time';
import { isPostgres } from '../../../common/sql';
import { loadBatched } from '../../../common/request-cache';
import { CampaignService, CampaignTicketService } from '../../campaign';
import { loggerCtx } from '../constants';
import { BlindBox } from '../entities/blind-box.entity';

/** Boxes per INSERT statement (about 16 parameters a row). */
const BOX_INSERT_BATCH = 500;

/**
 * Owns the boxes themselves: creating them from a settled order's tickets (exactly once per
 * unit), the `isLBb` readiness flag, and the owner-only reads. Every read of a box or an order
 * here refuses anyone but its owner with FORBIDDEN, and answers an unknown id the same way, so
 * ids cannot be probed.
 */
@Injectable()
export class BlindBoxService {
    constructor(
        private connection: TransactionalConnection,
        private cache: RequestContextCacheService,
        private listQueryBuilder: ListQueryBuilder,
        private campaigns: CampaignService,
        private tickets: CampaignTicketService,
    ) {}

    /**
     * Creates one box per blind-box ticket of the order — a BLINDBOX campaign issues one ticket
     * per unit, so box n of a line is that line's n-th ticket and its code is the ticket id —
     * and sets `isLBb` once they all exist. Idempotent: `(orderLineId, n)` and `code` are unique
     * and the insert skips rows that exist, so a job that runs twice (a retry, the safety task,
     * an operator) creates nothing more.
     */
    async createBoxesForOrder(ctx: RequestContext, orderId: ID): Promise<{ created: number; total: number }> {
        const tickets = await this.tickets.blindBoxTicketsOfOrder(ctx, orderId);
        const repo = this.connection.getRepository(ctx, BlindBox);
        const before = await repo.count({ where: { orderId } });
        const rows: Array<Partial<BlindBox>> = [];
        const perLine = new Map<string, number>();
        for (const t of tickets) {
            const n = (perLine.get(String(t.orderLineId)) ?? 0) + 1;
            perLine.set(String(t.orderLineId), n);
            rows.push({
                code: t.ticketId,
                n,
                isOpen: false,
                isVoid: false,
                openedAt: null,
                prizeLineId: null,
                campaignId: t.campaignId,
                orderLineId: t.orderLineId!,
                orderId,
                customerId: t.customerId,
                vrfProof: null,
                vrfPublicKey: null,
                randomWord: null,
                eligibility: null,
            });
        }
        // Bounded multi-row INSERTs that do not read the rows back (TypeORM would reload each
        // row's generated columns with one OR term per row: SQLite refuses that past ~1,000 rows).
        for (let i = 0; i < rows.length; i += BOX_INSERT_BATCH) {
            await repo
                .createQueryBuilder()
                .insert()
                .into(BlindBox)
                .values(rows.slice(i, i + BOX_INSERT_BATCH))
                .orIgnore()
                .updateEntity(false)
                .execute();
        }
        const total = await repo.count({ where: { orderId } });
        if (total >= tickets.length) {
            await this.connection
                .getRepository(ctx, Order)
                .createQueryBuilder()
                .update(Order)
                .set({ customFields: { isLBb: true } })
                .where('id = :orderId', { orderId })
                .execute();
        } else {
            Logger.warn(`Order ${orderId}: ${total} of ${tickets.length} blind boxes exist`, loggerCtx);
        }
        return { created: total - before, total };
    }

    /** Settled orders still waiting for their boxes (the job failed or was lost). */
    async ordersAwaitingBoxes(ctx: RequestContext): Promise<ID[]> {
        const rows = await this.connection
            .getRepository(ctx, Order)
            .createQueryBuilder('o')
            .select('o.id', 'id')
            .where('o.customFields.isLBb = :no', { no: false })
            .andWhere('o.state IN (:...states)', {
                states: ['PaymentSettled', 'PartiallyShipped', 'Shipped', 'PartiallyDelivered', 'Delivered'],
            })
            .take(100)
            .getRawMany<{ id: ID }>();
        return rows.map(r => r.id);
    }

    async requireCustomerId(ctx: RequestContext): Promise<ID> {
        return this.campaigns.requireCustomerId(ctx);
    }

    /** The box, if the signed-in customer owns it; FORBIDDEN otherwise (unknown ids included). */
    async ownedBox(ctx: RequestContext, boxId: ID): Promise<BlindBox> {
        const customerId = await this.requireCustomerId(ctx);
        const box = await this.connection.getRepository(ctx, BlindBox).findOne({ where: { id: boxId } });
        if (!box || !idsAreEqual(box.customerId, customerId)) throw new ForbiddenError();
        return box;
    }

    /** The order's id and state, if the signed-in customer owns it; FORBIDDEN otherwise. */
    async ownedOrder(ctx: RequestContext, orderId: ID): Promise<Pick<Order, 'id' | 'state' | 'customerId'>> {
        const customerId = await this.requireCustomerId(ctx);
        const order = await this.connection.getRepository(ctx, Order).findOne({
            where: { id: orderId },
            select: { id: true, state: true, customerId: true },
            loadEagerRelations: false,
        });
        if (!order || !order.customerId || !idsAreEqual(order.customerId, customerId)) throw new ForbiddenError();
        return order;
    }

    /** The signed-in customer's boxes (Vendure list options: filter isOpen, sort; take 1..100, default 20; skip >= 0). */
    async list(ctx: RequestContext, options?: ListQueryOptions<BlindBox>): Promise<PaginatedList<BlindBox>> {
        const customerId = await this.requireCustomerId(ctx);
        const [items, totalItems] = await this.listQueryBuilder
            .build(BlindBox, clampListOptions(options), { ctx, where: { customerId }, orderBy: { id: 'DESC' } })
            .getManyAndCount();
        return { items, totalItems };
    }

    /** All boxes of one of the customer's orders, in box order (line, then n). */
    async boxesOfOrder(ctx: RequestContext, orderId: ID): Promise<BlindBox[]> {
        await this.ownedOrder(ctx, orderId);
        return this.connection.getRepository(ctx, BlindBox).find({ where: { orderId }, order: { orderLineId: 'ASC', n: 'ASC' } });
    }

    async pendingBoxes(ctx: RequestContext, orderId: ID): Promise<BlindBox[]> {
        return (await this.boxesOfOrder(ctx, orderId)).filter(b => !b.isOpen && !b.isVoid);
    }

    /**
     * The next unopened box of the order after `boxId` in box order, wrapping round to the
     * start; null when no other box is left to open.
     */
    async nextBoxId(ctx: RequestContext, orderId: ID, boxId: ID): Promise<ID | null> {
        const boxes = await this.boxesOfOrder(ctx, orderId);
        return nextUnopened(boxes, boxId);
    }

    /** The boxes of an order line, for OrderLine.blindBox(es); one query per request for a page of lines. */
    async boxesOfLine(ctx: RequestContext, line: OrderLine): Promise<BlindBox[]> {
        const boxes = await loadBatched(this.cache, ctx, 'blind-box:line-boxes', line.id, async lineIds => {
            const customerId = await this.campaigns.activeCustomerId(ctx);
            const byLine = new Map<string, BlindBox[]>();
            if (!customerId) return byLine;
            const found = await this.connection.getRepository(ctx, BlindBox).find({
                where: { orderLineId: In(lineIds), customerId },
                order: { n: 'ASC' },
            });
            for (const b of found) byLine.set(String(b.orderLineId), [...(byLine.get(String(b.orderLineId)) ?? []), b]);
            return byLine;
        });
        return boxes ?? [];
    }

    /** An order's boxes with their prize lines, in box order (line, then n), whoever owns it: the operator's order page. */
    boxesOfOrderWithPrizes(ctx: RequestContext, orderId: ID): Promise<BlindBox[]> {
        return this.connection
            .getRepository(ctx, BlindBox)
            .find({ where: { orderId }, relations: { prizeLine: true }, order: { orderLineId: 'ASC', n: 'ASC' } });
    }

    /** An order's boxes as ids, campaigns and owners only (a "boxes ready" notice counts them per campaign). */
    boxOwnersOfOrder(ctx: RequestContext, orderId: ID): Promise<Array<Pick<BlindBox, 'id' | 'campaignId' | 'customerId'>>> {
        return this.connection
            .getRepository(ctx, BlindBox)
            .find({ where: { orderId }, select: { id: true, campaignId: true, customerId: true }, loadEagerRelations: false });
    }

    /** How many of an order's boxes are voided. */
    countVoidedOfOrder(ctx: RequestContext, orderId: ID): Promise<number> {
        return this.connection.getRepository(ctx, BlindBox).count({ where: { orderId, isVoid: true } });
    }

    /** A customer's latest boxes, newest first, at most `take`. */
    latestOfCustomer(ctx: RequestContext, customerId: ID, take: number): Promise<BlindBox[]> {
        return this.connection.getRepository(ctx, BlindBox).find({ where: { customerId }, order: { id: 'DESC' }, take });
    }
    /**
     * Boxes created from `start` (inclusive) to `end` (exclusive) and not void, per Malaysian day and
     * campaign: the sales report's boxes sold (docs/reports.md#the-sales-report).
     */
    async soldPerDay(ctx: RequestContext, start: Date, end: Date): Promise<Array<{ day: string; campaignId: string; count: number }>> {
        const day = malaysianDateSql('box.createdAt', isPostgres(this.connection));
        const rows = await this.connection
            .getRepository(ctx, BlindBox)
            .createQueryBuilder('box')
            .select(day, 'day')
            .addSelect('box.campaignId', 'campaignId')
            .addSelect('COUNT(*)', 'count')
            .where('box.createdAt >= :start AND box.createdAt < :end AND box.isVoid = :no', { start, end, no: false })
            .groupBy(day)
            .addGroupBy('box.campaignId')
            .getRawMany<{ day: string; campaignId: number | string; count: number | string }>();
        return rows.map(r => ({ day: r.day, campaignId: String(r.campaignId), count: Number(r.count) }));
    }

    /**
     * A campaign's opened boxes after the box `after` (by id), at most `take`: each one's prize line and
     * the odds it was opened with (its eligibility), for the operators' odds check (docs/reports.md#the-odds-check).
     */
    openedOutcomes(ctx: RequestContext, campaignId: ID, after: number, take: number): Promise<Array<Pick<BlindBox, 'id' | 'prizeLineId' | 'eligibility'>>> {
        return this.connection
            .getRepository(ctx, BlindBox)
            .createQueryBuilder('box')
            .select(['box.id', 'box.prizeLineId', 'box.eligibility'])
            .where('box.campaignId = :campaignId AND box.isOpen = :open AND box.prizeLineId IS NOT NULL AND box.id > :after', { campaignId, open: true, after })
            .orderBy('box.id', 'ASC')
            .take(take)
            .getMany();
    }
}

export function nextUnopened(boxes: BlindBox[], boxId: ID): ID | null {
    const at = boxes.findIndex(b => idsAreEqual(b.id, boxId));
    const ordered = at < 0 ? boxes : [...boxes.slice(at + 1), ...boxes.slice(0, at)];
    return ordered.find(b => !b.isOpen && !b.isVoid && !idsAreEqual(b.id, boxId))?.id ?? null;
}
