import type { DashboardRouteDefinition } from '@vendure/dashboard';

import { PaymentsPage } from './PaymentsPage';

/** Payments needing attention, in the Tuah nav section (src/tuah.tsx). */
export const paymentRoutes: DashboardRouteDefinition[] = [
    {
        path: '/tuah/payments',
        component: () => <PaymentsPage />,
        navMenuItem: {
            sectionId: 'tuah',
            id: 'tuah-payments',
            title: 'Payments needing attention',
            url: '/tuah/payments',
            requiresPermission: 'ReadGatewayPayment',
        },
    },
];
