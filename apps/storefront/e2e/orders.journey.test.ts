import { readFileSync } from 'node:fs';

import { ADD_ITEM, adminLogin, createShopper, gql, pay, productVariants, toArrangingPayment } from '@tuah/testing';
import { beforeAll, describe, expect, it } from 'vitest';

import { journeyShop, openPhone, screenshot, seriousAccessibilityViolations, settled, type Language } from './support';

/** What the shopper reads, in each language. */
const WORDS = {
    en: {
        title: 'My orders',
        processing: 'Processing, 1',
        shipped: 'Shipped, 1',
        shippedTab: /^Shipped/,
        refresh: 'Refresh orders',
        order: (code: string) => `Order ${code}`,
        copy: 'Copy order code',
        copied: 'Order id copied to clipboard',
        paid: 'Paid',
        delivery: 'Delivery',
        notShipped: 'Your order has not shipped yet.',
        courier: 'Courier',
        tracking: 'Tracking number',
        shippedState: 'Shipped',
        progress: 'Order progress',
        shippedDone: 'Shipped (done)',
        invoice: /^Download invoice TUAH-\d{4}-\d{6} \(PDF\)$/,
    },
    ms: {
        title: 'Pesanan saya',
        processing: 'Diproses: 1',
        shipped: 'Dihantar: 1',
        shippedTab: /^Dihantar/,
        refresh: 'Muat semula pesanan',
        order: (code: string) => `Pesanan ${code}`,
        copy: 'Salin kod pesanan',
        copied: 'ID pesanan disalin ke papan keratan',
        paid: 'Telah dibayar',
        delivery: 'Penghantaran',
        notShipped: 'Pesanan anda belum dihantar.',
        courier: 'Kurier',
        tracking: 'Nombor penjejakan',
        shippedState: 'Dihantar',
        progress: 'Kemajuan pesanan',
        shippedDone: 'Dihantar (selesai)',
        invoice: /^Muat turun invois TUAH-\d{4}-\d{6} \(PDF\)$/,
    },
} as const;
const LANGUAGES: Language[] = ['en', 'ms'];

const ADD_FULFILMENT = `mutation ($lines: [OrderLineInput!]!, $tracking: String!) {
  addFulfillmentToOrder(input: { lines: $lines, handler: { code: "courier", arguments: [{ name: "courier", value: "J&T Express" }, { name: "trackingNumber", value: $tracking }] } }) {
    ... on Fulfillment { id }
    ... on ErrorResult { errorCode message }
  }
}`;
const SHIP = 'mutation ($id: ID!) { transitionFulfillmentToState(id: $id, state: "Shipped") { ... on Fulfillment { state } ... on ErrorResult { message } } }';

describe('orders: a paid order from Processing to Shipped', () => {
    // The sandbox payment settles at once: the shopper's order is paid without a payment page.
    const shop = journeyShop({ PAYMENT_SANDBOX: 'true' });
    let admin: string;
    let cap: string;
    beforeAll(async () => {
        admin = await adminLogin(shop.server.adminApiUrl);
        cap = (await productVariants(shop.server.shopApiUrl, 'cap')).variantIds[0]!;
    });

    /** A signed-in shopper with one paid order (a cap, shipped to Kuala Lumpur). */
    async function shopperWithPaidOrder(name: string) {
        const shopper = await createShopper(shop.server, admin, name);
        await gql(shop.server.shopApiUrl, ADD_ITEM, { v: cap, q: 1, c: null }, shopper.token);
        expect((await toArrangingPayment(shop.server.shopApiUrl, shopper.token)).state).toBe('ArrangingPayment');
        const paid = await pay(shop.server.shopApiUrl, shopper.token);
        expect(paid.state).toBe('PaymentSettled');
        return { token: shopper.token, code: paid.code as string };
    }

    /** The operator ships every line of the order by courier with a tracking number (admin API, Vendure fulfilments). */
    async function operatorShips(token: string, code: string, tracking: string) {
        const order = (await gql(shop.server.shopApiUrl, 'query ($c: String!) { getOneOrder(orderCode: $c) { lines { id quantity } } }', { c: code }, token))
            .getOneOrder;
        const lines = order.lines.map((line: { id: string; quantity: number }) => ({ orderLineId: line.id, quantity: line.quantity }));
        const fulfilment = (await gql(shop.server.adminApiUrl, ADD_FULFILMENT, { lines, tracking }, admin)).addFulfillmentToOrder;
        expect((await gql(shop.server.adminApiUrl, SHIP, { id: fulfilment.id }, admin)).transitionFulfillmentToState.state).toBe('Shipped');
    }

    for (const language of LANGUAGES) {
        it(`finds the order under Processing, copies its code, and after shipping finds it under Shipped with its tracking (${language})`, async () => {
            const words = WORDS[language];
            const { token, code } = await shopperWithPaidOrder(`orders-journey-${language}`);
            const { context, page, errors } = await openPhone(shop.browser, shop.server.baseUrl, { language, token });
            await context.grantPermissions(['clipboard-read', 'clipboard-write']);
            try {
                // The Order tab opens on Processing, with the count of each bucket.
                await page.goto('/tabs/order');
                await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
                const buckets = page.getByRole('tablist');
                await buckets.getByRole('tab', { name: words.processing, selected: true }).waitFor();
                const row = page.getByRole('link', { name: new RegExp(words.order(code)) });
                await expect.poll(() => row.textContent()).toContain(words.paid);
                expect(await seriousAccessibilityViolations(page)).toEqual([]);
                await screenshot(page, `orders-processing-${language}`);

                // The order page: its code copies, with the toast; not shipped yet.
                await row.click();
                await page.getByRole('heading', { level: 1, name: words.order(code) }).waitFor();
                await page.getByRole('region', { name: words.delivery, exact: true }).getByText(words.notShipped).waitFor();
                await page.getByRole('button', { name: words.copy }).click();
                const toast = page.getByText(words.copied);
                await toast.waitFor();
                // axe measures contrast as drawn: once the toast has finished sliding in.
                await settled(
                    page
                        .getByRole('region', { name: /notifications|pemberitahuan/i })
                        .or(toast)
                        .first(),
                );
                expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
                expect(await seriousAccessibilityViolations(page)).toEqual([]);
                await screenshot(page, `order-page-${language}`);

                // The operator ships it; back in the list, after a refresh, it is under Shipped.
                const tracking = `JT${code}`;
                await operatorShips(token, code, tracking);
                await page.goBack();
                await page.getByRole('button', { name: words.refresh }).click();
                await buckets.getByRole('tab', { name: words.shipped }).click();
                await buckets.getByRole('tab', { name: words.shipped, selected: true }).waitFor();
                await page.getByRole('link', { name: new RegExp(words.order(code)) }).click();
                const delivery = page.getByRole('region', { name: words.delivery, exact: true });
                await delivery.getByText(tracking).waitFor();
                await expect.poll(() => delivery.textContent()).toContain('J&T Express');
                expect(await delivery.textContent()).toContain(words.shippedState);
                expect(await page.getByRole('list', { name: words.progress }).textContent()).toContain(words.shippedDone);
                expect(await seriousAccessibilityViolations(page)).toEqual([]);
                await screenshot(page, `order-shipped-${language}`);

                // The paid order's invoice downloads as a PDF.
                const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: words.invoice }).click()]);
                expect(download.suggestedFilename()).toMatch(/^TUAH-\d{4}-\d{6}\.pdf$/);
                expect(
                    readFileSync((await download.path())!)
                        .subarray(0, 5)
                        .toString(),
                ).toBe('%PDF-');
                expect(errors).toEqual([]);
            } finally {
                await context.close();
            }
        });
    }
});
