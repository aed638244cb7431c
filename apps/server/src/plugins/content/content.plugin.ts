import { OnApplicationBootstrap } from '@nestjs/common';
import gql from 'graphql-tag';
import { I18nService, PluginCommonModule, ProcessContext, VendurePlugin } from '@vendure/core';

import { appendOnce } from '../../common/config-lists';
import { addMessages } from '../../common/error-results';
import { CampaignPlugin } from '../campaign';
import { MarketingAdminResolver } from './api/marketing-admin.resolver';
import { marketingAdminApiExtensions, marketingShopApiExtensions } from './api/marketing-api-extensions';
import { MarketingShopResolver } from './api/marketing-shop.resolver';
import { policyAdminApiExtensions, policyShopApiExtensions } from './api/policy-api-extensions';
import {
    PolicyPageAdminEntityResolver,
    PolicyPageAdminResolver,
    PolicyPageShopResolver,
    policyUnionResolvers,
    updatePolicyPermission,
} from './api/policy-page.resolver';
import { marketingMessages } from './config/marketing-messages';
import { marketingPermission } from './config/marketing-permission';
import { MarketingItem, MarketingItemTranslation } from './entities/marketing-item.entity';
import { PolicyPage } from './entities/policy-page.entity';
import { errorMessages } from './errors';
import { MarketingService } from './services/marketing.service';
import { PolicyPageService } from './services/policy-page.service';

/**
 * What the shop writes for everyone: Home's marketing items (banners, popup, floating button,
 * blind-box promo) and the five policy pages. It also owns the action links (ACTION_TYPES) that
 * marketing items and notifications share, and MarketingService's check of them.
 */
@VendurePlugin({
    imports: [PluginCommonModule, CampaignPlugin],
    entities: [MarketingItem, MarketingItemTranslation, PolicyPage],
    providers: [MarketingService, PolicyPageService],
    // Notifications check their action links with MarketingService; the demo seed creates items with it.
    exports: [MarketingService],
    shopApiExtensions: {
        schema: gql`
            ${marketingShopApiExtensions}
            ${policyShopApiExtensions}
        `,
        resolvers: [MarketingShopResolver, PolicyPageShopResolver],
    },
    adminApiExtensions: {
        schema: gql`
            ${marketingAdminApiExtensions}
            ${policyAdminApiExtensions}
        `,
        resolvers: [MarketingAdminResolver, PolicyPageAdminResolver, PolicyPageAdminEntityResolver, ...policyUnionResolvers],
    },
    configuration: config => {
        config.authOptions.customPermissions = appendOnce(
            config.authOptions.customPermissions,
            [marketingPermission, updatePolicyPermission],
            p => p.Permission,
        );
        return config;
    },
    compatibility: '^3.0.0',
})
export class ContentPlugin implements OnApplicationBootstrap {
    constructor(
        private i18nService: I18nService,
        private policyPages: PolicyPageService,
        private processContext: ProcessContext,
    ) {}

    async onApplicationBootstrap() {
        addMessages(this.i18nService, errorMessages);
        addMessages(this.i18nService, marketingMessages);
        // The five policy pages always exist: a new shop gets the shop's own text (config/policy-texts.ts).
        // Server processes only: they start after the migrations, which a worker does not wait for.
        if (this.processContext.isServer) await this.policyPages.ensurePages();
    }
}
