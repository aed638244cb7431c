import {
    FullWidthPageBlock,
    Page,
    PageActionBar,
    PageActionBarRight,
    PageLayout,
    PageTitle,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableHeader,
    TableRow,
} from '@vendure/dashboard';
import type { Key, ReactNode } from 'react';

import { apiErrorMessage } from './format';

/**
 * A list screen's frame, as every Tuah list has it: the title, the actions on the right of the bar
 * (a "New …" button), and one full-width block holding the filters, the table and its pager.
 */
export function ListPage({
    pageId,
    title,
    blockId,
    actions,
    children,
}: {
    pageId: string;
    title: string;
    blockId: string;
    actions?: ReactNode;
    children: ReactNode;
}) {
    return (
        <Page pageId={pageId}>
            <PageTitle>{title}</PageTitle>
            {actions && (
                <PageActionBar>
                    <PageActionBarRight>{actions}</PageActionBarRight>
                </PageActionBar>
            )}
            <PageLayout>
                <FullWidthPageBlock blockId={blockId}>{children}</FullWidthPageBlock>
            </PageLayout>
        </Page>
    );
}

/** One column of a list: its heading and what each row shows in it (`numeric`: right-aligned figures). */
export interface ListColumn<Row> {
    header: ReactNode;
    cell: (row: Row) => ReactNode;
    numeric?: boolean;
    className?: string;
}

/**
 * A list from the server as every Tuah list screen shows it: why it could not load, that it is
 * loading, that there is nothing yet, or a table of its rows, one column a field.
 * `what` names the rows in the messages ("Could not load the draws", "Loading draws…"); rows already
 * at hand (parts of a loaded page) leave `error` and `isPending` out.
 */
export function ListTable<Row>({
    label,
    what,
    error,
    isPending,
    rows,
    rowKey,
    columns,
    empty,
    loading,
}: {
    label: string;
    what: string;
    error?: unknown;
    isPending?: boolean;
    rows: readonly Row[];
    rowKey: (row: Row) => Key;
    columns: ReadonlyArray<ListColumn<Row> | false>;
    empty: ReactNode;
    loading?: string;
}) {
    if (error)
        return (
            <p role="alert">
                Could not load the {what}: {apiErrorMessage(error)}
            </p>
        );
    if (isPending) return <p>{loading ?? `Loading ${what}…`}</p>;
    if (rows.length === 0) return <p>{empty}</p>;
    // `false` leaves a column out (one the operator may not use), so callers can write `allowed && {…}`.
    const shown = columns.filter((c): c is ListColumn<Row> => c !== false);
    const align = (c: ListColumn<Row>, extra?: string) => [c.numeric ? 'text-right tabular-nums' : '', extra ?? ''].join(' ').trim() || undefined;
    return (
        <Table aria-label={label}>
            <TableHeader>
                <TableRow>
                    {shown.map((c, i) => (
                        <TableHead key={i} className={c.numeric ? 'text-right' : undefined}>
                            {c.header}
                        </TableHead>
                    ))}
                </TableRow>
            </TableHeader>
            <TableBody>
                {rows.map(row => (
                    <TableRow key={rowKey(row)}>
                        {shown.map((c, i) => (
                            <TableCell key={i} className={align(c, c.className)}>
                                {c.cell(row)}
                            </TableCell>
                        ))}
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
}
