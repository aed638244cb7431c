import type { RouteObject } from 'react-router';

import { accountRoutes } from '../features/account/routes';
import { boxesRoutes } from '../features/boxes/routes';
import { devRoutes } from '../features/dev/routes';
import { pagesRoutes } from '../features/pages/routes';
import { prizesRoutes } from '../features/prizes/routes';
import { universalRoutes } from '../features/universal/routes';
import { welcomeRoutes } from '../features/welcome/routes';
import { NotFoundPage } from './NotFoundPage';
import { RouteError } from './RouteError';
import { RootLayout, Splash, TabsLayout } from './layouts';
import { Entry } from './onboarding';
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
            { index: true, Component: Entry },
            {
                path: 'tabs',
                Component: TabsLayout,
                children: [
                    { index: true, Component: Entry },
                    ...TABS.flatMap(tab => tab.routes ?? []),
                    ...accountRoutes,
                    ...pagesRoutes,
                    ...prizesRoutes,
                    ...boxesRoutes,
                    ...welcomeRoutes,
                    ...universalRoutes,
                    // Development builds only: false in any other build, where vite.config.ts also swaps in features/dev/noRoutes.ts
                    // so not even their chunks are built.
                    ...(import.meta.env.DEV ? devRoutes : []),
                ],
            },
            // The contract's catch-all `:all*` (docs/contract.md#routes); React Router spells it `*`.
            { path: '*', Component: NotFoundPage },
        ],
    },
];
