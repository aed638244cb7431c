import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

import { lazyPage } from '../../routing/lazyPage';
import { ROUTES } from '../../routing/paths';

const page = (load: () => Promise<ComponentType>) => lazyPage(load, ['pages']);

/**
 * The policy pages and the profile's information pages (docs/storefront.md#information-pages-and-product-extras):
 * public, so a guest reads the rules before signing up. They sit under `profile/` as the
 * contract's routes do, but outside RequireSignIn.
 */
export const pagesRoutes: RouteObject[] = [
    { path: ROUTES.policy, lazy: page(() => import('./PolicyIndexPage').then(m => m.PolicyIndexPage)) },
    { path: ROUTES.policyContent, lazy: page(() => import('./PolicyContentPage').then(m => m.PolicyContentPage)) },
    { path: ROUTES.about, lazy: page(() => import('./InfoPages').then(m => m.AboutPage)) },
    { path: ROUTES.howItWorks, lazy: page(() => import('./InfoPages').then(m => m.HowItWorksPage)) },
    { path: ROUTES.tutorials, lazy: page(() => import('./InfoPages').then(m => m.TutorialsPage)) },
    { path: ROUTES.contact, lazy: page(() => import('./InfoPages').then(m => m.ContactPage)) },
];
