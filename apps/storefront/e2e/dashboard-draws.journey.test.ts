import {
    ADD_ITEM,
    adminLogin,
    buy,
    createCampaign,
    createOperator,
    createShopper,
    gql,
    pay,
    productVariants,
    shopApi,
    toArrangingPayment,
} from '@tuah/testing';
import type { Page } from 'playwright-core';
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
 * Then a fulfilment-only packer: the address, the packing slip, only what goes in the parcel (no
 * blind boxes), shipping from the desk at phone width, and never "not authorized".
 */
const shop = journeyShop({ PAYMENT_SANDBOX: 'true' });

const DEMO_SHOPPERS = ['aisyah', 'budi', 'somchai', 'meiling', 'ravi'];
const AUTHENTICATE = `mutation ($u: String!) { authenticate(input: { native: { username: $u, password: "tuah-demo-1" } }) { __typename } }`;
const DRAW = `query ($c: ID!) { draw(campaignId: $c) {
  stage randomWord winnerTicketId winnerCustomerId winnerName beaconRound beaconChainHash beaconPublicKey beaconSignature } }`;
const ADD_PRIZE = `mutation ($v: ID!, $prizeId: String) {
  addItemToOrder(productVariantId: $v, quantity: 1, customFields: { prizeId: $prizeId }) { __typename ... on ErrorResult { errorCode message } } }`;

interface DrawFacts {
    campaignId: string;
    randomWord: string;
    winnerTicketId: string;
    winnerName: string;
    beaconRound: number;
    beaconChainHash: string;
    beaconPublicKey: string;
    beaconSignature: string;
}

/** The seeded ended draw DONE6X once drawn (the server draws it after seeding), as the admin API gives it. */
async function endedDemoDraw(admin: string): Promise<DrawFacts> {
    const ended = await gql(shop.server.shopApiUrl, '{ campaigns(state: ENDED) { items { id sId } } }');
    const campaignId = ended.campaigns.items.find((c: { sId: string }) => c.sId === 'DONE6X').id;
    await expect
        .poll(async () => (await gql(shop.server.adminApiUrl, DRAW, { c: campaignId }, admin)).draw.stage, { timeout: 30_000, interval: 250 })
        .toBe('ENDED');
    const { draw } = await gql(shop.server.adminApiUrl, DRAW, { c: campaignId }, admin);
    return { campaignId, ...draw };
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
    it(
        "en: opens the ended demo draw (timeline, winner, proof), then ships the winner's prize; the shopper sees the tracking",
        { timeout: 180_000 },
        async () => {
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
                await buy(shop.server.shopApiUrl, buyer.token, quick.id, cap.variantIds[0]!, 1);
                const quickRow = page.getByRole('table', { name: 'Draws' }).getByRole('row').filter({ hasText: 'Sell-out Draw' });
                await expect
                    .poll(() => quickRow.getByRole('cell').allInnerTexts(), { timeout: 30_000, interval: 250 })
                    .toEqual([`Sell-out Draw (${quick.sId})`, 'ENDED', 'Ended', '1', expect.stringMatching(/^selloutbuyer Tester \(/)]);

                // Its page: every stage reached, with a time; what it published; the winner.
                await row.getByRole('link', { name: 'Merdeka Draw' }).click();
                await page.waitForURL(`**/dashboard/tuah/draws/${draw.campaignId}`);
                const timeline = page.getByRole('list', { name: 'Stage timeline' });
                await timeline.getByRole('listitem').first().waitFor();
                const stages = await timeline.getByRole('listitem').allInnerTexts();
                // A drand draw (the default provider): only the stages it runs (a round fixed, no oracle), each said as what it is, timed to the second.
                expect(stages.map(s => s.split(/\s/)[0])).toEqual(['DRAW_INIT', 'CALL_CONTRACT', 'WAIT_VRF_RESULT', 'GET_WINNER', 'ENDED']);
                expect(stages[1]).toContain('Beacon round fixed');
                expect(stages[2]).toContain("Beacon round's signature received");
                // Said as what it is (the stage names aside): no contract, oracle or blockchain.
                expect(stages.map(s => s.replace(/^[A-Z_]+\s+/, '')).join(' ')).not.toMatch(/contract|oracle|blockchain/i);
                expect(await timeline.locator('time').count()).toBe(5);
                for (const time of await timeline.locator('time').allInnerTexts()) expect(time).toMatch(/\d{1,2}:\d\d:\d\d/);
                expect(await timeline.getByText('Not reached yet').count()).toBe(0);
                await page.getByText(draw.randomWord).waitFor();
                // Its beacon: the round, when fixed and emitted, the chain (the embedded beacon, said to prove only the order), the signature.
                const fact = async (term: string) =>
                    (
                        await page
                            .getByRole('term')
                            .filter({ hasText: new RegExp(`^${term}$`) })
                            .locator('xpath=following-sibling::dd[1]')
                            .innerText()
                    ).trim();
                expect(await fact('Round')).toBe(String(draw.beaconRound));
                expect(await fact('Fixed at')).toMatch(/\d{1,2}:\d\d:\d\d \(the first round at least 1 s later decides\)$/);
                expect(await fact('Round emitted at')).toMatch(/\d{1,2}:\d\d:\d\d$/);
                expect(await fact('Chain')).toMatch(/^This server's embedded beacon: .*proves only the order/);
                expect(await fact('Chain hash')).toBe(draw.beaconChainHash);
                expect(await fact('Chain public key')).toBe(draw.beaconPublicKey);
                expect(await fact('Round signature')).toBe(draw.beaconSignature);
                const proofLink = page.getByRole('link', { name: /^Check the round on the public proof/ });
                await proofLink.scrollIntoViewIfNeeded();
                await screenshot(page, 'dashboard-draw-beacon');
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

                // Fulfilment: the winner's prize waits to ship in its paid order, the prize its own line in the parcel.
                await openTuahScreen(page, 'Fulfilment', '/tuah/fulfilment');
                const prize = page.getByRole('list', { name: 'Won prizes waiting to ship' }).getByRole('listitem').filter({ hasText: winner.orderCode });
                await prize.waitFor();
                expect(await prize.textContent()).toContain(draw.winnerName);
                const card = page.getByRole('listitem', { name: `Order ${winner.orderCode}` });
                await card.waitFor();
                expect(await card.textContent()).toMatch(/1 × .*Cap.*Won prize/i);
                expect(await operatorScreenViolations(page), 'the fulfilment desk').toEqual([]);
                await screenshot(page, 'dashboard-fulfilment');

                // Vendure's order page, from the desk: the prize won with a ticket and shipping with this order,
                // Tuah's fields read only (no editable "Courier price (sen, with tax)", no "Blind boxes ready" switch).
                await card.getByRole('link', { name: winner.orderCode, exact: true }).click();
                await page.waitForURL(/\/dashboard\/orders\/\d+$/);
                const won = page.getByRole('region', { name: 'Won prizes' });
                await won.waitFor();
                expect(await won.innerText()).toMatch(
                    new RegExp(`Cap \\(ships\\), Merdeka Draw \\(DONE6X\\), won with Ticket ${draw.winnerTicketId} — ships with this order`),
                );
                const delivery = page.getByRole('definition').filter({ hasText: 'Not shipped yet' });
                await delivery.waitFor();
                expect(await page.getByText('Courier price (sen, with tax)').count()).toBe(0);
                expect(await page.getByText('Blind boxes ready').count()).toBe(0);
                expect(await operatorScreenViolations(page), "Vendure's order page with Tuah's blocks").toEqual([]);
                await screenshot(page, 'dashboard-order-page');
                await page.goBack();
                await card.waitFor();

                // Both fields are required: nothing is sent without them, and what was typed stays.
                const form = card.getByRole('form', { name: `Ship order ${winner.orderCode}` });
                await form.getByLabel('Courier').fill('J&T Express');
                await form.getByRole('button', { name: 'Ship', exact: true }).click();
                await form.getByText('Give the tracking number.').waitFor();
                expect(await form.getByLabel('Courier').inputValue()).toBe('J&T Express');
                const tracking = `JT${winner.orderCode}`;
                await form.getByLabel('Tracking number').fill(tracking);
                await form.getByRole('button', { name: 'Ship', exact: true }).click();
                await page.getByText(`Order ${winner.orderCode} shipped with J&T Express, tracking number ${tracking}`).waitFor();
                // Shipped: it leaves both lists.
                await expect.poll(() => card.count()).toBe(0);
                await expect.poll(() => prize.count()).toBe(0);
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
        },
    );

    it('en: an operator who may only look at fulfilment sees no Ship form, and is told Draws needs ReadCampaign', { timeout: 120_000 }, async () => {
        const admin = await adminLogin(shop.server.adminApiUrl);
        await createOperator(shop.server, admin, 'ship-looker', ['ReadFulfilment']);
        const { page, context, errors } = await openDesk(shop.browser, shop.server.baseUrl);
        try {
            await signInToDashboard(page, { username: 'ship-looker@tuah.test', password: 'operator-password' });
            await openTuahScreen(page, 'Fulfilment', '/tuah/fulfilment');
            await page.getByText('shipping needs the UpdateFulfilment permission').waitFor();
            await page.getByRole('list', { name: 'Paid orders waiting to ship' }).or(page.getByText('No paid order is waiting to ship.')).first().waitFor();
            expect(await page.getByRole('form').count()).toBe(0);
            // Draws is not in the menu; its address says what is missing instead of showing a broken page.
            expect(await page.getByRole('link', { name: 'Draws', exact: true }).count()).toBe(0);
            await page.goto('/dashboard/tuah/draws');
            await page
                .getByRole('alert')
                .filter({ hasText: /You do not have permission to open Draws.*It needs the ReadCampaign permission./ })
                .waitFor();
            expect(await operatorScreenViolations(page), 'the refusal').toEqual([]);
            expect(errors).toEqual([]);
        } finally {
            await context.close();
        }
    });

    it(
        'en: a fulfilment-only packer sees the address and the parcel (no blind boxes), prints the slip and ships at 390 px, never meeting "not authorized"',
        { timeout: 180_000 },
        async () => {
            const url = shop.server.shopApiUrl;
            const admin = await adminLogin(shop.server.adminApiUrl);
            await createOperator(shop.server, admin, 'packer', ['ReadFulfilment', 'UpdateFulfilment']);
            // A shopper buys two blind boxes (opened online) and a cap (posted) in one order.
            const buyer = await createShopper(shop.server, admin, 'parcelbuyer');
            const boxes = (await gql(url, '{ campaigns(options: { take: 100 }) { items { id sId } } }')).campaigns.items.find(
                (c: { sId: string }) => c.sId === 'BBFIG1',
            );
            const figure = await productVariants(url, 'figure-mystery');
            const cap = await productVariants(url, 'cap');
            expect((await gql(url, ADD_ITEM, { v: figure.variantIds[0], q: 2, c: boxes.id }, buyer.token)).addItemToOrder.__typename).toBe('Order');
            expect((await gql(url, ADD_ITEM, { v: cap.variantIds[0], q: 1, c: null }, buyer.token)).addItemToOrder.__typename).toBe('Order');
            const address = {
                fullName: 'Nurul Huda',
                phoneNumber: '+60123456789',
                streetLine1: '7 Lorong Bunga Raya',
                city: 'George Town',
                province: 'Penang',
                postalCode: '10200',
            };
            expect((await toArrangingPayment(url, buyer.token, address)).__typename).toBe('Order');
            const order = await pay(url, buyer.token);
            expect(order.state).toBe('PaymentSettled');

            const { page, context, errors } = await openDesk(shop.browser, shop.server.baseUrl);
            const visited: string[] = [];
            /** Every page the packer sees is checked: Vendure's "not currently authorized" never shows. */
            const noRefusal = async (what: string) => {
                visited.push(what);
                expect(await page.locator('body').innerText(), what).not.toMatch(/not currently authorized|do not have permission/i);
            };
            try {
                await signInToDashboard(page, { username: 'packer@tuah.test', password: 'operator-password' });
                await openTuahScreen(page, 'Fulfilment', '/tuah/fulfilment');
                const card = page.getByRole('listitem', { name: `Order ${order.code}` });
                await card.waitFor();
                const text = await card.innerText();
                for (const part of ['Nurul Huda', '+60123456789', '7 Lorong Bunga Raya', '10200 George Town', 'Penang', 'Malaysia', '1 × Tuah Lucky Cap'])
                    expect(text).toContain(part);
                expect(text).not.toMatch(/Mystery|figure/i);
                // The code is no link to Vendure's order page, which this packer may not open.
                expect(await card.getByRole('link', { name: order.code, exact: true }).count()).toBe(0);
                await noRefusal('the desk');
                expect(await operatorScreenViolations(page), 'the fulfilment desk for a packer').toEqual([]);

                // The packing slip: code, date, ship-to and the parcel's lines, nothing else.
                await card.getByRole('link', { name: `Packing slip for order ${order.code}` }).click();
                await page.waitForURL(/\/dashboard\/tuah\/fulfilment\/\d+\/slip$/);
                const slip = page.getByRole('article', { name: `Packing slip for order ${order.code}` });
                await slip.waitFor();
                expect(await slip.getByRole('region', { name: 'In the parcel' }).getByRole('listitem').allInnerTexts()).toEqual(['1 × Tuah Lucky Cap']);
                expect(await slip.getByRole('region', { name: 'Ship to' }).innerText()).toContain('+60123456789');
                await page.getByRole('button', { name: 'Print' }).waitFor();
                await noRefusal('the packing slip');
                expect(await operatorScreenViolations(page), 'the packing slip').toEqual([]);
                await screenshot(page, 'dashboard-packing-slip');
                // On paper the slip's own buttons are left off, and the slip covers Vendure's navigation.
                await page.emulateMedia({ media: 'print' });
                await expect.poll(() => page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
                expect(await page.evaluate(() => document.elementFromPoint(60, 400)?.closest('article')?.getAttribute('aria-label'))).toBe(
                    `Packing slip for order ${order.code}`,
                );
                await screenshot(page, 'dashboard-packing-slip-print');
                await page.emulateMedia({ media: 'screen' });
                await page.getByRole('link', { name: 'Back to Fulfilment' }).click();
                await card.waitFor();

                // At phone width: no sideways scrolling, and the Ship form is there to use.
                await page.setViewportSize({ width: 390, height: 844 });
                await page.reload();
                await card.waitFor();
                await noRefusal('the desk at 390 px');
                expect(await pageOverflow(page), 'the page scrolls sideways at 390 px').toBeLessThanOrEqual(0);
                const form = card.getByRole('form', { name: `Ship order ${order.code}` });
                await form.getByLabel('Courier').fill('Pos Laju');
                await form.getByLabel('Tracking number').fill(`PL${order.code}`);
                const ship = form.getByRole('button', { name: 'Ship', exact: true });
                await ship.scrollIntoViewIfNeeded();
                const box = await ship.boundingBox();
                expect(box && box.x >= 0 && box.x + box.width <= 390, 'the Ship button is on screen').toBe(true);
                expect(await operatorScreenViolations(page), 'the fulfilment desk at 390 px').toEqual([]);
                await screenshot(page, 'dashboard-fulfilment-phone');
                await ship.click();
                await page.getByText(`Order ${order.code} shipped with Pos Laju, tracking number PL${order.code}`).waitFor();
                await expect.poll(() => page.getByRole('listitem', { name: `Order ${order.code}` }).count()).toBe(0);
                await noRefusal('the desk after shipping');
                expect(visited).toHaveLength(4);
                expect(errors).toEqual([]);
            } finally {
                await context.close();
            }
            const shipped = await gql(
                url,
                'query ($code: String!) { orderByCode(code: $code) { state fulfillments { method trackingCode } } }',
                { code: order.code },
                buyer.token,
            );
            expect(shipped.orderByCode).toEqual({ state: 'Shipped', fulfillments: [{ method: 'Pos Laju', trackingCode: `PL${order.code}` }] });
        },
    );
});

/** How many pixels the page is wider than its window (0 or less: no sideways scrolling). */
function pageOverflow(page: Page): Promise<number> {
    return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
