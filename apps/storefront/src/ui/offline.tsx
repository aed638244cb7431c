import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(changed: () => void) {
    window.addEventListener('online', changed);
    window.addEventListener('offline', changed);
    return () => {
        window.removeEventListener('online', changed);
        window.removeEventListener('offline', changed);
    };
}

/** Whether the phone has no network (as the browser knows it): pages then show what the service worker saved. */
export function useOffline(): boolean {
    return useSyncExternalStore(
        subscribe,
        () => !navigator.onLine,
        () => false,
    );
}

/** The clear offline state (docs/storefront.md#offline): a bar above every page while the phone is offline. */
export function OfflineBanner() {
    const { t } = useTranslation();
    if (!useOffline()) return null;
    return (
        <p role="status" data-testid="offline-banner" className="sticky top-0 z-30 bg-ink px-4 py-2 text-center text-sm font-semibold text-white">
            {t('offline.banner')}
        </p>
    );
}
