/**
 * What other plugins, the config, the seed and tests may use of the checkout plugin. Code
 * outside the plugin imports from here only (test/plugin-boundaries.test.ts checks it).
 */
export { CheckoutPlugin } from './checkout.plugin';
export { COURIER_SHIPPING_METHOD_CODE, courierQuoteCalculator, courierQuoteChecker } from './config/courier-shipping';
export { DEFAULT_RATE_TABLE, RateTableProvider, type RateTable } from './services/rate-table.provider';
export { EasyParcelProvider } from './services/easyparcel.provider';
export { DeliveryService } from './services/delivery.service';
export { MoneySummaryService } from './services/money-summary.service';
export { ParcelService, isDelivered } from './services/parcel.service';
export { OrderDeliveredEvent, ParcelTrackingEvent } from './services/parcel-events';
export { courierFulfillmentHandler } from './config/courier-fulfillment';
export { courierLanguage, courierText, type CourierLanguage } from './config/courier-words';
export type { CheckoutPluginOptions, DeliveryOption, DeliveryProvider, DeliveryQuote, EasyParcelOptions, ParcelParty, ParcelTracking } from './types';
