import { Input } from '@vendure/dashboard';

import type { SetValue, Values } from './campaign-values';
import { Field, type Problems, Section } from './form-parts';

/** When the campaign sells, in the operator's time zone. */
export function DatesSection({ values, set, problems }: { values: Values; set: SetValue; problems: Problems }) {
    return (
        <Section title="Dates">
            <div className="grid gap-4 md:grid-cols-2">
                {(
                    [
                        ['startDate', 'Starts'],
                        ['endDate', 'Ends'],
                    ] as const
                ).map(([key, label]) => (
                    <Field key={key} id={key} label={label} error={problems.errorFor(key)}>
                        <Input
                            id={key}
                            type="datetime-local"
                            value={values[key]}
                            aria-invalid={!!problems.errors[key]}
                            aria-describedby={problems.described(key)}
                            onChange={e => set(key, e.target.value)}
                        />
                    </Field>
                ))}
            </div>
        </Section>
    );
}
