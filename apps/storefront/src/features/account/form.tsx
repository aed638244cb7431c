import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { ShopApiError } from '../../api/shopApi';
import { returnToOf } from '../../routing/paths';
import { useErrorMessage } from '../../ui/errorMessage';
import { PageHeader } from '../../ui/PageHeader';
import { useToast } from '../../ui/toast';
import { validate, type Invalid } from './validation';

type Rules<F extends string> = (values: Record<F, string>) => Partial<Record<F, (value: string) => Invalid | undefined>>;

/**
 * A form's values and its inline validation: a field's problem shows once the shopper has left
 * it (or tried to send the form), and goes as soon as it is fixed. The server's refusal of a
 * field (`setServerError`) shows under that field until it is edited.
 */
export function useAccountForm<F extends string>(initial: Record<F, string>, rules: Rules<F>, refused: Partial<Record<F, string>> = {}) {
    const { t } = useTranslation('account');
    const [values, setValues] = useState(initial);
    const [visited, setVisited] = useState<Partial<Record<F, boolean>>>({});
    const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>(refused);
    const checks = rules(values);
    const problems = validate(values, checks);

    const error = (name: F): string | undefined => {
        const problem = visited[name] ? problems[name] : undefined;
        return problem ? t(`invalid.${problem}`) : serverErrors[name];
    };

    return {
        values,
        /** The props of the input for `name`. */
        field: (name: F) => ({
            name,
            value: values[name],
            error: error(name),
            onChange: (value: string) => {
                setValues(current => ({ ...current, [name]: value }));
                setServerErrors(current => ({ ...current, [name]: undefined }));
            },
            onBlur: () => setVisited(current => ({ ...current, [name]: true })),
        }),
        /** Shows every problem of the fields checked now; true when there is none and the form may be sent. */
        ready: () => {
            setVisited(current => ({ ...current, ...Object.fromEntries(Object.keys(checks).map(name => [name, true])) }));
            return Object.keys(problems).length === 0;
        },
        setServerError: (name: F, message: string) => setServerErrors(current => ({ ...current, [name]: message })),
        reset: (next: Partial<Record<F, string>>) => setValues(current => ({ ...current, ...next })),
    };
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name'> {
    label: string;
    name: string;
    value: string;
    error?: string;
    hint?: string;
    onChange: (value: string) => void;
}

/** A labelled input with its hint and its problem, both read out with it. */
export function Field({ label, name, value, error, hint, onChange, className = '', ...input }: FieldProps) {
    const id = useId();
    const hintId = `${id}-hint`;
    const errorId = `${id}-error`;
    const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
    return (
        <div className="space-y-1">
            <label htmlFor={id} className="block text-sm font-bold text-ink">
                {label}
            </label>
            <input
                id={id}
                name={name}
                value={value}
                onChange={event => onChange(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                className={`block w-full rounded-xl border bg-white px-3 py-2.5 text-base text-ink outline-none placeholder:text-ink-soft/70 focus:ring-2 disabled:bg-line/40 disabled:text-ink-soft read-only:bg-line/40 read-only:text-ink-soft ${
                    error ? 'border-lucky-600 focus:ring-lucky-200' : 'border-line focus:border-gold-500 focus:ring-gold-200'
                } ${className}`}
                {...input}
            />
            {hint && (
                <p id={hintId} className="text-xs text-ink-soft">
                    {hint}
                </p>
            )}
            {error && (
                <p id={errorId} className="text-xs font-semibold text-lucky-700">
                    {error}
                </p>
            )}
        </div>
    );
}

/** The six-digit code texted to the shopper. */
export function OtpField(props: Omit<FieldProps, 'inputMode' | 'autoComplete' | 'maxLength'>) {
    return <Field inputMode="numeric" autoComplete="one-time-code" maxLength={6} pattern="\d{6}" className="tracking-[0.5em]" {...props} />;
}

/** A form of the account pages: its fields, the server's refusal above the button, and the button. */
export function AccountForm({
    onSubmit,
    submitLabel,
    busy,
    error,
    children,
    label,
}: {
    onSubmit: () => void;
    submitLabel: string;
    busy: boolean;
    error?: string;
    children: ReactNode;
    label?: string;
}) {
    function submit(event: FormEvent) {
        event.preventDefault();
        if (!busy) onSubmit();
    }
    return (
        <form noValidate onSubmit={submit} aria-label={label} className="space-y-4">
            {children}
            {error && (
                <p role="alert" className="rounded-xl bg-lucky-50 px-3 py-2 text-sm font-semibold text-lucky-700">
                    {error}
                </p>
            )}
            <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        </form>
    );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
    return (
        <button
            type="submit"
            aria-disabled={busy || undefined}
            className="w-full rounded-full bg-lucky-600 px-6 py-3 text-base font-bold text-white shadow-sm active:scale-[0.98] aria-disabled:opacity-60"
        >
            {children}
        </button>
    );
}

/** The frame of an account page: the top bar and a padded column. */
export function AccountPage({ title, fallback, children }: { title: string; fallback: string; children: ReactNode }) {
    return (
        <>
            <PageHeader title={title} fallback={fallback} />
            <main className="space-y-5 px-4 py-5">{children}</main>
        </>
    );
}

/**
 * What to say when a call failed without an ErrorResult: the server's own (translated) words
 * for a refused input (docs/accounts.md, "UpdateCustomer"), else the contract's "Operations anomaly".
 */
export function thrownMessage(error: unknown, anomaly: string): string {
    if (error instanceof ShopApiError) {
        const refused = error.errors.find(e => e.extensions?.code === 'USER_INPUT_ERROR');
        if (refused) return refused.message;
    }
    return anomaly;
}

/** "Resend code" once the countdown allows it, "Resend code in 42 s" until then. */
export function ResendButton({ secondsLeft, busy, onResend }: { secondsLeft: number; busy: boolean; onResend: () => void }) {
    const { t } = useTranslation('account');
    const waiting = secondsLeft > 0;
    return (
        <button
            type="button"
            onClick={onResend}
            disabled={waiting || busy}
            className="w-full rounded-full px-6 py-2.5 text-sm font-bold text-lucky-700 ring-1 ring-lucky-600/40 disabled:text-ink-soft disabled:ring-line"
        >
            {waiting ? t('otp.resendIn', { count: secondsLeft }) : t('otp.resend')}
        </button>
    );
}

/** "New to Tuah? Create an account": the way to the other sign-in page, under the form. */
export function OtherWay({ text, to, label }: { text: string; to: string; label: string }) {
    return (
        <p className="text-center text-sm text-ink-soft">
            {text}{' '}
            <Link to={to} className="font-bold text-lucky-700 underline underline-offset-2">
                {label}
            </Link>
        </p>
    );
}

/** What the sign-in pages share: their words, the page to come back to (`returnTo`), and the ways to answer the shopper. */
export function useAuthPage() {
    const { t } = useTranslation(['account', 'common']);
    const [params] = useSearchParams();
    const navigate = useNavigate();
    const toast = useToast();
    const errorMessage = useErrorMessage();
    return { t, returnTo: returnToOf(params), navigate, toast, errorMessage };
}
