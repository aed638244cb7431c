import type { DashboardRouteDefinition } from '@vendure/dashboard';

import { FulfilmentPage } from './FulfilmentPage';

/** The fulfilment desk's route, in the Tuah nav section (src/tuah.tsx); the page checks ReadFulfilment itself too. */
export const fulfilmentRoutes: DashboardRouteDefinition[] = [
    {
        path: '/tuah/fulfilment',
        component: () => <FulfilmentPage />,
        navMenuItem: { sectionId: 'tuah', id: 'tuah-fulfilment', title: 'Fulfilment', url: '/tuah/fulfilment', requiresPermission: 'ReadFulfilment' },
    },
];
