import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import type { GetCampaignsQuery, GetCampaignsQueryVariables } from '../../gql/graphql';
import { campaignCard, campaignList, demoCampaigns } from '../../test/campaignMocks';
import { mockServer } from '../../test/mockServer';
import { renderShop } from '../../test/render';
import { catalogueHandlers } from '../../test/shopApiMocks';

/** GetCampaigns from the demo draws, remembering the variables of every call. */
function recordCampaignCalls(campaigns = demoCampaigns) {
    const calls: GetCampaignsQueryVariables[] = [];
    mockServer.use(
        graphql.query<GetCampaignsQuery, GetCampaignsQueryVariables>('GetCampaigns', ({ variables }) => {
            calls.push(variables);
            return HttpResponse.json({ data: campaignList(variables, campaigns) });
        }),
    );
    return calls;
}

const names = (list: HTMLElement) =>
    within(list)
        .getAllByRole('heading', { level: 3 })
        .map(h => h.textContent);

describe('Lucky Draw tab', () => {
    it('lists the active campaigns, and the past ones with their winners', async () => {
        mockServer.use(...catalogueHandlers);
        const calls = recordCampaignCalls();
        const { user, router } = renderShop('/tabs/draws');

        expect(await screen.findByRole('heading', { name: 'Lucky Draw', level: 1 })).toBeInTheDocument();
        const active = await screen.findByRole('list', { name: 'Campaigns' });
        expect(names(active)).toContain('Earbuds Giveaway');
        expect(names(active)).not.toContain('Merdeka Draw');
        expect(calls.some(v => v.state === 'ACTIVE' && !v.sheet)).toBe(true);

        await user.click(screen.getByRole('tab', { name: 'Past' }));
        const past = await screen.findByRole('list', { name: 'Campaigns' });
        await waitFor(() => expect(names(past)).toEqual(['Merdeka Draw']));
        expect(past).toHaveTextContent('Won by Siti A. · DONE6X-0042');
        expect(router.state.location.search).toBe('?state=ENDED');
    });

    it('opens a sheet, switches to another one inside it, and closes it', async () => {
        mockServer.use(...catalogueHandlers);
        const calls = recordCampaignCalls();
        const { user, router } = renderShop('/tabs/draws');

        await user.click(await screen.findByRole('button', { name: 'Hottest' }));
        const sheet = await screen.findByRole('dialog', { name: 'Hottest' });
        expect(within(sheet).getByText('Most tickets bought in the last 24 hours')).toBeInTheDocument();
        expect(within(sheet).getByRole('tab', { name: 'Hottest' })).toHaveAttribute('aria-selected', 'true');
        await waitFor(() => expect(names(within(sheet).getByRole('list', { name: 'Campaigns' }))[0]).toBe('Earbuds Giveaway'));
        expect(router.state.location.search).toBe('?sheet=HOTTEST');
        expect(calls).toContainEqual(expect.objectContaining({ state: 'ACTIVE', sheet: 'HOTTEST' }));

        await user.click(within(sheet).getByRole('tab', { name: 'Ending soon' }));
        const ending = await screen.findByRole('dialog', { name: 'Ending soon' });
        await waitFor(() => expect(names(within(ending).getByRole('list', { name: 'Campaigns' }))[0]).toBe('Final Hour Draw'));
        expect(calls).toContainEqual(expect.objectContaining({ state: 'ACTIVE', sheet: 'ENDING_SOON' }));
        expect(router.state.location.search).toBe('?sheet=ENDING_SOON');

        await user.click(within(ending).getByRole('tab', { name: 'Joined' }));
        expect(
            await within(await screen.findByRole('dialog', { name: 'Joined' })).findByRole('heading', { name: 'You haven’t joined a draw yet' }),
        ).toBeInTheDocument();

        await user.click(within(screen.getByRole('dialog', { name: 'Joined' })).getByRole('button', { name: 'Close' }));
        await waitFor(() => expect(router.state.location.search).toBe(''));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('opens the sheet a link asks for (Home’s "See all")', async () => {
        mockServer.use(...catalogueHandlers);
        recordCampaignCalls();
        renderShop('/tabs/draws?sheet=TRENDING');
        const sheet = await screen.findByRole('dialog', { name: 'Trending' });
        expect(within(sheet).getByRole('tab', { name: 'Trending' })).toHaveAttribute('aria-selected', 'true');
    });

    it('loads the next page as the list is scrolled to its end', async () => {
        mockServer.use(...catalogueHandlers);
        const many = Array.from({ length: 25 }, (_, i) =>
            campaignCard({ id: String(100 + i), name: `Draw number ${i + 1}`, startDate: new Date(Date.now() - (i + 1) * 60_000).toISOString() }),
        );
        const calls = recordCampaignCalls(many);
        const { user } = renderShop('/tabs/draws');

        const list = await screen.findByRole('list', { name: 'Campaigns' });
        await waitFor(() => expect(names(list)).toHaveLength(10));
        // jsdom cannot scroll: the same "load more" the scroll triggers, by hand.
        await user.click(screen.getByRole('button', { name: 'Load more' }));
        await waitFor(() => expect(names(screen.getByRole('list', { name: 'Campaigns' }))).toHaveLength(20));
        await user.click(screen.getByRole('button', { name: 'Load more' }));
        await waitFor(() => expect(names(screen.getByRole('list', { name: 'Campaigns' }))).toHaveLength(25));
        expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
        expect(calls.filter(v => !v.sheet).map(v => v.options)).toEqual([
            { skip: 0, take: 10 },
            { skip: 10, take: 10 },
            { skip: 20, take: 10 },
        ]);
    });

    it('refreshes when pulled down at the top of the page', async () => {
        mockServer.use(...catalogueHandlers);
        const calls = recordCampaignCalls();
        renderShop('/tabs/draws');
        await screen.findByRole('list', { name: 'Campaigns' });
        const before = calls.length;

        const page = screen.getByRole('main').parentElement!;
        fireEvent.touchStart(page, { touches: [{ clientY: 100 }] });
        fireEvent.touchMove(page, { touches: [{ clientY: 150 }] });
        expect(screen.getByText('Pull to refresh')).toBeInTheDocument();
        fireEvent.touchMove(page, { touches: [{ clientY: 260 }] });
        expect(screen.getByText('Release to refresh')).toBeInTheDocument();
        fireEvent.touchEnd(page);

        await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    });

    it('shows the categories, each opening its draws', async () => {
        mockServer.use(...catalogueHandlers);
        recordCampaignCalls();
        renderShop('/tabs/draws');
        const categories = await screen.findByRole('region', { name: 'Categories' });
        expect(within(categories).getByRole('link', { name: 'Gadgets' })).toHaveAttribute('href', '/tabs/draws/category/inner?id=2');
    });
});

describe('Drops', () => {
    it('lists the campaigns still to start, soonest first, and says when they start', async () => {
        recordCampaignCalls();
        renderShop('/tabs/drop');
        const list = await screen.findByRole('list', { name: 'Campaigns' });
        expect(names(list)).toEqual(['Festive Drop']);
        expect(list).toHaveTextContent('Starts in 2 days');
    });
});

describe('A category’s draws', () => {
    it('lists the active campaigns selling the category’s products', async () => {
        recordCampaignCalls();
        mockServer.use(
            graphql.query('CategoryInner', () =>
                HttpResponse.json({
                    data: { collection: { id: '2', name: 'Gadgets', productVariants: { items: [{ id: '9', productId: '10' }] } } },
                }),
            ),
        );
        const mixed = [campaignCard({ id: '1', name: 'Cap draw' }), campaignCard({ id: '3', name: 'Kettle draw', product: { id: '99', featuredAsset: null } })];
        recordCampaignCalls(mixed);
        renderShop('/tabs/draws/category/inner?id=2');
        expect(await screen.findByRole('heading', { name: 'Gadgets', level: 1 })).toBeInTheDocument();
        await waitFor(() => expect(names(screen.getByRole('list', { name: 'Campaigns' }))).toEqual(['Cap draw']));
    });
});
