import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { mockServer } from '../../test/mockServer';
import { renderShop } from '../../test/render';
import { campaignsHandler } from '../../test/campaignMocks';
import { catalogueHandlers, categories, emptyCatalogueHandlers, failingCatalogueHandlers, products } from '../../test/shopApiMocks';

describe('Home', () => {
    it('shows the categories and the products with their prices in ringgit', async () => {
        mockServer.use(...catalogueHandlers);
        renderShop('/tabs/home');

        const productList = within(await screen.findByRole('region', { name: 'For you' }));
        // Drawn a card a task.
        await waitFor(() => expect(productList.getAllByRole('article')).toHaveLength(2));
        const cards = productList.getAllByRole('article');
        expect(within(cards[0]!).getByRole('heading', { name: 'Wireless Earbuds' })).toBeInTheDocument();
        expect(cards[0]).toHaveTextContent(/RM\s?129\.00/);
        // Variants at different prices read as a range.
        expect(cards[1]).toHaveTextContent(/RM\s?299\.00–319\.00/);
        expect(within(cards[0]!).getByRole('img', { name: 'Wireless Earbuds' })).toHaveAttribute('loading', 'lazy');

        const categoryList = within(screen.getByRole('region', { name: 'Categories' }));
        expect(categoryList.getByText('Gadgets')).toBeInTheDocument();
        expect(categoryList.getByText('Beauty')).toBeInTheDocument();
    });

    it('asks the asset server for a small preset of each picture', async () => {
        mockServer.use(...catalogueHandlers);
        renderShop('/tabs/home');
        const image = await screen.findByRole('img', { name: 'Wireless Earbuds' });
        const src = new URL(image.getAttribute('src')!);
        expect(src.pathname).toBe('/assets/preview/earbuds.png');
        expect(src.searchParams.get('preset')).toBe('small');
        expect(image).toHaveAttribute('width');
        expect(image).toHaveAttribute('height');
    });

    it('shows placeholders while the catalogue loads', async () => {
        let answer!: () => void;
        const answered = new Promise<void>(resolve => (answer = resolve));
        mockServer.use(
            graphql.query('GetCategory', async () => {
                await answered;
                return HttpResponse.json({ data: categories.en });
            }),
            graphql.query('Products', async () => {
                await answered;
                return HttpResponse.json({ data: products.en });
            }),
            campaignsHandler(),
        );
        const { container } = renderShop('/tabs/home');

        await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument());
        expect(screen.queryByRole('article')).not.toBeInTheDocument();

        answer();
        await waitFor(async () => expect(within(await screen.findByRole('region', { name: 'For you' })).getAllByRole('article')).toHaveLength(2));
        expect(container.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
    });

    it('says so when the shop cannot be reached, and recovers on retry', async () => {
        mockServer.use(...failingCatalogueHandlers);
        const { user } = renderShop('/tabs/home');

        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('Operations anomaly, please try again later');

        mockServer.use(...catalogueHandlers);
        await user.click(within(alert).getByRole('button', { name: 'Try again' }));

        await waitFor(async () => expect(within(await screen.findByRole('region', { name: 'For you' })).getAllByRole('article')).toHaveLength(2));
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('raises an "Oh No!" toast when the retry fails too', async () => {
        mockServer.use(...failingCatalogueHandlers);
        const { user } = renderShop('/tabs/home');

        await user.click(await screen.findByRole('button', { name: 'Try again' }));

        // An urgent toast: Base UI announces it through a separate alert and hides the visual copy from readers.
        const toast = await screen.findByRole('alertdialog', { hidden: true });
        expect(toast).toHaveTextContent('Oh No!');
        expect(toast).toHaveTextContent('Operations anomaly, please try again later');
        expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    });

    it('says honestly when there is nothing for sale yet', async () => {
        mockServer.use(...emptyCatalogueHandlers);
        renderShop('/tabs/home');
        expect(await screen.findByRole('heading', { name: 'Nothing on the shelves yet' })).toBeInTheDocument();
        expect(screen.queryByRole('article')).not.toBeInTheDocument();
    });

    it('switches to Malay, remembers the choice and shows the catalogue in Malay', async () => {
        mockServer.use(...catalogueHandlers);
        const { user } = renderShop('/tabs/home');
        await screen.findByRole('heading', { name: 'Wireless Earbuds' });

        const english = screen.getByRole('button', { name: 'English' });
        expect(english).toHaveAttribute('aria-pressed', 'true');
        await user.click(screen.getByRole('button', { name: 'Bahasa Melayu' }));

        expect(await screen.findByRole('heading', { name: 'Fon Telinga Tanpa Wayar' })).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Kategori' })).toBeInTheDocument();
        expect(screen.getByText('Gajet')).toBeInTheDocument();
        expect(screen.getByRole('navigation', { name: 'Utama' })).toHaveTextContent('Troli');
        expect(screen.getByRole('button', { name: 'Bahasa Melayu' })).toHaveAttribute('aria-pressed', 'true');
        expect(localStorage.getItem('lang')).toBe('ms');
        expect(document.documentElement.lang).toBe('ms');

        const toast = await screen.findByRole('dialog', { name: 'BERJAYA' });
        expect(toast).toHaveTextContent('Kedai kini dalam Bahasa Melayu.');
    });

    it('shows hot, new and ending-soon lucky draws and blind boxes, each card opening its campaign', async () => {
        mockServer.use(...catalogueHandlers);
        renderShop('/tabs/home');

        const hot = await screen.findByRole('region', { name: 'Hot draws' });
        const earbuds = within(hot).getByRole('link', { name: /Earbuds Giveaway/ });
        expect(earbuds).toHaveAttribute('href', '/tabs/common/draws/product/details?cId=2');
        expect(earbuds).toHaveTextContent('180 / 300 tickets');
        expect(earbuds).toHaveTextContent(/Ends in (4|5) days/);
        expect(within(hot).getByRole('link', { name: 'See all: Hot draws' })).toHaveAttribute('href', '/tabs/draws?sheet=HOTTEST');

        // The rows below the first are drawn a moment later.
        expect(within(await screen.findByRole('region', { name: 'New draws' })).getByRole('link', { name: /Smart Watch Draw/ })).toBeInTheDocument();
        const ending = within(await screen.findByRole('region', { name: 'Ending soon' })).getAllByRole('heading', { level: 3 });
        expect(ending[0]).toHaveTextContent('Final Hour Draw');
        expect(within(await screen.findByRole('region', { name: 'Blind boxes' })).getByRole('link', { name: /Mystery Box/ })).toBeInTheDocument();
        // Campaigns still to start are Drops, not on Home; ended ones neither.
        expect(screen.queryByText('Festive Drop')).not.toBeInTheDocument();
        expect(screen.queryByText('Merdeka Draw')).not.toBeInTheDocument();
        // Categories open their lucky draws.
        expect(within(screen.getByRole('region', { name: 'Categories' })).getByRole('link', { name: 'Gadgets' })).toHaveAttribute(
            'href',
            '/tabs/draws/category/inner?id=2',
        );
    });

    it('says how long is left in Malay', async () => {
        mockServer.use(...catalogueHandlers);
        const { user } = renderShop('/tabs/home');
        await screen.findByRole('region', { name: 'Hot draws' });
        await user.click(screen.getByRole('button', { name: 'Bahasa Melayu' }));
        const ending = await screen.findByRole('region', { name: 'Hampir tamat' });
        expect(within(ending).getByRole('link', { name: /Final Hour Draw/ })).toHaveTextContent(/(2|3) jam lagi/);
    });
});

describe('homeV1', () => {
    it('features one draw with its countdown, then the draws ending soon and the categories', async () => {
        mockServer.use(...catalogueHandlers);
        renderShop('/tabs/homeV1');
        const featured = await screen.findByRole('region', { name: 'Featured draw' });
        expect(within(featured).getByRole('link', { name: /Earbuds Giveaway/ })).toBeInTheDocument();
        expect(within(featured).getByRole('timer')).toHaveAccessibleName(/^Ends in (4|5) days$/);
        const endingSoon = await screen.findByRole('region', { name: 'Ending soon' });
        await waitFor(() => expect(endingSoon).toHaveTextContent('Final Hour Draw'));
        expect(within(screen.getByRole('region', { name: 'Categories' })).getAllByRole('link')).toHaveLength(2);
        await waitFor(async () => expect(within(await screen.findByRole('region', { name: 'For you' })).getAllByRole('article')).toHaveLength(2));
        // homeV1 is part of the Home tab.
        expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    });
});
