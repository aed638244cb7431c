import { adminLogin, gql } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { openDesk, openTuahScreen, operatorScreenViolations, signInToDashboard } from './dashboard-support';
import { journeyShop, screenshot } from './support';

/**
 * The operator audit trail (apps/dashboard/src/audit, docs/audit.md): an operator changes a
 * campaign on its form, then finds that change in Tuah → Audit trail, under their name, and the
 * area filter keeps it. English only: operator screens are not translated.
 */
const shop = journeyShop();

const LATEST = '{ auditEntries(options: { take: 1, area: CAMPAIGNS }) { items { operation summary } } }';

describe('the operator dashboard: audit trail', () => {
    it('en: a campaign saved on its form shows in the audit trail with who changed what', { timeout: 180_000 }, async () => {
        const admin = await adminLogin(shop.server.adminApiUrl);
        const { page, context, errors } = await openDesk(shop.browser, shop.server.baseUrl);
        try {
            await signInToDashboard(page);

            // The change: Earbuds Giveaway's total tickets, 300 → 350, saved on its form.
            await openTuahScreen(page, 'Campaigns', '/tuah/campaigns');
            await page.getByRole('table').getByRole('link', { name: 'Earbuds Giveaway' }).click();
            await page.waitForURL(/\/dashboard\/tuah\/campaigns\/\d+$/);
            await page.getByLabel('Total tickets').fill('350');
            await page.getByRole('button', { name: 'Save campaign' }).click();
            await expect
                .poll(async () => (await gql(shop.server.adminApiUrl, LATEST, {}, admin)).auditEntries.items[0]?.summary ?? '', {
                    timeout: 20_000,
                    interval: 200,
                })
                .toContain('"totalTicket":350');

            // The trail: the change, newest first, naming the operator and what was sent.
            await openTuahScreen(page, 'Audit trail', '/tuah/audit');
            const table = page.getByRole('table', { name: 'Audit trail' });
            const row = table.getByRole('row').filter({ hasText: 'updateCampaign' }).first();
            await row.waitFor();
            const cells = await row.getByRole('cell').allInnerTexts();
            expect(cells[1]).toBe('superadmin');
            expect(cells[2]).toBe('Campaigns');
            expect(cells[3]).toMatch(/^updateCampaign\s+Campaign #\d+$/);
            expect(cells[4]).toContain('"totalTicket":350');
            expect(await operatorScreenViolations(page), 'the audit trail').toEqual([]);
            await screenshot(page, 'dashboard-audit');

            // Filtered to another area the change is not there; to Campaigns it is, and to its administrator too.
            await page.getByLabel('Area').selectOption('PRIZE_TABLES');
            await page
                .getByText('No change matches these filters.')
                .or(table.getByRole('row').filter({ hasText: 'Prize tables and odds' }).first())
                .waitFor();
            expect(await table.getByRole('row').filter({ hasText: 'updateCampaign' }).count()).toBe(0);
            await page.getByLabel('Area').selectOption('CAMPAIGNS');
            await row.waitFor();
            await row.getByRole('button', { name: 'superadmin' }).click();
            await page.getByText('Only changes by superadmin').waitFor();
            expect(await table.getByRole('row').filter({ hasText: 'updateCampaign' }).count()).toBeGreaterThan(0);
            await page.getByRole('button', { name: 'Show all changes' }).click();
            await page.getByText('Only changes by superadmin').waitFor({ state: 'detached' });
            expect(errors).toEqual([]);
        } finally {
            await context.close();
        }
    });
});
