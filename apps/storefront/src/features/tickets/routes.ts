import type { RouteObject } from 'react-router';

import { lazyPage } from '../../routing/lazyPage';
import { ROUTES } from '../../routing/paths';
import { RequireSignIn } from '../../routing/RequireSignIn';

/** A shopper's own tickets: a guest signs in first and comes back here. */
export const ticketsRoutes: RouteObject[] = [
    {
        Component: RequireSignIn,
        children: [
            { path: ROUTES.tickets, lazy: lazyPage(() => import('./TicketsPage').then(m => m.TicketsPage), ['tickets']) },
            { path: ROUTES.ticketsInner, lazy: lazyPage(() => import('./CampaignTicketsPage').then(m => m.CampaignTicketsPage), ['tickets']) },
        ],
    },
];
