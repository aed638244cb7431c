import { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { appendOnce, wrapOnce } from '../../common/config-lists';
import { addMessages } from '../../common/error-results';
import { CampaignPlugin } from '../campaign';
import { PrizesPlugin } from '../prizes';
import { OtpAuthPlugin } from '../otp-auth';
import { SecurityPlugin } from '../security';
import { codeAdminApiExtensions, codeShopApiExtensions } from './api/code-api-extensions';
import { CodeAdminResolver, CodeBatchSummaryResolver } from './api/code-admin.resolver';
import { CodeBatchController } from './api/code-batch.controller';
import { CodeShopResolver, codeUnionResolvers, FreeEntryEntityResolver, FreeEntryShopResolver, RedemptionCodeEntityResolver } from './api/code-shop.resolver';
import { codePermission } from './config/code-permission';
import { CodeOrderPriceStrategy } from './config/code-price-strategy';
import { CodeOrderStockAllocationStrategy } from './config/code-stock-allocation';
import { CODES_PLUGIN_OPTIONS } from './constants';
import { FreeEntry } from './entities/free-entry.entity';
import { RedemptionCode } from './entities/redemption-code.entity';
import { errorMessages } from './errors';
import { CodeService } from './services/code.service';
import { FreeEntryService } from './services/free-entry.service';
import { CodesPluginOptions } from './types';

/**
 * Single-use redemption codes: operators create batches (online codes, printable offline coupon
 * sheets), shoppers preview and redeem them for tickets, boxes (a zero-priced order) or a prize
 * (a won prize: after the prizes plugin, whose WonPrize its schema names). After the security
 * plugin: redemption answers with its TooManyAttemptsError.
 */
@VendurePlugin({
    imports: [PluginCommonModule, CampaignPlugin, SecurityPlugin, PrizesPlugin, OtpAuthPlugin],
    entities: [RedemptionCode, FreeEntry],
    providers: [CodeService, FreeEntryService, { provide: CODES_PLUGIN_OPTIONS, useFactory: () => CodesPlugin.options }],
    controllers: [CodeBatchController],
    // Support's desk lists the codes a shopper redeemed.
    exports: [CodeService],
    shopApiExtensions: {
        schema: codeShopApiExtensions,
        resolvers: [CodeShopResolver, FreeEntryShopResolver, FreeEntryEntityResolver, RedemptionCodeEntityResolver, ...codeUnionResolvers],
    },
    adminApiExtensions: {
        schema: codeAdminApiExtensions,
        resolvers: [CodeAdminResolver, CodeBatchSummaryResolver, RedemptionCodeEntityResolver],
    },
    configuration: config => {
        config.authOptions.customPermissions = appendOnce(config.authOptions.customPermissions, [codePermission], p => p.Permission);
        // A redeemed code's order is priced at zero and allocates no stock.
        config.orderOptions.orderItemPriceCalculationStrategy = wrapOnce(config.orderOptions.orderItemPriceCalculationStrategy, CodeOrderPriceStrategy);
        config.orderOptions.stockAllocationStrategy = wrapOnce(config.orderOptions.stockAllocationStrategy, CodeOrderStockAllocationStrategy);
        return config;
    },
    compatibility: '^3.0.0',
})
export class CodesPlugin implements OnApplicationBootstrap {
    static options: CodesPluginOptions = {};

    static init(options: Partial<CodesPluginOptions>) {
        this.options = { ...this.options, ...options };
        return CodesPlugin;
    }

    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        addMessages(this.i18nService, errorMessages);
    }
}
