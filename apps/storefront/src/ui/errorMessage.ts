import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { isUnavailable } from '../api/shopApi';
import { useMoney } from './money';

/**
 * Every error code of the contract's catalogue (docs/contract.md#error-codes), plus two that Vendure's shop API also returns
 * (ORDER_INTERCEPTOR, COUPON_REMOVED_DURING_CHECKOUT) and our own: the cart refusals CAMPAIGN_UNAVAILABLE and
 * PRIZE_UNAVAILABLE (with a `reason`), TOO_MANY_ATTEMPTS (a rate limit), CAMPAIGN_TICKETS_UNAVAILABLE (the code
 * of the GraphQL error when a payment's tickets cannot be issued), the blind-box refusals
 * (BLIND_BOX_UNAVAILABLE, BB_CODE_UNAVAILABLE, INVALID_CLIENT_SEED, BOX_OPENING_PENDING) and the account refusals of docs/accounts.md
 * (codes, phones, usernames, fields, avatars, the deletion's confirmation, the bot check) and the e-invoice refusals
 * (EINVOICE_DETAILS, EINVOICE_REQUEST, with a `reason`). Each has a message in `errors.json`.
 */
export const ERROR_CODES = [
    'AGE_RESTRICTED',
    'ALREADY_LOGGED_IN',
    'BB_CODE_UNAVAILABLE',
    'BLIND_BOX_UNAVAILABLE',
    'BOT_CHECK_FAILED',
    'BOX_OPENING_PENDING',
    'CAMPAIGN_TICKETS_UNAVAILABLE',
    'CAMPAIGN_UNAVAILABLE',
    'COUPON_CODE_EXPIRED',
    'COUPON_CODE_INVALID',
    'COUPON_CODE_LIMIT',
    'COUPON_REMOVED_DURING_CHECKOUT',
    'DELETE_CONFIRMATION',
    'EINVOICE_DETAILS',
    'EINVOICE_REQUEST',
    'EMAIL_ADDRESS_CONFLICT',
    'GUEST_CHECKOUT',
    'IDENTIFIER_CHANGE_TOKEN_EXPIRED',
    'IDENTIFIER_CHANGE_TOKEN_INVALID',
    'INELIGIBLE_PAYMENT_METHOD',
    'INELIGIBLE_SHIPPING_METHOD',
    'INSUFFICIENT_STOCK',
    'INVALID_ACCOUNT_FIELD',
    'INVALID_AVATAR',
    'INVALID_CLIENT_SEED',
    'INVALID_CREDENTIALS',
    'INVALID_DATE_OF_BIRTH',
    'INVALID_PHONE_NUMBER',
    'INVALID_SPENDING_LIMIT',
    'MISSING_PASSWORD',
    'NATIVE_AUTH_STRATEGY',
    'NEGATIVE_QUANTITY',
    'NOT_VERIFIED',
    'NO_ACTIVE_ORDER',
    'ORDER_INTERCEPTOR',
    'ORDER_LIMIT',
    'ORDER_MODIFICATION',
    'ORDER_PAYMENT_STATE',
    'ORDER_STATE_TRANSITION',
    'OTP_EXPIRED',
    'OTP_INVALID',
    'OTP_RESEND_TOO_SOON',
    'PASSWORD_ALREADY_SET',
    'PASSWORD_RESET_TOKEN_EXPIRED',
    'PASSWORD_RESET_TOKEN_INVALID',
    'PASSWORD_VALIDATION',
    'PAYMENT_DECLINED',
    'PAYMENT_FAILED',
    'PHONE_NOT_VERIFIED',
    'PHONE_NUMBER_CONFLICT',
    'PRIZE_UNAVAILABLE',
    'SELF_EXCLUDED',
    'SMS_NOT_SENT',
    'SPENDING_LIMIT',
    'TOO_MANY_ATTEMPTS',
    'UNKNOWN',
    'USERNAME_CONFLICT',
    'VERIFICATION_TOKEN_EXPIRED',
    'VERIFICATION_TOKEN_INVALID',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** An ErrorResult as the shop API returns it: `errorCode`, `message` and its own fields (`limit`, …). */
export interface ErrorResultLike {
    errorCode?: string | null;
    [field: string]: unknown;
}

/**
 * The catalogue's code for a server code. Vendure spells them with an `_ERROR` suffix
 * (`COUPON_CODE_INVALID_ERROR`), the spec without; both are accepted.
 */
export function errorCodeOf(code: string | null | undefined): ErrorCode | undefined {
    const bare = code?.replace(/_ERROR$/, '');
    return ERROR_CODES.find(known => known === bare);
}

/**
 * Turns an ErrorResult (or a bare code) into the shopper's message; a code the catalogue
 * doesn't know reads "Error message not found.".
 */
export function useErrorMessage() {
    const { t, i18n } = useTranslation('errors');
    const { price } = useMoney();
    const locale = i18n.resolvedLanguage === 'en' ? 'en-MY' : 'ms-MY';
    const dateTime = useCallback((iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)), [locale]);
    return useCallback(
        (error: ErrorResultLike | string) => {
            const result = typeof error === 'string' ? { errorCode: error } : error;
            const code = errorCodeOf(result.errorCode);
            if (!code) return t('notFound');
            // The ErrorResult's own fields fill the message's placeholders ({{limit}}, …); its
            // `reason`, `field` or `authenticationError` picks the message's variant
            // (CAMPAIGN_UNAVAILABLE_ENDED, INVALID_ACCOUNT_FIELD_username, …), if it has one, and
            // `attemptsLeft` its plural form.
            const variant = [result.reason, result.field, result.authenticationError, result.period].find(value => typeof value === 'string' && value);
            const count = typeof result.attemptsLeft === 'number' ? result.attemptsLeft : undefined;
            // Money (sen, in the shop's ringgit) and moments are shown as the shopper reads them.
            const shown: Record<string, unknown> = {};
            if (typeof result.remaining === 'number') shown.remaining = price(result.remaining, 'MYR');
            if (typeof result.excludedUntil === 'string') shown.excludedUntil = dateTime(result.excludedUntil);
            return t(code, { ...result, ...shown, context: variant as string | undefined, count });
        },
        [t, price, dateTime],
    );
}

/**
 * What to say when an action's call failed without an ErrorResult: offline; the shop busy for a
 * moment (503 SERVICE_UNAVAILABLE: a burst past the database's wait, a start, its database away;
 * trying again in a few seconds works, docs/deploy.md#a-burst-waits-for-the-database); else the
 * contract's "Operations anomaly".
 */
export function useFailedCallMessage() {
    const { t } = useTranslation('common');
    return useCallback((error: unknown) => (!navigator.onLine ? t('offline.error') : isUnavailable(error) ? t('busy') : t('operationsAnomaly')), [t]);
}
