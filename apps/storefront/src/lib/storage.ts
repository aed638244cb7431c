/**
 * Every localStorage key the shop uses, in one place. Names come from the spec where it gives
 * them (vendureToken); `lang` is ours (the spec only says the language is "kept in local storage").
 */
export const STORAGE_KEYS = {
    /** The shopper's session token (docs/contract.md#storage-keys). */
    sessionToken: 'vendureToken',
    /** The language the shopper chose: `en` or `ms`. */
    language: 'lang',
    /** Set once the shopper has been through the splash and onboarding (docs/contract.md#storage-keys): they never show again. */
    doneOnboard: 'doneOnboard',
    /** The marketing popups already shown on this phone: a JSON array of their ids (each popup is shown once). */
    seenPopup: 'seenPopup',
    /** The last fairness-log head this phone verified (JSON): the next proof page checks the log only grew since (features/fairness-log). */
    seenLogHead: 'seenLogHead',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Told of every write (the Android app mirrors the session token into Capacitor Preferences: app/native.ts). */
let mirror: ((key: StorageKey, value: string | null) => void) | undefined;
export function mirrorStorageWrites(listener: (key: StorageKey, value: string | null) => void) {
    mirror = listener;
}

/** localStorage that never throws: private modes and disabled storage must not break the shop. */
export const storage = {
    get(key: StorageKey): string | null {
        try {
            return window.localStorage.getItem(key);
        } catch {
            return null;
        }
    },
    set(key: StorageKey, value: string): void {
        try {
            window.localStorage.setItem(key, value);
        } catch {
            // Nothing to do: the value simply won't survive a reload.
        }
        mirror?.(key, value);
    },
    remove(key: StorageKey): void {
        try {
            window.localStorage.removeItem(key);
        } catch {
            // Nothing stored, nothing to remove.
        }
        mirror?.(key, null);
    },
};

/**
 * Whether a session token is stored. A query of the shopper's own (orders, notifications) gives it as
 * `enabled`, read whenever it would run: asked without a token, just after a sign-out while the page
 * being left is still drawn, the server would answer with a new guest session the phone then keeps.
 */
export const hasSessionToken = (): boolean => storage.get(STORAGE_KEYS.sessionToken) !== null;
