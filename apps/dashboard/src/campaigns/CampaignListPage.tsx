import {
    api,
    Badge,
    FullWidthPageBlock,
    Page,
    PageLayout,
    PageTitle,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableHeader,
    TableRow,
} from '@vendure/dashboard';
import { useQuery } from '@tanstack/react-query';

/**
 * The admin API's `campaigns` (apps/server campaign plugin): it takes no list options yet, so this
 * page asks for the first page the server gives and shows it as a plain table (Vendure's ListPage
 * needs a query with `options`: paging, sorting and filters come with that query).
 */
const CAMPAIGNS = /* GraphQL */ `
    query TuahCampaigns {
        campaigns {
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
`;

interface CampaignRow {
    id: string;
    name: string;
    typStr: 'LUCKYDRAW' | 'BLINDBOX';
    state: 'ACTIVE' | 'ENDED';
    stage: string;
    issuedTicket: number;
    totalTicket: number;
    endDate: string;
}

const TYPE_LABEL: Record<CampaignRow['typStr'], string> = { LUCKYDRAW: 'Lucky draw', BLINDBOX: 'Blind box' };

export function CampaignListPage() {
    const { data, isPending, error } = useQuery({
        queryKey: ['tuah', 'campaigns'],
        queryFn: () => api.query(CAMPAIGNS) as Promise<{ campaigns: { items: CampaignRow[]; totalItems: number } }>,
    });
    const campaigns = data?.campaigns.items ?? [];
    return (
        <Page pageId="tuah-campaign-list">
            <PageTitle>Campaigns</PageTitle>
            <PageLayout>
                <FullWidthPageBlock blockId="tuah-campaign-table">
                    {error ? (
                        <p role="alert">Could not load the campaigns: {error.message}</p>
                    ) : isPending ? (
                        <p>Loading campaigns…</p>
                    ) : (
                        <Table aria-label="Campaigns">
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
                                        <TableCell className="font-medium">{c.name}</TableCell>
                                        <TableCell>{TYPE_LABEL[c.typStr] ?? c.typStr}</TableCell>
                                        <TableCell>
                                            <Badge variant={c.state === 'ACTIVE' ? 'default' : 'secondary'}>{c.state === 'ACTIVE' ? 'Active' : 'Ended'}</Badge>
                                        </TableCell>
                                        <TableCell>{c.stage}</TableCell>
                                        <TableCell className="text-right tabular-nums">
                                            {c.issuedTicket.toLocaleString('en')} / {c.totalTicket.toLocaleString('en')}
                                        </TableCell>
                                        <TableCell>
                                            <time dateTime={c.endDate}>{new Date(c.endDate).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}</time>
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    )}
                    {data && campaigns.length < data.campaigns.totalItems && (
                        <p className="text-sm text-muted-foreground mt-2">
                            Showing {campaigns.length} of {data.campaigns.totalItems} campaigns.
                        </p>
                    )}
                    {data && campaigns.length === 0 && <p>No campaigns yet.</p>}
                </FullWidthPageBlock>
            </PageLayout>
        </Page>
    );
}
