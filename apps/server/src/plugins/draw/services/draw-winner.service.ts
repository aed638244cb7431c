import { Injectable } from '@nestjs/common';
import { ID, RequestContext, TransactionalConnection } from '@vendure/core';

import { Campaign, Participation, Ticket } from '../../campaign';
import { drawEndedMessage, drawWonMessage, NotificationService } from '../../notifications';
import { WonPrizeService } from '../../prizes';

/** What happens to people when a winner is derived: in the same transaction as the winner itself. */
@Injectable()
export class DrawWinnerService {
    constructor(
        private connection: TransactionalConnection,
        private wonPrizes: WonPrizeService,
        private notifications: NotificationService,
    ) {}

    async crown(ctx: RequestContext, campaign: Campaign, winningTicketId: string, winnerId: ID) {
        const ticketRepo = this.connection.getRepository(ctx, Ticket);
        await ticketRepo.update({ campaignId: campaign.id, ticketId: winningTicketId }, { isWin: true });
        const ticket = await ticketRepo.findOneOrFail({ where: { campaignId: campaign.id, ticketId: winningTicketId }, loadEagerRelations: false });
        await this.wonPrizes.create(ctx, { customerId: winnerId, campaignId: campaign.id, ticketId: ticket.id, prizeId: campaign.prizeId });

        const named = await this.connection.getRepository(ctx, Campaign).findOneOrFail({ where: { id: campaign.id }, relations: { translations: true } });
        await this.notifications.notify(ctx, [winnerId], drawWonMessage(named, winningTicketId));
        const others = await this.connection.getRepository(ctx, Participation).find({
            where: { campaignId: campaign.id },
            select: { customerId: true, count: true },
            loadEagerRelations: false,
        });
        const losers = others.filter(p => p.count > 0 && String(p.customerId) !== String(winnerId)).map(p => p.customerId);
        if (losers.length) {
            await this.notifications.notify(ctx, losers, drawEndedMessage(named, winningTicketId));
        }
    }
}
