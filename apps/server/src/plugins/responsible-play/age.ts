import { malaysianDate } from '../../common/shop-time';

/**
 * Dates of birth (docs/responsible-play.md#age-gate): `YYYY-MM-DD`, a real date, not in the
 * future, from 1900; ages are counted on the calendar of Malaysia (UTC+8, no daylight saving).
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const ADULT_AGE = 18;

/** Whether `value` is a date of birth we accept. */
export function isValidBirthDate(value: string, now = new Date()): boolean {
    const m = ISO_DATE.exec(value);
    if (!m) return false;
    const date = new Date(`${value}T00:00:00Z`);
    // Round trip: 2001-02-30 becomes March and is refused.
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
    return Number(m[1]) >= 1900 && value <= malaysianDate(now);
}

/** Whether someone born on `birthDate` is 18 or over today (a birthday on 29 February counts on 1 March). */
export function isAdult(birthDate: string, now = new Date()): boolean {
    const [y, m, d] = birthDate.split('-').map(Number);
    const eighteenth = new Date(Date.UTC(y! + ADULT_AGE, m! - 1, d!)).toISOString().slice(0, 10);
    return eighteenth <= malaysianDate(now);
}

/**
 * Whether a Malaysian NRIC (MyKad) number says another date of birth: its first six digits are
 * YYMMDD. Any other id (not 12 digits once dashes are removed: a passport, an NIK, a Thai id) is
 * not checked.
 */
export function nricContradicts(govId: string | null | undefined, birthDate: string): boolean {
    const digits = (govId ?? '').replace(/-/g, '');
    if (!/^\d{12}$/.test(digits)) return false;
    return digits.slice(0, 6) !== birthDate.slice(2, 4) + birthDate.slice(5, 7) + birthDate.slice(8, 10);
}
