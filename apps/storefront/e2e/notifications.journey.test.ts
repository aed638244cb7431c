import { gql, queryDatabase, shopApi } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { journeyShop, openPhone, screenshot, seriousAccessibilityViolations, type Language } from './support';

/** What the shopper reads, in each language. */
const WORDS = {
    en: { tab: 'Notification', title: 'Notification', won: 'You won!', draw: 'Merdeka Draw', markAll: 'Mark all read', unread: /^\d+ unread$/ },
    ms: {
        tab: 'Notifikasi',
        title: 'Notifikasi',
        won: 'Anda menang!',
        draw: 'Cabutan Merdeka',
        markAll: 'Tandakan semua dibaca',
        unread: /^\d+ belum dibaca$/,
    },
} as const;
const LANGUAGES: Language[] = ['en', 'ms'];

const DEMO_SHOPPERS = ['aisyah', 'budi', 'somchai', 'meiling', 'ravi'];
const AUTHENTICATE = `mutation ($u: String!) { authenticate(input: { native: { username: $u, password: "tuah-demo-1" } }) { __typename } }`;
const WON = '{ readNotification(options: { take: 100, filter: { tag: { eq: "DRAW_WON" } } }) { totalItems } }';

const shop = journeyShop();

/** The demo shopper who won the seeded draw DONE6X (the seed draws it; wait for the winner if it is still being drawn). */
async function demoWinner(shopApiUrl: string): Promise<string> {
    const until = Date.now() + 30_000;
    for (;;) {
        for (const username of DEMO_SHOPPERS) {
            const token = (await shopApi(shopApiUrl, AUTHENTICATE, { u: username })).token!;
            if ((await gql(shopApiUrl, WON, {}, token)).readNotification.totalItems > 0) return token;
        }
        if (Date.now() > until) throw new Error('no demo shopper was told of a win');
        await new Promise(resolve => setTimeout(resolve, 500));
    }
}

describe('notifications: the winner of the seeded draw reads the win, and the badge clears', () => {
    for (const language of LANGUAGES) {
        it(`sees the badge, opens the tab, reads the win and marks everything read (${language})`, async () => {
            const words = WORDS[language];
            const token = await demoWinner(shop.server.shopApiUrl);
            // Each language starts from the same unread inbox (the other run marked it read).
            await queryDatabase(shop.server, 'UPDATE "notification" SET "isRead" = false');
            const { context, page, errors } = await openPhone(shop.browser, shop.server.baseUrl, { language, token });
            try {
                await page.goto('/tabs/home');
                const tabBar = page.getByRole('navigation', { name: /Main|Utama/ });
                const tab = tabBar.getByRole('link', { name: new RegExp(`^${words.tab}`) });
                const badge = tab.getByTestId('tab-badge');
                await badge.waitFor();
                const before = Number(await badge.textContent());
                expect(before).toBeGreaterThan(0);
                expect(await tab.getByText(words.unread).count()).toBe(1);

                await tab.click();
                await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
                const win = page.getByRole('link', { name: new RegExp(words.won) });
                await win.waitFor();
                expect(await win.textContent()).toContain(words.draw);
                expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
                expect(await seriousAccessibilityViolations(page)).toEqual([]);
                await screenshot(page, `notifications-${language}`);

                // Tapping the win marks it read and opens its campaign.
                await win.click();
                await page.waitForURL(/\/tabs\/common\/draws\/product\/details\?cId=/);
                await expect.poll(async () => ((await badge.count()) ? Number(await badge.textContent()) : 0)).toBe(before - 1);

                await tab.click();
                await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
                if (before > 1) await page.getByRole('button', { name: words.markAll }).click();
                await expect.poll(() => badge.count()).toBe(0);
                await page.getByRole('button', { name: words.markAll, disabled: true }).waitFor();
                expect(errors).toEqual([]);
            } finally {
                await context.close();
            }
        });
    }
});
