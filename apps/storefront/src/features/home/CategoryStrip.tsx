import { AssetImage } from '../../ui/AssetImage';

interface Category {
    id: string;
    name: string;
    featuredAsset: { preview: string } | null;
}

/** The shop's categories as a row of round pictures that scrolls sideways. */
export function CategoryStrip({ categories }: { categories: readonly Category[] }) {
    return (
        <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 py-1 [scrollbar-width:none]">
            {categories.map(category => (
                <li key={category.id} className="flex w-[4.5rem] shrink-0 snap-start flex-col items-center gap-1.5">
                    <AssetImage
                        preview={category.featuredAsset?.preview}
                        alt=""
                        size={64}
                        presets={['thumb', 'small']}
                        className="size-16 rounded-full ring-2 ring-gold-300 ring-offset-2 ring-offset-cream"
                    />
                    <span className="line-clamp-2 text-center text-[11px] leading-tight font-semibold">{category.name}</span>
                </li>
            ))}
        </ul>
    );
}
