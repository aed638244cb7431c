import { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { appendOnce } from '../../common/config-lists';
import { addMessages } from '../../common/error-results';
import { PrizesPlugin } from '../prizes';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { ResponsiblePlayAdminResolver, ResponsiblePlayShopResolver, responsiblePlayUnionResolvers } from './api/responsible-play.resolver';
import { customerCustomFields } from './config/custom-fields';
import { responsiblePlayOrderInterceptor, responsiblePlayOrderProcess } from './config/responsible-play-order';
import { PlayRefusal } from './entities/play-refusal.entity';
import { PlaySettings } from './entities/play-settings.entity';
import { PlaySpend } from './entities/play-spend.entity';
import { responsiblePlayMessages } from './errors';
import { ResponsiblePlayService } from './services/responsible-play.service';
import './types';

/**
 * Responsible play (docs/responsible-play.md): the age gate on tickets and boxes, the shopper's
 * spending limits and self-exclusion, the spending ledger and its monthly history, and support's
 * exclusion on request.
 */
@VendurePlugin({
    imports: [PluginCommonModule, PrizesPlugin],
    entities: [PlaySettings, PlaySpend, PlayRefusal],
    providers: [ResponsiblePlayService],
    exports: [ResponsiblePlayService],
    shopApiExtensions: { schema: shopApiExtensions, resolvers: [ResponsiblePlayShopResolver, ...responsiblePlayUnionResolvers] },
    adminApiExtensions: { schema: adminApiExtensions, resolvers: [ResponsiblePlayAdminResolver] },
    configuration: config => {
        config.customFields.Customer = appendOnce(config.customFields.Customer, customerCustomFields ?? [], f => f.name);
        config.orderOptions.process = appendOnce(config.orderOptions.process, [responsiblePlayOrderProcess]);
        config.orderOptions.orderInterceptors = appendOnce(config.orderOptions.orderInterceptors, [responsiblePlayOrderInterceptor]);
        return config;
    },
    compatibility: '^3.0.0',
})
export class ResponsiblePlayPlugin implements OnApplicationBootstrap {
    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        addMessages(this.i18nService, responsiblePlayMessages);
    }
}
