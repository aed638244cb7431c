import { act, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { customer } from '../../../test/accountMocks';
import { mockServer } from '../../../test/mockServer';
import { renderShop, TYPING_TIMEOUT } from '../../../test/render';

const sent = { __typename: 'OtpResult', success: true, message: 'We have sent a code to your phone' };

/** The server texting codes, registering with them, then signing the new shopper in. */
function signUpServer(register: (input: Record<string, unknown>) => Record<string, unknown> = () => ({ ...sent, message: 'Your account is ready' })) {
    const calls = { generate: [] as unknown[], register: [] as Array<Record<string, unknown>>, authenticate: [] as unknown[] };
    mockServer.use(
        graphql.mutation('GenerateOTP', ({ variables }) => {
            calls.generate.push(variables.input);
            return HttpResponse.json({ data: { generateOTP: sent } });
        }),
        graphql.mutation('RegisterCustomerAccountWithOTP', ({ variables }) => {
            calls.register.push(variables.input);
            return HttpResponse.json({ data: { registerCustomerAccountWithOTP: register(variables.input) } });
        }),
        graphql.mutation('Authenticate', ({ variables }) => {
            calls.authenticate.push(variables);
            return HttpResponse.json(
                { data: { authenticate: { __typename: 'CurrentUser', id: '9', identifier: 'aina@example.com', channels: [] } } },
                { headers: { 'vendure-auth-token': 'token-of-aina' } },
            );
        }),
        graphql.query('GetLoggedInUser', ({ request }) =>
            HttpResponse.json({
                data: {
                    activeCustomer: request.headers.get('authorization')
                        ? customer({ displayName: 'aina', customFields: { lang: 'en', govId: '900101-14-5566', username: 'aina', avatar: null } })
                        : null,
                },
            }),
        ),
    );
    return calls;
}

const DETAILS = {
    'Name as per NRIC': 'Nur Aina binti Hassan',
    Username: 'aina',
    'Phone number': '012-345 6789',
    Email: 'aina@example.com',
    Password: 'Lucky-777',
    'NRIC number': '900101-14-5566',
    'Date of birth': '1990-01-01',
};

async function fillDetails(user: ReturnType<typeof renderShop>['user'], details: Record<string, string> = DETAILS) {
    for (const [label, value] of Object.entries(details)) await user.type(screen.getByLabelText(label), value);
}

afterEach(() => {
    vi.useRealTimers();
});

describe('signing up', { timeout: TYPING_TIMEOUT }, () => {
    it('checks each field as the shopper leaves it, and clears the problem once fixed', async () => {
        const { user } = renderShop('/tabs/auth/signup');
        await screen.findByRole('heading', { level: 1, name: 'Create an account' });

        await user.type(screen.getByLabelText('Username'), '12');
        await user.type(screen.getByLabelText('Password'), 'short');
        await user.click(screen.getByLabelText('Email'));
        expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
            '3 to 30 letters, digits, dots or underscores. Use 3 to 30 letters, digits, dots or underscores, with at least one letter.',
        );
        expect(screen.getByText('Use 8 to 64 characters, with at least one letter and one digit.')).toBeInTheDocument();
        // Not yet visited: no complaint about the email while the shopper is typing it.
        expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');

        await user.type(screen.getByLabelText('Username'), 'ab');
        expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');

        // Sending shows every problem, and asks the server nothing.
        await user.click(screen.getByRole('button', { name: 'Continue' }));
        expect(screen.getByLabelText('Name as per NRIC')).toHaveAttribute('aria-invalid', 'true');
        expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
        // The NRIC number is optional at sign-up (docs/accounts.md); given, it must look like one.
        expect(screen.getByLabelText('NRIC number')).not.toHaveAttribute('aria-invalid');
        await user.type(screen.getByLabelText('NRIC number'), '12');
        await user.tab();
        expect(screen.getByLabelText('NRIC number')).toHaveAttribute('aria-invalid', 'true');
    });

    it('texts a code, verifies the phone with it, creates the account in the shop’s language and signs in', async () => {
        const calls = signUpServer();
        const { user, router } = renderShop('/tabs/auth/signup');
        await screen.findByRole('heading', { name: 'Create an account' });
        await fillDetails(user);
        await user.click(screen.getByRole('button', { name: 'Continue' }));

        expect(await screen.findByRole('heading', { level: 1, name: 'Verify your phone' })).toBeInTheDocument();
        expect(screen.getByText('Enter the 6-digit code we sent to 012-345 6789.')).toBeInTheDocument();
        expect(calls.generate).toEqual([{ phoneNumber: '012-345 6789', purpose: 'SIGN_UP' }]);

        await user.type(screen.getByLabelText('6-digit code'), '12345');
        await user.click(screen.getByRole('button', { name: 'Verify and create account' }));
        expect(screen.getByText('Please enter the 6-digit code.')).toBeInTheDocument();
        expect(calls.register).toEqual([]);

        await user.type(screen.getByLabelText('6-digit code'), '6');
        await user.click(screen.getByRole('button', { name: 'Verify and create account' }));
        expect(await screen.findByRole('heading', { level: 2, name: 'aina' })).toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/tabs/profile');
        expect(calls.register).toEqual([
            {
                firstName: 'Nur Aina binti Hassan',
                username: 'aina',
                phoneNumber: '012-345 6789',
                emailAddress: 'aina@example.com',
                password: 'Lucky-777',
                govId: '900101-14-5566',
                dateOfBirth: '1990-01-01',
                otp: '123456',
                lang: 'en',
            },
        ]);
        expect(calls.authenticate).toEqual([{ input: { native: { username: 'aina', password: 'Lucky-777' } }, rememberMe: true }]);
        expect(await screen.findByText('Your account is ready.')).toBeInTheDocument();
        expect(window.localStorage.getItem('vendureToken')).toBe('token-of-aina');
    });

    it('says how many tries a wrong code leaves', async () => {
        signUpServer(() => ({ __typename: 'OtpInvalidError', errorCode: 'OTP_INVALID_ERROR', message: 'x', attemptsLeft: 3 }));
        const { user } = renderShop('/tabs/auth/signup');
        await screen.findByRole('heading', { name: 'Create an account' });
        await fillDetails(user);
        await user.click(screen.getByRole('button', { name: 'Continue' }));
        await user.type(await screen.findByLabelText('6-digit code'), '000000');
        await user.click(screen.getByRole('button', { name: 'Verify and create account' }));
        expect(await screen.findByText('That code is wrong. 3 tries left.')).toBeInTheDocument();
        expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');
    });

    it('goes back to the details when the server refuses one, with the refusal under that field', async () => {
        signUpServer(() => ({ __typename: 'UsernameConflictError', errorCode: 'USERNAME_CONFLICT_ERROR', message: 'x' }));
        const { user, router } = renderShop('/tabs/auth/signup');
        await screen.findByRole('heading', { name: 'Create an account' });
        await fillDetails(user);
        await user.click(screen.getByRole('button', { name: 'Continue' }));
        await user.type(await screen.findByLabelText('6-digit code'), '123456');
        await user.click(screen.getByRole('button', { name: 'Verify and create account' }));

        expect(await screen.findByText('This username is taken.')).toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/tabs/auth/signup');
        expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
        // Everything typed is still there.
        expect(screen.getByLabelText('Email')).toHaveValue('aina@example.com');
        await user.type(screen.getByLabelText('Username'), '_2');
        expect(screen.queryByText('This username is taken.')).not.toBeInTheDocument();
    });

    it('shows a phone the server refuses under the phone field', async () => {
        mockServer.use(
            graphql.mutation('GenerateOTP', () =>
                HttpResponse.json({
                    data: {
                        generateOTP: {
                            __typename: 'InvalidPhoneNumberError',
                            errorCode: 'INVALID_PHONE_NUMBER_ERROR',
                            message: 'x',
                            reason: 'UNSUPPORTED_COUNTRY',
                        },
                    },
                }),
            ),
        );
        const { user } = renderShop('/tabs/auth/signup');
        await screen.findByRole('heading', { name: 'Create an account' });
        await fillDetails(user, { ...DETAILS, 'Phone number': '+65 8123 4567' });
        await user.click(screen.getByRole('button', { name: 'Continue' }));
        expect(await screen.findByText('Please use a Malaysian, Indonesian or Thai phone number.')).toBeInTheDocument();
        expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    });

    it('lets the shopper ask for a new code once the 60 s countdown is over', async () => {
        vi.useFakeTimers({ shouldAdvanceTime: true });
        const calls = signUpServer();
        const { user } = renderShop('/tabs/auth/signup');
        await screen.findByRole('heading', { name: 'Create an account' });
        await fillDetails(user);
        await user.click(screen.getByRole('button', { name: 'Continue' }));

        const waiting = await screen.findByRole('button', { name: /^Resend code in (60|59) s$/ });
        expect(waiting).toBeDisabled();
        await act(() => vi.advanceTimersByTimeAsync(30_000));
        expect(screen.getByRole('button', { name: /^Resend code in (30|29) s$/ })).toBeDisabled();
        await act(() => vi.advanceTimersByTimeAsync(30_000));
        await user.click(screen.getByRole('button', { name: 'Resend code' }));

        expect(await screen.findByText('We have sent a new code to your phone.')).toBeInTheDocument();
        expect(calls.generate).toHaveLength(2);
        expect(screen.getByRole('button', { name: /^Resend code in (60|59) s$/ })).toBeDisabled();
    });

    it('starts over at the details when the verify page is opened on its own', async () => {
        const { router } = renderShop('/tabs/auth/verify');
        expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/tabs/auth/signup');
    });
});
