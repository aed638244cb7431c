import type { DashboardRouteDefinition } from '@vendure/dashboard';

import { SentNotificationsPage } from './SentNotificationsPage';
import { ShopperPage } from './ShopperPage';
import { ShoppersPage } from './ShoppersPage';
import { UnclaimedPrizesPage } from './UnclaimedPrizesPage';

/** Support's screens (docs/dashboard.md#support), in the Tuah nav section (src/tuah.tsx); each page checks its permission itself too. */
export const supportRoutes: DashboardRouteDefinition[] = [
    {
        path: '/tuah/shoppers',
        component: () => <ShoppersPage />,
        navMenuItem: { sectionId: 'tuah', id: 'tuah-shoppers', title: 'Shoppers', url: '/tuah/shoppers', requiresPermission: 'ReadCustomer' },
    },
    {
        path: '/tuah/shoppers/$customerId',
        component: route => <ShopperPage customerId={(route.useParams() as { customerId: string }).customerId} />,
    },
    {
        path: '/tuah/unclaimed-prizes',
        component: () => <UnclaimedPrizesPage />,
        navMenuItem: {
            sectionId: 'tuah',
            id: 'tuah-unclaimed-prizes',
            title: 'Unclaimed prizes',
            url: '/tuah/unclaimed-prizes',
            requiresPermission: 'ReadCustomer',
        },
    },
    {
        path: '/tuah/sent-notifications',
        component: () => <SentNotificationsPage />,
        navMenuItem: {
            sectionId: 'tuah',
            id: 'tuah-sent-notifications',
            title: 'Sent notifications',
            url: '/tuah/sent-notifications',
            requiresPermission: 'ReadMarketing',
        },
    },
];
