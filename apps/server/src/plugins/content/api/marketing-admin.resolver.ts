import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, ListQueryOptions, RequestContext, Transaction } from '@vendure/core';

import { marketingPermission } from '../config/marketing-permission';
import { MarketingItem } from '../entities/marketing-item.entity';
import { MarketingItemInput, MarketingItemUpdate, MarketingService } from '../services/marketing.service';

/** Operators manage marketing items; the Marketing permissions say who may. */
@Resolver()
export class MarketingAdminResolver {
    constructor(private marketing: MarketingService) {}

    @Query()
    @Allow(marketingPermission.Read)
    marketingItems(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<MarketingItem> }) {
        return this.marketing.list(ctx, args.options);
    }

    @Query()
    @Allow(marketingPermission.Read)
    marketingItem(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.marketing.findOne(ctx, args.id);
    }

    @Transaction()
    @Mutation()
    @Allow(marketingPermission.Create)
    createMarketingItem(@Ctx() ctx: RequestContext, @Args() args: { input: MarketingItemInput }) {
        return this.marketing.create(ctx, args.input);
    }

    @Transaction()
    @Mutation()
    @Allow(marketingPermission.Update)
    updateMarketingItem(@Ctx() ctx: RequestContext, @Args() args: { input: MarketingItemUpdate }) {
        return this.marketing.update(ctx, args.input);
    }

    @Transaction()
    @Mutation()
    @Allow(marketingPermission.Delete)
    deleteMarketingItem(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.marketing.delete(ctx, args.id);
    }
}
