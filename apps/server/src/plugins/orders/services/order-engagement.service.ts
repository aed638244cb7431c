import { Injectable } from '@nestjs/common';
import { ID, idsAreEqual, Order, RequestContext, TransactionalConnection, translateEntity } from '@vendure/core';

import { BlindBoxService } from '../../blind-box';
import { CampaignService, CampaignTicketService } from '../../campaign';
import { WonPrizeService } from '../../prizes';

/** A translatable entity's name in the operator's language (the channel's default otherwise), '' if it has none. */
function nameOf<T extends { translations: unknown[] }>(ctx: RequestContext, entity: T | null | undefined, field: 'name' | 'prizeName'): string {
    if (!entity?.translations?.length) return '';
    return String((translateEntity(entity as never, [ctx.languageCode, ctx.channel.defaultLanguageCode]) as Record<string, unknown>)[field] ?? '');
}

/**
 * What an order holds beyond its lines, for Vendure's order page (docs/dashboard.md#what-is-there-so-far, "Vendure's order page"):
 * its campaign tickets per campaign (valid and voided), its blind boxes (opened or not, and what
 * came out), and the prizes won with them or taken to the cart in it.
 */
@Injectable()
export class OrderEngagementService {
    constructor(
        private connection: TransactionalConnection,
        private campaigns: CampaignService,
        private tickets: CampaignTicketService,
        private boxes: BlindBoxService,
        private wonPrizes: WonPrizeService,
    ) {}

    async forOrder(ctx: RequestContext, orderId: ID) {
        const order = await this.connection.getRepository(ctx, Order).findOne({ where: { id: orderId }, relations: { lines: true } });
        if (!order) return null;
        const lineIds = order.lines.map(l => l.id);
        const tickets = await this.tickets.ofOrderLines(ctx, lineIds);
        const boxes = await this.boxes.boxesOfOrderWithPrizes(ctx, order.id);
        const won = await this.wonPrizes.forOrderPage(
            ctx,
            tickets.map(t => t.id),
            boxes.map(b => b.id),
            order.id,
        );
        const campaignIds = [...new Set([...tickets, ...boxes, ...won].map(x => String(x.campaignId)))];
        const campaigns = await this.campaigns.findNamedByIds(ctx, campaignIds);
        const campaignName = (id: ID) => {
            const campaign = campaigns.find(c => idsAreEqual(c.id, id));
            return campaign ? `${nameOf(ctx, campaign, 'name')} (${campaign.sId})` : String(id);
        };
        const ticketGroups = campaignIds
            .map(id => ({
                campaignId: id,
                campaignName: campaignName(id),
                numbers: tickets.filter(t => idsAreEqual(t.campaignId, id) && !t.isVoid).map(t => t.ticketId),
                voided: tickets.filter(t => idsAreEqual(t.campaignId, id) && t.isVoid).map(t => t.ticketId),
            }))
            .filter(g => g.numbers.length + g.voided.length > 0);
        return {
            tickets: ticketGroups,
            boxes: boxes.map(b => ({
                id: b.id,
                n: b.n,
                code: b.code,
                campaignName: campaignName(b.campaignId),
                isOpen: b.isOpen,
                openedAt: b.openedAt,
                prizeName: b.prizeLine ? nameOf(ctx, b.prizeLine, 'prizeName') : null,
                isLose: b.prizeLine?.isLose ?? null,
            })),
            wonPrizes: won.map(w => ({
                id: w.id,
                campaignName: campaignName(w.campaignId),
                prizeName: nameOf(ctx, w.prize, 'name') || nameOf(ctx, w.blindBox?.prizeLine, 'prizeName'),
                pType: w.pType,
                wonWith: w.ticket ? `Ticket ${w.ticket.ticketId}` : w.blindBox ? `Box ${w.blindBox.n} (${w.blindBox.code})` : 'A code',
                inThisOrder: idsAreEqual(w.atcOrderId ?? '', order.id),
                isATC: w.isATC,
            })),
        };
    }
}
