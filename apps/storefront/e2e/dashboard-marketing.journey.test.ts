import { shopApi } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { openDesk, openTuahScreen, operatorScreenViolations, signInToDashboard } from './dashboard-support';
import { journeyShop, openPhone, screenshot } from './support';

/**
 * The operator's marketing screens (apps/dashboard/src/marketing, docs/dashboard.md): a banner made in
 * the dashboard is on the shop's Home in both languages and opens its campaign; a notification sent to
 * a campaign's ticket holders reaches a holder's Notification tab. Operator screens are English only.
 */
const shop = journeyShop();

const BANNER = { en: 'Weekend special: triple tickets on smart watches', ms: 'Istimewa hujung minggu: tiket tiga kali ganda untuk jam pintar' };
/** The seeded campaign the banner opens (apps/server/src/seed/demo-campaigns.ts, WEEK5K), as the shop names it. */
const CAMPAIGN = { en: 'Weekend Lucky Draw', ms: 'Cabutan Bertuah Hujung Minggu' };
/** The seeded ended draw every demo shopper holds tickets of (DONE6X). */
const HELD = 'Merdeka Draw';
const NOTICE = {
    title: { en: 'Merdeka Draw: thank you for taking part', ms: 'Cabutan Merdeka: terima kasih kerana menyertai' },
    msg: { en: 'A new draw opens this weekend.', ms: 'Cabutan baharu dibuka hujung minggu ini.' },
};
const AUTHENTICATE = `mutation { authenticate(input: { native: { username: "aisyah", password: "tuah-demo-1" } }) { __typename } }`;

describe('the operator dashboard: marketing and notifications', () => {
    it("en: the operator puts a banner on Home and notifies a campaign's ticket holders; shoppers see both", { timeout: 180_000 }, async () => {
        const desk = await openDesk(shop.browser, shop.server.baseUrl);
        const { page } = desk;
        try {
            await signInToDashboard(page);
            // Beside Promotions in Vendure's own Marketing section (one Marketing menu).
            await openTuahScreen(page, 'Home banners & popups', '/tuah/marketing', 'Marketing');
            const table = page.getByRole('table', { name: 'Marketing items' });
            // The seeded banner, with its kind, order and state.
            const seeded = table.getByRole('row').filter({ hasText: 'Earbuds Giveaway: over half the tickets are gone' });
            await expect
                .poll(() => seeded.getByRole('cell').allInnerTexts())
                .toEqual(['', 'Earbuds Giveaway: over half the tickets are gone', 'Banner', '1', 'At once', 'No end', 'Live', 'Campaign: Earbuds Giveaway']);
            await screenshot(page, 'dashboard-marketing-list');
            expect(await operatorScreenViolations(page), 'the marketing list').toEqual([]);

            // A new banner, live from now, opening a seeded campaign, titled in both languages.
            await page.getByRole('link', { name: 'New marketing item' }).click();
            await page.waitForURL('**/dashboard/tuah/marketing/new');
            await page.getByRole('button', { name: 'Choose picture' }).click();
            const picker = page.getByRole('dialog', { name: 'Select Asset' });
            await picker.getByPlaceholder('Search assets...').fill('mk-banner-smart-watch');
            await picker.getByRole('button', { name: /mk-banner-smart-watch\.png/ }).click();
            await picker.getByRole('button', { name: 'Select Asset' }).click();
            await picker.waitFor({ state: 'hidden' });
            await page.getByLabel('Title (English)').fill(BANNER.en);
            await page.getByLabel('Title (Malay)').fill(BANNER.ms);
            await page.getByLabel('When tapped').selectOption({ label: 'Open a campaign' });
            await page.getByLabel('Campaign to open').selectOption({ label: `${CAMPAIGN.en} (WEEK5K)` });
            expect(await page.getByLabel('Shown from').inputValue()).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
            // The preview draws it as typed, in each language, with its picture.
            for (const [language, title] of [
                ['English', BANNER.en],
                ['Malay', BANNER.ms],
            ]) {
                const preview = page.getByRole('figure', { name: `Preview in ${language}` });
                await expect.poll(() => preview.innerText()).toContain(title);
                await expect.poll(() => preview.locator('img').evaluate(img => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
            }
            await screenshot(page, 'dashboard-marketing-form');
            expect(await operatorScreenViolations(page), 'the marketing form').toEqual([]);
            // The server's refusal shows under the schedule, and nothing typed is lost.
            await page.getByLabel('Until (empty: no end)').fill('2020-01-01T00:00');
            await page.getByRole('button', { name: 'Create', exact: true }).click();
            await page.getByRole('alert').filter({ hasText: 'A marketing item must end after it starts' }).waitFor();
            expect(await page.getByLabel('Title (Malay)').inputValue()).toBe(BANNER.ms);
            await page.getByLabel('Until (empty: no end)').fill('');
            await page.getByRole('button', { name: 'Create', exact: true }).click();
            await page.waitForURL(/\/dashboard\/tuah\/marketing\/\d+$/);
            await page.getByRole('heading', { name: `Marketing: ${BANNER.en}` }).waitFor();

            // The shop's Home shows it at once, in each language; tapping it opens the campaign.
            for (const language of ['en', 'ms'] as const) {
                const phone = await openPhone(shop.browser, shop.server.baseUrl, { language });
                try {
                    await phone.page.goto('/tabs/home');
                    const banner = phone.page
                        .getByRole('region', { name: language === 'en' ? 'Offers' : 'Tawaran' })
                        .getByRole('link', { name: BANNER[language] });
                    await banner.click();
                    await phone.page.getByRole('heading', { level: 1, name: CAMPAIGN[language] }).waitFor();
                    expect(phone.errors).toEqual([]);
                } finally {
                    await phone.context.close();
                }
            }

            // A notification to the ticket holders of a seeded campaign, in both languages.
            await openTuahScreen(page, 'Notify customers', '/tuah/notify', 'Marketing');
            await page.getByLabel('Ticket holders of a campaign').check();
            const campaign = page.getByLabel('Campaign', { exact: true });
            await campaign.selectOption((await campaign.locator('option', { hasText: HELD }).getAttribute('value'))!);
            await page.getByLabel('Title (English)').fill(NOTICE.title.en);
            await page.getByLabel('Title (Malay)').fill(NOTICE.title.ms);
            await page.getByLabel('Message (English)').fill(NOTICE.msg.en);
            await page.getByLabel('Message (Malay)').fill(NOTICE.msg.ms);
            expect(await operatorScreenViolations(page), 'the notify screen').toEqual([]);
            await page.getByRole('button', { name: 'Send notification' }).click();
            const confirm = page.getByRole('alertdialog', { name: `Send to the ticket holders of ${HELD}?` });
            await confirm.getByRole('button', { name: 'Send', exact: true }).click();
            // The five demo shoppers hold its tickets.
            await confirm.waitFor({ state: 'hidden' });
            await expect
                .poll(() => page.getByRole('status').filter({ hasText: 'Sent to' }).innerText())
                .toBe(`Sent to 5 customers (the ticket holders of ${HELD}).`);
            await screenshot(page, 'dashboard-marketing-notify');
            expect(desk.errors).toEqual([]);
        } finally {
            await desk.context.close();
        }

        // A holder reads it in the Notification tab, in Malay.
        const token = (await shopApi(shop.server.shopApiUrl, AUTHENTICATE)).token!;
        const phone = await openPhone(shop.browser, shop.server.baseUrl, { language: 'ms', token });
        try {
            await phone.page.goto('/tabs/home');
            await phone.page
                .getByRole('navigation', { name: /Main|Utama/ })
                .getByRole('link', { name: /^Notifikasi/ })
                .click();
            await phone.page.getByText(NOTICE.title.ms).waitFor();
            await phone.page.getByText(NOTICE.msg.ms).waitFor();
            expect(phone.errors).toEqual([]);
        } finally {
            await phone.context.close();
        }
    });
});
