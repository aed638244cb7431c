import { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { appendOnce } from '../../common/config-lists';
import { addMessages } from '../../common/error-results';
import { CampaignPlugin } from '../campaign';
import { ResponsiblePlayPlugin } from '../responsible-play';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { AddressBookResolver, CountryProvincesResolver } from './api/address-book.resolver';
import { CheckoutShopResolver, OrderMoneySummaryResolver, OrderTrackingResolver, SetShippingResultResolver } from './api/checkout-shop.resolver';
import { checkoutOrderProcess, withoutShippingRule } from './config/checkout-order-process';
import { courierFulfillmentHandler, courierFulfillmentProcess } from './config/courier-fulfillment';
import { courierQuoteCalculator, courierQuoteChecker } from './config/courier-shipping';
import { orderCustomFields, productVariantCustomFields } from './config/custom-fields';
import { CHECKOUT_PLUGIN_OPTIONS } from './constants';
import { checkoutMessages } from './errors';
import { AddressBookService } from './services/address-book.service';
import { CartCheckService } from './services/cart-check.service';
import { MoneySummaryService } from './services/money-summary.service';
import { ParcelService } from './services/parcel.service';
import { trackParcelsTask } from './config/tracking-tasks';
import { DeliveryService } from './services/delivery.service';
import { RateTableProvider } from './services/rate-table.provider';
import { ZONE_CACHE_TTL_MS, ZoneCacheService } from './services/zone-cache.service';
import { CheckoutPluginOptions } from './types';

/**
 * Checkout beyond Vendure's own: courier delivery fees (rate table or EasyParcel) and the chosen
 * option as the order's shipping line, the cart check before paying, the order's dates, the
 * customer's address book (provinces checked against config/provinces.ts), and after the sale
 * the courier: parcels booked when an order is fulfilled, tracked until delivered.
 */
@VendurePlugin({
    imports: [PluginCommonModule, CampaignPlugin, ResponsiblePlayPlugin],
    providers: [
        { provide: CHECKOUT_PLUGIN_OPTIONS, useFactory: () => CheckoutPlugin.options },
        DeliveryService,
        CartCheckService,
        ParcelService,
        AddressBookService,
        ZoneCacheService,
        MoneySummaryService,
    ],
    exports: [DeliveryService, ParcelService, MoneySummaryService],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [
            CheckoutShopResolver,
            SetShippingResultResolver,
            OrderTrackingResolver,
            OrderMoneySummaryResolver,
            AddressBookResolver,
            CountryProvincesResolver,
        ],
    },
    adminApiExtensions: {
        schema: adminApiExtensions,
        resolvers: [OrderMoneySummaryResolver],
    },
    configuration: config => {
        config.customFields.ProductVariant = appendOnce(config.customFields.ProductVariant, productVariantCustomFields ?? [], f => f.name);
        config.customFields.Order = appendOnce(config.customFields.Order, orderCustomFields ?? [], f => f.name);
        config.shippingOptions.shippingCalculators = appendOnce(config.shippingOptions.shippingCalculators, [courierQuoteCalculator], c => c.code);
        config.shippingOptions.shippingEligibilityCheckers = appendOnce(config.shippingOptions.shippingEligibilityCheckers, [courierQuoteChecker], c => c.code);
        config.orderOptions.process = appendOnce(withoutShippingRule(config.orderOptions.process ?? []), [checkoutOrderProcess]);
        config.shippingOptions.fulfillmentHandlers = appendOnce(config.shippingOptions.fulfillmentHandlers, [courierFulfillmentHandler], h => h.code);
        config.shippingOptions.process = appendOnce(config.shippingOptions.process, [courierFulfillmentProcess]);
        config.schedulerOptions.tasks = appendOnce(config.schedulerOptions.tasks, [trackParcelsTask(CheckoutPlugin.options.trackingPollSeconds)], t => t.id);
        // Refreshed in the background instead of by a request (services/zone-cache.service.ts).
        config.entityOptions.zoneCacheTtl = ZONE_CACHE_TTL_MS;
        return config;
    },
    compatibility: '^3.0.0',
})
export class CheckoutPlugin implements OnApplicationBootstrap {
    static options: CheckoutPluginOptions = {
        deliveryProvider: () => new RateTableProvider(),
        trackingPollSeconds: 900,
        sender: { name: 'Tuah', phone: '', address1: '', city: 'Kuala Lumpur', postalCode: '50450', state: 'kul', countryCode: 'MY' },
    };

    constructor(private i18nService: I18nService) {}

    static init(options: Partial<CheckoutPluginOptions> = {}) {
        this.options = { ...this.options, ...options };
        return CheckoutPlugin;
    }

    onApplicationBootstrap() {
        addMessages(this.i18nService, checkoutMessages);
    }
}
