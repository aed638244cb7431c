import { api, Page, PageBlock, PageLayout, PageTitle, usePermissions } from '@vendure/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { formatAge, formatTime, Pager } from '../common/format';
import { ListTable } from '../common/list-page';
import { NoPermission } from '../common/permissions';
import { shopperName, UNCLAIMED_PRIZES } from './api';
import { RemindButton } from './RemindButton';

const PAGE_SIZE = 20;

/**
 * Tuah → Unclaimed prizes (admin `unclaimedPrizes`, ReadCustomer): won prizes the winner has not
 * taken to an order nor revealed, oldest first, with how long they have waited; "Send reminder"
 * (UpdateCustomer) notifies the winner, at most once in 24 hours per prize.
 */
export function UnclaimedPrizesPage() {
    const { hasPermissions } = usePermissions();
    const canRead = hasPermissions(['ReadCustomer']);
    const canRemind = hasPermissions(['UpdateCustomer']);
    const [skip, setSkip] = useState(0);
    const list = useQuery({
        queryKey: ['tuah', 'support', 'unclaimed', skip],
        queryFn: () => api.query(UNCLAIMED_PRIZES, { skip, take: PAGE_SIZE }),
        enabled: canRead,
        placeholderData: keepPreviousData,
    });
    if (!canRead) return <NoPermission title="Unclaimed prizes" permission="ReadCustomer" />;
    const items = list.data?.unclaimedPrizes.items ?? [];
    const now = Date.now();
    return (
        <Page pageId="tuah-unclaimed-prizes">
            <PageTitle>Unclaimed prizes</PageTitle>
            <PageLayout>
                <PageBlock
                    column="full"
                    blockId="tuah-unclaimed-list"
                    title="Won prizes not yet claimed"
                    description="Oldest first. A reminder is a notification to the winner in English and Malay, at most once in 24 hours per prize."
                >
                    {!canRemind && <p className="mb-2">You can look at this list; sending reminders needs the UpdateCustomer permission.</p>}
                    <ListTable
                        label="Won prizes not yet claimed"
                        what="prizes"
                        loading="Loading prizes…"
                        error={list.error}
                        isPending={list.isPending}
                        rows={items}
                        rowKey={p => p.id}
                        empty="Every won prize has been claimed."
                        columns={[
                            {
                                header: 'Prize',
                                className: 'font-medium',
                                cell: p => (
                                    <>
                                        {p.prizeName}
                                        <div className="text-sm text-muted-foreground">
                                            {p.pType === 'DIGITAL' ? 'Digital code' : 'Ships'}
                                            {p.fromBox ? ' · from a blind box' : ' · from a draw or code'}
                                        </div>
                                    </>
                                ),
                            },
                            {
                                header: 'Winner',
                                cell: p => (
                                    <>
                                        <Link to="/tuah/shoppers/$customerId" params={{ customerId: p.winner.id }} className="underline underline-offset-4">
                                            {shopperName(p.winner)}
                                        </Link>
                                        <div className="text-sm text-muted-foreground">{p.winner.phone ?? 'No verified phone'}</div>
                                    </>
                                ),
                            },
                            { header: 'Campaign', cell: p => p.campaignName },
                            {
                                header: 'Won',
                                cell: p => (
                                    <>
                                        {formatTime(p.wonAt)}
                                        <div className="text-sm text-muted-foreground">
                                            waiting {formatAge(Math.max(0, Math.floor((now - Date.parse(p.wonAt)) / 1000)))}
                                        </div>
                                    </>
                                ),
                            },
                            { header: 'Last reminder', cell: p => (p.remindedAt ? formatTime(p.remindedAt) : 'Never') },
                            canRemind && {
                                header: 'Remind',
                                cell: p => <RemindButton wonPrizeId={p.id} prizeName={p.prizeName} winner={shopperName(p.winner)} />,
                            },
                        ]}
                    />
                    {list.data && (
                        <Pager label="Unclaimed prizes" skip={skip} take={PAGE_SIZE} total={list.data.unclaimedPrizes.totalItems} onChange={setSkip} />
                    )}
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
