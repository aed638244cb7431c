import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';

import { App, createQueryClient } from './app/App';
import { initI18n } from './lib/i18n';
import { isNativeApp } from './lib/platform';
import { routes } from './app/routes';
import { SERVICE_WORKER_DELAY_MS } from './app/serviceWorkerDelay';
import './app/styles.css';

void initI18n();

// The words, the router and the first draw each in a task of their own: together they held a slow
// phone's main thread for one long task before Home could answer a tap (docs/performance.md#home-on-a-new-phone).
const nextTask = () => new Promise<void>(resolve => setTimeout(resolve, 0));

async function start() {
    await nextTask();
    const router = createBrowserRouter(routes);
    await nextTask();
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
        native.routeAppLinks(await start());
    });
} else {
    void start();
    // The service worker (offline shell, update prompt) a while after the first screen is up, when the
    // browser is idle: on a first visit it fetches the whole app (about 370 KB) to keep it, which on a
    // phone would compete with the first screen's pictures and its drawing (docs/storefront.md#offline).
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
        window.addEventListener('load', () =>
            setTimeout(
                () =>
                    (window.requestIdleCallback ?? setTimeout)(() => void import('./app/pwa').then(pwa => pwa.registerServiceWorker()).catch(() => undefined)),
                SERVICE_WORKER_DELAY_MS,
            ),
        );
    }
}
