import {
    ChannelService,
    Country,
    CountryService,
    CurrencyCode,
    defaultShippingCalculator,
    defaultShippingEligibilityChecker,
    GlobalSettingsService,
    LanguageCode,
    Logger,
    manualFulfillmentHandler,
    ShippingMethodService,
    TaxCategoryService,
    TaxRateService,
    TransactionalConnection,
    ZoneService,
} from '@vendure/core';

import { COURIER_SHIPPING_METHOD_CODE, courierFulfillmentHandler, courierQuoteCalculator, courierQuoteChecker } from '../plugins/checkout';
import { DemoSeedContext } from './seed-context';

export const DEMO_LANGUAGES = [LanguageCode.en, LanguageCode.ms];
export const TAX_CATEGORY = 'Standard';
const HOME_ZONE = 'Malaysia';

/** Countries and their zones: the shop is in Malaysia and also ships to Indonesia and Thailand. */
const COUNTRIES = [
    { name: 'Malaysia', nameMs: 'Malaysia', code: 'MY', zone: HOME_ZONE },
    { name: 'Indonesia', nameMs: 'Indonesia', code: 'ID', zone: 'Indonesia' },
    { name: 'Thailand', nameMs: 'Thailand', code: 'TH', zone: 'Thailand' },
];
/** Malaysian sales tax on goods; goods shipped to Indonesia and Thailand are exports, zero-rated. */
const SALES_TAX_PERCENT = 10;
/** Prices in sen (minor units of MYR). */
const SHIPPING_METHODS = [
    { code: 'standard-delivery', name: 'Standard Delivery', nameMs: 'Penghantaran Biasa', price: 800 },
    { code: 'express-delivery', name: 'Express Delivery', nameMs: 'Penghantaran Ekspres', price: 1500 },
];

/**
 * The channel (MYR, prices with tax, English and Malay), countries, zones, tax and shipping.
 * Every part is looked up before it is created, so a run stopped anywhere is completed by the next.
 */
export async function seedDemoRegions({ app, ctx, halfway }: DemoSeedContext): Promise<void> {
    const connection = app.get(TransactionalConnection);
    await app.get(GlobalSettingsService).updateSettings(ctx, { availableLanguages: DEMO_LANGUAGES });
    await app.get(ChannelService).update(ctx, {
        id: ctx.channelId,
        defaultCurrencyCode: CurrencyCode.MYR,
        availableCurrencyCodes: [CurrencyCode.MYR],
        defaultLanguageCode: LanguageCode.en,
        availableLanguageCodes: DEMO_LANGUAGES,
        pricesIncludeTax: true,
    });

    const zones = app.get(ZoneService);
    for (const { name, nameMs, code, zone } of COUNTRIES) {
        let country = await connection.getRepository(ctx, Country).findOne({ where: { code } });
        if (!country) {
            country = await app.get(CountryService).create(ctx, {
                code,
                enabled: true,
                translations: [
                    { languageCode: LanguageCode.en, name },
                    { languageCode: LanguageCode.ms, name: nameMs },
                ],
            });
        }
        const existing = (await zones.getAllWithMembers(ctx)).find(z => z.name === zone);
        if (!existing) await zones.create(ctx, { name: zone, memberIds: [country.id] });
        else if (!existing.members.some(m => m.id === country!.id)) await zones.addMembersToZone(ctx, { zoneId: existing.id, memberIds: [country.id] });
    }
    halfway();

    const allZones = await zones.getAllWithMembers(ctx);
    const taxCategories = app.get(TaxCategoryService);
    const category = (await taxCategories.findAll(ctx)).items.find(c => c.name === TAX_CATEGORY) ?? (await taxCategories.create(ctx, { name: TAX_CATEGORY }));
    const taxRates = app.get(TaxRateService);
    const rates = (await taxRates.findAll(ctx, {}, ['zone', 'category'])).items;
    for (const zoneName of new Set(COUNTRIES.map(c => c.zone))) {
        const zone = allZones.find(z => z.name === zoneName)!;
        if (rates.some(r => r.zone.id === zone.id && r.category.id === category.id)) continue;
        await taxRates.create(ctx, {
            name: `${TAX_CATEGORY} ${zone.name}`,
            zoneId: zone.id,
            categoryId: category.id,
            value: zone.name === HOME_ZONE ? SALES_TAX_PERCENT : 0,
            enabled: true,
        });
    }

    const shipping = app.get(ShippingMethodService);
    const methods = (await shipping.findAll(ctx)).items;
    // The courier method charges the quote setShipping stored on the order (docs/checkout.md).
    if (!methods.some(m => m.code === COURIER_SHIPPING_METHOD_CODE)) {
        await shipping.create(ctx, {
            code: COURIER_SHIPPING_METHOD_CODE,
            // Fulfilling books the parcel with EasyParcel, or records the courier and tracking number given.
            fulfillmentHandler: courierFulfillmentHandler.code,
            checker: { code: courierQuoteChecker.code, arguments: [] },
            calculator: { code: courierQuoteCalculator.code, arguments: [] },
            translations: [
                { languageCode: LanguageCode.en, name: 'Courier', description: 'The courier option chosen at checkout' },
                { languageCode: LanguageCode.ms, name: 'Kurier', description: 'Pilihan kurier semasa pembayaran' },
            ],
        });
    }
    for (const method of SHIPPING_METHODS) {
        if (methods.some(m => m.code === method.code)) continue;
        await shipping.create(ctx, {
            code: method.code,
            fulfillmentHandler: manualFulfillmentHandler.code,
            checker: { code: defaultShippingEligibilityChecker.code, arguments: [{ name: 'orderMinimum', value: '0' }] },
            calculator: {
                code: defaultShippingCalculator.code,
                arguments: [
                    { name: 'rate', value: String(method.price) },
                    { name: 'taxRate', value: '0' },
                    { name: 'includesTax', value: 'auto' },
                ],
            },
            translations: [
                { languageCode: LanguageCode.en, name: method.name, description: '' },
                { languageCode: LanguageCode.ms, name: method.nameMs, description: '' },
            ],
        });
    }

    const home = allZones.find(z => z.name === HOME_ZONE)!;
    await app.get(ChannelService).update(ctx, { id: ctx.channelId, defaultTaxZoneId: home.id, defaultShippingZoneId: home.id });
    Logger.info('Seeded channel, countries, zones, tax and shipping', 'DemoData');
}
