import { TICKET_TIERS, type TicketTier } from '@tuah/fairness/ticket-tiers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ItemList } from '../ui/ItemList';
import { QueryView, type QueryViewProps } from '../ui/QueryView';
import { Skeleton } from '../ui/Skeleton';

/** Each tier's look: the stub's colours and its badge. Rarer tiers glow warmer. */
const RARITY_STYLES: Record<TicketTier, { stub: string; badge: string }> = {
    COMMON: { stub: 'bg-white ring-line text-ink', badge: 'bg-stone-100 text-stone-700' },
    RARE: { stub: 'bg-sky-50 ring-sky-300 text-sky-950', badge: 'bg-sky-700 text-white' },
    EPIC: { stub: 'bg-violet-50 ring-violet-400 text-violet-950', badge: 'bg-violet-700 text-white' },
    ULTRA: { stub: 'bg-gradient-to-br from-rose-50 to-amber-50 ring-rose-400 text-rose-950', badge: 'bg-rose-700 text-white' },
    LEGENDARY: {
        stub: 'bg-gradient-to-br from-gold-100 via-gold-50 to-gold-200 ring-gold-400 text-gold-700 shadow-md shadow-gold-400/30',
        badge: 'bg-gradient-to-r from-gold-500 to-gold-700 text-white',
    },
};

function isTier(value: string): value is TicketTier {
    return (TICKET_TIERS as readonly string[]).includes(value);
}

export function RarityBadge({ rarity }: { rarity: string }) {
    const { t } = useTranslation();
    const tier = isTier(rarity) ? rarity : 'COMMON';
    return (
        <span
            data-rarity={tier}
            className={`inline-flex items-center rounded-full px-2 py-0.5 text-[10px] font-extrabold tracking-wide uppercase ${RARITY_STYLES[tier].badge}`}
        >
            {t(`rarity.${tier}`)}
        </span>
    );
}

export interface TicketView {
    id: string;
    ticketId: string;
    /** Null (with weight) until the beacon round after the sale is out, at `rarityRevealsAt` (docs/fairness.md#ticket-rarity). */
    rarity: string | null;
    weight: number | null;
    rarityRevealsAt?: string | null;
    isWin: boolean;
    isVoid: boolean;
}

/** A rarity not known yet: it comes from the public beacon round after the sale, a few seconds away. */
function RevealingBadge() {
    const { t } = useTranslation();
    return (
        <span className="inline-flex items-center gap-1 rounded-full bg-stone-200 px-2 py-0.5 text-[10px] font-extrabold tracking-wide text-stone-800 uppercase">
            {/* Only the dot pulses: fading the words would drop their contrast. */}
            <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-stone-600" />
            {t('ticket.revealing')}
        </span>
    );
}

/**
 * How long a tickets query waits before asking again (its `refetchInterval`): just after the
 * latest pending rarity's round is due (the server reveals a ticket as it is read), every few
 * seconds if that moment has passed (a beacon running late), and not at all once every rarity is
 * known.
 */
export function untilRevealed(tickets: readonly Pick<TicketView, 'rarity' | 'rarityRevealsAt'>[] | undefined, now = Date.now()): number | false {
    const due = (tickets ?? []).filter(t => t.rarity == null && t.rarityRevealsAt).map(t => Date.parse(t.rarityRevealsAt!));
    if (!due.length) return false;
    const wait = Math.max(...due) - now + 150;
    return wait > 0 ? wait : 3000;
}

/** One ticket as a stub: its number, its tier and how many chances it is; the winner shines. */
export function TicketStub({ ticket }: { ticket: TicketView }) {
    const { t } = useTranslation();
    if (ticket.rarity == null) return <RevealingStub ticket={ticket} />;
    const tier = isTier(ticket.rarity) ? ticket.rarity : 'COMMON';
    return (
        <article
            data-rarity={tier}
            aria-label={t('ticket.label', { ticketId: ticket.ticketId })}
            className={`relative flex flex-col gap-1.5 rounded-2xl p-3 ring-2 ${RARITY_STYLES[tier].stub} ${ticket.isVoid ? 'grayscale' : ''} ${ticket.isWin ? 'outline-3 outline-offset-2 outline-lucky-600' : ''}`}
        >
            <div className="flex items-center justify-between gap-1">
                <RarityBadge rarity={tier} />
                <span className="text-[11px] font-semibold">{t('ticket.chances', { count: ticket.weight ?? 0 })}</span>
            </div>
            <p className={`truncate font-mono text-sm font-bold ${ticket.isVoid ? 'line-through' : ''}`}>{ticket.ticketId}</p>
            {ticket.isWin && <p className="text-xs font-extrabold text-lucky-700">{t('ticket.winner')}</p>}
            {ticket.isVoid && <p className="text-xs font-semibold">{t('ticket.void')}</p>}
        </article>
    );
}

/** A ticket whose rarity is being revealed: its number, and a neutral stub until the round is out. */
function RevealingStub({ ticket }: { ticket: TicketView }) {
    const { t } = useTranslation();
    return (
        <article
            data-rarity="REVEALING"
            aria-label={t('ticket.label', { ticketId: ticket.ticketId })}
            aria-busy="true"
            className={`relative flex flex-col gap-1.5 rounded-2xl bg-white p-3 text-ink ring-2 ring-line ring-dashed ${ticket.isVoid ? 'grayscale' : ''}`}
        >
            <div className="flex items-center justify-between gap-1">
                <RevealingBadge />
            </div>
            <p className={`truncate font-mono text-sm font-bold ${ticket.isVoid ? 'line-through' : ''}`}>{ticket.ticketId}</p>
            {ticket.isVoid && <p className="text-xs font-semibold">{t('ticket.void')}</p>}
        </article>
    );
}

/** A shopper's tickets with a count per tier (and of those whose rarity is being revealed). */
export function TicketGrid({ tickets }: { tickets: readonly TicketView[] }) {
    const { t } = useTranslation();
    const counts = TICKET_TIERS.map(tier => ({ tier, count: tickets.filter(ticket => ticket.rarity === tier).length })).filter(c => c.count > 0);
    const revealing = tickets.filter(ticket => ticket.rarity == null).length;
    return (
        <div>
            <ul aria-label={t('ticket.tiers')} className="mb-3 flex flex-wrap gap-2">
                {counts.map(({ tier, count }) => (
                    <li key={tier} className="flex items-center gap-1 text-xs text-ink-soft">
                        <RarityBadge rarity={tier} /> × {count}
                    </li>
                ))}
                {revealing > 0 && (
                    <li className="flex items-center gap-1 text-xs text-ink-soft">
                        <RevealingBadge /> × {revealing}
                    </li>
                )}
            </ul>
            {revealing > 0 && (
                <p aria-live="polite" className="mb-3 text-xs text-ink-soft">
                    {t('ticket.revealingHint')}
                </p>
            )}
            <ItemList items={tickets} className="grid grid-cols-2 gap-3 min-[420px]:grid-cols-3">
                {ticket => <TicketStub ticket={ticket} />}
            </ItemList>
        </div>
    );
}

interface TicketList {
    totalItems: number;
    items: readonly TicketView[];
}

type TicketsViewProps = Omit<QueryViewProps<TicketList>, 'loading' | 'isEmpty' | 'children'> & {
    /** Heads the grid: how many tickets there are. */
    summary: (count: number) => ReactNode;
};

/** A list of tickets from a query, in its states (QueryView): the count, then the grid. */
export function TicketsView({ summary, ...view }: TicketsViewProps) {
    return (
        <QueryView {...view} loading={<Skeleton className="h-40" />} isEmpty={tickets => tickets.items.length === 0}>
            {tickets => (
                <>
                    {summary(tickets.totalItems)}
                    <TicketGrid tickets={tickets.items} />
                </>
            )}
        </QueryView>
    );
}
