import { Badge, buttonVariants, usePermissions } from '@vendure/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { BATCHES_PER_PAGE, fetchBatches, grantText } from './api';
import { NeedsPermission } from '../common/permissions';
import { formatTime, Pager } from '../common/format';
import { ListPage, ListTable } from '../common/list-page';

/** Code batches, newest first, a page of 20 at a time, each opening its own page of codes. */
export function CodeBatchListPage() {
    return (
        <NeedsPermission permission="ReadCode" title="Code batches">
            <BatchList />
        </NeedsPermission>
    );
}

function BatchList() {
    const [page, setPage] = useState(0);
    const { hasPermissions } = usePermissions();
    const { data, isPending, error } = useQuery({
        queryKey: ['tuah', 'codeBatches', page],
        queryFn: () => fetchBatches(page),
        placeholderData: keepPreviousData,
    });
    const batches = data?.codeBatches.items ?? [];
    const total = data?.codeBatches.totalItems ?? 0;
    return (
        <ListPage
            pageId="tuah-code-batches"
            title="Code batches"
            blockId="tuah-code-batch-table"
            actions={
                hasPermissions(['CreateCode']) && (
                    <Link to="/tuah/codes/new" className={buttonVariants()}>
                        New batch
                    </Link>
                )
            }
        >
            <ListTable
                label="Code batches"
                what="code batches"
                error={error}
                isPending={isPending}
                rows={batches}
                rowKey={b => b.batch}
                empty="No code batches yet."
                columns={[
                    {
                        header: 'Batch',
                        className: 'font-medium',
                        cell: b => (
                            <Link to="/tuah/codes/$batch" params={{ batch: b.batch }} className="underline">
                                {b.batch}
                            </Link>
                        ),
                    },
                    { header: 'Campaign', cell: b => b.campaign.name },
                    { header: 'Grants', cell: grantText },
                    { header: 'Kind', cell: b => <Badge variant="secondary">{b.kind === 'OFFLINE' ? 'Printed coupons' : 'Online codes'}</Badge> },
                    { header: 'Codes', numeric: true, cell: b => b.total.toLocaleString('en') },
                    { header: 'Redeemed', numeric: true, cell: b => b.redeemed.toLocaleString('en') },
                    { header: 'Expires', cell: b => (b.expiresAt ? formatTime(b.expiresAt) : 'Never') },
                    { header: 'Created', cell: b => formatTime(b.createdAt) },
                ]}
            />
            <Pager
                label="Code batches"
                skip={page * BATCHES_PER_PAGE}
                take={BATCHES_PER_PAGE}
                total={total}
                onChange={skip => setPage(skip / BATCHES_PER_PAGE)}
            />
        </ListPage>
    );
}
