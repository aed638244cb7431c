import { act, screen, waitFor, within } from '@testing-library/react';
import { Link, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { catalogueHandlers } from '../test/shopApiMocks';
import { mockServer } from '../test/mockServer';
import { renderShop } from '../test/render';
import { changeLanguage } from '../lib/i18n';
import { RootLayout, TabsLayout } from './layouts';
import { SIGN_IN_TITLE } from '../routing/title';

describe('the shop shell', () => {
    it('opens on the Home tab', async () => {
        mockServer.use(...catalogueHandlers);
        const { router } = renderShop('/');
        await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/home'));
        expect(await screen.findByRole('heading', { name: 'Tuah' })).toBeInTheDocument();
        expect(document.title).toBe('Tuah');
    });

    it('shows all six tabs, each a link', async () => {
        mockServer.use(...catalogueHandlers);
        renderShop('/tabs/home');
        const tabBar = within(await screen.findByRole('navigation', { name: 'Main' }));

        const tabs = tabBar.getAllByRole('link');
        expect(tabs.map(tab => tab.textContent)).toEqual(['Home', 'Notification', 'Lucky Draw', 'Tickets', 'Cart', 'Order']);
        expect(tabBar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
        expect(tabBar.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/tabs/cart');
        expect(tabBar.getByRole('link', { name: 'Lucky Draw' })).toHaveAttribute('href', '/tabs/draws');
        expect(tabBar.getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', '/tabs/tickets');
        expect(tabBar.getByRole('link', { name: 'Order' })).toHaveAttribute('href', '/tabs/order');
        expect(tabBar.getByRole('link', { name: 'Notification' })).toHaveAttribute('href', '/tabs/notifications');
    });

    it('shows Page Not Found for an unknown path, with a way home', async () => {
        mockServer.use(...catalogueHandlers);
        const { router, user } = renderShop('/tabs/no-such-page');

        expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
        expect(screen.getByText('/tabs/no-such-page')).toBeInTheDocument();
        expect(document.title).toBe('Tuah');

        await user.click(screen.getByRole('link', { name: 'Back to home' }));
        await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/home'));
    });

    it('shows Page Not Found in Malay', async () => {
        await act(() => changeLanguage('ms'));
        renderShop('/whatever/deep/path');
        expect(await screen.findByRole('heading', { name: 'Halaman Tidak Ditemui' })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Kembali ke laman utama' })).toBeInTheDocument();
    });

    it('titles each page "Tuah", and a page on the login route "Sign In"', async () => {
        const routes: RouteObject[] = [
            {
                path: '/',
                Component: RootLayout,
                children: [
                    { path: 'tabs/home', element: <Link to="/auth/signin">Sign in</Link> },
                    { path: 'auth/signin', handle: { title: SIGN_IN_TITLE }, element: <Link to="/tabs/home">Back</Link> },
                ],
            },
        ];
        const { user } = renderShop('/tabs/home', routes);
        await waitFor(() => expect(document.title).toBe('Tuah'));

        await user.click(await screen.findByRole('link', { name: 'Sign in' }));
        await waitFor(() => expect(document.title).toBe('Sign In'));

        await user.click(screen.getByRole('link', { name: 'Back' }));
        await waitFor(() => expect(document.title).toBe('Tuah'));
    });
});

describe('tabs', () => {
    /** Two tabs with a page inside Home, so each tab has a history of its own. */
    const routes: RouteObject[] = [
        {
            path: '/',
            Component: RootLayout,
            children: [
                {
                    path: 'tabs',
                    Component: TabsLayout,
                    children: [
                        {
                            path: 'home',
                            element: (
                                <>
                                    <h1>Home page</h1>
                                    <Link to="/tabs/home/campaign">A campaign</Link>
                                </>
                            ),
                        },
                        { path: 'home/campaign', element: <h1>Campaign page</h1> },
                        { path: 'cart', element: <h1>Cart page</h1> },
                        { path: 'draws', element: <Link to="/tabs/common/draws/product/details?cId=2">A draw</Link> },
                        { path: 'common/draws/product/details', element: <h1>Shared campaign page</h1> },
                    ],
                },
            ],
        },
    ];

    function scrollPageTo(y: number) {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    }

    it('returns each tab to where the shopper left it, scroll position included', async () => {
        const { router, user } = renderShop('/tabs/home', routes);
        const tabBar = within(await screen.findByRole('navigation', { name: 'Main' }));
        const path = () => router.state.location.pathname;

        await user.click(screen.getByRole('link', { name: 'A campaign' }));
        await screen.findByRole('heading', { name: 'Campaign page' });
        scrollPageTo(640);

        await user.click(tabBar.getByRole('link', { name: 'Cart' }));
        await screen.findByRole('heading', { name: 'Cart page' });
        expect(window.scrollY).toBe(0);
        scrollPageTo(200);

        // Back to Home: the campaign page it was left on, scrolled where it was.
        expect(tabBar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/tabs/home/campaign');
        await user.click(tabBar.getByRole('link', { name: 'Home' }));
        await screen.findByRole('heading', { name: 'Campaign page' });
        expect(path()).toBe('/tabs/home/campaign');
        expect(window.scrollY).toBe(640);

        await user.click(tabBar.getByRole('link', { name: 'Cart' }));
        await screen.findByRole('heading', { name: 'Cart page' });
        expect(window.scrollY).toBe(200);
    });

    it('takes a second tap on the current tab back to its first page, and a third to the top', async () => {
        const { router, user } = renderShop('/tabs/home', routes);
        const tabBar = within(await screen.findByRole('navigation', { name: 'Main' }));

        await user.click(screen.getByRole('link', { name: 'A campaign' }));
        await screen.findByRole('heading', { name: 'Campaign page' });

        await user.click(tabBar.getByRole('link', { name: 'Home' }));
        await screen.findByRole('heading', { name: 'Home page' });
        expect(router.state.location.pathname).toBe('/tabs/home');

        scrollPageTo(900);
        vi.mocked(window.scrollTo).mockClear();
        await user.click(tabBar.getByRole('link', { name: 'Home' }));
        expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
        expect(router.state.location.pathname).toBe('/tabs/home');
    });

    it('keeps a page every tab opens (common/…) in the tab it was opened from', async () => {
        const { user } = renderShop('/tabs/draws', routes);
        const tabBar = within(await screen.findByRole('navigation', { name: 'Main' }));

        await user.click(screen.getByRole('link', { name: 'A draw' }));
        await screen.findByRole('heading', { name: 'Shared campaign page' });
        expect(tabBar.getByRole('link', { name: 'Lucky Draw' })).toHaveAttribute('aria-current', 'page');
        expect(tabBar.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

        // Away and back: the Lucky Draw tab returns to the campaign it was left on.
        await user.click(tabBar.getByRole('link', { name: 'Cart' }));
        await screen.findByRole('heading', { name: 'Cart page' });
        expect(tabBar.getByRole('link', { name: 'Lucky Draw' })).toHaveAttribute('href', '/tabs/common/draws/product/details?cId=2');
    });
});
