import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '../lib/i18n';
import { renderShop } from '../test/render';
import { ActionLink, actionTarget } from './actionLink';

describe('action links', () => {
    it.each([
        ['CAM', '12', { kind: 'route', to: '/tabs/common/draws/product/details?cId=12' }],
        ['CAT', '3', { kind: 'route', to: '/tabs/draws/category/inner?id=3' }],
        ['PG', 'campaign-rules', { kind: 'route', to: '/tabs/profile/policy/content?slug=campaign-rules' }],
        ['TIC', '', { kind: 'route', to: '/tabs/tickets' }],
        ['TIC', '12', { kind: 'route', to: '/tabs/tickets/inner?cId=12' }],
        ['URL', 'https://tuah.example/promo', { kind: 'external', href: 'https://tuah.example/promo' }],
        ['NON', 'anything', { kind: 'none' }],
    ])('%s %s goes where it says', (type, value, target) => {
        expect(actionTarget(type, value)).toEqual(target);
    });

    it.each([
        ['CAM', ''],
        ['CAM', '12?x=<script>'],
        ['CAT', null],
        ['PG', 'no-such-policy'],
        ['URL', 'javascript:alert(1)'],
        ['URL', 'not a url'],
        ['URL', ''],
        ['TIC', '../../admin'],
        ['XYZ', '1'],
        [null, '1'],
    ])('%s %s is an invalid link', (type, value) => {
        expect(actionTarget(type, value)).toEqual({ kind: 'invalid' });
    });

    function renderLinks() {
        const routes = [
            {
                path: '*',
                element: (
                    <>
                        <ActionLink type="CAM" value="12">
                            Campaign
                        </ActionLink>
                        <ActionLink type="URL" value="https://tuah.example/promo">
                            Promo
                        </ActionLink>
                        <ActionLink type="NON" value="">
                            Just a picture
                        </ActionLink>
                        <ActionLink type="URL" value="ftp://old">
                            Broken banner
                        </ActionLink>
                    </>
                ),
            },
        ];
        return renderShop('/', routes);
    }

    it('draws an in-shop link, an outside link in a new tab, plain content, and "Invalid Link" for the rest', async () => {
        const { user, router } = renderLinks();

        expect(await screen.findByRole('link', { name: 'Campaign' })).toHaveAttribute('href', '/tabs/common/draws/product/details?cId=12');
        const promo = screen.getByRole('link', { name: 'Promo' });
        expect(promo).toHaveAttribute('target', '_blank');
        expect(promo).toHaveAttribute('rel', 'noopener noreferrer');
        expect(screen.getByText('Just a picture').closest('a, button')).toBeNull();

        await user.click(screen.getByRole('button', { name: 'Broken banner' }));
        const toast = await screen.findByRole('alertdialog', { hidden: true });
        expect(toast).toHaveTextContent('WARNING');
        expect(toast).toHaveTextContent('Invalid Link');
        expect(router.state.location.pathname).toBe('/');

        await user.click(screen.getByRole('link', { name: 'Campaign' }));
        await waitFor(() => expect(router.state.location.search).toBe('?cId=12'));
    });

    it('says "Invalid Link" in Malay', async () => {
        await act(() => changeLanguage('ms'));
        const { user } = renderLinks();
        await user.click(await screen.findByRole('button', { name: 'Broken banner' }));
        expect(await screen.findByRole('alertdialog', { hidden: true })).toHaveTextContent('Pautan Tidak Sah');
    });
});
