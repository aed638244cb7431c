import type { Asset } from '@vendure/core';

import type { RateLimitPolicy } from '../security';
import type { ProfileLanguage } from './constants';
import type { SmsProvider } from './config/sms-provider';

/** Per-hour caps on codes (docs/accounts.md), counted by the security plugin's RateLimitService. */
export interface OtpPolicies {
    /** Codes sent to one phone. */
    sendPhone: RateLimitPolicy;
    /** Codes requested from one client address. */
    sendIp: RateLimitPolicy;
    /** Wrong codes entered from one client address (a right one gives its attempt back). */
    verifyIp: RateLimitPolicy;
}

export interface OtpAuthPluginOptions {
    /** Where codes go: the embedded outbox or an SMS gateway. */
    sms: SmsProvider;
    /** `GET /dev/sms-outbox` answers only when true (on outside production). */
    devTools: boolean;
    /** The text sent, in each shop language; `{code}` is replaced by the code. */
    smsText: Record<ProfileLanguage, string>;
    policies: OtpPolicies;
    /**
     * The app-store review account (the reviewer flag): codes for this phone are always `code`
     * and are never texted, so a store reviewer can sign up and sign in. Off unless configured.
     */
    review?: { phone: string; code: string };
    /** The ALTCHA bot check on sign-up, code requests and password reset; off only when left out. */
    altcha?: AltchaOptions;
}

export interface AltchaOptions {
    /** Signs challenges; every API process must share it. */
    hmacKey: string;
    /** PBKDF2 iterations per try. */
    cost: number;
    /** The answer is drawn from maxCounter/2..maxCounter: the widget makes about that many tries. */
    maxCounter: number;
    /** How long a challenge may be solved and used. */
    expiresSeconds: number;
}

/** The account fields (config/custom-fields.ts) as TypeScript sees them on `Customer.customFields`. */
declare module '@vendure/core/dist/entity/custom-entity-fields' {
    interface CustomCustomerFields {
        displayName?: string | null;
        lang?: string | null;
        govId?: string | null;
        avatar?: Asset | null;
        username?: string | null;
        verifiedHp?: string | null;
    }
}
