import { adminLogin, createShopper, gql } from '@tuah/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { journeyShop, openPhone, screenshot, seriousAccessibilityViolations, type Language } from './support';

/** What the shopper reads, in each language. */
const WORDS = {
    en: {
        policies: 'Policies',
        titles: ['Privacy Policy', 'Terms of Use', 'Terms of Use (Android app)', 'Terms of Sale', 'Campaign Rules'],
        rules: 'Campaign Rules',
        rulesText: /winning ticket is picked with verifiable randomness/,
        rulesHeading: 'Blind boxes',
        about: 'About Tuah',
        appVersion: 'App version',
        productTab: 'Product details',
        prizeTab: 'Prize details',
        sizeChart: 'Size chart',
        cap: 'Tuah Lucky Cap',
        chartOf: 'Size chart of Tuah Lucky Cap',
        video: 'Watch the video (opens another site)',
    },
    ms: {
        policies: 'Polisi',
        titles: ['Dasar Privasi', 'Terma Penggunaan', 'Terma Penggunaan (aplikasi Android)', 'Terma Jualan', 'Peraturan Kempen'],
        rules: 'Peraturan Kempen',
        rulesText: /Tiket yang menang dipilih secara rawak yang boleh disahkan/,
        rulesHeading: 'Kotak misteri',
        about: 'Perihal Tuah',
        appVersion: 'Versi aplikasi',
        productTab: 'Butiran produk',
        prizeTab: 'Butiran hadiah',
        sizeChart: 'Carta saiz',
        cap: 'Topi Tuah',
        chartOf: 'Carta saiz Topi Tuah',
        video: 'Tonton video (membuka laman lain)',
    },
} satisfies Record<Language, unknown>;

const shop = journeyShop();

async function expectAccessible(page: Page, what: string) {
    expect(await seriousAccessibilityViolations(page), what).toEqual([]);
}

describe('policy, information and size chart pages', () => {
    it.each(['en', 'ms'] as const)(
        '%s: the policies from the profile (English, signed in) or from sign-in (Malay, a guest), one policy in the language, about with 5.03.1301, and a campaign product’s size chart',
        { timeout: 180_000 },
        async language => {
            const words = WORDS[language];
            const token = language === 'en' ? (await createShopper(shop.server, await adminLogin(shop.server.adminApiUrl), 'pages-journey')).token : undefined;
            const { page, context, errors } = await openPhone(shop.browser, shop.server.baseUrl, { language, token });
            try {
                // The policy index: from the profile's information links, or the sign-in page's for a guest.
                await page.goto(token ? '/tabs/profile' : '/tabs/auth/signin');
                await page.getByRole('link', { name: words.policies, exact: true }).click();
                await page.waitForURL('**/tabs/profile/policy');
                await page.getByRole('heading', { level: 1, name: words.policies }).waitFor();
                const list = page.getByRole('main').getByRole('listitem');
                await expect.poll(() => list.allTextContents()).toEqual(words.titles);
                await expectAccessible(page, 'policy index');

                // One policy, in the shopper's language, its headings drawn as headings.
                await page.getByRole('link', { name: words.rules }).click();
                await page.getByRole('heading', { level: 1, name: words.rules }).waitFor();
                await page.getByText(words.rulesText).waitFor();
                await page.getByRole('heading', { level: 2, name: words.rulesHeading }).waitFor();
                expect(await page.getByRole('article').getAttribute('lang')).toBe(language);
                await screenshot(page, `policy-${language}`);
                await expectAccessible(page, 'policy');

                // About: the app version.
                await page.goto('/tabs/profile/about');
                await page.getByRole('heading', { level: 1, name: words.about }).waitFor();
                expect(await page.getByText(words.appVersion).locator('xpath=following-sibling::dd').textContent()).toBe('5.03.1301');
                await expectAccessible(page, 'about');

                // A demo campaign whose product (the cap) has a size chart, and whose prize (the watch) a video elsewhere.
                const campaigns = await gql(shop.server.shopApiUrl, '{ campaigns(options: { take: 100 }) { items { id sId } } }');
                const capDraw = campaigns.campaigns.items.find((c: { sId: string }) => c.sId === 'NEWPH1')!.id;
                await page.goto(`/tabs/common/draws/product/prize?cId=${capDraw}`);
                await page.getByRole('tab', { name: words.prizeTab, selected: true }).waitFor();
                expect(await page.getByRole('link', { name: words.video }).getAttribute('href')).toMatch(/^https:\/\//);
                await page.getByRole('tab', { name: words.productTab }).click();
                await page.getByRole('link', { name: words.sizeChart }).click();
                await page.waitForURL('**/tabs/common/draws/product/size?cId=*');
                await page.getByRole('heading', { level: 2, name: words.cap }).waitFor();
                const chart = page.getByRole('img', { name: words.chartOf });
                await expect
                    .poll(() => chart.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 15_000 })
                    .toBeGreaterThan(0);
                await screenshot(page, `size-chart-${language}`);
                await expectAccessible(page, 'size chart');
                expect(errors).toEqual([]);
            } finally {
                await context.close();
            }
        },
    );
});
