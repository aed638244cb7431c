import type { DashboardRouteDefinition } from '@vendure/dashboard';

import { CampaignListPage } from './CampaignListPage';

/** The campaign screens' routes, in the Tuah nav section (src/tuah.tsx). */
export const campaignRoutes: DashboardRouteDefinition[] = [
    {
        path: '/tuah/campaigns',
        component: () => <CampaignListPage />,
        navMenuItem: { sectionId: 'tuah', id: 'tuah-campaigns', title: 'Campaigns', url: '/tuah/campaigns' },
    },
];
