import type { RouteObject } from 'react-router';

import { lazyPage } from '../../app/lazyPage';
import { ROUTES } from '../../app/paths';
import { RequireSignIn } from '../../app/RequireSignIn';

/** The Order tab and one order: a guest signs in first and comes back here. */
export const ordersRoutes: RouteObject[] = [
    {
        Component: RequireSignIn,
        children: [
            { path: ROUTES.order, lazy: lazyPage(() => import('./OrdersPage').then(m => m.OrdersPage), ['orders']) },
            { path: ROUTES.orderDetail, lazy: lazyPage(() => import('./OrderPage').then(m => m.OrderPage), ['orders']) },
        ],
    },
];
