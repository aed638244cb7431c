import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '../lib/i18n';
import { ERROR_CODES, errorCodeOf, useErrorMessage } from './errorMessage';

async function renderErrorMessage() {
    const wrapper = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;
    const { result } = renderHook(() => useErrorMessage(), { wrapper });
    await waitFor(() => expect(result.current).toBeTypeOf('function'));
    return result;
}

describe('error code → message', () => {
    it('knows every code of the spec catalogue', () => {
        const spec =
            'ALREADY_LOGGED_IN COUPON_CODE_EXPIRED COUPON_CODE_INVALID COUPON_CODE_LIMIT EMAIL_ADDRESS_CONFLICT GUEST_CHECKOUT ' +
            'IDENTIFIER_CHANGE_TOKEN_EXPIRED IDENTIFIER_CHANGE_TOKEN_INVALID INELIGIBLE_PAYMENT_METHOD INELIGIBLE_SHIPPING_METHOD ' +
            'INSUFFICIENT_STOCK INVALID_CREDENTIALS MISSING_PASSWORD NATIVE_AUTH_STRATEGY NEGATIVE_QUANTITY NOT_VERIFIED ' +
            'NO_ACTIVE_ORDER ORDER_LIMIT ORDER_MODIFICATION ORDER_PAYMENT_STATE ORDER_STATE_TRANSITION PASSWORD_ALREADY_SET ' +
            'PASSWORD_RESET_TOKEN_EXPIRED PASSWORD_RESET_TOKEN_INVALID PASSWORD_VALIDATION PAYMENT_DECLINED PAYMENT_FAILED ' +
            'UNKNOWN VERIFICATION_TOKEN_EXPIRED VERIFICATION_TOKEN_INVALID';
        for (const code of spec.split(' ')) expect(ERROR_CODES).toContain(code);
    });

    it('accepts Vendure spelling of a code, with the _ERROR suffix', () => {
        expect(errorCodeOf('COUPON_CODE_INVALID_ERROR')).toBe('COUPON_CODE_INVALID');
        expect(errorCodeOf('COUPON_CODE_INVALID')).toBe('COUPON_CODE_INVALID');
        expect(errorCodeOf('SOMETHING_NEW_ERROR')).toBeUndefined();
    });

    it('gives the spec’s coupon message for an invalid coupon', async () => {
        const message = await renderErrorMessage();
        expect(message.current({ errorCode: 'COUPON_CODE_INVALID_ERROR', message: 'Coupon code "X" is not valid' })).toBe(
            'The coupon code you entered is invalid. Please contact our support team for further assistance.',
        );
    });

    it('fills in the fields an ErrorResult carries', async () => {
        const message = await renderErrorMessage();
        expect(message.current({ errorCode: 'INSUFFICIENT_STOCK_ERROR', quantityAvailable: 3 })).toBe('Sorry, only 3 left in stock.');
        expect(message.current({ errorCode: 'ORDER_LIMIT_ERROR', maxItems: 10 })).toBe('An order can hold at most 10 items.');
    });

    it('explains why a campaign cannot sell, by its reason', async () => {
        const message = await renderErrorMessage();
        expect(message.current({ errorCode: 'CAMPAIGN_UNAVAILABLE_ERROR', reason: 'ENDED' })).toBe('This campaign has ended.');
        expect(message.current({ errorCode: 'CAMPAIGN_UNAVAILABLE_ERROR', reason: 'WRONG_VARIANT' })).toBe('This item isn’t part of the campaign.');
        expect(message.current({ errorCode: 'CAMPAIGN_UNAVAILABLE_ERROR', reason: 'ANYTHING_ELSE' })).toBe('This campaign isn’t selling right now.');
        await act(() => changeLanguage('ms'));
        expect(message.current({ errorCode: 'CAMPAIGN_UNAVAILABLE_ERROR', reason: 'NOT_STARTED' })).toBe('Kempen ini belum bermula.');
    });

    it('explains a rate limit, a refused prize and a payment whose tickets could not be issued', async () => {
        const message = await renderErrorMessage();
        expect(message.current({ errorCode: 'TOO_MANY_ATTEMPTS_ERROR', retryAfterSeconds: 120 })).toBe(
            'Too many attempts. Please wait a few minutes and try again.',
        );
        expect(message.current({ errorCode: 'PRIZE_UNAVAILABLE_ERROR', reason: 'USED' })).toBe('This prize has already been redeemed or is in an order.');
        expect(message.current({ errorCode: 'PRIZE_UNAVAILABLE_ERROR', reason: 'ANYTHING_ELSE' })).toBe('This prize can’t be added to your order.');
        // A GraphQL error's extensions.code, not an ErrorResult: passed as the bare code.
        expect(message.current('CAMPAIGN_TICKETS_UNAVAILABLE')).toBe(
            'This campaign can no longer issue tickets for your order, so your payment was not taken.',
        );
        await act(() => changeLanguage('ms'));
        expect(message.current({ errorCode: 'TOO_MANY_ATTEMPTS_ERROR', retryAfterSeconds: 120 })).toBe(
            'Terlalu banyak percubaan. Sila tunggu beberapa minit dan cuba lagi.',
        );
        expect(message.current({ errorCode: 'PRIZE_UNAVAILABLE_ERROR', reason: 'NOT_YOURS' })).toBe('Hadiah ini bukan milik anda.');
        expect(message.current('CAMPAIGN_TICKETS_UNAVAILABLE')).toBe(
            'Kempen ini tidak lagi boleh mengeluarkan tiket untuk pesanan anda, jadi bayaran anda tidak diambil.',
        );
    });

    it('explains the account refusals: the tries a code leaves, the field refused, a locked sign-in', async () => {
        const message = await renderErrorMessage();
        expect(message.current({ errorCode: 'OTP_INVALID_ERROR', attemptsLeft: 1 })).toBe('That code is wrong. 1 try left.');
        expect(message.current({ errorCode: 'OTP_INVALID_ERROR', attemptsLeft: 0 })).toBe(
            'That code is wrong, and it can no longer be used. Please ask for a new one.',
        );
        expect(message.current({ errorCode: 'OTP_EXPIRED_ERROR', reason: 'EXPIRED' })).toBe('This code has expired. Please ask for a new one.');
        expect(message.current({ errorCode: 'INVALID_ACCOUNT_FIELD_ERROR', field: 'govId' })).toBe('Please enter a valid NRIC number.');
        expect(message.current({ errorCode: 'INVALID_CREDENTIALS_ERROR', authenticationError: 'TOO_MANY_ATTEMPTS' })).toBe(
            'Too many sign-in attempts. Please wait a few minutes and try again.',
        );
        expect(message.current({ errorCode: 'INVALID_CREDENTIALS_ERROR', authenticationError: '' })).toBe('Incorrect username or password.');
        expect(message.current({ errorCode: 'OTP_RESEND_TOO_SOON_ERROR', retryAfterSeconds: 42 })).toBe('Please wait 42 seconds before asking for a new code.');
        await act(() => changeLanguage('ms'));
        expect(message.current({ errorCode: 'OTP_INVALID_ERROR', attemptsLeft: 3 })).toBe('Kod itu salah. 3 percubaan lagi.');
        expect(message.current({ errorCode: 'OTP_INVALID_ERROR', attemptsLeft: 0 })).toBe(
            'Kod itu salah dan tidak boleh digunakan lagi. Sila minta kod baharu.',
        );
        expect(message.current({ errorCode: 'INVALID_PHONE_NUMBER_ERROR', reason: 'NOT_MOBILE' })).toBe('Sila gunakan nombor telefon bimbit.');
        expect(message.current({ errorCode: 'DELETE_CONFIRMATION_ERROR', expected: 'DELETE' })).toBe('Sila taip DELETE untuk mengesahkan.');
    });

    it('has a message, in English and in Malay, for every code', async () => {
        const message = await renderErrorMessage();
        const english = ERROR_CODES.map(code => message.current(code));
        await act(() => changeLanguage('ms'));
        const malay = ERROR_CODES.map(code => message.current(code));
        ERROR_CODES.forEach((code, i) => {
            expect(english[i], code).not.toBe('Error message not found.');
            expect(malay[i], code).not.toBe('Mesej ralat tidak ditemui.');
            expect(malay[i], code).not.toBe(english[i]);
        });
    });

    it('says "Error message not found." for a code it does not know', async () => {
        const message = await renderErrorMessage();
        expect(message.current({ errorCode: 'FLUX_CAPACITOR_ERROR', message: 'whatever' })).toBe('Error message not found.');
        expect(message.current({})).toBe('Error message not found.');
        await act(() => changeLanguage('ms'));
        expect(message.current('FLUX_CAPACITOR_ERROR')).toBe('Mesej ralat tidak ditemui.');
    });
});
