import { afterEach, describe, expect, it, vi } from 'vitest';

import { shopRequest } from '../api/shopApi';
import { campaignFirstScreen } from '../features/draws';
import { HOME_QUERIES, homeFirstScreen } from '../features/home';
import { earlyScreen, startFirstScreen, type EarlyConfig, type FirstScreen } from '../lib/firstScreen';
import { FALLBACK_LANGUAGE, LANGUAGES, i18n, initialLanguage } from '../lib/i18n';
import { STORAGE_KEYS } from '../lib/storage';
import { assetSrcSet } from '../ui/AssetImage';
import { WIDE_PICTURES } from '../ui/pictures';
import { campaignImage } from '../campaigns/campaign';

/** The config the build writes for these screens (scripts/first-screen-plugin.ts), chunks aside. */
function configOf(screens: FirstScreen[]): EarlyConfig {
    return {
        base: '/',
        shopApiUrl: '/shop-api',
        languages: LANGUAGES,
        fallbackLanguage: FALLBACK_LANGUAGE,
        storageKeys: STORAGE_KEYS,
        screens: screens.map(screen => earlyScreen(screen, ['static/Page-abc.js'])),
    };
}

/** Opens `address`, runs the script, and returns what it fetched. */
function startAt(address: string) {
    window.history.replaceState(null, '', address);
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ data: { early: true } }));
    startFirstScreen(configOf([homeFirstScreen, campaignFirstScreen]));
    const calls = fetched.mock.calls.map(([url, init]) => ({ url: String(url), body: init?.body as string | undefined }));
    return { fetched, calls };
}

afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.head.querySelectorAll('link[rel=modulepreload], link[rel=preload]').forEach(link => link.remove());
    delete window.__tuahEarly;
});

describe('the first-screen script', () => {
    it('starts Home’s words, code and queries, and the app takes those answers instead of asking again', async () => {
        localStorage.setItem(STORAGE_KEYS.language, 'en');
        const { fetched, calls } = startAt('/tabs/home');
        expect(calls.map(call => call.url)).toEqual([
            '/locales/en/common.json',
            '/locales/en/home.json',
            '/locales/en/marketing.json',
            ...Object.keys(HOME_QUERIES).map(() => '/shop-api?languageCode=en'),
        ]);
        expect(document.head.querySelector('link[rel=modulepreload]')?.getAttribute('href')).toBe('/static/Page-abc.js');

        const { products } = HOME_QUERIES;
        const answer = await shopRequest(products.document, products.variables, { languageCode: 'en' });
        expect(answer.data).toEqual({ early: true });
        expect(fetched).toHaveBeenCalledTimes(calls.length);
        // Taken once: a refetch goes to the network.
        await shopRequest(products.document, products.variables, { languageCode: 'en' });
        expect(fetched).toHaveBeenCalledTimes(calls.length + 1);
    });

    it('asks for the campaign of the address, signed in with the stored session', () => {
        localStorage.setItem(STORAGE_KEYS.language, 'ms');
        localStorage.setItem(STORAGE_KEYS.sessionToken, 'tok-1');
        const { fetched, calls } = startAt('/tabs/common/draws/product/prize?cId=7&wonId=3');
        const query = calls.find(call => call.url.startsWith('/shop-api'));
        expect(query?.url).toBe('/shop-api?languageCode=ms');
        expect(JSON.parse(query!.body!).variables).toEqual({ campaignId: '7', wonId: '3' });
        expect(new Headers(fetched.mock.calls.find(([url]) => String(url).startsWith('/shop-api'))![1]!.headers).get('authorization')).toBe('Bearer tok-1');
    });

    it('does nothing on pages it does not know', () => {
        const { calls } = startAt('/tabs/cart');
        expect(calls).toEqual([]);
    });

    it.each([
        { stored: 'en', browser: ['ms-MY'] },
        { stored: 'ms', browser: ['en-GB'] },
        { stored: null, browser: ['en-GB', 'ms'] },
        { stored: null, browser: ['th-TH', 'id-ID'] },
        { stored: 'klingon', browser: ['zh-CN'] },
    ])('chooses the language the app will show (stored $stored, browser $browser)', ({ stored, browser }) => {
        if (stored) localStorage.setItem(STORAGE_KEYS.language, stored);
        vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
        const { calls } = startAt('/tabs/home');
        expect(calls[0]?.url).toBe(`/locales/${initialLanguage()}/common.json`);
    });

    it('leaves the words to i18next when its early answer failed', async () => {
        window.__tuahEarly = { '/locales/en/home.json': Promise.resolve(new Response(null, { status: 503 })) };
        const fetched = vi.spyOn(globalThis, 'fetch');
        await i18n.reloadResources(['en'], ['home']);
        expect(fetched.mock.calls.map(([url]) => String(url))).toContain('/locales/en/home.json');
        expect(i18n.getResource('en', 'home', 'sections.hot')).toBeTruthy();
    });

    /** Opens `address` with the shop API answering `answer` (words: nothing), and returns the picture preloaded once the answers are in. */
    async function preloadedAt(address: string, answer: unknown) {
        window.history.replaceState(null, '', address);
        vi.spyOn(globalThis, 'fetch').mockImplementation(async url => (String(url).startsWith('/shop-api') ? Response.json(answer) : Response.json({})));
        startFirstScreen(configOf([homeFirstScreen, campaignFirstScreen]));
        await vi.waitFor(() => expect(document.head.querySelector('link[rel=preload][as=image]')).not.toBeNull());
        const link = document.head.querySelector('link[rel=preload][as=image]')!;
        return { srcset: link.getAttribute('imagesrcset'), sizes: link.getAttribute('imagesizes'), priority: link.getAttribute('fetchpriority') };
    }

    it('preloads Home’s first banner as its <img> offers it, as soon as the banners answer', async () => {
        const preview = 'http://localhost:3000/assets/preview/2a/banner__preview.png';
        const banner = { getMarketing: { banners: [{ asset: { preview } }, { asset: { preview: '/other.png' } }] } };
        expect(await preloadedAt('/tabs/home', { data: banner })).toEqual({
            srcset: assetSrcSet(preview, WIDE_PICTURES.banner.presets),
            sizes: WIDE_PICTURES.banner.sizes,
            priority: 'high',
        });
    });

    it('preloads the campaign page’s first gallery picture, chosen as the gallery chooses it', async () => {
        const campaign = {
            cover: null,
            featuredImg: null,
            prize: { featuredAsset: { preview: '/assets/prize.png' } },
            product: { featuredAsset: { preview: '/assets/product.png' } },
        };
        const preloaded = await preloadedAt('/tabs/common/draws/product/details?cId=7', { data: { campaign } });
        expect(preloaded.srcset).toBe(assetSrcSet(campaignImage(campaign as Parameters<typeof campaignImage>[0])!, WIDE_PICTURES.gallery.presets));
        expect(preloaded.sizes).toBe(WIDE_PICTURES.gallery.sizes);
    });
});
