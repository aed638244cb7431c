import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { paths } from '../../routing/paths';
import { hasStarted } from '../../campaigns/campaign';
import { PageHeader } from '../../ui/PageHeader';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { CampaignList } from './CampaignList';
import { useCampaignPages } from './useCampaignPages';

/**
 * Drops: campaigns that have not started yet. The server has no "upcoming" list, but the
 * LATEST sheet orders by start date, newest first, so the not-yet-started ones come first and
 * paging stops at the first campaign that has started.
 */
export function DropPage() {
    const { t } = useTranslation('draws');
    const queryClient = useQueryClient();
    const pages = useCampaignPages({ state: 'ACTIVE', sheet: 'LATEST', pageSize: 20 });
    const now = Date.now();
    const upcoming = pages.items.filter(campaign => !hasStarted(campaign, now));
    const reachedStarted = upcoming.length < pages.items.length;
    const soonestFirst = [...upcoming].sort((a, b) => new Date(a.startDate).getTime() - new Date(b.startDate).getTime());

    return (
        <>
            <PageHeader title={t('drops.title')} fallback={paths.draws()} />
            <PullToRefresh onRefresh={() => queryClient.refetchQueries({ queryKey: ['shop', 'GetCampaigns'], type: 'active' })}>
                <main className="px-4 py-4">
                    <p className="mb-3 text-sm text-ink-soft">{t('drops.intro')}</p>
                    <CampaignList
                        pages={pages}
                        campaigns={soonestFirst}
                        hasMore={pages.hasNextPage && !reachedStarted}
                        empty={{ title: t('drops.emptyTitle'), body: t('drops.emptyBody') }}
                    />
                </main>
            </PullToRefresh>
        </>
    );
}
