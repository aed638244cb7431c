import { api, Button, Input, Label } from '@vendure/dashboard';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { apiErrorMessage } from '../common/format';
import { graphql, type ResultOf } from '../gql/graphql';

/** Vendure's own productVariants (ReadCatalog): the operator finds what ships by name or SKU. */
const FIND_VARIANTS = graphql(`
    query TuahPrizeVariants($term: String!) {
        productVariants(options: { take: 8, filter: { name: { contains: $term }, sku: { contains: $term } }, filterOperator: OR }) {
            items {
                id
                name
                sku
            }
        }
    }
`);

export type ChosenVariant = ResultOf<typeof FIND_VARIANTS>['productVariants']['items'][number];

/**
 * The product variant a physical prize ships as: the chosen one by name, and a search to change it.
 * (Vendure's ProductVariantSelector is worded for adding to an order, so this asks in the shop's words.)
 */
export function VariantPicker(props: { inputId: string; n: number; chosen: ChosenVariant | null; onChoose: (variant: ChosenVariant) => void }) {
    const [term, setTerm] = useState('');
    const [debounced, setDebounced] = useState('');
    useEffect(() => {
        const timer = setTimeout(() => setDebounced(term.trim()), 300);
        return () => clearTimeout(timer);
    }, [term]);
    const found = useQuery({
        queryKey: ['tuah', 'prize-variants', debounced],
        enabled: debounced.length >= 2,
        queryFn: () => api.query(FIND_VARIANTS, { term: debounced }),
    });
    const items = found.data?.productVariants.items ?? [];
    return (
        <div className="flex flex-col gap-1 col-span-2">
            <Label htmlFor={props.inputId}>What ships (find a product variant by name or SKU)</Label>
            <p className="text-sm">{props.chosen ? `Ships: ${props.chosen.name} (${props.chosen.sku})` : 'No product variant chosen yet.'}</p>
            <Input id={props.inputId} type="search" value={term} onChange={e => setTerm(e.target.value)} />
            {found.error && (
                <p role="alert" className="text-sm text-destructive">
                    Could not search the catalogue: {apiErrorMessage(found.error)}
                </p>
            )}
            {debounced.length >= 2 && found.data && !items.length && <p className="text-sm">No product variant matches “{debounced}”.</p>}
            {items.length > 0 && (
                <ul aria-label={`Product variants found for line ${props.n}`} className="flex flex-col gap-1">
                    {items.map(v => (
                        <li key={v.id}>
                            <Button
                                variant="outline"
                                size="sm"
                                onClick={() => {
                                    props.onChoose(v);
                                    setTerm('');
                                }}
                            >
                                Ship {v.name} ({v.sku})
                            </Button>
                        </li>
                    ))}
                </ul>
            )}
        </div>
    );
}
