import { act, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '../../lib/i18n';
import type { PolicyPageQuery } from '../../gql/graphql';
import { campaignDetail } from '../../test/campaignMocks';
import { mockServer } from '../../test/mockServer';
import { renderShop } from '../../test/render';
import { parsePolicyBody } from './PolicyBody';

const TITLES = {
    en: ['Privacy Policy', 'Terms of Use', 'Terms of Use (Android app)', 'Terms of Sale', 'Campaign Rules'],
    ms: ['Dasar Privasi', 'Terma Penggunaan', 'Terma Penggunaan (aplikasi Android)', 'Terma Jualan', 'Peraturan Kempen'],
};
const SLUGS = ['privacy-policy', 'terms-of-use', 'terms-of-use-android', 'terms-of-sale', 'campaign-rules'];

const PAGES: Record<'en' | 'ms', NonNullable<PolicyPageQuery['policyPage']>> = {
    en: {
        slug: 'terms-of-sale',
        title: 'Terms of Sale',
        languageCode: 'en' as never,
        updatedAt: '2026-11-20T08:00:00.000Z',
        body: 'Prices are in MYR.\n\n## Delivery\n- Prizes ship free.\n- You pay <b>delivery</b> only.\n\n<script>alert(1)</script>',
    },
    ms: {
        slug: 'terms-of-sale',
        title: 'Terma Jualan',
        languageCode: 'ms' as never,
        updatedAt: '2026-11-20T08:00:00.000Z',
        body: 'Harga dalam MYR.\n\n## Penghantaran\n- Anda hanya membayar caj penghantaran.',
    },
};

/** The policy queries answered in the language asked (`languageCode`), the way the server does. */
function servePolicies() {
    const language = (request: Request) => (new URL(request.url).searchParams.get('languageCode') === 'ms' ? 'ms' : 'en');
    mockServer.use(
        graphql.query('PolicyPages', ({ request }) =>
            HttpResponse.json({ data: { policyPages: SLUGS.map((slug, i) => ({ slug, title: TITLES[language(request)][i] })) } }),
        ),
        graphql.query('PolicyPage', ({ request, variables }) =>
            HttpResponse.json({ data: { policyPage: variables.slug === 'terms-of-sale' ? PAGES[language(request)] : null } }),
        ),
    );
}

describe('the policy pages', () => {
    it('lists the five policies for a guest and opens one, its headings and lists drawn as such and any markup as text', async () => {
        servePolicies();
        const { user, router } = renderShop('/tabs/profile/policy');
        expect(await screen.findByRole('heading', { name: 'Policies', level: 1 })).toBeInTheDocument();
        const links = await screen.findAllByRole('link', { name: /Policy|Terms|Rules/ });
        expect(links.map(link => link.textContent)).toEqual(TITLES.en);
        expect(links[3]).toHaveAttribute('href', '/tabs/profile/policy/content?slug=terms-of-sale');

        await user.click(links[3]!);
        expect(await screen.findByRole('heading', { name: 'Terms of Sale', level: 1 })).toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/tabs/profile/policy/content');
        expect(screen.getByRole('heading', { name: 'Delivery', level: 2 })).toBeInTheDocument();
        const items = within(within(screen.getByRole('article')).getByRole('list')).getAllByRole('listitem');
        expect(items.map(item => item.textContent)).toEqual(['Prizes ship free.', 'You pay <b>delivery</b> only.']);
        expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
        expect(document.querySelector('article script, article b')).toBeNull();
        expect(screen.getByText(/^Last updated 20 Nov 2026/)).toBeInTheDocument();
    });

    it('speaks Malay', async () => {
        servePolicies();
        await act(() => changeLanguage('ms'));
        renderShop('/tabs/profile/policy/content?slug=terms-of-sale');
        expect(await screen.findByRole('heading', { name: 'Terma Jualan', level: 1 })).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Penghantaran' })).toBeInTheDocument();
        expect(screen.getByRole('article')).toHaveAttribute('lang', 'ms');
    });

    it('says so for a slug that is no policy, or none at all', async () => {
        servePolicies();
        renderShop('/tabs/profile/policy/content?slug=refund-policy');
        expect(await screen.findByRole('heading', { name: 'No such policy' })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'All policies' })).toHaveAttribute('href', '/tabs/profile/policy');
    });

    it('reads the markdown subset: paragraphs joined, headings and list items apart', () => {
        expect(parsePolicyBody('One\ntwo\n\n## Head\n- a\n- b\nAfter')).toEqual([
            { kind: 'paragraph', text: 'One two' },
            { kind: 'heading', text: 'Head' },
            { kind: 'list', items: ['a', 'b'] },
            { kind: 'paragraph', text: 'After' },
        ]);
    });
});

describe('the information pages', () => {
    it('about shows the app version 5.03.1301 and the build', async () => {
        renderShop('/tabs/profile/about');
        expect(await screen.findByRole('heading', { name: 'About Tuah', level: 1 })).toBeInTheDocument();
        expect(screen.getByText('App version').nextElementSibling).toHaveTextContent('5.03.1301');
        expect(screen.getByText('Asset version').nextElementSibling).toHaveTextContent(/^\d+\.\d+\.\d+\+test$/);
        expect(screen.getByRole('link', { name: 'Policies' })).toHaveAttribute('href', '/tabs/profile/policy');
    });

    it('how it works, tutorials and contact are open to guests, in Malay too', async () => {
        await act(() => changeLanguage('ms'));
        const { unmount } = renderShop('/tabs/profile/how-it-works');
        expect(await screen.findByRole('heading', { name: 'Cabutan bertuah' })).toBeInTheDocument();
        unmount();
        const tutorials = renderShop('/tabs/profile/tutorials');
        expect(await screen.findByRole('heading', { name: 'Tebus kod' })).toBeInTheDocument();
        tutorials.unmount();
        renderShop('/tabs/profile/contact');
        expect(await screen.findByRole('heading', { name: 'Hubungi kami', level: 1 })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: /^support@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
        expect(screen.getByText(/5\.03\.1301/)).toBeInTheDocument();
    });

    it('help is open to guests and links the information pages; sign-in links the policies', async () => {
        const help = renderShop('/tabs/profile/support');
        expect(await screen.findByRole('heading', { name: 'Help and support', level: 1 })).toBeInTheDocument();
        const info = within(screen.getByRole('navigation', { name: 'Information' }));
        expect(info.getAllByRole('link').map(link => link.textContent)).toEqual(['Policies', 'About Tuah', 'How it works', 'Tutorials', 'Contact us']);
        help.unmount();
        renderShop('/tabs/auth/signin');
        expect(await within(await screen.findByRole('navigation', { name: 'Information' })).findByRole('link', { name: 'Policies' })).toHaveAttribute(
            'href',
            '/tabs/profile/policy',
        );
    });
});

describe('product extras on the campaign page', () => {
    const chart = { id: '9', preview: '/assets/preview/size-chart-cap.png', width: 800, height: 800 };

    function serve(product: ReturnType<typeof campaignDetail>['product']['customFields'], prizeVideo: string | null = null) {
        const detail = campaignDetail();
        const campaign = {
            ...detail,
            product: { ...detail.product, customFields: product },
            prize: { ...detail.prize!, customFields: { videoUrl: prizeVideo } },
        };
        mockServer.use(
            graphql.query('Campaign', () => HttpResponse.json({ data: { campaign } })),
            graphql.query('CampaignSizeChart', () =>
                HttpResponse.json({
                    data: {
                        campaign: { id: '2', product: { id: '10', name: 'Cap', customFields: product?.sizeImg ? { sizeImg: chart } : { sizeImg: null } } },
                    },
                }),
            ),
        );
    }

    it('links the size chart, which shows the chart under the product name', async () => {
        serve({ videoUrl: null, sizeImg: { id: '9' } });
        const { user, router } = renderShop('/tabs/common/draws/product/details?cId=2');
        await user.click(await screen.findByRole('link', { name: 'Size chart' }));
        expect(await screen.findByRole('img', { name: 'Size chart of Cap' })).toHaveAttribute('src', expect.stringContaining('size-chart-cap.png'));
        expect(router.state.location.pathname + router.state.location.search).toBe('/tabs/common/draws/product/size?cId=2');
        expect(screen.getByRole('heading', { name: 'Size chart', level: 1 })).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Cap', level: 2 })).toBeInTheDocument();
    });

    it('has no size chart link without a chart, and the size page says there is none', async () => {
        serve({ videoUrl: null, sizeImg: null });
        renderShop('/tabs/common/draws/product/details?cId=2');
        expect(await screen.findByText('A cotton cap.')).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: 'Size chart' })).toBeNull();
        renderShop('/tabs/common/draws/product/size?cId=2');
        expect(await screen.findByRole('heading', { name: 'No size chart' })).toBeInTheDocument();
    });

    it("plays the shop's own video file; another site's video is a link out", { timeout: 15_000 }, async () => {
        serve({ videoUrl: `${window.location.origin}/assets/cap.mp4`, sizeImg: null }, 'https://www.youtube.com/watch?v=abc');
        const { user } = renderShop('/tabs/common/draws/product/details?cId=2');
        const video = await screen.findByLabelText('Video of Cap');
        expect(video.tagName).toBe('VIDEO');
        expect(video).toHaveAttribute('controls');
        await user.click(screen.getByRole('tab', { name: 'Prize details' }));
        const link = await screen.findByRole('link', { name: 'Watch the video (opens another site)' });
        expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });

    it('drops a javascript: video address', async () => {
        serve({ videoUrl: 'javascript:alert(1)', sizeImg: null });
        renderShop('/tabs/common/draws/product/details?cId=2');
        expect(await screen.findByText('A cotton cap.')).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: /Watch the video/ })).toBeNull();
        expect(screen.queryByLabelText('Video of Cap')).toBeNull();
    });
});
