import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { customer, signedIn } from '../../test/accountMocks';
import { mockServer } from '../../test/mockServer';
import { renderShop } from '../../test/render';

// Development builds only: these tests run in development mode; the production build's journey
// (e2e/app-shell.journey.test.ts) finds Page Not Found at the same address.
describe('the diagnostic pages', () => {
    it('dev shows the build, the API, the keys stored, the signed-in customer and the service worker', async () => {
        mockServer.use(signedIn(customer({ id: '42' })));
        renderShop('/tabs/dev');
        expect(await screen.findByRole('heading', { name: 'Developer info' })).toBeInTheDocument();
        const row = (label: string) => screen.getByText(label).nextElementSibling;
        expect(row('Shop API')).toHaveTextContent('/shop-api');
        expect(row('Mode')).toHaveTextContent('test');
        expect(row('Stored keys')).toHaveTextContent('vendureToken, doneOnboard');
        await waitFor(() => expect(row('Signed-in customer')).toHaveTextContent('42'));
        await waitFor(() => expect(row('Service worker')).toHaveTextContent('not supported'));
    });

    it('dev2 lists the translations loaded and clears the phone', async () => {
        const { user } = renderShop('/tabs/dev2');
        expect(await screen.findByRole('heading', { name: 'Developer tools' })).toBeInTheDocument();
        expect(screen.getByText('Translations loaded').nextElementSibling).toHaveTextContent(/common.*shell/);
        window.localStorage.setItem('lang', 'ms');
        // Then the page loads Home afresh (jsdom logs that it cannot load another document).
        await user.click(screen.getByRole('button', { name: 'Clear storage and reload' }));
        await waitFor(() => expect(window.localStorage.length).toBe(0));
    });
});
