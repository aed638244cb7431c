import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { appendOnce } from '../../common/config-lists';
import { BlindBoxPlugin } from '../blind-box';
import { CampaignPlugin } from '../campaign';
import { CheckoutPlugin } from '../checkout';
import { PrizesPlugin } from '../prizes';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { FulfilmentAdminResolver, fulfilmentUnionResolvers, OrderLinesToShipResolver } from './api/fulfilment-admin.resolver';
import { OrderEngagementAdminResolver } from './api/order-engagement-admin.resolver';
import { OrdersShopResolver } from './api/orders-shop.resolver';
import { fulfilmentPermission } from './config/fulfilment-permission';
import { CustomerOrdersService } from './services/customer-orders.service';
import { FulfilmentService } from './services/fulfilment.service';
import { OrderEngagementService } from './services/order-engagement.service';
import { OrderRefundService } from './services/order-refund.service';

/**
 * The shopper's side of orders after paying: the profile buckets (Won, Processing, Shipped,
 * Completed) with their counts, and one order by code for its owner only. Operators ship
 * orders with Vendure's fulfilments (courier as method, tracking code): docs/orders.md. A full
 * refund cancels its order (OrderRefundService).
 */
@VendurePlugin({
    imports: [PluginCommonModule, CampaignPlugin, BlindBoxPlugin, PrizesPlugin, CheckoutPlugin],
    providers: [CustomerOrdersService, FulfilmentService, OrderEngagementService, OrderRefundService],
    exports: [CustomerOrdersService],
    shopApiExtensions: { schema: shopApiExtensions, resolvers: [OrdersShopResolver] },
    adminApiExtensions: {
        schema: adminApiExtensions,
        resolvers: [FulfilmentAdminResolver, OrderLinesToShipResolver, OrderEngagementAdminResolver, ...fulfilmentUnionResolvers],
    },
    configuration: config => {
        config.authOptions.customPermissions = appendOnce(config.authOptions.customPermissions, [fulfilmentPermission], p => p.Permission);
        return config;
    },
    compatibility: '^3.0.0',
})
export class OrdersPlugin {}
