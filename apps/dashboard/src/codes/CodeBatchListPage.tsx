import {
    Badge,
    buttonVariants,
    FullWidthPageBlock,
    Page,
    PageActionBar,
    PageLayout,
    PageTitle,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableHeader,
    TableRow,
    usePermissions,
} from '@vendure/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { BATCHES_PER_PAGE, fetchBatches, grantText } from './api';
import { NeedsPermission } from '../common/permissions';
import { formatTime, Pager } from '../common/format';

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
        <Page pageId="tuah-code-batches">
            <PageTitle>Code batches</PageTitle>
            <PageActionBar>
                {hasPermissions(['CreateCode']) && (
                    <Link to="/tuah/codes/new" className={buttonVariants()}>
                        New batch
                    </Link>
                )}
            </PageActionBar>
            <PageLayout>
                <FullWidthPageBlock blockId="tuah-code-batch-table">
                    {error ? (
                        <p role="alert">Could not load the code batches: {error.message}</p>
                    ) : isPending ? (
                        <p>Loading code batches…</p>
                    ) : batches.length === 0 ? (
                        <p>No code batches yet.</p>
                    ) : (
                        <Table aria-label="Code batches">
                            <TableHeader>
                                <TableRow>
                                    <TableHead>Batch</TableHead>
                                    <TableHead>Campaign</TableHead>
                                    <TableHead>Grants</TableHead>
                                    <TableHead>Kind</TableHead>
                                    <TableHead className="text-right">Codes</TableHead>
                                    <TableHead className="text-right">Redeemed</TableHead>
                                    <TableHead>Expires</TableHead>
                                    <TableHead>Created</TableHead>
                                </TableRow>
                            </TableHeader>
                            <TableBody>
                                {batches.map(b => (
                                    <TableRow key={b.batch}>
                                        <TableCell className="font-medium">
                                            <Link to="/tuah/codes/$batch" params={{ batch: b.batch }} className="underline">
                                                {b.batch}
                                            </Link>
                                        </TableCell>
                                        <TableCell>{b.campaign.name}</TableCell>
                                        <TableCell>{grantText(b)}</TableCell>
                                        <TableCell>
                                            <Badge variant="secondary">{b.kind === 'OFFLINE' ? 'Printed coupons' : 'Online codes'}</Badge>
                                        </TableCell>
                                        <TableCell className="text-right tabular-nums">{b.total.toLocaleString('en')}</TableCell>
                                        <TableCell className="text-right tabular-nums">{b.redeemed.toLocaleString('en')}</TableCell>
                                        <TableCell>{b.expiresAt ? formatTime(b.expiresAt) : 'Never'}</TableCell>
                                        <TableCell>{formatTime(b.createdAt)}</TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    )}
                    <Pager label="Code batches" skip={page * BATCHES_PER_PAGE} take={BATCHES_PER_PAGE} total={total} onChange={skip => setPage(skip / BATCHES_PER_PAGE)} />
                </FullWidthPageBlock>
            </PageLayout>
        </Page>
    );
}
