import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { mockServer } from '../../test/mockServer';
import { renderShop } from '../../test/render';
import { cartWithTwoLines, catalogueHandlers } from '../../test/shopApiMocks';

describe('Cart', () => {
    it('shows each line with its quantity and price, and the totals, in ringgit', async () => {
        mockServer.use(graphql.query('GetCartDetails', () => HttpResponse.json({ data: cartWithTwoLines })));
        renderShop('/tabs/cart');
        await screen.findByRole('heading', { name: 'Power Bank 20,000 mAh' });

        const lines = within(await screen.findByRole('main')).getAllByRole('listitem');
        expect(lines).toHaveLength(2);
        expect(within(lines[0]!).getByRole('heading', { name: 'Power Bank 20,000 mAh' })).toBeInTheDocument();
        expect(lines[0]).toHaveTextContent(/RM\s?89\.00 · Qty 2/);
        expect(lines[0]).toHaveTextContent(/RM\s?178\.00/);
        expect(lines[1]).toHaveTextContent(/Qty 1/);

        expect(screen.getByText('3 items')).toBeInTheDocument();
        const totals = screen.getByText('Subtotal').closest('dl')!;
        expect(totals).toHaveTextContent(/Subtotal\s*RM\s?347\.00/);
        expect(totals).toHaveTextContent(/Shipping\s*RM\s?8\.00/);
        expect(totals).toHaveTextContent(/Total\s*RM\s?355\.00/);
    });

    it('says the cart is empty when the shopper has no order yet', async () => {
        mockServer.use(
            ...catalogueHandlers,
            graphql.query('GetCartDetails', () => HttpResponse.json({ data: { activeOrder: null } })),
        );
        const { user, router } = renderShop('/tabs/cart');

        expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
        await user.click(screen.getByRole('link', { name: 'Start shopping' }));
        await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/home'));
    });

    it('offers a retry when the cart cannot be loaded', async () => {
        mockServer.use(graphql.query('GetCartDetails', () => HttpResponse.error()));
        const { user } = renderShop('/tabs/cart');

        expect(await screen.findByRole('alert')).toHaveTextContent('Operations anomaly, please try again later');
        mockServer.use(graphql.query('GetCartDetails', () => HttpResponse.json({ data: { activeOrder: null } })));
        await user.click(screen.getByRole('button', { name: 'Try again' }));
        expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    });
});
