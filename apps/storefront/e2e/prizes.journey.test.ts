import { adminLogin, createShopper, gql, shopApi } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { coveredControls, journeyShop, openPhone, screenshot, seriousAccessibilityViolations, summaryTotal, type Language } from './support';

/** What the shopper reads, in each language. */
const WORDS = {
    en: {
        profileLink: 'Won prizes',
        codeLink: 'Redeem a code',
        wonTitle: 'Won prizes',
        addToCart: 'Add to cart (pay delivery only)',
        inCart: 'In your cart',
        review: 'Review your order',
        toDelivery: 'Continue to delivery',
        details: 'Delivery details',
        courier: 'Courier',
        toPayment: 'Continue to payment',
        payment: 'Payment',
        pay: 'Pay with iPay88',
        gatewayPay: 'Pay',
        success: 'Thank you!',
        paidShipping: 'Payment received: we are getting your order ready to ship.',
        seeOrder: 'See my order',
        codeTitle: 'Redeem a code',
        codeLabel: 'Code or coupon',
        check: 'Check code',
        grants: (campaign: string) => `1 free ticket in ${campaign}`,
        redeem: 'Redeem',
        redeemed: 'Redeemed: your ticket is ready.',
        seeTickets: 'See my tickets',
        invalid: 'The coupon code you entered is invalid. Please contact our support team for further assistance.',
    },
    ms: {
        profileLink: 'Hadiah dimenangi',
        codeLink: 'Tebus kod',
        wonTitle: 'Hadiah dimenangi',
        addToCart: 'Tambah ke troli (bayar penghantaran sahaja)',
        inCart: 'Dalam troli anda',
        review: 'Semak pesanan anda',
        toDelivery: 'Teruskan ke penghantaran',
        details: 'Butiran penghantaran',
        courier: 'Kurier',
        toPayment: 'Teruskan ke pembayaran',
        payment: 'Pembayaran',
        pay: 'Bayar dengan iPay88',
        gatewayPay: 'Bayar',
        success: 'Terima kasih!',
        paidShipping: 'Pembayaran diterima: kami sedang menyediakan pesanan anda untuk dihantar.',
        seeOrder: 'Lihat pesanan saya',
        codeTitle: 'Tebus kod',
        codeLabel: 'Kod atau kupon',
        check: 'Semak kod',
        grants: (campaign: string) => `1 tiket percuma dalam ${campaign}`,
        redeem: 'Tebus',
        redeemed: 'Ditebus: 1 tiket anda sudah sedia.',
        seeTickets: 'Lihat tiket saya',
        invalid: 'Kod kupon yang anda masukkan tidak sah. Sila hubungi pasukan sokongan kami untuk bantuan lanjut.',
    },
} satisfies Record<Language, unknown>;

const DEMO_SHOPPERS = ['aisyah', 'budi', 'somchai', 'meiling', 'ravi'];
const AUTHENTICATE = `mutation ($u: String!) { authenticate(input: { native: { username: $u, password: "tuah-demo-1" } }) { __typename } }`;
const PRIZES = '{ getPrize { totalItems items { id isATC prize { name } } } }';
const CART = '{ activeOrder { lines { linePriceWithTax customFields { prizeId } } } }';
const CREATE_ADDRESS = 'mutation ($input: CreateAddressInput!) { createCustomerAddress(input: $input) { id } }';
const ADDRESS = { streetLine1: '7 Jalan Hadiah', city: 'Ipoh', province: 'Perak', postalCode: '30000', countryCode: 'MY', phoneNumber: '0123000103' };

const shop = journeyShop({ PAYMENT_SANDBOX: 'true' });

/** A demo shopper who won the ended demo draw (the seed draws it; wait for the winner if it is still being drawn). */
async function demoWinner(shopApiUrl: string): Promise<{ token: string; prize: { id: string; name: string } }> {
    const until = Date.now() + 30_000;
    for (;;) {
        for (const username of DEMO_SHOPPERS) {
            const signedIn = await shopApi(shopApiUrl, AUTHENTICATE, { u: username });
            const token = signedIn.token!;
            const { getPrize } = await gql(shopApiUrl, PRIZES, {}, token);
            const won = getPrize.items.find((p: { isATC: boolean }) => !p.isATC);
            if (won) return { token, prize: { id: won.id, name: won.prize.name } };
        }
        if (Date.now() > until) throw new Error('no demo shopper has a won prize');
        await new Promise(resolve => setTimeout(resolve, 500));
    }
}

describe('won prizes and codes', () => {
    it.each(['en', 'ms'] as const)(
        '%s: a winner adds a won prize to the cart at no cost and checks it out paying delivery only; another shopper redeems a free-ticket code and sees the ticket',
        async language => {
            const words = WORDS[language];
            const { server, browser } = shop;
            const admin = await adminLogin(server.adminApiUrl);

            // The demo winner in English; in Malay, a shopper whose prize came from a prize code.
            let winner: { token: string; prize: { id: string; name: string } };
            const draws = await gql(
                `${server.shopApiUrl}?languageCode=${language}`,
                '{ campaigns(options: { take: 50 }) { items { id name typStr isClosed } } }',
            );
            const draw = draws.campaigns.items.find((c: { typStr: string; isClosed: boolean }) => c.typStr === 'LUCKYDRAW' && !c.isClosed);
            const codes = async (input: Record<string, unknown>) =>
                (
                    await gql(
                        server.adminApiUrl,
                        'mutation ($input: CreateCodeBatchInput!) { createCodeBatch(input: $input) { codes { code printed } } }',
                        { input: { campaignId: draw.id, kind: 'OFFLINE', count: 1, ...input } },
                        admin,
                    )
                ).createCodeBatch.codes[0] as { code: string; printed: string };
            if (language === 'en') {
                winner = await demoWinner(server.shopApiUrl);
            } else {
                const shopper = await createShopper(server, admin, `prizewinner-${language}`);
                const watch = await gql(`${server.shopApiUrl}?languageCode=${language}`, '{ products(options: { take: 1 }) { items { id name } } }');
                const prizeCode = await codes({ grantType: 'PRIZE', prizeId: watch.products.items[0].id });
                const redeemed = await gql(
                    server.shopApiUrl,
                    'mutation ($c: String!) { codeRedeem(code: $c) { ... on CodeRedemption { wonPrize { id } } } }',
                    { c: prizeCode.code },
                    shopper.token,
                );
                winner = { token: shopper.token, prize: { id: redeemed.codeRedeem.wonPrize.id, name: watch.products.items[0].name } };
            }

            const phone = await openPhone(browser, server.baseUrl, { language, token: winner.token });
            const { page } = phone;
            try {
                await page.goto('/tabs/profile');
                await page.getByRole('link', { name: words.profileLink }).click();
                await page.getByRole('heading', { level: 1, name: words.wonTitle }).waitFor();
                const card = page.getByRole('listitem').filter({ hasText: winner.prize.name });
                await card.getByRole('button', { name: words.addToCart }).waitFor();
                expect(await seriousAccessibilityViolations(page)).toEqual([]);
                expect(await coveredControls(page), 'won prizes').toEqual([]);
                await screenshot(page, `prizes-won-${language}`);
                await card.getByRole('button', { name: words.addToCart }).click();
                await card.getByText(words.inCart).waitFor();
                // The cart holds the prize as one line that costs nothing (delivery is paid at checkout).
                const cart = await gql(server.shopApiUrl, CART, {}, winner.token);
                expect(cart.activeOrder.lines).toEqual([{ linePriceWithTax: 0, customFields: { prizeId: winner.prize.id } }]);

                // Checkout: the prize is free, the delivery is what the shopper pays.
                await gql(server.shopApiUrl, CREATE_ADDRESS, { input: { ...ADDRESS, fullName: `Winner ${language}` } }, winner.token);
                await page.goto('/tabs/cart/checkout/simple');
                await page.getByRole('heading', { level: 1, name: words.review }).waitFor();
                await page.getByText(winner.prize.name).first().waitFor();
                await page.getByRole('button', { name: words.toDelivery }).click();
                await page.getByRole('heading', { level: 1, name: words.details }).waitFor();
                await page.getByRole('radio', { name: new RegExp(`Winner ${language}`) }).waitFor();
                await page.getByRole('group', { name: words.courier }).getByRole('radio').first().check();
                await page.getByRole('button', { name: words.toPayment }).click();
                await page.getByRole('heading', { level: 1, name: words.payment }).waitFor();
                const totals = await page.getByRole('definition').allTextContents();
                const toPay = await gql(server.shopApiUrl, '{ activeOrder { subTotalWithTax shippingWithTax totalWithTax } }', {}, winner.token);
                expect(toPay.activeOrder).toMatchObject({ subTotalWithTax: 0, totalWithTax: toPay.activeOrder.shippingWithTax });
                expect(toPay.activeOrder.shippingWithTax).toBeGreaterThan(0);
                // Subtotal RM 0.00, then the delivery fee and the same amount as the total.
                expect(totals[0]).toMatch(/^RM\s?0\.00$/);
                expect(totals.at(-1)).toBe(totals.at(-2));
                const payable = await summaryTotal(page);
                expect(payable).toBe(toPay.activeOrder.totalWithTax);
                expect(await coveredControls(page), 'payment').toEqual([]);
                await page.getByRole('button', { name: words.pay }).click();
                const amount = (toPay.activeOrder.totalWithTax / 100).toFixed(2);
                await page.getByRole('button', { name: `${words.gatewayPay} RM ${amount}` }).click();
                await page.waitForURL('**/tabs/cart/checkout/success?order=*');
                await page.getByRole('heading', { level: 1, name: words.success }).waitFor();
                await page.getByText(words.paidShipping).waitFor();
                expect(await summaryTotal(page)).toBe(payable);
                expect(await coveredControls(page), 'thank you').toEqual([]);
                expect(await seriousAccessibilityViolations(page)).toEqual([]);
                await screenshot(page, `prizes-paid-${language}`);
                await page.getByRole('link', { name: words.seeOrder }).click();
                await page.waitForURL('**/tabs/order/*');
                await page.getByText(winner.prize.name).first().waitFor();
                // The claimed prize's order: RM 0 for the prize, the delivery, the same total.
                expect(await summaryTotal(page)).toBe(payable);
                expect(await coveredControls(page), 'order').toEqual([]);

                // Another shopper redeems a code for one free ticket.
                const other = await createShopper(server, admin, `coder-${language}`);
                const freeTicket = await codes({ grantType: 'TICKETS', quantity: 1 });
                const codePhone = await openPhone(browser, server.baseUrl, { language, token: other.token });
                try {
                    const codePage = codePhone.page;
                    await codePage.goto('/tabs/profile');
                    await codePage.getByRole('link', { name: words.codeLink }).click();
                    await codePage.getByRole('heading', { level: 1, name: words.codeTitle }).waitFor();
                    const input = codePage.getByLabel(words.codeLabel);
                    await input.fill('NOPE-NOPE');
                    await codePage.getByRole('button', { name: words.check }).click();
                    await codePage.getByRole('alert').filter({ hasText: words.invalid }).waitFor();
                    await input.fill(freeTicket.printed.toLowerCase());
                    await codePage.getByRole('button', { name: words.check }).click();
                    await codePage.getByText(words.grants(draw.name)).waitFor();
                    expect(await seriousAccessibilityViolations(codePage)).toEqual([]);
                    await screenshot(codePage, `prizes-code-${language}`);
                    await codePage.getByRole('button', { name: words.redeem }).click();
                    await codePage.getByText(words.redeemed).waitFor();
                    const tickets = await gql(
                        server.shopApiUrl,
                        'query ($c: ID!) { listUserCurCampaignTicket(campaignId: $c) { items { ticketId } } }',
                        { c: draw.id },
                        other.token,
                    );
                    const [ticket] = tickets.listUserCurCampaignTicket.items;
                    expect(tickets.listUserCurCampaignTicket.items).toHaveLength(1);
                    await codePage.getByRole('link', { name: words.seeTickets }).click();
                    await codePage.waitForURL('**/tabs/tickets/inner?**');
                    await codePage.getByText(ticket.ticketId).first().waitFor();
                    expect(codePhone.errors).toEqual([]);
                } finally {
                    await codePhone.context.close();
                }
                expect(phone.errors).toEqual([]);
            } finally {
                await phone.context.close();
            }
        },
        90_000,
    );
});
