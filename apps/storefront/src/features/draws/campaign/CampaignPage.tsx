import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import { useShopQuery } from '../../../api/useShopQuery';
import { QUERY_KEYS, paths } from '../../../routing/paths';
import { useLoggedInUser } from '../../../routing/RequireSignIn';
import { CampaignDocument, type CampaignQuery } from '../../../gql/graphql';
import { campaignImage, campaignPhase, isDrawInProgress, type CampaignPhase } from '../../../campaigns/campaign';
import { Countdown } from '../../../ui/Countdown';
import { Icon } from '../../../ui/icons';
import { useMoney } from '../../../ui/money';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryView } from '../../../ui/QueryView';
import { Skeleton } from '../../../ui/Skeleton';
import { Later } from '../../../lib/staged';
import { TicketProgress } from '../../../campaigns/TicketProgress';
import { useTimeLeft } from '../../../ui/time';
import { PrizeTable } from '../../boxes';
import { maxUnits } from './buyLimits';
import { DrawProgress } from './DrawProgress';
import { useLiveProgress } from './useLiveProgress';
import { Gallery } from './Gallery';
import { OddsBlock, refreshWhilePending } from '../rules/OddsBlock';

type Campaign = NonNullable<CampaignQuery['campaign']>;

// Below the first screen (the tabs) or closed until Buy now is pressed (the sheet): their code, with
// Base UI's tabs and drawer (about 36 KB), loads after the page's instead of before its first draw.
const DetailsTabs = lazy(() => import('./DetailsTabs').then(m => ({ default: m.DetailsTabs })));
const BuySheet = lazy(() => import('./BuySheet').then(m => ({ default: m.BuySheet })));

/**
 * The campaign page (`common/draws/product/details` and `…/prize`, `?cId=`, `isP`, `wonId`):
 * pictures, time left, tickets sold, what buying earns, the draw's progress, the prize and the
 * product, and the buy sheet.
 */
export function CampaignPage() {
    const { t } = useTranslation('draws');
    const [params] = useSearchParams();
    const campaignId = params.get(QUERY_KEYS.campaignId) ?? '';
    const wonId = params.get(QUERY_KEYS.wonId) || undefined;
    const query = useShopQuery(
        CampaignDocument,
        { campaignId, wonId },
        { enabled: !!campaignId, refetchInterval: data => refreshWhilePending(data?.campaign?.odds) },
    );
    const campaign = query.data?.data.campaign;

    return (
        <>
            <PageHeader fallback={paths.draws()} end={campaign && <span className="font-mono text-xs text-ink-soft">#{campaign.sId}</span>} />
            <QueryView
                query={query}
                data={campaign}
                missing={!campaignId}
                notFound={{ icon: 'compass', title: t('campaign.notFoundTitle'), body: t('campaign.notFoundBody') }}
                loading={<CampaignSkeleton />}
            >
                {found => <CampaignDetails campaign={found} />}
            </QueryView>
        </>
    );
}

/** Ours: back from sign-in with `?buy=1`, the page opens the buy sheet the guest had asked for. */
const BUY_KEY = 'buy';

function CampaignDetails({ campaign }: { campaign: Campaign }) {
    const { t } = useTranslation(['draws', 'common']);
    const [buying, setBuying] = useState(false);
    const { customer } = useLoggedInUser();
    const navigate = useNavigate();
    const location = useLocation();
    const [params, setParams] = useSearchParams();
    const phase = campaignPhase(campaign);
    const images = [...new Set([campaignImage(campaign), ...(campaign.prize?.assets ?? []).map(asset => asset.preview)].filter((p): p is string => !!p))];
    const showProgress = campaign.isDraw || campaign.isCancelled || isDrawInProgress(campaign.stage) || campaign.stage === 'ENDED';
    // Tickets sold move while the page is open; once the draw shows, DrawProgress follows it.
    useLiveProgress(campaign.id, phase === 'selling' && !showProgress);
    // Buying is for campaigns selling or about to: a closed one shows its draw instead.
    const buyable = phase === 'selling' || phase === 'upcoming';
    // A blind box sells boxes, not tickets: its page shows the prize table instead.
    const isBox = campaign.typStr === 'BLINDBOX';
    // Tickets are a signed-in shopper's (docs/storefront.md): a guest signs in (or up) first, the
    // sign-in page saying why ("Please sign in to continue."), and comes back here.
    const returning = params.get(BUY_KEY) === '1';
    useEffect(() => {
        if (!returning || !customer) return;
        if (buyable) setBuying(true);
        setParams(
            next => {
                next.delete(BUY_KEY);
                return next;
            },
            { replace: true },
        );
    }, [returning, customer, buyable, setParams]);
    function onBuy() {
        if (customer === null) {
            const back = new URLSearchParams(location.search);
            back.set(BUY_KEY, '1');
            void navigate(paths.signIn(`${location.pathname}?${back.toString()}`));
            return;
        }
        setBuying(true);
    }

    return (
        <main className={buyable ? 'pb-28' : 'pb-6'}>
            <Gallery images={images} name={campaign.prize?.name ?? campaign.name} />
            <div className="space-y-4 px-4 pt-4">
                <section aria-labelledby="campaign-name" className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
                    <div className="flex flex-wrap gap-1">
                        {campaign.isHot && (
                            <span className="rounded-full bg-lucky-600 px-2 py-0.5 text-[10px] font-extrabold text-white uppercase">
                                {t('common:campaign.hot')}
                            </span>
                        )}
                        {campaign.isNew && (
                            <span className="rounded-full bg-gold-400 px-2 py-0.5 text-[10px] font-extrabold text-lucky-900 uppercase">
                                {t('common:campaign.new')}
                            </span>
                        )}
                    </div>
                    <h1 id="campaign-name" className="text-xl leading-tight font-black">
                        {campaign.name}
                    </h1>
                    {campaign.prize && <p className="text-sm text-ink-soft">{t('campaign.win', { prize: campaign.prize.name })}</p>}
                    <TimeBox campaign={campaign} phase={phase} />
                    <TicketProgress issued={campaign.issuedTicket} total={campaign.totalTicket} boxes={isBox} />
                    <div className="flex items-start gap-2 rounded-xl bg-gold-50 p-3 text-sm ring-1 ring-gold-200">
                        <Icon name={isBox ? 'gift' : 'ticket'} className="size-5 shrink-0 text-gold-700" />
                        <div>
                            {campaign.cardBuyTxt && <p className="font-bold text-ink">{campaign.cardBuyTxt}</p>}
                            <p className="text-ink-soft">
                                {isBox ? t('campaign.boxPerItem') : t('campaign.ticketsPerItem', { count: campaign.ticketPerItem })}
                                {!isBox && campaign.specialVariant && ` ${t('campaign.ticketsPerSpecial', { count: campaign.ticketPerItemForSp })}`}
                            </p>
                        </div>
                    </div>
                    {/* The rules and the free way in, before anything is bought (docs/responsible-play.md). */}
                    <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-bold">
                        <Link to={paths.campaignRules(campaign.id)} className="text-lucky-700 underline underline-offset-2">
                            {t('rules.read')}
                        </Link>
                        {buyable && (
                            <Link to={paths.freeEntry(campaign.id)} className="text-lucky-700 underline underline-offset-2">
                                {isBox ? t('freeEntry.linkBox') : t('freeEntry.link')}
                            </Link>
                        )}
                    </div>
                </section>

                {!isBox && (
                    <Later>
                        <OddsBlock campaign={campaign} signedIn={!!customer} />
                    </Later>
                )}

                {isBox && (
                    <Later>
                        <PrizeTable prizes={campaign.allPrizes} terms={campaign.bbTnc} />
                    </Later>
                )}
                {showProgress && !isBox && <DrawProgress campaignId={campaign.id} />}

                {/* Below the first screen: drawn a task after the rest of the page. */}
                <Later>
                    {/* Participants and tickets are a lucky draw's; a blind box's boxes are in the account. */}
                    {!isBox && (
                        <nav aria-label={t('campaign.more')} className="grid grid-cols-2 gap-2">
                            <Link
                                to={paths.participants(campaign.id)}
                                className="flex items-center gap-2 rounded-2xl bg-white p-3 text-sm font-bold shadow-sm ring-1 ring-line"
                            >
                                <Icon name="users" className="size-5 text-lucky-600" />
                                {t('campaign.participants')}
                            </Link>
                            <Link
                                to={paths.campaignTickets(campaign.id)}
                                className="flex items-center gap-2 rounded-2xl bg-white p-3 text-sm font-bold shadow-sm ring-1 ring-line"
                            >
                                <Icon name="ticket" className="size-5 text-lucky-600" />
                                {t('campaign.myTickets')}
                            </Link>
                            {campaign.isDraw && (
                                <Link
                                    to={paths.proof(campaign.id)}
                                    className="col-span-2 flex items-center gap-2 rounded-2xl bg-white p-3 text-sm font-bold shadow-sm ring-1 ring-line"
                                >
                                    <Icon name="shield" className="size-5 text-lucky-600" />
                                    {t('campaign.proof')}
                                </Link>
                            )}
                        </nav>
                    )}

                    <Suspense fallback={null}>
                        <DetailsTabs campaign={campaign} />
                    </Suspense>
                </Later>
            </div>
            {buyable && (
                <>
                    <BuyBar campaign={campaign} phase={phase} onBuy={onBuy} />
                    {/* Closed until the buy bar is pressed: it needn't hold up the first screen. */}
                    <Later>
                        <Suspense fallback={null}>
                            <BuySheet campaign={campaign} open={buying} onOpenChange={setBuying} />
                        </Suspense>
                    </Later>
                </>
            )}
        </main>
    );
}

function TimeBox({ campaign, phase }: { campaign: Campaign; phase: CampaignPhase }) {
    const { t } = useTranslation(['draws', 'common']);
    const timeLeft = useTimeLeft();
    if (phase === 'upcoming' || phase === 'selling') {
        const until = phase === 'upcoming' ? campaign.startDate : campaign.endDate;
        return (
            <div className="flex items-center justify-between gap-3 rounded-xl bg-lucky-600 px-3 py-2 text-white">
                <span className="flex min-w-0 items-center gap-1.5 text-sm font-semibold">
                    <Icon name="clock" className="size-4 shrink-0" />
                    <span className="truncate">{phase === 'upcoming' ? timeLeft.startsIn(until) : timeLeft.endsIn(until)}</span>
                </span>
                <Countdown until={until} label={phase === 'upcoming' ? 'starts' : 'ends'} className="shrink-0 text-base font-black text-gold-100" />
            </div>
        );
    }
    return (
        <p className="flex items-center gap-1.5 rounded-xl bg-line/60 px-3 py-2 text-sm font-semibold text-ink-soft">
            <Icon name="clock" className="size-4" />
            {phase === 'cancelled' ? t('common:campaign.cancelled') : timeLeft.endedAgo(campaign.endDate)}
        </p>
    );
}

function BuyBar({ campaign, phase, onBuy }: { campaign: Campaign; phase: CampaignPhase; onBuy: () => void }) {
    const { t } = useTranslation('draws');
    const { priceRange } = useMoney();
    const prices = campaign.product.variants.map(v => v.priceWithTax);
    const currency = campaign.product.variants[0]?.currencyCode;
    const soldOut = campaign.product.variants.every(v => maxUnits(campaign, v.id) < 1);
    const reason = phase === 'upcoming' ? t('buy.notStarted') : soldOut ? t('buy.soldOut') : null;
    return (
        <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 mx-auto max-w-md border-t border-line bg-white/95 px-4 py-3 backdrop-blur">
            <div className="flex items-center gap-3">
                <div className="min-w-0 flex-1">
                    {currency && prices.length > 0 && (
                        <p className="truncate text-base font-black text-lucky-700">{priceRange(Math.min(...prices), Math.max(...prices), currency)}</p>
                    )}
                    <p className="truncate text-xs text-ink-soft">
                        {reason ?? (campaign.typStr === 'BLINDBOX' ? t('buy.oneBoxEach') : t('campaign.ticketsPerItem', { count: campaign.ticketPerItem }))}
                    </p>
                </div>
                <button
                    type="button"
                    onClick={onBuy}
                    disabled={reason !== null}
                    className="shrink-0 rounded-full bg-lucky-600 px-6 py-3 text-sm font-extrabold text-white shadow-md active:scale-95 disabled:bg-ink-soft/40"
                >
                    {t('buy.buyNow')}
                </button>
            </div>
        </div>
    );
}

function CampaignSkeleton() {
    return (
        <div aria-busy="true" className="space-y-4">
            <Skeleton className="aspect-square w-full rounded-none" />
            <div className="space-y-3 px-4">
                <Skeleton className="h-40" />
                <Skeleton className="h-24" />
            </div>
        </div>
    );
}
