import type { RouteObject } from 'react-router';

import { lazyPage } from '../../routing/lazyPage';
import { ROUTES } from '../../routing/paths';

/** Deep links (docs/storefront.md#deep-links-universal). */
export const universalRoutes: RouteObject[] = [
    { path: ROUTES.universal, lazy: lazyPage(() => import('./UniversalPage').then(m => m.UniversalPage), ['shell']) },
];
