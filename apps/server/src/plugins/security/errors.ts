import { ErrorResult } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

import { Messages } from '../../common/error-results';

/**
 * A limit refused the request (sign-up, password reset; later OTP, codes, free entry).
 * Sign-in answers Vendure's INVALID_CREDENTIALS instead (its union allows nothing else; see
 * docs/security.md), with `authenticationError: "TOO_MANY_ATTEMPTS"`.
 */
export class TooManyAttemptsError extends ErrorResult {
    readonly __typename = 'TooManyAttemptsError';
    readonly errorCode = 'TOO_MANY_ATTEMPTS_ERROR';
    readonly message = 'TOO_MANY_ATTEMPTS_ERROR';
    /** For the message only (not in the schema). */
    readonly retryAfterMinutes: number;
    constructor(public readonly retryAfterSeconds: number) {
        super();
        this.retryAfterMinutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    }
}

/**
 * English and Malay messages. INVALID_CREDENTIALS_ERROR is Vendure's own, extended so that a
 * sign-in refused by the lockout or an address limit says so.
 */
export const errorMessages: Messages = {
    en: {
        errorResult: {
            TOO_MANY_ATTEMPTS_ERROR:
                '{ retryAfterMinutes, plural, one {Too many attempts. Please try again in 1 minute} other {Too many attempts. Please try again in # minutes} }',
            INVALID_CREDENTIALS_ERROR:
                '{ authenticationError, select, TOO_MANY_ATTEMPTS {Too many sign-in attempts. Please wait a few minutes and try again} other {The provided credentials are invalid} }',
        },
    },
    ms: {
        errorResult: {
            TOO_MANY_ATTEMPTS_ERROR: '{ retryAfterMinutes, plural, other {Terlalu banyak percubaan. Sila cuba lagi dalam # minit} }',
            INVALID_CREDENTIALS_ERROR:
                '{ authenticationError, select, TOO_MANY_ATTEMPTS {Terlalu banyak percubaan log masuk. Sila tunggu beberapa minit dan cuba lagi} other {Maklumat log masuk tidak sah} }',
        },
    },
};
