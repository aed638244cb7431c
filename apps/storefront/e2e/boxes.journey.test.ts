import { adminLogin, buy, createCampaign, createShopper, gql, productVariants } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { journeyShop, openPhone, screenshot, seriousAccessibilityViolations, type Language } from './support';

/** What the shopper reads, in each language. */
const WORDS = {
    en: {
        title: 'My blind boxes',
        open: 'Open',
        opening: 'Opening…',
        prize: /^(You won|Not this time)$/,
        next: 'Next box',
        openAll: 'Open all',
        allOpened: '1 more box opened',
        proofLink: "Check this box's proof",
        proofTitle: 'Box proof',
        verify: 'Verify in my browser',
        verified: 'Verified: the prize matches the proof',
        odds: 'Odds and rules',
        fair: 'How fairness works',
        reveal: 'Reveal code',
        copy: 'Copy',
        copied: 'Code copied to clipboard',
    },
    ms: {
        title: 'Kotak misteri saya',
        open: 'Buka',
        opening: 'Sedang membuka…',
        prize: /^(Anda menang|Bukan kali ini)$/,
        next: 'Kotak seterusnya',
        openAll: 'Buka semua',
        allOpened: '1 lagi kotak dibuka',
        proofLink: 'Semak bukti kotak ini',
        proofTitle: 'Bukti kotak',
        verify: 'Sahkan dalam pelayar saya',
        verified: 'Disahkan: hadiah sepadan dengan bukti',
        odds: 'Peluang dan peraturan',
        fair: 'Bagaimana keadilan dijamin',
        reveal: 'Dedahkan kod',
        copy: 'Salin',
        copied: 'Kod disalin ke papan keratan',
    },
} satisfies Record<Language, unknown>;

const SAVE_PRIZES = `mutation ($c: ID!, $lines: [PrizeLineInput!]!) {
  savePrizeTable(campaignId: $c, lines: $lines) { __typename ... on PrizeTable { lines { id pType } } ... on ErrorResult { message } }
}`;
const ADD_CODES = 'mutation ($id: ID!, $codes: [String!]!) { addDigitalCodes(prizeLineId: $id, codes: $codes) { added } }';
const ORDER = 'query ($c: String!) { orderByCode(code: $c) { id customFields { isLBb } } }';
const BOXES = '{ blindBoxes { items { isOpen prizeLine { prizeName } } } }';

const shop = journeyShop({ PAYMENT_SANDBOX: 'true' });

const prizeLine = (rPercent: number, pType: string, isLose: boolean, en: string, ms: string) => ({
    rarity: isLose ? 'COMMON' : 'RARE',
    pType,
    rPercent,
    isLose,
    stock: null,
    translations: [
        { languageCode: 'en', prizeName: en, tnc: 'One use.' },
        { languageCode: 'ms', prizeName: ms, tnc: 'Sekali guna.' },
    ],
});

/**
 * A new shopper who bought and paid two boxes of a new blind box whose prize is (but for 1 in
 * 10 000) a digital voucher; resolves once both boxes exist (isLBb).
 */
async function shopperWithTwoBoxes(name: string): Promise<{ token: string; orderId: string }> {
    const { server } = shop;
    const admin = await adminLogin(server.adminApiUrl);
    const shopper = await createShopper(server, admin, name);
    const box = await productVariants(server.shopApiUrl, 'figure-mystery');
    const campaign = await createCampaign(server, admin, {
        typStr: 'BLINDBOX',
        productId: box.productId,
        translations: [
            { languageCode: 'en', name: 'Voucher Box', description: 'A box for tests', cardBuyTxt: 'Open it' },
            { languageCode: 'ms', name: 'Kotak Baucar', description: 'Kotak untuk ujian', cardBuyTxt: 'Bukalah' },
        ],
    });
    const table = await gql(
        server.adminApiUrl,
        SAVE_PRIZES,
        { c: campaign.id, lines: [prizeLine(99.99, 'DIGITAL', false, 'Shop Voucher', 'Baucar Kedai'), prizeLine(0.01, 'PHYSICAL', true, 'No prize', 'Tiada hadiah')] },
        admin,
    );
    const digital = table.savePrizeTable.lines.find((line: { pType: string }) => line.pType === 'DIGITAL');
    await gql(server.adminApiUrl, ADD_CODES, { id: digital.id, codes: [`${name}-CODE-1`, `${name}-CODE-2`] }, admin);
    const paid = await buy(server.shopApiUrl, shopper.token, campaign.id, box.variantIds[0]!, 2);
    const until = Date.now() + 20_000;
    for (;;) {
        const { orderByCode } = await gql(server.shopApiUrl, ORDER, { c: paid.code }, shopper.token);
        if (orderByCode.customFields.isLBb) return { token: shopper.token, orderId: orderByCode.id };
        if (Date.now() > until) throw new Error('the boxes were not created');
        await new Promise(resolve => setTimeout(resolve, 250));
    }
}

describe('blind boxes', () => {
    it.each(['en', 'ms'] as const)(
        '%s: a shopper opens one box, reveals and copies its code, opens the rest with "open all", and verifies a box in the browser',
        async language => {
            const words = WORDS[language];
            const { server, browser } = shop;
            const { token, orderId } = await shopperWithTwoBoxes(`boxes-${language}`);
            const phone = await openPhone(browser, server.baseUrl, { language, token });
            await phone.context.grantPermissions(['clipboard-read', 'clipboard-write']);
            const { page } = phone;
            const axe = async (name: string) => {
                expect(await seriousAccessibilityViolations(page)).toEqual([]);
                await screenshot(page, `boxes-${name}-${language}`);
            };
            try {
                // The order page's link: both boxes, unopened.
                await page.goto(`/tabs/blindbox?orderId=${orderId}`);
                await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
                const openLinks = page.getByRole('link', { name: new RegExp(`^${words.open} `) });
                await openLinks.nth(1).waitFor();
                await axe('list');

                // Opening: the answer is held back until the opening screen has been checked.
                let release!: () => void;
                const held = new Promise<void>(resolve => (release = resolve));
                await page.route('**/shop-api**', async route => {
                    if (route.request().postData()?.includes('mutation OpenBox')) await held;
                    await route.continue();
                });
                await openLinks.first().click();
                await page.getByText(words.opening).waitFor();
                await axe('open');
                release();
                await page.waitForURL('**/tabs/blindbox/result?**');
                await page.unroute('**/shop-api**');
                await page.getByText(words.prize).waitFor();
                await page.getByRole('link', { name: words.next }).waitFor();
                await axe('result');

                // The voucher's code, revealed and copied.
                await page.getByRole('button', { name: words.reveal }).click();
                const code = page.getByText(new RegExp(`^boxes-${language}-CODE-\\d$`));
                await code.waitFor();
                await page.getByRole('button', { name: words.copy }).click();
                await page.getByText(words.copied).waitFor();
                expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());

                // The rest at once.
                await page.getByRole('button', { name: words.openAll }).click();
                await page.getByRole('heading', { name: words.allOpened }).waitFor();
                const boxes = await gql(server.shopApiUrl, BOXES, {}, token);
                expect(boxes.blindBoxes.items.map((b: { isOpen: boolean }) => b.isOpen)).toEqual([true, true]);

                // The first box's proof, checked in the browser.
                await page.getByRole('link', { name: words.proofLink }).click();
                await page.getByRole('heading', { level: 1, name: words.proofTitle }).waitFor();
                await page.getByRole('button', { name: words.verify }).click();
                await page.getByRole('status').filter({ hasText: words.verified }).waitFor();
                await axe('proof');

                // Odds and rules.
                await page.goBack();
                await page.getByRole('link', { name: words.odds }).click();
                await page.getByRole('heading', { name: words.fair }).waitFor();
                await page.getByRole('table').waitFor();
                await axe('odds');
                expect(phone.errors).toEqual([]);
            } finally {
                await phone.context.close();
            }
        },
        60_000,
    );
});
