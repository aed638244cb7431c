import { adminLogin, createCampaign, createOperator, gql, productVariants } from '@tuah/testing';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { openDesk, openTuahScreen, operatorScreenViolations, signInToDashboard } from './dashboard-support';
import { journeyShop, screenshot } from './support';

/**
 * The blind-box prize tables in the operator dashboard (apps/dashboard/src/prize-tables): the
 * superadmin edits a blind box's odds (refused on screen unless they add up to 100 %), saves, and
 * uploads a digital line's codes; a marketing operator neither sees the screen in the navigation
 * nor gets a table by opening its address. English only (operator screens are not translated).
 */
const shop = journeyShop();
const BOX = 'Journey Prize Box';
const MARKETER = { code: 'journey-marketer', username: 'journey-marketer@tuah.test', password: 'operator-password' };

let campaignId: string;

beforeAll(async () => {
    const { server } = shop;
    const admin = await adminLogin(server.adminApiUrl);
    // A blind box of its own, not yet sold, so editing its odds touches no seeded demo box.
    const { productId } = await productVariants(server.shopApiUrl, 'figure-mystery');
    const campaign = await createCampaign(server, admin, {
        typStr: 'BLINDBOX',
        productId,
        translations: [
            { languageCode: 'en', name: BOX, description: 'A box for the dashboard journey', cardBuyTxt: 'Buy 1' },
            { languageCode: 'ms', name: 'Kotak Hadiah Perjalanan', description: 'Kotak untuk ujian', cardBuyTxt: 'Beli 1' },
        ],
    });
    campaignId = campaign.id;
    const names = (en: string, ms: string) => [
        { languageCode: 'en', prizeName: en, tnc: 'Terms' },
        { languageCode: 'ms', prizeName: ms, tnc: 'Terma' },
    ];
    const saved = await gql(
        server.adminApiUrl,
        'mutation ($c: ID!, $lines: [PrizeLineInput!]!) { savePrizeTable(campaignId: $c, lines: $lines) { ... on PrizeTable { lines { id } } } }',
        {
            c: campaignId,
            lines: [
                { rarity: 'RARE', pType: 'DIGITAL', rPercent: 40, stock: null, translations: names('Game Voucher', 'Baucar Permainan') },
                { rarity: 'COMMON', pType: 'PHYSICAL', isLose: true, rPercent: 60, stock: null, translations: names('Better luck next time', 'Cuba lagi') },
            ],
        },
        admin,
    );
    // One code already in the voucher's pool: the upload repeats it.
    await gql(
        server.adminApiUrl,
        'mutation ($id: ID!) { addDigitalCodes(prizeLineId: $id, codes: ["JRN-0"]) { added } }',
        { id: saved.savePrizeTable.lines[0].id },
        admin,
    );
    await createOperator(server, admin, MARKETER.code, ['CreateMarketing', 'ReadMarketing', 'UpdateMarketing', 'DeleteMarketing']);
});

const line = (page: Page, n: number) => page.getByRole('group', { name: `Line ${n}`, exact: true });
const odds = (l: Locator) => l.getByLabel('Odds (%)');

describe('the operator dashboard: prize tables', () => {
    it("en: the superadmin fixes a blind box's odds to 100 % and uploads codes; a marketing operator is kept out", { timeout: 180_000 }, async () => {
        const desk = await openDesk(shop.browser, shop.server.baseUrl);
        const { page } = desk;
        try {
            await signInToDashboard(page);
            await openTuahScreen(page, 'Prize tables', '/tuah/prize-tables');
            const list = page.getByRole('table', { name: 'Blind boxes and their prize tables' });
            const row = list.getByRole('row').filter({ hasText: BOX });
            await expect.poll(() => row.getByRole('cell').allInnerTexts()).toEqual([expect.stringContaining(BOX), 'Active', '2', '100 %', '0 / 100']);
            await row.getByRole('link', { name: BOX }).click();
            await page.waitForURL(`**/dashboard/tuah/prize-tables/${campaignId}`);
            await page.getByRole('heading', { name: `Prize table: ${BOX}` }).waitFor();

            // The odds no longer add up: the total says so as the operator types, and saving is refused on screen.
            const total = page.getByRole('status').filter({ hasText: 'Odds total' });
            await expect.poll(() => total.innerText()).toBe('Odds total: 100.00 % (complete)');
            await odds(line(page, 1)).fill('30');
            await expect.poll(() => total.innerText()).toBe('Odds total: 90.00 % (must be exactly 100 %: 10.00 % missing)');
            await page.getByRole('button', { name: 'Save prize table' }).click();
            await page.getByRole('alert').filter({ hasText: 'The odds add up to 90.00 %, not 100 %' }).waitFor();
            expect(await odds(line(page, 1)).inputValue(), 'what was typed stays').toBe('30');
            await screenshot(page, 'dashboard-prize-table-refused');
            expect(await operatorScreenViolations(page), 'the prize-table editor').toEqual([]);
            // Nothing was saved.
            await page.reload();
            await expect.poll(() => odds(line(page, 1)).inputValue()).toBe('40');

            // Fixed: line 1 at 30 % and a new physical line with the 10 % left, its variant found by name; saved and kept.
            await odds(line(page, 1)).fill('30');
            await page.getByRole('button', { name: 'Add prize line' }).click();
            const added = line(page, 3);
            await odds(added).fill('10');
            await added.getByLabel('Rarity').selectOption('EPIC');
            await added.getByLabel('Stock (empty: unlimited)').fill('1');
            await added.getByLabel('Prize name (English)').fill('Journey Watch');
            await added.getByLabel('Prize name (Malay)').fill('Jam Perjalanan');
            await expect.poll(() => total.innerText()).toBe('Odds total: 100.00 % (complete)');
            await added.getByLabel('What ships (find a product variant by name or SKU)').fill('Smart Watch');
            await added
                .getByRole('button', { name: /^Ship Smart Watch/ })
                .first()
                .click();
            await added.getByText(/^Ships: Smart Watch/).waitFor();
            // Its picture, from Vendure's assets.
            await added.getByText('No picture chosen.').waitFor();
            await added.getByRole('button', { name: 'Choose picture of line 3' }).click();
            const picker = page.getByRole('dialog', { name: 'Choose the picture of line 3' });
            await picker.getByPlaceholder('Search assets...').fill('smart-watch');
            await picker
                .getByRole('button', { name: /smart-watch.*\.png/ })
                .first()
                .click();
            await picker.getByRole('button', { name: 'Select Asset' }).click();
            await picker.waitFor({ state: 'hidden' });
            await page.getByRole('button', { name: 'Save prize table' }).click();
            await page.getByText('Prize table saved').waitFor();
            await page.reload();
            await expect.poll(() => odds(line(page, 1)).inputValue()).toBe('30');
            expect(await odds(line(page, 3)).inputValue()).toBe('10');
            expect(await line(page, 3).getByLabel('Prize name (English)').inputValue()).toBe('Journey Watch');
            expect(await line(page, 3).getByLabel('Rarity').inputValue()).toBe('EPIC');
            await line(page, 3)
                .getByText(/^Ships: Smart Watch/)
                .waitFor();
            await line(page, 3)
                .getByRole('img', { name: /smart-watch/ })
                .waitFor();
            await line(page, 3).getByRole('button', { name: 'Change picture of line 3' }).waitFor();
            await line(page, 3).getByText('Awarded: 0 · Remaining: 1').waitFor();

            // Codes for the voucher line from a CSV: two new ones added, the one already there reported by its row.
            const voucher = line(page, 1);
            await voucher.getByText('Codes: 1 (1 not yet won)').waitFor();
            await voucher
                .getByLabel('Codes file for line 1')
                .setInputFiles({ name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from('code\nJRN-1\nJRN-2\nJRN-0\n') });
            await voucher.getByRole('button', { name: 'Upload codes for line 1' }).click();
            const report = voucher.getByRole('status');
            await report.getByText('2 codes added; the line now has 3. 1 row was refused:').waitFor();
            await report.getByText("Row 4 (JRN-0): already in this prize's codes").waitFor();
            await voucher.getByText('Codes: 3 (3 not yet won)').waitFor();
            await screenshot(page, 'dashboard-prize-table-codes');
            expect(await operatorScreenViolations(page), 'the editor with a variant chosen and an upload reported').toEqual([]);
            expect(desk.errors).toEqual([]);
        } finally {
            await desk.context.close();
        }

        // A marketing operator: no Prize tables in the navigation, and the address itself shows why there is nothing.
        const marketer = await openDesk(shop.browser, shop.server.baseUrl);
        try {
            // Their screens are in Vendure's Marketing section; Prize tables is nowhere in the navigation.
            await signInToDashboard(marketer.page, MARKETER, 'Marketing');
            const section = marketer.page.getByRole('button', { name: 'Marketing', exact: true });
            if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
            await marketer.page.getByRole('link', { name: 'Home banners & popups' }).waitFor();
            expect(await marketer.page.getByRole('link', { name: 'Prize tables' }).count()).toBe(0);
            await marketer.page.goto('/dashboard/tuah/prize-tables');
            await marketer.page.getByText('You do not have permission to open Prize tables').waitFor();
            expect(await marketer.page.getByRole('table').count()).toBe(0);
            await marketer.page.goto(`/dashboard/tuah/prize-tables/${campaignId}`);
            await marketer.page.getByText('You do not have permission to open Prize tables').waitFor();
            expect(await marketer.page.getByRole('group', { name: 'Line 1' }).count()).toBe(0);
            expect(marketer.errors).toEqual([]);
        } finally {
            await marketer.context.close();
        }
    });
});
