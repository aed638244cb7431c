import { Args, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';

import { IPay88Service, Platform } from '../services/ipay88.service';

@Resolver()
export class IPay88ShopResolver {
    constructor(private ipay88: IPay88Service) {}

    /** Only the session's active order: nobody can start a payment of someone else's order. */
    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    createIPayIntent(@Ctx() ctx: RequestContext, @Args() args: { platform: Platform }) {
        return this.ipay88.createIntent(ctx, args.platform);
    }
}

@Resolver('CreateIPayIntentResult')
export class CreateIPayIntentResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return value.__typename ?? 'IPayIntent';
    }
}
