import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { CategoryStrip } from './CategoryStrip';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ProductCard } from './ProductCard';
import { useCatalogue } from './useCatalogue';

export function HomePage() {
    const { t } = useTranslation('home');
    const catalogue = useCatalogue();

    return (
        <>
            <header className="relative overflow-hidden rounded-b-[2rem] bg-gradient-to-br from-lucky-600 via-lucky-700 to-lucky-800 px-4 pt-[max(1rem,env(safe-area-inset-top))] pb-6 text-white">
                <span aria-hidden className="absolute -top-10 -right-8 size-40 rounded-full bg-gold-400/20" />
                <span aria-hidden className="absolute -bottom-16 left-10 size-32 rounded-full bg-gold-300/10" />
                <div className="relative flex items-center justify-between gap-3">
                    <h1 className="flex items-center gap-2 text-3xl font-black tracking-tight text-gold-300">
                        <svg aria-hidden viewBox="0 0 36 36" className="size-9">
                            <circle cx="18" cy="18" r="17" className="fill-gold-400" />
                            <circle cx="18" cy="18" r="12" fill="none" strokeWidth="2" className="stroke-lucky-700" />
                            <path d="M12.5 14h11M18 14v10" strokeWidth="3" strokeLinecap="round" className="stroke-lucky-700" />
                        </svg>
                        Tuah
                    </h1>
                    <LanguageSwitcher />
                </div>
                <p className="relative mt-2 text-sm font-medium text-white/90">{t('tagline')}</p>
            </header>

            <main className="px-4 pb-6">
                {catalogue.status === 'loading' && <CatalogueSkeleton />}
                {catalogue.status === 'error' && <ErrorState onRetry={catalogue.retry} />}
                {catalogue.status === 'ready' && catalogue.products.length === 0 && (
                    <EmptyState icon="gift" title={t('empty.title')} body={t('empty.body')} />
                )}
                {catalogue.status === 'ready' && catalogue.products.length > 0 && (
                    <>
                        {catalogue.categories.length > 0 && (
                            <section aria-labelledby="home-categories" className="mt-5">
                                <h2 id="home-categories" className="mb-3 text-base font-extrabold">
                                    {t('categories')}
                                </h2>
                                <CategoryStrip categories={catalogue.categories} />
                            </section>
                        )}
                        <section aria-labelledby="home-products" className="mt-6">
                            <div className="mb-3 flex items-baseline justify-between">
                                <h2 id="home-products" className="text-base font-extrabold">
                                    {t('products')}
                                </h2>
                                <span className="text-xs text-ink-soft">
                                    {t('productCount', { count: catalogue.products.length })}
                                </span>
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

function CatalogueSkeleton() {
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
