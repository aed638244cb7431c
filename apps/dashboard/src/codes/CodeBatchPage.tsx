import {
    Badge,
    Button,
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
} from '@vendure/dashboard';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import { downloadBatchFile, fetchBatchCodes } from './api';
import { NeedsPermission } from '../common/permissions';
import { formatTime } from '../common/format';

/** One batch's codes, each redeemed or not, by whom and when; the batch as CSV or as a printable sheet. */
export function CodeBatchPage({ batch }: { batch: string }) {
    return (
        <NeedsPermission permission="ReadCode" title="Code batch">
            <BatchCodes batch={batch} />
        </NeedsPermission>
    );
}

function BatchCodes({ batch }: { batch: string }) {
    const { data, isPending, error } = useQuery({
        queryKey: ['tuah', 'codeBatches', 'codes', batch],
        queryFn: () => fetchBatchCodes(batch),
    });
    const download = useMutation({ mutationFn: (format: 'csv' | 'pdf') => downloadBatchFile(batch, format) });
    const codes = data?.codeBatch.items ?? [];
    const redeemed = codes.filter(c => c.redeemedAt).length;
    return (
        <Page pageId="tuah-code-batch">
            <PageTitle>Code batch {batch}</PageTitle>
            <PageActionBar>
                <Link to="/tuah/codes" className={buttonVariants({ variant: 'outline' })}>
                    All batches
                </Link>
                <Button variant="outline" disabled={download.isPending || !codes.length} onClick={() => download.mutate('csv')}>
                    Download CSV
                </Button>
                <Button disabled={download.isPending || !codes.length} onClick={() => download.mutate('pdf')}>
                    Print coupons (PDF)
                </Button>
            </PageActionBar>
            <PageLayout>
                <FullWidthPageBlock blockId="tuah-code-batch-codes">
                    {download.error && (
                        <p role="alert" className="text-destructive mb-3">
                            {download.error.message}
                        </p>
                    )}
                    {error ? (
                        <p role="alert">Could not load the batch: {error.message}</p>
                    ) : isPending ? (
                        <p>Loading the codes…</p>
                    ) : codes.length === 0 ? (
                        <p role="alert">
                            There is no batch "{batch}".{' '}
                            <Link to="/tuah/codes" className="underline">
                                Back to the code batches
                            </Link>
                        </p>
                    ) : (
                        <>
                            <p className="mb-3">
                                {codes.length.toLocaleString('en')} codes, {redeemed.toLocaleString('en')} redeemed.
                            </p>
                            <Table aria-label="Codes of the batch">
                                <TableHeader>
                                    <TableRow>
                                        <TableHead>Code</TableHead>
                                        <TableHead>Status</TableHead>
                                        <TableHead>Redeemed by</TableHead>
                                        <TableHead>Redeemed at</TableHead>
                                    </TableRow>
                                </TableHeader>
                                <TableBody>
                                    {codes.map(c => (
                                        <TableRow key={c.id}>
                                            <TableCell className="font-mono">{c.printed}</TableCell>
                                            <TableCell>
                                                <Badge variant={c.redeemedAt ? 'default' : 'secondary'}>{c.redeemedAt ? 'Redeemed' : 'Not redeemed'}</Badge>
                                            </TableCell>
                                            <TableCell>
                                                {c.redeemedBy
                                                    ? `${c.redeemedBy.firstName} ${c.redeemedBy.lastName}`.trim()
                                                    : c.redeemedAt
                                                      ? 'A deleted customer'
                                                      : ''}
                                            </TableCell>
                                            <TableCell>{c.redeemedAt ? <time dateTime={c.redeemedAt}>{formatTime(c.redeemedAt)}</time> : ''}</TableCell>
                                        </TableRow>
                                    ))}
                                </TableBody>
                            </Table>
                        </>
                    )}
                </FullWidthPageBlock>
            </PageLayout>
        </Page>
    );
}
