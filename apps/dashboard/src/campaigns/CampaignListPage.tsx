import { api, Badge, Button, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, usePermissions } from '@vendure/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { apiErrorMessage, formatTime, Pager } from '../common/format';
import { ListPage } from '../common/list-page';
import { NeedsPermission } from '../common/permissions';
import { graphql } from '../gql/graphql';
import { CAMPAIGN_PERMISSION, type CampaignState, type CampaignType, TYPE_LABEL } from './campaign-types';

/**
 * The admin API's `campaigns`: `state` as the shop's, Vendure's list options for the type filter
 * and the page (take 1..100, skip >= 0, clamped by the server), newest start first.
 */
const CAMPAIGNS = graphql(`
    query TuahCampaigns($state: CampaignState, $options: CampaignListOptions) {
        campaigns(state: $state, options: $options) {
            totalItems
            items {
                id
                name
                typStr
                state
                stage
                issuedTicket
                totalTicket
                endDate
            }
        }
    }
`);

const PAGE_SIZE = 20;

/** A row of toggle buttons choosing one value (or all): the list's filters. */
function FilterGroup<T extends string>({
    label,
    value,
    options,
    onChange,
}: {
    label: string;
    value: T | null;
    options: Array<[T | null, string]>;
    onChange: (v: T | null) => void;
}) {
    return (
        <div role="group" aria-label={label} className="flex items-center gap-1">
            <span className="text-sm text-muted-foreground mr-1">{label}:</span>
            {options.map(([v, text]) => (
                <Button key={text} type="button" size="sm" variant={value === v ? 'default' : 'outline'} aria-pressed={value === v} onClick={() => onChange(v)}>
                    {text}
                </Button>
            ))}
        </div>
    );
}

export function CampaignListPage() {
    return (
        <NeedsPermission permission={CAMPAIGN_PERMISSION.read} title="Campaigns">
            <CampaignList />
        </NeedsPermission>
    );
}

function CampaignList() {
    const { hasPermissions } = usePermissions();
    const [state, setState] = useState<CampaignState | null>(null);
    const [type, setType] = useState<CampaignType | null>(null);
    const [page, setPage] = useState(0);
    const { data, isPending, isFetching, error } = useQuery({
        queryKey: ['tuah', 'campaigns', { state, type, page }],
        queryFn: () =>
            api.query(CAMPAIGNS, {
                state,
                options: { skip: page * PAGE_SIZE, take: PAGE_SIZE, ...(type ? { filter: { typStr: { eq: type } } } : {}) },
            }),
        // The table stays while the next page or filter loads (no flash of "Loading").
        placeholderData: keepPreviousData,
    });
    const campaigns = data?.campaigns.items ?? [];
    const total = data?.campaigns.totalItems ?? 0;
    const filter =
        <T,>(set: (v: T) => void) =>
        (v: T) => {
            set(v);
            setPage(0);
        };
    return (
        <ListPage
            pageId="tuah-campaign-list"
            title="Campaigns"
            blockId="tuah-campaign-table"
            actions={hasPermissions([CAMPAIGN_PERMISSION.create]) && <Button render={<Link to="/tuah/campaigns/new" />}>New campaign</Button>}
        >
            <div className="flex flex-wrap gap-4 mb-4">
                <FilterGroup<CampaignType>
                    label="Type"
                    value={type}
                    onChange={filter(setType)}
                    options={[
                        [null, 'All types'],
                        ['LUCKYDRAW', 'Lucky draws'],
                        ['BLINDBOX', 'Blind boxes'],
                    ]}
                />
                <FilterGroup<CampaignState>
                    label="State"
                    value={state}
                    onChange={filter(setState)}
                    options={[
                        [null, 'Any state'],
                        ['ACTIVE', 'Active'],
                        ['ENDED', 'Ended'],
                    ]}
                />
            </div>
            {error ? (
                <p role="alert">Could not load the campaigns: {apiErrorMessage(error)}</p>
            ) : isPending ? (
                <p>Loading campaigns…</p>
            ) : (
                <Table aria-label="Campaigns" aria-busy={isFetching}>
                    <TableHeader>
                        <TableRow>
                            <TableHead>Campaign</TableHead>
                            <TableHead>Type</TableHead>
                            <TableHead>State</TableHead>
                            <TableHead>Stage</TableHead>
                            <TableHead className="text-right">Tickets sold / total</TableHead>
                            <TableHead>Ends</TableHead>
                        </TableRow>
                    </TableHeader>
                    <TableBody>
                        {campaigns.map(c => (
                            <TableRow key={c.id}>
                                <TableCell className="font-medium">
                                    <Link to="/tuah/campaigns/$id" params={{ id: c.id }} className="underline-offset-4 hover:underline">
                                        {c.name}
                                    </Link>
                                </TableCell>
                                <TableCell>{TYPE_LABEL[c.typStr] ?? c.typStr}</TableCell>
                                <TableCell>
                                    <Badge variant={c.state === 'ACTIVE' ? 'default' : 'secondary'}>{c.state === 'ACTIVE' ? 'Active' : 'Ended'}</Badge>
                                </TableCell>
                                <TableCell>{c.stage}</TableCell>
                                <TableCell className="text-right tabular-nums">
                                    {c.issuedTicket.toLocaleString('en')} / {c.totalTicket.toLocaleString('en')}
                                </TableCell>
                                <TableCell>
                                    <time dateTime={c.endDate}>{formatTime(c.endDate)}</time>
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            )}
            {data && campaigns.length === 0 && <p className="mt-2">No campaigns match these filters.</p>}
            <Pager label="Campaigns" skip={page * PAGE_SIZE} take={PAGE_SIZE} total={total} onChange={skip => setPage(skip / PAGE_SIZE)} />
        </ListPage>
    );
}
