import { api, Badge, Button, Input, Label, usePermissions } from '@vendure/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { FilterSelect } from '../common/filter-select';
import { formatTime, Pager } from '../common/format';
import { ListPage, ListTable } from '../common/list-page';
import { NoPermission } from '../common/permissions';
import { AREA_NAMES, AUDIT_ENTRIES, type AuditArea } from './api';

const PAGE_SIZE = 25;

/** A day typed in a date field (the operator's local day) as the first or last moment of it. */
function dayBound(day: string, end: boolean): string | undefined {
    if (!day) return undefined;
    const [y, m, d] = day.split('-').map(Number);
    return (end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d)).toISOString();
}

/**
 * Tuah → Audit trail (admin API `auditEntries`, permission ReadAuditTrail): who changed what and
 * when, newest first, filtered by area, administrator and days. Entries cannot be changed here or
 * anywhere (docs/audit.md).
 */
export function AuditTrailPage() {
    const { hasPermissions } = usePermissions();
    const allowed = hasPermissions(['ReadAuditTrail']);
    const [skip, setSkip] = useState(0);
    const [area, setArea] = useState<AuditArea | ''>('');
    const [administrator, setAdministrator] = useState<{ id: string; identifier: string } | null>(null);
    const [from, setFrom] = useState('');
    const [until, setUntil] = useState('');
    const options = {
        skip,
        take: PAGE_SIZE,
        area: area || undefined,
        administratorId: administrator?.id,
        since: dayBound(from, false),
        until: dayBound(until, true),
    };
    const { data, isPending, error } = useQuery({
        queryKey: ['tuah', 'audit', options],
        queryFn: () => api.query(AUDIT_ENTRIES, { options }),
        enabled: allowed,
        placeholderData: keepPreviousData,
    });
    if (!allowed) return <NoPermission title="Audit trail" permission="ReadAuditTrail" />;
    const entries = data?.auditEntries.items ?? [];
    const filtered = !!(area || administrator || from || until);
    const refilter = (change: () => void) => {
        change();
        setSkip(0);
    };
    return (
        <ListPage pageId="tuah-audit-trail" title="Audit trail" blockId="tuah-audit-table">
            <p className="text-sm text-muted-foreground mb-3">
                Every change an administrator made through the admin API, newest first. Passwords, keys and codes are not shown. Entries cannot be changed or
                removed.
            </p>
            <div className="flex flex-wrap items-end gap-4 mb-4" role="group" aria-label="Filters">
                <FilterSelect
                    id="audit-area"
                    label="Area"
                    all="All areas"
                    words={AREA_NAMES}
                    value={area || null}
                    onChange={next => refilter(() => setArea(next ?? ''))}
                />
                <div className="grid gap-1">
                    <Label htmlFor="audit-from">From</Label>
                    <Input id="audit-from" type="date" value={from} onChange={e => refilter(() => setFrom(e.target.value))} />
                </div>
                <div className="grid gap-1">
                    <Label htmlFor="audit-until">Until</Label>
                    <Input id="audit-until" type="date" value={until} onChange={e => refilter(() => setUntil(e.target.value))} />
                </div>
                {administrator && (
                    <p className="text-sm">
                        Only changes by <strong>{administrator.identifier}</strong>
                    </p>
                )}
                {filtered && (
                    <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        onClick={() =>
                            refilter(() => {
                                setArea('');
                                setAdministrator(null);
                                setFrom('');
                                setUntil('');
                            })
                        }
                    >
                        Show all changes
                    </Button>
                )}
            </div>
            <ListTable
                label="Audit trail"
                what="audit trail"
                loading="Loading the audit trail…"
                error={error}
                isPending={isPending}
                rows={entries}
                rowKey={e => e.id}
                empty={filtered ? 'No change matches these filters.' : 'No change has been made yet.'}
                columns={[
                    { header: 'When', className: 'whitespace-nowrap align-top', cell: e => formatTime(e.createdAt, 'seconds') },
                    {
                        header: 'Administrator',
                        className: 'align-top',
                        cell: e => {
                            const administratorId = e.administratorId;
                            return administratorId && administrator?.id !== administratorId ? (
                                <button
                                    type="button"
                                    className="underline underline-offset-4 text-left"
                                    title={`Only changes by ${e.identifier}`}
                                    onClick={() => refilter(() => setAdministrator({ id: administratorId, identifier: e.identifier }))}
                                >
                                    {e.identifier}
                                </button>
                            ) : (
                                e.identifier
                            );
                        },
                    },
                    { header: 'Area', className: 'align-top', cell: e => <Badge variant="secondary">{AREA_NAMES[e.area] ?? e.area}</Badge> },
                    {
                        header: 'Change',
                        className: 'align-top',
                        cell: e => (
                            <>
                                <span className="font-medium">{e.operation}</span>
                                {e.entityType || e.entityId ? (
                                    <span className="block text-muted-foreground">
                                        {e.entityType ?? ''} {e.entityId ? `#${e.entityId}` : ''}
                                    </span>
                                ) : null}
                            </>
                        ),
                    },
                    {
                        header: 'What was sent',
                        className: 'align-top whitespace-normal',
                        cell: e => <code className="block max-w-xl break-all whitespace-pre-wrap text-xs">{e.summary}</code>,
                    },
                ]}
            />
            {data && <Pager label="Audit trail" skip={skip} take={PAGE_SIZE} total={data.auditEntries.totalItems} onChange={setSkip} />}
        </ListPage>
    );
}
