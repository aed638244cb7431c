import { Badge, Button, FullWidthPageBlock, Input, Page, PageLayout, PageTitle, usePermissions } from '@vendure/dashboard';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { apiErrorMessage, formatTime, Pager } from '../common/format';
import { ListTable } from '../common/list-page';
import { NeedsPermission } from '../common/permissions';
import {
    fetchTransactions,
    money,
    OUTCOME_WORDS,
    refundTransaction,
    TRANSACTIONS_PER_PAGE,
    type GatewayPaymentOutcome,
    type GatewayTransactionRow,
} from './api';

/**
 * Payments needing attention (docs/payments.md): money the gateway took that the shop refused
 * (TO_REFUND), each with its refund action, and every gateway transaction below.
 */
export function PaymentsPage() {
    return (
        <NeedsPermission permission="ReadGatewayPayment" title="Payments needing attention">
            <Page pageId="tuah-payments">
                <PageTitle>Payments needing attention</PageTitle>
                <PageLayout>
                    <FullWidthPageBlock blockId="tuah-payments-to-refund">
                        <h2 className="mb-2 text-lg font-semibold">To refund</h2>
                        <TransactionTable outcome="TO_REFUND" empty="Nothing to refund: every payment the gateway reported was taken by its order." />
                    </FullWidthPageBlock>
                    <FullWidthPageBlock blockId="tuah-payments-all">
                        <h2 className="mb-2 text-lg font-semibold">All gateway transactions</h2>
                        <TransactionTable outcome={null} empty="No gateway transactions yet." />
                    </FullWidthPageBlock>
                </PageLayout>
            </Page>
        </NeedsPermission>
    );
}

function TransactionTable({ outcome, empty }: { outcome: GatewayPaymentOutcome | null; empty: string }) {
    const [page, setPage] = useState(0);
    const { data, isPending, error } = useQuery({
        queryKey: ['tuah', 'gatewayTransactions', outcome, page],
        queryFn: () => fetchTransactions(outcome, page),
        placeholderData: keepPreviousData,
    });
    const rows = data?.gatewayTransactions.items ?? [];
    const total = data?.gatewayTransactions.totalItems ?? 0;
    const label = outcome === 'TO_REFUND' ? 'Payments to refund' : 'Gateway transactions';
    return (
        <>
            <ListTable
                label={label}
                what="payments"
                error={error}
                isPending={isPending}
                rows={rows}
                rowKey={row => row.transId}
                empty={empty}
                columns={[
                    { header: 'Transaction', className: 'font-mono text-xs', cell: row => row.transId },
                    { header: 'Order', className: 'font-mono text-xs', cell: row => row.orderCode },
                    { header: 'Amount', numeric: true, cell: row => money(row.amount) },
                    {
                        header: 'Outcome',
                        cell: row => (
                            <Badge variant={row.outcome === 'TO_REFUND' ? 'destructive' : 'secondary'}>{OUTCOME_WORDS[row.outcome] ?? row.outcome}</Badge>
                        ),
                    },
                    { header: 'Reason', cell: row => row.reason ?? '' },
                    { header: 'Reported', cell: row => formatTime(row.createdAt) },
                    {
                        header: 'Refund',
                        cell: row =>
                            row.outcome === 'TO_REFUND' ? (
                                <RefundAction row={row} />
                            ) : row.refundReference ? (
                                `${row.refundReference} (${formatTime(row.refundedAt)})`
                            ) : (
                                ''
                            ),
                    },
                ]}
            />
            {!error && rows.length > 0 && (
                <Pager
                    label={label}
                    skip={page * TRANSACTIONS_PER_PAGE}
                    take={TRANSACTIONS_PER_PAGE}
                    total={total}
                    onChange={skip => setPage(skip / TRANSACTIONS_PER_PAGE)}
                />
            )}
        </>
    );
}

/** Refund once; live iPay88 needs the merchant portal's refund reference (the server says so). */
function RefundAction({ row }: { row: GatewayTransactionRow }) {
    const { hasPermissions } = usePermissions();
    const queryClient = useQueryClient();
    const [reference, setReference] = useState('');
    const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
    const refund = useMutation({
        mutationFn: () => refundTransaction(row.transId, reference.trim()),
        onMutate: () => setAnswer(null),
        onSuccess: ({ refundGatewayTransaction: result }) => {
            if (result.__typename === 'GatewayTransaction')
                setAnswer({
                    ok: true,
                    text: `Refunded (${result.refundReference ?? 'no reference'})`,
                });
            else setAnswer({ ok: false, text: result.message });
            void queryClient.invalidateQueries({
                queryKey: ['tuah', 'gatewayTransactions'],
            });
        },
        onError: err =>
            setAnswer({
                ok: false,
                text: `The refund failed: ${apiErrorMessage(err)}`,
            }),
    });
    if (!hasPermissions(['UpdateGatewayPayment'])) return <span>Needs UpdateGatewayPayment</span>;
    return (
        <div className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
                <Input
                    aria-label={`Refund reference for ${row.transId} (optional with the local gateway)`}
                    placeholder="Refund reference"
                    value={reference}
                    maxLength={128}
                    onChange={e => setReference(e.target.value)}
                    className="h-8 w-32"
                />
                <Button type="button" size="sm" onClick={() => refund.mutate()} disabled={refund.isPending}>
                    {refund.isPending ? 'Refunding…' : `Refund ${money(row.amount)}`}
                </Button>
            </div>
            {answer && (
                <p role={answer.ok ? 'status' : 'alert'} className={answer.ok ? 'text-sm' : 'text-sm text-destructive'}>
                    {answer.text}
                </p>
            )}
        </div>
    );
}
