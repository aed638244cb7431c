import { Query, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext } from '@vendure/core';

import { MarketingService } from '../services/marketing.service';

/** GetMarketing: Home's live banners, popup, floating button and blind-box promo; public. */
@Resolver()
export class MarketingShopResolver {
    constructor(private marketing: MarketingService) {}

    @Query()
    getMarketing(@Ctx() ctx: RequestContext) {
        return this.marketing.marketing(ctx);
    }
}
