import { Label } from '@vendure/dashboard';

/**
 * A list's filter on one field: one of `words`' values (named as the list names them) or, first,
 * everything. The native select, so a keyboard and the journeys pick an option by its value.
 */
export function FilterSelect<T extends string>({
    id,
    label,
    all,
    words,
    value,
    onChange,
}: {
    id: string;
    label: string;
    all: string;
    words: Record<T, string>;
    value: T | null;
    onChange: (value: T | null) => void;
}) {
    return (
        <div className="grid gap-1">
            <Label htmlFor={id}>{label}</Label>
            <select
                id={id}
                className="h-9 rounded-md border border-input bg-background px-3 text-sm"
                value={value ?? ''}
                onChange={e => onChange((e.target.value || null) as T | null)}
            >
                <option value="">{all}</option>
                {(Object.entries(words) as Array<[T, string]>).map(([option, name]) => (
                    <option key={option} value={option}>
                        {name}
                    </option>
                ))}
            </select>
        </div>
    );
}
