import type { RouteObject } from 'react-router';

import { lazyPage } from '../../app/lazyPage';

export const cartRoutes: RouteObject[] = [
    { path: 'cart', lazy: lazyPage(() => import('./CartPage').then(m => m.CartPage), ['cart']) },
];
