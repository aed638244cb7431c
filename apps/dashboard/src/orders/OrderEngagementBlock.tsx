import { api } from '@vendure/dashboard';
import { useQuery } from '@tanstack/react-query';

import { apiErrorMessage, formatTime } from '../common/format';
import { ORDER_ENGAGEMENT } from './order-api';

/** Tuah's order custom fields as an operator reads them (set by the server, never edited here). */
interface OrderFields {
    paidAt?: string | null;
    epName?: string | null;
    epDesc?: string | null;
    epPrice?: number | null;
    epTracking?: string | null;
    epStatus?: string | null;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
    return (
        <div className="grid grid-cols-[10rem_1fr] gap-2 max-sm:grid-cols-1 max-sm:gap-0">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words">{children}</dd>
        </div>
    );
}

/**
 * Delivery, read only: the courier chosen at checkout and its price, tracking once shipped. Tuah's
 * order custom fields are the server's to set; this replaces Vendure's editable custom-field form.
 */
export function OrderDeliveryBlock({ entity }: { entity?: { currencyCode?: string; customFields?: OrderFields } }) {
    const f = entity?.customFields ?? {};
    const price =
        f.epPrice == null ? null : new Intl.NumberFormat('en-MY', { style: 'currency', currency: entity?.currencyCode ?? 'MYR' }).format(f.epPrice / 100);
    return (
        <dl className="grid gap-1" aria-label="Delivery">
            <Row label="Paid">{f.paidAt ? formatTime(f.paidAt) : 'Not paid'}</Row>
            <Row label="Courier">{f.epName ? `${f.epName}${f.epDesc ? ` — ${f.epDesc}` : ''}${price ? `, ${price}` : ''}` : 'None (nothing to post)'}</Row>
            <Row label="Tracking number">{f.epTracking || 'Not shipped yet'}</Row>
            {f.epStatus && <Row label="Courier status">{f.epStatus}</Row>}
        </dl>
    );
}

/**
 * What the order holds beyond its lines (admin API `orderEngagement`, ReadOrder): its campaign
 * tickets per campaign (voided ones apart), its blind boxes (opened or not, and what came out),
 * and the prizes won with them or taken to the cart in it.
 */
export function OrderEngagementBlock({ orderId }: { orderId?: string }) {
    const found = useQuery({
        queryKey: ['tuah', 'order-engagement', orderId],
        queryFn: () => api.query(ORDER_ENGAGEMENT, { id: orderId ?? '' }),
        enabled: !!orderId,
    });
    if (found.error) return <p role="alert">Could not load the tickets, boxes and prizes: {apiErrorMessage(found.error)}</p>;
    if (found.isPending) return <p>Loading tickets, boxes and prizes…</p>;
    const e = found.data?.orderEngagement;
    if (!e || (!e.tickets.length && !e.boxes.length && !e.wonPrizes.length)) return <p>No campaign tickets, blind boxes or won prizes in this order.</p>;
    return (
        <div className="grid gap-4">
            {e.tickets.length > 0 && (
                <section aria-label="Campaign tickets" className="grid gap-2">
                    <h3 className="font-semibold">Campaign tickets</h3>
                    {e.tickets.map(t => (
                        <div key={t.campaignId}>
                            <div className="font-medium">
                                {t.campaignName}: {t.numbers.length} valid{t.voided.length ? `, ${t.voided.length} voided` : ''}
                            </div>
                            {t.numbers.length > 0 && <div className="text-sm break-words tabular-nums">{t.numbers.join(', ')}</div>}
                            {t.voided.length > 0 && <div className="text-sm break-words tabular-nums text-muted-foreground">Voided: {t.voided.join(', ')}</div>}
                        </div>
                    ))}
                </section>
            )}
            {e.boxes.length > 0 && (
                <section aria-label="Blind boxes" className="grid gap-2">
                    <h3 className="font-semibold">Blind boxes (opened online, never shipped)</h3>
                    <ul className="grid gap-1">
                        {e.boxes.map(b => (
                            <li key={b.id}>
                                {b.campaignName}, box {b.n} ({b.code}):{' '}
                                {b.isOpen
                                    ? `opened ${formatTime(b.openedAt)} — ${b.isLose ? `${b.prizeName ?? 'consolation'} (nothing ships)` : b.prizeName}`
                                    : 'not opened'}
                            </li>
                        ))}
                    </ul>
                </section>
            )}
            {e.wonPrizes.length > 0 && (
                <section aria-label="Won prizes" className="grid gap-2">
                    <h3 className="font-semibold">Won prizes</h3>
                    <ul className="grid gap-1">
                        {e.wonPrizes.map(w => (
                            <li key={w.id}>
                                {w.prizeName} ({w.pType === 'DIGITAL' ? 'digital code' : 'ships'}), {w.campaignName}, won with {w.wonWith}
                                {w.inThisOrder
                                    ? ' — ships with this order'
                                    : w.isATC
                                      ? ' — taken to another order'
                                      : w.pType === 'PHYSICAL'
                                        ? ' — not claimed yet'
                                        : ''}
                            </li>
                        ))}
                    </ul>
                </section>
            )}
        </div>
    );
}
