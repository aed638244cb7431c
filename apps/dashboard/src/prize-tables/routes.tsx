import type { DashboardRouteDefinition } from '@vendure/dashboard';

import { PrizeTableAccess, READ_PRIZE_TABLE } from './access';
import { PrizeTableEditorPage } from './PrizeTableEditorPage';
import { PrizeTableListPage } from './PrizeTableListPage';

/** The blind-box prize tables' routes, in the Tuah nav section (src/tuah.tsx); the pages check ReadPrizeTable themselves too. */
export const prizeTableRoutes: DashboardRouteDefinition[] = [
    {
        path: '/tuah/prize-tables',
        component: () => (
            <PrizeTableAccess>
                <PrizeTableListPage />
            </PrizeTableAccess>
        ),
        navMenuItem: { sectionId: 'tuah', id: 'tuah-prize-tables', title: 'Prize tables', url: '/tuah/prize-tables', requiresPermission: READ_PRIZE_TABLE },
    },
    {
        path: '/tuah/prize-tables/$campaignId',
        component: route => (
            <PrizeTableAccess>
                <PrizeTableEditorPage campaignId={(route.useParams() as { campaignId: string }).campaignId} />
            </PrizeTableAccess>
        ),
    },
];
