import { api, Page, PageBlock, PageLayout, PageTitle, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, usePermissions } from '@vendure/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { apiErrorMessage, formatTime, Pager } from '../common/format';
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
        queryFn: () => api.query(SENT_NOTIFICATIONS, { skip, take: PAGE_SIZE }) as Promise<{ sentNotifications: { items: SentNotification[]; totalItems: number } }>,
        enabled: canRead,
        placeholderData: keepPreviousData,
    });
    if (!canRead) return <NoPermission title="Sent notifications" permission="ReadMarketing" />;
    const items = list.data?.sentNotifications.items ?? [];
    return (
        <Page pageId="tuah-sent-notifications">
            <PageTitle>Sent notifications</PageTitle>
            <PageLayout>
                <PageBlock column="full" blockId="tuah-sent-list" title="Notifications sent" description="Newest first: notices sent from Notify customers and the shop's own messages.">
                    {list.error ? (
                        <p role="alert">Could not load the notifications: {apiErrorMessage(list.error)}</p>
                    ) : list.isPending ? (
                        <p>Loading notifications…</p>
                    ) : items.length === 0 ? (
                        <p>No notification has been sent yet.</p>
                    ) : (
                        <Table aria-label="Notifications sent">
                            <TableHeader>
                                <TableRow>
                                    <TableHead>Sent</TableHead>
                                    <TableHead>Kind</TableHead>
                                    <TableHead>Title (English / Malay)</TableHead>
                                    <TableHead>Audience</TableHead>
                                    <TableHead className="text-right">Customers</TableHead>
                                </TableRow>
                            </TableHeader>
                            <TableBody>
                                {items.map(s => (
                                    <TableRow key={s.id}>
                                        <TableCell>{formatTime(s.createdAt)}</TableCell>
                                        <TableCell className="font-mono text-sm">{s.tag}</TableCell>
                                        <TableCell>
                                            {s.titleEn}
                                            <div className="text-sm text-muted-foreground" lang="ms">
                                                {s.titleMs}
                                            </div>
                                        </TableCell>
                                        <TableCell>{audience(s)}</TableCell>
                                        <TableCell className="text-right">{s.recipients.toLocaleString('en')}</TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    )}
                    {list.data && <Pager label="Sent notifications" skip={skip} take={PAGE_SIZE} total={list.data.sentNotifications.totalItems} onChange={setSkip} />}
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
