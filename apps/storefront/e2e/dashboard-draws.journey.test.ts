import { adminLogin, buy, createCampaign, createOperator, createShopper, gql, pay, productVariants, shopApi, toArrangingPayment } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { openDesk, openTuahScreen, operatorScreenViolations, signInToDashboard } from './dashboard-support';
import { journeyShop, openPhone, screenshot } from './support';

/**
 * The operator's draws and fulfilment screens (apps/dashboard/src/draws, src/fulfilment;
 * docs/dashboard.md): the seeded ended draw's timeline, winner and public proof, then the winner's
 * prize shipped from the fulfilment desk and the tracking number on the shopper's order page.
 * Resuming a stuck draw is covered by test/dashboard-admin-draws.test.ts (API-only processes): a
 * stuck draw needs a server without the draw sweeper, which this shop (one process, seeded on start)
 * cannot be without a second start. Here "Resume draw" on the ended draw says so in words.
 */
const shop = journeyShop({ PAYMENT_SANDBOX: 'true' });

const DEMO_SHOPPERS = ['aisyah', 'budi', 'somchai', 'meiling', 'ravi'];
const AUTHENTICATE = `mutation ($u: String!) { authenticate(input: { native: { username: $u, password: "tuah-demo-1" } }) { __typename } }`;
const DRAW = `query ($c: ID!) { draw(campaignId: $c) { stage randomWord winnerTicketId winnerCustomerId winnerName } }`;
const ADD_PRIZE = `mutation ($v: ID!, $prizeId: String) {
  addItemToOrder(productVariantId: $v, quantity: 1, customFields: { prizeId: $prizeId }) { __typename ... on ErrorResult { errorCode message } } }`;

interface DrawFacts {
    campaignId: string;
    randomWord: string;
    winnerTicketId: string;
    winnerName: string;
}

/** The seeded ended draw DONE6X once drawn (the server draws it after seeding), as the admin API gives it. */
async function endedDemoDraw(admin: string): Promise<DrawFacts> {
    const ended = await gql(shop.server.shopApiUrl, '{ campaigns(state: ENDED) { items { id sId } } }');
    const campaignId = ended.campaigns.items.find((c: { sId: string }) => c.sId === 'DONE6X').id;
    await expect
        .poll(async () => (await gql(shop.server.adminApiUrl, DRAW, { c: campaignId }, admin)).draw.stage, { timeout: 30_000, interval: 250 })
        .toBe('ENDED');
    const { draw } = await gql(shop.server.adminApiUrl, DRAW, { c: campaignId }, admin);
    return { campaignId, randomWord: draw.randomWord, winnerTicketId: draw.winnerTicketId, winnerName: draw.winnerName };
}

/** The demo shopper who won it takes the won prize (a cap) to the cart and pays delivery with the sandbox. */
async function winnerPaysForPrize(): Promise<{ token: string; orderCode: string }> {
    const url = shop.server.shopApiUrl;
    for (const username of DEMO_SHOPPERS) {
        const token = (await shopApi(url, AUTHENTICATE, { u: username })).token!;
        const won = (await gql(url, '{ getPrize { items { id isATC } } }', {}, token)).getPrize.items.find((p: { isATC: boolean }) => !p.isATC);
        if (!won) continue;
        const cap = await productVariants(url, 'cap');
        expect((await gql(url, ADD_PRIZE, { v: cap.variantIds[0], prizeId: won.id }, token)).addItemToOrder.__typename).toBe('Order');
        expect((await toArrangingPayment(url, token)).__typename).toBe('Order');
        const paid = await pay(url, token);
        expect(paid.state).toBe('PaymentSettled');
        return { token, orderCode: paid.code };
    }
    throw new Error('no demo shopper holds the won prize of DONE6X');
}

describe('the operator dashboard: draws and fulfilment', () => {
    it('en: opens the ended demo draw (timeline, winner, proof), then ships the winner\'s prize; the shopper sees the tracking', { timeout: 180_000 }, async () => {
        const admin = await adminLogin(shop.server.adminApiUrl);
        const draw = await endedDemoDraw(admin);
        const winner = await winnerPaysForPrize();

        const { page, context, errors } = await openDesk(shop.browser, shop.server.baseUrl);
        try {
            await signInToDashboard(page);

            // Draws: the demo draw, ended, with its winner.
            await openTuahScreen(page, 'Draws', '/tuah/draws');
            const row = page.getByRole('table', { name: 'Draws' }).getByRole('row').filter({ hasText: 'Merdeka Draw' });
            await row.waitFor();
            expect(await row.getByRole('cell').allInnerTexts()).toEqual([
                'Merdeka Draw (DONE6X)',
                'ENDED',
                'Ended',
                '100',
                `${draw.winnerName} (${draw.winnerTicketId})`,
            ]);
            expect(await operatorScreenViolations(page), 'the draw list').toEqual([]);
            await screenshot(page, 'dashboard-draws');

            // Live: a draw that sells out while the list is open joins it and is drawn, without a reload.
            const cap = await productVariants(shop.server.shopApiUrl, 'cap');
            const quick = await createCampaign(shop.server, admin, {
                productId: cap.productId,
                totalTicket: 1,
                translations: [{ languageCode: 'en', name: 'Sell-out Draw', description: 'One ticket', cardBuyTxt: '1 item = 1 ticket' }],
            });
            const buyer = await createShopper(shop.server, admin, 'selloutbuyer');
            await buy(shop.server.shopApiUrl, buyer.token, quick.id, cap.variantIds[0], 1);
            const quickRow = page.getByRole('table', { name: 'Draws' }).getByRole('row').filter({ hasText: 'Sell-out Draw' });
            await expect.poll(() => quickRow.getByRole('cell').allInnerTexts(), { timeout: 30_000, interval: 250 }).toEqual([
                `Sell-out Draw (${quick.sId})`,
                'ENDED',
                'Ended',
                '1',
                expect.stringMatching(/^selloutbuyer Tester \(/),
            ]);

            // Its page: every stage reached, with a time; what it published; the winner.
            await row.getByRole('link', { name: 'Merdeka Draw' }).click();
            await page.waitForURL(`**/dashboard/tuah/draws/${draw.campaignId}`);
            const timeline = page.getByRole('list', { name: 'Stage timeline' });
            await timeline.getByRole('listitem').first().waitFor();
            const stages = await timeline.getByRole('listitem').allInnerTexts();
            // A local draw: only the stages it runs (no contract, no oracle), each said as what it is, timed to the second.
            expect(stages.map(s => s.split(/\s/)[0])).toEqual(['DRAW_INIT', 'WAIT_VRF_RESULT', 'GET_WINNER', 'ENDED']);
            expect(stages[1]).toContain('Random number made on the server');
            expect(stages.join(' ')).not.toMatch(/contract|oracle|blockchain/i);
            expect(await timeline.locator('time').count()).toBe(4);
            for (const time of await timeline.locator('time').allInnerTexts()) expect(time).toMatch(/\d{1,2}:\d\d:\d\d/);
            expect(await timeline.getByText('Not reached yet').count()).toBe(0);
            await page.getByText(draw.randomWord).waitFor();
            const winnerBlock = page.getByText(draw.winnerTicketId);
            await winnerBlock.waitFor();
            await page.getByRole('link', { name: draw.winnerName }).waitFor();
            expect(await operatorScreenViolations(page), 'the draw page').toEqual([]);
            await screenshot(page, 'dashboard-draw');

            // Resuming an ended draw runs nothing and says so.
            await page.getByRole('button', { name: 'Resume draw' }).click();
            await page.getByRole('status').filter({ hasText: 'The draw has ended' }).waitFor();

            // The public proof on the shop shows the same random word and winner.
            const [proof] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /^Public proof on the shop/ }).click()]);
            await proof.waitForURL(`**/tabs/common/draws/item/proof?cId=${draw.campaignId}`);
            await proof.getByText(draw.randomWord).first().waitFor();
            await proof.getByText(draw.winnerTicketId).first().waitFor();
            await proof.close();

            // Fulfilment: the winner's prize waits to ship in its paid order.
            await openTuahScreen(page, 'Fulfilment', '/tuah/fulfilment');
            const prizes = page.getByRole('table', { name: 'Won prizes waiting to ship' });
            const prize = prizes.getByRole('row').filter({ hasText: winner.orderCode });
            await prize.waitFor();
            expect(await prize.textContent()).toContain(draw.winnerName);
            await page.getByRole('table', { name: 'Paid orders waiting to ship' }).getByRole('row').filter({ hasText: winner.orderCode }).waitFor();
            expect(await operatorScreenViolations(page), 'the fulfilment desk').toEqual([]);
            await screenshot(page, 'dashboard-fulfilment');

            // Both fields are required: nothing is sent without them, and what was typed stays.
            const form = prize.getByRole('form', { name: `Ship order ${winner.orderCode}` });
            await form.getByLabel('Courier').fill('J&T Express');
            await form.getByRole('button', { name: 'Ship', exact: true }).click();
            await form.getByText('Give the tracking number.').waitFor();
            expect(await form.getByLabel('Courier').inputValue()).toBe('J&T Express');
            const tracking = `JT${winner.orderCode}`;
            await form.getByLabel('Tracking number').fill(tracking);
            await form.getByRole('button', { name: 'Ship', exact: true }).click();
            await page.getByText(`Order ${winner.orderCode} shipped with J&T Express, tracking number ${tracking}`).waitFor();
            // Shipped: it leaves both lists.
            await expect.poll(() => page.getByRole('row').filter({ hasText: winner.orderCode }).count()).toBe(0);
            expect(errors).toEqual([]);

            // The shopper's order page shows the tracking number.
            const phone = await openPhone(shop.browser, shop.server.baseUrl, { token: winner.token });
            try {
                await phone.page.goto(`/tabs/order/${encodeURIComponent(winner.orderCode)}`);
                const delivery = phone.page.getByRole('region', { name: 'Delivery', exact: true });
                await delivery.getByText(tracking).waitFor();
                expect(await delivery.textContent()).toContain('J&T Express');
                expect(phone.errors).toEqual([]);
            } finally {
                await phone.context.close();
            }
        } finally {
            await context.close();
        }
    });

    it('en: an operator who may only look at fulfilment sees no Ship form, and is told Draws needs ReadCampaign', { timeout: 120_000 }, async () => {
        const admin = await adminLogin(shop.server.adminApiUrl);
        await createOperator(shop.server, admin, 'ship-looker', ['ReadFulfilment']);
        const { page, context, errors } = await openDesk(shop.browser, shop.server.baseUrl);
        try {
            await signInToDashboard(page, { username: 'ship-looker@tuah.test', password: 'operator-password' });
            await openTuahScreen(page, 'Fulfilment', '/tuah/fulfilment');
            await page.getByText('shipping needs the UpdateFulfilment permission').waitFor();
            await page.getByRole('table', { name: 'Paid orders waiting to ship' }).or(page.getByText('No paid order is waiting to ship.')).first().waitFor();
            expect(await page.getByRole('form').count()).toBe(0);
            // Draws is not in the menu; its address says what is missing instead of showing a broken page.
            expect(await page.getByRole('link', { name: 'Draws', exact: true }).count()).toBe(0);
            await page.goto('/dashboard/tuah/draws');
            await page.getByRole('alert').filter({ hasText: /You do not have permission to open Draws.*It needs the ReadCampaign permission./ }).waitFor();
            expect(await operatorScreenViolations(page), 'the refusal').toEqual([]);
            expect(errors).toEqual([]);
        } finally {
            await context.close();
        }
    });
});
