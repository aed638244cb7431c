import { defineDashboardExtension } from '@vendure/dashboard';
import { Ticket } from 'lucide-react';

import { CampaignListPage } from './campaigns/CampaignListPage';

/**
 * Tuah's operator screens, one area per folder (src/<area>/), all under the "Tuah" nav section.
 * docs/dashboard.md says what is here so far.
 */
defineDashboardExtension({
    navSections: [{ id: 'tuah', title: 'Tuah', icon: Ticket, order: 150, placement: 'top' }],
    routes: [
        {
            path: '/tuah/campaigns',
            component: () => <CampaignListPage />,
            navMenuItem: { sectionId: 'tuah', id: 'tuah-campaigns', title: 'Campaigns', url: '/tuah/campaigns' },
        },
    ],
});
