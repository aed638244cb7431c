import { describe, expect, it } from 'vitest';

import { journeyShop, openPhone as openPhoneOn, screenshot } from './support';

const shop = journeyShop();

/** A shopper's phone with an English-speaking browser; page errors fail the test. */
const openPhone = () => openPhoneOn(shop.browser, shop.server.baseUrl);

describe('a shopper on the home page', () => {
    it('sees the catalogue in ringgit, switches to Malay, and still reads Malay after a reload', async () => {
        const { context, page, errors } = await openPhone();
        try {
            // Home's queries start from the document (lib/firstScreen.ts); the app must take those
            // answers rather than ask again.
            const asked: string[] = [];
            const locales: string[] = [];
            page.on('request', request => {
                if (request.url().includes('/shop-api')) asked.push(JSON.parse(request.postData() ?? '{}').operationName);
                if (request.url().includes('/locales/')) locales.push(new URL(request.url()).pathname);
            });
            await page.goto('/');
            await page.waitForURL('**/tabs/home');
            expect(await page.title()).toBe('Tuah');

            const products = page.getByRole('region', { name: 'For you' }).getByRole('article');
            await products.first().waitFor();
            await expect.poll(() => products.count()).toBeGreaterThanOrEqual(6);
            expect(asked.filter(name => ['GetCategory', 'Products', 'GetCampaigns', 'GetMarketing'].includes(name)).sort()).toEqual([
                'GetCampaigns',
                'GetCampaigns',
                'GetCategory',
                'GetMarketing',
                'Products',
            ]);
            // Every early answer was taken (none left over), so none was asked for in vain.
            expect(await page.evaluate(() => (window.__tuahEarly ? Object.keys(window.__tuahEarly) : ['no first-screen script']))).toEqual([]);
            for (const text of (await products.allTextContents()).slice(0, 6)) expect(text).toMatch(/RM\s?\d+\.\d{2}/);
            // Pictures come from the asset server in a small preset, and actually arrive.
            const picture = products.first().getByRole('img');
            expect(await picture.getAttribute('src')).toContain('preset=small');
            // The catalogue sits below the draws now, and its pictures load lazily: bring it into view.
            await picture.scrollIntoViewIfNeeded();
            await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 15_000 }).toBeGreaterThan(0);
            await expect.poll(() => page.getByRole('region', { name: 'Categories' }).getByRole('listitem').count()).toBeGreaterThan(3);
            await page.getByRole('region', { name: 'Categories' }).scrollIntoViewIfNeeded();
            await screenshot(page, 'home-en');
            // An English visit reads English words only (Malay's files came too, for nothing: issue 36).
            expect(locales.length).toBeGreaterThan(0);
            expect(locales.filter(file => !file.startsWith('/locales/en/'))).toEqual([]);

            await page.getByRole('button', { name: 'Bahasa Melayu' }).click();
            await page.getByRole('heading', { name: 'Untuk anda' }).waitFor();
            await page.getByRole('navigation', { name: 'Utama' }).getByText('Troli').waitFor();
            // Product names come back from the server in Malay too.
            await page.getByRole('heading', { name: 'Fon Telinga Tanpa Wayar' }).waitFor();
            expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ms');

            await page.reload();
            await page.getByRole('heading', { name: 'Untuk anda' }).waitFor();
            expect(await page.getByRole('button', { name: 'Bahasa Melayu' }).getAttribute('aria-pressed')).toBe('true');
            await page.getByRole('heading', { name: 'Fon Telinga Tanpa Wayar' }).waitFor();
            await screenshot(page, 'home-ms');

            await page.goto('/tabs/no-such-page');
            await page.getByRole('heading', { name: 'Halaman Tidak Ditemui' }).waitFor();
            expect(await page.title()).toBe('Tuah');

            expect(errors).toEqual([]);
        } finally {
            await context.close();
        }
    });

    it('reads the home page and a campaign page without anything jumping as their data arrives', async () => {
        const { context, page, errors } = await openPhone();
        try {
            // The draws answer last, as they can on a phone: nothing already on screen may move.
            await page.route('**/shop-api', async route => {
                if (route.request().postData()?.includes('campaigns(')) await new Promise(resolve => setTimeout(resolve, 700));
                await route.continue();
            });
            await page.addInitScript(() => {
                (window as unknown as { layoutShift: number }).layoutShift = 0;
                new PerformanceObserver(list => {
                    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
                        if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
                    }
                }).observe({ type: 'layout-shift', buffered: true });
            });
            const layoutShift = () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

            await page.goto('/tabs/home');
            const hot = page.getByRole('region', { name: 'Hot draws' }).getByRole('article');
            await hot.first().waitFor();
            await page.getByRole('region', { name: 'For you' }).getByRole('article').first().waitFor();
            // The first screen's pictures are fetched at once; the rest wait until scrolled to.
            expect(await hot.first().locator('img').getAttribute('loading')).toBe('eager');
            await expect
                .poll(() =>
                    hot
                        .first()
                        .locator('img')
                        .evaluate((img: HTMLImageElement) => img.complete),
                )
                .toBe(true);
            expect(await layoutShift()).toBeLessThan(0.05);

            await hot.first().getByRole('link').click();
            await page.waitForURL('**/common/draws/product/details**');
            await page.getByRole('heading', { level: 1 }).waitFor();
            await page.waitForLoadState('networkidle');
            expect(await layoutShift()).toBeLessThan(0.05);
            expect(errors).toEqual([]);
        } finally {
            await context.close();
        }
    });

    it('sees Page Not Found for an unknown address, and finds the way home', async () => {
        const { context, page, errors } = await openPhone();
        try {
            await page.goto('/tabs/nowhere/at/all');
            await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
            await page.getByRole('link', { name: 'Back to home' }).click();
            await page.waitForURL('**/tabs/home');
            await page.getByRole('region', { name: 'For you' }).getByRole('article').first().waitFor();
            expect(errors).toEqual([]);
        } finally {
            await context.close();
        }
    });

    it('finds Home scrolled where it was after a visit to the Cart tab', async () => {
        const { context, page, errors } = await openPhone();
        try {
            await page.goto('/tabs/home');
            await page.getByRole('region', { name: 'For you' }).getByRole('article').nth(5).waitFor();
            // Scrolled again until the page is tall enough: the draws above the catalogue may still be arriving.
            await expect.poll(() => page.evaluate(() => (window.scrollTo(0, 700), Math.round(window.scrollY)))).toBe(700);

            const tabBar = page.getByRole('navigation', { name: 'Main' });
            await tabBar.getByRole('link', { name: 'Cart' }).click();
            await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
            expect(await page.evaluate(() => window.scrollY)).toBe(0);

            await tabBar.getByRole('link', { name: 'Home' }).click();
            await page.waitForURL('**/tabs/home');
            // On a busy machine the page may take a while to draw again and grow back: wait for it, not a fixed time.
            await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 10_000 }).toBe(700);
            expect(errors).toEqual([]);
        } finally {
            await context.close();
        }
    });
});
