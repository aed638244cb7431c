import { useTranslation } from 'react-i18next';

import type { CampaignCardFragment } from '../../gql/graphql';
import { CampaignCard } from '../../ui/CampaignCard';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { LoadMore } from '../../ui/LoadMore';
import { Skeleton } from '../../ui/Skeleton';

interface CampaignListProps {
    campaigns: readonly CampaignCardFragment[];
    status: 'pending' | 'error' | 'success';
    hasMore: boolean;
    loadingMore: boolean;
    onLoadMore: () => unknown;
    onRetry: () => Promise<boolean>;
    empty: { title: string; body: string };
}

/** A list of campaign cards that grows as it scrolls, with its loading, error and empty states. */
export function CampaignList({ campaigns, status, hasMore, loadingMore, onLoadMore, onRetry, empty }: CampaignListProps) {
    const { t } = useTranslation('draws');
    if (status === 'pending') return <CampaignListSkeleton />;
    if (status === 'error') return <ErrorState onRetry={onRetry} />;
    // Nothing yet but more pages to look through (a filtered list): keep loading.
    if (campaigns.length === 0 && !hasMore) return <EmptyState icon="gift" title={empty.title} body={empty.body} />;
    return (
        <>
            <ul aria-label={t('list.label')} className="space-y-3">
                {campaigns.map(campaign => (
                    <li key={campaign.id}>
                        <CampaignCard campaign={campaign} />
                    </li>
                ))}
            </ul>
            <LoadMore hasMore={hasMore} loading={loadingMore} onLoadMore={onLoadMore} />
        </>
    );
}

export function CampaignListSkeleton() {
    return (
        <div aria-busy="true" className="space-y-3">
            {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} className="h-28" />
            ))}
        </div>
    );
}
