import { Tabs } from '@base-ui/react/tabs';
import { useTranslation } from 'react-i18next';
import { Link, useMatch, useNavigate, useSearchParams } from 'react-router';

import { QUERY_KEYS, ROUTES, paths } from '../../../routing/paths';
import type { CampaignQuery } from '../../../gql/graphql';
import { Icon } from '../../../ui/icons';
import { useMoney } from '../../../ui/money';
import { ProductVideo } from '../../../ui/ProductVideo';
import { plainText } from '../../../ui/text';

type Campaign = NonNullable<CampaignQuery['campaign']>;
type DetailsTab = 'prize' | 'product';

/** The campaign page's prize and product tabs, each its spec route (details, prize). */
export function DetailsTabs({ campaign }: { campaign: Campaign }) {
    const { t } = useTranslation('draws');
    const navigate = useNavigate();
    const [params] = useSearchParams();
    const onPrizeRoute = useMatch(`/tabs/${ROUTES.productPrize}`) !== null;
    const isPrize = params.get(QUERY_KEYS.isPrize);
    const tab: DetailsTab = onPrizeRoute || isPrize === '1' || isPrize === 'true' ? 'prize' : 'product';

    function select(next: DetailsTab) {
        // Each tab is its spec route: details (the product) and prize.
        void navigate(paths.campaign(campaign.id, { prize: next === 'prize', wonId: params.get(QUERY_KEYS.wonId) ?? undefined }), {
            replace: true,
            preventScrollReset: true,
        });
    }

    return (
        <Tabs.Root value={tab} onValueChange={value => select(value as DetailsTab)} className="rounded-2xl bg-white shadow-sm ring-1 ring-line">
            <Tabs.List aria-label={t('campaign.details')} className="grid grid-cols-2 border-b border-line">
                {(['prize', 'product'] as const).map(value => (
                    <Tabs.Tab
                        key={value}
                        value={value}
                        className="border-b-2 border-transparent py-3 text-sm font-bold text-ink-soft data-active:border-lucky-600 data-active:text-lucky-700"
                    >
                        {t(`campaign.tabs.${value}`)}
                    </Tabs.Tab>
                ))}
            </Tabs.List>
            <Tabs.Panel value="prize" className="p-4">
                {campaign.prize ? (
                    <>
                        <h2 className="text-base font-extrabold">{campaign.prize.name}</h2>
                        <p className="mt-2 text-sm whitespace-pre-line text-ink-soft">{plainText(campaign.prize.description)}</p>
                        <ProductVideo url={campaign.prize.customFields?.videoUrl} name={campaign.prize.name} />
                    </>
                ) : (
                    <p className="text-sm text-ink-soft">{t('campaign.noPrize')}</p>
                )}
            </Tabs.Panel>
            <Tabs.Panel value="product" className="p-4">
                <ProductDetails campaign={campaign} />
            </Tabs.Panel>
        </Tabs.Root>
    );
}

function ProductDetails({ campaign }: { campaign: Campaign }) {
    const { t } = useTranslation('draws');
    const { price } = useMoney();
    const product = campaign.product;
    return (
        <>
            <h2 className="text-base font-extrabold">{product.name}</h2>
            <p className="mt-2 text-sm whitespace-pre-line text-ink-soft">{plainText(product.description)}</p>
            <ProductVideo url={product.customFields?.videoUrl} name={product.name} />
            {product.customFields?.sizeImg && (
                <Link to={paths.sizeChart(campaign.id)} className="mt-3 flex items-center gap-1 text-sm font-bold text-lucky-700 underline underline-offset-2">
                    {t('campaign.sizeChart')}
                    <Icon name="forward" className="size-4" />
                </Link>
            )}
            <h3 className="mt-4 mb-2 text-sm font-extrabold">{t('campaign.variants')}</h3>
            <ul className="divide-y divide-line text-sm">
                {product.variants.map(variant => (
                    <li key={variant.id} className="flex justify-between gap-3 py-2">
                        <span className="min-w-0 truncate">{variant.name}</span>
                        <span className="shrink-0 font-bold text-lucky-700">{price(variant.priceWithTax, variant.currencyCode)}</span>
                    </li>
                ))}
            </ul>
        </>
    );
}
