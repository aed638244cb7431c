import type { RouteObject } from 'react-router';

import { lazyPage } from '../../routing/lazyPage';
import { ROUTES } from '../../routing/paths';
import { RequireSignIn } from '../../routing/RequireSignIn';

/** The Order tab and one order: a guest signs in first and comes back here. */
export const ordersRoutes: RouteObject[] = [
    {
        Component: RequireSignIn,
        children: [
            { path: ROUTES.order, lazy: lazyPage(() => import('./OrdersPage').then(m => m.OrdersPage), ['orders']) },
            { path: ROUTES.orderDetail, lazy: lazyPage(() => import('./OrderPage').then(m => m.OrderPage), ['orders', 'einvoice', 'errors']) },
        ],
    },
];
