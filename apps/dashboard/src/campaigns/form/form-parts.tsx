import { Label } from '@vendure/dashboard';
import type { ReactNode } from 'react';

import type { FieldErrors } from './campaign-values';

/** One titled part of the campaign form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
    return (
        <section className="space-y-3">
            <h2 className="text-base font-semibold">{title}</h2>
            {children}
        </section>
    );
}

export function Field({ id, label, error, children }: { id: string; label: string; error?: ReactNode; children: ReactNode }) {
    return (
        <div className="space-y-1">
            <Label htmlFor={id}>{label}</Label>
            {children}
            {error}
        </div>
    );
}

/** The form's refusals as each field shows them: the message under it, and the ids its input is described by. */
export interface Problems {
    errors: FieldErrors;
    errorFor: (key: string) => ReactNode;
    described: (key: string, note?: string) => string | undefined;
}

export function problemsOf(errors: FieldErrors): Problems {
    return {
        errors,
        errorFor: key =>
            errors[key] ? (
                <p id={`${key}-error`} className="text-sm text-destructive">
                    {errors[key]}
                </p>
            ) : null,
        described: (key, note) => [errors[key] ? `${key}-error` : null, note].filter(Boolean).join(' ') || undefined,
    };
}
