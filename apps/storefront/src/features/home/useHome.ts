import { useMemo } from 'react';

import { useShopQuery } from '../../api/useShopQuery';
import { hasStarted } from '../../campaigns/campaign';
import { combineQueries } from '../../ui/QueryView';
import { ENDING_SOON_SHOWN, HOME_QUERIES } from './firstScreen';

export interface CatalogueProduct {
    id: string;
    name: string;
    preview: string | null;
    /** Lowest and highest variant price with tax, in minor units. */
    price: { min: number; max: number; currencyCode: string } | null;
}

/**
 * Both Home layouts' data: categories and products (the catalogue), and the lucky draws — hot
 * and new (the operator's flags), ending soon (the ENDING_SOON sheet) and blind boxes, only
 * campaigns selling now (the ones still to start are Drops).
 */
export function useHome() {
    const categories = useShopQuery(HOME_QUERIES.categories.document);
    const products = useShopQuery(HOME_QUERIES.products.document, HOME_QUERIES.products.variables);
    const latest = useShopQuery(HOME_QUERIES.latest.document, HOME_QUERIES.latest.variables);
    const endingSoon = useShopQuery(HOME_QUERIES.endingSoon.document, HOME_QUERIES.endingSoon.variables);

    const catalogue = combineQueries(categories, products);
    const draws = combineQueries(latest, endingSoon);
    // One state for the whole page: a failure anywhere offers one retry of everything. The page
    // shows when the catalogue and the draws are both in: draws arriving later would push the
    // catalogue down under the shopper's eyes (a layout shift).
    const query = combineQueries(catalogue, draws);

    const drawsIn = draws.status !== 'pending';
    // The same object until an answer changes: the page's rows are memoised on it, so a render for
    // something else (the banners answering) does not draw every card again.
    const data = useMemo(() => {
        if (!categories.data || !products.data || !drawsIn) return undefined;
        const now = Date.now();
        const selling = (latest.data?.data.campaigns.items ?? []).filter(campaign => hasStarted(campaign, now));
        const luckyDraws = selling.filter(campaign => campaign.typStr === 'LUCKYDRAW');
        return {
            categories: categories.data.data.getCategory,
            products: products.data.data.products.items.map((product): CatalogueProduct => ({
                id: product.id,
                name: product.name,
                preview: product.featuredAsset?.preview ?? null,
                price: priceRange(product.variants),
            })),
            hot: luckyDraws.filter(campaign => campaign.isHot),
            fresh: luckyDraws.filter(campaign => campaign.isNew),
            endingSoon: (endingSoon.data?.data.campaigns.items ?? [])
                .filter(campaign => campaign.typStr === 'LUCKYDRAW' && hasStarted(campaign, now))
                .slice(0, ENDING_SOON_SHOWN),
            blindBoxes: selling.filter(campaign => campaign.typStr === 'BLINDBOX'),
        };
    }, [categories.data, products.data, latest.data, endingSoon.data, drawsIn]);
    return { query, data };
}

export type HomeData = NonNullable<ReturnType<typeof useHome>['data']>;

function priceRange(variants: ReadonlyArray<{ priceWithTax: number; currencyCode: string }>) {
    const [first] = variants;
    if (!first) return null;
    const prices = variants.map(v => v.priceWithTax);
    return { min: Math.min(...prices), max: Math.max(...prices), currencyCode: first.currencyCode };
}
