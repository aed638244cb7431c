import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { i18n } from '../../lib/i18n';
import { MARKETING_OVERLAYS_DELAY_MS } from '.';
import { mockServer } from '../../test/mockServer';
import { renderShop } from '../../test/render';
import { catalogueHandlers } from '../../test/shopApiMocks';

/** The popup and the floating button come MARKETING_OVERLAYS_DELAY_MS after Home opens. */
const OVERLAYS = { timeout: MARKETING_OVERLAYS_DELAY_MS + 3000 };

const asset = (name: string) => ({
    id: name,
    source: `http://localhost:3000/assets/source/${name}.png`,
    preview: `http://localhost:3000/assets/preview/${name}.png`,
});
const item = (id: string, actionTyp: string, actionVal: string | null, title: { en: string; ms: string }) => ({
    id,
    actionTyp,
    actionVal,
    title,
    startsAt: null,
    endsAt: null,
    asset: asset(`mk-${id}`),
});
const ITEMS = {
    banners: [
        item('1', 'CAM', '2', { en: 'Win a smart watch', ms: 'Menangi jam pintar' }),
        item('2', 'URL', 'https://tuah.example/raya', { en: 'Raya sale', ms: 'Jualan Raya' }),
        item('3', 'PG', 'campaign-rules', { en: 'How our draws work', ms: 'Cara cabutan kami' }),
    ],
    popup: item('4', 'CAM', '3', { en: 'Last call for power banks', ms: 'Panggilan terakhir bank kuasa' }),
    fab: item('5', 'TIC', null, { en: 'My tickets', ms: 'Tiket saya' }),
    bb: item('6', 'CAM', '7', { en: 'Mystery Gadget Box', ms: 'Kotak Misteri Gajet' }),
};

/** GetMarketing answered in the request's language, as the server does. */
const marketingHandler = graphql.query('GetMarketing', ({ request }) => {
    const lang = new URL(request.url).searchParams.get('languageCode') === 'ms' ? 'ms' : 'en';
    const inLang = (i: (typeof ITEMS.banners)[number]) => ({ ...i, title: i.title[lang] });
    return HttpResponse.json({
        data: { getMarketing: { banners: ITEMS.banners.map(inLang), popup: inLang(ITEMS.popup), fab: inLang(ITEMS.fab), bb: inLang(ITEMS.bb) } },
    });
});

describe('Home marketing', () => {
    it('shows the banners as a labelled carousel of links, moved by its named controls', async () => {
        localStorage.setItem('seenPopup', JSON.stringify(['4']));
        mockServer.use(...catalogueHandlers, marketingHandler);
        const { user } = renderShop('/tabs/home');

        const carousel = within(await screen.findByRole('region', { name: 'Offers' }));
        const slides = carousel.getAllByRole('group');
        expect(slides.map(s => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
        expect(carousel.getByRole('link', { name: 'Win a smart watch' })).toHaveAttribute('href', '/tabs/common/draws/product/details?cId=2');
        expect(carousel.getByRole('link', { name: 'Raya sale' })).toHaveAttribute('href', 'https://tuah.example/raya');
        expect(carousel.getByRole('link', { name: 'How our draws work' }).getAttribute('href')).toContain('campaign-rules');
        // The first picture is what the shopper sees first: fetched at once, in its reserved 2:1 box.
        const first = slides[0]!.querySelector('img')!;
        expect(first).toHaveAttribute('loading', 'eager');
        expect(new URL(first.src).searchParams.get('preset')).toBe('large');

        expect(carousel.getByRole('button', { name: 'Show offer 1 of 3' })).toHaveAttribute('aria-current', 'true');
        await user.click(carousel.getByRole('button', { name: 'Next offer' }));
        expect(carousel.getByRole('button', { name: 'Show offer 2 of 3' })).toHaveAttribute('aria-current', 'true');
        await user.click(carousel.getByRole('button', { name: 'Previous offer' }));
        await user.click(carousel.getByRole('button', { name: 'Previous offer' }));
        expect(carousel.getByRole('button', { name: 'Show offer 3 of 3' })).toHaveAttribute('aria-current', 'true');

        // The floating button and the blind-box promo lead where they say.
        expect(await screen.findByRole('link', { name: 'My tickets' }, OVERLAYS)).toHaveAttribute('href', expect.stringContaining('tickets'));
        const promo = within(screen.getByRole('region', { name: 'Blind box offer' }));
        expect(promo.getByRole('link', { name: 'Mystery Gadget Box' })).toHaveAttribute('href', '/tabs/common/draws/product/details?cId=7');
        // Already seen: no popup.
        expect(screen.queryByRole('dialog', { name: 'Last call for power banks' })).not.toBeInTheDocument();
    });

    it('shows the popup once: closing it remembers its id, and it stays closed on the next visit', async () => {
        mockServer.use(...catalogueHandlers, marketingHandler);
        const { user, unmount } = renderShop('/tabs/home');

        // Not over the first screen: Home is drawn first, the popup comes a few seconds later.
        await screen.findByRole('region', { name: 'Offers' });
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        const popup = await screen.findByRole('dialog', { name: 'Last call for power banks' }, OVERLAYS);
        expect(within(popup).getByRole('link', { name: /Last call for power banks/ })).toHaveAttribute('href', '/tabs/common/draws/product/details?cId=3');
        await user.click(within(popup).getByRole('button', { name: 'Close' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Last call for power banks' })).not.toBeInTheDocument());
        expect(JSON.parse(localStorage.getItem('seenPopup')!)).toEqual(['4']);

        unmount();
        renderShop('/tabs/home');
        await screen.findByRole('region', { name: 'Offers' });
        await screen.findByRole('link', { name: 'My tickets' }, OVERLAYS);
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('following the popup counts as seeing it', async () => {
        mockServer.use(...catalogueHandlers, marketingHandler);
        const { user } = renderShop('/tabs/home');
        const popup = await screen.findByRole('dialog', { name: 'Last call for power banks' }, OVERLAYS);
        await user.click(within(popup).getByRole('link', { name: /Last call for power banks/ }));
        expect(JSON.parse(localStorage.getItem('seenPopup')!)).toEqual(['4']);
    });

    it("speaks Malay: the carousel's controls and the items' titles", async () => {
        localStorage.setItem('seenPopup', JSON.stringify(['4']));
        await i18n.changeLanguage('ms');
        mockServer.use(...catalogueHandlers, marketingHandler);
        renderShop('/tabs/home');
        const carousel = within(await screen.findByRole('region', { name: 'Tawaran' }));
        expect(carousel.getByRole('link', { name: 'Menangi jam pintar' })).toBeInTheDocument();
        expect(carousel.getByRole('button', { name: 'Tawaran seterusnya' })).toBeInTheDocument();
        expect(carousel.getByRole('button', { name: 'Tunjukkan tawaran 2 daripada 3' })).toBeInTheDocument();
        expect(await screen.findByRole('link', { name: 'Tiket saya' }, OVERLAYS)).toBeInTheDocument();
    });

    it('shows no marketing, and keeps Home working, when the marketing query fails', async () => {
        mockServer.use(
            ...catalogueHandlers,
            graphql.query('GetMarketing', () => HttpResponse.json({ errors: [{ message: 'boom' }] })),
        );
        renderShop('/tabs/home');
        await screen.findByRole('region', { name: 'For you' });
        expect(screen.queryByRole('region', { name: 'Offers' })).not.toBeInTheDocument();
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
});
