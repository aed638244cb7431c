import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { catalogueHandlers } from '../../test/shopApiMocks';
import { mockServer } from '../../test/mockServer';
import { renderShop } from '../../test/render';

describe('splash and onboarding', () => {
    beforeEach(() => {
        // A brand-new phone (the test setup gives every other test a returning shopper's).
        window.localStorage.removeItem('doneOnboard');
        mockServer.use(...catalogueHandlers);
    });

    it('takes a first visit through the splash and three slides to Home, once', async () => {
        const { router, user, unmount } = renderShop('/');
        expect(await screen.findByTestId('splash')).toHaveTextContent('Shop, collect lucky-draw tickets');
        expect(router.state.location.pathname).toBe('/tabs/splash');

        expect(await screen.findByRole('heading', { name: 'Every buy is a lucky draw' })).toBeInTheDocument();
        expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Next' }));
        expect(screen.getByRole('heading', { name: 'Open blind boxes' })).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Next' }));
        expect(screen.getByRole('heading', { name: 'Winners anyone can check' })).toBeInTheDocument();
        expect(window.localStorage.getItem('doneOnboard')).toBeNull();
        await user.click(screen.getByRole('button', { name: 'Start shopping' }));

        await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/home'));
        expect(window.localStorage.getItem('doneOnboard')).toBe('true');
        unmount();

        // The next visit opens Home straight away.
        const again = renderShop('/tabs/home');
        expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
        expect(again.router.state.location.pathname).toBe('/tabs/home');
        expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
    });

    it('counts Skip as done', async () => {
        const { router, user } = renderShop('/tabs');
        await user.click(await screen.findByRole('button', { name: 'Skip' }));
        await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/home'));
        expect(window.localStorage.getItem('doneOnboard')).toBe('true');
    });

    it.each(['/tabs/draws', '/tabs/home'])('lets a link to one page (%s) open it at once on a first visit', async path => {
        const { router } = renderShop(path);
        expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
        expect(router.state.location.pathname).toBe(path);
        expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
    });
});
