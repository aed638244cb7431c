import { api, Button, Input, Label, toast } from '@vendure/dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { apiErrorMessage } from '../common/format';
import { MAX_SHIP_FIELD, SHIP_ORDER } from './fulfilment-api';

/** What is wrong with a courier or tracking number before it is sent (the server checks the same). */
function fieldProblem(what: string, value: string): string | null {
    const trimmed = value.trim();
    if (!trimmed) return `Give the ${what}.`;
    if (trimmed.length > MAX_SHIP_FIELD) return `The ${what} is at most ${MAX_SHIP_FIELD} characters (this one has ${trimmed.length}).`;
    return null;
}

/**
 * Ships one paid order (admin API `shipOrder`: Vendure's own courier fulfilment of every line):
 * courier and tracking number, both required. A refusal stays next to the form with what was typed;
 * success says so in a toast naming the order and refreshes both lists, which no longer hold it.
 */
export function ShipForm({ orderId, orderCode, idPrefix }: { orderId: string; orderCode: string; idPrefix: string }) {
    const queryClient = useQueryClient();
    const [courier, setCourier] = useState('');
    const [tracking, setTracking] = useState('');
    const [problems, setProblems] = useState<{ courier?: string | null; tracking?: string | null; form?: string | null }>({});
    const ship = useMutation({
        mutationFn: () => api.mutate(SHIP_ORDER, { input: { orderId, courier: courier.trim(), trackingNumber: tracking.trim() } }),
        onSuccess: ({ shipOrder }) => {
            if (shipOrder.__typename !== 'Order') {
                setProblems({ form: `Order ${orderCode} was not shipped: ${shipOrder.message}` });
                return;
            }
            toast.success(`Order ${orderCode} shipped with ${courier.trim()}, tracking number ${tracking.trim()}`);
            void queryClient.invalidateQueries({ queryKey: ['tuah', 'fulfilment'] });
        },
        onError: err => setProblems({ form: `Order ${orderCode} was not shipped: ${apiErrorMessage(err)}` }),
    });
    const submit = (event: React.FormEvent) => {
        event.preventDefault();
        const found = { courier: fieldProblem('courier', courier), tracking: fieldProblem('tracking number', tracking) };
        setProblems(found);
        if (!found.courier && !found.tracking) ship.mutate();
    };
    const courierId = `${idPrefix}-courier`;
    const trackingId = `${idPrefix}-tracking`;
    return (
        <form onSubmit={submit} noValidate aria-label={`Ship order ${orderCode}`} className="flex flex-wrap items-start gap-2">
            <div className="grid gap-1 w-36">
                <Label htmlFor={courierId}>Courier</Label>
                <Input
                    id={courierId}
                    value={courier}
                    onChange={e => setCourier(e.target.value)}
                    aria-invalid={!!problems.courier}
                    aria-describedby={problems.courier ? `${courierId}-problem` : undefined}
                    required
                />
                {problems.courier && (
                    <p id={`${courierId}-problem`} className="text-sm text-destructive">
                        {problems.courier}
                    </p>
                )}
            </div>
            <div className="grid gap-1 w-36">
                <Label htmlFor={trackingId}>Tracking number</Label>
                <Input
                    id={trackingId}
                    value={tracking}
                    onChange={e => setTracking(e.target.value)}
                    aria-invalid={!!problems.tracking}
                    aria-describedby={problems.tracking ? `${trackingId}-problem` : undefined}
                    required
                />
                {problems.tracking && (
                    <p id={`${trackingId}-problem`} className="text-sm text-destructive">
                        {problems.tracking}
                    </p>
                )}
            </div>
            {/* Lined up with the inputs, below their labels; wraps under them in a narrow table. */}
            <Button type="submit" disabled={ship.isPending} className="mt-6">
                {ship.isPending ? 'Shipping…' : 'Ship'}
            </Button>
            {problems.form && (
                <p role="alert" className="basis-full text-sm text-destructive">
                    {problems.form}
                </p>
            )}
        </form>
    );
}
