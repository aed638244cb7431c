import type { RouteObject } from 'react-router';

import { lazyPage } from '../../routing/lazyPage';
import { ROUTES } from '../../routing/paths';
import { RequireSignIn } from '../../routing/RequireSignIn';

/** The shopper's won prizes and the code screen (docs/storefront.md#won-prizes-and-codes): signed-in shoppers only. */
export const prizesRoutes: RouteObject[] = [
    {
        Component: RequireSignIn,
        children: [
            { path: ROUTES.wonPrizes, lazy: lazyPage(() => import('./WonPrizesPage').then(m => m.WonPrizesPage), ['prizes', 'errors']) },
            { path: ROUTES.code, lazy: lazyPage(() => import('./CodePage').then(m => m.CodePage), ['prizes', 'errors']) },
        ],
    },
];
