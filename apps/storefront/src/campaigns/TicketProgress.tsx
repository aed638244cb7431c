import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

interface TicketProgressProps {
    issued: number;
    total: number;
    compact?: boolean;
    boxes?: boolean;
}

/** Tickets issued of the total, as a bar and "180 / 300 tickets" (or "12 / 300 boxes" for a blind box: one word for boxes on cards, campaign page and cart). */
export function TicketProgress(props: TicketProgressProps) {
    const { t } = useTranslation();
    return <TicketBar {...props} t={t} />;
}

/** TicketProgress with the `t` of the card it is on: a list of cards then subscribes to the language once a card, not once a part. */
export function TicketBar({ issued, total, compact = false, boxes = false, t }: TicketProgressProps & { t: TFunction }) {
    const percent = total > 0 ? Math.min(100, Math.round((issued / total) * 100)) : 0;
    const label = t(boxes ? 'campaign.boxesSold' : 'campaign.ticketsIssued', { issued, total });
    return (
        <div className="min-w-0">
            <div
                role="progressbar"
                aria-label={label}
                aria-valuemin={0}
                aria-valuemax={total}
                aria-valuenow={issued}
                className={`overflow-hidden rounded-full bg-lucky-100 ${compact ? 'h-1.5' : 'h-2.5'}`}
            >
                <div className="h-full rounded-full bg-gradient-to-r from-gold-400 to-lucky-600" style={{ width: `${percent}%` }} />
            </div>
            <p className={`mt-1 flex justify-between gap-2 text-ink-soft ${compact ? 'text-[11px]' : 'text-xs'}`}>
                <span className="truncate">{label}</span>
                <span className="shrink-0 font-semibold text-lucky-700">{percent}%</span>
            </p>
        </div>
    );
}
