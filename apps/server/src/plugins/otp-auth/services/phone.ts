import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Countries the shop serves; a number elsewhere is refused. */
export const PHONE_COUNTRIES = ['MY', 'ID', 'TH'] as const;

export type PhoneProblem = 'NOT_A_NUMBER' | 'UNSUPPORTED_COUNTRY' | 'NOT_MOBILE';

/**
 * A shopper's phone as E.164 (+60123456789), or why it is not one we can text: not a number,
 * outside MY/ID/TH, or not a mobile. A number without a country code is read as Malaysian.
 */
export function normalisePhone(input: string): { phone: string } | { problem: PhoneProblem } {
    const parsed = parsePhoneNumberFromString(String(input ?? '').slice(0, 40), 'MY');
    if (!parsed || !parsed.isValid()) return { problem: 'NOT_A_NUMBER' };
    if (!parsed.country || !(PHONE_COUNTRIES as readonly string[]).includes(parsed.country)) return { problem: 'UNSUPPORTED_COUNTRY' };
    const type = parsed.getType();
    if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return { problem: 'NOT_MOBILE' };
    return { phone: parsed.number };
}
