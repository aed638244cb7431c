import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext, TransactionalConnection } from '@vendure/core';

import { Campaign } from '../entities/campaign.entity';
import { Participation } from '../entities/participation.entity';
import { Ticket } from '../entities/ticket.entity';
import { CampaignLifecycleService } from '../services/campaign-lifecycle.service';
import { displayName } from '../services/display-name';

@Resolver('Campaign')
export class CampaignEntityResolver {
    @ResolveField()
    isClosed(@Parent() campaign: Campaign) {
        return campaign.state === 'ENDED';
    }

    @ResolveField()
    isDraw(@Parent() campaign: Campaign) {
        return !campaign.isCancelled && !!campaign.ts_DRAW_INIT;
    }
}

@Resolver('Ticket')
export class TicketEntityResolver {
    constructor(
        private connection: TransactionalConnection,
        private lifecycle: CampaignLifecycleService,
    ) {}

    /** As every campaign read: one past its end reads as ended (CampaignLifecycleService.shown). */
    @ResolveField()
    async campaign(@Ctx() ctx: RequestContext, @Parent() ticket: Ticket) {
        const campaign = ticket.campaign ?? (await this.connection.getRepository(ctx, Campaign).findOne({ where: { id: ticket.campaignId } }));
        return campaign && this.lifecycle.shown(campaign);
    }
}

@Resolver('Participation')
export class ParticipationEntityResolver {
    @ResolveField()
    customer(@Parent() participation: Participation) {
        const c = participation.customer;
        return { id: c.id, displayName: displayName(c), avatar: null };
    }
}
