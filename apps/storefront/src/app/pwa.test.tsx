import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for workbox-window's Workbox: the test says when a new version waits and when it takes over. */
const worker = vi.hoisted(() => {
    const listeners = new Map<string, (() => void)[]>();
    return {
        listeners,
        emit: (type: string) => listeners.get(type)?.forEach(listener => listener()),
        register: vi.fn(async () => undefined),
        messageSkipWaiting: vi.fn(),
    };
});

vi.mock('workbox-window', () => ({
    Workbox: class {
        constructor(readonly url: string) {}
        addEventListener(type: string, listener: () => void) {
            worker.listeners.set(type, [...(worker.listeners.get(type) ?? []), listener]);
        }
        register = worker.register;
        messageSkipWaiting = worker.messageSkipWaiting;
    },
}));

const { registerServiceWorker } = await import('./pwa');

afterEach(() => document.querySelectorAll('[data-testid="update-prompt"]').forEach(prompt => prompt.parentElement?.remove()));

describe('the update prompt', () => {
    it('says a new version is ready, and Reload switches to it and reloads', async () => {
        const reload = vi.fn();
        await registerServiceWorker(reload);
        expect(worker.register).toHaveBeenCalled();
        expect(screen.queryByText('A new version is ready')).not.toBeInTheDocument();

        worker.emit('waiting');
        const prompt = await screen.findByRole('status');
        expect(prompt).toHaveTextContent('A new version is ready');
        await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
        expect(worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
        expect(reload).not.toHaveBeenCalled();

        // The page reloads only once the new worker controls it, so it never runs half old, half new.
        worker.emit('controlling');
        await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    });
});
