import {
    AlertDialog,
    AlertDialogAction,
    AlertDialogCancel,
    AlertDialogContent,
    AlertDialogDescription,
    AlertDialogFooter,
    AlertDialogHeader,
    AlertDialogTitle,
    api,
    Button,
    Label,
    Textarea,
    toast,
    usePermissions,
} from '@vendure/dashboard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';

import { apiErrorMessage, formatMoney, formatTime } from '../common/format';
import { CUSTOMER_PLAY, EXCLUDE_CUSTOMER, type ExclusionPeriod, EXCLUSION_PERIODS } from './api';

const PERIOD_NAMES: Record<string, string> = { DAILY: 'Daily (24 hours)', WEEKLY: 'Weekly (7 days)', MONTHLY: 'Monthly (30 days)' };
/** What the server keeps of a note (responsible-play.service.ts). */
const NOTE_MAX = 200;

/**
 * A shopper's rules of play as support sees them (docs/responsible-play.md#operators): whether the
 * age check passed (not the date of birth itself), their spending limits, the current exclusion and
 * who placed it; and, with UpdateCustomer, the form that places an exclusion the shopper asked for.
 */
export function ShopperPlayBlock({ customerId, shopperName }: { customerId: string; shopperName: string }) {
    const { hasPermissions } = usePermissions();
    const canExclude = hasPermissions(['UpdateCustomer']);
    const queryClient = useQueryClient();
    const play = useQuery({
        queryKey: ['tuah', 'support', 'responsible-play', customerId],
        queryFn: () => api.query(CUSTOMER_PLAY, { customerId }),
    });
    const [period, setPeriod] = useState<ExclusionPeriod>('DAYS_7');
    const [note, setNote] = useState('');
    const [noteError, setNoteError] = useState<string | null>(null);
    const [confirming, setConfirming] = useState(false);
    const [failure, setFailure] = useState<string | null>(null);
    const exclude = useMutation({
        mutationFn: () => api.mutate(EXCLUDE_CUSTOMER, { customerId, period, note: note.trim() }),
        onSuccess: async ({ excludeCustomer }) => {
            setFailure(null);
            setNote('');
            toast.success(`${shopperName} cannot buy tickets or boxes until ${formatTime(excludeCustomer.excludedUntil)}`);
            await queryClient.invalidateQueries({ queryKey: ['tuah', 'support', 'responsible-play', customerId] });
        },
        onError: error => setFailure(apiErrorMessage(error)),
    });
    const periodLabel = EXCLUSION_PERIODS.find(p => p.value === period)!.label;
    const submit = (e: FormEvent) => {
        e.preventDefault();
        if (!note.trim()) {
            setNoteError('Say who asked and how (for example “Asked by phone, ticket #123”).');
            return;
        }
        setNoteError(null);
        setConfirming(true);
    };

    if (play.error) return <p role="alert">Could not load the rules of play: {apiErrorMessage(play.error)}</p>;
    const view = play.data?.customerResponsiblePlay;
    if (!view) return <p>Loading…</p>;
    return (
        <div className="grid gap-4">
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1" aria-label="Rules of play">
                <dt className="text-muted-foreground">Date of birth</dt>
                <dd>{view.dateOfBirth ? 'Given' : 'Not given yet (asked before the first ticket or box)'}</dd>
                <dt className="text-muted-foreground">18 or over</dt>
                <dd>{view.adult ? 'Yes' : view.dateOfBirth ? 'No: cannot buy tickets or boxes' : 'Not known'}</dd>
                <dt className="text-muted-foreground">Buying</dt>
                <dd>
                    {view.excludedUntil ? (
                        <>
                            Paused until {formatTime(view.excludedUntil)}, {view.excludedBy === 'OPERATOR' ? 'placed by support' : 'by the shopper'}
                            {view.exclusionNote && <> (“{view.exclusionNote}”)</>}
                        </>
                    ) : (
                        'Not paused'
                    )}
                </dd>
                {view.limits.map(l => (
                    <div key={l.period} className="contents">
                        <dt className="text-muted-foreground">{PERIOD_NAMES[l.period]} limit</dt>
                        <dd>
                            {l.amount == null ? 'None' : `${formatMoney(l.amount)} (${formatMoney(l.spent)} spent)`}
                            {l.pendingFrom &&
                                (l.pendingRemoval
                                    ? `; removed from ${formatTime(l.pendingFrom)}`
                                    : `; ${formatMoney(l.pendingAmount ?? 0)} from ${formatTime(l.pendingFrom)}`)}
                        </dd>
                    </div>
                ))}
            </dl>
            {canExclude ? (
                <form onSubmit={submit} className="grid gap-2 max-w-md" aria-label="Pause buying at the shopper’s request">
                    <p className="text-sm text-muted-foreground">
                        Only when the shopper asks for it. It cannot be lifted or shortened; a shorter period than the one running changes nothing. Orders in
                        checkout go back to the cart.
                    </p>
                    <div className="grid gap-1">
                        <Label htmlFor="play-exclusion-period">Pause buying for</Label>
                        <select
                            id="play-exclusion-period"
                            className="h-9 rounded-md border border-input bg-background px-3 text-sm"
                            value={period}
                            onChange={e => setPeriod(e.target.value as ExclusionPeriod)}
                        >
                            {EXCLUSION_PERIODS.map(p => (
                                <option key={p.value} value={p.value}>
                                    {p.label}
                                </option>
                            ))}
                        </select>
                    </div>
                    <div className="grid gap-1">
                        <Label htmlFor="play-exclusion-note">Note (who asked, and how)</Label>
                        <Textarea
                            id="play-exclusion-note"
                            value={note}
                            maxLength={NOTE_MAX}
                            aria-invalid={!!noteError}
                            aria-describedby={noteError ? 'play-exclusion-note-error' : undefined}
                            onChange={e => setNote(e.target.value)}
                        />
                        {noteError && (
                            <p id="play-exclusion-note-error" role="alert" className="text-sm text-destructive">
                                {noteError}
                            </p>
                        )}
                    </div>
                    <div>
                        <Button type="submit" disabled={exclude.isPending}>
                            {exclude.isPending ? 'Pausing…' : 'Pause buying'}
                        </Button>
                    </div>
                    {failure && (
                        <p role="alert" className="text-sm text-destructive">
                            {failure}
                        </p>
                    )}
                </form>
            ) : (
                <p className="text-sm text-muted-foreground">Placing an exclusion needs the UpdateCustomer permission.</p>
            )}
            <AlertDialog open={confirming} onOpenChange={setConfirming}>
                <AlertDialogContent>
                    <AlertDialogHeader>
                        <AlertDialogTitle>
                            Pause buying for {shopperName} for {periodLabel}?
                        </AlertDialogTitle>
                        <AlertDialogDescription>
                            They will not be able to buy tickets or blind boxes until it ends, and nobody can lift it early. Signing in, tickets held and prizes
                            are not affected.
                        </AlertDialogDescription>
                    </AlertDialogHeader>
                    <AlertDialogFooter>
                        <AlertDialogCancel onClick={() => setConfirming(false)}>Cancel</AlertDialogCancel>
                        <AlertDialogAction
                            type="button"
                            onClick={() => {
                                setConfirming(false);
                                exclude.mutate();
                            }}
                        >
                            Pause for {periodLabel}
                        </AlertDialogAction>
                    </AlertDialogFooter>
                </AlertDialogContent>
            </AlertDialog>
        </div>
    );
}
