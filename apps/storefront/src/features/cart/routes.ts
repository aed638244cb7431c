import type { RouteObject } from 'react-router';

import { lazyPage } from '../../routing/lazyPage';
import { ROUTES } from '../../routing/paths';

export const cartRoutes: RouteObject[] = [{ path: ROUTES.cart, lazy: lazyPage(() => import('./CartPage').then(m => m.CartPage), ['cart', 'errors']) }];
