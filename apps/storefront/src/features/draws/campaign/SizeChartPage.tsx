import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useShopQuery } from '../../../api/useShopQuery';
import { paths, QUERY_KEYS } from '../../../routing/paths';
import { CampaignSizeChartDocument } from '../../../gql/graphql';
import { assetUrl } from '../../../ui/AssetImage';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryView } from '../../../ui/QueryView';
import { Skeleton } from '../../../ui/Skeleton';

/** `common/draws/product/size?cId=`: the size chart of a campaign's product (custom field sizeImg), under the product's name. */
export function SizeChartPage() {
    const { t } = useTranslation('draws');
    const campaignId = useSearchParams()[0].get(QUERY_KEYS.campaignId) ?? '';
    const query = useShopQuery(CampaignSizeChartDocument, { campaignId }, { enabled: !!campaignId });
    const product = query.data?.data.campaign?.product;
    // No campaign, or a product without a chart: the same "no size chart" either way.
    const chart = product?.customFields?.sizeImg ? { name: product.name, image: product.customFields.sizeImg } : query.data ? null : undefined;
    return (
        <>
            <PageHeader title={t('campaign.sizeChart')} fallback={campaignId ? paths.campaign(campaignId) : paths.draws()} />
            <main className="px-4 py-5">
                <QueryView
                    query={query}
                    data={chart}
                    missing={!campaignId}
                    notFound={{ icon: 'compass', title: t('sizeChart.notFoundTitle'), body: t('sizeChart.notFoundBody') }}
                    loading={<Skeleton className="aspect-square" />}
                >
                    {({ name, image }) => (
                        <section aria-labelledby="size-chart-product" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
                            <h2 id="size-chart-product" className="mb-3 text-base font-extrabold">
                                {name}
                            </h2>
                            <img
                                src={assetUrl(image.preview, 'medium')}
                                width={image.width || 800}
                                height={image.height || 800}
                                alt={t('sizeChart.alt', { name })}
                                className="h-auto w-full rounded-xl object-contain"
                            />
                            <a
                                href={image.preview}
                                target="_blank"
                                rel="noopener noreferrer"
                                className="mt-3 inline-block text-sm font-bold text-lucky-700 underline underline-offset-2"
                            >
                                {t('sizeChart.full')}
                            </a>
                        </section>
                    )}
                </QueryView>
            </main>
        </>
    );
}
