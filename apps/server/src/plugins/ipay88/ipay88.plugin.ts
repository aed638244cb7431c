import gql from 'graphql-tag';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { appendOnce } from '../../common/config-lists';
import { addMessages } from '../../common/error-results';
import { CreateIPayIntentResultResolver, IPay88ShopResolver } from './api/ipay88-shop.resolver';
import { IPay88Controller, LocalGatewayController } from './api/ipay88.controller';
import { adminApiExtensions, shopApiExtensions, shopOrderRefundExtensions } from './api/api-extensions';
import { OrderGatewayRefundsResolver, PaymentAnomalyAdminResolver, RefundGatewayTransactionResultResolver } from './api/payment-anomaly.resolver';
import { paymentPermission } from './config/payment-permission';
import { LocalGatewayTransaction } from './entities/local-gateway-transaction.entity';
import { errorMessages, ipay88ErrorTypes } from './errors';
import { PaymentAnomalyService } from './services/payment-anomaly.service';
import { ipay88PaymentHandler } from './config/ipay88-payment-handler';
import { IPAY88_PLUGIN_OPTIONS } from './constants';
import { IPay88Transaction } from './entities/ipay88-transaction.entity';
import { IPay88Service } from './services/ipay88.service';
import { LocalGatewayService } from './services/local-gateway.service';
import { IPay88PluginOptions } from './types';

/**
 * iPay88 payments (docs/payments.md): the `ipay88` payment method handler, `createIPayIntent`,
 * the backend callback that alone records payments, the browser's return, and — the embedded
 * default — a local gateway page standing in for iPay88.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [IPay88Transaction, LocalGatewayTransaction],
    providers: [{ provide: IPAY88_PLUGIN_OPTIONS, useFactory: () => IPay88Plugin.options }, IPay88Service, LocalGatewayService, PaymentAnomalyService],
    controllers: [IPay88Controller, LocalGatewayController],
    shopApiExtensions: {
        schema: gql`
            ${shopApiExtensions}
            ${shopOrderRefundExtensions}
        `,
        resolvers: [IPay88ShopResolver, CreateIPayIntentResultResolver, OrderGatewayRefundsResolver],
    },
    adminApiExtensions: {
        schema: adminApiExtensions(ipay88ErrorTypes),
        resolvers: [PaymentAnomalyAdminResolver, RefundGatewayTransactionResultResolver],
    },
    configuration: config => {
        config.authOptions.customPermissions = appendOnce(config.authOptions.customPermissions, [paymentPermission], p => p.Permission);
        config.paymentOptions.paymentMethodHandlers = appendOnce(config.paymentOptions.paymentMethodHandlers, [ipay88PaymentHandler]);
        return config;
    },
    compatibility: '^3.0.0',
})
export class IPay88Plugin {
    static options: IPay88PluginOptions;

    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        addMessages(this.i18nService, errorMessages);
    }

    static init(options: IPay88PluginOptions) {
        this.options = options;
        return IPay88Plugin;
    }
}
