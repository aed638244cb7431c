import { api, Badge, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@vendure/dashboard';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import { apiErrorMessage } from '../common/format';
import { ListPage } from '../common/list-page';
import { graphql } from '../gql/graphql';

/** prizeTables (ReadPrizeTable): the blind boxes, newest first, without needing the Campaign permissions. */
const PRIZE_TABLES = graphql(`
    query TuahPrizeTables {
        prizeTables(take: 100) {
            totalItems
            items {
                campaignId
                sId
                name
                state
                isCancelled
                sold
                lineCount
                totalPercent
                issuedTicket
                totalTicket
            }
        }
    }
`);

export function PrizeTableListPage() {
    const { data, isPending, error } = useQuery({
        queryKey: ['tuah', 'prize-tables'],
        queryFn: () => api.query(PRIZE_TABLES),
    });
    const tables = data?.prizeTables.items ?? [];
    return (
        <ListPage pageId="tuah-prize-table-list" title="Prize tables" blockId="tuah-prize-table-list">
            {error ? (
                <p role="alert">Could not load the blind boxes: {apiErrorMessage(error)}</p>
            ) : isPending ? (
                <p>Loading blind boxes…</p>
            ) : (
                <Table aria-label="Blind boxes and their prize tables">
                    <TableHeader>
                        <TableRow>
                            <TableHead>Blind box</TableHead>
                            <TableHead>State</TableHead>
                            <TableHead className="text-right">Prize lines</TableHead>
                            <TableHead className="text-right">Odds total</TableHead>
                            <TableHead className="text-right">Boxes sold / total</TableHead>
                        </TableRow>
                    </TableHeader>
                    <TableBody>
                        {tables.map(t => (
                            <TableRow key={t.campaignId}>
                                <TableCell className="font-medium">
                                    <Link to="/tuah/prize-tables/$campaignId" params={{ campaignId: t.campaignId }} className="underline">
                                        {t.name}
                                    </Link>{' '}
                                    <span className="text-muted-foreground text-xs">{t.sId}</span>
                                </TableCell>
                                <TableCell>
                                    <Badge variant={t.state === 'ACTIVE' && !t.isCancelled ? 'default' : 'secondary'}>
                                        {t.isCancelled ? 'Cancelled' : t.state === 'ACTIVE' ? 'Active' : 'Ended'}
                                    </Badge>
                                </TableCell>
                                <TableCell className="text-right tabular-nums">{t.lineCount}</TableCell>
                                <TableCell className="text-right tabular-nums">
                                    {t.lineCount === 0 ? 'No table yet' : t.totalPercent === 100 ? '100 %' : `${t.totalPercent} % (not 100 %)`}
                                </TableCell>
                                <TableCell className="text-right tabular-nums">
                                    {t.issuedTicket.toLocaleString('en')} / {t.totalTicket.toLocaleString('en')}
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            )}
            {data && tables.length < data.prizeTables.totalItems && (
                <p className="text-sm text-muted-foreground mt-2">
                    Showing the newest {tables.length} of {data.prizeTables.totalItems} blind boxes.
                </p>
            )}
            {data && tables.length === 0 && <p>No blind boxes yet: create a blind-box campaign first.</p>}
        </ListPage>
    );
}
