import type { RouteObject } from 'react-router';

import { lazyPage } from '../../routing/lazyPage';
import { ROUTES } from '../../routing/paths';
import { homeFirstScreen } from './firstScreen';

export const homeRoutes: RouteObject[] = [
    { path: ROUTES.home, lazy: lazyPage(() => import('./HomePage').then(m => m.HomePage), homeFirstScreen.namespaces) },
    { path: ROUTES.homeV1, lazy: lazyPage(() => import('./HomeV1Page').then(m => m.HomeV1Page), ['home']) },
];
