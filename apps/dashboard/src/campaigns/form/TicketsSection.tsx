import { Badge, Input } from '@vendure/dashboard';

import type { SetValue, Values } from './campaign-values';
import { Field, type Problems, Section } from './form-parts';

/** The lucky draw's ledger numbers: what sold tickets were issued on, read-only once any are sold. */
const LEDGER_NUMBERS = [
    { key: 'minTicket', label: 'Minimum sold to draw (empty: none)', min: 0 },
    { key: 'ticketPerItem', label: 'Tickets per item', min: 1 },
    { key: 'ticketPerItemForSp', label: 'Tickets per special-variant item', min: 1 },
] as const;

/** How many tickets (or boxes) are for sale and how buying earns them; `issued`: tickets already sold. */
export function TicketsSection({ values, set, problems, issued }: { values: Values; set: SetValue; problems: Problems; issued: number }) {
    const sold = issued > 0;
    const blindBox = values.typStr === 'BLINDBOX';
    return (
        <Section title="Tickets">
            {sold && (
                <p id="ledger-note" className="text-sm">
                    <Badge variant="secondary" className="mr-2">
                        Read-only
                    </Badge>
                    {issued.toLocaleString('en')} tickets are sold: the tier odds, tickets per item and minimum stay as they were sold (the tickets were issued
                    and rolled with them), and the total cannot go below the tickets sold.
                </p>
            )}
            <div className="grid gap-4 md:grid-cols-3">
                <Field id="totalTicket" label={blindBox ? 'Boxes for sale' : 'Total tickets'} error={problems.errorFor('totalTicket')}>
                    <Input
                        id="totalTicket"
                        type="number"
                        inputMode="numeric"
                        min={Math.max(1, issued)}
                        value={values.totalTicket}
                        aria-invalid={!!problems.errors.totalTicket}
                        aria-describedby={problems.described('totalTicket', sold ? 'ledger-note' : undefined)}
                        onChange={e => set('totalTicket', e.target.value)}
                    />
                </Field>
                <Field id="maxQty" label="Most a shopper may buy (empty: no limit)" error={problems.errorFor('maxQty')}>
                    <Input
                        id="maxQty"
                        type="number"
                        inputMode="numeric"
                        min={0}
                        value={values.maxQty}
                        aria-invalid={!!problems.errors.maxQty}
                        aria-describedby={problems.described('maxQty')}
                        onChange={e => set('maxQty', e.target.value)}
                    />
                </Field>
                {!blindBox &&
                    LEDGER_NUMBERS.map(({ key, label, min }) => (
                        <Field key={key} id={key} label={label} error={problems.errorFor(key)}>
                            <Input
                                id={key}
                                type="number"
                                inputMode="numeric"
                                min={min}
                                value={values[key]}
                                disabled={sold}
                                aria-invalid={!!problems.errors[key]}
                                aria-describedby={problems.described(key, sold ? 'ledger-note' : undefined)}
                                onChange={e => set(key, e.target.value)}
                            />
                        </Field>
                    ))}
            </div>
            {blindBox && <p className="text-sm text-muted-foreground">A blind box gives one box per item bought and has no minimum.</p>}
        </Section>
    );
}
