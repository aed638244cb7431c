import { Injectable } from '@nestjs/common';
import { Customer, ID, RequestContext, TransactionalConnection, UserInputError } from '@vendure/core';

import { CampaignService, CampaignTicketService } from '../../campaign';
import { type ActionType, type LocalizedText, MarketingService } from '../../content';
import { NotificationService } from './notification.service';

export type NoticeSegment = 'ALL' | 'CAMPAIGN_HOLDERS';

export interface NotifyCustomersInput {
    segment: NoticeSegment;
    campaignId?: ID | null;
    title: Partial<LocalizedText>;
    msg: Partial<LocalizedText>;
    actionTyp?: ActionType | null;
    actionVal?: string | null;
}

const MAX_TITLE = 200;
const MAX_MSG = 1000;

/**
 * An operator's message to a segment of customers (every registered customer, or the holders of a
 * campaign's tickets), in English and Malay, through NotificationService: stored in-app and pushed
 * to their devices once the transaction commits.
 */
@Injectable()
export class CustomerNoticeService {
    constructor(
        private connection: TransactionalConnection,
        private campaigns: CampaignService,
        private tickets: CampaignTicketService,
        private notifications: NotificationService,
        private marketing: MarketingService,
    ) {}

    async notify(ctx: RequestContext, input: NotifyCustomersInput): Promise<{ sent: number }> {
        const title = texts(input.title, 'title', MAX_TITLE);
        const msg = texts(input.msg, 'message', MAX_MSG);
        const actionTyp = input.actionTyp ?? 'NON';
        const actionVal = await this.marketing.checkedAction(ctx, actionTyp, input.actionVal);
        let customerIds: ID[];
        if (input.segment === 'CAMPAIGN_HOLDERS') {
            if (input.campaignId == null || input.campaignId === '') throw new UserInputError('error.notify-campaign-needed');
            if (!(await this.campaigns.exists(ctx, input.campaignId)))
                throw new UserInputError('error.notify-unknown-campaign', { id: String(input.campaignId) });
            customerIds = await this.tickets.holderIds(ctx, input.campaignId);
        } else {
            const customers = await this.connection
                .getRepository(ctx, Customer)
                .createQueryBuilder('customer')
                .select('customer.id', 'id')
                .where('customer.deletedAt IS NULL')
                .andWhere('customer.user IS NOT NULL')
                .getRawMany<{ id: ID }>();
            customerIds = customers.map(c => c.id);
        }
        const audience = input.segment === 'CAMPAIGN_HOLDERS' ? { kind: 'CAMPAIGN_HOLDERS' as const, campaignId: input.campaignId } : { kind: 'ALL' as const };
        const sent = await this.notifications.notify(ctx, customerIds, { tag: 'OPERATOR_NOTICE', title, msg, actionTyp, actionVal }, audience);
        return { sent: sent.length };
    }
}

/** Both languages, trimmed, non-empty and not too long. */
function texts(value: Partial<LocalizedText> | null | undefined, field: string, max: number): LocalizedText {
    const en = value?.en?.trim() ?? '';
    const ms = value?.ms?.trim() ?? '';
    if (!en || !ms) throw new UserInputError('error.notify-missing-text', { field });
    if (en.length > max || ms.length > max) throw new UserInputError('error.notify-too-long', { field, max: String(max) });
    return { en, ms };
}
