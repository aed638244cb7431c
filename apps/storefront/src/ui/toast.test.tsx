import { screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderShop } from '../test/render';
import { useToast } from './toast';

function Screen({ name, next }: { name: string; next: string }) {
    const toast = useToast();
    return (
        <main>
            <h1>{name}</h1>
            <button type="button" onClick={() => toast.success(`saved on ${name}`)}>
                save
            </button>
            <button type="button" onClick={() => toast.error(`failed on ${name}`)}>
                fail
            </button>
            <Link to={next}>next</Link>
        </main>
    );
}

const routes = [
    { path: '/a', element: <Screen name="A" next="/b" /> },
    { path: '/b', element: <Screen name="B" next="/a" /> },
];

/** The descriptions of the toasts on screen (each toast is a dialog in the notifications region; a live region repeats its words). */
function toastsOnScreen() {
    const region = screen.queryByRole('region', { name: 'Notifications' });
    return [...(region?.querySelectorAll('[role=dialog], [role=alertdialog]') ?? [])].map(toast => toast.querySelector('p')?.textContent ?? '').sort();
}

describe('toasts when the shopper moves to another screen', () => {
    afterEach(() => vi.restoreAllMocks());

    it('a success toast already read closes, so it covers nothing on the next screen; an error stays', async () => {
        const { user } = renderShop('/a', routes);
        await user.click(screen.getByRole('button', { name: 'save' }));
        await user.click(screen.getByRole('button', { name: 'fail' }));
        await waitFor(() => expect(toastsOnScreen()).toEqual(['saved on A', 'failed on A'].sort()));

        // Read for a while, then moved on.
        const now = Date.now();
        vi.spyOn(Date, 'now').mockReturnValue(now + 1500);
        await user.click(screen.getByRole('link', { name: 'next' }));
        await screen.findByRole('heading', { name: 'B' });
        // At once, well before the success toast's own 3 s are up.
        await waitFor(() => expect(toastsOnScreen()).toEqual(['failed on A']), { timeout: 1000 });
    });

    it('a success raised just before the move (a save that goes back) stays on the next screen', async () => {
        const { user } = renderShop('/a', routes);
        await user.click(screen.getByRole('button', { name: 'save' }));
        await user.click(screen.getByRole('link', { name: 'next' }));
        await screen.findByRole('heading', { name: 'B' });
        await waitFor(() => expect(toastsOnScreen()).toEqual(['saved on A']));
    });
});
