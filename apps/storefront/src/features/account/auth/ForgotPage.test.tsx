import { act, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '../../../lib/i18n';
import { mockServer } from '../../../test/mockServer';
import { renderShop, TYPING_TIMEOUT } from '../../../test/render';

const ok = (message: string) => ({ __typename: 'OtpResult', success: true, message });

/** The server texting reset codes; the reset answers in turn what `answers` says. */
function resetServer(...answers: Array<Record<string, unknown>>) {
    const calls = { generate: [] as unknown[], reset: [] as unknown[] };
    mockServer.use(
        graphql.mutation('GenerateOTP', ({ variables }) => {
            calls.generate.push(variables.input);
            return HttpResponse.json({ data: { generateOTP: ok('We have sent a code to your phone') } });
        }),
        graphql.mutation('ResetPasswordUsingOTP', ({ variables }) => {
            calls.reset.push(variables.input);
            return HttpResponse.json({ data: { resetPasswordUsingOTP: answers[calls.reset.length - 1] ?? ok('Your password is updated') } });
        }),
    );
    return calls;
}

describe('forgot password', { timeout: TYPING_TIMEOUT }, () => {
    it('texts a code to the phone, sets the new password with it, and opens sign-in', async () => {
        const calls = resetServer(
            { __typename: 'OtpInvalidError', errorCode: 'OTP_INVALID_ERROR', message: 'x', attemptsLeft: 0 },
            ok('Your password is updated'),
        );
        const { user, router } = renderShop('/tabs/auth/forgot?returnTo=%2Ftabs%2Ftickets');
        await screen.findByRole('heading', { level: 1, name: 'Reset password' });
        await user.click(screen.getByRole('button', { name: 'Send code' }));
        expect(screen.getByText('Please fill this in.')).toBeInTheDocument();
        expect(calls.generate).toEqual([]);

        await user.type(screen.getByLabelText('Phone number'), '012-345 6789');
        await user.click(screen.getByRole('button', { name: 'Send code' }));
        expect(await screen.findByText('Enter the 6-digit code we sent to 012-345 6789.')).toBeInTheDocument();
        expect(calls.generate).toEqual([{ phoneNumber: '012-345 6789', purpose: 'RESET_PASSWORD' }]);
        // The fields just shown don't complain before the shopper has typed in them.
        expect(screen.queryByText('Please enter the 6-digit code.')).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();

        await user.type(screen.getByLabelText('6-digit code'), '111111');
        await user.type(screen.getByLabelText('New password'), 'Lucky-888');
        await user.type(screen.getByLabelText('Retype new password'), 'Lucky-889');
        await user.click(screen.getByRole('button', { name: 'Set new password' }));
        expect(screen.getByText('The passwords don’t match.')).toBeInTheDocument();
        expect(calls.reset).toEqual([]);

        await user.clear(screen.getByLabelText('Retype new password'));
        await user.type(screen.getByLabelText('Retype new password'), 'Lucky-888');
        await user.click(screen.getByRole('button', { name: 'Set new password' }));
        expect(await screen.findByText('That code is wrong, and it can no longer be used. Please ask for a new one.')).toBeInTheDocument();

        await user.clear(screen.getByLabelText('6-digit code'));
        await user.type(screen.getByLabelText('6-digit code'), '222222');
        await user.click(screen.getByRole('button', { name: 'Set new password' }));
        expect(await screen.findByText('Your password is reset. Please sign in with it.')).toBeInTheDocument();
        expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/tabs/auth/signin');
        expect(router.state.location.search).toBe('?returnTo=%2Ftabs%2Ftickets');
        expect(calls.reset).toEqual([
            { phoneNumber: '012-345 6789', otp: '111111', password: 'Lucky-888' },
            { phoneNumber: '012-345 6789', otp: '222222', password: 'Lucky-888' },
        ]);
    });

    it('explains in Malay why the password is refused, and a code that expired', async () => {
        await act(() => changeLanguage('ms'));
        resetServer(
            { __typename: 'PasswordValidationError', errorCode: 'PASSWORD_VALIDATION_ERROR', message: 'x', validationErrorMessage: 'terlalu lemah' },
            { __typename: 'OtpExpiredError', errorCode: 'OTP_EXPIRED_ERROR', message: 'x', reason: 'EXPIRED' },
        );
        const { user } = renderShop('/tabs/auth/forgot');
        await screen.findByRole('heading', { level: 1, name: 'Tetapkan semula kata laluan' });
        await user.type(screen.getByLabelText('Nombor telefon'), '0123456789');
        await user.click(screen.getByRole('button', { name: 'Hantar kod' }));
        await user.type(await screen.findByLabelText('Kod 6 digit'), '123456');
        await user.type(screen.getByLabelText('Kata laluan baharu'), 'Lucky-888');
        await user.type(screen.getByLabelText('Taip semula kata laluan baharu'), 'Lucky-888');
        await user.click(screen.getByRole('button', { name: 'Tetapkan kata laluan baharu' }));
        expect(await screen.findByText(/terlalu lemah/)).toBeInTheDocument();
        expect(screen.getByLabelText('Kata laluan baharu')).toHaveAttribute('aria-invalid', 'true');

        await user.click(screen.getByRole('button', { name: 'Tetapkan kata laluan baharu' }));
        expect(await screen.findByText('Kod ini telah tamat tempoh. Sila minta kod baharu.')).toBeInTheDocument();
    });
});
