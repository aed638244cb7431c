import { api, usePermissions } from '@vendure/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { Pager } from '../common/format';
import { ListPage, ListTable } from '../common/list-page';
import { NoPermission } from '../common/permissions';
import { type CampaignPlayRow, FREE_ENTRY_COUNTS, PLAY_CAMPAIGNS, PLAY_PAGE_SIZE, PLAY_REFUSAL_COUNTS, PLAY_TOTALS } from './api';

/**
 * Tuah → Responsible play (ReadCampaign and ReadCode): per campaign, how many shoppers asked for a
 * free entry and how many used it, and (with ReadCustomer) how many a spending limit and a
 * self-exclusion refused, with the shop-wide counts above; counts only, never who
 * (docs/responsible-play.md#operators).
 */
export function ResponsiblePlayPage() {
    const { hasPermissions } = usePermissions();
    const allowed = hasPermissions(['ReadCampaign']) && hasPermissions(['ReadCode']);
    const canReadShoppers = hasPermissions(['ReadCustomer']);
    const [skip, setSkip] = useState(0);
    const { data, isPending, error } = useQuery({
        queryKey: ['tuah', 'responsible-play', skip, canReadShoppers],
        queryFn: async () => {
            const { campaigns } = await api.query(PLAY_CAMPAIGNS, { options: { skip, take: PLAY_PAGE_SIZE, sort: { id: 'DESC' } } });
            const ids = campaigns.items.map(c => c.id);
            const [counts, refusals] = await Promise.all([
                ids.length ? api.query(FREE_ENTRY_COUNTS, { campaignIds: ids }).then(r => r.freeEntryCounts) : [],
                ids.length && canReadShoppers ? api.query(PLAY_REFUSAL_COUNTS, { campaignIds: ids }).then(r => r.playRefusalCounts) : null,
            ]);
            const rows: CampaignPlayRow[] = campaigns.items.map(c => {
                const count = counts.find(n => n.campaignId === c.id);
                const refused = refusals?.find(n => n.campaignId === c.id);
                return {
                    ...c,
                    freeEntriesRequested: count?.requested ?? 0,
                    freeEntriesRedeemed: count?.redeemed ?? 0,
                    limitsHit: refusals ? (refused?.limitsReached ?? 0) : null,
                    exclusions: refusals ? (refused?.selfExcluded ?? 0) : null,
                };
            });
            return { rows, totalItems: campaigns.totalItems };
        },
        enabled: allowed,
        placeholderData: keepPreviousData,
    });
    const totals = useQuery({
        queryKey: ['tuah', 'responsible-play', 'totals'],
        queryFn: () => api.query(PLAY_TOTALS, {}),
        enabled: allowed && canReadShoppers,
    });
    if (!allowed) return <NoPermission title="Responsible play" permission="ReadCampaign and ReadCode" />;
    const notYet = (n: number | null) => (n == null ? <span title="Needs the ReadCustomer permission">—</span> : n);
    const shopWide = totals.data?.responsiblePlayTotals;
    return (
        <ListPage pageId="tuah-responsible-play" title="Responsible play" blockId="tuah-responsible-play-table">
            <p className="text-sm text-muted-foreground mb-3">
                Per campaign, newest first: free entries asked for and used, and the shoppers a spending limit or a self-exclusion stopped when adding the
                campaign’s items or checking out (each shopper counted once per campaign). Counts only; a shopper’s own settings are on their support page.
            </p>
            {canReadShoppers && (
                <dl className="flex flex-wrap gap-x-8 gap-y-1 mb-4" aria-label="Shop-wide">
                    <div>
                        <dt className="text-sm text-muted-foreground">Shoppers self-excluded now</dt>
                        <dd className="text-2xl font-semibold">{shopWide ? shopWide.selfExcluded : '…'}</dd>
                    </div>
                    <div>
                        <dt className="text-sm text-muted-foreground">Shoppers with a spending limit</dt>
                        <dd className="text-2xl font-semibold">{shopWide ? shopWide.withLimits : '…'}</dd>
                    </div>
                </dl>
            )}
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
