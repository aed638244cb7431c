import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { useShopQuery } from '../../api/useShopQuery';
import { paths } from '../../routing/paths';
import { ListUserParticipateCampaignDocument, type CampaignCardFragment, type CampaignState } from '../../gql/graphql';
import { campaignImage } from '../../campaigns/campaign';
import { AssetImage } from '../../ui/AssetImage';
import { CampaignStatus } from '../../campaigns/CampaignCard';
import { CampaignStateTabs } from '../../campaigns/CampaignStateTabs';
import { Icon } from '../../ui/icons';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { QueryView } from '../../ui/QueryView';
import { SkeletonList } from '../../ui/Skeleton';

/** The Tickets tab: the campaigns the shopper holds tickets in, active or past; each opens its tickets. */
export function TicketsPage() {
    const { t } = useTranslation('tickets');
    const queryClient = useQueryClient();
    const [params, setParams] = useSearchParams();
    const state: CampaignState = params.get('state') === 'ENDED' ? 'ENDED' : 'ACTIVE';

    return (
        <>
            <header className="sticky top-0 z-20 border-b border-line bg-cream/95 px-4 pt-[max(1rem,env(safe-area-inset-top))] pb-3 backdrop-blur">
                <h1 className="text-xl font-black">{t('title')}</h1>
            </header>
            <PullToRefresh onRefresh={() => queryClient.refetchQueries({ queryKey: ['shop', 'listUserParticipateCampaign'], type: 'active' })}>
                <main className="px-4 py-3">
                    <CampaignStateTabs
                        value={state}
                        onChange={next => setParams(next === 'ENDED' ? { state: 'ENDED' } : {}, { replace: true })}
                        label={t('states.label')}
                        tabLabel={value => t(`states.${value}`)}
                    >
                        {value => <JoinedCampaigns state={value} />}
                    </CampaignStateTabs>
                </main>
            </PullToRefresh>
        </>
    );
}

function JoinedCampaigns({ state }: { state: CampaignState }) {
    const { t } = useTranslation('tickets');
    const query = useShopQuery(ListUserParticipateCampaignDocument, { state });
    return (
        <QueryView
            query={query}
            data={query.data?.data.listUserParticipateCampaign.items}
            forbidden={{ icon: 'ticket', title: t('signIn.title'), body: t('signIn.body') }}
            loading={<SkeletonList count={3} className="h-24" />}
            empty={{
                icon: 'ticket',
                title: t(`empty.${state}.title`),
                body: t(`empty.${state}.body`),
                action: (
                    <Link to={paths.draws()} className="mt-2 rounded-full bg-lucky-600 px-6 py-2.5 text-sm font-bold text-white shadow-sm active:scale-95">
                        {t('empty.action')}
                    </Link>
                ),
            }}
            isEmpty={campaigns => campaigns.length === 0}
        >
            {campaigns => <JoinedCampaignList campaigns={campaigns} />}
        </QueryView>
    );
}

function JoinedCampaignList({ campaigns }: { campaigns: readonly CampaignCardFragment[] }) {
    return (
        <ul className="space-y-3">
            {campaigns.map(campaign => (
                <li key={campaign.id}>
                    <Link to={paths.campaignTickets(campaign.id)} className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-line">
                        <AssetImage preview={campaignImage(campaign)} alt="" size={64} presets={['thumb']} className="size-16 shrink-0 rounded-xl" />
                        <span className="flex min-w-0 flex-1 flex-col gap-1">
                            <span className="line-clamp-2 text-sm font-bold">{campaign.name}</span>
                            <CampaignStatus campaign={campaign} />
                        </span>
                        <Icon name="forward" className="size-4 shrink-0 text-ink-soft" />
                    </Link>
                </li>
            ))}
        </ul>
    );
}
