import fs from 'node:fs/promises';

import { adminLogin, createShopper, gql } from '@tuah/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { openDesk, openTuahScreen, operatorScreenViolations, signInToDashboard } from './dashboard-support';
import { journeyShop, screenshot } from './support';

/**
 * The operator's code batches and home widgets (apps/dashboard src/codes, src/home; docs/dashboard.md):
 * the home page's Tuah widgets show the admin API's numbers; the operator creates a batch of ticket
 * codes (a refusal first, shown by its field with nothing lost), downloads it as CSV and as a sheet
 * of coupons, and sees a code a shopper redeemed with the shopper's name. English only.
 */
const shop = journeyShop();

const STATS = `{ tuahDashboardStats { ticketsSoldToday campaignsEndingSoon { name } drawsInProgress { name stage } lowStock { prizeName remaining stock } } }`;
const REDEEM = `mutation ($code: String!) { codeRedeem(code: $code) { __typename ... on CodeRedemption { ticketIds } ... on ErrorResult { message } } }`;
const DAY = 86_400_000;
/** expect.poll gives up after 1 s by default: pages on a busy 2-core machine take longer. */
const POLL = { timeout: 15_000 };
/** A day in the shop's calendar (Asia/Kuala_Lumpur, UTC+8), as a date input takes it. */
const shopDay = (offsetDays: number) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * DAY).toISOString().slice(0, 10);

/** Clicks the button and answers the file it downloads. */
async function downloaded(page: Page, button: string): Promise<{ name: string; body: Buffer }> {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
    return { name: download.suggestedFilename(), body: await fs.readFile((await download.path())!) };
}

/**
 * Picks an option as a keyboard user does: the arrow keys move the highlight (the list scrolls it
 * into view) and Enter chooses. A click missed on CI: Base UI opened the list with the option
 * outside the window, and a pointer cannot scroll it there.
 */
async function choose(page: Page, label: string, option: string) {
    const field = page.getByLabel(label, { exact: true });
    await field.click();
    const item = page.getByRole('option', { name: option, exact: true });
    await item.waitFor();
    for (let step = 0; step < 100 && (await item.getAttribute('data-highlighted')) === null; step++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // The field shows the choice (a campaign by its name, without the kind in brackets).
    await expect
        .poll(async () => {
            const shown = (await field.innerText()).trim();
            return shown !== '' && option.startsWith(shown);
        }, POLL)
        .toBe(true);
}

describe('the operator dashboard: home widgets and code batches', () => {
    it("en: the widgets show the shop's numbers; the operator creates a batch, downloads it, and sees who redeemed a code", { timeout: 180_000 }, async () => {
        const { server, browser } = shop;
        const admin = await adminLogin(server.adminApiUrl);
        const stats = (await gql(server.adminApiUrl, STATS, {}, admin)).tuahDashboardStats;
        const { page, context, errors } = await openDesk(browser, server.baseUrl);
        try {
            await signInToDashboard(page);
            // The home page: Tuah's four widgets with what the admin API says now.
            await expect.poll(() => page.getByTestId('tuah-tickets-sold-today').innerText(), POLL).toBe(stats.ticketsSoldToday.toLocaleString('en'));
            const listed = async (name: string, empty: string, items: string[]) => {
                if (!items.length) return page.getByText(empty).waitFor();
                const list = page.getByRole('list', { name });
                for (const item of items) await list.getByRole('listitem').filter({ hasText: item }).first().waitFor();
                expect(await list.getByRole('listitem').count()).toBe(items.length);
            };
            await listed(
                'Campaigns ending in 24 hours',
                'No campaign ends in the next 24 hours.',
                stats.campaignsEndingSoon.map((c: { name: string }) => c.name),
            );
            await listed(
                'Draws in progress',
                'No draw is running.',
                stats.drawsInProgress.map((d: { name: string; stage: string }) => `${d.name}: ${d.stage}`),
            );
            await listed(
                'Prizes running low',
                'No limited prize is running low.',
                stats.lowStock.map((p: { prizeName: string; remaining: number; stock: number }) => `${p.prizeName}`),
            );
            expect(
                stats.lowStock.length + stats.drawsInProgress.length + stats.campaignsEndingSoon.length,
                'the seed gives the widgets something to show',
            ).toBeGreaterThan(0);
            // Vendure's own widgets come first on its home page; ours follow them.
            await page.getByTestId('tuah-tickets-sold-today').scrollIntoViewIfNeeded();
            await screenshot(page, 'dashboard-home-widgets');

            // Codes: the list (no batch yet in a fresh shop), then the form.
            await openTuahScreen(page, 'Codes', '/tuah/codes');
            await page.getByText('No code batches yet.').waitFor();
            expect(await operatorScreenViolations(page), 'the code batch list').toEqual([]);
            await page.getByRole('link', { name: 'New batch' }).click();
            await page.waitForURL('**/dashboard/tuah/codes/new');
            // Only campaigns still selling are offered: the ended, drawn Merdeka Draw would refuse every code.
            await page.getByLabel('Campaign', { exact: true }).click();
            await page.getByRole('option', { name: 'Smart Watch Draw (lucky draw)', exact: true }).waitFor();
            expect(await page.getByRole('option').allInnerTexts()).not.toContainEqual(expect.stringMatching(/^Merdeka Draw/));
            await page.keyboard.press('Escape');
            await choose(page, 'Campaign', 'Smart Watch Draw (lucky draw)');
            await choose(page, 'Each code grants', 'Tickets in the lucky draw');
            await page.getByLabel('How many codes (1 to 1,000)').fill('12');
            await page.getByLabel('Label (optional, e.g. where the coupons go)').fill('Roadshow KL');
            // An expiry in the past: the server refuses, the form says why by the date and keeps everything.
            await page.getByLabel('Expires after (optional; the end of that day, Malaysia time)').fill(shopDay(-1));
            expect(await operatorScreenViolations(page), 'the new batch form').toEqual([]);
            await page.getByRole('button', { name: 'Create batch' }).click();
            await page.getByRole('alert').filter({ hasText: 'The expiry date has passed' }).waitFor();
            await expect.poll(() => page.getByLabel('How many codes (1 to 1,000)').inputValue(), POLL).toBe('12');
            expect(await page.getByLabel('Label (optional, e.g. where the coupons go)').inputValue()).toBe('Roadshow KL');
            expect(await page.getByLabel('Campaign', { exact: true }).innerText()).toContain('Smart Watch Draw');
            await page.getByLabel('Expires after (optional; the end of that day, Malaysia time)').fill(shopDay(30));
            await page.getByRole('button', { name: 'Create batch' }).click();

            // The batch's page: its twelve codes, none redeemed yet.
            await page.waitForURL(/\/dashboard\/tuah\/codes\/Roadshow/);
            const codes = page.getByRole('table', { name: 'Codes of the batch' });
            await page.getByText('12 codes, 0 redeemed.').waitFor();
            expect(await codes.getByRole('row').count()).toBe(13);
            expect(await operatorScreenViolations(page), 'the batch page').toEqual([]);

            const csv = await downloaded(page, 'Download CSV');
            expect(csv.name).toMatch(/^Roadshow-KL-.*\.csv$/);
            const rows = csv.body.toString('utf8').trim().split('\r\n');
            expect(rows).toHaveLength(13);
            const first = rows[1]!.split(',')[0]!.replace(/"/g, '');
            const pdf = await downloaded(page, 'Print coupons (PDF)');
            expect(pdf.name).toMatch(/^Roadshow-KL-.*\.pdf$/);
            expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

            // A shopper redeems the first code in the shop; the list and the batch page say so, by name.
            const shopper = await createShopper(server, admin, 'couponfan');
            expect((await gql(server.shopApiUrl, REDEEM, { code: first }, shopper.token)).codeRedeem.ticketIds).toHaveLength(1);
            await page.getByRole('link', { name: 'All batches' }).click();
            const batchRow = page.getByRole('table', { name: 'Code batches' }).getByRole('row').filter({ hasText: 'Roadshow KL' });
            await expect
                .poll(() => batchRow.getByRole('cell').allInnerTexts(), POLL)
                .toEqual([
                    expect.stringMatching(/^Roadshow KL /),
                    'Smart Watch Draw',
                    '1 ticket',
                    'Printed coupons',
                    '12',
                    '1',
                    expect.stringMatching(/\d{4}/),
                    expect.stringMatching(/\d{4}/),
                ]);
            await batchRow.getByRole('link').click();
            const redeemed = codes.getByRole('row').filter({ hasText: first.match(/.{4}/g)!.join('-') });
            await expect
                .poll(() => redeemed.getByRole('cell').allInnerTexts(), POLL)
                .toEqual([first.match(/.{4}/g)!.join('-'), 'Redeemed', 'couponfan Tester', expect.stringMatching(/\d{4}/)]);
            await screenshot(page, 'dashboard-code-batch');
            expect(errors).toEqual([]);
        } finally {
            await context.close();
        }
    });
});
