import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { useShopQuery } from '../../../api/useShopQuery';
import { CampaignRulesDocument, type CampaignRulesQuery } from '../../../gql/graphql';
import { campaignPhase } from '../../../campaigns/campaign';
import { QUERY_KEYS, paths } from '../../../routing/paths';
import { useLoggedInUser } from '../../../routing/RequireSignIn';
import { useMoney } from '../../../ui/money';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryView } from '../../../ui/QueryView';
import { Skeleton } from '../../../ui/Skeleton';
import { useDateTime } from '../../../ui/time';
import { usePrizeLineWords } from '../../boxes';
import { PolicyBody } from '../../pages';
import { OddsBlock, refreshWhilePending } from './OddsBlock';

type Campaign = NonNullable<CampaignRulesQuery['campaign']>;

/**
 * A campaign's official rules (`common/draws/product/rules?cId=`, public; docs/responsible-play.md#official-rules):
 * the facts from the campaign itself (dates, prize and its value — for a blind box each prize line
 * with its value and odds —, how the winner is chosen with the link to the proof, how to claim, the
 * free entry), its odds, then the operator's own text.
 */
export function CampaignRulesPage() {
    const { t } = useTranslation('draws');
    const [params] = useSearchParams();
    const campaignId = params.get(QUERY_KEYS.campaignId) ?? '';
    const query = useShopQuery(
        CampaignRulesDocument,
        { campaignId },
        { enabled: !!campaignId, refetchInterval: data => refreshWhilePending(data?.campaign?.odds) },
    );
    const campaign = query.data?.data.campaign;
    return (
        <>
            <PageHeader title={t('rules.title')} fallback={campaignId ? paths.campaign(campaignId) : paths.draws()} />
            <QueryView
                query={query}
                data={campaign}
                missing={!campaignId}
                notFound={{ icon: 'compass', title: t('campaign.notFoundTitle'), body: t('campaign.notFoundBody') }}
                loading={<Skeleton className="mx-4 mt-4 h-96" />}
            >
                {found => <Rules campaign={found} />}
            </QueryView>
        </>
    );
}

/** A blind box's prize lines, as its page shows them before purchase, with what each is worth (the price of what ships). */
function BoxPrizes({ prizes }: { prizes: Campaign['allPrizes'] }) {
    const { t } = useTranslation('draws');
    const { price } = useMoney();
    const words = usePrizeLineWords();
    return (
        <table className="mt-1 w-full text-left text-sm text-ink-soft" aria-label={t('rules.boxPrizes')}>
            <thead className="text-xs">
                <tr>
                    <th scope="col" className="py-1 pr-2 font-semibold">
                        {t('rules.boxPrize')}
                    </th>
                    <th scope="col" className="py-1 pr-2 text-right font-semibold">
                        {t('rules.boxValue')}
                    </th>
                    <th scope="col" className="py-1 pr-2 text-right font-semibold">
                        {t('rules.boxOdds')}
                    </th>
                    <th scope="col" className="py-1 text-right font-semibold">
                        {t('rules.boxLeft')}
                    </th>
                </tr>
            </thead>
            <tbody className="divide-y divide-line">
                {prizes.map(line => (
                    <tr key={line.id} data-rarity={line.rarity}>
                        <td className="py-1.5 pr-2 font-bold text-ink">
                            {line.isLose ? t('rules.boxConsolation', { prize: line.prizeName }) : line.prizeName}
                        </td>
                        <td className="py-1.5 pr-2 text-right tabular-nums">
                            {line.productVariant
                                ? price(line.productVariant.priceWithTax, line.productVariant.currencyCode)
                                : line.pType === 'DIGITAL'
                                  ? t('boxes.digital')
                                  : t('rules.boxNoValue')}
                        </td>
                        <td className="py-1.5 pr-2 text-right tabular-nums">{words.odds(line.rPercent)}</td>
                        <td className="py-1.5 text-right tabular-nums">{words.left(line.remaining)}</td>
                    </tr>
                ))}
            </tbody>
        </table>
    );
}

function Rules({ campaign }: { campaign: Campaign }) {
    const { t } = useTranslation(['draws', 'common']);
    const dateTime = useDateTime();
    const { price } = useMoney();
    const { customer } = useLoggedInUser();
    const isBox = campaign.typStr === 'BLINDBOX';
    const prizeVariant = campaign.prize?.variants[0];
    const phase = campaignPhase(campaign);
    const open = phase === 'selling' || phase === 'upcoming';
    return (
        <main className="space-y-4 px-4 py-4">
            <section aria-labelledby="rules-name" className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
                <h1 id="rules-name" className="text-lg leading-tight font-black">
                    {t('rules.heading', { name: campaign.name })}
                </h1>
                <dl className="space-y-2 text-sm">
                    <div>
                        <dt className="font-bold">{t('rules.dates')}</dt>
                        <dd className="text-ink-soft">{t('rules.datesValue', { start: dateTime(campaign.startDate), end: dateTime(campaign.endDate) })}</dd>
                    </div>
                    {isBox && (
                        <div>
                            <dt className="font-bold">{t('rules.boxPrizes')}</dt>
                            <dd>
                                <BoxPrizes prizes={campaign.allPrizes} />
                            </dd>
                        </div>
                    )}
                    {!isBox && (
                        <div>
                            <dt className="font-bold">{t('rules.prize')}</dt>
                            <dd className="text-ink-soft">
                                {campaign.prize
                                    ? prizeVariant
                                        ? t('rules.prizeValue', {
                                              prize: campaign.prize.name,
                                              value: price(prizeVariant.priceWithTax, prizeVariant.currencyCode),
                                          })
                                        : campaign.prize.name
                                    : t('campaign.noPrize')}
                            </dd>
                        </div>
                    )}
                    <div>
                        <dt className="font-bold">{t('rules.howChosen')}</dt>
                        <dd className="text-ink-soft">
                            {isBox ? t('rules.howChosenBox') : t('rules.howChosenDraw', { count: campaign.totalTicket })}{' '}
                            {!isBox && campaign.isDraw && (
                                <Link to={paths.proof(campaign.id)} className="font-bold text-lucky-700 underline underline-offset-2">
                                    {t('campaign.proof')}
                                </Link>
                            )}
                        </dd>
                    </div>
                    <div>
                        <dt className="font-bold">{t('rules.howToClaim')}</dt>
                        <dd className="text-ink-soft">{isBox ? t('rules.howToClaimBox') : t('rules.howToClaimDraw')}</dd>
                    </div>
                    <div>
                        <dt className="font-bold">{t('rules.freeEntry')}</dt>
                        <dd className="text-ink-soft">
                            {isBox ? t('rules.freeEntryBox') : t('rules.freeEntryDraw')}{' '}
                            {open && (
                                <Link to={paths.freeEntry(campaign.id)} className="font-bold text-lucky-700 underline underline-offset-2">
                                    {t('freeEntry.link')}
                                </Link>
                            )}
                        </dd>
                    </div>
                </dl>
            </section>

            {!isBox && <OddsBlock campaign={campaign} signedIn={!!customer} />}

            <section aria-labelledby="rules-text" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
                <h2 id="rules-text" className="mb-2 text-base font-extrabold">
                    {t('rules.officialText')}
                </h2>
                {campaign.rules ? <PolicyBody body={campaign.rules} /> : <p className="text-sm text-ink-soft">{t('rules.none')}</p>}
                <Link to={paths.policy('campaign-rules')} className="mt-3 block text-sm font-bold text-lucky-700 underline underline-offset-2">
                    {t('rules.shopRules')}
                </Link>
            </section>
        </main>
    );
}
