import { useTranslation } from 'react-i18next';

import { paths } from '../../app/paths';
import { Skeleton } from '../../ui/Skeleton';
import { CategoriesSection, DrawRow, ProductsSection } from './HomeSection';
import { HomeView } from './HomeView';

/** Home: categories, hot and new lucky draws, draws ending soon, blind boxes, then the catalogue. */
export function HomePage() {
    const { t } = useTranslation('home');
    return (
        <HomeView>
            {home => (
                <>
                    <CategoriesSection categories={home.categories} className="mt-5" />
                    {home.drawsLoading && <Skeleton className="mt-6 h-64" />}
                    <DrawRow id="home-hot" title={t('sections.hot')} icon="flame" campaigns={home.hot} seeAll={paths.draws({ sheet: 'HOTTEST' })} />
                    <DrawRow id="home-new" title={t('sections.new')} icon="sparkles" campaigns={home.fresh} seeAll={paths.draws({ sheet: 'LATEST' })} />
                    <DrawRow
                        id="home-ending"
                        title={t('sections.endingSoon')}
                        icon="clock"
                        campaigns={home.endingSoon}
                        seeAll={paths.draws({ sheet: 'ENDING_SOON' })}
                        layout="rows"
                    />
                    <DrawRow id="home-boxes" title={t('sections.blindBoxes')} icon="box" campaigns={home.blindBoxes} />
                    <ProductsSection products={home.products} counted />
                </>
            )}
        </HomeView>
    );
}
