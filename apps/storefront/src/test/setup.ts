import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

import { i18n, initI18n } from '../lib/i18n';
import { mockServer } from './mockServer';

// Pages load their code and words lazily; on a busy machine (npm test runs the server tests beside
// these) that takes more than the default second.
configure({ asyncUtilTimeout: 15_000 });

beforeAll(async () => {
    mockServer.listen({ onUnhandledRequest: 'error' });
    await initI18n('en');
});

beforeEach(async () => {
    // jsdom does not scroll; record where the page was asked to go instead.
    window.scrollTo = vi.fn((...args: unknown[]) => {
        const top = typeof args[0] === 'object' ? (args[0] as ScrollToOptions).top : (args[1] as number);
        Object.defineProperty(window, 'scrollY', { value: top ?? 0, configurable: true, writable: true });
    }) as typeof window.scrollTo;
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
    // A returning shopper's phone, as in the journeys: the splash and onboarding are behind them (onboarding tests clear it).
    window.localStorage.setItem('doneOnboard', 'true');
    if (i18n.resolvedLanguage !== 'en') await i18n.changeLanguage('en');
});

afterEach(() => {
    cleanup();
    mockServer.resetHandlers();
    window.localStorage.clear();
    window.sessionStorage.clear();
});

afterAll(() => mockServer.close());
