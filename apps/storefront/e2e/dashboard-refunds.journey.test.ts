import { ADD_ITEM, adminLogin, buy, createCampaign, createShopper, gql, pay, productVariants, toArrangingPayment } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { openDesk, openTuahScreen, operatorScreenViolations, ours, signInToDashboard } from './dashboard-support';
import { journeyShop, openPhone, screenshot, seriousAccessibilityViolations, summaryAmounts } from './support';

/**
 * Refunds that void what they refund, and cancelling a campaign (docs/campaigns.md#refunds,
 * #cancelling-a-campaign): an operator refunds an order on Vendure's order page (Refund & Cancel),
 * the order leaves the Fulfilment desk and its shopper sees the tickets void and the box refunded,
 * in English and Malay; an operator cancels a lucky draw after reading what it will do.
 */
const shop = journeyShop({ PAYMENT_SANDBOX: 'true' });

async function campaignId(admin: string, name: string): Promise<string> {
    const data = await gql(shop.server.adminApiUrl, '{ campaigns(options: { take: 100 }) { items { id name } } }', {}, admin);
    return data.campaigns.items.find((c: { name: string }) => c.name === name).id;
}

describe('the operator dashboard: refunds and cancelling a campaign', () => {
    it(
        'en: Refund & Cancel of a whole order voids its tickets and box, takes it off the desk; the shopper sees both in English and Malay',
        { timeout: 240_000 },
        async () => {
            const admin = await adminLogin(shop.server.adminApiUrl);
            const shopper = await createShopper(shop.server, admin, 'refund-journey');
            const [draw, boxes] = [await campaignId(admin, 'Smart Watch Draw'), await campaignId(admin, 'Mystery Gadget Box')];
            const [cap, figure] = await Promise.all([
                productVariants(shop.server.shopApiUrl, 'cap'),
                productVariants(shop.server.shopApiUrl, 'figure-mystery'),
            ]);
            for (const [v, c] of [
                [cap.variantIds[0]!, draw],
                [figure.variantIds[0]!, boxes],
            ]) {
                expect((await gql(shop.server.shopApiUrl, ADD_ITEM, { v, q: 1, c }, shopper.token)).addItemToOrder.__typename).toBe('Order');
            }
            expect((await toArrangingPayment(shop.server.shopApiUrl, shopper.token)).__typename).toBe('Order');
            const paid = await pay(shop.server.shopApiUrl, shopper.token);
            const orderId = (
                await gql(
                    shop.server.adminApiUrl,
                    'query ($c: String!) { orders(options: { filter: { code: { eq: $c } } }) { items { id } } }',
                    { c: paid.code },
                    admin,
                )
            ).orders.items[0].id;

            const { page, context, errors } = await openDesk(shop.browser, shop.server.baseUrl);
            try {
                await signInToDashboard(page);
                await openTuahScreen(page, 'Fulfilment', '/tuah/fulfilment');
                await page.getByText(paid.code).first().waitFor();

                // Vendure's order page: Refund & Cancel, every line and the shipping, returned to stock (cancelled).
                await page.goto(`/dashboard/orders/${orderId}`);
                await page.getByText(paid.code).first().waitFor();
                // The shopper's own money rows (admin moneySummary), each the sum of those above, totalling what was paid.
                await page.locator('dl[aria-label="What the shopper sees"]').waitFor({ timeout: 20_000 });
                expect((await summaryAmounts(page)).at(-1)).toBe(paid.totalWithTax);
                const refundItem = page.getByRole('menuitem', { name: 'Refund & Cancel' });
                await expect
                    .poll(
                        async () => {
                            if (!(await refundItem.isVisible()))
                                await page
                                    .getByTestId('action-bar-dropdown-trigger')
                                    .click({ timeout: 2_000 })
                                    .catch(() => undefined);
                            return refundItem.isVisible();
                        },
                        { timeout: 20_000, interval: 500 },
                    )
                    .toBe(true);
                await refundItem.click();
                const dialog = page.getByRole('dialog');
                await dialog.getByText('Refund and cancel order').waitFor();
                const quantities = dialog.getByTestId('refund-quantity');
                expect(await quantities.count()).toBe(2);
                for (let i = 0; i < 2; i++) await quantities.nth(i).fill('1');
                const checkboxes = dialog.getByRole('checkbox');
                // Return to stock (cancel) for both lines, then the shipping (the fourth, Override, stays off).
                for (let i = 0; i < 3; i++) {
                    const box = checkboxes.nth(i);
                    if ((await box.getAttribute('aria-checked')) !== 'true' && (await box.isEnabled())) await box.click();
                }
                await dialog.getByRole('combobox').first().click();
                await page.getByRole('option').first().click();
                await screenshot(page, 'dashboard-refund-dialog');
                const submit = dialog.getByRole('button', { name: /^Refund (MYR|RM)\s?86\.00$/ });
                await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
                await submit.click();
                await dialog.waitFor({ state: 'detached', timeout: 30_000 });

                const state = async () =>
                    (await gql(shop.server.adminApiUrl, 'query ($id: ID!) { order(id: $id) { state } }', { id: orderId }, admin)).order.state;
                await expect.poll(state, { timeout: 20_000 }).toBe('Cancelled');
                await page.reload();
                await page.getByText('Cancelled').first().waitFor();
                await screenshot(page, 'dashboard-refund-order-cancelled');
                // No axe check here: this is Vendure's own order page, whose custom-field form and menus carry
                // violations of Vendure's UI kit (unlabelled custom-field inputs, nameless icon buttons), not Tuah's.

                await openTuahScreen(page, 'Fulfilment', '/tuah/fulfilment');
                await page.getByRole('heading', { name: 'Fulfilment' }).first().waitFor();
                await page.waitForLoadState('networkidle');
                expect(await page.getByText(paid.code).count(), 'off the desk').toBe(0);
                expect(await operatorScreenViolations(page), 'the desk').toEqual([]);
                expect(errors).toEqual([]);
            } finally {
                await context.close();
            }

            for (const [language, voidWord, refunded] of [
                ['en', 'Void', 'Refunded · cannot be opened'],
                ['ms', 'Batal', 'Dikembalikan wang · tidak boleh dibuka'],
            ] as const) {
                const phone = await openPhone(shop.browser, shop.server.baseUrl, { language, token: shopper.token });
                try {
                    await phone.page.goto(`/tabs/tickets/inner?cId=${draw}`);
                    await expect.poll(() => phone.page.getByText(voidWord, { exact: true }).count(), { timeout: 20_000 }).toBe(1);
                    await screenshot(phone.page, `refund-tickets-void-${language}`);
                    expect(await seriousAccessibilityViolations(phone.page), `tickets ${language}`).toEqual([]);
                    await phone.page.goto('/tabs/blindbox');
                    await phone.page.getByText(refunded).waitFor();
                    await screenshot(phone.page, `refund-box-void-${language}`);
                    expect(await seriousAccessibilityViolations(phone.page), `boxes ${language}`).toEqual([]);
                    expect(phone.errors).toEqual([]);
                } finally {
                    await phone.context.close();
                }
            }
        },
    );

    it('en: an operator reads what cancelling a lucky draw will do, confirms, and it is cancelled and refunded', { timeout: 180_000 }, async () => {
        const admin = await adminLogin(shop.server.adminApiUrl);
        const watch = await productVariants(shop.server.shopApiUrl, 'smart-watch');
        const draw = await createCampaign(shop.server, admin, {
            productId: watch.productId,
            totalTicket: 40,
            translations: [
                { languageCode: 'en', name: 'Cancel Me Draw', description: 'd', cardBuyTxt: 'b' },
                { languageCode: 'ms', name: 'Cabutan Batal', description: 'd', cardBuyTxt: 'b' },
            ],
        });
        const buyer = await createShopper(shop.server, admin, 'cancel-journey');
        await buy(shop.server.shopApiUrl, buyer.token, draw.id, watch.variantIds[0]!, 2);

        const { page, context, errors } = await openDesk(shop.browser, shop.server.baseUrl);
        try {
            await signInToDashboard(page);
            await openTuahScreen(page, 'Campaigns', '/tuah/campaigns');
            await page.getByRole('table', { name: 'Campaigns' }).getByRole('link', { name: 'Cancel Me Draw' }).click();
            await page.waitForURL(/\/dashboard\/tuah\/campaigns\/\d+$/);
            const effect = page.locator('#tuah-cancel-effect');
            await page.getByRole('heading', { name: 'Cancel Me Draw' }).waitFor();
            await effect.waitFor();
            expect(await effect.innerText()).toMatch(
                /^Cancelling now: 1 paid order refunded \(RM\s?[\d,.]+\), 2 tickets voided and 1 ticket holder told\. There will be no draw\.$/,
            );
            await screenshot(page, 'dashboard-campaign-cancel-effect');
            expect(await operatorScreenViolations(page), 'the campaign with its cancel block').toEqual([]);

            await page.getByRole('button', { name: 'Cancel campaign…' }).click();
            const confirm = page.getByRole('alertdialog');
            await confirm.getByText('Cancel “Cancel Me Draw”?').waitFor();
            expect(await confirm.innerText()).toContain('2 tickets voided');
            expect(ours(await seriousAccessibilityViolations(page)), 'the confirmation').toEqual([]);
            await screenshot(page, 'dashboard-campaign-cancel-confirm');
            await confirm.getByRole('button', { name: 'Cancel campaign and refund' }).click();
            await page.getByText('Cancelled (refunded)').waitFor({ timeout: 30_000 });
            expect(await page.getByRole('button', { name: 'Cancel campaign…' }).count(), 'nothing left to cancel').toBe(0);
            const after = (await gql(shop.server.adminApiUrl, 'query ($id: ID!) { campaign(id: $id) { isCancelled issuedTicket } }', { id: draw.id }, admin))
                .campaign;
            expect(after.isCancelled).toBe(true);
            await screenshot(page, 'dashboard-campaign-cancelled');
            expect(await operatorScreenViolations(page), 'the cancelled campaign').toEqual([]);
            expect(errors).toEqual([]);
        } finally {
            await context.close();
        }
    });
});
