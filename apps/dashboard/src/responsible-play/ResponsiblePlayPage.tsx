import { api, usePermissions } from '@vendure/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { Pager } from '../common/format';
import { ListPage, ListTable } from '../common/list-page';
import { NoPermission } from '../common/permissions';
import { type CampaignPlayRow, FREE_ENTRY_COUNTS, PLAY_CAMPAIGNS, PLAY_PAGE_SIZE } from './api';

/**
 * Tuah → Responsible play (ReadCampaign and ReadCode): per campaign, how many shoppers asked for a
 * free entry and how many used it; counts only, never who (docs/responsible-play.md#operators).
 * The limits-hit and exclusion columns are the spending-limits work's slots: they show "—" until
 * its counts are joined in `rows` below.
 */
export function ResponsiblePlayPage() {
    const { hasPermissions } = usePermissions();
    const allowed = hasPermissions(['ReadCampaign']) && hasPermissions(['ReadCode']);
    const [skip, setSkip] = useState(0);
    const { data, isPending, error } = useQuery({
        queryKey: ['tuah', 'responsible-play', skip],
        queryFn: async () => {
            const { campaigns } = await api.query(PLAY_CAMPAIGNS, { options: { skip, take: PLAY_PAGE_SIZE, sort: { id: 'DESC' } } });
            const ids = campaigns.items.map(c => c.id);
            const counts = ids.length ? (await api.query(FREE_ENTRY_COUNTS, { campaignIds: ids })).freeEntryCounts : [];
            const rows: CampaignPlayRow[] = campaigns.items.map(c => {
                const count = counts.find(n => n.campaignId === c.id);
                return { ...c, freeEntriesRequested: count?.requested ?? 0, freeEntriesRedeemed: count?.redeemed ?? 0, limitsHit: null, exclusions: null };
            });
            return { rows, totalItems: campaigns.totalItems };
        },
        enabled: allowed,
        placeholderData: keepPreviousData,
    });
    if (!allowed) return <NoPermission title="Responsible play" permission="ReadCampaign and ReadCode" />;
    const notYet = (n: number | null) => (n == null ? <span title="Not recorded by this shop yet">—</span> : n);
    return (
        <ListPage pageId="tuah-responsible-play" title="Responsible play" blockId="tuah-responsible-play-table">
            <p className="text-sm text-muted-foreground mb-3">
                Per campaign, newest first: free entries asked for and used, spending limits reached and self-exclusions. Counts only; a shopper’s own settings
                are on their support page.
            </p>
            <ListTable
                label="Responsible play by campaign"
                what="campaigns"
                loading="Loading the campaigns…"
                error={error}
                isPending={isPending}
                rows={data?.rows ?? []}
                rowKey={r => r.id}
                empty="No campaign yet."
                columns={[
                    {
                        header: 'Campaign',
                        cell: r => (
                            <Link to="/tuah/campaigns/$id" params={{ id: r.id }} className="underline underline-offset-4">
                                {r.name} <span className="text-muted-foreground">#{r.sId}</span>
                            </Link>
                        ),
                    },
                    { header: 'Tickets sold', className: 'text-right', cell: r => `${r.issuedTicket} of ${r.totalTicket}` },
                    { header: 'Free entries asked', className: 'text-right', cell: r => r.freeEntriesRequested },
                    { header: 'Free entries used', className: 'text-right', cell: r => r.freeEntriesRedeemed },
                    { header: 'Limits reached', className: 'text-right', cell: r => notYet(r.limitsHit) },
                    { header: 'Self-exclusions', className: 'text-right', cell: r => notYet(r.exclusions) },
                ]}
            />
            {data && <Pager label="Campaigns" skip={skip} take={PLAY_PAGE_SIZE} total={data.totalItems} onChange={setSkip} />}
        </ListPage>
    );
}
