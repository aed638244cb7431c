import { STORAGE_KEYS, storage } from './storage';

/** Whether a brand-new shopper has yet to see the splash and onboarding. */
export function onboardingDue(): boolean {
    return storage.get(STORAGE_KEYS.doneOnboard) !== 'true';
}

/** Onboarding done (finished or skipped): it never shows again on this phone. */
export function finishOnboarding() {
    storage.set(STORAGE_KEYS.doneOnboard, 'true');
}
