import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useShopQuery } from '../../api/useShopQuery';
import { paths } from '../../routing/paths';
import { CategoryInnerDocument } from '../../gql/graphql';
import { PageHeader } from '../../ui/PageHeader';
import { QueryView } from '../../ui/QueryView';
import { CampaignList, CampaignListSkeleton } from './CampaignList';
import { useCampaignPages } from './useCampaignPages';

/**
 * One category's lucky draws (`draws/category/inner?id=`): the active campaigns selling a
 * product of the category. The server cannot filter campaigns by category, so the pages of
 * active campaigns are filtered here; the list keeps loading while it finds nothing new.
 */
export function CategoryInnerPage() {
    const { t } = useTranslation('draws');
    const [params] = useSearchParams();
    const id = params.get('id') ?? '';
    const category = useShopQuery(CategoryInnerDocument, { id }, { enabled: !!id });
    const pages = useCampaignPages({ state: 'ACTIVE', sheet: 'LATEST', pageSize: 50 });
    const collection = category.data?.data.collection;
    const productIds = new Set(collection?.productVariants.items.map(variant => variant.productId));
    const campaigns = pages.items.filter(campaign => productIds.has(campaign.product.id));

    return (
        <>
            <PageHeader title={collection?.name ?? t('category.title')} fallback={paths.draws()} />
            <main className="px-4 py-4">
                <QueryView
                    query={category}
                    data={collection}
                    missing={!id}
                    notFound={{ icon: 'compass', title: t('category.notFoundTitle'), body: t('category.notFoundBody') }}
                    loading={<CampaignListSkeleton />}
                >
                    {found => (
                        <CampaignList
                            pages={pages}
                            campaigns={campaigns}
                            empty={{ title: t('category.emptyTitle'), body: t('category.emptyBody', { name: found.name }) }}
                        />
                    )}
                </QueryView>
            </main>
        </>
    );
}
