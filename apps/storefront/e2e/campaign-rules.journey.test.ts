import { adminLogin, createShopper, gql } from '@tuah/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { coveredControls, journeyShop, openPhone, screenshot, seriousAccessibilityViolations, type Language } from './support';

/** What the shopper reads, in each language (docs/responsible-play.md). */
const WORDS = {
    en: {
        campaign: 'Earbuds Giveaway',
        rulesLink: 'Official rules',
        rulesHeading: 'Official rules: Earbuds Giveaway',
        prizeValue: /^Wireless Earbuds, worth RM/,
        howChosen: 'How the winner is chosen',
        rulesText: 'Who may enter',
        rulesBody: /Earbuds Giveaway is open to Tuah account holders aged 18 or over/,
        odds: 'Odds and tickets',
        ultra: /Ultra\s*3%\s*3 chances/,
        noTickets: 'You have no tickets in this draw yet.',
        buyNow: 'Buy now',
        buyTitle: 'Choose your item',
        enterFree: 'Enter free',
        freeTitle: 'Free entry',
        ask: 'Ask for my free entry',
        yourCode: 'Your free entry code',
        useCode: 'Use my code now',
        check: 'Check code',
        redeem: 'Redeem',
        redeemed: 'Redeemed: your ticket is ready.',
        tickets: 'Tickets',
        nav: 'Main',
        yourChance: /Your 1 ticket of \d+: [\d.,]+\s?% chance to win now/,
    },
    ms: {
        campaign: 'Peraduan Fon Telinga',
        rulesLink: 'Peraturan rasmi',
        rulesHeading: 'Peraturan rasmi: Peraduan Fon Telinga',
        prizeValue: /, bernilai RM/,
        howChosen: 'Cara pemenang dipilih',
        rulesText: 'Siapa boleh menyertai',
        rulesBody: /Peraduan Fon Telinga terbuka kepada pemegang akaun Tuah berumur 18 tahun ke atas/,
        odds: 'Peluang dan tiket',
        ultra: /Luar Biasa\s*3%\s*3 peluang/,
        noTickets: 'Anda belum mempunyai tiket dalam cabutan ini.',
        buyNow: 'Beli sekarang',
        buyTitle: 'Pilih item anda',
        enterFree: 'Sertai percuma',
        freeTitle: 'Penyertaan percuma',
        ask: 'Minta penyertaan percuma saya',
        yourCode: 'Kod penyertaan percuma anda',
        useCode: 'Gunakan kod saya sekarang',
        check: 'Semak kod',
        redeem: 'Tebus',
        redeemed: 'Ditebus: 1 tiket anda sudah sedia.',
        tickets: 'Tiket',
        nav: 'Utama',
        yourChance: /1 tiket anda daripada \d+: peluang [\d.,]+\s?% untuk menang sekarang/,
    },
} satisfies Record<Language, unknown>;

const shop = journeyShop();

async function expectAccessible(page: Page, what: string) {
    expect(await seriousAccessibilityViolations(page), what).toEqual([]);
}

describe('responsible play: a campaign’s rules before buying, and a free entry', () => {
    it.each(['en', 'ms'] as const)(
        '%s: reads the official rules and odds before buying, asks for a free entry and finds its ticket in the Tickets tab',
        { timeout: 240_000 },
        async language => {
            const words = WORDS[language];
            const admin = await adminLogin(shop.server.adminApiUrl);
            const { token } = await createShopper(shop.server, admin, `free-entry-${language}`);
            const campaigns = (await gql(shop.server.shopApiUrl, '{ campaigns(options: { take: 100 }) { items { id sId } } }')).campaigns.items;
            const campaignId = campaigns.find((c: { sId: string }) => c.sId === 'HOTEB2').id;
            const { page, context, errors } = await openPhone(shop.browser, shop.server.baseUrl, { language, token });
            try {
                // The campaign page links its rules above the buy bar: read them before buying.
                await page.goto(`/tabs/common/draws/product/details?cId=${campaignId}`);
                await page.getByRole('heading', { level: 1, name: words.campaign }).waitFor();
                await page.getByRole('heading', { name: words.odds }).waitFor();
                await page.getByRole('link', { name: words.rulesLink, exact: true }).click();
                await page.getByRole('heading', { level: 1, name: words.rulesHeading }).waitFor();
                await page.getByText(words.prizeValue).waitFor();
                await page.getByRole('term').filter({ hasText: words.howChosen }).waitFor();
                await page.getByRole('heading', { name: words.rulesText }).waitFor();
                await page.getByText(words.rulesBody).waitFor();
                expect(await page.getByRole('table').innerText()).toMatch(words.ultra);
                expect(await page.getByRole('status').first().innerText()).toBe(words.noTickets);
                await expectAccessible(page, 'rules page');
                expect(await coveredControls(page)).toEqual([]);
                await screenshot(page, `responsible-play-rules-${language}`);

                // Back on the campaign page, buying is still there once the rules are read.
                await page.goBack();
                await page.getByRole('button', { name: words.buyNow }).click();
                await page.getByRole('heading', { name: words.buyTitle }).waitFor();
                await page.keyboard.press('Escape');

                // The free way in: one entry, a code, redeemed on the code screen.
                await page.getByRole('link', { name: words.enterFree, exact: true }).click();
                await page.getByRole('heading', { level: 1, name: words.campaign }).waitFor();
                await expectAccessible(page, 'free-entry form');
                expect(await coveredControls(page)).toEqual([]);
                await screenshot(page, `responsible-play-free-entry-${language}`);
                await page.getByRole('button', { name: words.ask }).click();
                await page.getByRole('heading', { name: words.yourCode }).waitFor();
                await expectAccessible(page, 'free-entry code');
                await screenshot(page, `responsible-play-free-entry-code-${language}`);
                await page.getByRole('link', { name: words.useCode }).click();
                await page.getByRole('button', { name: words.check }).click();
                await page.getByRole('button', { name: words.redeem }).click();
                await page.getByText(words.redeemed).waitFor();

                // The campaign page's odds give the shopper's own chance: at once if the ticket's tier
                // (its beacon round, a moment after the entry) is out, else the block says the new
                // ticket counts in a moment and the page asks again by itself until it does.
                await page.goto(`/tabs/common/draws/product/details?cId=${campaignId}`);
                await page.getByRole('heading', { name: words.odds }).waitFor();
                await page.getByRole('status').filter({ hasText: words.yourChance }).waitFor();
                // The whole block in view, above the buy bar, for the screenshot.
                await page
                    .getByRole('status')
                    .filter({ hasText: words.yourChance })
                    .evaluate(element => element.scrollIntoView({ block: 'center' }));
                await expectAccessible(page, 'odds block');
                await screenshot(page, `responsible-play-odds-${language}`);

                // The Tickets tab lists the campaign; its page shows the free ticket like any other.
                await page.getByRole('navigation', { name: words.nav }).getByRole('link', { name: words.tickets, exact: true }).click();
                // The campaign page (which names the campaign too) is gone first.
                await page.waitForURL('**/tabs/tickets');
                await page.getByText(words.campaign).first().click();
                await page.getByText(/^HOTEB2-\d{6}$/).waitFor();
                await page.locator('article[data-rarity]:not([data-rarity="REVEALING"])').waitFor();
                expect(errors).toEqual([]);
            } finally {
                await context.close();
            }
        },
    );
});
