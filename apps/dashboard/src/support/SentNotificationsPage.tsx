import { api, Page, PageBlock, PageLayout, PageTitle, usePermissions } from '@vendure/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { formatTime, Pager } from '../common/format';
import { ListTable } from '../common/list-page';
import { NoPermission } from '../common/permissions';
import { type SentNotification, SENT_NOTIFICATIONS } from './api';

const PAGE_SIZE = 20;

function audience(s: SentNotification): string {
    switch (s.audience) {
        case 'ALL':
            return 'All customers';
        case 'CAMPAIGN_HOLDERS':
            return `Ticket holders of ${s.campaignName ?? `campaign ${s.campaignId}`}`;
        case 'ONE':
            return 'One customer';
        default:
            return s.campaignName ? `Customers of ${s.campaignName}` : 'Customers';
    }
}

/**
 * Tuah → Sent notifications (admin `sentNotifications`, ReadMarketing): every sending, newest first —
 * operators' notices and the shop's own (tickets issued, draws, orders, reminders) — with its
 * audience and how many customers got it.
 */
export function SentNotificationsPage() {
    const { hasPermissions } = usePermissions();
    const canRead = hasPermissions(['ReadMarketing']);
    const [skip, setSkip] = useState(0);
    const list = useQuery({
        queryKey: ['tuah', 'support', 'sent', skip],
        queryFn: () => api.query(SENT_NOTIFICATIONS, { skip, take: PAGE_SIZE }),
        enabled: canRead,
        placeholderData: keepPreviousData,
    });
    if (!canRead) return <NoPermission title="Sent notifications" permission="ReadMarketing" />;
    const items = list.data?.sentNotifications.items ?? [];
    return (
        <Page pageId="tuah-sent-notifications">
            <PageTitle>Sent notifications</PageTitle>
            <PageLayout>
                <PageBlock
                    column="full"
                    blockId="tuah-sent-list"
                    title="Notifications sent"
                    description="Newest first: notices sent from Notify customers and the shop's own messages."
                >
                    <ListTable
                        label="Notifications sent"
                        what="notifications"
                        error={list.error}
                        isPending={list.isPending}
                        rows={items}
                        rowKey={s => s.id}
                        empty="No notification has been sent yet."
                        columns={[
                            { header: 'Sent', cell: s => formatTime(s.createdAt) },
                            { header: 'Kind', className: 'font-mono text-sm', cell: s => s.tag },
                            {
                                header: 'Title (English / Malay)',
                                cell: s => (
                                    <>
                                        {s.titleEn}
                                        <div className="text-sm text-muted-foreground" lang="ms">
                                            {s.titleMs}
                                        </div>
                                    </>
                                ),
                            },
                            { header: 'Audience', cell: audience },
                            { header: 'Customers', numeric: true, cell: s => s.recipients.toLocaleString('en') },
                        ]}
                    />
                    {list.data && (
                        <Pager label="Sent notifications" skip={skip} take={PAGE_SIZE} total={list.data.sentNotifications.totalItems} onChange={setSkip} />
                    )}
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
