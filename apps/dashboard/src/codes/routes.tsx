import type { DashboardRouteDefinition } from '@vendure/dashboard';

import { CodeBatchListPage } from './CodeBatchListPage';
import { CodeBatchPage } from './CodeBatchPage';
import { NewCodeBatchPage } from './NewCodeBatchPage';

/** The code batch screens' routes, in the Tuah nav section (src/tuah.tsx). */
export const codeRoutes: DashboardRouteDefinition[] = [
    {
        path: '/tuah/codes',
        component: () => <CodeBatchListPage />,
        navMenuItem: { sectionId: 'tuah', id: 'tuah-codes', title: 'Codes', url: '/tuah/codes', requiresPermission: 'ReadCode' },
    },
    {
        // A batch key is its label and creation time (never just "new").
        path: '/tuah/codes/new',
        component: () => <NewCodeBatchPage />,
    },
    {
        path: '/tuah/codes/$batch',
        component: route => <CodeBatchPage batch={(route.useParams() as { batch: string }).batch} />,
    },
];
