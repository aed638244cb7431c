import { useTranslation } from 'react-i18next';

import type { CampaignCardFragment } from '../../gql/graphql';
import { CampaignCard } from '../../campaigns/CampaignCard';
import type { EmptyStateProps } from '../../ui/EmptyState';
import { ItemList } from '../../ui/ItemList';
import { LoadMore } from '../../ui/LoadMore';
import { QueryView } from '../../ui/QueryView';
import { SkeletonList } from '../../ui/Skeleton';
import type { CampaignPages } from './useCampaignPages';

interface CampaignListProps {
    pages: CampaignPages;
    /** What to list of the pages loaded (a filtered list); all of them by default. */
    campaigns?: readonly CampaignCardFragment[];
    /** Whether to look further; while more pages are there, by default. */
    hasMore?: boolean;
    empty: Pick<EmptyStateProps, 'title' | 'body'>;
}

/** A list of campaign cards that grows as it scrolls, with its loading, error and empty states. */
export function CampaignList({ pages, campaigns = pages.items, hasMore = pages.hasNextPage, empty }: CampaignListProps) {
    const { t } = useTranslation('draws');
    return (
        <QueryView
            query={pages}
            data={pages.isSuccess ? campaigns : undefined}
            loading={<CampaignListSkeleton />}
            empty={{ icon: 'gift', ...empty }}
            // Nothing yet but more pages to look through (a filtered list): keep loading.
            isEmpty={shown => shown.length === 0 && !hasMore}
        >
            {shown => (
                <>
                    <ItemList items={shown} label={t('list.label')} className="space-y-3">
                        {campaign => <CampaignCard campaign={campaign} />}
                    </ItemList>
                    <LoadMore hasMore={hasMore} loading={pages.isFetchingNextPage} onLoadMore={pages.fetchNextPage} />
                </>
            )}
        </QueryView>
    );
}

export function CampaignListSkeleton() {
    return <SkeletonList count={3} className="h-28" />;
}
