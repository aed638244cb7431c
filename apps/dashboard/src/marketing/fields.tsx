import { Input, Label, NativeSelect, NativeSelectOption } from '@vendure/dashboard';
import { useQuery } from '@tanstack/react-query';

import { ACTION_LABEL, type ActionType, campaignChoicesQuery, POLICY_PAGES } from './api';

/** A refusal shown under the field that caused it (announced as it appears). */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
    if (!message) return null;
    return (
        <p id={id} role="alert" className="text-sm text-destructive">
            {message}
        </p>
    );
}

/**
 * A campaign picked by name when the operator may read campaigns; otherwise (a marketing-only role)
 * its id typed in, which the server checks all the same.
 */
export function CampaignField({
    id,
    label,
    value,
    onChange,
    optional,
    error,
}: {
    id: string;
    label: string;
    value: string;
    onChange: (id: string) => void;
    optional?: boolean;
    error?: string | null;
}) {
    const campaigns = useQuery(campaignChoicesQuery);
    const errorId = `${id}-error`;
    return (
        <div className="grid gap-1.5">
            <Label htmlFor={id}>{label}</Label>
            {campaigns.data ? (
                <NativeSelect
                    id={id}
                    value={value}
                    onChange={e => onChange(e.target.value)}
                    aria-invalid={!!error}
                    aria-describedby={error ? errorId : undefined}
                    className="w-full"
                >
                    <NativeSelectOption value="">{optional ? 'Any campaign' : 'Choose a campaign…'}</NativeSelectOption>
                    {campaigns.data.campaigns.items.map(c => (
                        <NativeSelectOption key={c.id} value={c.id}>
                            {c.name} ({c.sId}
                            {c.state === 'ENDED' ? ', ended' : ''})
                        </NativeSelectOption>
                    ))}
                </NativeSelect>
            ) : (
                <Input
                    id={id}
                    value={value}
                    onChange={e => onChange(e.target.value)}
                    placeholder={campaigns.isPending ? 'Loading campaigns…' : 'Campaign id'}
                    aria-invalid={!!error}
                    aria-describedby={error ? errorId : undefined}
                />
            )}
            <FieldError id={errorId} message={error} />
        </div>
    );
}

/** What tapping opens: the API's action types, each with the value it needs (checked by the server the same way for items and notifications). */
export function ActionFields({
    idPrefix,
    typ,
    val,
    onChange,
    error,
}: {
    idPrefix: string;
    typ: ActionType;
    val: string;
    onChange: (typ: ActionType, val: string) => void;
    error?: string | null;
}) {
    const errorId = `${idPrefix}-action-error`;
    const described = { 'aria-invalid': !!error, 'aria-describedby': error ? errorId : undefined };
    return (
        <div className="grid gap-3">
            <div className="grid gap-1.5">
                <Label htmlFor={`${idPrefix}-action`}>When tapped</Label>
                <NativeSelect id={`${idPrefix}-action`} value={typ} onChange={e => onChange(e.target.value as ActionType, '')} className="w-full">
                    {(Object.keys(ACTION_LABEL) as ActionType[]).map(type => (
                        <NativeSelectOption key={type} value={type}>
                            {ACTION_LABEL[type]}
                        </NativeSelectOption>
                    ))}
                </NativeSelect>
            </div>
            {(typ === 'CAM' || typ === 'TIC') && (
                <CampaignField
                    id={`${idPrefix}-action-campaign`}
                    label={typ === 'CAM' ? 'Campaign to open' : 'Tickets of campaign (optional)'}
                    value={val}
                    optional={typ === 'TIC'}
                    onChange={id => onChange(typ, id)}
                    error={error}
                />
            )}
            {typ === 'PG' && (
                <div className="grid gap-1.5">
                    <Label htmlFor={`${idPrefix}-action-page`}>Policy page to open</Label>
                    <NativeSelect id={`${idPrefix}-action-page`} value={val} onChange={e => onChange(typ, e.target.value)} className="w-full" {...described}>
                        <NativeSelectOption value="">Choose a page…</NativeSelectOption>
                        {POLICY_PAGES.map(p => (
                            <NativeSelectOption key={p.slug} value={p.slug}>
                                {p.label}
                            </NativeSelectOption>
                        ))}
                    </NativeSelect>
                    <FieldError id={errorId} message={error} />
                </div>
            )}
            {(typ === 'URL' || typ === 'CAT') && (
                <div className="grid gap-1.5">
                    <Label htmlFor={`${idPrefix}-action-value`}>{typ === 'URL' ? 'Link (http or https)' : 'Category id'}</Label>
                    <Input
                        id={`${idPrefix}-action-value`}
                        value={val}
                        onChange={e => onChange(typ, e.target.value)}
                        inputMode={typ === 'URL' ? 'url' : undefined}
                        {...described}
                    />
                    <FieldError id={errorId} message={error} />
                </div>
            )}
            {typ === 'NON' && <FieldError id={errorId} message={error} />}
        </div>
    );
}
