import { adminLogin, buy, createOperator, createShopper, gql, productVariants, shopApi } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { openDesk, openTuahScreen, operatorScreenViolations, signInToDashboard } from './dashboard-support';
import { journeyShop, openPhone, screenshot } from './support';

/**
 * Support's screens (apps/dashboard/src/support, docs/dashboard.md#support): the demo shopper Aisyah
 * found by her phone with her tickets, blind boxes (one opened, with its public proof) and prizes;
 * the Merdeka Draw's unclaimed prize reminded once (a second reminder refused in words); the
 * reminder in the sent-notifications list; support pausing a shopper's buying at their request
 * (docs/responsible-play.md#operators), which the shopper's storefront then refuses in English and Malay.
 */
const shop = journeyShop({ PAYMENT_SANDBOX: 'true' });

const AISYAH = { username: 'aisyah', phone: '+60123000001', name: 'Aisyah Rahman' };
const AUTHENTICATE = `mutation ($u: String!) { authenticate(input: { native: { username: $u, password: "tuah-demo-1" } }) { __typename } }`;
const OPEN_BOX = `mutation ($id: ID!) { openBox(boxId: $id, clientSeed: "5eed5eed5eed5eed5eed5eed5eed5eed") { __typename ... on BoxOpening { prizeLine { prizeName } } ... on ErrorResult { errorCode message } } }`;
const DRAW = `query ($c: ID!) { draw(campaignId: $c) { stage winnerName } }`;

/** Aisyah buys two boxes of the demo figure box and opens one, through the shop API as the app does. */
async function aisyahOpensABox(admin: string): Promise<string> {
    const url = shop.server.shopApiUrl;
    const token = (await shopApi(url, AUTHENTICATE, { u: AISYAH.username })).token!;
    const boxes = (
        await gql(shop.server.adminApiUrl, '{ campaigns(options: { take: 100, filter: { typStr: { eq: "BLINDBOX" } } }) { items { id sId } } }', {}, admin)
    ).campaigns.items;
    const figures = boxes.find((c: { sId: string }) => c.sId === 'BBFIG1');
    const paid = await buy(url, token, figures.id, (await productVariants(url, 'figure-mystery')).variantIds[0]!, 2);
    await expect
        .poll(
            async () =>
                (await gql(url, 'query ($c: String!) { orderByCode(code: $c) { customFields { isLBb } } }', { c: paid.code }, token)).orderByCode.customFields
                    .isLBb,
            { timeout: 30_000, interval: 200 },
        )
        .toBe(true);
    const mine = (await gql(url, '{ blindBoxes { items { id isOpen } } }', {}, token)).blindBoxes.items;
    const opened = await gql(url, OPEN_BOX, { id: mine.find((b: { isOpen: boolean }) => !b.isOpen).id }, token);
    expect(opened.openBox.__typename).toBe('BoxOpening');
    return opened.openBox.prizeLine.prizeName;
}

/** The seeded Merdeka Draw once drawn (the server draws it after seeding): its winner's name. */
async function merdekaWinner(admin: string): Promise<string> {
    const ended = await gql(shop.server.shopApiUrl, '{ campaigns(state: ENDED) { items { id sId } } }');
    const campaignId = ended.campaigns.items.find((c: { sId: string }) => c.sId === 'DONE6X').id;
    await expect
        .poll(async () => (await gql(shop.server.adminApiUrl, DRAW, { c: campaignId }, admin)).draw.stage, { timeout: 30_000, interval: 250 })
        .toBe('ENDED');
    return (await gql(shop.server.adminApiUrl, DRAW, { c: campaignId }, admin)).draw.winnerName;
}

describe('the operator dashboard: support', () => {
    it(
        'en: finds Aisyah by phone (tickets, boxes with proof, prizes), reminds the Merdeka winner once, and sees the reminder among sent notifications',
        { timeout: 240_000 },
        async () => {
            const admin = await adminLogin(shop.server.adminApiUrl);
            const prizeName = await aisyahOpensABox(admin);
            const winner = await merdekaWinner(admin);

            const { page, context, errors } = await openDesk(shop.browser, shop.server.baseUrl);
            try {
                await signInToDashboard(page);

                // Shoppers: found by her phone as a caller reads it out, local format.
                await openTuahScreen(page, 'Shoppers', '/tuah/shoppers');
                await page.getByLabel('Phone, email or name').fill('012-300 0001');
                await page.getByRole('button', { name: 'Search', exact: true }).click();
                const results = page.getByRole('table', { name: 'Shoppers found' });
                const row = results.getByRole('row').filter({ hasText: AISYAH.phone });
                await row.waitFor();
                expect(await results.getByRole('row').count()).toBe(2); // the header and Aisyah
                expect(await row.textContent()).toContain(AISYAH.name);
                expect(await operatorScreenViolations(page), 'the shopper search').toEqual([]);
                await screenshot(page, 'dashboard-shoppers');

                // Her page: the Merdeka Draw tickets, valid, with the draw's proof; two boxes, one opened with its prize and proof.
                await row.getByRole('link', { name: AISYAH.name }).click();
                await page.waitForURL('**/dashboard/tuah/shoppers/*');
                const merdeka = page.getByRole('region', { name: 'Tickets in Merdeka Draw' });
                await merdeka.waitFor();
                const heading = (await merdeka.getByRole('heading').textContent()) ?? '';
                const [, valid, held] = heading.match(/(\d+) valid of (\d+)/) ?? [];
                expect(Number(held)).toBeGreaterThan(0);
                expect(valid).toBe(held);
                expect(await merdeka.getByRole('listitem').count()).toBe(Number(held));
                expect(heading).toContain('Ended');
                expect(await merdeka.getByRole('link', { name: 'Proof of the draw Merdeka Draw' }).getAttribute('href')).toMatch(
                    /^\/tabs\/common\/draws\/item\/proof\?cId=\d+$/,
                );
                const boxes = page.getByRole('table', { name: 'Blind boxes' });
                await boxes.waitFor();
                const boxRows = boxes.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
                expect(await boxRows.count()).toBe(2);
                const openedRow = boxRows.filter({ hasText: prizeName });
                expect(await openedRow.count()).toBe(1);
                const proof = openedRow.getByRole('link', { name: /^Proof of box / });
                expect(await proof.getAttribute('href')).toMatch(/^\/tabs\/blindbox\/proof\?boxId=\d+&orderId=\d+$/);
                expect(await boxRows.filter({ hasText: 'Not opened' }).count()).toBe(1);
                // What the shop told her about her boxes is listed.
                await page.getByRole('table', { name: 'Notifications sent' }).getByRole('row').nth(1).waitFor();
                // Her figure boxes are boxes, not tickets.
                expect(await page.getByRole('region', { name: /^Tickets in / }).count()).toBe(1);
                expect(await operatorScreenViolations(page), "Aisyah's page").toEqual([]);
                await screenshot(page, 'dashboard-shopper');
                await boxes.scrollIntoViewIfNeeded();
                await screenshot(page, 'dashboard-shopper-boxes');
                // Vendure's customer page links back to it.
                const supportUrl = page.url();
                await page.getByRole('link', { name: 'Open in Customers' }).click();
                await page.waitForURL('**/dashboard/customers/*');
                await page.getByRole('link', { name: 'Tickets, boxes and prizes' }).click();
                await page.waitForURL(supportUrl);
                await page.getByRole('region', { name: 'Tickets in Merdeka Draw' }).waitFor();

                // Unclaimed prizes: the Merdeka Draw's winner, reminded once; a second reminder is refused in words.
                await openTuahScreen(page, 'Unclaimed prizes', '/tuah/unclaimed-prizes');
                const prizes = page.getByRole('table', { name: 'Won prizes not yet claimed' });
                const prize = prizes.getByRole('row').filter({ hasText: 'Merdeka Draw' }).filter({ hasText: winner });
                await prize.waitFor();
                expect(await prize.textContent()).toContain('Never');
                expect(await operatorScreenViolations(page), 'unclaimed prizes').toEqual([]);
                await prize.getByRole('button', { name: /^Send reminder to / }).click();
                await page.getByText(new RegExp(`^Reminder sent to ${winner} for `)).waitFor();
                await expect.poll(async () => (await prize.textContent())?.includes('Never')).toBe(false);
                await prize.getByRole('button', { name: /^Send reminder to / }).click();
                await prize
                    .getByRole('alert')
                    .filter({ hasText: /^The winner was reminded less than 24 hours ago: the next reminder can go after / })
                    .waitFor();
                expect(await operatorScreenViolations(page), 'unclaimed prizes after a refused reminder').toEqual([]);
                await screenshot(page, 'dashboard-unclaimed-prizes');

                // The winner's page shows the prize not claimed, reminded, and the reminder among their notifications.
                await prize.getByRole('link', { name: winner }).click();
                const won = page.getByRole('table', { name: 'Won prizes' }).getByRole('row').filter({ hasText: 'Merdeka Draw' });
                await won.waitFor();
                expect(await won.textContent()).toContain('Not claimed');
                expect(await won.textContent()).not.toContain('Never');
                await page
                    .getByRole('table', { name: 'Notifications sent' })
                    .getByRole('row')
                    .filter({ hasText: 'PRIZE_REMINDER' })
                    .filter({ hasText: 'Your prize is waiting' })
                    .waitFor();

                // Sent notifications: the reminder, newest first, to one customer, in both languages.
                await openTuahScreen(page, 'Sent notifications', '/tuah/sent-notifications');
                const sent = page.getByRole('table', { name: 'Notifications sent' });
                const first = sent.getByRole('row').nth(1);
                await first.waitFor();
                const cells = await first.getByRole('cell').allInnerTexts();
                expect(cells.slice(1)).toEqual(['PRIZE_REMINDER', 'Your prize is waiting\nHadiah anda sedang menunggu', 'One customer', '1']);
                // The shop's own messages (Aisyah's box order) are there too.
                expect(await sent.getByRole('row').count()).toBeGreaterThan(2);
                const started = sent.getByRole('row').filter({ hasText: 'DRAW_STARTED' }).filter({ hasText: 'Merdeka Draw' });
                expect(await started.getByRole('cell').nth(3).innerText()).toBe('Ticket holders of Merdeka Draw');
                expect(await operatorScreenViolations(page), 'sent notifications').toEqual([]);
                await screenshot(page, 'dashboard-sent-notifications');
                expect(errors).toEqual([]);
            } finally {
                await context.close();
            }
        },
    );

    it(
        'en: a low catalogue product shows on the home page; a ReadCustomer-only operator reads shoppers but sends no reminder; without it the screens say so',
        { timeout: 180_000 },
        async () => {
            const admin = await adminLogin(shop.server.adminApiUrl);
            const bank = await productVariants(shop.server.shopApiUrl, 'power-bank-20000');
            const variant = (
                await gql(shop.server.adminApiUrl, 'query ($id: ID!) { productVariant(id: $id) { name stockAllocated } }', { id: bank.variantIds[0] }, admin)
            ).productVariant;
            await gql(
                shop.server.adminApiUrl,
                'mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }',
                { input: [{ id: bank.variantIds[0], stockOnHand: variant.stockAllocated + 3, trackInventory: 'TRUE' }] },
                admin,
            );
            await createOperator(shop.server, admin, 'support-looker', ['ReadCustomer']);
            await createOperator(shop.server, admin, 'stock-watcher', ['ReadCampaign', 'ReadCatalog']);

            const { page, context, errors } = await openDesk(shop.browser, shop.server.baseUrl);
            try {
                // Home: the product with 3 left, linking to its product page.
                await signInToDashboard(page, { username: 'stock-watcher@tuah.test', password: 'operator-password' });
                const low = page.getByRole('list', { name: 'Products running low' }).getByRole('listitem').filter({ hasText: variant.name });
                await low.waitFor();
                expect(await low.innerText()).toMatch(/: 3 left$/);
                expect(await low.getByRole('link', { name: variant.name }).getAttribute('href')).toContain(`/products/${bank.productId}`);
                await low.scrollIntoViewIfNeeded();
                await screenshot(page, 'dashboard-home-products-low');
                // No ReadCustomer: no Shoppers in the menu, and its address says what is missing.
                expect(await page.getByRole('link', { name: 'Shoppers', exact: true }).count()).toBe(0);
                await page.goto('/dashboard/tuah/shoppers');
                await page
                    .getByRole('alert')
                    .filter({ hasText: /You do not have permission to open Shoppers.*It needs the ReadCustomer permission./ })
                    .waitFor();
                expect(await operatorScreenViolations(page), 'the refusal').toEqual([]);
            } finally {
                await context.close();
            }

            const looker = await openDesk(shop.browser, shop.server.baseUrl);
            try {
                await signInToDashboard(looker.page, { username: 'support-looker@tuah.test', password: 'operator-password' });
                await openTuahScreen(looker.page, 'Unclaimed prizes', '/tuah/unclaimed-prizes');
                await looker.page.getByText('sending reminders needs the UpdateCustomer permission').waitFor();
                await looker.page.getByRole('table', { name: 'Won prizes not yet claimed' }).getByRole('row').filter({ hasText: 'Merdeka Draw' }).waitFor();
                expect(await looker.page.getByRole('button', { name: /^Send reminder/ }).count()).toBe(0);
                // Sent notifications needs ReadMarketing.
                expect(await looker.page.getByRole('link', { name: 'Sent notifications', exact: true }).count()).toBe(0);
                expect(await operatorScreenViolations(looker.page), 'unclaimed prizes, read only').toEqual([]);
                expect([...errors, ...looker.errors]).toEqual([]);
            } finally {
                await looker.context.close();
            }
        },
    );

    it(
        'en: support pauses a shopper’s buying at their request (note required, confirmed); the shopper is then refused a ticket, in English and Malay',
        { timeout: 180_000 },
        async () => {
            const admin = await adminLogin(shop.server.adminApiUrl);
            const { token, customerId } = await createShopper(shop.server, admin, 'paused-by-phone');
            const campaigns = await gql(shop.server.shopApiUrl, '{ campaigns(options: { take: 100 }) { items { id typStr isClosed } } }');
            const draw = campaigns.campaigns.items.find((c: { typStr: string; isClosed: boolean }) => c.typStr === 'LUCKYDRAW' && !c.isClosed);

            const { page, context, errors } = await openDesk(shop.browser, shop.server.baseUrl);
            try {
                await signInToDashboard(page);
                await page.goto(`/dashboard/tuah/shoppers/${customerId}`);
                const rules = page.getByRole('definition').filter({ hasText: 'Not paused' });
                await rules.waitFor();
                expect(await page.getByText('Given', { exact: true }).count()).toBe(1);
                // The date of birth itself is not shown (createShopper gives 1990-01-01).
                expect(await page.getByText('1990').count()).toBe(0);
                await page.getByLabel('Pause buying for').selectOption({ label: '7 days' });
                // A note is required: who asked, and how.
                await page.getByRole('button', { name: 'Pause buying', exact: true }).click();
                await page
                    .getByRole('alert')
                    .filter({ hasText: /^Say who asked and how/ })
                    .waitFor();
                await page.getByLabel('Note (who asked, and how)').fill('Asked by phone, call 5521');
                await page.getByRole('button', { name: 'Pause buying', exact: true }).click();
                const confirm = page.getByRole('alertdialog', { name: 'Pause buying for paused-by-phone Tester for 7 days?' });
                await confirm.waitFor();
                expect(await operatorScreenViolations(page), 'the confirmation').toEqual([]);
                await confirm.getByRole('button', { name: 'Pause for 7 days' }).click();
                await page
                    .getByText(/^paused-by-phone Tester cannot buy tickets or boxes until /)
                    .first()
                    .waitFor();
                await page.getByText(/^Paused until .+, placed by support \(“Asked by phone, call 5521”\)$/).waitFor();
                expect(await operatorScreenViolations(page), 'the shopper’s rules of play').toEqual([]);
                await screenshot(page, 'dashboard-shopper-responsible-play');
                expect(errors).toEqual([]);
            } finally {
                await context.close();
            }
            const placed = await gql(
                shop.server.adminApiUrl,
                'query ($id: ID!) { customerResponsiblePlay(customerId: $id) { excludedBy excludedUntil } }',
                { id: customerId },
                admin,
            );
            expect(placed.customerResponsiblePlay.excludedBy).toBe('OPERATOR');
            expect(new Date(placed.customerResponsiblePlay.excludedUntil).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);

            // The shopper's storefront refuses adding a ticket with the self-exclusion message.
            const WORDS = {
                en: { buyNow: 'Buy now', buyTitle: 'Choose your item', addToCart: 'Add to cart', refused: /^You paused buying tickets and blind boxes until / },
                ms: {
                    buyNow: 'Beli sekarang',
                    buyTitle: 'Pilih item anda',
                    addToCart: 'Tambah ke troli',
                    refused: /^Anda telah menghentikan pembelian tiket dan kotak misteri sehingga /,
                },
            } as const;
            for (const language of ['en', 'ms'] as const) {
                const words = WORDS[language];
                const phone = await openPhone(shop.browser, shop.server.baseUrl, { language, token });
                try {
                    await phone.page.goto(`/tabs/common/draws/product/details?cId=${draw.id}`);
                    await phone.page.getByRole('button', { name: words.buyNow }).click();
                    const sheet = phone.page.getByRole('dialog', { name: words.buyTitle });
                    await sheet.waitFor();
                    await sheet.getByRole('button', { name: words.addToCart }).click();
                    await phone.page.getByText(words.refused).first().waitFor();
                    await screenshot(phone.page, `responsible-play-excluded-by-support-${language}`);
                } finally {
                    await phone.context.close();
                }
            }
            const cart = await gql(shop.server.shopApiUrl, '{ activeOrder { lines { id } } }', {}, token);
            expect(cart.activeOrder?.lines ?? []).toEqual([]);
        },
    );
});
