import { Injectable } from '@nestjs/common';
import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
    Allow,
    Ctx,
    ID,
    ListQueryOptions,
    Permission,
    Product,
    RequestContext,
    RequestContextCacheService,
    Transaction,
    TransactionalConnection,
    Translated,
    TranslatorService,
} from '@vendure/core';
import { In } from 'typeorm';

import { CampaignService, CampaignTicketService } from '../../campaign';
import { requireCustomerId } from '../../../common/customer';
import { loadBatched } from '../../../common/request-cache';
import { unionResolver } from '../../../common/union-resolver';
import { WonPrize } from '../entities/won-prize.entity';
import { PrizesUpdateInput, WonPrizeService } from '../services/won-prize.service';

/** Won prizes in the shop (GetPrize, PrizesUpdate). Thin: the service owns the rules. */
@Resolver()
export class PrizeShopResolver {
    constructor(
        private connection: TransactionalConnection,
        private wonPrizes: WonPrizeService,
    ) {}

    @Query()
    @Allow(Permission.Authenticated)
    async getPrize(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<WonPrize> }) {
        return this.wonPrizes.list(ctx, await requireCustomerId(this.connection, ctx), args.options);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    async prizesUpdate(@Ctx() ctx: RequestContext, @Args() args: { input: PrizesUpdateInput }) {
        return this.wonPrizes.update(ctx, await requireCustomerId(this.connection, ctx), args.input);
    }
}

/**
 * The relations of won prizes and codes (the codes plugin uses it too), loaded only when asked
 * for and batched per request (one query for the products or tickets of a whole page; each
 * campaign once): the product translated, disabled or deleted products hidden in the shop.
 */
@Injectable()
export class PrizeRelations {
    constructor(
        private connection: TransactionalConnection,
        private translator: TranslatorService,
        private campaigns: CampaignService,
        private tickets: CampaignTicketService,
        private cache: RequestContextCacheService,
    ) {}

    product(ctx: RequestContext, id: ID | null): Promise<Translated<Product> | undefined> | null {
        if (id == null) return null;
        return loadBatched(this.cache, ctx, 'prizes:products', id, async ids => {
            const products = await this.connection.getRepository(ctx, Product).find({ where: { id: In(ids) }, relations: { featuredAsset: true } });
            const shown = products.filter(p => !p.deletedAt && (ctx.apiType !== 'shop' || p.enabled));
            return new Map(shown.map(p => [String(p.id), this.translator.translate(p, ctx)]));
        });
    }

    campaign(ctx: RequestContext, id: ID) {
        return loadBatched(this.cache, ctx, 'prizes:campaigns', id, async ids => {
            const found = await Promise.all(ids.map(one => this.campaigns.findOne(ctx, one)));
            return new Map(found.filter(c => !!c).map(c => [String(c!.id), c!]));
        });
    }

    ticket(ctx: RequestContext, id: ID | null) {
        if (id == null) return null;
        return loadBatched(this.cache, ctx, 'prizes:tickets', id, async ids => {
            const tickets = await this.tickets.findByIds(ctx, ids);
            return new Map(tickets.map(t => [String(t.id), t]));
        });
    }
}

@Resolver('WonPrize')
export class WonPrizeEntityResolver {
    constructor(private relations: PrizeRelations) {}

    @ResolveField()
    prize(@Ctx() ctx: RequestContext, @Parent() won: WonPrize) {
        return this.relations.product(ctx, won.prizeId);
    }

    @ResolveField()
    campaign(@Ctx() ctx: RequestContext, @Parent() won: WonPrize) {
        return this.relations.campaign(ctx, won.campaignId);
    }

    @ResolveField()
    ticket(@Ctx() ctx: RequestContext, @Parent() won: WonPrize) {
        return this.relations.ticket(ctx, won.ticketId);
    }
}

export const prizeUnionResolvers = [unionResolver('PrizesUpdateResult', 'WonPrize')];
