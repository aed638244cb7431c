import { INestApplicationContext } from '@nestjs/common';
import {
    ChannelService,
    CollectionService,
    CountryService,
    CurrencyCode,
    GlobalSettingsService,
    Importer,
    LanguageCode,
    Logger,
    ParsedProductWithVariants,
    Populator,
    Product,
    RequestContext,
    RequestContextService,
    SearchService,
    TaxRateService,
    TransactionalConnection,
    User,
} from '@vendure/core';
import { lastValueFrom } from 'rxjs';

import { seedDemoBlindBoxes } from './demo-blind-boxes';
import { seedDemoCampaigns, seedSandboxPaymentMethod } from './demo-campaigns';
import { DemoProduct, demoCategories, demoProducts } from './demo-catalogue';
import { writeDemoImage } from './demo-images';
import { demoInitialData, HOME_ZONE } from './demo-initial-data';

const loggerCtx = 'DemoData';
const LANGUAGES = [LanguageCode.en, LanguageCode.ms];
const TAX_CATEGORY = 'Standard';

/**
 * Seeds the demo shop on first start. Each step checks whether its data is already there, so
 * a later start (or a start after a half-finished one) adds only what is missing.
 */
export async function seedDemoData(app: INestApplicationContext, importAssetsDir: string): Promise<void> {
    const ctx = await adminContext(app);
    if ((await app.get(CountryService).findAll(ctx, { take: 1 })).totalItems === 0) {
        await configureChannel(app, ctx);
        await app.get(Populator).populateInitialData(demoInitialData, ctx.channel);
        await zeroRateExports(app, ctx);
        Logger.info('Seeded channel, countries, zones, tax and shipping', loggerCtx);
    }
    // The channel may have just changed currency and zones: work on from a fresh context.
    const shopCtx = await adminContext(app);
    const productCount = await app.get(TransactionalConnection).getRepository(shopCtx, Product).count();
    if (productCount === 0) {
        const rows = await Promise.all(demoProducts.map(p => toImportRow(p, importAssetsDir)));
        const errors = await app.get(Importer).importProducts(shopCtx, rows, () => undefined);
        if (errors.length) throw new Error(`Demo products could not be imported: ${errors.join('; ')}`);
        Logger.info(`Seeded ${rows.length} products`, loggerCtx);
    }
    if ((await app.get(CollectionService).findAll(shopCtx, { take: 1 })).totalItems === 0) {
        await Promise.all(demoCategories.map(c => writeDemoImage(importAssetsDir, `category-${c.code}`, c.art)));
        await app.get(Populator).populateCollections(demoInitialData, shopCtx.channel);
        await translateCollections(app, shopCtx);
        Logger.info(`Seeded ${demoCategories.length} categories`, loggerCtx);
        // Wait for the search index so the shop is complete when the start is announced.
        const job = await app.get(SearchService).reindex(shopCtx);
        if ('updates' in job && typeof job.updates === 'function') {
            await lastValueFrom(job.updates({ pollInterval: 200, timeoutMs: 120_000 }));
        }
    }
    await seedDemoCampaigns(app, shopCtx);
    await seedDemoBlindBoxes(app, shopCtx, importAssetsDir);
    await seedSandboxPaymentMethod(app, shopCtx);
}

async function adminContext(app: INestApplicationContext): Promise<RequestContext> {
    const connection = app.get(TransactionalConnection);
    // The first user is the superadmin Vendure creates; its roles carry the channel permissions.
    const superadmin = await connection.rawConnection
        .getRepository(User)
        .findOne({ where: {}, order: { id: 'ASC' }, relations: { roles: { channels: true } } });
    return app.get(RequestContextService).create({
        apiType: 'admin',
        languageCode: LanguageCode.en,
        user: superadmin ?? undefined,
        channelOrToken: await app.get(ChannelService).getDefaultChannel(),
    });
}

/** A MYR shop whose prices include tax, in English and Malay. */
async function configureChannel(app: INestApplicationContext, ctx: RequestContext) {
    await app.get(GlobalSettingsService).updateSettings(ctx, { availableLanguages: LANGUAGES });
    await app.get(ChannelService).update(ctx, {
        id: ctx.channelId,
        defaultCurrencyCode: CurrencyCode.MYR,
        availableCurrencyCodes: [CurrencyCode.MYR],
        defaultLanguageCode: LanguageCode.en,
        availableLanguageCodes: LANGUAGES,
        pricesIncludeTax: true,
    });
}

/** Sales tax applies at home; goods shipped to Indonesia and Thailand are exports, zero-rated. */
async function zeroRateExports(app: INestApplicationContext, ctx: RequestContext) {
    const taxRates = app.get(TaxRateService);
    const { items } = await taxRates.findAll(ctx, {}, ['zone']);
    for (const rate of items.filter(r => r.zone.name !== HOME_ZONE)) {
        await taxRates.update(ctx, { id: rate.id, value: 0 });
    }
}

async function translateCollections(app: INestApplicationContext, ctx: RequestContext) {
    const collections = app.get(CollectionService);
    const { items } = await collections.findAll(ctx);
    for (const collection of items) {
        const category = demoCategories.find(c => c.name.en === collection.name);
        if (!category) continue;
        await collections.update(ctx, {
            id: collection.id,
            translations: [
                { languageCode: LanguageCode.ms, name: category.name.ms, slug: collection.slug, description: '' },
            ],
        });
    }
}

async function toImportRow(product: DemoProduct, importAssetsDir: string): Promise<ParsedProductWithVariants> {
    const art = demoCategories.find(c => c.code === product.category)!.art;
    const image = await writeDemoImage(importAssetsDir, product.slug, art);
    const categoryName = demoCategories.find(c => c.code === product.category)!.name;
    const groups = product.optionGroups ?? [];
    return {
        product: {
            assetPaths: [image],
            optionGroups: groups.map(g => ({
                code: `${product.slug}-${g.code}`,
                translations: LANGUAGES.map(lang => ({
                    languageCode: lang,
                    name: g.name[lang as 'en' | 'ms'],
                    values: [...new Set(product.variants.map(v => v.options[groups.indexOf(g)]))],
                })),
            })),
            facets: [
                {
                    translations: LANGUAGES.map(lang => ({
                        languageCode: lang,
                        facet: 'category',
                        value: categoryName.en,
                    })),
                },
            ],
            translations: LANGUAGES.map(lang => ({
                languageCode: lang,
                name: product.name[lang as 'en' | 'ms'],
                slug: product.slug,
                description: product.description[lang as 'en' | 'ms'],
                customFields: {},
            })),
        },
        variants: product.variants.map((v, i) => ({
            sku: `${product.slug}-${i + 1}`.toUpperCase(),
            price: v.price,
            taxCategory: TAX_CATEGORY,
            stockOnHand: v.stock,
            trackInventory: 'INHERIT' as never,
            assetPaths: [],
            facets: [],
            translations: LANGUAGES.map(lang => ({ languageCode: lang, optionValues: v.options, customFields: {} })),
        })),
    };
}

