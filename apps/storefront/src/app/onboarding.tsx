import { Navigate } from 'react-router';

import { paths } from './paths';
import { STORAGE_KEYS, storage } from './storage';

/** Whether a brand-new shopper has yet to see the splash and onboarding. */
export function onboardingDue(): boolean {
    return storage.get(STORAGE_KEYS.doneOnboard) !== 'true';
}

/** Onboarding done (finished or skipped): it never shows again on this phone. */
export function finishOnboarding() {
    storage.set(STORAGE_KEYS.doneOnboard, 'true');
}

/**
 * The app's entry, `/` and `/tabs` (the manifest's start_url, the Android app's first page, the
 * address a shopper types): Home, but the very first time through the splash and onboarding. Any
 * other address is a link to one page, which opens at once (docs/storefront.md#splash-and-onboarding).
 */
export function Entry() {
    return <Navigate to={onboardingDue() ? paths.splash() : paths.home()} replace />;
}
