import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '../../lib/i18n';
import { signedIn } from '../../test/accountMocks';
import { mockServer } from '../../test/mockServer';
import { renderShop } from '../../test/render';

const note = (id: string, over: Record<string, unknown> = {}) => ({
    id,
    isRead: false,
    tag: 'DRAW_WON',
    title: 'You won!',
    msg: 'Your ticket DONE6X-0042 won the draw "Merdeka Draw".',
    imgUrl: null,
    actionTyp: 'CAM',
    actionVal: '6',
    createdAt: new Date().toISOString(),
    ...over,
});

/** A server holding these notifications (grouped as it groups them), that marks them read when asked. */
function inbox(groups: Array<{ title: string; content: ReturnType<typeof note>[] }>) {
    const marked: unknown[] = [];
    let reads = 0;
    const all = () => groups.flatMap(g => g.content);
    const unread = () => all().filter(n => !n.isRead).length;
    mockServer.use(
        graphql.query('ReadNotification', () => {
            reads++;
            return HttpResponse.json({
                data: { readNotification: { totalItems: all().length, unreadCount: unread(), items: all().map(n => ({ id: n.id })), groups } },
            });
        }),
        graphql.query('NotificationsUnread', () => HttpResponse.json({ data: { readNotification: { unreadCount: unread() } } })),
        graphql.mutation('NotificationsMarkRead', ({ variables }) => {
            marked.push(variables.input);
            const ids: string[] = variables.input.all ? all().map(n => n.id) : variables.input.ids;
            for (const n of all()) if (ids.includes(n.id)) n.isRead = true;
            return HttpResponse.json({ data: { notificationsMarkRead: ids.map(id => ({ id, isRead: true })) } });
        }),
    );
    return { marked, reads: () => reads };
}

describe('the Notification tab', () => {
    it('sends a guest to sign in', async () => {
        // Asked at most while the sign-in redirect is on its way; a guest is refused.
        mockServer.use(
            graphql.query('ReadNotification', () => HttpResponse.json({ errors: [{ message: 'forbidden', extensions: { code: 'FORBIDDEN' } }], data: null })),
        );
        const { router } = renderShop('/tabs/notifications');
        expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
        expect(router.state.location.search).toBe('?returnTo=%2Ftabs%2Fnotifications');
    });

    it('lists notifications by day with the badge; a tap marks one read and opens its link', async () => {
        mockServer.use(signedIn());
        const { marked, reads } = inbox([
            {
                title: 'Today',
                content: [
                    note('2'),
                    note('3', {
                        tag: 'TICKETS_ISSUED',
                        title: 'Your tickets are in',
                        msg: '2 tickets are in.',
                        actionTyp: 'TIC',
                        actionVal: '6',
                        isRead: true,
                    }),
                ],
            },
            {
                title: 'Yesterday',
                content: [
                    note('1', {
                        tag: 'ORDER_SHIPPED',
                        title: 'Your order is on its way',
                        msg: 'Order X has been shipped.',
                        actionTyp: 'NON',
                        actionVal: null,
                        imgUrl: 'https://cdn.example/box.png',
                    }),
                ],
            },
        ]);
        const { user, router } = renderShop('/tabs/notifications');
        expect(await screen.findByRole('heading', { name: 'Today' })).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Yesterday' })).toBeInTheDocument();
        const tabs = await screen.findByRole('navigation', { name: 'Main' });
        expect(await within(tabs).findByText('2 unread')).toBeInTheDocument();
        expect(within(tabs).getByTestId('tab-badge')).toHaveTextContent('2');
        expect(screen.getAllByText('Unread')).toHaveLength(2);
        expect(document.querySelector('img[src="https://cdn.example/box.png"]')).not.toBeNull();
        expect(screen.getByRole('link', { name: /Your tickets are in/ })).toHaveAttribute('href', '/tabs/tickets/inner?cId=6');

        expect(screen.getByRole('link', { name: /You won!/ })).toHaveAttribute('href', '/tabs/common/draws/product/details?cId=6');

        // An item that opens nothing is still tapped to be read.
        await user.click(screen.getByRole('button', { name: /Your order is on its way/ }));
        expect(marked).toEqual([{ ids: ['1'] }]);
        expect(await within(tabs).findByText('1 unread')).toBeInTheDocument();
        expect(screen.getAllByText('Unread')).toHaveLength(1);
        expect(router.state.location.pathname).toBe('/tabs/notifications');
        // The list is asked again after the marking (and answered before the test ends).
        await expect.poll(reads).toBe(2);
        await new Promise(r => setTimeout(r, 50));
    });

    it('marks all read, clearing the badge', async () => {
        mockServer.use(signedIn());
        const { marked, reads } = inbox([{ title: 'Today', content: [note('2'), note('1', { actionTyp: 'NON', actionVal: null })] }]);
        const { user } = renderShop('/tabs/notifications');
        const tabs = await screen.findByRole('navigation', { name: 'Main' });
        expect(await within(tabs).findByTestId('tab-badge')).toHaveTextContent('2');
        await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
        expect(marked).toEqual([{ ids: ['2', '1'], all: true }]);
        await expect.poll(() => within(tabs).queryByTestId('tab-badge')).toBeNull();
        expect(screen.queryByText('Unread')).toBeNull();
        await expect.poll(reads).toBe(2);
        expect(await screen.findByRole('button', { name: 'Mark all read' })).toBeDisabled();
    });

    it('says when there is nothing yet, in Malay too', async () => {
        mockServer.use(signedIn());
        inbox([]);
        await changeLanguage('ms');
        renderShop('/tabs/notifications');
        expect(await screen.findByRole('heading', { name: 'Tiada notifikasi lagi' })).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Notifikasi', level: 1 })).toBeInTheDocument();
    });

    it('shows a retry when the list cannot be read', async () => {
        mockServer.use(
            signedIn(),
            graphql.query('ReadNotification', () => HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 500 })),
        );
        renderShop('/tabs/notifications');
        expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });
});
