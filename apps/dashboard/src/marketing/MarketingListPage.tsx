import { api, Badge, buttonVariants, PermissionGuard, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, VendureImage } from '@vendure/dashboard';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import { formatTime } from '../common/format';
import { ListPage } from '../common/list-page';
import {
    ACTION_LABEL,
    campaignChoicesQuery,
    KIND_LABEL,
    KINDS,
    MARKETING_ITEMS,
    MarketingItem,
    POLICY_PAGES,
    scheduleState,
    STATE_LABEL,
    type ScheduleState,
} from './api';

const STATE_VARIANT: Record<ScheduleState, 'default' | 'secondary' | 'outline'> = {
    live: 'default',
    scheduled: 'outline',
    expired: 'secondary',
    off: 'secondary',
    'campaign-ended': 'secondary',
};

/** Home's marketing as the operator manages it: every item by kind, in its order, with its schedule and whether it shows now. */
export function MarketingListPage() {
    const { data, isPending, error } = useQuery({
        queryKey: ['tuah', 'marketing', 'items'],
        queryFn: () => api.query(MARKETING_ITEMS),
    });
    const items = data?.marketingItems.items ?? [];
    // Campaign names when the operator may read campaigns; their ids otherwise.
    const campaigns = useQuery(campaignChoicesQuery);
    const campaignName = (id: string | null) => campaigns.data?.campaigns.items.find(c => c.id === id)?.name ?? `campaign ${id}`;
    return (
        <ListPage
            pageId="tuah-marketing-list"
            title="Marketing"
            blockId="tuah-marketing-table"
            actions={
                <PermissionGuard requires={['CreateMarketing']}>
                    {/* A link (it opens a page), drawn as the dashboard's button. */}
                    <Link to="/tuah/marketing/new" className={buttonVariants()}>
                        New marketing item
                    </Link>
                </PermissionGuard>
            }
        >
            {error ? (
                <p role="alert">Could not load the marketing items: {error.message}</p>
            ) : isPending ? (
                <p>Loading marketing items…</p>
            ) : items.length === 0 ? (
                <p>No marketing items yet: Home shows only the shop's own lists.</p>
            ) : (
                <Table aria-label="Marketing items">
                    <TableHeader>
                        <TableRow>
                            <TableHead>Picture</TableHead>
                            <TableHead>Title</TableHead>
                            <TableHead>Kind</TableHead>
                            <TableHead className="text-right">Order</TableHead>
                            <TableHead>Shown from</TableHead>
                            <TableHead>Until</TableHead>
                            <TableHead>State</TableHead>
                            <TableHead>Opens</TableHead>
                        </TableRow>
                    </TableHeader>
                    <TableBody>
                        {KINDS.flatMap(kind => items.filter(item => item.kind === kind)).map(item => {
                            const state = scheduleState(item, campaigns.data?.campaigns.items);
                            return (
                                <TableRow key={item.id}>
                                    <TableCell>
                                        <VendureImage asset={item.asset} preset="tiny" alt="" className="h-10 w-10 rounded object-cover" />
                                    </TableCell>
                                    <TableCell className="font-medium whitespace-normal">
                                        <Link to="/tuah/marketing/$id" params={{ id: item.id }} className="hover:underline">
                                            {item.title}
                                        </Link>
                                    </TableCell>
                                    <TableCell>{KIND_LABEL[item.kind]}</TableCell>
                                    <TableCell className="text-right tabular-nums">{item.position}</TableCell>
                                    <TableCell>{item.startsAt ? <time dateTime={item.startsAt}>{formatTime(item.startsAt)}</time> : 'At once'}</TableCell>
                                    <TableCell>{item.endsAt ? <time dateTime={item.endsAt}>{formatTime(item.endsAt)}</time> : 'No end'}</TableCell>
                                    <TableCell>
                                        <Badge variant={STATE_VARIANT[state]}>{STATE_LABEL[state]}</Badge>
                                    </TableCell>
                                    <TableCell className="whitespace-normal">{actionSummary(item, campaignName)}</TableCell>
                                </TableRow>
                            );
                        })}
                    </TableBody>
                </Table>
            )}
        </ListPage>
    );
}

function actionSummary(item: Pick<MarketingItem, 'actionTyp' | 'actionVal'>, campaignName: (id: string | null) => string): string {
    if (item.actionTyp === 'NON') return ACTION_LABEL.NON;
    if (item.actionTyp === 'PG') return `Policy page: ${POLICY_PAGES.find(p => p.slug === item.actionVal)?.label ?? item.actionVal}`;
    if (item.actionTyp === 'CAM') return `Campaign: ${campaignName(item.actionVal)}`;
    if (item.actionTyp === 'URL') return item.actionVal ?? '';
    if (item.actionTyp === 'CAT') return `Category ${item.actionVal}`;
    return item.actionVal ? `Tickets of ${campaignName(item.actionVal)}` : 'Tickets';
}
