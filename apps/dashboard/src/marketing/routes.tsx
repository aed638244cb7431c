import type { DashboardRouteDefinition } from '@vendure/dashboard';
import type { AnyRoute } from '@tanstack/react-router';

import { MarketingItemPage } from './MarketingItemPage';
import { MarketingListPage } from './MarketingListPage';
import { NeedsPermission } from '../common/permissions';
import { NotifyPage } from './NotifyPage';

/** /tuah/marketing/new creates, /tuah/marketing/<id> edits: one route, "new" standing for the item not yet made. */
function MarketingItemRoute({ route }: { route: AnyRoute }) {
    const { id } = route.useParams() as { id: string };
    return (
        <NeedsPermission permission={id === 'new' ? 'CreateMarketing' : 'ReadMarketing'} title="Marketing item">
            <MarketingItemPage id={id} />
        </NeedsPermission>
    );
}

/** Home's marketing (banners, popup, floating button, blind-box promo) and operator notifications, in the Tuah nav section (src/tuah.tsx). */
export const marketingRoutes: DashboardRouteDefinition[] = [
    {
        path: '/tuah/marketing',
        component: () => (
            <NeedsPermission permission="ReadMarketing" title="Marketing">
                <MarketingListPage />
            </NeedsPermission>
        ),
        // In Vendure's own Marketing section, beside Promotions: one "Marketing" menu, not two.
        navMenuItem: {
            sectionId: 'marketing',
            id: 'tuah-marketing',
            title: 'Home banners & popups',
            url: '/tuah/marketing',
            requiresPermission: 'ReadMarketing',
        },
    },
    {
        path: '/tuah/marketing/$id',
        component: route => <MarketingItemRoute route={route} />,
    },
    {
        path: '/tuah/notify',
        component: () => (
            <NeedsPermission permission="CreateMarketing" title="Notify customers">
                <NotifyPage />
            </NeedsPermission>
        ),
        navMenuItem: { sectionId: 'marketing', id: 'tuah-notify', title: 'Notify customers', url: '/tuah/notify', requiresPermission: 'CreateMarketing' },
    },
];
