import type { DashboardRouteDefinition } from '@vendure/dashboard';

import { EInvoicesPage } from './EInvoicesPage';

/** E-invoice documents, in the Tuah nav section (src/tuah.tsx). */
export const einvoiceRoutes: DashboardRouteDefinition[] = [
    {
        path: '/tuah/einvoices',
        component: () => <EInvoicesPage />,
        navMenuItem: {
            sectionId: 'tuah',
            id: 'tuah-einvoices',
            title: 'E-invoices',
            url: '/tuah/einvoices',
            requiresPermission: 'ReadEInvoice',
        },
    },
];
