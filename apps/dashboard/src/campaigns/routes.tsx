import type { DashboardRouteDefinition } from '@vendure/dashboard';

import { CampaignFormPage } from './CampaignFormPage';
import { CampaignListPage } from './CampaignListPage';

/** The campaign screens' routes, in the Tuah nav section (src/tuah.tsx). */
export const campaignRoutes: DashboardRouteDefinition[] = [
    {
        path: '/tuah/campaigns',
        component: () => <CampaignListPage />,
        navMenuItem: { sectionId: 'tuah', id: 'tuah-campaigns', title: 'Campaigns', url: '/tuah/campaigns', requiresPermission: 'ReadCampaign' },
    },
    {
        path: '/tuah/campaigns/new',
        component: () => <CampaignFormPage />,
    },
    {
        path: '/tuah/campaigns/$id',
        component: route => <CampaignFormPage id={(route.useParams() as { id: string }).id} />,
    },
];
