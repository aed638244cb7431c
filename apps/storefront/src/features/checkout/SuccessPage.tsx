import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { useShopQuery } from '../../api/useShopQuery';
import { paths } from '../../routing/paths';
import { GetOneOrderPoolingDocument, type GetOneOrderPoolingQuery } from '../../gql/graphql';
import { TicketGrid, untilRevealed } from '../../campaigns/tickets';
import { Icon } from '../../ui/icons';
import { MoneySummary } from '../../ui/MoneySummary';
import { RefundNotice } from '../orders';
import { CheckoutFrame } from './CheckoutFrame';

/** While the gateway's callback has not settled the order yet (it may arrive after the browser), or its boxes are being made, ask again. */
const POLL_MS = 1500;
const PAID_STATES = ['PaymentSettled', 'PaymentAuthorized', 'PartiallyShipped', 'Shipped', 'PartiallyDelivered', 'Delivered'];

type PolledOrder = NonNullable<GetOneOrderPoolingQuery['orderByCode']>;

/** What the order earned, which decides what the page says and where it leads. */
function earned(order: PolledOrder): 'boxes' | 'tickets' | 'goods' {
    if (order.lines.some(line => line.campaign?.typStr === 'BLINDBOX')) return 'boxes';
    return order.lines.some(line => line.customFields?.campaignId) ? 'tickets' : 'goods';
}

/** Settled, and (for boxes) every box made. */
function isDone(order: PolledOrder | null | undefined): boolean {
    if (order?.gatewayRefunds?.length && !PAID_STATES.includes(order.state)) return true;
    return !!order && PAID_STATES.includes(order.state) && (earned(order) !== 'boxes' || !!order.customFields?.isLBb);
}

/**
 * After the gateway (`cart/checkout/success?order=CODE`): the order's code once paid, and the way
 * to what it earned: its tickets, its boxes once they exist, or (a won prize, goods only) the order.
 */
export function SuccessPage() {
    const { t } = useTranslation('checkout');
    const [search] = useSearchParams();
    const code = search.get('order') ?? '';
    const order = useShopQuery(
        GetOneOrderPoolingDocument,
        { orderCode: code },
        {
            enabled: !!code,
            // Then until every ticket's rarity is known (the beacon round after the sale).
            refetchInterval: data => (isDone(data?.orderByCode) ? untilRevealed(data?.orderByCode?.lines.flatMap(line => line.tickets)) : POLL_MS),
        },
    );
    const found = order.data?.data.orderByCode;
    const paid = !!found && PAID_STATES.includes(found.state);
    const kind = found ? earned(found) : 'tickets';
    const boxesReady = kind === 'boxes' && isDone(found);
    const refused = !paid && !!found?.gatewayRefunds?.length;
    const message = refused
        ? t('success.refused')
        : !paid
          ? t('success.waiting')
          : kind === 'boxes'
            ? t(boxesReady ? 'success.paidBoxes' : 'success.preparingBoxes')
            : t(kind === 'goods' ? 'success.paidShipping' : 'success.paid');
    const next =
        kind === 'boxes'
            ? boxesReady &&
              found && {
                  to: paths.blindBoxes(found.id),
                  label: t('success.openBoxes'),
              }
            : kind === 'goods'
              ? { to: paths.order(code), label: t('success.seeOrder') }
              : { to: paths.tickets(), label: t('success.tickets') };
    return (
        <CheckoutFrame title={t('success.title')} fallback={paths.home()}>
            <div className="flex flex-col items-center gap-3 py-8 text-center">
                <span className="grid size-20 place-items-center rounded-full bg-gold-100 text-gold-700">
                    <Icon name={kind === 'tickets' ? 'ticket' : 'box'} className="size-10" />
                </span>
                <h2 className="text-lg font-extrabold" aria-live="polite">
                    {message}
                </h2>
                {found && <RefundNotice refunds={found.gatewayRefunds} currencyCode={found.currencyCode} />}
                {code && (
                    <p className="text-sm text-ink-soft">
                        {t('success.order')} <strong className="font-mono text-ink">{code}</strong>
                    </p>
                )}
                {found && paid && <Earned order={found} />}
                {next && !refused && (
                    <Link to={next.to} className="mt-2 rounded-full bg-lucky-600 px-6 py-2.5 text-sm font-bold text-white shadow-sm">
                        {next.label}
                    </Link>
                )}
                <Link to={paths.home()} className="text-sm font-bold text-lucky-700 underline">
                    {t('success.shopMore')}
                </Link>
            </div>
        </CheckoutFrame>
    );
}

/** Once paid: the money summary (the total paid) and the tickets earned, by campaign, with their numbers and tiers. */
function Earned({ order }: { order: PolledOrder }) {
    const { t } = useTranslation('checkout');
    const campaigns = new Map<string, { name: string; tickets: PolledOrder['lines'][number]['tickets'][number][] }>();
    for (const line of order.lines) {
        if (!line.campaign || line.tickets.length === 0) continue;
        const found = campaigns.get(line.campaign.id) ?? { name: line.campaign.name, tickets: [] };
        found.tickets.push(...line.tickets);
        campaigns.set(line.campaign.id, found);
    }
    return (
        <div className="w-full space-y-4 text-left">
            <section aria-labelledby="total-paid" className="space-y-2">
                <h3 id="total-paid" className="text-sm font-bold">
                    {t('success.totalPaid')}
                </h3>
                <MoneySummary summary={order.moneySummary} />
            </section>
            {campaigns.size > 0 && (
                <section aria-labelledby="tickets-earned" className="space-y-3">
                    <h3 id="tickets-earned" className="text-sm font-bold">
                        {t('success.ticketsEarned')}
                    </h3>
                    {[...campaigns.entries()].map(([id, campaign]) => (
                        <div key={id} className="space-y-2">
                            <p className="text-sm font-semibold">{campaign.name}</p>
                            <TicketGrid tickets={campaign.tickets} />
                            {/* Every receipt links the campaign's official rules (docs/responsible-play.md#official-rules). */}
                            <Link to={paths.campaignRules(id)} className="block text-xs font-bold text-lucky-700 underline">
                                {t('success.rules')}
                            </Link>
                        </div>
                    ))}
                </section>
            )}
        </div>
    );
}
