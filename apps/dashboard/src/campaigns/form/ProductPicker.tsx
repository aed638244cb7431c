import { api, Button, Input, Label } from '@vendure/dashboard';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

import { CAMPAIGN_PRODUCTS, type ProductChoice } from '../campaign-api';

/** Chooses a product of the catalogue by searching its name. */
export function ProductPicker({
    id,
    label,
    hint,
    value,
    disabled,
    error,
    describedBy,
    onChange,
}: {
    id: string;
    label: string;
    hint: string;
    value: { id: string; name: string } | null;
    disabled?: boolean;
    error?: ReactNode;
    describedBy?: string;
    onChange: (p: ProductChoice | null) => void;
}) {
    const [term, setTerm] = useState('');
    const searching = !disabled && term.trim().length >= 2;
    const { data, isFetching } = useQuery({
        queryKey: ['tuah', 'campaign-products', term.trim()],
        queryFn: () => api.query(CAMPAIGN_PRODUCTS, { term: term.trim() }),
        enabled: searching,
    });
    const results = searching ? (data?.products.items ?? []) : [];
    return (
        <div className="space-y-2">
            <p className="text-sm font-medium">
                {label}: <span id={`${id}-chosen`}>{value ? value.name : 'none chosen'}</span>
                {value && !disabled && (
                    <Button type="button" variant="ghost" size="sm" className="ml-2" onClick={() => onChange(null)}>
                        Remove {label.toLowerCase()}
                    </Button>
                )}
            </p>
            {!disabled && (
                <div className="space-y-1">
                    <Label htmlFor={`${id}-search`}>
                        Search products for the {label.toLowerCase()} ({hint})
                    </Label>
                    <Input
                        id={`${id}-search`}
                        type="search"
                        value={term}
                        aria-describedby={describedBy}
                        onChange={e => setTerm(e.target.value)}
                        placeholder="Type two letters or more"
                    />
                </div>
            )}
            {error}
            {searching && (
                <ul aria-label={`Products matching “${term.trim()}”`} className="space-y-1">
                    {results.map(p => (
                        <li key={p.id}>
                            <Button
                                type="button"
                                variant="outline"
                                size="sm"
                                onClick={() => {
                                    onChange(p);
                                    setTerm('');
                                }}
                            >
                                Choose {p.name}
                            </Button>
                        </li>
                    ))}
                    {!isFetching && data && results.length === 0 && <li className="text-sm text-muted-foreground">No product is called that.</li>}
                </ul>
            )}
        </div>
    );
}
