import type { RouteObject } from 'react-router';

/** What a production build gets instead of ./routes (vite.config.ts): no diagnostic routes, and none of their code. */
export const devRoutes: RouteObject[] = [];
