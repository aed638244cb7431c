import { InitialData, LanguageCode } from '@vendure/core';

import { demoCategories } from './demo-catalogue';

export const HOME_ZONE = 'Malaysia';

/** Countries, zones, tax and shipping for a shop in Malaysia that also ships to Indonesia and Thailand. */
export const demoInitialData: InitialData = {
    defaultLanguage: LanguageCode.en,
    defaultZone: HOME_ZONE,
    countries: [
        { name: 'Malaysia', code: 'MY', zone: HOME_ZONE },
        { name: 'Indonesia', code: 'ID', zone: 'Indonesia' },
        { name: 'Thailand', code: 'TH', zone: 'Thailand' },
    ],
    // Malaysian sales tax on goods; the seed zero-rates the export zones afterwards.
    taxRates: [{ name: 'Standard', percentage: 10 }],
    // Prices in sen (minor units of MYR).
    shippingMethods: [
        { name: 'Standard Delivery', price: 800 },
        { name: 'Express Delivery', price: 1500 },
    ],
    paymentMethods: [],
    collections: demoCategories.map(c => ({
        name: c.name.en,
        slug: c.code,
        assetPaths: [`category-${c.code}.png`],
        filters: [{ code: 'facet-value-filter', args: { facetValueNames: [`category:${c.name.en}`], containsAny: false } }],
    })),
};
