import type { DashboardPageBlockDefinition } from '@vendure/dashboard';
import { Link } from '@tanstack/react-router';

/**
 * On Vendure's customer page: a link to the shopper's support page (tickets, boxes, prizes, codes,
 * notifications), which Vendure's page does not show. Only for operators with ReadCustomer.
 */
export const supportPageBlocks: DashboardPageBlockDefinition[] = [
    {
        id: 'tuah-customer-support',
        title: 'Tuah',
        location: { pageId: 'customer-detail', column: 'side', position: { blockId: 'status', order: 'before' } },
        requiresPermission: ['ReadCustomer'],
        shouldRender: context => Boolean(context.entity?.id),
        component: ({ context }) => (
            <Link to="/tuah/shoppers/$customerId" params={{ customerId: String(context.entity.id) }} className="underline underline-offset-4">
                Tickets, boxes and prizes
            </Link>
        ),
    },
];
