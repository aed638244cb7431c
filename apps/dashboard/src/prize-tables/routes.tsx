import type { DashboardRouteDefinition } from '@vendure/dashboard';

import { NeedsPermission } from '../common/permissions';
import { READ_PRIZE_TABLE } from './permissions';
import { PrizeTableEditorPage } from './PrizeTableEditorPage';
import { PrizeTableListPage } from './PrizeTableListPage';

/** The blind-box prize tables' routes, in the Tuah nav section (src/tuah.tsx); the pages check ReadPrizeTable themselves too. */
export const prizeTableRoutes: DashboardRouteDefinition[] = [
    {
        path: '/tuah/prize-tables',
        component: () => (
            <NeedsPermission permission={READ_PRIZE_TABLE} title="Prize tables">
                <PrizeTableListPage />
            </NeedsPermission>
        ),
        navMenuItem: { sectionId: 'tuah', id: 'tuah-prize-tables', title: 'Prize tables', url: '/tuah/prize-tables', requiresPermission: READ_PRIZE_TABLE },
    },
    {
        path: '/tuah/prize-tables/$campaignId',
        component: route => (
            <NeedsPermission permission={READ_PRIZE_TABLE} title="Prize tables">
                <PrizeTableEditorPage campaignId={(route.useParams() as { campaignId: string }).campaignId} />
            </NeedsPermission>
        ),
    },
];
