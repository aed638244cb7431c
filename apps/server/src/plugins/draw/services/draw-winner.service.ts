import { Injectable } from '@nestjs/common';
import { ID, RequestContext, TransactionalConnection } from '@vendure/core';

import { Campaign, Participation, Ticket } from '../../campaign';
import { NotificationService, WonPrizeService } from '../../engagement';

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

        const { translations } = await this.connection.getRepository(ctx, Campaign).findOneOrFail({ where: { id: campaign.id } });
        const name = (lang: 'en' | 'ms') => translations.find(t => t.languageCode === lang)?.name ?? translations[0]?.name ?? campaign.sId;
        await this.notifications.notify(ctx, [winnerId], {
            tag: 'DRAW_WON',
            title: { en: 'You won!', ms: 'Anda menang!' },
            msg: {
                en: `Your ticket ${winningTicketId} won the draw "${name('en')}". Add your prize to the cart to have it shipped.`,
                ms: `Tiket anda ${winningTicketId} memenangi cabutan "${name('ms')}". Masukkan hadiah ke troli untuk dihantar.`,
            },
            actionTyp: 'CAM',
            actionVal: String(campaign.id),
            metaData: { campaignId: campaign.id, ticketId: winningTicketId },
        });
        const others = await this.connection.getRepository(ctx, Participation).find({
            where: { campaignId: campaign.id },
            select: { customerId: true, count: true },
            loadEagerRelations: false,
        });
        const losers = others.filter(p => p.count > 0 && String(p.customerId) !== String(winnerId)).map(p => p.customerId);
        if (losers.length) {
            await this.notifications.notify(ctx, losers, {
                tag: 'DRAW_ENDED',
                title: { en: 'The draw has ended', ms: 'Cabutan telah tamat' },
                msg: {
                    en: `The winner of "${name('en')}" is ticket ${winningTicketId}. You can verify the draw yourself.`,
                    ms: `Pemenang "${name('ms')}" ialah tiket ${winningTicketId}. Anda boleh mengesahkan cabutan sendiri.`,
                },
                actionTyp: 'CAM',
                actionVal: String(campaign.id),
                metaData: { campaignId: campaign.id, ticketId: winningTicketId },
            });
        }
    }
}
