import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ItemList } from './ItemList';

const cards = ['Smart watch', 'Earbuds', 'Power bank', 'Headphones'].map((name, i) => ({ id: String(i + 1), name }));

function Cards() {
    return (
        <ItemList items={cards} label="Cards" firstBatch={1} placeholder={<span>saving a place</span>}>
            {card => <article>{card.name}</article>}
        </ItemList>
    );
}

describe('ItemList drawn a card a task', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('keeps a place for every card not drawn yet, hidden from assistive technology, until all are drawn', () => {
        render(<Cards />);
        const list = screen.getByRole('list', { name: 'Cards' });
        // One card first; the others' places are kept, so the list has its whole height already.
        expect(screen.getAllByRole('article').map(card => card.textContent)).toEqual(['Smart watch']);
        expect(list.children).toHaveLength(4);
        expect(screen.getAllByRole('listitem')).toHaveLength(1);

        act(() => vi.advanceTimersByTime(0));
        expect(screen.getAllByRole('article').map(card => card.textContent)).toEqual(['Smart watch', 'Earbuds']);
        expect(list.children).toHaveLength(4);

        // A task each for the last two.
        act(() => vi.advanceTimersByTime(0));
        act(() => vi.advanceTimersByTime(0));
        expect(screen.getAllByRole('article').map(card => card.textContent)).toEqual(['Smart watch', 'Earbuds', 'Power bank', 'Headphones']);
        expect(screen.queryByText('saving a place')).toBeNull();
        expect(screen.getAllByRole('listitem')).toHaveLength(4);
    });
});
