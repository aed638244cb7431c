import type { RouteObject } from 'react-router';

import { lazyPage } from '../../app/lazyPage';
import { ROUTES } from '../../app/paths';

export const cartRoutes: RouteObject[] = [
    { path: ROUTES.cart, lazy: lazyPage(() => import('./CartPage').then(m => m.CartPage), ['cart', 'errors']) },
];
