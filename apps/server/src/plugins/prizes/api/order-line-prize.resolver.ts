import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, OrderLine, RequestContext, TranslatorService } from '@vendure/core';

import { PrizeCartService } from '../services/prize-cart.service';

@Resolver('OrderLine')
export class OrderLinePrizeResolver {
    constructor(
        private prizes: PrizeCartService,
        private translator: TranslatorService,
    ) {}

    /** The won prize's product, only when the prize is the order customer's own. */
    @ResolveField()
    async prize(@Ctx() ctx: RequestContext, @Parent() line: OrderLine) {
        const product = await this.prizes.prizeProductOfLine(ctx, line);
        return product ? this.translator.translate(product, ctx) : null;
    }
}
