import { useShopQuery } from '../../api/useShopQuery';
import { CategoriesDocument, ProductsDocument } from '../../gql/graphql';

/** How many products the home page lists (one page; paging arrives with the catalogue screens). */
const PRODUCTS_SHOWN = 48;

export interface CatalogueProduct {
    id: string;
    name: string;
    preview: string | null;
    /** Lowest and highest variant price with tax, in minor units. */
    price: { min: number; max: number; currencyCode: string } | null;
}

/** The home page's catalogue: categories and products, loaded together. */
export function useCatalogue() {
    const categories = useShopQuery(CategoriesDocument);
    const products = useShopQuery(ProductsDocument, { options: { take: PRODUCTS_SHOWN } });

    const status = categories.isError || products.isError ? 'error' : categories.data && products.data ? 'ready' : 'loading';

    async function retry(): Promise<boolean> {
        const results = await Promise.all([categories.refetch(), products.refetch()]);
        return results.every(result => !result.isError);
    }

    return {
        status,
        retry,
        categories: categories.data?.data.collections.items ?? [],
        products: (products.data?.data.products.items ?? []).map(
            (product): CatalogueProduct => ({
                id: product.id,
                name: product.name,
                preview: product.featuredAsset?.preview ?? null,
                price: priceRange(product.variants),
            }),
        ),
    } as const;
}

function priceRange(variants: ReadonlyArray<{ priceWithTax: number; currencyCode: string }>) {
    const [first] = variants;
    if (!first) return null;
    const prices = variants.map(v => v.priceWithTax);
    return { min: Math.min(...prices), max: Math.max(...prices), currencyCode: first.currencyCode };
}
