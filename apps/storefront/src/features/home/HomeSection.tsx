import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { CampaignCardFragment } from '../../gql/graphql';
import { CampaignCard } from '../../campaigns/CampaignCard';
import { CategoryStrip } from '../../campaigns/CategoryStrip';
import { Icon, type IconName } from '../../ui/icons';
import { ItemList } from '../../ui/ItemList';
import { NearView } from '../../lib/staged';
import { useMoney } from '../../ui/money';
import type { HomeData } from './useHome';
import { ProductCard } from './ProductCard';

interface HomeSectionProps {
    /** The heading's id: the section is named by its heading. */
    id: string;
    title: string;
    icon?: IconName;
    /** Beside the heading: a count, a "See all". */
    end?: ReactNode;
    className?: string;
    children: ReactNode;
}

/** A titled section of Home, named by its heading. */
export function HomeSection({ id, title, icon, end, className = 'mt-6', children }: HomeSectionProps) {
    return (
        <section aria-labelledby={id} className={className}>
            <div className="mb-3 flex items-center justify-between gap-3">
                <h2 id={id} className="flex items-center gap-1.5 text-base font-extrabold">
                    {icon && <Icon name={icon} className="size-5 text-lucky-600" />}
                    {title}
                </h2>
                {end}
            </div>
            {children}
        </section>
    );
}

interface DrawRowProps {
    id: string;
    title: string;
    icon: IconName;
    campaigns: readonly CampaignCardFragment[];
    /** The full list ("See all"). */
    seeAll?: string;
    /** `tiles` scroll sideways; `rows` stack. */
    layout?: 'tiles' | 'rows';
    /** The first row on screen: its first cards' pictures load at once. */
    priority?: boolean;
}

/** How many cards of the first row are on a phone's first screen: their pictures load at once. */
const FIRST_SCREEN_CARDS = 2;

/**
 * Every list of Home draws its cards one a task (ItemList's firstBatch), the first row's too: a
 * card is a few milliseconds of a phone's main thread, two or three together already a long task.
 */
const CARDS_A_TASK = 1;

/**
 * A row of campaign cards; nothing at all when it has no campaigns. Memoised, as are the other
 * sections: Home draws again when its banners answer, and the cards already drawn stay as they are.
 */
export const DrawRow = memo(function DrawRow({ id, title, icon, campaigns, seeAll, layout = 'tiles', priority = false }: DrawRowProps) {
    const { t } = useTranslation('home');
    if (campaigns.length === 0) return null;
    const link = seeAll && (
        <Link to={seeAll} className="shrink-0 text-xs font-bold text-lucky-700" aria-label={t('seeAllOf', { title })}>
            {t('seeAll')}
        </Link>
    );
    const firstScreen = new Set(priority ? campaigns.slice(0, FIRST_SCREEN_CARDS).map(campaign => campaign.id) : []);
    const list =
        layout === 'tiles' ? (
            <ItemList
                items={campaigns}
                firstBatch={CARDS_A_TASK}
                className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"
                itemClassName="w-44 shrink-0 snap-start"
            >
                {campaign => <CampaignCard campaign={campaign} layout="tile" priority={firstScreen.has(campaign.id)} />}
            </ItemList>
        ) : (
            <ItemList items={campaigns} firstBatch={CARDS_A_TASK} className="space-y-3" placeholder={<CardShape className="h-30" />}>
                {campaign => <CampaignCard campaign={campaign} priority={firstScreen.has(campaign.id)} />}
            </ItemList>
        );
    // Only the first screen's row is drawn with the page; the others as the shopper nears them.
    return (
        <HomeSection id={id} title={title} icon={icon} end={link}>
            {priority ? list : <NearView placeholder={<RowPlaceholder layout={layout} count={campaigns.length} />}>{list}</NearView>}
        </HomeSection>
    );
});

/** The categories, as a row that scrolls sideways or a grid; nothing when there are none. */
export const CategoriesSection = memo(function CategoriesSection({
    categories,
    layout,
    className,
}: {
    categories: HomeData['categories'];
    layout?: 'strip' | 'grid';
    className?: string;
}) {
    const { t } = useTranslation('home');
    if (categories.length === 0) return null;
    return (
        <HomeSection id="home-categories" title={t('categories')} className={className}>
            <CategoryStrip categories={categories} layout={layout} />
        </HomeSection>
    );
});

/** The catalogue's products in two columns, with their count when `counted`. */
export const ProductsSection = memo(function ProductsSection({ products, counted = false }: { products: HomeData['products']; counted?: boolean }) {
    const { t } = useTranslation('home');
    const { priceRange } = useMoney();
    const count = counted && <span className="text-xs text-ink-soft">{t('productCount', { count: products.length })}</span>;
    return (
        <HomeSection id="home-products" title={t('products')} end={count}>
            <NearView placeholder={<CardsPlaceholder count={products.length} className="grid grid-cols-2 gap-3" cardClassName="h-64" />}>
                <ItemList items={products} firstBatch={CARDS_A_TASK} className="grid grid-cols-2 gap-3" placeholder={<CardShape className="h-64" />}>
                    {product => (
                        <ProductCard product={product} price={product.price && priceRange(product.price.min, product.price.max, product.price.currencyCode)} />
                    )}
                </ItemList>
            </NearView>
        </HomeSection>
    );
});

/** A row's place until it is drawn: its cards' shapes, about their height. */
function RowPlaceholder({ layout, count }: { layout: 'tiles' | 'rows'; count: number }) {
    return layout === 'tiles' ? (
        <CardsPlaceholder
            count={Math.min(count, FIRST_SCREEN_CARDS + 1)}
            className="-mx-4 flex gap-3 overflow-hidden px-4 pb-1"
            cardClassName="h-75 w-44 shrink-0"
        />
    ) : (
        <CardsPlaceholder count={count} className="space-y-3" cardClassName="h-30" />
    );
}

function CardsPlaceholder({ count, className, cardClassName }: { count: number; className: string; cardClassName: string }) {
    return (
        <div aria-hidden className={className}>
            {Array.from({ length: count }, (_, i) => (
                <CardShape key={i} className={cardClassName} />
            ))}
        </div>
    );
}

/**
 * A card not drawn yet, as a still shape: not the shimmering Skeleton, whose animation would have
 * the phone compose a new frame many times a second while the first screen is still being drawn.
 */
function CardShape({ className }: { className: string }) {
    return <div className={`rounded-2xl bg-line/60 ${className}`} />;
}
