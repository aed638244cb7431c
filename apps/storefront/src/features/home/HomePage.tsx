import { useTranslation } from 'react-i18next';

import { paths } from '../../app/paths';
import { CategoryStrip } from '../../ui/CategoryStrip';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { DrawRow } from './DrawRow';
import { HomeHeader } from './HomeHeader';
import { ProductCard } from './ProductCard';
import { useCatalogue } from './useCatalogue';
import { useHomeDraws } from './useHomeDraws';

/** Home: categories, hot and new lucky draws, draws ending soon, blind boxes, then the catalogue. */
export function HomePage() {
    const { t } = useTranslation('home');
    const catalogue = useCatalogue();
    const draws = useHomeDraws();
    // One state for the whole page: a failure anywhere offers one retry of everything.
    const failed = catalogue.status === 'error' || draws.status === 'error';
    const retry = async () => (await Promise.all([catalogue.retry(), draws.retry()])).every(Boolean);

    return (
        <>
            <HomeHeader />
            <main className="px-4 pb-6">
                {catalogue.status === 'loading' && !failed && <CatalogueSkeleton />}
                {failed && <ErrorState onRetry={retry} />}
                {!failed && catalogue.status === 'ready' && catalogue.products.length === 0 && (
                    <EmptyState icon="gift" title={t('empty.title')} body={t('empty.body')} />
                )}
                {!failed && catalogue.status === 'ready' && catalogue.products.length > 0 && (
                    <>
                        {catalogue.categories.length > 0 && (
                            <section aria-labelledby="home-categories" className="mt-5">
                                <h2 id="home-categories" className="mb-3 text-base font-extrabold">
                                    {t('categories')}
                                </h2>
                                <CategoryStrip categories={catalogue.categories} />
                            </section>
                        )}
                        {draws.status === 'loading' && <Skeleton className="mt-6 h-64" />}
                        <DrawRow id="home-hot" title={t('sections.hot')} icon="flame" campaigns={draws.hot} seeAll={paths.draws({ sheet: 'HOTTEST' })} />
                        <DrawRow id="home-new" title={t('sections.new')} icon="sparkles" campaigns={draws.fresh} seeAll={paths.draws({ sheet: 'LATEST' })} />
                        <DrawRow
                            id="home-ending"
                            title={t('sections.endingSoon')}
                            icon="clock"
                            campaigns={draws.endingSoon}
                            seeAll={paths.draws({ sheet: 'ENDING_SOON' })}
                            layout="rows"
                        />
                        <DrawRow id="home-boxes" title={t('sections.blindBoxes')} icon="box" campaigns={draws.blindBoxes} />
                        <section aria-labelledby="home-products" className="mt-6">
                            <div className="mb-3 flex items-baseline justify-between">
                                <h2 id="home-products" className="text-base font-extrabold">
                                    {t('products')}
                                </h2>
                                <span className="text-xs text-ink-soft">{t('productCount', { count: catalogue.products.length })}</span>
                            </div>
                            <ul className="grid grid-cols-2 gap-3">
                                {catalogue.products.map(product => (
                                    <li key={product.id}>
                                        <ProductCard product={product} />
                                    </li>
                                ))}
                            </ul>
                        </section>
                    </>
                )}
            </main>
        </>
    );
}

export function CatalogueSkeleton() {
    return (
        <div aria-busy="true" className="mt-5">
            <Skeleton className="mb-3 h-5 w-28" />
            <div className="flex gap-4 overflow-hidden">
                {Array.from({ length: 5 }, (_, i) => (
                    <Skeleton key={i} className="size-16 shrink-0 rounded-full" />
                ))}
            </div>
            <Skeleton className="mt-6 mb-3 h-5 w-24" />
            <div className="grid grid-cols-2 gap-3">
                {Array.from({ length: 4 }, (_, i) => (
                    <Skeleton key={i} className="aspect-[3/4]" />
                ))}
            </div>
        </div>
    );
}
