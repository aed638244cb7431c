import type { RouteObject } from 'react-router';

import { lazyPage } from '../../app/lazyPage';
import { ROUTES } from '../../app/paths';

/** Deep links (docs/storefront.md#deep-links-universal). */
export const universalRoutes: RouteObject[] = [
    { path: ROUTES.universal, lazy: lazyPage(() => import('./UniversalPage').then(m => m.UniversalPage), ['shell']) },
];
