import type { DashboardRouteDefinition } from '@vendure/dashboard';

import { FulfilmentPage } from './FulfilmentPage';
import { PackingSlipPage } from './PackingSlipPage';

/** The fulfilment desk's routes, in the Tuah nav section (src/tuah.tsx); the pages check ReadFulfilment themselves too. */
export const fulfilmentRoutes: DashboardRouteDefinition[] = [
    {
        path: '/tuah/fulfilment',
        component: () => <FulfilmentPage />,
        navMenuItem: { sectionId: 'tuah', id: 'tuah-fulfilment', title: 'Fulfilment', url: '/tuah/fulfilment', requiresPermission: 'ReadFulfilment' },
    },
    {
        path: '/tuah/fulfilment/$id/slip',
        component: route => <PackingSlipPage id={(route.useParams() as { id: string }).id} />,
    },
];
