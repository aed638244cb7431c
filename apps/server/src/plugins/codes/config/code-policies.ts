import type { RateLimitPolicy } from '../../security';

const HOUR = 60 * 60;

/**
 * Guessing codes (PreviewCode, CodeRedeem): only a code that does not exist counts, and a code
 * that does gives its attempt back, so a shopper typing their own coupon never meets the limit
 * while 12 characters of a 31-letter alphabet cannot be found by trying (docs/engagement.md).
 */
export const codeGuessPolicies = {
    /** Wrong codes per customer. */
    customer: { name: 'code-guess:customer', max: 10, windowSeconds: HOUR, blockSeconds: HOUR } satisfies RateLimitPolicy,
    /** Wrong codes per client address (several accounts behind one address). */
    address: { name: 'code-guess:ip', max: 60, windowSeconds: HOUR, blockSeconds: HOUR } satisfies RateLimitPolicy,
};
