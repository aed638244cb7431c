import { AssetImage } from '../../ui/AssetImage';
import type { CatalogueProduct } from './useHome';

/** A product of the catalogue; `price` is written by its list (one language subscription for all 48 cards, not one each). */
export function ProductCard({ product, price }: { product: CatalogueProduct; price: string | null }) {
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
                {price && <p className="mt-auto text-sm font-extrabold text-lucky-600">{price}</p>}
            </div>
        </article>
    );
}
