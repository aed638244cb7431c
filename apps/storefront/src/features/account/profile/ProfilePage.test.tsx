import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { i18n } from '../../../lib/i18n';
import { customer, signedIn } from '../../../test/accountMocks';
import { mockServer } from '../../../test/mockServer';
import { renderShop, TYPING_TIMEOUT } from '../../../test/render';
import { catalogueHandlers } from '../../../test/shopApiMocks';

// jsdom draws no pictures: the scaling is the browser's (checked in the accounts journey); here it answers a fixed picture, or fails as for a file that is no picture.
vi.mock('./avatarImage', () => ({
    scaleDown: async (file: File) => {
        if (file.type === 'text/plain') throw new Error('not a picture');
        return 'data:image/jpeg;base64,AAAA';
    },
}));

describe('the profile', { timeout: TYPING_TIMEOUT }, () => {
    it('shows who is signed in and the ways to change it', async () => {
        mockServer.use(signedIn());
        renderShop('/tabs/profile');
        expect(await screen.findByRole('heading', { level: 2, name: 'siti' })).toBeInTheDocument();
        expect(screen.getByText('@siti')).toBeInTheDocument();
        expect(screen.getByText('+60123456789')).toBeInTheDocument();
        expect(screen.getByText('siti@example.com')).toBeInTheDocument();
        const account = screen.getByRole('navigation', { name: 'Account' });
        expect(within(account).getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/tabs/profile/update/profile');
        expect(within(account).getByRole('link', { name: 'Edit name' })).toHaveAttribute('href', '/tabs/profile/update/name');
        expect(within(account).getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/tabs/profile/update/password');
        // The information pages: policies, about, how it works, tutorials, contact.
        const info = screen.getByRole('navigation', { name: 'Information' });
        expect(
            within(info)
                .getAllByRole('link')
                .map(link => link.getAttribute('href')),
        ).toEqual(['/tabs/profile/policy', '/tabs/profile/about', '/tabs/profile/how-it-works', '/tabs/profile/tutorials', '/tabs/profile/contact']);
    });

    it('shows my orders by status, each count opening the Order tab on its bucket', async () => {
        mockServer.use(
            signedIn(),
            graphql.query('GetAllOrders', () =>
                HttpResponse.json({ data: { getAllOrders: { totalItems: 0, items: [], counts: { won: 1, processing: 2, shipped: 3, completed: 4 } } } }),
            ),
        );
        renderShop('/tabs/profile');
        const orders = await screen.findByRole('navigation', { name: 'My orders' });
        expect(await within(orders).findByRole('link', { name: 'Shipped, 3' })).toHaveAttribute('href', '/tabs/order?bucket=Shipped');
        expect(within(orders).getByRole('link', { name: 'Won, 1' })).toHaveAttribute('href', '/tabs/order?bucket=Won');
        expect(within(orders).getByRole('link', { name: 'Completed, 4' })).toHaveAttribute('href', '/tabs/order?bucket=Completed');
    });

    it('saves the language chosen to the profile and to this phone', async () => {
        const saved: unknown[] = [];
        mockServer.use(
            signedIn(),
            graphql.mutation('UpdateLang', ({ variables }) => {
                saved.push(variables);
                return HttpResponse.json({ data: { updateLang: { __typename: 'Customer', id: '5', customFields: { lang: variables.lang } } } });
            }),
        );
        const { user } = renderShop('/tabs/profile');
        const language = await screen.findByRole('group', { name: 'Language' });
        expect(within(language).getByLabelText('English')).toBeChecked();
        await user.click(within(language).getByLabelText('Bahasa Melayu'));

        expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
        expect(await screen.findByText('Kedai kini dalam Bahasa Melayu.')).toBeInTheDocument();
        expect(saved).toEqual([{ lang: 'ms' }]);
        expect(window.localStorage.getItem('lang')).toBe('ms');
        expect(i18n.resolvedLanguage).toBe('ms');
    });

    it('logs out: the session ends on the server, the token goes and the shopper is taken home', async () => {
        let loggedOut = false;
        mockServer.use(
            signedIn(),
            ...catalogueHandlers,
            graphql.mutation('Logout', () => {
                loggedOut = true;
                return HttpResponse.json({ data: { logout: { success: true } } });
            }),
        );
        const { user, router } = renderShop('/tabs/profile');
        await user.click(await screen.findByRole('button', { name: 'Log out' }));
        expect(await screen.findByText('You are signed out.')).toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/tabs/home');
        expect(loggedOut).toBe(true);
        expect(window.localStorage.getItem('vendureToken')).toBeNull();
    });

    it('logs out without asking anything of the signed-out phone that would open a guest session on it', async () => {
        const askedWithoutToken: string[] = [];
        mockServer.use(
            signedIn(),
            ...catalogueHandlers,
            graphql.mutation('Logout', () => HttpResponse.json({ data: { logout: { success: true } } })),
            graphql.query('GetAllOrders', ({ request }) => {
                if (!request.headers.get('authorization')) askedWithoutToken.push('GetAllOrders');
                return HttpResponse.json({ data: { getAllOrders: { totalItems: 0, items: [], counts: { won: 1, processing: 0, shipped: 0, completed: 0 } } } });
            }),
        );
        const { user } = renderShop('/tabs/profile');
        await screen.findByRole('link', { name: 'Won, 1' });
        await user.click(await screen.findByRole('button', { name: 'Log out' }));
        // Said once the sign-out has reset the queries and waited for what they asked again.
        expect(await screen.findByText('You are signed out.')).toBeInTheDocument();
        // The profile's order counts, still on screen as Home comes, asked again without the token: the
        // server would answer with a new guest session, and the phone would keep it as its own.
        expect(askedWithoutToken).toEqual([]);
    });

    it('terminates the account only with the typed confirmation and the right password', async () => {
        const asked: unknown[] = [];
        mockServer.use(
            signedIn(),
            ...catalogueHandlers,
            graphql.mutation('DeleteAcc', ({ variables }) => {
                asked.push(variables.input);
                return HttpResponse.json({
                    data: {
                        deleteAcc:
                            asked.length === 1
                                ? { __typename: 'InvalidCredentialsError', errorCode: 'INVALID_CREDENTIALS_ERROR', message: 'x', authenticationError: '' }
                                : { __typename: 'Success', success: true },
                    },
                });
            }),
        );
        const { user, router } = renderShop('/tabs/profile');
        await user.click(await screen.findByRole('button', { name: 'Terminate account' }));
        const sheet = await screen.findByRole('dialog', { name: 'Terminate account' });
        expect(sheet).toHaveTextContent('This cannot be undone.');

        await user.type(within(sheet).getByLabelText('Type DELETE to confirm'), 'delete');
        await user.type(within(sheet).getByLabelText('Password'), 'wrong-pass-1');
        await user.click(within(sheet).getByRole('button', { name: 'Delete my account' }));
        expect(within(sheet).getByText('Please type DELETE to confirm.')).toBeInTheDocument();
        expect(asked).toEqual([]);

        await user.clear(within(sheet).getByLabelText('Type DELETE to confirm'));
        await user.type(within(sheet).getByLabelText('Type DELETE to confirm'), 'DELETE');
        await user.click(within(sheet).getByRole('button', { name: 'Delete my account' }));
        expect(await within(sheet).findByText('Incorrect username or password.')).toBeInTheDocument();
        expect(within(sheet).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');

        await user.clear(within(sheet).getByLabelText('Password'));
        await user.type(within(sheet).getByLabelText('Password'), 'tuah-demo-1');
        await user.click(within(sheet).getByRole('button', { name: 'Delete my account' }));
        expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/tabs/home');
        expect(window.localStorage.getItem('vendureToken')).toBeNull();
        expect(asked).toEqual([
            { confirmation: 'DELETE', password: 'wrong-pass-1' },
            { confirmation: 'DELETE', password: 'tuah-demo-1' },
        ]);
    });

    it('sends a shopper whose session ended on the server to sign in', async () => {
        window.localStorage.setItem('vendureToken', 'expired');
        mockServer.use(graphql.query('GetLoggedInUser', () => HttpResponse.json({ data: { activeCustomer: null } })));
        const { router } = renderShop('/tabs/profile');
        expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
        expect(router.state.location.search).toBe('?returnTo=%2Ftabs%2Fprofile');
    });

    it('shows the initial of a shopper without a picture', async () => {
        mockServer.use(signedIn(customer({ displayName: 'mei ling' })));
        renderShop('/tabs/profile');
        const card = (await screen.findByRole('heading', { level: 2, name: 'mei ling' })).closest('section')!;
        expect(card).toHaveTextContent(/^M/);
    });

    it('saves a new picture, scaled down, and shows it', async () => {
        const sent: unknown[] = [];
        let who = customer();
        signedIn();
        mockServer.use(
            graphql.query('GetLoggedInUser', () => HttpResponse.json({ data: { activeCustomer: who } })),
            graphql.mutation('SetCustomerAvatarB64', ({ variables }) => {
                sent.push(variables);
                if (sent.length === 1) {
                    return HttpResponse.json({
                        data: {
                            setCustomerAvatarB64: {
                                __typename: 'InvalidAvatarError',
                                errorCode: 'INVALID_AVATAR_ERROR',
                                message: 'x',
                                reason: 'SIZE',
                                maxBytes: 65536,
                            },
                        },
                    });
                }
                who = customer({ customFields: { lang: 'en', govId: null, username: 'siti', avatar: { id: '77', preview: '/assets/preview/siti.png' } } });
                return HttpResponse.json({ data: { setCustomerAvatarB64: { __typename: 'Asset', id: '77', name: 'avatar-5.jpg', fileSize: 9000 } } });
            }),
        );
        const { user } = renderShop('/tabs/profile');
        const picker = await screen.findByLabelText('Change picture');
        const photo = new File(['photo'], 'me.png', { type: 'image/png' });

        await user.upload(picker, photo);
        // An urgent toast: Base UI announces it through a separate alert and hides the visual copy from readers.
        expect(await screen.findByRole('alertdialog', { hidden: true })).toHaveTextContent('This picture is too large.');

        await user.upload(picker, photo);
        expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
        expect(await screen.findByRole('img', { name: 'Your picture' })).toHaveAttribute('src', expect.stringContaining('/assets/preview/siti.png'));
        expect(sent).toEqual([{ fileB64: 'data:image/jpeg;base64,AAAA' }, { fileB64: 'data:image/jpeg;base64,AAAA' }]);
    });

    it('refuses a file that is no picture without asking the server', async () => {
        mockServer.use(signedIn());
        renderShop('/tabs/profile');
        const picker = await screen.findByLabelText('Change picture');
        // A phone may offer any file despite `accept`.
        fireEvent.change(picker, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
        expect(await screen.findByRole('alertdialog', { hidden: true })).toHaveTextContent('Please choose a PNG, JPEG or WebP picture.');
    });
});
