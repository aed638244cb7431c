import { Button } from '@vendure/dashboard';

/**
 * What several Tuah screens show the same way: the server's refusals in its own words, moments and
 * ages as operators in Malaysia read them, and paging over a server list.
 */

/**
 * The server's own words for a failed request: the dashboard's GraphQL client prefixes the first
 * error's message with "GraphQL Request Error: ", which an operator need not read.
 */
export function apiErrorMessage(error: unknown): string {
    const message = error instanceof Error ? error.message : String(error);
    const first = (error as { fieldErrors?: Array<{ message?: string }> } | null)?.fieldErrors?.[0]?.message;
    return first ?? message.replace(/^GraphQL Request Error:\s*/, '');
}

/** "26 Nov 2026, 14:05" in the operator's time zone; `seconds` adds them, `dateOnly` leaves the time out. */
export function formatTime(iso: string | null | undefined, detail: 'minutes' | 'seconds' | 'dateOnly' = 'minutes'): string {
    if (!iso) return '';
    const options: Intl.DateTimeFormatOptions =
        detail === 'dateOnly' ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: detail === 'seconds' ? 'medium' : 'short' };
    return new Date(iso).toLocaleString('en-GB', options);
}

/** "45 s", "14 min", "3 h 5 min", "2 d 4 h": how long something has been waiting. */
export function formatAge(seconds: number | null | undefined): string {
    if (seconds == null) return '';
    if (seconds < 60) return `${seconds} s`;
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60) return `${minutes} min`;
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
    const days = Math.floor(hours / 24);
    return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** Previous / next over a server list of `take` items; hidden when everything fits one page. */
export function Pager({ label, skip, take, total, onChange }: { label: string; skip: number; take: number; total: number; onChange: (skip: number) => void }) {
    if (total <= take && skip === 0) return null;
    const page = Math.floor(skip / take) + 1;
    const pages = Math.max(1, Math.ceil(total / take));
    return (
        <nav aria-label={`${label} pages`} className="flex items-center gap-2 mt-2 text-sm">
            <Button type="button" variant="outline" size="sm" disabled={skip === 0} onClick={() => onChange(Math.max(0, skip - take))}>
                Previous page
            </Button>
            <span>
                Page {page} of {pages} ({total.toLocaleString('en')} in all)
            </span>
            <Button type="button" variant="outline" size="sm" disabled={skip + take >= total} onClick={() => onChange(skip + take)}>
                Next page
            </Button>
        </nav>
    );
}

/** "RM 12.50" for an amount in sen (MYR, the shop's currency unless given). */
export function formatMoney(amount: number, currencyCode = 'MYR'): string {
    return new Intl.NumberFormat('en-MY', { style: 'currency', currency: currencyCode }).format(amount / 100);
}

/** A moment as a datetime-local input's value (the operator's time zone, no zone written), and back. */
export function toLocalInput(moment: string | Date | null | undefined): string {
    if (!moment) return '';
    const date = new Date(moment);
    return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function fromLocalInput(value: string): string | null {
    if (!value) return null;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
