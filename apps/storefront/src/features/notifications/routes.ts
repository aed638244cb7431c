import type { RouteObject } from 'react-router';

import { lazyPage } from '../../routing/lazyPage';
import { ROUTES } from '../../routing/paths';
import { RequireSignIn } from '../../routing/RequireSignIn';

/** The Notification tab: a guest signs in first and comes back here. */
export const notificationsRoutes: RouteObject[] = [
    {
        Component: RequireSignIn,
        children: [{ path: ROUTES.notifications, lazy: lazyPage(() => import('./NotificationsPage').then(m => m.NotificationsPage), ['notifications']) }],
    },
];
