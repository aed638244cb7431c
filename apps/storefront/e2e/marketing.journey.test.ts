import { describe, expect, it } from 'vitest';

import { MARKETING_OVERLAYS_DELAY_MS } from '../src/features/marketing/overlaysDelay';
import { journeyShop, openPhone, screenshot, seriousAccessibilityViolations, settled, type Language } from './support';

const shop = journeyShop();

/** The demo marketing (apps/server/src/seed/demo-marketing.ts) and the campaigns it opens. */
const WORDS = {
    en: {
        popup: 'Last call: only a few Power Bank tickets left',
        close: 'Close',
        carousel: 'Offers',
        next: 'Next offer',
        second: 'Show offer 2 of 3',
        banner: 'Earbuds Giveaway: over half the tickets are gone',
        bannerCampaign: 'Earbuds Giveaway',
        fab: 'Weekend Lucky Draw: 3 tickets per special item',
        fabCampaign: 'Weekend Lucky Draw',
        bbRegion: 'Blind box offer',
        bbCampaign: 'Mystery Gadget Box',
        products: 'For you',
    },
    ms: {
        popup: 'Panggilan terakhir: tinggal beberapa tiket Bank Kuasa',
        close: 'Tutup',
        carousel: 'Tawaran',
        next: 'Tawaran seterusnya',
        second: 'Tunjukkan tawaran 2 daripada 3',
        banner: 'Peraduan Fon Telinga: lebih separuh tiket telah habis',
        bannerCampaign: 'Peraduan Fon Telinga',
        fab: 'Cabutan Bertuah Hujung Minggu: 3 tiket bagi setiap item istimewa',
        fabCampaign: 'Cabutan Bertuah Hujung Minggu',
        bbRegion: 'Tawaran kotak misteri',
        bbCampaign: 'Kotak Misteri Gajet',
        products: 'Untuk anda',
    },
} satisfies Record<Language, Record<string, string>>;

describe('Home marketing', () => {
    it.each(['en', 'ms'] as const)(
        '%s: a first visit shows the popup once; the banners, the floating button and the blind-box promo open their campaigns',
        async language => {
            const words = WORDS[language];
            const { context, page, errors } = await openPhone(shop.browser, shop.server.baseUrl, { language, firstVisit: true });
            // A brand-new phone, past the splash and onboarding (another part of the app), which this journey is not about.
            await context.addInitScript(() => window.localStorage.setItem('doneOnboard', 'true'));
            const axe = async (name: string) => {
                expect(await seriousAccessibilityViolations(page), name).toEqual([]);
                await screenshot(page, `marketing-${name}-${language}`);
            };
            try {
                // The phone's clock runs as usual but can be moved on: the popup and the floating button
                // come a few seconds after Home opens, and the shopper is taken to have stayed that long.
                await page.clock.install();
                await page.goto('/tabs/home');
                await page.clock.fastForward(MARKETING_OVERLAYS_DELAY_MS);
                const popup = page.getByRole('dialog', { name: words.popup });
                await settled(popup);
                await axe('popup');
                await popup.getByRole('button', { name: words.close }).click();
                await popup.waitFor({ state: 'hidden' });

                // Closed once, not shown again: the floating button comes back when the popup would.
                await page.reload();
                const carousel = page.getByRole('region', { name: words.carousel });
                await carousel.getByRole('link').first().waitFor();
                await page.getByRole('heading', { name: words.products }).waitFor();
                await page.clock.fastForward(MARKETING_OVERLAYS_DELAY_MS);
                await page.getByRole('link', { name: words.fab }).waitFor();
                expect(await page.getByRole('dialog').count()).toBe(0);
                await axe('home');

                // The carousel's next control shows the second banner, which opens its campaign.
                await carousel.getByRole('button', { name: words.next }).click();
                await expect.poll(() => carousel.getByRole('button', { name: words.second }).getAttribute('aria-current')).toBe('true');
                await carousel.getByRole('link', { name: words.banner }).click();
                await page.getByRole('heading', { level: 1, name: words.bannerCampaign }).waitFor();

                await page.goBack();
                await page.clock.fastForward(MARKETING_OVERLAYS_DELAY_MS);
                await page.getByRole('link', { name: words.fab }).click();
                await page.getByRole('heading', { level: 1, name: words.fabCampaign }).waitFor();

                await page.goBack();
                const promo = page.getByRole('region', { name: words.bbRegion });
                await promo.getByRole('link').click();
                await page.getByRole('heading', { level: 1, name: words.bbCampaign }).waitFor();
                expect(await page.getByRole('dialog').count()).toBe(0);
                expect(errors).toEqual([]);
            } finally {
                await context.close();
            }
        },
        120_000,
    );
});
