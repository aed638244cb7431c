import { AssetImage } from '../ui/AssetImage';
import { ActionLink } from '../ui/actionLink';

interface Category {
    id: string;
    name: string;
    imgUrl: string | null;
}

const CATEGORY_IMAGE = 'size-16 rounded-full ring-2 ring-gold-300 ring-offset-2 ring-offset-cream';

/**
 * The shop's categories as round pictures, each opening its draws (CAT): a row that scrolls
 * sideways, or a grid.
 */
export function CategoryStrip({ categories, layout = 'strip' }: { categories: readonly Category[]; layout?: 'strip' | 'grid' }) {
    const list =
        layout === 'grid'
            ? 'grid grid-cols-3 gap-x-2 gap-y-4 min-[400px]:grid-cols-4'
            : '-mx-4 flex snap-x gap-3 overflow-x-auto px-4 py-1 [scrollbar-width:none]';
    return (
        <ul className={list}>
            {categories.map(category => (
                <li key={category.id} className={layout === 'grid' ? 'min-w-0' : 'w-[4.5rem] shrink-0 snap-start'}>
                    <ActionLink type="CAT" value={category.id} className="flex flex-col items-center gap-1.5">
                        <AssetImage preview={category.imgUrl} alt="" size={64} presets={['thumb', 'small']} className={CATEGORY_IMAGE} />
                        <span className="line-clamp-2 text-center text-[11px] leading-tight font-semibold">{category.name}</span>
                    </ActionLink>
                </li>
            ))}
        </ul>
    );
}
