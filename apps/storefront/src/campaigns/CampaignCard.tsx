import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { CampaignCardFragment } from '../gql/graphql';
import { campaignImage, campaignPhase } from './campaign';
import { AssetImage } from '../ui/AssetImage';
import { ActionLink } from '../ui/actionLink';
import { Icon } from '../ui/icons';
import { TicketBar } from './TicketProgress';
import { timeLeftIn } from '../ui/time';

/** One line on where the campaign stands: time left, starting time, the draw, or its winner. */
export function CampaignStatus({ campaign }: { campaign: CampaignCardFragment }) {
    const { t, i18n } = useTranslation();
    return <StatusLine campaign={campaign} t={t} timeLeft={timeLeftIn(t, i18n)} />;
}

// CampaignStatus with the card's `t`: a list draws dozens of cards, and each useTranslation is a subscription of its own.
function StatusLine({ campaign, t, timeLeft }: { campaign: CampaignCardFragment; t: TFunction; timeLeft: ReturnType<typeof timeLeftIn> }) {
    const phase = campaignPhase(campaign);
    const winner = campaign.winner;
    const text = {
        upcoming: () => timeLeft.startsIn(campaign.startDate),
        selling: () => timeLeft.endsIn(campaign.endDate),
        drawing: () => t('campaign.drawing'),
        ended: () =>
            winner ? t('campaign.wonBy', { name: winner.customer?.displayName ?? t('campaign.aShopper'), ticketId: winner.ticketId }) : t('campaign.ended'),
        cancelled: () => t('campaign.cancelled'),
    }[phase]();
    const tone = phase === 'ended' && winner ? 'text-gold-700' : phase === 'selling' ? 'text-lucky-700' : 'text-ink-soft';
    return (
        <p className={`flex min-w-0 items-center gap-1 text-xs font-semibold ${tone}`}>
            <Icon name={phase === 'ended' && winner ? 'trophy' : 'clock'} className="size-3.5 shrink-0" />
            <span className="truncate">{text}</span>
        </p>
    );
}

// With the card's `t`, as StatusLine.
function Flags({ campaign, t }: { campaign: CampaignCardFragment; t: TFunction }) {
    if (!campaign.isHot && !campaign.isNew && campaign.typStr !== 'BLINDBOX') return null;
    return (
        <span className="flex flex-wrap gap-1">
            {campaign.isHot && (
                <span className="rounded-full bg-lucky-600 px-1.5 py-0.5 text-[10px] font-extrabold text-white uppercase">{t('campaign.hot')}</span>
            )}
            {campaign.isNew && (
                <span className="rounded-full bg-gold-400 px-1.5 py-0.5 text-[10px] font-extrabold text-lucky-900 uppercase">{t('campaign.new')}</span>
            )}
            {campaign.typStr === 'BLINDBOX' && (
                <span className="rounded-full bg-violet-700 px-1.5 py-0.5 text-[10px] font-extrabold text-white uppercase">{t('campaign.blindBox')}</span>
            )}
        </span>
    );
}

/**
 * A campaign in a list: its picture, name, what buying earns, tickets sold and its status. The
 * card's content is the campaign's action link (CAM), so the link is named by what it shows. `tile` for rows that scroll sideways, `row`
 * for lists.
 */
export function CampaignCard({
    campaign,
    layout = 'row',
    priority = false,
}: {
    campaign: CampaignCardFragment;
    layout?: 'row' | 'tile';
    /** On the first screen: its picture loads at once (see AssetImage). */
    priority?: boolean;
}) {
    // The card's words, once, for all its parts.
    const { t, i18n } = useTranslation();
    const timeLeft = timeLeftIn(t, i18n);
    const image = campaignImage(campaign);
    if (layout === 'tile') {
        return (
            <article className="h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line">
                <ActionLink type="CAM" value={campaign.id} className="flex h-full flex-col">
                    <div className="relative">
                        <AssetImage
                            preview={image}
                            alt=""
                            size={176}
                            presets={['small', 'medium']}
                            className="aspect-square h-auto w-full"
                            priority={priority}
                        />
                        <span className="absolute top-2 left-2">
                            <Flags campaign={campaign} t={t} />
                        </span>
                    </div>
                    <div className="flex flex-1 flex-col gap-1.5 p-3">
                        <h3 className="line-clamp-2 text-sm leading-snug font-bold text-ink">{campaign.name}</h3>
                        <p className="line-clamp-1 text-xs text-ink-soft">{campaign.cardBuyTxt}</p>
                        <div className="mt-auto space-y-1.5">
                            <TicketBar issued={campaign.issuedTicket} total={campaign.totalTicket} compact boxes={campaign.typStr === 'BLINDBOX'} t={t} />
                            <StatusLine campaign={campaign} t={t} timeLeft={timeLeft} />
                        </div>
                    </div>
                </ActionLink>
            </article>
        );
    }
    return (
        <article className="rounded-2xl bg-white shadow-sm ring-1 ring-line">
            <ActionLink type="CAM" value={campaign.id} className="flex gap-3 p-3">
                <AssetImage preview={image} alt="" size={88} presets={['thumb', 'small']} className="size-22 shrink-0 rounded-xl" priority={priority} />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <Flags campaign={campaign} t={t} />
                    <h3 className="line-clamp-2 text-sm leading-snug font-bold text-ink">{campaign.name}</h3>
                    <p className="line-clamp-1 text-xs text-ink-soft">{campaign.cardBuyTxt}</p>
                    <TicketBar issued={campaign.issuedTicket} total={campaign.totalTicket} compact boxes={campaign.typStr === 'BLINDBOX'} t={t} />
                    <StatusLine campaign={campaign} t={t} timeLeft={timeLeft} />
                </div>
            </ActionLink>
        </article>
    );
}
