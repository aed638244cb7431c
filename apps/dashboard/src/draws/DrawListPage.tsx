import { api, Badge, usePermissions } from '@vendure/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { formatAge, Pager } from '../common/format';
import { ListPage, ListTable } from '../common/list-page';
import { NoPermission } from '../common/permissions';
import { DRAWS, type Draw, drawsRefetchInterval } from './draw-api';

const PAGE_SIZE = 20;

/** The stage as the list shows it: a stuck draw stands out with its stage and how long it has been there. */
export function StageBadge({ draw }: { draw: Pick<Draw, 'stage' | 'stuck' | 'stageAgeSeconds'> }) {
    if (draw.stuck) {
        return (
            <span className="flex flex-wrap items-center gap-2">
                <Badge variant="destructive">Stuck</Badge>
                <span className="font-medium">
                    Stuck in {draw.stage} for {formatAge(draw.stageAgeSeconds)}
                </span>
            </span>
        );
    }
    return <Badge variant={draw.stage === 'ENDED' ? 'secondary' : 'default'}>{draw.stage}</Badge>;
}

/** Lucky draws past selling, newest first (admin API `draws`): stage, age, stuck flag, winner. */
export function DrawListPage() {
    const { hasPermissions } = usePermissions();
    const allowed = hasPermissions(['ReadCampaign']);
    const [skip, setSkip] = useState(0);
    const { data, isPending, error } = useQuery({
        queryKey: ['tuah', 'draws', skip],
        queryFn: () => api.query(DRAWS, { skip, take: PAGE_SIZE }),
        enabled: allowed,
        placeholderData: keepPreviousData,
        // Live: asks again while the screen is open (faster while a draw is under way).
        refetchInterval: query => drawsRefetchInterval(query.state.data?.draws.items),
    });
    if (!allowed) return <NoPermission title="Draws" permission="ReadCampaign" />;
    const draws = data?.draws.items ?? [];
    return (
        <ListPage pageId="tuah-draw-list" title="Draws" blockId="tuah-draw-table">
            <ListTable
                label="Draws"
                what="draws"
                error={error}
                isPending={isPending}
                rows={draws}
                rowKey={d => d.campaignId}
                empty="No draw has started yet: a lucky draw shows here once it stops selling."
                columns={[
                    {
                        header: 'Campaign',
                        className: 'font-medium',
                        cell: d => (
                            <>
                                <Link to="/tuah/draws/$campaignId" params={{ campaignId: d.campaignId }} className="underline underline-offset-4">
                                    {d.name}
                                </Link>{' '}
                                <span className="text-muted-foreground">({d.sId})</span>
                            </>
                        ),
                    },
                    { header: 'Stage', cell: d => <StageBadge draw={d} /> },
                    { header: 'In this stage for', cell: d => (d.stage === 'ENDED' ? 'Ended' : formatAge(d.stageAgeSeconds)) },
                    { header: 'Tickets', numeric: true, cell: d => d.ticketCount ?? '' },
                    {
                        header: 'Winner',
                        cell: d => (d.winnerName ? `${d.winnerName} (${d.winnerTicketId})` : d.stage === 'ENDED' ? 'No tickets: no winner' : 'Not drawn yet'),
                    },
                ]}
            />
            {data && <Pager label="Draws" skip={skip} take={PAGE_SIZE} total={data.draws.totalItems} onChange={setSkip} />}
        </ListPage>
    );
}
