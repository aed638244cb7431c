import { useTranslation } from 'react-i18next';

import { paths } from '../../app/paths';
import type { CampaignCardFragment } from '../../gql/graphql';
import { campaignImage } from '../../lib/campaign';
import { ActionLink } from '../../ui/actionLink';
import { AssetImage } from '../../ui/AssetImage';
import { CategoryStrip } from '../../ui/CategoryStrip';
import { Countdown } from '../../ui/Countdown';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { TicketProgress } from '../../ui/TicketProgress';
import { DrawRow } from './DrawRow';
import { HomeHeader } from './HomeHeader';
import { CatalogueSkeleton } from './HomePage';
import { ProductCard } from './ProductCard';
import { useCatalogue } from './useCatalogue';
import { useHomeDraws } from './useHomeDraws';

/**
 * `homeV1`, the alternative Home: one featured draw up top with its countdown, the draws ending
 * soon, the categories as a grid, then the rest. Same data as Home, laid out for browsing.
 */
export function HomeV1Page() {
    const { t } = useTranslation('home');
    const catalogue = useCatalogue();
    const draws = useHomeDraws();
    // One state for the whole page: a failure anywhere offers one retry of everything.
    const failed = catalogue.status === 'error' || draws.status === 'error';
    const retry = async () => (await Promise.all([catalogue.retry(), draws.retry()])).every(Boolean);
    const featured = draws.hot[0] ?? draws.endingSoon[0] ?? draws.fresh[0];
    const others = [...new Map([...draws.hot, ...draws.fresh].filter(c => c.id !== featured?.id).map(c => [c.id, c])).values()];

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
                        {featured && <Featured campaign={featured} />}
                        <DrawRow
                            id="home-ending"
                            title={t('sections.endingSoon')}
                            icon="clock"
                            campaigns={draws.endingSoon.filter(c => c.id !== featured?.id).slice(0, 3)}
                            seeAll={paths.draws({ sheet: 'ENDING_SOON' })}
                            layout="rows"
                        />
                        {catalogue.categories.length > 0 && (
                            <section aria-labelledby="home-categories" className="mt-6">
                                <h2 id="home-categories" className="mb-3 text-base font-extrabold">
                                    {t('categories')}
                                </h2>
                                <CategoryStrip categories={catalogue.categories} layout="grid" />
                            </section>
                        )}
                        <DrawRow id="home-hot" title={t('sections.hotAndNew')} icon="flame" campaigns={others} seeAll={paths.draws({ sheet: 'HOTTEST' })} />
                        <DrawRow id="home-boxes" title={t('sections.blindBoxes')} icon="box" campaigns={draws.blindBoxes} />
                        <section aria-labelledby="home-products" className="mt-6">
                            <h2 id="home-products" className="mb-3 text-base font-extrabold">
                                {t('products')}
                            </h2>
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

function Featured({ campaign }: { campaign: CampaignCardFragment }) {
    const { t } = useTranslation('home');
    return (
        <section aria-labelledby="home-featured" className="mt-5">
            <h2 id="home-featured" className="sr-only">
                {t('sections.featured')}
            </h2>
            <article className="overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-line">
                <ActionLink type="CAM" value={campaign.id} className="block">
                    <AssetImage preview={campaignImage(campaign)} alt="" size={448} presets={['medium']} sizes="(min-width: 448px) 448px, 100vw" className="aspect-[16/10] h-auto w-full" />
                    <div className="space-y-2 p-4">
                        <h3 className="text-lg leading-tight font-black">{campaign.name}</h3>
                        <p className="text-sm text-ink-soft">{campaign.cardBuyTxt}</p>
                        <TicketProgress issued={campaign.issuedTicket} total={campaign.totalTicket} />
                        <div className="flex items-center justify-between gap-3 rounded-xl bg-lucky-600 px-3 py-2 text-white">
                            <span className="text-sm font-bold">{t('joinNow')}</span>
                            <Countdown until={campaign.endDate} className="text-base font-black text-gold-100" />
                        </div>
                    </div>
                </ActionLink>
            </article>
        </section>
    );
}
