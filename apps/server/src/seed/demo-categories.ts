import { CollectionService, FacetValue, LanguageCode, Logger, ProductVariant, TransactionalConnection } from '@vendure/core';

import { DemoAssets } from './demo-assets';
import { demoCategories } from './demo-catalogue';
import { cancelPendingJobs } from './pending-jobs';
import { DemoSeedContext, eachDemoItem } from './seed-context';

const loggerCtx = 'DemoData';
const FILTERS_TIMEOUT_MS = 60_000;
/** Vendure's queue that fills collections from their filters. */
const APPLY_FILTERS_QUEUE = 'apply-collection-filters';

/**
 * The six categories (collections filtered by the products' `category` facet value), each
 * looked up by its slug, named in English and Malay, with its slug as GetCategory's shortId. The step ends once every category
 * holds its products: Vendure fills a collection in a background job, which a stopped start
 * may never have run, so a category still missing products has that job queued again.
 */
export async function seedDemoCategories({ app, ctx, importAssetsDir, halfway }: DemoSeedContext): Promise<void> {
    const connection = app.get(TransactionalConnection);
    const collections = app.get(CollectionService);
    const pictures = new DemoAssets(app, ctx, importAssetsDir);
    let added = 0;
    await eachDemoItem(
        demoCategories,
        c => `Demo category ${c.code}`,
        async category => {
            const names = [
                { languageCode: LanguageCode.en, name: category.name.en, slug: category.code, description: '' },
                { languageCode: LanguageCode.ms, name: category.name.ms, slug: category.code, description: '' },
            ];
            const existing = await collections.findOneBySlug(ctx, category.code);
            if (existing) {
                if (!existing.translations.some(t => t.languageCode === LanguageCode.ms)) {
                    await collections.update(ctx, { id: existing.id, translations: [names[1]] });
                }
                // GetCategory's shortId, for shops seeded before it existed (an operator's own is kept).
                if (!(existing.customFields as { shortId?: string | null }).shortId) {
                    await collections.update(ctx, { id: existing.id, customFields: { shortId: category.code } });
                }
                return;
            }
            const facetValue = await categoryFacetValue(connection, ctx, category.name.en);
            if (!facetValue) throw new Error('none of its products is there');
            const picture = await pictures.get(`category-${category.code}`, category.art);
            await collections.create(ctx, {
                translations: names,
                isPrivate: false,
                customFields: { shortId: category.code },
                assetIds: picture ? [String(picture.id)] : [],
                featuredAssetId: picture ? String(picture.id) : undefined,
                filters: [
                    {
                        code: 'facet-value-filter',
                        arguments: [
                            { name: 'facetValueIds', value: JSON.stringify([facetValue.id]) },
                            { name: 'containsAny', value: 'false' },
                        ],
                    },
                ],
                inheritFilters: true,
            });
            added++;
        },
        i => i === Math.floor(demoCategories.length / 2) - 1 && halfway(),
    );
    if (added) Logger.info(`Seeded ${added} categories`, loggerCtx);
    await untilCategoriesHoldTheirProducts(app, ctx);
}

function categoryFacetValue(connection: TransactionalConnection, ctx: DemoSeedContext['ctx'], name: string) {
    return connection
        .getRepository(ctx, FacetValue)
        .createQueryBuilder('value')
        .innerJoin('value.facet', 'facet', 'facet.code = :code', { code: 'category' })
        .innerJoin('value.translations', 'translation', 'translation.name = :name', { name })
        .getOne();
}

async function untilCategoriesHoldTheirProducts(app: DemoSeedContext['app'], ctx: DemoSeedContext['ctx']) {
    const connection = app.get(TransactionalConnection);
    const collections = app.get(CollectionService);
    const expected = new Map<string, number>();
    const ids: string[] = [];
    for (const category of demoCategories) {
        const collection = await collections.findOneBySlug(ctx, category.code);
        const facetValue = await categoryFacetValue(connection, ctx, category.name.en);
        if (!collection || !facetValue) continue;
        ids.push(String(collection.id));
        const variants = await connection
            .getRepository(ctx, ProductVariant)
            .createQueryBuilder('variant')
            .innerJoin('variant.product', 'product')
            .innerJoin('product.facetValues', 'facetValue', 'facetValue.id = :id', { id: facetValue.id })
            .where('variant.deletedAt IS NULL AND product.deletedAt IS NULL')
            .getCount();
        expected.set(String(collection.id), variants);
    }
    const missing = async () => {
        const counts = new Map([...(await collections.getProductVariantCounts(ctx, ids))].map(([id, n]) => [String(id), n]));
        return ids.filter(id => (counts.get(id) ?? 0) < expected.get(id)!);
    };
    const deadline = Date.now() + FILTERS_TIMEOUT_MS;
    let short = await missing();
    if (short.length) {
        // Each category created queued a job of its own, run one a poll apart: one job fills them all.
        await cancelPendingJobs(app, APPLY_FILTERS_QUEUE, job =>
            ((job.data as { collectionIds?: unknown[] } | undefined)?.collectionIds ?? []).every(id => ids.includes(String(id))),
        );
        await collections.triggerApplyFiltersJob(ctx, { collectionIds: short, applyToChangedVariantsOnly: false });
    }
    while (short.length && Date.now() < deadline) {
        await new Promise(resolve => setTimeout(resolve, 100));
        short = await missing();
    }
    if (short.length) throw new Error(`categories ${short.join(', ')} did not receive their products within ${FILTERS_TIMEOUT_MS / 1000} s`);
}
