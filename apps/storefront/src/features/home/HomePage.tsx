import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '../../routing/paths';
import { useAfterFirstScreen } from '../../lib/staged';
import { BlindBoxPromo, MARKETING_OVERLAYS_DELAY_MS, MarketingBanners, loadMarketingOverlays, useMarketing } from '../marketing';
import { CategoriesSection, DrawRow, ProductsSection } from './HomeSection';
import { HomeView } from './HomeView';

// The popup and the floating button load after Home: not in its first-screen code, and not in its first seconds.
const MarketingOverlays = lazy(loadMarketingOverlays);

/** Home: the banners, categories, hot and new lucky draws, draws ending soon, the blind-box promo and boxes, then the catalogue. */
export function HomePage() {
    const { t } = useTranslation('home');
    const { marketing, pending } = useMarketing();
    const overlaysDue = useAfterFirstScreen(MARKETING_OVERLAYS_DELAY_MS);
    return (
        <HomeView>
            {home => {
                // The first row with campaigns is on the first screen: its pictures load first, and
                // the rows after it and the catalogue's cards are drawn as the shopper nears them (DrawRow).
                const firstRow = [home.hot, home.fresh, home.endingSoon, home.blindBoxes].find(row => row.length > 0);
                return (
                    <>
                        {pending ? (
                            // Its answer is one of the first screen's requests; until then its place is kept.
                            <div aria-hidden className="mt-4 mb-13 aspect-[2/1] rounded-2xl bg-gold-50" />
                        ) : (
                            <MarketingBanners banners={marketing?.banners ?? []} className="mt-4" />
                        )}
                        <CategoriesSection categories={home.categories} className="mt-5" />
                        <DrawRow
                            id="home-hot"
                            title={t('sections.hot')}
                            icon="flame"
                            campaigns={home.hot}
                            priority={home.hot === firstRow}
                            seeAll={paths.draws({ sheet: 'HOTTEST' })}
                        />
                        <DrawRow
                            id="home-new"
                            title={t('sections.new')}
                            icon="sparkles"
                            campaigns={home.fresh}
                            priority={home.fresh === firstRow}
                            seeAll={paths.draws({ sheet: 'LATEST' })}
                        />
                        <DrawRow
                            id="home-ending"
                            title={t('sections.endingSoon')}
                            icon="clock"
                            campaigns={home.endingSoon}
                            priority={home.endingSoon === firstRow}
                            seeAll={paths.draws({ sheet: 'ENDING_SOON' })}
                            layout="rows"
                        />
                        <BlindBoxPromo item={marketing?.bb} className="mt-6" />
                        <DrawRow
                            id="home-boxes"
                            title={t('sections.blindBoxes')}
                            icon="box"
                            campaigns={home.blindBoxes}
                            priority={home.blindBoxes === firstRow}
                        />
                        <ProductsSection products={home.products} counted />
                        {overlaysDue && (marketing?.fab || marketing?.popup) && (
                            <Suspense fallback={null}>
                                <MarketingOverlays fab={marketing.fab} popup={marketing.popup} />
                            </Suspense>
                        )}
                    </>
                );
            }}
        </HomeView>
    );
}
