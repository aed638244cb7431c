import type { RouteObject } from 'react-router';

import { lazyPage } from '../../routing/lazyPage';
import { ROUTES } from '../../routing/paths';

/** The splash and onboarding of a first visit (docs/storefront.md#splash-and-onboarding): lazy, out of Home's budget. */
export const welcomeRoutes: RouteObject[] = [
    { path: ROUTES.splash, lazy: lazyPage(() => import('./SplashPage').then(m => m.SplashPage), ['shell']) },
    { path: ROUTES.onboard, lazy: lazyPage(() => import('./OnboardPage').then(m => m.OnboardPage), ['shell']) },
];
