import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '../../lib/i18n';
import { campaignDetail, demoCampaigns } from '../../test/campaignMocks';
import { mockServer } from '../../test/mockServer';
import { renderShop } from '../../test/render';
import { customer, signedIn } from '../../test/accountMocks';

const ticket = (n: number, rarity: string, weight: number, isWin = false) => ({
    id: String(n),
    ticketId: `HOTEB2-${String(n).padStart(4, '0')}`,
    rarity,
    weight,
    isWin,
    isVoid: false,
    createdAt: '2026-11-22T10:00:00.000Z',
});

describe('the Tickets tab', () => {
    it('sends a guest to sign in, and back to the tab once signed in', async () => {
        mockServer.use(
            graphql.query('GetLoggedInUser', ({ request }) =>
                HttpResponse.json({ data: { activeCustomer: request.headers.get('authorization') ? customer() : null } }),
            ),
            graphql.mutation('Authenticate', () =>
                HttpResponse.json(
                    { data: { authenticate: { __typename: 'CurrentUser', id: '9', identifier: 'siti@example.com', channels: [] } } },
                    { headers: { 'vendure-auth-token': 'token-of-siti' } },
                ),
            ),
            graphql.query('listUserParticipateCampaign', () => HttpResponse.json({ data: { listUserParticipateCampaign: { totalItems: 0, items: [] } } })),
        );
        const { user, router } = renderShop('/tabs/tickets');
        expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
        expect(router.state.location.search).toBe('?returnTo=%2Ftabs%2Ftickets');

        await user.type(screen.getByLabelText('Username, email or phone number'), 'siti');
        await user.type(screen.getByLabelText('Password'), 'tuah-demo-1');
        await user.click(screen.getByRole('button', { name: 'Sign in' }));
        expect(await screen.findByRole('heading', { name: 'No tickets yet' })).toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/tabs/tickets');
    });

    it('lists the campaigns the shopper joined, each opening their tickets', async () => {
        mockServer.use(
            signedIn(),
            graphql.query('listUserParticipateCampaign', ({ variables }) => {
                const items = demoCampaigns.filter(c => c.state === variables.state && ['2', '6'].includes(c.id));
                return HttpResponse.json({ data: { listUserParticipateCampaign: { totalItems: items.length, items } } });
            }),
        );
        const { user } = renderShop('/tabs/tickets');
        const link = await screen.findByRole('link', { name: /Earbuds Giveaway/ });
        expect(link).toHaveAttribute('href', '/tabs/tickets/inner?cId=2');

        await user.click(screen.getByRole('tab', { name: 'Past' }));
        expect(await screen.findByRole('link', { name: /Merdeka Draw/ })).toHaveTextContent('Won by Siti A. · DONE6X-0042');
    });

    it('says when the shopper has no tickets yet', async () => {
        mockServer.use(
            signedIn(),
            graphql.query('listUserParticipateCampaign', () => HttpResponse.json({ data: { listUserParticipateCampaign: { totalItems: 0, items: [] } } })),
        );
        renderShop('/tabs/tickets');
        expect(await screen.findByRole('heading', { name: 'No tickets yet' })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Browse lucky draws' })).toHaveAttribute('href', '/tabs/draws');
    });
});

describe('a campaign’s tickets', () => {
    it('shows each ticket in its tier’s style, the winner marked', async () => {
        mockServer.use(
            signedIn(),
            graphql.query('Campaign', () => HttpResponse.json({ data: { campaign: campaignDetail() } })),
            graphql.query('listUserCurCampaignTicket', () =>
                HttpResponse.json({
                    data: {
                        listUserCurCampaignTicket: {
                            totalItems: 5,
                            items: [ticket(1, 'COMMON', 1), ticket(2, 'RARE', 1), ticket(3, 'EPIC', 1), ticket(4, 'ULTRA', 3, true), ticket(5, 'LEGENDARY', 4)],
                        },
                    },
                }),
            ),
        );
        renderShop('/tabs/tickets/inner?cId=2');

        expect(await screen.findByRole('heading', { name: '5 tickets' })).toBeInTheDocument();
        const stubs = screen.getAllByRole('article');
        expect(stubs.map(stub => stub.dataset.rarity)).toEqual(['COMMON', 'RARE', 'EPIC', 'ULTRA', 'LEGENDARY']);
        expect(stubs.map(stub => within(stub).getByText(/Common|Rare|Epic|Ultra|Legendary/).textContent)).toEqual([
            'Common',
            'Rare',
            'Epic',
            'Ultra',
            'Legendary',
        ]);
        // Each tier looks different, and the rarest most precious.
        const looks = new Set(stubs.map(stub => stub.className));
        expect(looks.size).toBe(5);
        expect(stubs[4]!.className).toMatch(/gold/);
        expect(stubs[3]).toHaveTextContent('3 chances');
        expect(stubs[3]).toHaveTextContent('Winning ticket');
        expect(stubs[3]!.className).toMatch(/outline/);
        expect(stubs[0]).toHaveTextContent('1 chance');
        expect(stubs[0]).not.toHaveTextContent('Winning ticket');
        expect(screen.getByRole('list', { name: 'Tickets by tier' })).toHaveTextContent('Legendary × 1');
    });

    it('names the tiers in Malay', async () => {
        await act(() => changeLanguage('ms'));
        mockServer.use(
            signedIn(),
            graphql.query('Campaign', () => HttpResponse.json({ data: { campaign: campaignDetail() } })),
            graphql.query('listUserCurCampaignTicket', () =>
                HttpResponse.json({ data: { listUserCurCampaignTicket: { totalItems: 2, items: [ticket(1, 'ULTRA', 3), ticket(2, 'LEGENDARY', 4)] } } }),
            ),
        );
        renderShop('/tabs/tickets/inner?cId=2');
        const stubs = await screen.findAllByRole('article');
        expect(stubs[0]).toHaveTextContent('Luar Biasa');
        expect(stubs[0]).toHaveTextContent('3 peluang');
        expect(stubs[1]).toHaveTextContent('Lagenda');
    });

    it('shows a ticket whose rarity is being revealed, then its tier by itself once its round is out', async () => {
        // The first answer: the round is due 400 ms later; the answers after it: revealed.
        let asked = 0;
        mockServer.use(
            signedIn(),
            graphql.query('Campaign', () => HttpResponse.json({ data: { campaign: campaignDetail() } })),
            graphql.query('listUserCurCampaignTicket', () => {
                asked++;
                const revealsAt = new Date(Date.now() + 400).toISOString();
                const legendary = { ...ticket(2, 'LEGENDARY', 4), rarityRevealsAt: revealsAt };
                const items = [
                    { ...ticket(1, 'COMMON', 1), rarityRevealsAt: revealsAt },
                    asked === 1 ? { ...legendary, rarity: null, weight: null } : legendary,
                ];
                return HttpResponse.json({ data: { listUserCurCampaignTicket: { totalItems: 2, items } } });
            }),
        );
        renderShop('/tabs/tickets/inner?cId=2');
        const revealing = await screen.findByRole('article', { name: 'Ticket HOTEB2-0002' });
        expect(revealing.dataset.rarity).toBe('REVEALING');
        expect(revealing).toHaveTextContent('Revealing rarity…');
        expect(revealing).not.toHaveTextContent(/chance/);
        expect(screen.getByText(/next public beacon round after your purchase/)).toBeInTheDocument();
        // Asked again once the round is due: the tier shows without a reload.
        const stub = () => screen.getByRole('article', { name: 'Ticket HOTEB2-0002' });
        await waitFor(() => expect(stub().dataset.rarity).toBe('LEGENDARY'), { timeout: 5000 });
        expect(stub()).toHaveTextContent('4 chances');
        expect(screen.queryByText('Revealing rarity…')).not.toBeInTheDocument();
        expect(asked).toBeGreaterThanOrEqual(2);
    });

    it('says in Malay that a rarity is being revealed', async () => {
        await act(() => changeLanguage('ms'));
        const revealsAt = new Date(Date.now() + 60_000).toISOString();
        mockServer.use(
            signedIn(),
            graphql.query('Campaign', () => HttpResponse.json({ data: { campaign: campaignDetail() } })),
            graphql.query('listUserCurCampaignTicket', () =>
                HttpResponse.json({
                    data: {
                        listUserCurCampaignTicket: {
                            totalItems: 1,
                            items: [{ ...ticket(1, 'COMMON', 1), rarity: null, weight: null, rarityRevealsAt: revealsAt }],
                        },
                    },
                }),
            ),
        );
        renderShop('/tabs/tickets/inner?cId=2');
        const stub = await screen.findByRole('article');
        expect(stub).toHaveTextContent('Mendedahkan tahap…');
        expect(screen.getByText(/pusingan suar awam yang seterusnya/)).toBeInTheDocument();
    });
});
