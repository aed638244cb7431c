import type { DashboardRouteDefinition } from '@vendure/dashboard';

import { ReportsPage } from './ReportsPage';

/** The reports' route, in the Tuah nav section (src/tuah.tsx); the page checks ReadReports and ExportOrders itself. */
export const reportRoutes: DashboardRouteDefinition[] = [
    {
        path: '/tuah/reports',
        component: () => <ReportsPage />,
        navMenuItem: { sectionId: 'tuah', id: 'tuah-reports', title: 'Reports', url: '/tuah/reports', requiresPermission: ['ReadReports', 'ExportOrders'] },
    },
];
