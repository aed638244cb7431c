import type { DashboardRouteDefinition } from '@vendure/dashboard';

import { AuditTrailPage } from './AuditTrailPage';

/** The audit trail's route, in the Tuah nav section (src/tuah.tsx); the page checks ReadAuditTrail itself too. */
export const auditRoutes: DashboardRouteDefinition[] = [
    {
        path: '/tuah/audit',
        component: () => <AuditTrailPage />,
        navMenuItem: { sectionId: 'tuah', id: 'tuah-audit', title: 'Audit trail', url: '/tuah/audit', requiresPermission: 'ReadAuditTrail' },
    },
];
