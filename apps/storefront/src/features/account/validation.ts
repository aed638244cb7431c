/**
 * The account rules the server applies (docs/accounts.md), checked as the shopper types so a
 * form is refused before it is sent. Each check answers the key of its message in
 * `account.json` (`invalid.<key>`), or undefined when the value is fine.
 */
export type Invalid =
    | 'required'
    | 'name'
    | 'username'
    | 'phone'
    | 'email'
    | 'password'
    | 'passwordsDiffer'
    | 'samePassword'
    | 'govId'
    | 'otp'
    | 'displayName'
    | 'confirmation'
    | 'dateOfBirth';

const required = (value: string): Invalid | undefined => (value.trim() ? undefined : 'required');

export const check = {
    required,
    name: (value: string) => required(value) ?? (value.trim().length <= 100 ? undefined : 'name'),
    /** 3 to 30 of a-z 0-9 . _, at least one letter (so never a phone number). */
    username: (value: string) => required(value) ?? (/^(?=.*[a-z])[a-z0-9._]{3,30}$/i.test(value.trim()) ? undefined : 'username'),
    /** A mobile number, with or without its country code; the server checks it for MY, ID and TH. */
    phone: (value: string) => required(value) ?? (/^\+?[\d\s-]{8,18}$/.test(value.trim()) ? undefined : 'phone'),
    email: (value: string) => required(value) ?? (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) && value.length <= 120 ? undefined : 'email'),
    /** 8 to 64 characters with at least one letter and one digit. */
    password: (value: string) =>
        required(value) ?? (value.length >= 8 && value.length <= 64 && /\p{L}/u.test(value) && /\d/.test(value) ? undefined : 'password'),
    /** 6 to 20 letters, digits or dashes: MyKad, NIK and Thai ID numbers all fit. */
    govId: (value: string) => required(value) ?? (/^[A-Za-z0-9-]{6,20}$/.test(value.trim()) ? undefined : 'govId'),
    /** The NRIC number at sign-up: optional (docs/accounts.md), checked when given. */
    optionalGovId: (value: string) => (value.trim() ? check.govId(value) : undefined),
    /** YYYY-MM-DD (a date input's value), a real date from 1900 to today: the server checks it against a MyKad number too. */
    dateOfBirth: (value: string) => {
        const trimmed = value.trim();
        const date = new Date(`${trimmed}T00:00:00Z`);
        const real = /^\d{4}-\d{2}-\d{2}$/.test(trimmed) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(trimmed);
        return required(value) ?? (real && trimmed >= '1900-01-01' && date.getTime() <= Date.now() ? undefined : 'dateOfBirth');
    },
    otp: (value: string) => (/^\d{6}$/.test(value.trim()) ? undefined : 'otp'),
    displayName: (value: string) => required(value) ?? (value.trim().length <= 40 ? undefined : 'displayName'),
    retyped: (password: string) => (value: string) => required(value) ?? (value === password ? undefined : 'passwordsDiffer'),
};

/** Every field's problem, or an empty object when the form may be sent. */
export function validate<F extends string>(values: Record<F, string>, rules: Partial<Record<F, (value: string) => Invalid | undefined>>) {
    const problems: Partial<Record<F, Invalid>> = {};
    for (const field of Object.keys(rules) as F[]) {
        const problem = rules[field]?.(values[field]);
        if (problem) problems[field] = problem;
    }
    return problems;
}
