import { OtpPolicies } from '../types';

const HOUR = 60 * 60;

/** The defaults, documented in docs/accounts.md. */
export const defaultOtpPolicies: OtpPolicies = {
    sendPhone: { name: 'otp-send:phone', max: 5, windowSeconds: HOUR, blockSeconds: HOUR },
    sendIp: { name: 'otp-send:ip', max: 20, windowSeconds: HOUR, blockSeconds: HOUR },
    verifyIp: { name: 'otp-verify:ip', max: 30, windowSeconds: HOUR, blockSeconds: HOUR },
};

/** One code: 6 digits, good for 5 minutes, burned by 5 wrong tries, resent after 60 s at the soonest. */
export const OTP_RULES = {
    digits: 6,
    lifetimeMs: 5 * 60_000,
    maxAttempts: 5,
    resendAfterMs: 60_000,
    /** How long a verified code stays good for the sign-up (or reset) it was verified for. */
    verifiedForMs: 15 * 60_000,
};
