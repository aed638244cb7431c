import { MALAYSIA_OFFSET_MS } from '../../../common/shop-time';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A range of whole days on the shop's (Malaysian) calendar: `from` and `to` inclusive, as instants [start, end). */
export interface ReportRange {
    from: string;
    to: string;
    start: Date;
    end: Date;
    days: number;
}

/** Why a range was refused: the text an operator reads (the export's 400 body, the query's error). */
export class ReportRangeError extends Error {}

/** Midnight in Kuala Lumpur at the start of `date` (YYYY-MM-DD), or undefined for no such date. */
function malaysianMidnight(date: string): Date | undefined {
    const match = ISO_DATE.exec(date);
    if (!match) return undefined;
    const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    // 2026-02-30 rolls over to March: not a date.
    if (new Date(utc).toISOString().slice(0, 10) !== date) return undefined;
    return new Date(utc - MALAYSIA_OFFSET_MS);
}

/**
 * The days from `from` to `to` (both YYYY-MM-DD, inclusive, Malaysian calendar). Throws
 * ReportRangeError for a missing or impossible date or `to` before `from`. With `maxDays`, a longer
 * range is cut to its first `maxDays` days (the answer's `to` says where it stopped).
 */
export function reportRange(from: string | null | undefined, to: string | null | undefined, maxDays?: number): ReportRange {
    if (!from || !to) throw new ReportRangeError('Give the range as from=YYYY-MM-DD and to=YYYY-MM-DD (Malaysian dates, both included)');
    const start = malaysianMidnight(from);
    if (!start) throw new ReportRangeError(`from is not a date (YYYY-MM-DD): ${from.slice(0, 40)}`);
    const last = malaysianMidnight(to);
    if (!last) throw new ReportRangeError(`to is not a date (YYYY-MM-DD): ${to.slice(0, 40)}`);
    if (last < start) throw new ReportRangeError('to is before from');
    let days = Math.round((last.getTime() - start.getTime()) / DAY_MS) + 1;
    if (maxDays != null && days > maxDays) days = maxDays;
    const end = new Date(start.getTime() + days * DAY_MS);
    return { from, to: new Date(end.getTime() - DAY_MS + MALAYSIA_OFFSET_MS).toISOString().slice(0, 10), start, end, days };
}

/** Every Malaysian date of the range, in order. */
export function datesOf(range: ReportRange): string[] {
    return Array.from({ length: range.days }, (_, i) => new Date(range.start.getTime() + MALAYSIA_OFFSET_MS + i * DAY_MS).toISOString().slice(0, 10));
}
