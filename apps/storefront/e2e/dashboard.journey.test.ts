import { describe, expect, it } from 'vitest';

import { openDesk, openTuahScreen, ours, signInToDashboard } from './dashboard-support';
import { journeyShop, screenshot, seriousAccessibilityViolations } from './support';

/**
 * The operator's side: Vendure's dashboard at /dashboard (apps/dashboard, docs/dashboard.md), signed in
 * with the embedded default's superadmin, and Tuah's first screen in it. English only: the dashboard is
 * Vendure's, and operator screens are not translated to Malay (docs/dashboard.md).
 */
const shop = journeyShop();

describe('the operator dashboard', () => {
    it('en: the operator signs in at /dashboard with the seeded superadmin and opens Tuah → Campaigns', { timeout: 180_000 }, async () => {
        const { page, context, errors } = await openDesk(shop.browser, shop.server.baseUrl);
        try {
            await signInToDashboard(page);
            // Signed in: Vendure's navigation with Tuah's section in it.
            await openTuahScreen(page, 'Campaigns', '/tuah/campaigns');
            const table = page.getByRole('table', { name: 'Campaigns' });
            const watch = table.getByRole('row').filter({ hasText: 'Smart Watch Draw' });
            await watch.waitFor();
            // State, stage, tickets sold / total and the end date, as the admin API gives them.
            await expect.poll(() => watch.getByRole('cell').allInnerTexts()).toEqual([
                'Smart Watch Draw',
                'Lucky draw',
                expect.stringMatching(/^(Active|Ended)$/),
                expect.stringMatching(/^[A-Z_]+$/),
                expect.stringMatching(/^[\d,]+ \/ [\d,]+$/),
                expect.stringMatching(/\d{4}/),
            ]);
            await screenshot(page, 'dashboard-campaigns');
            expect(ours(await seriousAccessibilityViolations(page)), 'the campaign list').toEqual([]);
            // A reload deep in the dashboard stays in the dashboard (the storefront's fallback leaves /dashboard alone).
            await page.reload();
            await table.getByRole('row').filter({ hasText: 'Smart Watch Draw' }).waitFor();
            expect(errors).toEqual([]);
        } finally {
            await context.close();
        }
    });
});
