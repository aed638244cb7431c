import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { ADD_ITEM, adminLogin, createCampaign, createShopper, gql, pdfText, productVariants, queryDatabase, type TestServer } from '@tuah/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import {
    coveredControls,
    journeyShop,
    openPhone,
    screenshot,
    SCREENSHOTS,
    sen,
    seriousAccessibilityViolations,
    settled,
    summaryAmounts,
    summaryTotal,
} from './support';

/** Nothing interactive on the page is under something else (a toast, the tab bar, a badge). */
async function expectNothingCovered(page: Page, what: string) {
    expect(await coveredControls(page), what).toEqual([]);
}

/**
 * The order page's invoice, downloaded as the shopper's phone would (the page's own request context) and
 * read with PDF.js: the summary's amounts are on it in the same order, so its rows add up as the page's do.
 * Answers the invoice's text.
 */
async function invoiceAddsUp(page: Page, invoiceLink: RegExp, amounts: number[], name: string): Promise<string> {
    const link = page.getByRole('link', { name: invoiceLink });
    // The invoice is issued just after payment: the order page shows it once it exists.
    await expect
        .poll(
            async () => {
                if (await link.count()) return true;
                await page.reload();
                await page.locator('[data-row="total"]').last().waitFor();
                return (await link.count()) > 0;
            },
            { timeout: 30_000 },
        )
        .toBe(true);
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.ok()).toBe(true);
    const pdf = await response.body();
    // Kept beside the screenshots, to be looked at as a shopper would.
    writeFileSync(path.join(SCREENSHOTS, `${name}.pdf`), pdf);
    const text = (await pdfText(new Uint8Array(pdf))).replace(/\s+/g, ' ');
    const printed = [...text.matchAll(/[-−]?RM ?[\d,]+\.\d{2}/g)].map(match => sen(match[0]));
    const at = printed.findIndex((_, i) => amounts.every((amount, j) => printed[i + j] === amount));
    expect(at, `the summary's amounts ${amounts.join(', ')} (sen) in order on the invoice:\n${text}`).toBeGreaterThanOrEqual(0);
    return text;
}

/** What the shopper reads and presses, in each language. */
const WORDS = {
    en: {
        draw: 'Checkout Draw',
        buyNow: 'Buy now',
        buyTitle: 'Choose your item',
        addToCart: 'Add to cart',
        added: /Added 1 × .* to your cart\./,
        more: 'One more',
        identifier: 'Username, email or phone number',
        password: 'Password',
        signIn: 'Sign in',
        qtyTwo: 'Qty 2',
        continue: 'Continue',
        review: 'Review your order',
        toDelivery: 'Continue to delivery',
        details: 'Delivery details',
        fullName: 'Full name',
        phone: 'Phone number',
        street: 'Address',
        city: 'City',
        province: 'State or province',
        postcode: 'Postcode',
        save: 'Save address',
        courier: 'Courier',
        toPayment: 'Continue to payment',
        payment: 'Payment',
        pay: 'Pay with iPay88',
        failed: 'Your payment did not go through',
        success: 'Thank you!',
        paid: 'Payment received: your tickets are ready.',
        tickets: 'See my tickets',
        addresses: 'My addresses',
        signInNeeded: 'Please sign in to continue.',
        order: (code: string) => `Order ${code}`,
        invoice: /^Download invoice TUAH-\d{4}-\d{6} \(PDF\)$/,
    },
    ms: {
        draw: 'Cabutan Checkout',
        buyNow: 'Beli sekarang',
        buyTitle: 'Pilih item anda',
        addToCart: 'Tambah ke troli',
        added: /1 × .* ditambah ke troli anda\./,
        identifier: 'Nama pengguna, e-mel atau nombor telefon',
        password: 'Kata laluan',
        signIn: 'Log masuk',
        signInNeeded: 'Sila log masuk untuk meneruskan.',
        review: 'Semak pesanan anda',
        toDelivery: 'Teruskan ke penghantaran',
        details: 'Butiran penghantaran',
        courier: 'Kurier',
        toPayment: 'Teruskan ke pembayaran',
        payment: 'Pembayaran',
        failed: 'Pembayaran anda tidak berjaya',
        success: 'Terima kasih!',
        addresses: 'Alamat saya',
        edit: 'Sunting alamat Hafiz Osman',
        city: 'Bandar',
        save: 'Simpan alamat',
        pay: 'Bayar dengan iPay88',
        paid: 'Pembayaran diterima: tiket anda sudah sedia.',
        order: (code: string) => `Pesanan ${code}`,
        invoice: /^Muat turun invois TUAH-\d{4}-\d{6} \(PDF\)$/,
    },
} as const;

async function expectAccessible(page: Page) {
    expect(await seriousAccessibilityViolations(page), page.url()).toEqual([]);
}

describe('checkout: cart, address and courier, iPay88 through the local gateway', () => {
    const shop = journeyShop();

    /** The journey's lucky draw, on the demo cap. */
    async function createDraw() {
        const { server } = shop;
        const admin = await adminLogin(server.adminApiUrl);
        const { productId, variantIds } = await productVariants(server.shopApiUrl, 'cap');
        const campaign = await createCampaign(server, admin, {
            productId,
            // At most 20 a shopper: the cart's + stops at the room left after paid orders.
            maxQty: 20,
            translations: [
                { languageCode: 'en', name: WORDS.en.draw, description: 'A draw', cardBuyTxt: 'Buy' },
                { languageCode: 'ms', name: WORDS.ms.draw, description: 'Cabutan', cardBuyTxt: 'Beli' },
            ],
        });
        return { admin, campaignId: campaign.id as string, variantId: variantIds[0]! };
    }

    /** The paid order's page and its invoice (PDF) show the summary's rows, each the sum of those above, totalling `paid`. */
    async function orderAndInvoiceAddUp(page: Page, language: 'en' | 'ms', code: string, paid: number) {
        const words = WORDS[language];
        await page.goto(`/tabs/order/${code}`);
        await page.getByRole('heading', { level: 1, name: words.order(code) }).waitFor();
        const amounts = await summaryAmounts(page);
        expect(amounts.at(-1)).toBe(paid);
        await expectAccessible(page);
        await expectNothingCovered(page, `order page (${language})`);
        await screenshot(page, `order-summary-${language}`);
        const invoice = await invoiceAddsUp(page, words.invoice, amounts, `invoice-${language}`);
        if (language === 'ms') expect(invoice).toMatch(/Jumlah kecil/);
    }

    it('en: edits the cart, enters an address, chooses a courier, fails the payment once, then pays and sees the tickets', async () => {
        const words = WORDS.en;
        const { campaignId } = await createDraw();
        const { context, page, errors } = await openPhone(shop.browser, shop.server.baseUrl, { language: 'en' });
        try {
            // A guest presses Buy now: tickets are a signed-in shopper's, so they sign in (a demo
            // shopper) and come back to the campaign with its buy sheet open (issue 30 #5).
            await page.goto(`/tabs/common/draws/product/details?cId=${campaignId}`);
            await page.getByRole('button', { name: words.buyNow }).click();
            await page.waitForURL('**/tabs/auth/signin?returnTo=*');
            await page.getByText(words.signInNeeded).first().waitFor();
            await page.getByLabel(words.identifier, { exact: true }).fill('meiling');
            await page.getByLabel(words.password, { exact: true }).fill('tuah-demo-1');
            await page.getByRole('button', { name: words.signIn, exact: true }).click();
            await page.waitForURL(`**/tabs/common/draws/product/details?cId=${campaignId}`);
            const sheet = page.getByRole('dialog', { name: words.buyTitle });
            await settled(sheet);
            await sheet.getByRole('button', { name: words.addToCart }).click();
            await page.getByText(words.added).first().waitFor();
            await sheet.waitFor({ state: 'hidden' });
            await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart' }).click();
            const line = page.getByRole('listitem').filter({ hasText: words.draw });
            await line.getByRole('button', { name: new RegExp(`^${words.more}`) }).click();
            await line.getByText(words.qtyTwo).waitFor();
            await settled(page.locator('body'));
            // TUAH10 (the demo seed's 10 % off): its own row under the items, named with its code.
            await page.getByLabel('Coupon code').fill('TUAH10');
            await page.getByRole('button', { name: 'Apply', exact: true }).click();
            await page.getByText('Coupon TUAH10 applied').waitFor();
            await page.locator('[data-row="discount"]').filter({ hasText: '(TUAH10)' }).waitFor();
            const inCart = await summaryTotal(page);
            await expectAccessible(page);
            await expectNothingCovered(page, 'cart');
            await page.getByRole('button', { name: words.continue, exact: true }).click();

            await page.getByRole('heading', { level: 1, name: words.review }).waitFor();
            await page.getByText(words.qtyTwo).waitFor();
            expect(await summaryTotal(page)).toBe(inCart);
            await expectAccessible(page);
            await expectNothingCovered(page, 'review');
            await page.getByRole('button', { name: words.toDelivery }).click();

            await page.getByRole('heading', { level: 1, name: words.details }).waitFor();
            await page.getByLabel(words.fullName).fill('Nur Aina');
            await page.getByLabel(words.phone).fill('0123000101');
            await page.getByLabel(words.street, { exact: true }).fill('12 Jalan Ampang');
            await page.getByLabel(words.city).fill('Shah Alam');
            await page.getByLabel(words.province).selectOption('Selangor');
            await page.getByLabel(words.postcode).fill('40000');
            await page.getByRole('button', { name: words.save }).click();
            const couriers = page.getByRole('group', { name: words.courier });
            await couriers.getByRole('radio').first().check();
            await summaryTotal(page);
            await expectAccessible(page);
            await expectNothingCovered(page, 'delivery details');
            await screenshot(page, 'checkout-details-en');
            await page.getByRole('button', { name: words.toPayment }).click();

            await page.getByRole('heading', { level: 1, name: words.payment }).waitFor();
            await page.getByText('Nur Aina').waitFor();
            const total = page.locator('[data-row="total"] dd');
            const toPay = await total.textContent();
            expect(toPay).toMatch(/^RM/);
            await page.locator('[data-row="discount"]').filter({ hasText: '(TUAH10)' }).waitFor();
            const payable = await summaryTotal(page);
            // Delivery chosen now: the total is the cart's plus the courier's price.
            expect(payable).toBeGreaterThan(inCart);
            await expectAccessible(page);
            await expectNothingCovered(page, 'payment');
            await page.getByRole('button', { name: words.pay }).click();
            await page.getByRole('button', { name: 'Fail the payment' }).waitFor();
            await expectNothingCovered(page, 'gateway');
            await expectAccessible(page);
            await page.getByRole('button', { name: 'Fail the payment' }).click();

            await page.waitForURL('**/tabs/cart/checkout/checkout?payment=failed*');
            await page.getByRole('alert').filter({ hasText: words.failed }).waitFor();
            // The cart is intact: the same order, address and courier, the same amount to pay.
            await page.getByText('Nur Aina').waitFor();
            expect(await total.textContent()).toBe(toPay);
            await expectAccessible(page);
            await expectNothingCovered(page, 'payment failed');
            // Someone else has the campaign page open: its tickets sold move when this order is paid.
            const watcher = await openPhone(shop.browser, shop.server.baseUrl, { language: 'en' });
            await watcher.page.goto(`/tabs/common/draws/product/details?cId=${campaignId}`);
            const sold = watcher.page.getByRole('progressbar', { name: /tickets/ });
            expect(await sold.getAttribute('aria-valuenow')).toBe('0');
            await page.getByRole('button', { name: words.pay }).click();
            await page.getByRole('button', { name: /^Pay RM/ }).click();

            await page.waitForURL('**/tabs/cart/checkout/success?order=*');
            await page.getByRole('heading', { level: 1, name: words.success }).waitFor();
            await page.getByText(words.paid).waitFor();
            // The thank-you page: the same total paid, and the tickets earned.
            expect(await summaryTotal(page)).toBe(payable);
            await page.getByRole('region', { name: 'Tickets earned' }).getByText(words.draw).waitFor();
            // Each tier shows by itself once the beacon round after the sale is out (a second here).
            await expect.poll(() => page.locator('article[data-rarity="REVEALING"]').count(), { timeout: 15_000 }).toBe(0);
            await expect.poll(() => sold.getAttribute('aria-valuenow')).toBe('2');
            expect(watcher.errors).toEqual([]);
            await watcher.context.close();
            await expectAccessible(page);
            await expectNothingCovered(page, 'thank you');
            await screenshot(page, 'checkout-success-en');
            const orderCode = new URL(page.url()).searchParams.get('order')!;
            await page.getByRole('link', { name: words.tickets }).click();
            await page.waitForURL('**/tabs/tickets');
            await page.getByText(words.draw).first().waitFor();

            // The order page and its invoice: the same rows, adding up to what was paid.
            await orderAndInvoiceAddUp(page, 'en', orderCode, payable);

            // The address entered at checkout is in the profile's address book.
            await page.goto('/tabs/profile');
            await page.getByRole('link', { name: words.addresses }).click();
            await page.getByRole('heading', { level: 1, name: words.addresses }).waitFor();
            await page.getByRole('list', { name: words.addresses }).getByText('12 Jalan Ampang, 40000, Shah Alam, Selangor').waitFor();
            await expectAccessible(page);
            expect(errors).toEqual([]);
        } finally {
            await context.close();
        }
    });

    it(
        'ms: the cart with TUAH10, an address from the book, the payment failed then paid, the order page and invoice adding up, and the + stopping at the room left',
        { timeout: 90_000 },
        async () => {
            const words = WORDS.ms;
            const { server, browser } = shop;
            const { admin, campaignId, variantId } = await createDraw();
            const shopper = await createShopper(server, admin, 'checkout-ms');
            // A guest phone: Beli sekarang asks them to sign in, in Malay, and brings them back to add.
            const { context, page, errors } = await openPhone(browser, server.baseUrl, { language: 'ms' });
            await gql(
                shop.server.shopApiUrl,
                'mutation ($input: CreateAddressInput!) { createCustomerAddress(input: $input) { id } }',
                {
                    input: {
                        fullName: 'Hafiz Osman',
                        streetLine1: '3 Jalan Tun Razak',
                        city: 'Kota Kinabalu',
                        province: 'Sabah',
                        postalCode: '88000',
                        countryCode: 'MY',
                        phoneNumber: '0123000102',
                    },
                },
                shopper.token,
            );
            try {
                await page.goto(`/tabs/common/draws/product/details?cId=${campaignId}`);
                await page.getByRole('button', { name: words.buyNow }).click();
                await page.waitForURL('**/tabs/auth/signin?returnTo=*');
                await page.getByText(words.signInNeeded).first().waitFor();
                await settled(page.locator('body'));
                await screenshot(page, 'sign-in-to-buy-ms');
                await expectAccessible(page);
                await page.getByLabel(words.identifier, { exact: true }).fill('checkout-ms@tuah.test');
                await page.getByLabel(words.password, { exact: true }).fill('secret-pass-1');
                await page.getByRole('button', { name: words.signIn, exact: true }).click();
                await page.waitForURL(`**/tabs/common/draws/product/details?cId=${campaignId}`);
                const sheet = page.getByRole('dialog', { name: words.buyTitle });
                await settled(sheet);
                await screenshot(page, 'back-to-buy-ms');
                await expectAccessible(page);
                await sheet.getByRole('button', { name: words.addToCart }).click();
                await page.getByText(words.added).first().waitFor();

                // The cart with TUAH10: its own row under the items, named with its code.
                await page.goto('/tabs/cart');
                await page.getByLabel('Kod kupon').fill('TUAH10');
                await page.getByRole('button', { name: 'Guna', exact: true }).click();
                await page.getByText('Kupon TUAH10 digunakan').waitFor();
                await page.locator('[data-row="discount"]').filter({ hasText: '(TUAH10)' }).waitFor();
                const inCart = await summaryTotal(page);
                await expectAccessible(page);
                await expectNothingCovered(page, 'troli');
                await page.getByRole('button', { name: 'Teruskan', exact: true }).click();
                await page.getByRole('heading', { level: 1, name: words.review }).waitFor();
                const reviewed = await summaryTotal(page);
                expect(reviewed).toBe(inCart);
                // No delivery chosen yet: it says so, not "RM 0.00".
                await page.getByText('Dipilih semasa pembayaran').waitFor();
                await expectAccessible(page);
                await expectNothingCovered(page, 'semak pesanan');
                await page.getByRole('button', { name: words.toDelivery }).click();

                await page.getByRole('heading', { level: 1, name: words.details }).waitFor();
                await page.getByRole('radio', { name: /Hafiz Osman/ }).waitFor();
                await page.getByRole('group', { name: words.courier }).getByRole('radio').first().check();
                await expectAccessible(page);
                await expectNothingCovered(page, 'butiran penghantaran');
                await page.getByRole('button', { name: words.toPayment }).click();

                await page.getByRole('heading', { level: 1, name: words.payment }).waitFor();
                expect(await summaryTotal(page)).toBeGreaterThan(reviewed);
                await page.getByText(/Anda akan memperoleh \d+ tiket dalam/).waitFor();
                await screenshot(page, 'checkout-payment-ms');
                await expectAccessible(page);
                await expectNothingCovered(page, 'pembayaran');
                const payable = await summaryTotal(page);
                // The local gateway, in Malay: failed once, then paid.
                await page.getByRole('button', { name: words.pay }).click();
                const fail = page.getByRole('button', { name: 'Gagalkan pembayaran' });
                await fail.waitFor();
                await expectNothingCovered(page, 'gerbang');
                await expectAccessible(page);
                await fail.click();
                await page.waitForURL('**/tabs/cart/checkout/checkout?payment=failed*');
                await page.getByRole('alert').filter({ hasText: words.failed }).waitFor();
                expect(await summaryTotal(page)).toBe(payable);
                await expectAccessible(page);
                await expectNothingCovered(page, 'pembayaran gagal');
                await page.getByRole('button', { name: words.pay }).click();
                await page.getByRole('button', { name: /^Bayar RM/ }).click();

                await page.waitForURL('**/tabs/cart/checkout/success?order=*');
                await page.getByRole('heading', { level: 1, name: words.success }).waitFor();
                await page.getByText(words.paid).waitFor();
                expect(await summaryTotal(page)).toBe(payable);
                await expectAccessible(page);
                await expectNothingCovered(page, 'terima kasih');
                await screenshot(page, 'checkout-success-ms');
                const orderCode = new URL(page.url()).searchParams.get('order')!;
                await revealingThenShown(page, server, shopper.token, campaignId);
                await orderAndInvoiceAddUp(page, 'ms', orderCode, payable);

                // One bought, 18 more in the cart: the + stops at 19, the room the cap of 20 leaves after the paid one.
                expect((await gql(server.shopApiUrl, ADD_ITEM, { v: variantId, q: 18, c: campaignId }, shopper.token)).addItemToOrder.__typename).toBe('Order');
                await page.goto('/tabs/cart');
                const more = page.getByRole('button', { name: /^Tambah satu / });
                await page.getByText('Kuantiti 18').waitFor();
                await more.click();
                await page.getByText('Kuantiti 19').waitFor();
                await expect.poll(() => more.isDisabled()).toBe(true);
                await expectNothingCovered(page, 'troli');
                // The operator lowers the cap to 17: with 1 bought, the cart of 19 has room for 16 and says so (issue 31 row 3).
                await gql(
                    server.adminApiUrl,
                    'mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { __typename } }',
                    { input: { id: campaignId, maxQty: 17 } },
                    admin,
                );
                await page.getByRole('button', { name: 'Teruskan', exact: true }).click();
                const problem = page.getByRole('listitem').getByRole('alert');
                await problem.getByText('Anda boleh membeli 16 lagi untuk kempen ini.').waitFor();
                await expectAccessible(page);
                await expectNothingCovered(page, 'troli, had');
                await screenshot(page, 'cart-room-left-ms');
                await problem.getByRole('button', { name: 'Kurangkan kepada 16' }).click();
                await page.getByText('Kuantiti 16').waitFor();
                await expect.poll(() => more.isDisabled()).toBe(true);

                // The address book: an address edited with the same form.
                await page.goto('/tabs/profile/addresses');
                await page.getByRole('heading', { level: 1, name: words.addresses }).waitFor();
                await page.getByRole('button', { name: words.edit }).click();
                await page.getByLabel(words.city).fill('Sandakan');
                await page.getByLabel('Poskod').fill('90000');
                await expectAccessible(page);
                await page.getByRole('button', { name: words.save }).click();
                await page.getByRole('list', { name: words.addresses }).getByText('3 Jalan Tun Razak, 90000, Sandakan, Sabah').waitFor();
                expect(errors).toEqual([]);
            } finally {
                await context.close();
            }
        },
    );
});

/**
 * A ticket whose rarity is not known yet, on the tickets tab in Malay: "revealing", checked and
 * photographed, then its tier shown by itself once its round is out. A sale's round is at most a
 * second away in tests (too short to look at), so the order's ticket is given a round about four
 * seconds ahead, as a sale on a slower beacon would have; the server reveals it when it is out.
 */
async function revealingThenShown(page: Page, server: TestServer, token: string, campaignId: string) {
    const { period } = (await gql(server.shopApiUrl, 'query ($id: ID!) { campaignFairness(campaignId: $id) { rarityBeacon { period } } }', { id: campaignId }))
        .campaignFairness.rarityBeacon;
    const [sold] = (
        await gql(
            server.shopApiUrl,
            'query ($c: ID!) { listUserCurCampaignTicket(campaignId: $c) { items { rarityRound rarityRevealsAt } } }',
            { c: campaignId },
            token,
        )
    ).listUserCurCampaignTicket.items;
    // The round out now, from the sale's round and its time; four rounds on is a few seconds away.
    const now = sold.rarityRound + Math.floor((Date.now() - Date.parse(sold.rarityRevealsAt)) / 1000 / period);
    await queryDatabase(server, 'UPDATE "ticket" SET "rarity" = NULL, "weight" = NULL, "rarityRevealedAt" = NULL, "rarityRound" = $1 WHERE "campaignId" = $2', [
        now + 4,
        campaignId,
    ]);
    await page.goto(`/tabs/tickets/inner?cId=${campaignId}`);
    const revealing = page.locator('article[data-rarity="REVEALING"]');
    await revealing.first().getByText('Mendedahkan tahap…').waitFor();
    await page.getByText(/pusingan suar awam yang seterusnya/).waitFor();
    await expectAccessible(page);
    expect(await coveredControls(page)).toEqual([]);
    await screenshot(page, 'tickets-revealing-ms');
    // No reload: the tab asks again when the round is due and shows the tier.
    await expect.poll(() => revealing.count(), { timeout: 15_000 }).toBe(0);
    expect(await page.locator('article[data-rarity]').count()).toBeGreaterThan(0);
    await page
        .getByText(/peluang/)
        .first()
        .waitFor();
}
