import type { DashboardRouteDefinition } from '@vendure/dashboard';

import { DrawDetailPage } from './DrawDetailPage';
import { DrawListPage } from './DrawListPage';

/** The draw screens' routes, in the Tuah nav section (src/tuah.tsx); the pages check ReadCampaign themselves too. */
export const drawRoutes: DashboardRouteDefinition[] = [
    {
        path: '/tuah/draws',
        component: () => <DrawListPage />,
        navMenuItem: { sectionId: 'tuah', id: 'tuah-draws', title: 'Draws', url: '/tuah/draws', requiresPermission: 'ReadCampaign' },
    },
    {
        path: '/tuah/draws/$campaignId',
        component: route => <DrawDetailPage campaignId={(route.useParams() as { campaignId: string }).campaignId} />,
    },
];
