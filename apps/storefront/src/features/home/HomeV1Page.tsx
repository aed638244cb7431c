import { useTranslation } from 'react-i18next';

import { paths } from '../../routing/paths';
import type { CampaignCardFragment } from '../../gql/graphql';
import { campaignImage } from '../../campaigns/campaign';
import { ActionLink } from '../../ui/actionLink';
import { AssetImage } from '../../ui/AssetImage';
import { Countdown } from '../../ui/Countdown';
import { TicketProgress } from '../../campaigns/TicketProgress';
import { CategoriesSection, DrawRow, ProductsSection } from './HomeSection';
import { HomeView } from './HomeView';

/**
 * `homeV1`, the alternative Home: one featured draw up top with its countdown, the draws ending
 * soon, the categories as a grid, then the rest. Same data as Home, laid out for browsing.
 */
export function HomeV1Page() {
    const { t } = useTranslation('home');
    return (
        <HomeView>
            {home => {
                const featured = home.hot[0] ?? home.endingSoon[0] ?? home.fresh[0];
                const others = [...new Map([...home.hot, ...home.fresh].filter(c => c.id !== featured?.id).map(c => [c.id, c])).values()];
                return (
                    <>
                        {featured && <Featured campaign={featured} />}
                        <DrawRow
                            id="home-ending"
                            title={t('sections.endingSoon')}
                            icon="clock"
                            campaigns={home.endingSoon.filter(c => c.id !== featured?.id).slice(0, 3)}
                            seeAll={paths.draws({ sheet: 'ENDING_SOON' })}
                            layout="rows"
                        />
                        <CategoriesSection categories={home.categories} layout="grid" />
                        <DrawRow id="home-hot" title={t('sections.hotAndNew')} icon="flame" campaigns={others} seeAll={paths.draws({ sheet: 'HOTTEST' })} />
                        <DrawRow id="home-boxes" title={t('sections.blindBoxes')} icon="box" campaigns={home.blindBoxes} />
                        <ProductsSection products={home.products} />
                    </>
                );
            }}
        </HomeView>
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
                    <AssetImage
                        preview={campaignImage(campaign)}
                        alt=""
                        size={448}
                        presets={['medium']}
                        sizes="(min-width: 448px) 448px, 100vw"
                        className="aspect-[16/10] h-auto w-full"
                        priority
                    />
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
