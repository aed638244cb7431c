import { adminLogin, createShopper, gql, shopApi } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { openDesk, openTuahScreen, operatorScreenViolations, signInToDashboard } from './dashboard-support';
import { journeyShop, openPhone, screenshot } from './support';

/**
 * The operator's campaign screens (apps/dashboard/src/campaigns, docs/dashboard.md): the list with
 * its filters, creating a lucky draw in English and Malay that shoppers then see, and a campaign with
 * sold tickets whose ledger stays as sold. The dashboard is English only; the shop is checked in both.
 */
// No bot check: the journey asks for a shopper's free entry through the API, without the widget.
const shop = journeyShop({ ALTCHA: 'false' });

const NAME = { en: 'Dashboard Festive Draw', ms: 'Cabutan Perayaan Papan Pemuka' };

describe('the operator dashboard: campaigns', () => {
    it(
        "en: lists and filters campaigns, creates a lucky draw shoppers see in both languages, and keeps a sold campaign's ledger",
        { timeout: 180_000 },
        async () => {
            const { page, context, errors } = await openDesk(shop.browser, shop.server.baseUrl);
            try {
                await signInToDashboard(page);
                await openTuahScreen(page, 'Campaigns', '/tuah/campaigns');
                const table = page.getByRole('table', { name: 'Campaigns' });
                const watch = table.getByRole('row').filter({ hasText: 'Smart Watch Draw' });
                await watch.waitFor();
                // State, stage, tickets sold / total and the end date, as the admin API gives them.
                await expect
                    .poll(() => watch.getByRole('cell').allInnerTexts(), { timeout: 15_000 })
                    .toEqual(['Smart Watch Draw', 'Lucky draw', 'Active', 'OPEN', '0 / 500', expect.stringMatching(/\d{4}/)]);
                await screenshot(page, 'dashboard-campaigns');
                expect(await operatorScreenViolations(page), 'the campaign list').toEqual([]);

                // Filters: blind boxes only, then lucky draws only (each type column says so).
                const types = async () => [...new Set(await table.locator('tbody tr td:nth-child(2)').allInnerTexts())];
                const byType = page.getByRole('group', { name: 'Type' });
                await byType.getByRole('button', { name: 'Blind boxes' }).click();
                await expect.poll(types, { timeout: 15_000 }).toEqual(['Blind box']);
                await table.getByRole('link', { name: 'Mystery Gadget Box' }).waitFor();
                await byType.getByRole('button', { name: 'Lucky draws' }).click();
                await expect.poll(types, { timeout: 15_000 }).toEqual(['Lucky draw']);
                await table.getByRole('link', { name: 'Smart Watch Draw' }).waitFor();
                await page.getByRole('group', { name: 'State' }).getByRole('button', { name: 'Ended' }).click();
                await table.getByRole('link', { name: 'Merdeka Draw' }).waitFor();
                await expect.poll(() => table.getByRole('link').allInnerTexts(), { timeout: 15_000 }).toEqual(['Merdeka Draw']);

                // A new lucky draw, in English and Malay.
                // A link that looks like Vendure's buttons (its Button rendering a Link).
                await page
                    .getByRole('link', { name: 'New campaign' })
                    .or(page.getByRole('button', { name: 'New campaign' }))
                    .click();
                await page.waitForURL('**/dashboard/tuah/campaigns/new');
                await page.getByLabel('Name (English)').fill(NAME.en);
                await page.getByLabel('Name (Malay)').fill(NAME.ms);
                await page.getByLabel('Description (English)').fill('A draw made on the dashboard');
                await page.getByLabel('Description (Malay)').fill('Cabutan dibuat di papan pemuka');
                await page.getByLabel('Buy line on the card (English)').fill('1 item = 1 ticket');
                await page.getByLabel('Buy line on the card (Malay)').fill('1 item = 1 tiket');
                await page.getByLabel(/^Search products for the product/).fill('Smart');
                await page.getByRole('button', { name: 'Choose Smart Watch' }).click();
                await expect.poll(() => page.locator('#product-chosen').innerText(), { timeout: 15_000 }).toBe('Smart Watch');
                await page.getByLabel(/^Search products for the prize/).fill('Lucky Cap');
                await page.getByRole('button', { name: 'Choose Tuah Lucky Cap' }).click();
                await expect.poll(() => page.locator('#prize-chosen').innerText(), { timeout: 15_000 }).toBe('Tuah Lucky Cap');
                await page.getByLabel(/^Special variant/).selectOption({ index: 1 });
                await page.getByLabel('Total tickets').fill('50');
                // Odds that add up to 90 %: said at once, and the save is refused on screen.
                await page.getByLabel('Common (%)').fill('60');
                await page.getByText('Odds add up to 90 %: they must add up to 100 %.').waitFor();
                await page.getByRole('button', { name: 'Create campaign' }).click();
                await page.getByRole('alert').filter({ hasText: 'The campaign was not created' }).waitFor();
                await page.getByText('The tier odds must add up to 100 %; they add up to 90 %.').waitFor();
                // No campaign sells without official rules in both languages (docs/responsible-play.md#official-rules).
                await page.getByText('Enter the official rules in Malay: no campaign sells without them.').waitFor();
                expect(await page.getByLabel('Name (Malay)').inputValue(), 'nothing typed is lost').toBe(NAME.ms);
                const admin = await adminLogin(shop.server.adminApiUrl);
                const named = async () =>
                    (await gql(shop.server.adminApiUrl, '{ campaigns(options: { take: 100 }) { items { name } } }', {}, admin)).campaigns.items.filter(
                        (c: { name: string }) => c.name === NAME.en,
                    ).length;
                expect(await named(), 'nothing saved').toBe(0);
                expect(await operatorScreenViolations(page), 'the campaign form with its errors').toEqual([]);

                await page.getByLabel('Common (%)').fill('70');
                await page.getByText('Odds add up to 100 %.').waitFor();
                await page.getByLabel('Official rules (English)').fill('## Who may enter\n\nAdults in Malaysia.');
                await page.getByLabel('Official rules (Malay)').fill('## Siapa boleh menyertai\n\nDewasa di Malaysia.');
                await page.getByRole('button', { name: 'Create campaign' }).click();
                await page.waitForURL(/\/dashboard\/tuah\/campaigns\/\d+$/);
                await page.getByRole('heading', { name: NAME.en }).waitFor();
                expect(await named()).toBe(1);
                await screenshot(page, 'dashboard-campaign-created');

                // Shoppers see it in the Lucky Draw tab, in each language.
                for (const [language, list] of [
                    ['en', 'Campaigns'],
                    ['ms', 'Kempen'],
                ] as const) {
                    const phone = await openPhone(shop.browser, shop.server.baseUrl, { language });
                    try {
                        await phone.page.goto('/tabs/draws');
                        await phone.page
                            .getByRole('list', { name: list })
                            .getByRole('link', { name: new RegExp(NAME[language]) })
                            .waitFor();
                        expect(phone.errors).toEqual([]);
                    } finally {
                        await phone.context.close();
                    }
                }

                // A campaign with sold tickets: its ledger fields are read-only, and the server's refusal is shown.
                await openTuahScreen(page, 'Campaigns', '/tuah/campaigns');
                await table.getByRole('link', { name: 'Earbuds Giveaway' }).click();
                await page.waitForURL(/\/dashboard\/tuah\/campaigns\/\d+$/);
                await page.getByText(/180 tickets are sold: the tier odds, tickets per item and minimum stay as they were sold/).waitFor();
                for (const label of [
                    'Common (%)',
                    'Legendary (%)',
                    'Tickets per item',
                    'Tickets per special-variant item',
                    'Minimum sold to draw (empty: none)',
                ]) {
                    expect(await page.getByLabel(label, { exact: true }).isDisabled(), label).toBe(true);
                }
                expect(await page.getByLabel('Name (English)').isDisabled()).toBe(false);
                await page.getByLabel('Total tickets').fill('10');
                await page.getByRole('button', { name: 'Save campaign' }).click();
                await page
                    .getByRole('alert')
                    .filter({ hasText: 'The server refused it: totalTicket cannot go below the 180 tickets already issued or held' })
                    .waitFor();
                expect(await page.getByLabel('Total tickets').inputValue()).toBe('10');
                expect(await operatorScreenViolations(page), "a sold campaign's form").toEqual([]);

                // A reload deep in the dashboard stays in the dashboard (the storefront's fallback leaves /dashboard alone).
                await page.reload();
                await page.getByLabel('Total tickets').waitFor();
                expect(await page.getByLabel('Total tickets').inputValue()).toBe('300');

                // Responsible play: counts per campaign; the free entries a shopper asked for show as one asked, none used.
                const shopper = await createShopper(shop.server, admin, 'dashboard-free-entry');
                const watchId = (
                    await gql(shop.server.adminApiUrl, '{ campaigns(options: { take: 100 }) { items { id sId } } }', {}, admin)
                ).campaigns.items.find((c: { sId: string }) => c.sId === 'NEWPH1').id;
                const asked = await shopApi(
                    shop.server.shopApiUrl,
                    'mutation ($id: ID!) { requestFreeEntry(campaignId: $id) { __typename } }',
                    { id: watchId },
                    {
                        token: shopper.token,
                    },
                );
                expect(asked.data.requestFreeEntry.__typename).toBe('FreeEntry');
                // The same shopper pauses buying and is refused the watch twice (one shopper, counted once); another is refused by a limit.
                const watchProduct = await gql(shop.server.shopApiUrl, 'query ($id: ID!) { campaign(campaignId: $id) { product { variants { id } } } }', {
                    id: watchId,
                });
                const addWatch = async (token: string) =>
                    (
                        await gql(
                            shop.server.shopApiUrl,
                            'mutation ($v: ID!, $c: String) { addItemToOrder(productVariantId: $v, quantity: 1, customFields: { campaignId: $c }) { __typename ... on ErrorResult { errorCode } } }',
                            { v: watchProduct.campaign.product.variants[0].id, c: watchId },
                            token,
                        )
                    ).addItemToOrder;
                await gql(shop.server.shopApiUrl, 'mutation { selfExclude(period: HOURS_24) { excludedUntil } }', {}, shopper.token);
                expect(await addWatch(shopper.token)).toMatchObject({ errorCode: 'SELF_EXCLUDED_ERROR' });
                expect(await addWatch(shopper.token)).toMatchObject({ errorCode: 'SELF_EXCLUDED_ERROR' });
                const limited = await createShopper(shop.server, admin, 'dashboard-limited');
                await gql(shop.server.shopApiUrl, 'mutation { setSpendingLimits(input: { daily: 100 }) { __typename } }', {}, limited.token);
                expect(await addWatch(limited.token)).toMatchObject({ errorCode: 'SPENDING_LIMIT_ERROR' });
                await openTuahScreen(page, 'Responsible play', '/tuah/responsible-play');
                const play = page.getByRole('table', { name: 'Responsible play by campaign' });
                // Free entries asked 1, used 0; limits reached 1; self-exclusions 1.
                await expect
                    .poll(() => play.getByRole('row').filter({ hasText: 'Smart Watch Draw' }).innerText(), { timeout: 15_000 })
                    .toMatch(/Smart Watch Draw.*\t1\t0\t1\t1$/s);
                // Shop-wide counts above the table: at least these two shoppers (counts only, no names).
                const shopWide = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
                await expect.poll(async () => Number(await shopWide('Shoppers self-excluded now').innerText())).toBeGreaterThanOrEqual(1);
                await expect.poll(async () => Number(await shopWide('Shoppers with a spending limit').innerText())).toBeGreaterThanOrEqual(1);
                expect(await page.getByText(/dashboard-(limited|free-entry)/).count()).toBe(0);
                expect(await operatorScreenViolations(page), 'the responsible-play screen').toEqual([]);
                await screenshot(page, 'dashboard-responsible-play');

                expect(errors).toEqual([]);
            } finally {
                await context.close();
            }
        },
    );
});
