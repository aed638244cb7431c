import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';

import { App, createQueryClient } from './app/App';
import { initI18n } from './lib/i18n';
import { isNativeApp } from './lib/platform';
import { routes } from './app/routes';
import './app/styles.css';

void initI18n();

function start() {
    const router = createBrowserRouter(routes);
    createRoot(document.getElementById('root')!).render(
        <StrictMode>
            <App router={router} queryClient={createQueryClient()} />
        </StrictMode>,
    );
    return router;
}

if (isNativeApp()) {
    // The app keeps its session token in Capacitor Preferences: restored before the first request (app/native.ts).
    void import('./app/native').then(async native => {
        await native.restoreSession().catch(() => undefined);
        native.routeAppLinks(start());
    });
} else {
    start();
    // The service worker (offline shell, update prompt) once the first screen is up: its code is not Home's (docs/storefront.md#offline).
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
        window.addEventListener('load', () =>
            (window.requestIdleCallback ?? setTimeout)(() => void import('./app/pwa').then(pwa => pwa.registerServiceWorker()).catch(() => undefined)),
        );
    }
}
