import fs from 'node:fs/promises';

import { adminLogin, buy, createCampaign, createShopper, gql, productVariants } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { openDesk, openTuahScreen, operatorScreenViolations, signInToDashboard } from './dashboard-support';
import { journeyShop, screenshot } from './support';

/**
 * Tuah → Reports (apps/dashboard/src/reports, docs/reports.md): an operator downloads this month's
 * orders CSV and finds in it every order the shop placed this month, with its total; reads the
 * month's sales (totals, the revenue chart, the day and the campaign) and the blind-box odds check.
 * English only: operator screens are not translated.
 */
const shop = journeyShop({ PAYMENT_SANDBOX: 'true' });

const MONTH_ORDERS = `query ($since: DateTime!) { orders(options: { filter: { orderPlacedAt: { after: $since } }, take: 100 }) {
  items { code totalWithTax } } }`;
const ODDS = '{ oddsChecks(take: 50) { totalItems items { name status } } }';
const VERDICT: Record<string, string> = { OK: 'Fits the odds', FLAGGED: 'Flagged: p < 0.001', NOT_ENOUGH_OPENINGS: 'Not enough openings yet' };
const POLL = { timeout: 15_000 };

describe('the operator dashboard: reports', () => {
    it("en: the month's orders CSV matches the shop's orders; the sales report and the odds check read as the API says", { timeout: 240_000 }, async () => {
        const { server, browser } = shop;
        const admin = await adminLogin(server.adminApiUrl);
        // This month's sales: a shopper buys 2 and then 1 of a lucky draw's watch.
        const watch = await productVariants(server.shopApiUrl, 'smart-watch');
        const campaign = await createCampaign(server, admin, {
            productId: watch.productId,
            totalTicket: 100,
            translations: [{ languageCode: 'en', name: 'Report Watch Draw', description: 'A draw for the reports journey', cardBuyTxt: '1 watch = 1 ticket' }],
        });
        const shopper = await createShopper(server, admin, 'reportjourney');
        const bought = [
            await buy(server.shopApiUrl, shopper.token, campaign.id, watch.variantIds[0]!, 2),
            await buy(server.shopApiUrl, shopper.token, campaign.id, watch.variantIds[0]!, 1),
        ];
        const now = new Date(Date.now() + 8 * 3_600_000).toISOString();
        const monthStart = new Date(`${now.slice(0, 8)}01T00:00:00+08:00`);
        const month = (await gql(server.adminApiUrl, MONTH_ORDERS, { since: monthStart.toISOString() }, admin)).orders.items as Array<{
            code: string;
            totalWithTax: number;
        }>;
        expect(month.map(o => o.code)).toEqual(expect.arrayContaining(bought.map(o => o.code)));

        const { page, context, errors } = await openDesk(browser, server.baseUrl);
        try {
            await signInToDashboard(page);
            await openTuahScreen(page, 'Reports', '/tuah/reports');

            // The orders CSV of the range shown (this month so far): every order of the shop's month, with its total.
            const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Orders CSV' }).click()]);
            expect(download.suggestedFilename()).toMatch(/^tuah-orders-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
            const [header, ...lines] = (await fs.readFile((await download.path())!, 'utf8')).trim().split('\r\n');
            const columns = header!.split(',').map(c => c.replace(/"/g, ''));
            const rows = lines.map(line => Object.fromEntries(line.split('","').map((c, i) => [columns[i], c.replace(/^"|"$/g, '')])));
            expect(rows.map(r => r.code).sort()).toEqual(month.map(o => o.code).sort());
            for (const order of month) expect(rows.find(r => r.code === order.code)?.total).toBe((order.totalWithTax / 100).toFixed(2));
            expect(rows.find(r => r.code === bought[0]!.code)?.campaignItems).toMatch(/ x 2$/);

            // The e-invoices CSV of the same range: its own file, one row per document (docs/reports.md#exports).
            const [einvoices] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download E-invoices CSV' }).click()]);
            expect(einvoices.suggestedFilename()).toMatch(/^tuah-einvoices-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
            const einvoiceHeader = (await fs.readFile((await einvoices.path())!, 'utf8')).split('\r\n')[0];
            expect(einvoiceHeader).toBe(
                '"number","createdAt","type","kind","orderCode","month","referenceNumber","status","uuid","validationUrl","submittedAt","validatedAt","total"',
            );

            // The sales report: the month's revenue and orders, today's row, the campaign's row.
            const revenue = month.reduce((s, o) => s + o.totalWithTax, 0);
            const totals = page.getByLabel('Totals');
            await expect.poll(async () => await totals.innerText(), POLL).toContain(`Orders\n${month.length}`);
            // As the screen formats money (common/format.tsx formatMoney).
            expect(await totals.innerText()).toContain(new Intl.NumberFormat('en-MY', { style: 'currency', currency: 'MYR' }).format(revenue / 100));
            await page.getByRole('img', { name: /^Revenue per day/ }).waitFor();
            const days = page.getByRole('table', { name: 'Sales per day' });
            const today = now.slice(0, 10);
            const todayCells = await days.getByRole('row').filter({ hasText: today }).getByRole('cell').allInnerTexts();
            expect(todayCells[0]).toBe(today);
            const campaigns = page.getByRole('table', { name: 'Sales per campaign' });
            const campaignCells = await campaigns.getByRole('row').filter({ hasText: 'Report Watch Draw' }).getByRole('cell').allInnerTexts();
            // Campaign, type, orders, items, sales, tickets.
            expect(campaignCells.slice(1, 4)).toEqual(['Lucky draw', '2', '3']);
            expect(campaignCells[5]).toBe('3');

            // The odds check: every blind-box campaign with the verdict the API gives.
            const odds = (await gql(server.adminApiUrl, ODDS, {}, admin)).oddsChecks;
            expect(odds.totalItems).toBeGreaterThan(0);
            const oddsTable = page.getByRole('table', { name: 'Blind-box odds check' });
            await oddsTable.getByRole('row').filter({ hasText: odds.items[0].name }).first().waitFor();
            for (const check of odds.items.slice(0, 3))
                await expect
                    .poll(async () => await oddsTable.getByRole('row').filter({ hasText: check.name }).first().innerText(), POLL)
                    .toContain(VERDICT[check.status]);

            expect(await operatorScreenViolations(page), 'the reports screen').toEqual([]);
            await screenshot(page, 'dashboard-reports');

            // A backwards range: the report says why instead of a table of nothing.
            await page.getByLabel('From', { exact: true }).fill(`${today.slice(0, 4)}-12-31`);
            await page.getByLabel('To', { exact: true }).fill(`${today.slice(0, 4)}-01-01`);
            await page.getByRole('alert').filter({ hasText: 'to is before from' }).waitFor();
            expect(errors).toEqual([]);
        } finally {
            await context.close();
        }
    });
});
