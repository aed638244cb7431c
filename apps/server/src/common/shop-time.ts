/** Malaysia keeps no daylight saving time: the shop's calendar runs on UTC+8 all year. */
export const MALAYSIA_OFFSET_MS = 8 * 3600_000;

/** `at` on the shop's (Malaysian) calendar, as an ISO date `YYYY-MM-DD`. */
export function malaysianDate(at: Date): string {
    return new Date(at.getTime() + MALAYSIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** `at` on the shop's calendar and clock, `YYYY-MM-DD HH:MM:SS` (what an operator's spreadsheet shows). */
export function malaysianDateTime(at: Date): string {
    return new Date(at.getTime() + MALAYSIA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * SQL for the shop's (Malaysian) date, `YYYY-MM-DD`, of a timestamp column stored in UTC: group
 * rows by the day an operator calls it. `postgres` picks the dialect (SQLite otherwise).
 */
export function malaysianDateSql(column: string, postgres: boolean): string {
    return postgres ? `to_char(${column} + interval '8 hours', 'YYYY-MM-DD')` : `strftime('%Y-%m-%d', ${column}, '+8 hours')`;
}
