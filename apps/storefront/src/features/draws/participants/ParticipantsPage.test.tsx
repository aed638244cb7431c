import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import type { ListCampaignParticipantsQuery, ListCampaignParticipantsQueryVariables } from '../../../gql/graphql';
import { mockServer } from '../../../test/mockServer';
import { renderShop } from '../../../test/render';
import { forbidden } from '../../../test/shopApiMocks';

const people = [
    { id: '1', count: 5, createdAt: '2026-11-20T10:00:00.000Z', customer: { id: '11', displayName: 'Siti A.', avatar: null } },
    { id: '2', count: 12, createdAt: '2026-11-21T10:00:00.000Z', customer: { id: '12', displayName: 'Ahmad R.', avatar: null } },
    { id: '3', count: 1, createdAt: '2026-11-22T10:00:00.000Z', customer: { id: '13', displayName: 'Mei Ling T.', avatar: null } },
];

/** The server sorts; this stand-in sorts the same way and remembers what it was asked. */
function serveParticipants() {
    const asked: ListCampaignParticipantsQueryVariables[] = [];
    mockServer.use(
        graphql.query<ListCampaignParticipantsQuery, ListCampaignParticipantsQueryVariables>('ListCampaignParticipants', ({ variables }) => {
            asked.push(variables);
            const field = variables.sort?.field ?? 'DATE';
            const direction = variables.sort?.order === 'ASC' ? 1 : -1;
            const key = (p: (typeof people)[number]) => (field === 'NAME' ? p.customer.displayName : field === 'TICKET' ? p.count : p.createdAt);
            const sorted = [...people].sort((a, b) => (key(a) < key(b) ? -direction : key(a) > key(b) ? direction : 0));
            return HttpResponse.json({ data: { listCampaignParticipants: { totalItems: sorted.length, items: sorted } } });
        }),
    );
    return asked;
}

const order = () =>
    within(screen.getByRole('list', { name: 'Participants' }))
        .getAllByRole('listitem')
        .map(item => item.querySelector('.font-bold')?.textContent);

describe('participants', () => {
    it('lists the newest first, then sorts by name, tickets and date in either direction', async () => {
        const asked = serveParticipants();
        const { user, router } = renderShop('/tabs/common/draws/item/drawlot?cId=6');

        await screen.findByRole('list', { name: 'Participants' });
        expect(order()).toEqual(['Mei Ling T.', 'Ahmad R.', 'Siti A.']);
        expect(screen.getByText('3 participants')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: /Date/ })).toHaveAttribute('aria-pressed', 'true');
        expect(asked[0]).toMatchObject({ campaignId: '6', sort: { field: 'DATE', order: 'DESC' } });

        await user.click(screen.getByRole('button', { name: 'Name' }));
        await waitFor(() => expect(order()).toEqual(['Ahmad R.', 'Mei Ling T.', 'Siti A.']));
        expect(screen.getByRole('button', { name: /Name/ })).toHaveAccessibleName('Name, A to Z');
        expect(router.state.location.search).toBe('?cId=6&sort=NAME&order=ASC');

        await user.click(screen.getByRole('button', { name: /Name/ }));
        await waitFor(() => expect(order()).toEqual(['Siti A.', 'Mei Ling T.', 'Ahmad R.']));

        await user.click(screen.getByRole('button', { name: 'Tickets' }));
        await waitFor(() => expect(order()).toEqual(['Ahmad R.', 'Siti A.', 'Mei Ling T.']));
        expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('12 tickets');

        await user.click(screen.getByRole('button', { name: /Tickets/ }));
        await waitFor(() => expect(order()).toEqual(['Mei Ling T.', 'Siti A.', 'Ahmad R.']));

        await user.click(screen.getByRole('button', { name: 'Date' }));
        await waitFor(() => expect(order()).toEqual(['Mei Ling T.', 'Ahmad R.', 'Siti A.']));
        expect(asked.map(v => `${v.sort?.field} ${v.sort?.order}`)).toEqual(['DATE DESC', 'NAME ASC', 'NAME DESC', 'TICKET DESC', 'TICKET ASC', 'DATE DESC']);
    });

    it('opens a participant’s tickets; another shopper’s are private', async () => {
        serveParticipants();
        mockServer.use(forbidden('GetUserTickets'));
        const { user } = renderShop('/tabs/common/draws/item/drawlot?cId=6');
        await user.click(await screen.findByRole('link', { name: /Siti A\./ }));
        expect(await screen.findByRole('heading', { name: 'Ticket numbers are private' })).toBeInTheDocument();
        expect(screen.getByText('Only Siti A. can see their ticket numbers. Sign in to see your own.')).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Siti A.', level: 1 })).toBeInTheDocument();
    });
});
