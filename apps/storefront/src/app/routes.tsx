import { Navigate, type RouteObject } from 'react-router';

import { accountRoutes } from '../features/account/routes';
import { boxesRoutes } from '../features/boxes/routes';
import { pagesRoutes } from '../features/pages/routes';
import { prizesRoutes } from '../features/prizes/routes';
import { NotFoundPage } from './NotFoundPage';
import { RouteError } from './RouteError';
import { RootLayout, Splash, TabsLayout } from './layouts';
import { paths } from './paths';
import { TABS } from './tabs';

/**
 * The shop's routes (docs/contract.md#routes). Features bring their own routes through the tab list; the account
 * pages (`auth/*`, `profile/*`) belong to no tab.
 */
export const routes: RouteObject[] = [
    {
        path: '/',
        Component: RootLayout,
        ErrorBoundary: RouteError,
        HydrateFallback: Splash,
        children: [
            { index: true, element: <Navigate to={paths.home()} replace /> },
            {
                path: 'tabs',
                Component: TabsLayout,
                children: [{ index: true, element: <Navigate to={paths.home()} replace /> }, ...TABS.flatMap(tab => tab.routes ?? []), ...accountRoutes, ...pagesRoutes, ...prizesRoutes, ...boxesRoutes],
            },
            // The contract's catch-all `:all*` (docs/contract.md#routes); React Router spells it `*`.
            { path: '*', Component: NotFoundPage },
        ],
    },
];
