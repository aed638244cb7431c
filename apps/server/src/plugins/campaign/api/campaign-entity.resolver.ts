import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Asset, Ctx, Customer, ProductVariant, RequestContext, RequestContextCacheService, TransactionalConnection } from '@vendure/core';
import { In } from 'typeorm';

import { loadBatched } from '../../../common/request-cache';

import { Campaign } from '../entities/campaign.entity';
import { Participation } from '../entities/participation.entity';
import { Ticket } from '../entities/ticket.entity';
import { TicketRarityService } from '../services/ticket-rarity.service';
import { CampaignLifecycleService } from '../services/campaign-lifecycle.service';
import { CampaignService } from '../services/campaign.service';
import { displayName } from '../services/display-name';

@Resolver('Campaign')
export class CampaignEntityResolver {
    constructor(
        private connection: TransactionalConnection,
        private cache: RequestContextCacheService,
    ) {}

    /**
     * Loaded only when asked (the campaign page asks, a card does not): the special variants of
     * one list page load in one query.
     */
    @ResolveField()
    async specialVariant(@Ctx() ctx: RequestContext, @Parent() campaign: Campaign): Promise<ProductVariant | null> {
        if (campaign.specialVariant !== undefined) return campaign.specialVariant;
        if (campaign.specialVariantId == null) return null;
        const variant = await loadBatched(this.cache, ctx, 'campaign:special-variants', campaign.specialVariantId, async ids => {
            const variants = await this.connection.getRepository(ctx, ProductVariant).find({ where: { id: In(ids) } });
            return new Map(variants.map(v => [String(v.id), v]));
        });
        return variant ?? null;
    }

    @ResolveField()
    isClosed(@Parent() campaign: Campaign) {
        return campaign.state === 'ENDED';
    }

    @ResolveField()
    isDraw(@Parent() campaign: Campaign) {
        return !campaign.isCancelled && !!campaign.ts_DRAW_INIT;
    }
}

/** Shop-only fields of a campaign: its rules in the shopper's language and the odds block. */
@Resolver('Campaign')
export class CampaignShopEntityResolver {
    constructor(private campaigns: CampaignService) {}

    @ResolveField()
    rules(@Ctx() ctx: RequestContext, @Parent() campaign: Campaign): string | null {
        // The policy pages' rule: Malay for ms, English for any other language.
        return campaign.rules ? campaign.rules[ctx.languageCode === 'ms' ? 'ms' : 'en'] : null;
    }

    @ResolveField()
    odds(@Ctx() ctx: RequestContext, @Parent() campaign: Campaign) {
        return this.campaigns.odds(ctx, campaign);
    }
}

@Resolver('Ticket')
export class TicketEntityResolver {
    constructor(
        private connection: TransactionalConnection,
        private lifecycle: CampaignLifecycleService,
        private rarities: TicketRarityService,
    ) {}

    /** When the ticket's rarity round is emitted (beacon-v1): the storefront asks again then. */
    @ResolveField()
    rarityRevealsAt(@Parent() ticket: Ticket) {
        return ticket.rarityRound != null ? this.rarities.revealsAt(ticket.rarityRound) : null;
    }

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
        return { id: c.id, displayName: displayName(c) };
    }
}

/**
 * A participant's (or winner's) picture: the avatar the customer uploaded (`customFields.avatar`),
 * else null. The participants of one page load in one query.
 */
@Resolver('CampaignParticipant')
export class CampaignParticipantResolver {
    constructor(
        private connection: TransactionalConnection,
        private cache: RequestContextCacheService,
    ) {}

    @ResolveField()
    async avatar(@Ctx() ctx: RequestContext, @Parent() participant: { id: string | number }): Promise<Asset | null> {
        const avatar = await loadBatched(this.cache, ctx, 'campaign:participant-avatars', participant.id, async ids => {
            const customers = await this.connection.getRepository(ctx, Customer).find({
                where: { id: In(ids) },
                relations: ['customFields.avatar'],
                loadEagerRelations: false,
            });
            return new Map(customers.map(c => [String(c.id), c.customFields?.avatar ?? null]));
        });
        return avatar ?? null;
    }
}
