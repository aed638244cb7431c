import { defineDashboardExtension } from '@vendure/dashboard';
import { Ticket } from 'lucide-react';

import { auditRoutes } from './audit/routes';
import { campaignRoutes } from './campaigns/routes';
import { codeRoutes } from './codes/routes';
import { drawRoutes } from './draws/routes';
import { einvoiceRoutes } from './einvoices/routes';
import { fulfilmentRoutes } from './fulfilment/routes';
import { homeWidgets } from './home/widgets';
import { marketingRoutes } from './marketing/routes';
import { orderPageBlocks } from './orders/page-blocks';
import { paymentRoutes } from './payments/routes';
import { prizeTableRoutes } from './prize-tables/routes';
import { reportRoutes } from './reports/routes';
import { responsiblePlayRoutes } from './responsible-play/routes';
import { supportPageBlocks } from './support/page-blocks';
import { supportRoutes } from './support/routes';

/**
 * Tuah's operator screens, one area per folder (src/<area>/, each with a routes.tsx), all under the
 * "Tuah" nav section, the widgets on the dashboard's home, and blocks on Vendure's order page. docs/dashboard.md says what is here.
 */
defineDashboardExtension({
    navSections: [{ id: 'tuah', title: 'Tuah', icon: Ticket, order: 150, placement: 'top' }],
    routes: [
        ...campaignRoutes,
        ...prizeTableRoutes,
        ...drawRoutes,
        ...codeRoutes,
        ...responsiblePlayRoutes,
        ...fulfilmentRoutes,
        ...marketingRoutes,
        ...paymentRoutes,
        ...reportRoutes,
        ...einvoiceRoutes,
        ...auditRoutes,
        ...supportRoutes,
    ],
    widgets: homeWidgets,
    pageBlocks: [...orderPageBlocks, ...supportPageBlocks],
});
