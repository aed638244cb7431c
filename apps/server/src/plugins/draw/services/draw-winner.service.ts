import { Injectable } from '@nestjs/common';
import { ID, RequestContext } from '@vendure/core';

import { Campaign, CampaignService, CampaignTicketService } from '../../campaign';
import { drawEndedMessage, drawWonMessage, NotificationService } from '../../notifications';
import { WonPrizeService } from '../../prizes';

/** What happens to people when a winner is derived: in the same transaction as the winner itself. */
@Injectable()
export class DrawWinnerService {
    constructor(
        private campaigns: CampaignService,
        private tickets: CampaignTicketService,
        private wonPrizes: WonPrizeService,
        private notifications: NotificationService,
    ) {}

    async crown(ctx: RequestContext, campaign: Campaign, winningTicketId: string, winnerId: ID) {
        const ticket = await this.tickets.markWinner(ctx, campaign.id, winningTicketId);
        await this.wonPrizes.create(ctx, { customerId: winnerId, campaignId: campaign.id, ticketId: ticket.id, prizeId: campaign.prizeId });

        const named = await this.campaigns.findNamed(ctx, campaign.id);
        if (!named) throw new Error(`Campaign ${campaign.id} vanished while crowning its winner`);
        await this.notifications.notify(ctx, [winnerId], drawWonMessage(named, winningTicketId));
        const losers = (await this.tickets.holderIds(ctx, campaign.id)).filter(id => String(id) !== String(winnerId));
        if (losers.length) {
            await this.notifications.notify(ctx, losers, drawEndedMessage(named, winningTicketId));
        }
    }
}
