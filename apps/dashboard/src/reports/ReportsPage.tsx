import { api, Badge, Button, Input, Label, usePermissions } from '@vendure/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { apiErrorMessage, formatMoney } from '../common/format';
import { ListPage, ListTable } from '../common/list-page';
import { NoPermission } from '../common/permissions';
import { downloadExport, type ExportKind, ODDS_CHECKS, SALES_REPORT } from './api';

/** Today on the shop's calendar (Kuala Lumpur, UTC+8 all year), YYYY-MM-DD. */
function shopToday(): string {
    return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
}

const EXPORTS: Array<{ kind: ExportKind; label: string }> = [
    { kind: 'orders', label: 'Orders CSV' },
    { kind: 'payments', label: 'Payments CSV' },
    { kind: 'refunds', label: 'Refunds CSV' },
    { kind: 'einvoices', label: 'E-invoices CSV' },
];

const ODDS_STATUS: Record<string, { label: string; variant: 'destructive' | 'secondary' | 'outline' }> = {
    FLAGGED: { label: 'Flagged: p < 0.001', variant: 'destructive' },
    OK: { label: 'Fits the odds', variant: 'secondary' },
    NOT_ENOUGH_OPENINGS: { label: 'Not enough openings yet', variant: 'outline' },
};

/** Revenue per day as bars (plain SVG): each bar's height against the range's best day. */
function RevenueChart({ days, currencyCode }: { days: Array<{ date: string; revenue: number }>; currencyCode: string }) {
    const width = 720;
    const height = 160;
    const top = Math.max(1, ...days.map(d => d.revenue));
    const step = width / Math.max(1, days.length);
    const best = days.reduce((a, d) => (d.revenue > a.revenue ? d : a), days[0] ?? { date: '', revenue: 0 });
    return (
        <figure className="mb-6">
            <svg
                viewBox={`0 0 ${width} ${height + 20}`}
                className="w-full max-w-3xl h-48"
                role="img"
                aria-label={`Revenue per day, ${days[0]?.date ?? ''} to ${days[days.length - 1]?.date ?? ''}; best day ${best.date}: ${formatMoney(best.revenue, currencyCode)}`}
            >
                <line x1={0} y1={height} x2={width} y2={height} stroke="currentColor" strokeOpacity={0.3} />
                {days.map((d, i) => {
                    const h = (Math.max(0, d.revenue) / top) * (height - 4);
                    return (
                        <rect key={d.date} x={i * step + step * 0.15} y={height - h} width={step * 0.7} height={h} className="fill-primary">
                            <title>{`${d.date}: ${formatMoney(d.revenue, currencyCode)}`}</title>
                        </rect>
                    );
                })}
                <text x={0} y={height + 16} fontSize={12} fill="currentColor">
                    {days[0]?.date}
                </text>
                <text x={width} y={height + 16} fontSize={12} fill="currentColor" textAnchor="end">
                    {days[days.length - 1]?.date}
                </text>
            </svg>
            <figcaption className="text-sm text-muted-foreground">
                Revenue per day (orders' totals, tax included), highest {formatMoney(top, currencyCode)}
            </figcaption>
        </figure>
    );
}

/**
 * Tuah → Reports (docs/reports.md): for a range of Malaysian days, the orders, payments and refunds
 * CSV downloads (ExportOrders), the sales report per day with a revenue chart and per campaign, and
 * the blind-box odds check (ReadReports).
 */
export function ReportsPage() {
    const { hasPermissions } = usePermissions();
    const canRead = hasPermissions(['ReadReports']);
    const canExport = hasPermissions(['ExportOrders']);
    const today = shopToday();
    const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
    const [to, setTo] = useState(today);
    const [downloadError, setDownloadError] = useState<string | null>(null);
    const [downloading, setDownloading] = useState<ExportKind | null>(null);
    const report = useQuery({
        queryKey: ['tuah', 'reports', 'sales', from, to],
        queryFn: () => api.query(SALES_REPORT, { from, to }),
        enabled: canRead && !!from && !!to,
        placeholderData: keepPreviousData,
    });
    const odds = useQuery({
        queryKey: ['tuah', 'reports', 'odds'],
        queryFn: () => api.query(ODDS_CHECKS, { take: 50 }),
        enabled: canRead,
    });
    if (!canRead && !canExport) return <NoPermission title="Reports" permission="ReadReports or ExportOrders" />;
    const data = report.data?.salesReport;
    const currency = data?.currencyCode ?? 'MYR';
    const money = (amount: number) => formatMoney(amount, currency);

    const download = async (kind: ExportKind) => {
        setDownloadError(null);
        setDownloading(kind);
        try {
            await downloadExport(kind, from, to);
        } catch (e) {
            setDownloadError(e instanceof Error ? e.message : String(e));
        } finally {
            setDownloading(null);
        }
    };

    return (
        <ListPage pageId="tuah-reports" title="Reports" blockId="tuah-reports">
            <p className="text-sm text-muted-foreground mb-3">
                Sales, exports and the blind-box odds check for a range of days on the shop's calendar (Malaysian time). Amounts include tax.
            </p>
            <div className="flex flex-wrap items-end gap-4 mb-4" role="group" aria-label="Date range">
                <div className="grid gap-1">
                    <Label htmlFor="reports-from">From</Label>
                    <Input id="reports-from" type="date" value={from} max={to || undefined} onChange={e => setFrom(e.target.value)} />
                </div>
                <div className="grid gap-1">
                    <Label htmlFor="reports-to">To</Label>
                    <Input id="reports-to" type="date" value={to} min={from || undefined} onChange={e => setTo(e.target.value)} />
                </div>
                {canExport &&
                    EXPORTS.map(e => (
                        <Button
                            key={e.kind}
                            type="button"
                            variant="outline"
                            disabled={!from || !to || downloading !== null}
                            onClick={() => void download(e.kind)}
                        >
                            {downloading === e.kind ? 'Downloading…' : `Download ${e.label}`}
                        </Button>
                    ))}
            </div>
            {downloadError && (
                <p role="alert" className="text-sm text-destructive mb-4">
                    {downloadError}
                </p>
            )}

            {canRead && (
                <>
                    <h2 className="text-lg font-semibold mt-2 mb-2">Sales per day</h2>
                    {report.error && (
                        <p role="alert" className="text-sm text-destructive mb-4">
                            Could not load the sales report: {apiErrorMessage(report.error)}
                        </p>
                    )}
                    {data && (
                        <>
                            {data.to !== to && <p className="text-sm mb-2">A report covers at most 366 days: this one stops on {data.to}.</p>}
                            <dl className="grid grid-cols-2 md:grid-cols-5 gap-3 mb-4" aria-label="Totals">
                                {[
                                    ['Revenue', money(data.totals.revenue)],
                                    ['Orders', String(data.totals.orders)],
                                    ['Refunds', money(data.totals.refunds)],
                                    ['Tickets / boxes sold', `${data.totals.ticketsSold} / ${data.totals.boxesSold}`],
                                    ['Prizes awarded (cost)', `${data.totals.prizesAwarded} (${money(data.totals.prizeCost)})`],
                                ].map(([term, value]) => (
                                    <div key={term} className="rounded-md border p-3">
                                        <dt className="text-xs text-muted-foreground">{term}</dt>
                                        <dd className="text-lg font-semibold tabular-nums">{value}</dd>
                                    </div>
                                ))}
                            </dl>
                            <RevenueChart days={data.days} currencyCode={currency} />
                        </>
                    )}
                    <ListTable
                        label="Sales per day"
                        what="sales report"
                        loading="Loading the sales report…"
                        isPending={report.isPending}
                        rows={data?.days ?? []}
                        rowKey={d => d.date}
                        empty="No day in this range."
                        columns={[
                            { header: 'Day', className: 'whitespace-nowrap', cell: d => d.date },
                            { header: 'Orders', numeric: true, cell: d => d.orders },
                            { header: 'Sales', numeric: true, cell: d => money(d.sales) },
                            { header: 'Discounts', numeric: true, cell: d => money(d.discounts) },
                            { header: 'Delivery', numeric: true, cell: d => money(d.delivery) },
                            { header: 'Tax', numeric: true, cell: d => money(d.tax) },
                            { header: 'Revenue', numeric: true, cell: d => money(d.revenue) },
                            { header: 'Tickets', numeric: true, cell: d => d.ticketsSold },
                            { header: 'Boxes', numeric: true, cell: d => d.boxesSold },
                            { header: 'Prizes', numeric: true, cell: d => d.prizesAwarded },
                            { header: 'Prize cost', numeric: true, cell: d => money(d.prizeCost) },
                            { header: 'Refunds', numeric: true, cell: d => money(d.refunds) },
                        ]}
                    />

                    <h2 className="text-lg font-semibold mt-6 mb-2">Sales per campaign</h2>
                    <ListTable
                        label="Sales per campaign"
                        what="sales per campaign"
                        isPending={report.isPending}
                        rows={data?.campaigns ?? []}
                        rowKey={c => c.campaignId}
                        empty="No campaign sold or awarded anything in this range."
                        columns={[
                            {
                                header: 'Campaign',
                                cell: c => (
                                    <>
                                        <span className="font-medium">{c.name}</span> <span className="text-muted-foreground">{c.sId}</span>
                                    </>
                                ),
                            },
                            { header: 'Type', cell: c => (c.typStr === 'BLINDBOX' ? 'Blind box' : 'Lucky draw') },
                            { header: 'Orders', numeric: true, cell: c => c.orders },
                            { header: 'Items', numeric: true, cell: c => c.itemsSold },
                            { header: 'Sales', numeric: true, cell: c => money(c.sales) },
                            { header: 'Tickets', numeric: true, cell: c => c.ticketsSold },
                            { header: 'Boxes', numeric: true, cell: c => c.boxesSold },
                            { header: 'Prizes', numeric: true, cell: c => c.prizesAwarded },
                            { header: 'Prize cost', numeric: true, cell: c => money(c.prizeCost) },
                            { header: 'Refunds', numeric: true, cell: c => money(c.refunds) },
                        ]}
                    />

                    <h2 className="text-lg font-semibold mt-6 mb-2">Blind-box odds check</h2>
                    <p className="text-sm text-muted-foreground mb-2">
                        Every opened box's prize against the odds it was opened with (the published odds of the prizes still in stock), over each campaign's
                        whole sale. A chi-square p-value below 0.001 is flagged.
                    </p>
                    <ListTable
                        label="Blind-box odds check"
                        what="odds check"
                        loading="Loading the odds check…"
                        error={odds.error}
                        isPending={odds.isPending}
                        rows={odds.data?.oddsChecks.items ?? []}
                        rowKey={c => c.campaignId}
                        empty="No blind-box campaign yet."
                        columns={[
                            {
                                header: 'Campaign',
                                className: 'align-top',
                                cell: c => (
                                    <>
                                        <span className="font-medium">{c.name}</span> <span className="text-muted-foreground">{c.sId}</span>
                                    </>
                                ),
                            },
                            { header: 'Openings', numeric: true, className: 'align-top', cell: c => c.openings },
                            {
                                header: 'p-value',
                                numeric: true,
                                className: 'align-top',
                                cell: c => (c.pValue == null ? '—' : c.pValue < 0.0001 ? c.pValue.toExponential(1) : c.pValue.toFixed(4)),
                            },
                            {
                                header: 'Verdict',
                                className: 'align-top',
                                cell: c => {
                                    const s = ODDS_STATUS[c.status] ?? { label: c.status, variant: 'outline' as const };
                                    return <Badge variant={s.variant}>{s.label}</Badge>;
                                },
                            },
                            {
                                header: 'Prizes: awarded / expected (odds)',
                                className: 'align-top whitespace-normal',
                                cell: c => (
                                    <ul className="text-sm">
                                        {c.lines.map(l => (
                                            <li key={l.prizeLineId}>
                                                {l.prizeName}: {l.awarded} / {l.expected.toFixed(1)} ({l.rPercent} %)
                                            </li>
                                        ))}
                                    </ul>
                                ),
                            },
                        ]}
                    />
                </>
            )}
        </ListPage>
    );
}
