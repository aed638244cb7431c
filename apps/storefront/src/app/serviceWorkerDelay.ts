/** How long after the page's load the service worker is registered (main.tsx); the app-shell journey moves the phone's clock on by it. */
export const SERVICE_WORKER_DELAY_MS = 8000;
