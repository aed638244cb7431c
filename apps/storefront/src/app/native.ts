import { App } from '@capacitor/app';
import { Preferences } from '@capacitor/preferences';

import { appLinkPath } from '../features/universal';
import { STORAGE_KEYS, mirrorStorageWrites, storage } from '../lib/storage';

/**
 * The Android app only (main.tsx imports this on the native platform, so the web bundle never
 * carries it; docs/storefront.md#the-android-app).
 */

/**
 * The session token lives in Capacitor Preferences (Android may clear a WebView's localStorage):
 * restored into storage before the app's first request, and every later write mirrored there.
 */
export async function restoreSession() {
    const key = STORAGE_KEYS.sessionToken;
    const { value: kept } = await Preferences.get({ key });
    const current = storage.get(key);
    if (kept && kept !== current) {
        storage.set(key, kept);
        // Answers index.html started with the old token (or none) must not be taken for this shopper's.
        window.__tuahEarly = {};
    } else if (!kept && current) {
        await Preferences.set({ key, value: current });
    }
    mirrorStorageWrites((written, value) => {
        if (written !== key) return;
        void (value === null ? Preferences.remove({ key }) : Preferences.set({ key, value }));
    });
}

/** Links that open the app (`appUrlOpen`) go through `/tabs/universal`, the one place deep links are resolved. */
export function routeAppLinks(router: { navigate: (to: string) => unknown }) {
    void App.addListener('appUrlOpen', ({ url }) => void router.navigate(appLinkPath(url)));
}
