import { LanguageCode, ShippingCalculator, ShippingEligibilityChecker } from '@vendure/core';

/** The shipping method setShipping puts on an order (seeded with the demo shop; docs/checkout.md). */
export const COURIER_SHIPPING_METHOD_CODE = 'courier';

/**
 * Eligible only once setShipping stored a server-side quote on the order: choosing this method
 * through Vendure's own setOrderShippingMethod without one would ship for free.
 */
export const courierQuoteChecker = new ShippingEligibilityChecker({
    code: 'courier-quote',
    description: [{ languageCode: LanguageCode.en, value: 'Orders with a courier quote (setShipping)' }],
    args: {},
    check: (_ctx, order) => !!order.customFields?.epOptionId && order.customFields?.epPrice != null,
});

/** Charges the quote setShipping stored: the price already includes any tax. */
export const courierQuoteCalculator = new ShippingCalculator({
    code: 'courier-quote',
    description: [{ languageCode: LanguageCode.en, value: 'The courier price quoted at checkout' }],
    args: {},
    calculate: (_ctx, order) => ({
        price: Number(order.customFields?.epPrice ?? 0),
        priceIncludesTax: true,
        taxRate: 0,
        metadata: { optionId: order.customFields?.epOptionId, courier: order.customFields?.epName },
    }),
});
