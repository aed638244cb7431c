import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Type } from '@vendure/common/lib/shared-types';
import {
    EventBus,
    ID,
    Logger,
    Order,
    OrderStateTransitionEvent,
    RefundStateTransitionEvent,
    RequestContext,
    TransactionalConnection,
    VendureEvent,
} from '@vendure/core';
import { In } from 'typeorm';

import { BlindBoxesCreatedEvent, BlindBoxService } from '../../blind-box';
import { Campaign, CampaignCancelledEvent, CampaignClosedEvent, CampaignService, CampaignTicketService, TicketsIssuedEvent } from '../../campaign';
import {
    boxReadyMessage,
    campaignCancelledMessage,
    drawStartedMessage,
    orderRefundedMessage,
    orderStateMessage,
    ticketsIssuedMessage,
} from '../config/notification-messages';
import { loggerCtx } from '../constants';
import { NotificationService } from './notification.service';

/**
 * What the shop tells its customers when things happen elsewhere (docs/engagement.md#notifications).
 * Every trigger listens with ofType, which delivers an event only once the transaction that
 * published it has committed (and drops it on rollback): customers are told only what
 * happened, and a failure here never fails what caused it. The draw plugin sends DRAW_WON and
 * DRAW_ENDED itself, with the winner, in the draw's transaction.
 */
@Injectable()
export class NotificationTriggersService implements OnApplicationBootstrap {
    constructor(
        private eventBus: EventBus,
        private connection: TransactionalConnection,
        private campaigns: CampaignService,
        private tickets: CampaignTicketService,
        private notifications: NotificationService,
        private boxes: BlindBoxService,
    ) {}

    onApplicationBootstrap() {
        this.onRefunds();
        this.on(TicketsIssuedEvent, 'tickets issued', async event => {
            const campaign = await this.campaign(event.ctx, event.campaignId);
            // A blind box's boxes carry ticket numbers too; their shopper hears BOX_READY instead.
            if (campaign?.typStr !== 'LUCKYDRAW') return;
            const order = await this.connection
                .getRepository(event.ctx, Order)
                .findOne({ where: { id: event.orderId }, select: { id: true, code: true }, loadEagerRelations: false });
            await this.notifications.notify(event.ctx, [event.customerId], ticketsIssuedMessage(campaign, event.ticketIds, order?.code));
        });
        this.on(CampaignClosedEvent, 'draw started', async event => {
            if (event.campaign.typStr !== 'LUCKYDRAW') return;
            const campaign = (await this.campaign(event.ctx, event.campaign.id)) ?? event.campaign;
            const holders = await this.tickets.holderIds(event.ctx, campaign.id);
            if (holders.length)
                await this.notifications.notify(event.ctx, holders, drawStartedMessage(campaign), { kind: 'CAMPAIGN_HOLDERS', campaignId: campaign.id });
        });
        this.on(CampaignCancelledEvent, 'campaign cancelled', async event => {
            const refundedOrders = event.refundedOrderIds.length
                ? await this.connection
                      .getRepository(event.ctx, Order)
                      .find({ where: { id: In(event.refundedOrderIds) }, select: { id: true, customerId: true }, loadEagerRelations: false })
                : [];
            const refunded = new Set(refundedOrders.map(o => String(o.customerId)));
            const holders = event.holderIds.map(String);
            const paid = holders.filter(id => refunded.has(id));
            const free = holders.filter(id => !refunded.has(id));
            if (paid.length) await this.notifications.notify(event.ctx, paid, campaignCancelledMessage(event.campaign, true, event.reason === 'OPERATOR'));
            if (free.length) await this.notifications.notify(event.ctx, free, campaignCancelledMessage(event.campaign, false, event.reason === 'OPERATOR'));
        });
        this.on(BlindBoxesCreatedEvent, 'boxes ready', async event => {
            const boxes = await this.boxes.boxOwnersOfOrder(event.ctx, event.orderId);
            const order = await this.connection
                .getRepository(event.ctx, Order)
                .findOne({ where: { id: event.orderId }, select: { id: true, code: true }, loadEagerRelations: false });
            const byCampaign = new Map<string, { customerId: ID; count: number }>();
            for (const box of boxes) {
                const entry = byCampaign.get(String(box.campaignId)) ?? { customerId: box.customerId, count: 0 };
                entry.count++;
                byCampaign.set(String(box.campaignId), entry);
            }
            for (const [campaignId, { customerId, count }] of byCampaign) {
                const campaign = await this.campaign(event.ctx, campaignId);
                if (campaign) await this.notifications.notify(event.ctx, [customerId], boxReadyMessage(campaign, count, order?.code ?? ''));
            }
        });
        this.on(OrderStateTransitionEvent, 'order shipped or delivered', async event => {
            if (event.toState !== 'Shipped' && event.toState !== 'Delivered') return;
            if (event.fromState === event.toState || !event.order.customerId) return;
            await this.notifications.notify(event.ctx, [event.order.customerId], orderStateMessage(event.toState, event.order.code));
        });
    }

    /** Told once per settled refund, after the refund (and the voiding it caused) committed. */
    private onRefunds() {
        this.on(RefundStateTransitionEvent, 'order refunded', async event => {
            if (event.toState !== 'Settled' || event.fromState === 'Settled' || !event.order.customerId) return;
            const orderId = event.order.id;
            const voidedTickets = await this.tickets.countVoidedDrawTicketsOfOrder(event.ctx, orderId);
            const voidedBoxes = await this.boxes.countVoidedOfOrder(event.ctx, orderId);
            await this.notifications.notify(
                event.ctx,
                [event.order.customerId],
                orderRefundedMessage(event.order.code, event.refund.total, voidedTickets, voidedBoxes),
            );
        });
    }

    /** Subscribes after commit; a failure is logged, never thrown at the publisher. */
    private on<T extends VendureEvent & { ctx: RequestContext }>(type: Type<T>, what: string, handle: (event: T) => Promise<void>) {
        this.eventBus.ofType(type).subscribe(event => {
            handle(event).catch(err => Logger.error(`Notification (${what}) not sent: ${err.message}`, loggerCtx));
        });
    }

    private campaign(ctx: RequestContext, id: ID): Promise<Campaign | null> {
        return this.campaigns.findNamed(ctx, id);
    }
}
