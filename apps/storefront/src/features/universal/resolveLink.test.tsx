import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { catalogueHandlers } from '../../test/shopApiMocks';
import { mockServer } from '../../test/mockServer';
import { renderShop } from '../../test/render';
import { appLinkPath, resolveLink } from './resolveLink';

const resolve = (query: string) => resolveLink(new URLSearchParams(query));

describe('deep links through universal', () => {
    it('opens a campaign by cId, on the prize tab with isP, keeping wonId', () => {
        expect(resolve('cId=12')).toBe('/tabs/common/draws/product/details?cId=12');
        expect(resolve('cId=C-0012')).toBe('/tabs/common/draws/product/details?cId=C-0012');
        expect(resolve('cId=12&isP=1')).toBe('/tabs/common/draws/product/prize?cId=12');
        expect(resolve('cId=12&isP=true&wonId=7')).toBe('/tabs/common/draws/product/prize?cId=12&wonId=7');
        expect(resolve('cId=12&isP=0')).toBe('/tabs/common/draws/product/details?cId=12');
    });

    it('follows action links as the shop does everywhere else', () => {
        expect(resolve('actionTyp=CAM&actionVal=5')).toBe('/tabs/common/draws/product/details?cId=5');
        expect(resolve('actionTyp=CAT&actionVal=3')).toBe('/tabs/draws/category/inner?id=3');
        expect(resolve('actionTyp=PG&actionVal=terms-of-sale')).toBe('/tabs/profile/policy/content?slug=terms-of-sale');
        expect(resolve('actionTyp=TIC')).toBe('/tabs/tickets');
        expect(resolve('actionTyp=TIC&actionVal=5')).toBe('/tabs/tickets/inner?cId=5');
        expect(resolve('actionTyp=NON')).toBe('/tabs/home');
    });

    it("opens only the shop's own pages by path", () => {
        expect(resolve('path=/tabs/cart')).toBe('/tabs/cart');
        expect(resolve(`path=${encodeURIComponent('/tabs/draws?sheet=LATEST')}`)).toBe('/tabs/draws?sheet=LATEST');
        expect(resolve('path=https://evil.example/tabs/home')).toBeUndefined();
        expect(resolve('path=//evil.example')).toBeUndefined();
        expect(resolve('path=/tabs/universal?path=/tabs/universal')).toBeUndefined();
        expect(resolve('path=/tabs/auth/signin')).toBeUndefined();
    });

    it('recognises nothing else', () => {
        for (const query of [
            '',
            'cId=',
            'cId=../../x',
            'cId=<script>',
            'actionTyp=URL&actionVal=https://evil.example',
            'actionTyp=CAM',
            'actionTyp=XYZ&actionVal=1',
            'actionTyp=PG&actionVal=secret',
            'foo=bar',
        ]) {
            expect(resolve(query), query).toBeUndefined();
        }
    });

    it('sends links that open the app through universal', () => {
        expect(appLinkPath('tuah://universal?cId=12')).toBe('/tabs/universal?cId=12');
        expect(appLinkPath('https://tuah.my/?actionTyp=CAT&actionVal=3')).toBe('/tabs/universal?actionTyp=CAT&actionVal=3');
        expect(appLinkPath('https://tuah.my/tabs/universal?cId=12')).toBe('/tabs/universal?cId=12');
        expect(appLinkPath('https://tuah.my/tabs/draws?sheet=LATEST')).toBe(`/tabs/universal?path=${encodeURIComponent('/tabs/draws?sheet=LATEST')}`);
        expect(appLinkPath('not a url')).toBe('/tabs/universal');
    });

    it('shows "Link not recognised" with a way home for a link it cannot follow', async () => {
        mockServer.use(...catalogueHandlers);
        const { router, user } = renderShop('/tabs/universal?actionTyp=URL&actionVal=https://evil.example');
        expect(await screen.findByRole('heading', { name: 'Link not recognised' })).toBeInTheDocument();
        await user.click(screen.getByRole('link', { name: 'Back to home' }));
        await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/home'));
    });

    it('opens the page a link means', async () => {
        mockServer.use(...catalogueHandlers);
        const { router } = renderShop('/tabs/universal?path=%2Ftabs%2Fdraws');
        await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/draws'));
    });
});
