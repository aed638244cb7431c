import { Injectable } from '@nestjs/common';
import { EventBus, HistoryService, ID, Logger, Order, OrderLine, OrderService, RequestContext, TransactionalConnection } from '@vendure/core';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import { In, LessThanOrEqual, SelectQueryBuilder } from 'typeorm';

import { isPostgres } from '../../../common/sql';

import { CampaignState, CampaignType, loggerCtx } from '../constants';
import { Campaign } from '../entities/campaign.entity';
import { Participation } from '../entities/participation.entity';
import { Ticket } from '../entities/ticket.entity';
import { CampaignNotCancellableError } from '../errors';
import { CampaignCancelledEvent, CampaignClosedEvent, CancelReason } from './campaign-events';

/** What cancelling a campaign would do now: shown to the operator before they confirm. */
export interface CampaignCancelEffect {
    campaignId: ID;
    orders: number;
    tickets: number;
    holders: number;
    /** Money refunded, in minor units (sen), tax included. */
    amount: number;
}

/** The orders whose campaign lines `cancel` refunds: paid ones (a refund needs a settled payment). */
const REFUNDABLE_STATES = ['PaymentSettled', 'PartiallyShipped', 'Shipped', 'PartiallyDelivered', 'Delivered'];

/** The columns an ending sets (`endingOf`), which a read of a campaign past its end shows too. */
type Ending = Pick<Campaign, 'state' | 'stage'> & Partial<Pick<Campaign, 'isCancelled' | 'ts_DRAW_INIT' | 'ts_ENDED'>>;

/**
 * What ending a campaign sets: a lucky draw goes to ENDED / DRAW_INIT (its draw starts), a
 * blind box to ENDED / ENDED (its boxes were the prizes), a cancelled one to ENDED / ENDED.
 */
function endingOf(kind: Campaign['typStr'] | 'CANCELLED', at: Date): Ending {
    if (kind === 'CANCELLED') return { state: 'ENDED', stage: 'ENDED', isCancelled: true, ts_ENDED: at };
    return kind === 'BLINDBOX' ? { state: 'ENDED', stage: 'ENDED', ts_ENDED: at } : { state: 'ENDED', stage: 'DRAW_INIT', ts_DRAW_INIT: at };
}

/**
 * Ends campaigns: sold out or past endDate → ENDED / DRAW_INIT (a BLINDBOX campaign: ENDED /
 * ENDED, it has no draw) and a CampaignClosedEvent; past
 * endDate below minTicket → cancelled, paid lines refunded, tickets voided, holders told.
 * Each ending is a conditional UPDATE ... WHERE state = 'ACTIVE', so it happens once even
 * when the scheduled task, a sale and the draw sweeper race for it. Reads never end a
 * campaign: they show one that is due as it will be (`shown`), and write nothing.
 */
@Injectable()
export class CampaignLifecycleService {
    constructor(
        private connection: TransactionalConnection,
        private eventBus: EventBus,
        private orderService: OrderService,
        private historyService: HistoryService,
    ) {}

    async close(ctx: RequestContext, campaignId: ID, reason: 'SOLD_OUT' | 'END_DATE'): Promise<boolean> {
        const now = new Date();
        const { typStr } = await this.connection
            .getRepository(ctx, Campaign)
            .findOneOrFail({ where: { id: campaignId }, select: { id: true, typStr: true }, loadEagerRelations: false });
        const result = await this.connection
            .getRepository(ctx, Campaign)
            .createQueryBuilder()
            .update(Campaign)
            .set(endingOf(typStr, now))
            // From DRAW_INIT on the ticket set is committed: an end-date close must not overtake a
            // checkout that reserved tickets after this campaign was read (its hold settles or
            // expires first). A sell-out has nothing held (issued = total).
            .where(`id = :id AND state = :active${reason === 'END_DATE' ? ' AND "reservedTicket" = 0' : ''}`, { id: campaignId, active: 'ACTIVE' })
            .execute();
        if (!result.affected) return false;
        const campaign = await this.connection.getRepository(ctx, Campaign).findOneOrFail({ where: { id: campaignId } });
        Logger.info(`Campaign ${campaign.sId} closed (${reason}) with ${campaign.issuedTicket} tickets`, loggerCtx);
        await this.eventBus.publish(new CampaignClosedEvent(ctx, campaign, reason));
        return true;
    }

    /** Past endDate, still selling, and no checkout holding its tickets: it should end now. */
    isDue(campaign: Pick<Campaign, 'state' | 'endDate' | 'reservedTicket'>): boolean {
        return campaign.state === 'ACTIVE' && campaign.endDate.getTime() <= Date.now() && campaign.reservedTicket === 0;
    }

    /**
     * The campaign as a shopper or operator should see it now: one that is due (`isDue`) reads
     * as the scheduled task will leave it (ended, its draw started or, below minTicket,
     * cancelled, at its endDate), without a write, so reads stay pure and can run side by side.
     * A copy; the row itself changes only when `closeIfDue` runs.
     */
    shown<T extends Campaign>(campaign: T): T {
        if (!this.isDue(campaign)) return campaign;
        const ending = endingOf(this.belowMinimum(campaign) ? 'CANCELLED' : campaign.typStr, campaign.endDate);
        return Object.assign(Object.create(Object.getPrototypeOf(campaign)), campaign, ending);
    }

    /**
     * Keeps the campaigns (alias `campaign`) that read as `state` now, as `shown` shows them: a
     * list filtered by state agrees with what its items say.
     */
    whereShown<Q extends SelectQueryBuilder<Campaign>>(qb: Q, state: CampaignState | undefined): Q {
        if (state === 'ACTIVE') {
            qb.andWhere(`campaign.state = 'ACTIVE' AND (campaign.endDate > :shownAt OR campaign.reservedTicket > 0)`, { shownAt: new Date() });
        } else if (state === 'ENDED') {
            // SQLite would find both sides of the OR by index and sort every past campaign for each
            // page; `+` keeps the state's index out, so the page is read off the sheet's index,
            // past the open campaigns only (ended ones only grow; docs/performance.md#campaign-lists).
            const stateColumn = isPostgres(this.connection) ? 'campaign.state' : '+ campaign.state';
            qb.andWhere(`(${stateColumn} = 'ENDED' OR (campaign.endDate <= :shownAt AND campaign.reservedTicket = 0))`, { shownAt: new Date() });
        }
        return qb;
    }

    /** Closes the campaign now if it is due: for the moments that need the truth (a sale, checkout, the draw sweeper). */
    async closeIfDueNow(ctx: RequestContext, campaign: Campaign): Promise<boolean> {
        return this.isDue(campaign) && this.connection.withTransaction(ctx, tx => this.closeIfDue(tx, campaign));
    }

    /**
     * Ends a campaign whose endDate has passed. Tickets still held for checkouts in progress
     * keep it open until they settle or expire, so the frozen ticket set cannot change later.
     */
    async closeIfDue(ctx: RequestContext, campaign: Campaign): Promise<boolean> {
        if (!this.isDue(campaign)) return false;
        if (this.belowMinimum(campaign)) return this.cancel(ctx, campaign.id);
        return this.close(ctx, campaign.id, 'END_DATE');
    }

    private belowMinimum(campaign: Pick<Campaign, 'minTicket' | 'issuedTicket'>): boolean {
        return campaign.minTicket != null && campaign.issuedTicket < campaign.minTicket;
    }

    /** Closes campaigns past their end (of one type, if given): the scheduled tasks' work. */
    async closeDueCampaigns(ctx: RequestContext, typStr?: CampaignType): Promise<number> {
        const due = await this.connection
            .getRepository(ctx, Campaign)
            .find({ where: { state: 'ACTIVE', endDate: LessThanOrEqual(new Date()), ...(typStr ? { typStr } : {}) }, take: 100 });
        let closed = 0;
        for (const campaign of due) {
            if (await this.closeIfDueNow(ctx, campaign)) closed++;
        }
        return closed;
    }

    /**
     * What `cancel` would refund and void now, for the operator to read before confirming: the
     * orders holding valid tickets, the tickets, their holders, and the money of those orders'
     * campaign lines (the amount `cancel` refunds, as `refundCampaignLines` computes it).
     */
    async cancelEffect(ctx: RequestContext, campaignId: ID): Promise<CampaignCancelEffect> {
        const tickets = await this.validTickets(ctx, campaignId);
        const orderIds = [
            ...new Set(
                tickets
                    .map(t => t.orderId)
                    .filter((id): id is ID => id != null)
                    .map(String),
            ),
        ];
        let amount = 0;
        if (orderIds.length) {
            const lines = await this.connection.getRepository(ctx, OrderLine).find({ where: { order: { id: In(orderIds), state: In(REFUNDABLE_STATES) } } });
            amount = lines.filter(l => String(l.customFields?.campaignId ?? '') === String(campaignId)).reduce((sum, l) => sum + l.proratedLinePriceWithTax, 0);
        }
        return { campaignId, orders: orderIds.length, tickets: tickets.length, holders: new Set(tickets.map(t => String(t.customerId))).size, amount };
    }

    /**
     * cancelCampaign: an operator cancels a lucky draw that is still selling, through the same
     * path as a campaign ended below its minimum (`cancel`: refund every paid line, void the
     * tickets, tell the holders). Refused, changing nothing, once its draw has started (the
     * ticket set is committed), for a blind box, an ended campaign, or while checkouts hold
     * tickets (they pay or expire within minutes; `cancel` needs none held).
     */
    async cancelByOperator(ctx: RequestContext, campaignId: ID): Promise<Campaign | CampaignNotCancellableError> {
        const refusal = async () => {
            const campaign = await this.connection.getRepository(ctx, Campaign).findOne({ where: { id: campaignId }, loadEagerRelations: false });
            if (!campaign) return new CampaignNotCancellableError('NOT_FOUND');
            if (campaign.typStr !== 'LUCKYDRAW') return new CampaignNotCancellableError('NOT_LUCKYDRAW');
            if (campaign.isCancelled) return new CampaignNotCancellableError('ENDED');
            if (campaign.stage !== 'OPEN') return new CampaignNotCancellableError('DRAW_STARTED');
            if (campaign.state !== 'ACTIVE') return new CampaignNotCancellableError('ENDED');
            if (campaign.reservedTicket > 0) return new CampaignNotCancellableError('CHECKOUTS_HOLDING');
            return undefined;
        };
        const before = await refusal();
        if (before) return before;
        if (!(await this.cancel(ctx, campaignId, 'OPERATOR'))) return (await refusal()) ?? new CampaignNotCancellableError('ENDED');
        return this.connection.getRepository(ctx, Campaign).findOneOrFail({ where: { id: campaignId } });
    }

    private validTickets(ctx: RequestContext, campaignId: ID) {
        return this.connection
            .getRepository(ctx, Ticket)
            .find({ where: { campaignId, isVoid: false }, select: { id: true, orderId: true, orderLineId: true, customerId: true } });
    }

    /** Nobody pays for a draw that never happens: refund every paid line, void the tickets. */
    async cancel(ctx: RequestContext, campaignId: ID, reason: CancelReason = 'MINIMUM'): Promise<boolean> {
        const result = await this.connection
            .getRepository(ctx, Campaign)
            .createQueryBuilder()
            .update(Campaign)
            .set(endingOf('CANCELLED', new Date()))
            .where('id = :id AND state = :active', { id: campaignId, active: 'ACTIVE' })
            .andWhere('"reservedTicket" = 0')
            .execute();
        if (!result.affected) return false;
        const campaign = await this.connection.getRepository(ctx, Campaign).findOneOrFail({ where: { id: campaignId } });
        const tickets = await this.validTickets(ctx, campaignId);
        const orderIds = [
            ...new Set(
                tickets
                    .map(t => t.orderId)
                    .filter((id): id is ID => id != null)
                    .map(String),
            ),
        ];
        const refunded: ID[] = [];
        for (const orderId of orderIds) {
            if (await this.refundCampaignLines(ctx, campaign, orderId, reason)) refunded.push(orderId);
        }
        await this.connection.getRepository(ctx, Ticket).update({ campaignId }, { isVoid: true });
        await this.connection.getRepository(ctx, Participation).update({ campaignId }, { count: 0, units: 0 });
        const holderIds = [...new Set(tickets.map(t => String(t.customerId)))];
        Logger.info(
            `Campaign ${campaign.sId} cancelled (${reason === 'OPERATOR' ? 'by an operator' : 'below its minimum'}): ${refunded.length} orders refunded`,
            loggerCtx,
        );
        await this.eventBus.publish(new CampaignCancelledEvent(ctx, campaign, holderIds, refunded, reason));
        return true;
    }

    private async refundCampaignLines(ctx: RequestContext, campaign: Campaign, orderId: ID, reason: CancelReason): Promise<boolean> {
        const why = reason === 'OPERATOR' ? 'cancelled by an operator' : `cancelled: fewer than ${campaign.minTicket} tickets sold`;
        const order = await this.connection.getRepository(ctx, Order).findOne({ where: { id: orderId }, relations: { lines: true, payments: true } });
        if (!order) return false;
        const lines = order.lines.filter(l => String(l.customFields?.campaignId ?? '') === String(campaign.id));
        let remaining = lines.reduce((sum, l) => sum + l.proratedLinePriceWithTax, 0);
        for (const payment of order.payments.filter(p => p.state === 'Settled')) {
            if (remaining <= 0) break;
            const amount = Math.min(remaining, payment.amount);
            const refund = await this.orderService.refundOrder(ctx, {
                paymentId: payment.id,
                amount,
                // Vendure's Refund row still needs these deprecated columns.
                shipping: 0,
                adjustment: 0,
                lines: [],
                reason: `Campaign ${campaign.sId} ${why}`,
            });
            if ('errorCode' in refund) {
                Logger.error(`Refund of order ${order.code} failed: ${refund.message}`, loggerCtx);
                continue;
            }
            remaining -= amount;
        }
        await this.historyService.createHistoryEntryForOrder({
            ctx,
            orderId: order.id,
            type: HistoryEntryType.ORDER_NOTE,
            data: { note: `Campaign ${campaign.sId} was ${why}; its lines were refunded.` },
        });
        return remaining <= 0;
    }
}
