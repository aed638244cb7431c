import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, Permission, RequestContext, Transaction } from '@vendure/core';

import { unionResolver } from '../../../common/union-resolver';
import { CampaignService } from '../../campaign';
import { marketingPermission } from '../../content';
import { nameIn, NotificationService } from '../../notifications';
import { SupportService } from '../services/support.service';

type Page = { skip?: number | null; take?: number | null };

/** Support's screens: shoppers and unclaimed prizes with Vendure's ReadCustomer, reminders with UpdateCustomer, sent notifications with ReadMarketing. */
@Resolver()
export class SupportAdminResolver {
    constructor(
        private support: SupportService,
        private notifications: NotificationService,
        private campaigns: CampaignService,
    ) {}

    @Query()
    @Allow(Permission.ReadCustomer)
    supportShoppers(@Ctx() ctx: RequestContext, @Args() args: Page & { search: string }) {
        return this.support.findShoppers(ctx, args.search, args);
    }

    @Query()
    @Allow(Permission.ReadCustomer)
    supportShopper(@Ctx() ctx: RequestContext, @Args() args: { customerId: ID }) {
        return this.support.shopper(ctx, args.customerId);
    }

    @Query()
    @Allow(Permission.ReadCustomer)
    unclaimedPrizes(@Ctx() ctx: RequestContext, @Args() args: Page) {
        return this.support.unclaimed(ctx, args);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateCustomer)
    remindUnclaimedPrize(@Ctx() ctx: RequestContext, @Args() args: { wonPrizeId: ID }) {
        return this.support.remind(ctx, args.wonPrizeId);
    }

    @Query()
    @Allow(marketingPermission.Read)
    async sentNotifications(@Ctx() ctx: RequestContext, @Args() args: Page) {
        const page = await this.notifications.sent(ctx, args);
        const ids = [
            ...new Set(
                page.items
                    .map(s => s.campaignId)
                    .filter(id => id != null)
                    .map(String),
            ),
        ];
        const campaigns = new Map((await this.campaigns.findNamedByIds(ctx, ids)).map(c => [String(c.id), c]));
        const lang = ctx.languageCode === 'ms' ? 'ms' : 'en';
        return {
            totalItems: page.totalItems,
            items: page.items.map(s => {
                const campaign = s.campaignId != null ? campaigns.get(String(s.campaignId)) : undefined;
                return {
                    id: s.id,
                    createdAt: s.createdAt,
                    tag: s.tag,
                    titleEn: s.title.en,
                    titleMs: s.title.ms,
                    audience: s.audience,
                    campaignId: s.campaignId,
                    campaignName: campaign ? nameIn(campaign, lang) : null,
                    recipients: s.recipients,
                };
            }),
        };
    }
}

export const supportUnionResolvers = [unionResolver('RemindUnclaimedPrizeResult', 'SupportWonPrize')];
