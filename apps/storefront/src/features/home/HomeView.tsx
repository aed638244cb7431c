import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryView } from '../../ui/QueryView';
import { Skeleton } from '../../ui/Skeleton';
import { HomeHeader } from './HomeHeader';
import { useHome, type HomeData } from './useHome';

/** Both Home layouts: the header, then the page's data in its states; `children` lays it out. */
export function HomeView({ children }: { children: (home: HomeData) => ReactNode }) {
    const { t } = useTranslation('home');
    const { query, data } = useHome();
    return (
        <>
            <HomeHeader />
            <main className="px-4 pb-6">
                <QueryView
                    query={query}
                    data={data}
                    loading={<CatalogueSkeleton />}
                    empty={{ icon: 'gift', title: t('empty.title'), body: t('empty.body') }}
                    isEmpty={home => home.products.length === 0}
                >
                    {children}
                </QueryView>
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
