import type { ReactNode } from 'react';

export interface ItemListProps<T> {
    items: readonly T[];
    /** The list's accessible name, where the page has more than one list. */
    label?: string;
    className?: string;
    itemClassName?: string;
    children: (item: T) => ReactNode;
}

/** Things with ids as a list, one `<li>` each (keyed by id): the markup every list of cards shares. */
export function ItemList<T extends { id: string }>({ items, label, className, itemClassName, children }: ItemListProps<T>) {
    return (
        <ul aria-label={label} className={className}>
            {items.map(item => (
                <li key={item.id} className={itemClassName}>
                    {children(item)}
                </li>
            ))}
        </ul>
    );
}
