import { act, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { changeLanguage, i18n } from '../../../lib/i18n';
import { customer } from '../../../test/accountMocks';
import { mockServer } from '../../../test/mockServer';
import { renderShop, TYPING_TIMEOUT } from '../../../test/render';

const refused = (authenticationError = '') =>
    graphql.mutation('Authenticate', () =>
        HttpResponse.json({
            data: { authenticate: { __typename: 'InvalidCredentialsError', errorCode: 'INVALID_CREDENTIALS_ERROR', message: 'x', authenticationError } },
        }),
    );

/** The server signing in whoever asks, and then knowing them as `who`. */
function acceptingSignIn(who = customer()) {
    const calls: Array<Record<string, unknown>> = [];
    mockServer.use(
        graphql.mutation('Authenticate', ({ variables }) => {
            calls.push(variables);
            return HttpResponse.json(
                { data: { authenticate: { __typename: 'CurrentUser', id: '9', identifier: who.emailAddress, channels: [{ id: '1', code: 'default' }] } } },
                { headers: { 'vendure-auth-token': 'token-of-siti' } },
            );
        }),
        graphql.query('GetLoggedInUser', ({ request }) => HttpResponse.json({ data: { activeCustomer: request.headers.get('authorization') ? who : null } })),
    );
    return calls;
}

async function fillIn(user: ReturnType<typeof renderShop>['user'], identifier: string, password: string) {
    if (identifier) await user.type(screen.getByLabelText('Username, email or phone number'), identifier);
    if (password) await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page', { timeout: TYPING_TIMEOUT }, () => {
    it('is titled "Sign In" and checks its fields before asking the server', async () => {
        const { user } = renderShop('/tabs/auth/signin');
        expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
        await act(async () => {});
        expect(document.title).toBe('Sign In');

        await fillIn(user, '', '');
        expect(screen.getAllByText('Please fill this in.')).toHaveLength(2);
        expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
        expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/tabs/auth/forgot');
        expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/tabs/auth/signup');
    });

    it('signs in by phone number with remember me, keeps the token and opens the profile', async () => {
        const calls = acceptingSignIn();
        const { user, router } = renderShop('/tabs/auth/signin');
        await screen.findByRole('heading', { name: 'Sign In' });
        await user.click(screen.getByLabelText('Remember me'));
        await fillIn(user, ' 012-345 6789 ', 'tuah-demo-1');

        expect(await screen.findByRole('heading', { level: 2, name: 'siti' })).toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/tabs/profile');
        expect(calls).toEqual([{ input: { native: { username: '012-345 6789', password: 'tuah-demo-1' } }, rememberMe: true }]);
        expect(window.localStorage.getItem('vendureToken')).toBe('token-of-siti');
    });

    it('shows the shop in the profile’s language once signed in', async () => {
        acceptingSignIn(customer({ customFields: { lang: 'ms', govId: null, username: 'siti', avatar: null } }));
        const { user } = renderShop('/tabs/auth/signin');
        await screen.findByRole('heading', { name: 'Sign In' });
        await fillIn(user, 'siti', 'tuah-demo-1');

        expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
        expect(i18n.resolvedLanguage).toBe('ms');
        expect(window.localStorage.getItem('lang')).toBe('ms');
    });

    it('says why a sign-in is refused: wrong details, or too many tries', async () => {
        mockServer.use(refused());
        const { user } = renderShop('/tabs/auth/signin');
        await screen.findByRole('heading', { name: 'Sign In' });
        await fillIn(user, 'siti', 'wrong-pass-1');
        expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');

        mockServer.use(refused('TOO_MANY_ATTEMPTS'));
        await user.click(screen.getByRole('button', { name: 'Sign in' }));
        expect(await screen.findByText('Too many sign-in attempts. Please wait a few minutes and try again.')).toBeInTheDocument();
    });

    it('speaks Malay, and keeps the document title "Sign In"', async () => {
        await act(() => changeLanguage('ms'));
        mockServer.use(refused());
        const { user } = renderShop('/tabs/auth/signin');
        expect(await screen.findByRole('heading', { level: 1, name: 'Log Masuk' })).toBeInTheDocument();
        expect(document.title).toBe('Sign In');
        await user.type(screen.getByLabelText('Nama pengguna, e-mel atau nombor telefon'), 'siti');
        await user.type(screen.getByLabelText('Kata laluan'), 'salah-123');
        await user.click(screen.getByRole('button', { name: 'Log masuk' }));
        expect(await screen.findByRole('alert')).toHaveTextContent('Nama pengguna atau kata laluan tidak betul.');
    });

    it('sends a guest from the profile to sign-in, and back to the page they wanted', async () => {
        acceptingSignIn();
        const { user, router } = renderShop('/tabs/profile/update/name');
        expect(await screen.findByText('Please sign in to continue.')).toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/tabs/auth/signin');
        // The other sign-in pages carry the way back too.
        expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/tabs/auth/signup?returnTo=%2Ftabs%2Fprofile%2Fupdate%2Fname');
        await fillIn(user, 'siti', 'tuah-demo-1');
        expect(await screen.findByRole('heading', { level: 1, name: 'Edit name' })).toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/tabs/profile/update/name');
    });

    it('never sends the shopper to another site after signing in', async () => {
        acceptingSignIn();
        const { user, router } = renderShop('/tabs/auth/signin?returnTo=https%3A%2F%2Fevil.example%2F');
        await screen.findByRole('heading', { name: 'Sign In' });
        await fillIn(user, 'siti', 'tuah-demo-1');
        await screen.findByRole('heading', { level: 2, name: 'siti' });
        expect(router.state.location.pathname).toBe('/tabs/profile');
    });
});
