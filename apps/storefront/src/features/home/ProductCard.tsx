import { AssetImage } from '../../ui/AssetImage';
import { useMoney } from '../../ui/money';
import type { CatalogueProduct } from './useHome';

export function ProductCard({ product }: { product: CatalogueProduct }) {
    const { priceRange } = useMoney();
    return (
        <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line">
            <AssetImage
                preview={product.preview}
                alt={product.name}
                size={200}
                presets={['small', 'medium']}
                sizes="(min-width: 448px) 200px, 50vw"
                className="aspect-square h-auto w-full"
            />
            <div className="flex flex-1 flex-col gap-1 p-3">
                <h3 className="line-clamp-2 text-sm leading-snug font-semibold">{product.name}</h3>
                {product.price && (
                    <p className="mt-auto text-sm font-extrabold text-lucky-600">
                        {priceRange(product.price.min, product.price.max, product.price.currencyCode)}
                    </p>
                )}
            </div>
        </article>
    );
}
