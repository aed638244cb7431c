import type { RouteObject } from 'react-router';

import { lazyPage } from '../../app/lazyPage';
import { ROUTES } from '../../app/paths';
import { RequireSignIn } from '../../app/RequireSignIn';

/** The Notification tab: a guest signs in first and comes back here. */
export const notificationsRoutes: RouteObject[] = [
    {
        Component: RequireSignIn,
        children: [{ path: ROUTES.notifications, lazy: lazyPage(() => import('./NotificationsPage').then(m => m.NotificationsPage), ['notifications']) }],
    },
];
