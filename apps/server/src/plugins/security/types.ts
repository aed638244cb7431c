/**
 * One limit: at most `max` events for one key within `windowSeconds`; the next one is refused
 * and blocks the key for `blockSeconds` (counted from that refusal). `name` keeps the counters
 * of different limits apart in the `rate_limit` table.
 */
export interface RateLimitPolicy {
    name: string;
    max: number;
    windowSeconds: number;
    blockSeconds: number;
}

export interface RateLimitResult {
    allowed: boolean;
    /** When refused: seconds until the key may try again (at least 1). */
    retryAfterSeconds: number;
}

/** The limits the plugin applies itself; `SecurityPlugin.init({ policies })` may change any of them. */
export interface SecurityPolicies {
    /** Sign-in (login / authenticate, shop and admin) per account identifier: the lockout. */
    signInAccount: RateLimitPolicy;
    /** Sign-in per client address: failed attempts only (a success gives its attempt back). */
    signInIp: RateLimitPolicy;
    /** registerCustomerAccount per client address. */
    signUpIp: RateLimitPolicy;
    /** registerCustomerAccount per email address (verification mails to one mailbox). */
    signUpEmail: RateLimitPolicy;
    /** requestPasswordReset per client address. */
    passwordResetRequestIp: RateLimitPolicy;
    /** requestPasswordReset per email address (reset mails to one mailbox). */
    passwordResetRequestEmail: RateLimitPolicy;
    /** resetPassword per client address (token guessing). */
    passwordResetIp: RateLimitPolicy;
}

export interface SecurityPluginOptions {
    /**
     * Express's `trust proxy` setting: false (default: the socket address is the client, any
     * X-Forwarded-For is ignored), a number of proxy hops, or a list of proxy addresses/subnets.
     */
    trustProxy: false | number | string[];
    policies: SecurityPolicies;
}
