import type { DashboardRouteDefinition } from '@vendure/dashboard';

import { ResponsiblePlayPage } from './ResponsiblePlayPage';

/** The responsible-play screen's route, in the Tuah nav section (src/tuah.tsx). */
export const responsiblePlayRoutes: DashboardRouteDefinition[] = [
    {
        path: '/tuah/responsible-play',
        component: () => <ResponsiblePlayPage />,
        navMenuItem: {
            sectionId: 'tuah',
            id: 'tuah-responsible-play',
            title: 'Responsible play',
            url: '/tuah/responsible-play',
            requiresPermission: 'ReadCode',
        },
    },
];
