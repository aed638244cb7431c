import { useTranslation } from 'react-i18next';

import type { CampaignOddsFragment } from '../../../gql/graphql';
import { formatPercent } from '../../../ui/number';

/**
 * A percentage as the shop writes it in both languages, with as many decimals as a small chance
 * needs ("1.4%", "0.05%"); written without Intl, which would load its number data in the campaign
 * page's first seconds (ui/number.ts).
 */
export function percent(fraction: number): string {
    const digits = fraction > 0 && fraction < 0.001 ? 3 : fraction < 0.1 ? 1 : 0;
    return formatPercent(fraction, Math.max(digits, 1));
}

/**
 * How often a page showing the odds block asks again while the shopper has tickets whose rarity is
 * still being revealed (a beacon round: seconds), so their chance appears without a reload.
 */
export const PENDING_ODDS_REFRESH_MS = 3_000;

/** The refetchInterval of a page's query that holds the odds block: only while tickets are pending. */
export function refreshWhilePending(odds: { myPendingTickets: number } | null | undefined): number | false {
    return odds && odds.myPendingTickets > 0 ? PENDING_ODDS_REFRESH_MS : false;
}

/**
 * The odds block of a lucky draw (a blind box's odds are its prize table) (docs/responsible-play.md#odds): tickets sold and left, each
 * rarity's chance and the draw chances it is worth, and the shopper's own chance in plain words:
 * their tickets' chances over all tickets' chances.
 */
export function OddsBlock({ campaign, signedIn }: { campaign: CampaignOddsFragment; signedIn: boolean }) {
    const { t } = useTranslation(['draws', 'common']);
    const { odds } = campaign;
    const pending = odds.myPendingTickets > 0 ? t('odds.pending', { count: odds.myPendingTickets }) : undefined;
    return (
        <section aria-labelledby="odds-title" className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
            <h2 id="odds-title" className="text-base font-extrabold">
                {t('odds.title')}
            </h2>
            <dl className="grid grid-cols-2 gap-2 text-center">
                <div className="rounded-xl bg-gold-50 p-2 ring-1 ring-gold-200">
                    <dt className="text-xs text-ink-soft">{t('odds.sold')}</dt>
                    <dd className="text-lg font-black">{odds.ticketsSold}</dd>
                </div>
                <div className="rounded-xl bg-gold-50 p-2 ring-1 ring-gold-200">
                    <dt className="text-xs text-ink-soft">{t('odds.left')}</dt>
                    <dd className="text-lg font-black">{odds.ticketsLeft}</dd>
                </div>
            </dl>
            <div role="status" className="rounded-xl bg-lucky-50 p-3 text-sm ring-1 ring-lucky-100">
                {!signedIn ? (
                    <p>{t('odds.signInForChance')}</p>
                ) : odds.myTickets > 0 && odds.myChance != null ? (
                    <>
                        <p className="font-extrabold text-lucky-800">
                            {t('odds.yourChance', { count: odds.myTickets, total: odds.countedTickets, percent: percent(odds.myChance) })}
                        </p>
                        <p className="mt-1 text-ink-soft">{t('odds.howChance', { mine: odds.myWeight, all: odds.totalWeight })}</p>
                        {pending && <p className="mt-1 text-ink-soft">{pending}</p>}
                    </>
                ) : pending ? (
                    <p className="font-bold text-lucky-800">{pending}</p>
                ) : (
                    <p>{t('odds.noTickets')}</p>
                )}
            </div>
            <table className="w-full text-sm">
                <caption className="pb-1 text-left text-xs text-ink-soft">{t('odds.tiersCaption')}</caption>
                <thead>
                    <tr className="text-left text-xs text-ink-soft">
                        <th scope="col" className="py-1 font-semibold">
                            {t('odds.rarity')}
                        </th>
                        <th scope="col" className="py-1 text-right font-semibold">
                            {t('odds.rarityChance')}
                        </th>
                        <th scope="col" className="py-1 text-right font-semibold">
                            {t('odds.drawChances')}
                        </th>
                    </tr>
                </thead>
                <tbody className="divide-y divide-line">
                    {odds.tiers.map(tier => (
                        <tr key={tier.rarity}>
                            <th scope="row" className="py-1.5 text-left font-bold">
                                {t(`common:rarity.${tier.rarity}`)}
                            </th>
                            <td className="py-1.5 text-right">{percent(tier.percent / 100)}</td>
                            <td className="py-1.5 text-right">{t('common:ticket.chances', { count: tier.weight })}</td>
                        </tr>
                    ))}
                </tbody>
            </table>
            <p className="text-xs text-ink-soft">{t('odds.weightsNote')}</p>
        </section>
    );
}
