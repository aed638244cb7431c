import { adminLogin, createShopper, gql } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { coveredControls, journeyShop, openPhone, screenshot, seriousAccessibilityViolations, type Language } from './support';

/** What the shopper reads, in each language. */
const WORDS = {
    en: {
        link: 'Responsible play',
        daily: 'Daily limit (last 24 hours)',
        save: 'Save limits',
        saved: 'Limits saved',
        status: /Spent RM\s?0\.00 · RM\s?1\.00 left/,
        buyNow: 'Buy now',
        buyTitle: 'Choose your item',
        addToCart: 'Add to cart',
        refused: /This would pass your daily spending limit: RM\s?1\.00 left today\./,
    },
    ms: {
        link: 'Main secara bertanggungjawab',
        daily: 'Had harian (24 jam lepas)',
        save: 'Simpan had',
        saved: 'Had disimpan',
        status: /Dibelanjakan RM\s?0\.00 · baki RM\s?1\.00/,
        buyNow: 'Beli sekarang',
        buyTitle: 'Pilih item anda',
        addToCart: 'Tambah ke troli',
        refused: /Ini melebihi had perbelanjaan harian anda: baki RM\s?1\.00 hari ini\./,
    },
} satisfies Record<Language, unknown>;

const shop = journeyShop({ PAYMENT_SANDBOX: 'true' });

describe('responsible play', () => {
    it.each(['en', 'ms'] as const)('%s: a shopper sets a daily limit in the profile and is refused with what remains', async language => {
        const words = WORDS[language];
        const { server, browser } = shop;
        const admin = await adminLogin(server.adminApiUrl);
        const { token } = await createShopper(server, admin, `limited-${language}`);
        const campaigns = await gql(server.shopApiUrl, '{ campaigns(options: { take: 100 }) { items { id sId typStr isClosed } } }');
        const draw = campaigns.campaigns.items.find((c: { typStr: string; isClosed: boolean }) => c.typStr === 'LUCKYDRAW' && !c.isClosed);

        const { page } = await openPhone(browser, server.baseUrl, { language, token });
        await page.goto('/tabs/profile');
        await page.getByRole('link', { name: words.link }).click();
        await page.getByRole('heading', { level: 1, name: words.link }).waitFor();
        await page.getByLabel(words.daily).fill('1');
        await page.getByRole('button', { name: words.save }).click();
        await page.getByText(words.saved).first().waitFor();
        await page.getByText(words.status).waitFor();
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        expect(await coveredControls(page), 'responsible play').toEqual([]);
        await screenshot(page, `responsible-play-${language}`);

        await page.goto(`/tabs/common/draws/product/details?cId=${draw.id}`);
        await page.getByRole('button', { name: words.buyNow }).click();
        const sheet = page.getByRole('dialog', { name: words.buyTitle });
        await sheet.waitFor();
        await sheet.getByRole('button', { name: words.addToCart }).click();
        await page.getByText(words.refused).first().waitFor();
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await screenshot(page, `responsible-play-refused-${language}`);
        // Nothing went into the cart.
        const cart = await gql(server.shopApiUrl, '{ activeOrder { lines { id } } }', {}, token);
        expect(cart.activeOrder?.lines ?? []).toEqual([]);
    });
});
