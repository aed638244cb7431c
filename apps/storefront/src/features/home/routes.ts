import type { RouteObject } from 'react-router';

import { lazyPage } from '../../app/lazyPage';

export const homeRoutes: RouteObject[] = [
    { path: 'home', lazy: lazyPage(() => import('./HomePage').then(m => m.HomePage), ['home']) },
];
