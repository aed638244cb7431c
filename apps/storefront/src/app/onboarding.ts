import { STORAGE_KEYS, storage } from './storage';

/**
 * The app's entry (the manifest's start_url; `/` and `/tabs` lead there): a shopper opening the shop
 * rather than following a link to one page. Only a first visit here goes through the splash and
 * onboarding; a deep link opens its page at once (docs/storefront.md#splash-and-onboarding).
 */
const ENTRY_PAGES = ['/tabs/home'];

/** Whether this page should first send a new shopper through the splash and onboarding. */
export function onboardingDue(pathname: string): boolean {
    return ENTRY_PAGES.includes(pathname.replace(/\/$/, '')) && storage.get(STORAGE_KEYS.doneOnboard) !== 'true';
}

/** Onboarding done (finished or skipped): it never shows again on this phone. */
export function finishOnboarding() {
    storage.set(STORAGE_KEYS.doneOnboard, 'true');
}
