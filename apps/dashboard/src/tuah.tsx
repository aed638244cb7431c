import { defineDashboardExtension } from '@vendure/dashboard';
import { Ticket } from 'lucide-react';

import { campaignRoutes } from './campaigns/routes';
import { codeRoutes } from './codes/routes';
import { homeWidgets } from './home/widgets';

/**
 * Tuah's operator screens, one area per folder (src/<area>/, each with a routes.tsx), all under the
 * "Tuah" nav section. docs/dashboard.md says what is here.
 */
defineDashboardExtension({
    navSections: [{ id: 'tuah', title: 'Tuah', icon: Ticket, order: 150, placement: 'top' }],
    routes: [...campaignRoutes, ...codeRoutes],
    widgets: homeWidgets,
});
