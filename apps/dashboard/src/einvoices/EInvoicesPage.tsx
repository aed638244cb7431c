import { Badge, Button, FullWidthPageBlock, Input, Label, Page, PageLayout, PageTitle, usePermissions } from '@vendure/dashboard';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { FilterSelect } from '../common/filter-select';
import { apiErrorMessage, formatMoney, formatTime, Pager } from '../common/format';
import { ListTable } from '../common/list-page';
import { NeedsPermission } from '../common/permissions';
import {
    cancelDocument,
    DOCUMENTS_PER_PAGE,
    fetchDocuments,
    KIND_WORDS,
    retryDocument,
    STATUS_WORDS,
    type DocumentFilter,
    type EInvoiceDocumentRow,
    type EInvoiceStatus,
} from './api';

/**
 * E-invoice documents (docs/einvoice.md): every document submitted to MyInvois with its state and
 * validation errors, filtered by status, kind and month; pending and invalid ones can be retried,
 * valid ones cancelled within 72 hours.
 */
export function EInvoicesPage() {
    const [filter, setFilter] = useState<DocumentFilter>({ status: null, kind: null, month: '' });
    const [page, setPage] = useState(0);
    const change = (next: Partial<DocumentFilter>) => {
        setFilter(f => ({ ...f, ...next }));
        setPage(0);
    };
    return (
        <NeedsPermission permission="ReadEInvoice" title="E-invoices">
            <Page pageId="tuah-einvoices">
                <PageTitle>E-invoices</PageTitle>
                <PageLayout>
                    <FullWidthPageBlock blockId="tuah-einvoices-list">
                        <div className="mb-3 flex flex-wrap items-end gap-4" role="group" aria-label="Filters">
                            <FilterSelect
                                id="einvoice-status"
                                label="Status"
                                all="All"
                                words={STATUS_WORDS}
                                value={filter.status}
                                onChange={status => change({ status })}
                            />
                            <FilterSelect
                                id="einvoice-kind"
                                label="Kind"
                                all="All"
                                words={KIND_WORDS}
                                value={filter.kind}
                                onChange={kind => change({ kind })}
                            />
                            <div className="grid gap-1">
                                <Label htmlFor="einvoice-month">Month</Label>
                                <Input
                                    id="einvoice-month"
                                    type="month"
                                    className="w-40"
                                    value={filter.month}
                                    onChange={e => change({ month: e.target.value })}
                                />
                            </div>
                        </div>
                        <DocumentTable filter={filter} page={page} setPage={setPage} />
                    </FullWidthPageBlock>
                </PageLayout>
            </Page>
        </NeedsPermission>
    );
}

function DocumentTable({ filter, page, setPage }: { filter: DocumentFilter; page: number; setPage: (page: number) => void }) {
    const { data, isPending, error } = useQuery({
        queryKey: ['tuah', 'eInvoiceDocuments', filter, page],
        queryFn: () => fetchDocuments(filter, page),
        placeholderData: keepPreviousData,
    });
    const rows = data?.eInvoiceDocuments.items ?? [];
    const total = data?.eInvoiceDocuments.totalItems ?? 0;
    return (
        <>
            <ListTable
                label="E-invoice documents"
                what="e-invoice documents"
                error={error}
                isPending={isPending}
                rows={rows}
                rowKey={row => row.id}
                empty="No e-invoice documents match."
                columns={[
                    { header: 'Number', className: 'font-mono text-xs', cell: row => row.number },
                    { header: 'Kind', cell: row => `${KIND_WORDS[row.kind] ?? row.kind} (${row.typeCode})` },
                    { header: 'Order', className: 'font-mono text-xs', cell: row => row.orderCode ?? '' },
                    { header: 'Month', cell: row => row.month },
                    { header: 'Total', numeric: true, cell: row => formatMoney(row.total) },
                    {
                        header: 'Status',
                        cell: row => (
                            <Badge variant={row.status === 'INVALID' ? 'destructive' : row.status === 'VALID' ? 'default' : 'secondary'}>
                                {STATUS_WORDS[row.status] ?? row.status}
                            </Badge>
                        ),
                    },
                    { header: 'Details', cell: row => <Details row={row} /> },
                    { header: 'Actions', cell: row => <Actions row={row} /> },
                ]}
            />
            {!error && rows.length > 0 && (
                <Pager
                    label="E-invoice documents"
                    skip={page * DOCUMENTS_PER_PAGE}
                    take={DOCUMENTS_PER_PAGE}
                    total={total}
                    onChange={skip => setPage(skip / DOCUMENTS_PER_PAGE)}
                />
            )}
        </>
    );
}

/** The validation link, a note's original, and MyInvois's errors (or why the last attempt failed). */
function Details({ row }: { row: EInvoiceDocumentRow }) {
    return (
        <div className="flex max-w-xs flex-col gap-1 text-xs whitespace-normal">
            {row.validationUrl && (
                <a href={row.validationUrl} target="_blank" rel="noreferrer" className="underline">
                    Validation link
                </a>
            )}
            {row.referenceNumber && <span>Refers to {row.referenceNumber}</span>}
            {row.status === 'PENDING' && row.nextAttemptAt && (
                <span>
                    Attempt {row.attempts}; next {formatTime(row.nextAttemptAt)}
                </span>
            )}
            {row.errors.length > 0 && (
                <ul className="list-disc pl-4 text-destructive">
                    {row.errors.map((e, i) => (
                        <li key={i}>
                            <span className="font-mono">{e.code}</span>: {e.message}
                        </li>
                    ))}
                </ul>
            )}
        </div>
    );
}

function Actions({ row }: { row: EInvoiceDocumentRow }) {
    const { hasPermissions } = usePermissions();
    const queryClient = useQueryClient();
    const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
    const done = (result: { __typename: string; message?: string; status?: string }) => {
        setAnswer(
            result.__typename === 'EInvoiceDocument'
                ? { ok: true, text: STATUS_WORDS[result.status as EInvoiceStatus] ?? '' }
                : { ok: false, text: result.message ?? '' },
        );
        void queryClient.invalidateQueries({ queryKey: ['tuah', 'eInvoiceDocuments'] });
    };
    const failed = (err: unknown) => setAnswer({ ok: false, text: `The action failed: ${apiErrorMessage(err)}` });
    const retry = useMutation({
        mutationFn: () => retryDocument(row.id),
        onMutate: () => setAnswer(null),
        onSuccess: r => done(r.retryEInvoiceDocument),
        onError: failed,
    });
    const cancel = useMutation({
        mutationFn: () => cancelDocument(row.id, 'Cancelled by the shop'),
        onMutate: () => setAnswer(null),
        onSuccess: r => done(r.cancelEInvoiceDocument),
        onError: failed,
    });
    if (!hasPermissions(['ManageEInvoice'])) return null;
    const retryable = row.status === 'PENDING' || row.status === 'SUBMITTED' || row.status === 'INVALID';
    return (
        <div className="flex flex-col gap-1">
            {retryable && (
                <Button type="button" size="sm" variant="outline" onClick={() => retry.mutate()} disabled={retry.isPending}>
                    {retry.isPending ? 'Submitting…' : row.status === 'INVALID' ? 'Rebuild and submit' : 'Submit now'}
                </Button>
            )}
            {row.status === 'VALID' && (
                <Button type="button" size="sm" variant="destructive" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
                    {cancel.isPending ? 'Cancelling…' : 'Cancel at MyInvois'}
                </Button>
            )}
            {answer && (
                <p role={answer.ok ? 'status' : 'alert'} className={answer.ok ? 'text-sm' : 'text-sm text-destructive'}>
                    {answer.text}
                </p>
            )}
        </div>
    );
}
