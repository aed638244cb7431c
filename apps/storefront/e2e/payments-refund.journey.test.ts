import { createHash } from 'node:crypto';

import { ADD_ITEM, adminLogin, createCampaign, createShopper, gql, productVariants, queryDatabase, toArrangingPayment } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { openDesk, openTuahScreen, operatorScreenViolations, signInToDashboard } from './dashboard-support';
import { journeyShop, openPhone, screenshot, seriousAccessibilityViolations } from './support';

/**
 * Paid, being refunded (docs/payments.md): a shopper pays at the gateway after their ticket hold
 * expired and somebody else bought the last ticket; the shop stores the payment to refund, the
 * shopper is told so (English and Malay, checkout success and the order), and an operator refunds
 * it from Tuah → Payments needing attention.
 */
const RESERVATION_MINUTES = 0.05;
const shop = journeyShop({ CAMPAIGN_RESERVATION_MINUTES: String(RESERVATION_MINUTES) });
const MERCHANT = { code: 'M00003', key: 'apple' };
const INTENT = 'mutation { createIPayIntent(platform: WEB) { ... on IPayIntent { fields { name value } } } }';
const POLL = { timeout: 15_000 };

/** The local gateway took this payment, and iPay88's signed callback for it. */
async function gatewayPaid(fields: Record<string, string>, transId: string) {
    const { server } = shop;
    await queryDatabase(
        server,
        'INSERT INTO ipay88_local_gateway_transaction ("transId", "refNo", "amount", "currency", "status") VALUES ($1, $2, $3, $4, $5)',
        [transId, fields.RefNo, fields.Amount, 'MYR', '1'],
    );
    const digits = fields.Amount!.replace(/[.,]/g, '');
    const signature = createHash('sha256').update(`${MERCHANT.key}${MERCHANT.code}2${fields.RefNo}${digits}MYR1`).digest('hex');
    const body = {
        MerchantCode: MERCHANT.code,
        PaymentId: '2',
        RefNo: fields.RefNo!,
        Amount: fields.Amount!,
        Currency: 'MYR',
        Remark: '',
        TransId: transId,
        AuthCode: '123456',
        Status: '1',
        ErrDesc: '',
        Signature: signature,
    };
    const answer = await fetch(`${server.baseUrl}/payments/ipay88/callback`, { method: 'POST', body: new URLSearchParams(body) });
    return answer.text();
}

async function checkoutFields(token: string, variant: string, campaign: string) {
    const { server } = shop;
    await gql(server.shopApiUrl, ADD_ITEM, { v: variant, q: 1, c: campaign }, token);
    expect((await toArrangingPayment(server.shopApiUrl, token)).state).toBe('ArrangingPayment');
    const intent = (await gql(server.shopApiUrl, INTENT, {}, token)).createIPayIntent;
    return Object.fromEntries(intent.fields.map((f: { name: string; value: string }) => [f.name, f.value])) as Record<string, string>;
}

describe('a payment the shop cannot take', () => {
    it('shows the shopper "paid, being refunded" in English and Malay, and an operator refunds it from the dashboard', { timeout: 240_000 }, async () => {
        const { server, browser } = shop;
        const admin = await adminLogin(server.adminApiUrl);
        const cap = await productVariants(server.shopApiUrl, 'cap');
        const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 1 });
        const late = await createShopper(server, admin, 'refund-late');
        const fields = await checkoutFields(late.token, cap.variantIds[0]!, campaign.id);
        const heldAt = Date.now();
        const state = async () =>
            (await gql(server.shopApiUrl, 'query ($c: String!) { orderByCode(code: $c) { state } }', { c: fields.RefNo }, late.token)).orderByCode.state;
        // The shopper dawdles at the gateway: the hold expires, and another shopper buys the last ticket.
        await new Promise(r => setTimeout(r, Math.max(0, heldAt + RESERVATION_MINUTES * 60_000 - Date.now()) + 500));
        await gql(server.adminApiUrl, 'mutation { runScheduledTask(id: "campaign-close-due") { success } }', {}, admin);
        await expect.poll(state, { timeout: 60_000, interval: 500 }).toBe('AddingItems');
        const quick = await createShopper(server, admin, 'refund-quick');
        expect(await gatewayPaid(await checkoutFields(quick.token, cap.variantIds[0]!, campaign.id), 'TJQUICK1')).toBe('RECEIVEOK');
        // The late payment arrives: answered as received, stored to refund.
        expect(await gatewayPaid(fields, 'TJLATE1')).toBe('RECEIVEOK');

        for (const language of ['en', 'ms'] as const) {
            const { page, context, errors } = await openPhone(browser, server.baseUrl, { language, token: late.token });
            try {
                await page.goto(`/tabs/cart/checkout/success?order=${fields.RefNo}`);
                const words = language === 'ms' ? /Dibayar RM\s?[\d.,]+, sedang dibayar balik/ : /Paid RM\s?[\d.,]+, being refunded/;
                await page.getByRole('status').filter({ hasText: words }).waitFor();
                await page.getByText(language === 'ms' ? 'Kami tidak dapat menerima bayaran anda.' : 'We could not accept your payment.').waitFor();
                expect(await page.getByRole('link', { name: language === 'ms' ? 'Lihat tiket saya' : 'See my tickets' }).count()).toBe(0);
                expect(await seriousAccessibilityViolations(page)).toEqual([]);
                await screenshot(page, `payment-refund-success-${language}`);
                expect(errors).toEqual([]);
            } finally {
                await context.close();
            }
        }

        // The operator: the payment is listed to refund; one press refunds it.
        const desk = await openDesk(browser, server.baseUrl);
        try {
            await signInToDashboard(desk.page);
            await openTuahScreen(desk.page, 'Payments needing attention', '/tuah/payments');
            const toRefund = desk.page.getByRole('table', { name: 'Payments to refund' });
            const row = toRefund.getByRole('row').filter({ hasText: 'TJLATE1' });
            await row.waitFor();
            expect(await row.innerText()).toContain(fields.RefNo!);
            expect(await operatorScreenViolations(desk.page), 'payments needing attention').toEqual([]);
            await screenshot(desk.page, 'dashboard-payments-to-refund');
            await row.getByRole('button', { name: /^Refund RM/ }).click();
            await expect
                .poll(() => desk.page.getByRole('table', { name: 'Payments to refund' }).getByRole('row').filter({ hasText: 'TJLATE1' }).count(), POLL)
                .toBe(0);
            await desk.page
                .getByRole('table', { name: 'Gateway transactions' })
                .getByRole('row')
                .filter({ hasText: 'TJLATE1' })
                .filter({ hasText: 'Refunded' })
                .waitFor();
            expect(desk.errors).toEqual([]);
        } finally {
            await desk.context.close();
        }

        // The shopper's order now reads refunded, in Malay.
        const { page, context } = await openPhone(browser, server.baseUrl, { language: 'ms', token: late.token });
        try {
            await page.goto(`/tabs/order/${fields.RefNo}`);
            await page
                .getByRole('status')
                .filter({ hasText: /Dibayar RM\s?[\d.,]+, telah dibayar balik/ })
                .waitFor();
            expect(await seriousAccessibilityViolations(page)).toEqual([]);
            await screenshot(page, 'payment-refund-order-ms');
        } finally {
            await context.close();
        }
    });
});
