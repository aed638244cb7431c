import { useTranslation } from 'react-i18next';

import { paths } from '../../app/paths';
import { Later } from '../../ui/staged';
import { CategoriesSection, DrawRow, ProductsSection } from './HomeSection';
import { HomeView } from './HomeView';

/** Home: categories, hot and new lucky draws, draws ending soon, blind boxes, then the catalogue. */
export function HomePage() {
    const { t } = useTranslation('home');
    return (
        <HomeView>
            {home => {
                // The first row with campaigns is on the first screen: its pictures load first, and
                // the rows after it (DrawRow) and the catalogue are drawn a task later.
                const firstRow = [home.hot, home.fresh, home.endingSoon, home.blindBoxes].find(row => row.length > 0);
                return (
                    <>
                        <CategoriesSection categories={home.categories} className="mt-5" />
                        <DrawRow id="home-hot" title={t('sections.hot')} icon="flame" campaigns={home.hot} priority={home.hot === firstRow} seeAll={paths.draws({ sheet: 'HOTTEST' })} />
                        <DrawRow id="home-new" title={t('sections.new')} icon="sparkles" campaigns={home.fresh} priority={home.fresh === firstRow} seeAll={paths.draws({ sheet: 'LATEST' })} />
                        <DrawRow
                            id="home-ending"
                            title={t('sections.endingSoon')}
                            icon="clock"
                            campaigns={home.endingSoon}
                            priority={home.endingSoon === firstRow}
                            seeAll={paths.draws({ sheet: 'ENDING_SOON' })}
                            layout="rows"
                        />
                        <DrawRow id="home-boxes" title={t('sections.blindBoxes')} icon="box" campaigns={home.blindBoxes} priority={home.blindBoxes === firstRow} />
                        <Later>
                            <ProductsSection products={home.products} counted />
                        </Later>
                    </>
                );
            }}
        </HomeView>
    );
}
