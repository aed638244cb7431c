import type { RouteObject } from 'react-router';

import { lazyPage } from '../../routing/lazyPage';
import { ROUTES } from '../../routing/paths';

/** Diagnostic pages: app/routes.tsx adds them only when `import.meta.env.DEV`, so a production build has neither route nor code. */
export const devRoutes: RouteObject[] = [
    { path: ROUTES.dev, lazy: lazyPage(() => import('./DevPage').then(m => m.DevPage), ['shell']) },
    { path: ROUTES.dev2, lazy: lazyPage(() => import('./Dev2Page').then(m => m.Dev2Page), ['shell']) },
];
