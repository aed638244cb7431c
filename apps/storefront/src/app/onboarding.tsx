import { Navigate } from 'react-router';

import { onboardingDue } from '../lib/onboarding';
import { paths } from '../routing/paths';

/**
 * The app's entry, `/` and `/tabs` (the manifest's start_url, the Android app's first page, the
 * address a shopper types): Home, but the very first time through the splash and onboarding. Any
 * other address is a link to one page, which opens at once (docs/storefront.md#splash-and-onboarding).
 */
export function Entry() {
    return <Navigate to={onboardingDue() ? paths.splash() : paths.home()} replace />;
}
