import { Injectable } from '@nestjs/common';
import { ID, Order, RequestContext, TransactionalConnection } from '@vendure/core';
import { In } from 'typeorm';

import { CampaignService, CampaignTicketService } from '../../campaign';
import { BlindBox } from '../entities/blind-box.entity';

/**
 * Refunds of blind boxes (docs/blind-boxes.md "Refunds"). After Vendure's `cancelOrder` has
 * lowered a BLINDBOX line's quantity, the line keeps as many boxes as units remain; the rest are
 * voided, unopened ones only, highest box number first: each by the conditional UPDATE `isVoid =
 * true WHERE isOpen = false AND isVoid = false`, which the opening's claim (`... WHERE isVoid =
 * false`) excludes, so a box is either opened or voided, never both. Their tickets are then
 * voided through the campaign's ledger (counts back). An opened box is never voided: its prize
 * was revealed and stays the shopper's; a refund of it returns money only. Unopened boxes hold
 * no prize stock (stock is taken when a box is opened), so every prize line's stock stays whole.
 */
@Injectable()
export class BoxRefundService {
    constructor(
        private connection: TransactionalConnection,
        private tickets: CampaignTicketService,
        private campaigns: CampaignService,
    ) {}

    /** Voids the boxes of the order's cancelled blind-box units; returns the codes voided now. */
    async voidCancelledBoxes(ctx: RequestContext, order: Order): Promise<string[]> {
        const campaignIds = [...new Set(order.lines.map(l => l.customFields?.campaignId).filter((id): id is string => !!id))];
        if (!campaignIds.length) return [];
        const blindBoxCampaignIds = await this.campaigns.blindBoxIds(ctx, campaignIds);
        const voided: string[] = [];
        for (const campaignId of blindBoxCampaignIds) {
            for (const line of order.lines.filter(l => String(l.customFields?.campaignId) === String(campaignId))) {
                voided.push(...(await this.voidLine(ctx, order, campaignId, line.id, line.quantity)));
            }
        }
        return voided;
    }

    private async voidLine(ctx: RequestContext, order: Order, campaignId: ID, orderLineId: ID, keep: number): Promise<string[]> {
        // One ticket per unit: a box is its line's ticket (the box job may not have made it yet).
        const held = await this.tickets.validOfOrderLineNewestFirst(ctx, orderLineId);
        let excess = held.length - keep;
        if (excess <= 0) return [];
        const boxes = await this.connection.getRepository(ctx, BlindBox).find({
            where: { orderLineId, code: In(held.map(t => t.ticketId)) },
            select: { id: true, code: true, isOpen: true, isVoid: true },
            loadEagerRelations: false,
        });
        const boxOf = new Map(boxes.map(b => [b.code, b]));
        const codes: string[] = [];
        for (const ticket of held) {
            if (excess <= 0) break;
            const box = boxOf.get(ticket.ticketId);
            if (box) {
                if (box.isOpen) continue;
                const claim = await this.connection
                    .getRepository(ctx, BlindBox)
                    .createQueryBuilder()
                    .update(BlindBox)
                    .set({ isVoid: true })
                    .where('"id" = :id AND "isOpen" = :no AND "isVoid" = :no', { id: box.id, no: false })
                    .execute();
                // Opened meanwhile (or voided by a racing refund, whose ticket void counts it).
                if (!claim.affected && !box.isVoid) {
                    const now = await this.connection
                        .getRepository(ctx, BlindBox)
                        .findOne({ where: { id: box.id }, select: { id: true, isOpen: true }, loadEagerRelations: false });
                    if (now?.isOpen) continue;
                }
            }
            codes.push(ticket.ticketId);
            excess--;
        }
        return this.tickets.voidTickets(ctx, campaignId, order, codes, 1);
    }
}
