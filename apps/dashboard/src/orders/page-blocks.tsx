import type { DashboardPageBlockDefinition } from '@vendure/dashboard';

import { OrderDeliveryBlock, OrderEngagementBlock } from './OrderEngagementBlock';
import { OrderMoneySummaryBlock } from './OrderMoneySummaryBlock';

/**
 * Vendure's order page (pageId `order-detail`): Tuah's order custom fields read only, in place of
 * Vendure's editable custom-field form, the shopper's money summary and the order's tickets, boxes and
 * won prizes after its lines.
 */
export const orderPageBlocks: DashboardPageBlockDefinition[] = [
    {
        id: 'tuah-order-delivery',
        title: 'Delivery',
        location: { pageId: 'order-detail', column: 'main', position: { blockId: 'custom-fields', order: 'replace' } },
        component: ({ context }) => <OrderDeliveryBlock entity={context.entity} />,
    },
    {
        id: 'tuah-order-money-summary',
        title: 'What the shopper sees',
        location: { pageId: 'order-detail', column: 'main', position: { blockId: 'order-table', order: 'after' } },
        component: ({ context }) => <OrderMoneySummaryBlock orderId={context.entity?.id} />,
        requiresPermission: 'ReadOrder',
    },
    {
        id: 'tuah-order-engagement',
        title: 'Tickets, blind boxes and prizes',
        location: { pageId: 'order-detail', column: 'main', position: { blockId: 'order-table', order: 'after' } },
        component: ({ context }) => <OrderEngagementBlock orderId={context.entity?.id} />,
        requiresPermission: 'ReadOrder',
    },
];
