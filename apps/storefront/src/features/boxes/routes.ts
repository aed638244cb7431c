import type { RouteObject } from 'react-router';

import { lazyPage } from '../../routing/lazyPage';
import { ROUTES } from '../../routing/paths';
import { RequireSignIn } from '../../routing/RequireSignIn';

/** The shopper's blind boxes: the list, opening, the result, the odds and a box's proof (signed-in only). */
export const boxesRoutes: RouteObject[] = [
    {
        Component: RequireSignIn,
        children: [
            { path: ROUTES.blindbox, lazy: lazyPage(() => import('./BoxesPage').then(m => m.BoxesPage), ['boxes', 'errors']) },
            { path: ROUTES.blindboxOpen, lazy: lazyPage(() => import('./OpenBoxPage').then(m => m.OpenBoxPage), ['boxes', 'errors']) },
            { path: ROUTES.blindboxResult, lazy: lazyPage(() => import('./BoxResultPage').then(m => m.BoxResultPage), ['boxes', 'errors']) },
            { path: ROUTES.blindboxExp, lazy: lazyPage(() => import('./BoxOddsPage').then(m => m.BoxOddsPage), ['boxes']) },
            { path: ROUTES.blindboxProof, lazy: lazyPage(() => import('./BoxProofPage').then(m => m.BoxProofPage), ['boxes']) },
        ],
    },
];
