import { Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { Workbox } from 'workbox-window';

/**
 * Registers the service worker (src/sw.ts), loaded by main.tsx once the first screen is up so
 * none of this weighs on Home's budget. When a new version has installed and waits, a bar says
 * so; Reload lets it take over and reloads the page on it (docs/storefront.md#update-prompt).
 */
export async function registerServiceWorker(reloadPage = () => window.location.reload()) {
    const workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
    workbox.addEventListener('waiting', () =>
        showUpdatePrompt(() => {
            workbox.addEventListener('controlling', () => reloadPage());
            workbox.messageSkipWaiting();
        }),
    );
    await workbox.register();
}

let shown = false;

/**
 * Not a toast (ui/toast.tsx): toasts go after four seconds and carry no action, and this waits for
 * the shopper's tap. Drawn in its own root, so the app's tree needs nothing for it until it is needed.
 */
function showUpdatePrompt(reload: () => void) {
    if (shown) return;
    shown = true;
    const host = document.createElement('div');
    document.body.append(host);
    createRoot(host).render(
        <Suspense fallback={null}>
            <UpdateBar reload={reload} />
        </Suspense>,
    );
}

function UpdateBar({ reload }: { reload: () => void }) {
    const { t } = useTranslation(['shell', 'common']);
    const [open, setOpen] = useState(true);
    if (!open) return null;
    return (
        <div
            role="status"
            data-testid="update-prompt"
            className="fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-sm items-center gap-3 rounded-2xl bg-ink py-2.5 pr-2 pl-4 text-white shadow-lg"
        >
            <p className="flex-1 text-sm font-semibold">{t('update.ready')}</p>
            <button type="button" onClick={reload} className="rounded-full bg-gold-300 px-4 py-1.5 text-sm font-bold text-ink active:scale-95">
                {t('update.reload')}
            </button>
            <button type="button" onClick={() => setOpen(false)} aria-label={t('common:close')} className="grid size-8 place-items-center rounded-full text-lg">
                ×
            </button>
        </div>
    );
}
