/** Malaysia keeps no daylight saving time: the shop's calendar runs on UTC+8 all year. */
export const MALAYSIA_OFFSET_MS = 8 * 3600_000;

/** `at` on the shop's (Malaysian) calendar, as an ISO date `YYYY-MM-DD`. */
export function malaysianDate(at: Date): string {
    return new Date(at.getTime() + MALAYSIA_OFFSET_MS).toISOString().slice(0, 10);
}
