import type { RouteObject } from 'react-router';

import { lazyPage } from '../../app/lazyPage';
import { ROUTES } from '../../app/paths';

export const ticketsRoutes: RouteObject[] = [
    { path: ROUTES.tickets, lazy: lazyPage(() => import('./TicketsPage').then(m => m.TicketsPage), ['tickets']) },
    { path: ROUTES.ticketsInner, lazy: lazyPage(() => import('./CampaignTicketsPage').then(m => m.CampaignTicketsPage), ['tickets']) },
];
