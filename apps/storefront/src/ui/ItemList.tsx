import { memo, useMemo, type ReactNode } from 'react';

import { useStaged } from '../lib/staged';

export interface ItemListProps<T> {
    items: readonly T[];
    /** The list's accessible name, where the page has more than one list. */
    label?: string;
    className?: string;
    itemClassName?: string;
    /**
     * Draw only this many items at first and the rest a few at a time, each few in a task of its
     * own: a long list on a page's first screen then never holds the phone's main thread for long
     * (docs/performance.md#the-first-screen). Left out, every item is drawn at once.
     */
    firstBatch?: number;
    /**
     * With `firstBatch`: drawn in each place whose item is not drawn yet, so the list has its whole
     * height at once and nothing below it moves as the items arrive.
     */
    placeholder?: ReactNode;
    children: (item: T) => ReactNode;
}

/** How many more items each later task draws: one, so that no task holds a slow phone for long. */
const LATER_BATCH = 1;

/** Things with ids as a list, one `<li>` each (keyed by id): the markup every list of cards shares. */
export function ItemList<T extends { id: string }>({ items, label, className, itemClassName, firstBatch, placeholder, children }: ItemListProps<T>) {
    const batches = useMemo(() => {
        if (firstBatch === undefined) return [items];
        const rest = [];
        for (let start = firstBatch; start < items.length; start += LATER_BATCH) rest.push(items.slice(start, start + LATER_BATCH));
        return [items.slice(0, firstBatch), ...rest];
    }, [items, firstBatch]);
    const shown = useStaged(batches.length);
    const pending = placeholder === undefined ? [] : batches.slice(shown).flat();
    return (
        <ul aria-label={label} className={className}>
            {batches.slice(0, shown).map((batch, i) => (
                <Batch key={i} items={batch} itemClassName={itemClassName} render={children} />
            ))}
            {pending.map(item => (
                <li key={`pending-${item.id}`} aria-hidden className={itemClassName}>
                    {placeholder}
                </li>
            ))}
        </ul>
    );
}

interface BatchProps<T> {
    items: readonly T[];
    itemClassName?: string;
    render: (item: T) => ReactNode;
}

// Memoised: drawing the next batch leaves the ones already drawn alone.
const Batch = memo(function Batch<T extends { id: string }>({ items, itemClassName, render }: BatchProps<T>) {
    return items.map(item => (
        <li key={item.id} className={itemClassName}>
            {render(item)}
        </li>
    ));
}) as <T extends { id: string }>(props: BatchProps<T>) => ReactNode;
