import {
    ID,
    Importer,
    Logger,
    ParsedProductWithVariants,
    Product,
    ProductAsset,
    ProductService,
    ProductTranslation,
    ProductVariant,
    TransactionalConnection,
} from '@vendure/core';
import { IsNull } from 'typeorm';

import { timeStartPart } from '../common/start-timings';
import { DemoProduct, demoCategories, demoProducts } from './demo-catalogue';
import { DemoAssets } from './demo-assets';
import { sizeChartSvg, writeDemoImage } from './demo-images';
import { DEMO_LANGUAGES, TAX_CATEGORY } from './demo-regions';
import { DemoSeedContext, eachDemoItem } from './seed-context';

const loggerCtx = 'DemoData';

/**
 * The 24 demo products, each looked up by its slug. Vendure's importer writes a product in many
 * statements outside any transaction, so a start stopped mid-product leaves one without all its
 * variants or prices: such a product is set aside (renamed and soft-deleted, in one transaction)
 * and imported again. A demo product an operator deleted stays deleted.
 */
export async function seedDemoProducts({ app, ctx, importAssetsDir, halfway }: DemoSeedContext): Promise<void> {
    const connection = app.get(TransactionalConnection);
    let added = 0;
    // Pictures first, all at once (sharp renders in parallel); files already there are kept.
    await timeStartPart('seed pictures', () => Promise.all(demoProducts.map(p => writeDemoImage(importAssetsDir, p.slug, artOf(p)))));
    await eachDemoItem(
        demoProducts,
        p => `Demo product ${p.slug}`,
        async demo => {
            const found = await connection
                .getRepository(ctx, Product)
                .createQueryBuilder('product')
                .innerJoin('product.translations', 'translation', 'translation.slug = :slug', { slug: demo.slug })
                .getMany();
            const live = found.find(p => p.deletedAt == null);
            if (!live && found.length) return;
            if (live) {
                if (await isComplete(connection, ctx, live, demo)) return;
                Logger.warn(`Demo product ${demo.slug} was left half-imported: importing it again`, loggerCtx);
                await connection.withTransaction(ctx, async tx => {
                    await connection
                        .getRepository(tx, ProductTranslation)
                        .createQueryBuilder()
                        .update()
                        .set({ slug: `${demo.slug}-incomplete-${live.id}` })
                        .where('baseId = :id', { id: live.id })
                        .execute();
                    await app.get(ProductService).softDelete(tx, live.id);
                });
            }
            const errors = await app.get(Importer).importProducts(ctx, [await toImportRow(demo, importAssetsDir)], () => undefined);
            if (errors.length) throw new Error(errors.join('; '));
            added++;
        },
        i => i === Math.floor(demoProducts.length / 2) - 1 && halfway(),
    );
    if (added) Logger.info(`Seeded ${added} products`, loggerCtx);
    await seedProductExtras({ app, ctx, importAssetsDir });
}

/** The demo products' size charts (sizeImg) and video (videoUrl), where not set yet (an operator's own are kept). */
async function seedProductExtras({ app, ctx, importAssetsDir }: Pick<DemoSeedContext, 'app' | 'ctx' | 'importAssetsDir'>) {
    const connection = app.get(TransactionalConnection);
    const pictures = new DemoAssets(app, ctx, importAssetsDir);
    for (const demo of demoProducts.filter(p => p.sizeChart || p.videoUrl)) {
        const product = await connection
            .getRepository(ctx, Product)
            .createQueryBuilder('product')
            .leftJoinAndSelect('product.customFields.sizeImg', 'sizeImg')
            .innerJoin('product.translations', 'translation', 'translation.slug = :slug', { slug: demo.slug })
            .where('product.deletedAt IS NULL')
            .getOne();
        if (!product) continue;
        const extras = product.customFields as { sizeImg?: { id: ID } | null; videoUrl?: string | null };
        const customFields: Record<string, unknown> = {};
        if (demo.sizeChart && !extras.sizeImg) {
            const chart = await pictures.get(`size-chart-${demo.slug}`, categoryOf(demo).art, sizeChartSvg);
            if (chart) customFields.sizeImgId = chart.id;
        }
        if (demo.videoUrl && !extras.videoUrl) customFields.videoUrl = demo.videoUrl;
        if (Object.keys(customFields).length) await app.get(ProductService).update(ctx, { id: product.id, customFields });
    }
}

/** Every variant with its price (the importer's last write for a variant), its picture and both languages. */
async function isComplete(connection: TransactionalConnection, ctx: DemoSeedContext['ctx'], product: Product, demo: DemoProduct): Promise<boolean> {
    const variants = await connection.getRepository(ctx, ProductVariant).find({
        where: { productId: product.id, deletedAt: IsNull() },
        relations: { productVariantPrices: true },
        loadEagerRelations: false,
    });
    const translations = await connection.getRepository(ctx, ProductTranslation).find({ where: { base: { id: product.id } } });
    const pictures = await connection.getRepository(ctx, ProductAsset).count({ where: { productId: product.id } });
    return (
        variants.length >= demo.variants.length &&
        variants.every(v => v.productVariantPrices.length > 0) &&
        pictures > 0 &&
        DEMO_LANGUAGES.every(lang => translations.some(t => t.languageCode === lang))
    );
}

function categoryOf(product: DemoProduct) {
    return demoCategories.find(c => c.code === product.category)!;
}

/** The product's picture: its category's hue, and its own glyph if it has one. */
function artOf(product: DemoProduct) {
    const { art } = categoryOf(product);
    return { ...art, glyph: product.glyph ?? art.glyph };
}

async function toImportRow(product: DemoProduct, importAssetsDir: string): Promise<ParsedProductWithVariants> {
    const category = categoryOf(product);
    const image = await writeDemoImage(importAssetsDir, product.slug, artOf(product));
    const groups = product.optionGroups ?? [];
    return {
        product: {
            assetPaths: [image],
            optionGroups: groups.map(g => ({
                code: `${product.slug}-${g.code}`,
                translations: DEMO_LANGUAGES.map(lang => ({
                    languageCode: lang,
                    name: g.name[lang as 'en' | 'ms'],
                    values: [...new Set(product.variants.map(v => v.options[groups.indexOf(g)]))],
                })),
            })),
            facets: [
                {
                    translations: DEMO_LANGUAGES.map(lang => ({
                        languageCode: lang,
                        facet: 'category',
                        value: category.name.en,
                    })),
                },
            ],
            translations: DEMO_LANGUAGES.map(lang => ({
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
            // The importer reads variant custom fields as CSV text, from the first translation.
            translations: DEMO_LANGUAGES.map(lang => ({ languageCode: lang, optionValues: v.options, customFields: { weight: String(product.weight) } })),
        })),
    };
}
