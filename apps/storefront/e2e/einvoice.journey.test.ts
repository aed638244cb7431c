import { ADD_ITEM, adminLogin, createShopper, gql, pdfText, productVariants } from '@tuah/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { coveredControls, journeyShop, openPhone, screenshot, seriousAccessibilityViolations, settled, summaryTotal } from './support';

/**
 * E-invoices, the shopper's side (docs/einvoice.md#the-shoppers-screens): at payment a signed-in shopper asks for an
 * e-invoice in their own name; a TIN LHDN does not know is refused beside its field with nothing typed lost; a valid
 * one is kept and asked for; once paid, the order page says the e-invoice is valid with MyInvois's link, and the
 * invoice PDF carries the QR code's caption and the link, in the shopper's language. The profile shows the details.
 */
const WORDS = {
    en: {
        payment: 'Payment',
        ask: 'I need an e-invoice in my own name',
        tin: 'Tax identification number (TIN)',
        idType: 'ID type',
        idNumber: 'ID number',
        name: 'Name on the e-invoice',
        save: 'Save details',
        notFound: 'LHDN does not know this TIN with this ID number.',
        requested: 'An e-invoice will be issued in this name once you pay.',
        saveFirst: /Save your e-invoice details/,
        pay: 'Pay with iPay88',
        gatewayPay: /^Pay RM/,
        success: 'Thank you!',
        order: (code: string) => `Order ${code}`,
        valid: /^Your e-invoice TUAH-\d{4}-\d{6} is valid\.$/,
        check: 'Check it on MyInvois',
        invoice: /^Download invoice TUAH-\d{4}-\d{6} \(PDF\)$/,
        caption: 'e-Invoice validated by LHDN MyInvois',
        details: 'E-invoice details',
    },
    ms: {
        payment: 'Pembayaran',
        ask: 'Saya perlukan e-invois atas nama sendiri',
        tin: 'Nombor pengenalan cukai (TIN)',
        idType: 'Jenis pengenalan',
        idNumber: 'Nombor pengenalan',
        name: 'Nama pada e-invois',
        save: 'Simpan butiran',
        notFound: 'LHDN tidak mengenali TIN ini dengan nombor pengenalan ini.',
        requested: 'E-invois akan dikeluarkan atas nama ini sebaik sahaja anda membayar.',
        saveFirst: /Simpan butiran e-invois anda/,
        pay: 'Bayar dengan iPay88',
        gatewayPay: /^Bayar RM/,
        success: 'Terima kasih!',
        order: (code: string) => `Pesanan ${code}`,
        valid: /^E-invois anda TUAH-\d{4}-\d{6} sah\.$/,
        check: 'Semak di MyInvois',
        invoice: /^Muat turun invois TUAH-\d{4}-\d{6} \(PDF\)$/,
        caption: 'e-Invois disahkan oleh LHDN MyInvois',
        details: 'Butiran e-invois',
    },
} as const;

/** A TIN the MyInvois simulator knows, and one it does not (docs/einvoice.md#the-simulator). */
const VALID_TIN = 'IG12345678901';
const UNKNOWN_TIN = 'IG12345679999';

async function expectAccessible(page: Page) {
    expect(await seriousAccessibilityViolations(page), page.url()).toEqual([]);
}

describe('e-invoices: asked for at payment, valid on the order and its PDF', () => {
    // The sweep every second: a document whose job missed is picked up at once.
    const shop = journeyShop({ EINVOICE_SWEEP_SECONDS: '1', EINVOICE_RETRY_SECONDS: '1' });

    for (const language of ['en', 'ms'] as const) {
        it(`${language}: a bad TIN is refused in words, a good one is kept, paid, valid with its link and QR caption`, { timeout: 120_000 }, async () => {
            const words = WORDS[language];
            const { server, browser } = shop;
            const admin = await adminLogin(server.adminApiUrl);
            const shopper = await createShopper(server, admin, `einvoice-${language}`);
            const cap = await productVariants(server.shopApiUrl, 'cap');
            // A cart with an address and a courier (the earlier steps are the checkout journey's).
            expect((await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 1, c: null }, shopper.token)).addItemToOrder.__typename).toBe('Order');
            await gql(
                server.shopApiUrl,
                'mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { __typename } }',
                {
                    input: {
                        fullName: 'Siti Aminah',
                        streetLine1: '12 Jalan Ampang',
                        city: 'Kuala Lumpur',
                        province: 'Kuala Lumpur',
                        postalCode: '50450',
                        countryCode: 'MY',
                        phoneNumber: '0123000103',
                    },
                },
                shopper.token,
            );
            const methods = await gql(server.shopApiUrl, '{ eligibleShippingMethods { id } }', {}, shopper.token);
            await gql(
                server.shopApiUrl,
                'mutation ($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { __typename } }',
                { id: [methods.eligibleShippingMethods[0].id] },
                shopper.token,
            );

            const { context, page, errors } = await openPhone(browser, server.baseUrl, { language, token: shopper.token });
            try {
                await page.goto('/tabs/cart/checkout/checkout');
                await page.getByRole('heading', { level: 1, name: words.payment }).waitFor();
                const payable = await summaryTotal(page);
                const ask = page.getByRole('checkbox', { name: words.ask });
                await ask.check();
                // No details saved yet: the form, and paying waits for it.
                const tin = page.getByLabel(words.tin, { exact: true });
                await tin.fill(UNKNOWN_TIN);
                await page.getByLabel(words.idType).selectOption('NRIC');
                await page.getByLabel(words.idNumber, { exact: true }).fill('900101145678');
                await page.getByLabel(words.name, { exact: true }).fill('Siti Aminah');
                await page.getByRole('button', { name: words.pay }).click();
                await page.getByRole('alert').filter({ hasText: words.saveFirst }).waitFor();
                await page.getByRole('button', { name: words.save }).click();
                // LHDN does not know it: said beside the TIN, in the shopper's language, and nothing typed is lost.
                await page.getByText(words.notFound).waitFor();
                await expect.poll(() => tin.getAttribute('aria-invalid')).toBe('true');
                expect(await tin.inputValue()).toBe(UNKNOWN_TIN);
                expect(await page.getByLabel(words.idNumber, { exact: true }).inputValue()).toBe('900101145678');
                expect(await page.getByLabel(words.name, { exact: true }).inputValue()).toBe('Siti Aminah');
                await settled(page.locator('body'));
                await expectAccessible(page);
                expect(await coveredControls(page), 'the payment step with the e-invoice form open').toEqual([]);
                await tin.scrollIntoViewIfNeeded();
                await screenshot(page, `einvoice-form-refused-${language}`);

                await tin.fill(VALID_TIN);
                await page.getByRole('button', { name: words.save }).click();
                await page.getByText(words.requested).waitFor();
                // The reminder to save goes once they are saved.
                await page.getByRole('alert').filter({ hasText: words.saveFirst }).waitFor({ state: 'detached' });
                await page.getByText(VALID_TIN).waitFor();
                expect(await ask.isChecked()).toBe(true);
                // The total is what it was: asking costs nothing.
                expect(await summaryTotal(page)).toBe(payable);
                await expectAccessible(page);
                expect(await coveredControls(page), 'the payment step with the details kept').toEqual([]);
                await screenshot(page, `einvoice-requested-${language}`);
                // The order asks for it now (the server's word, not the screen's).
                const asked = await gql(server.shopApiUrl, '{ activeOrder { eInvoice { requested } } }', {}, shopper.token);
                expect(asked.activeOrder.eInvoice.requested).toBe(true);

                await page.getByRole('button', { name: words.pay }).click();
                await page.getByRole('button', { name: words.gatewayPay }).click();
                await page.waitForURL('**/tabs/cart/checkout/success?order=*');
                await page.getByRole('heading', { level: 1, name: words.success }).waitFor();
                const code = new URL(page.url()).searchParams.get('order')!;

                // The order page: the e-invoice valid once MyInvois (the simulator) has validated it.
                await page.goto(`/tabs/order/${code}`);
                await page.getByRole('heading', { level: 1, name: words.order(code) }).waitFor();
                const valid = page.getByText(words.valid);
                await expect
                    .poll(
                        async () => {
                            if (await valid.count()) return true;
                            await page.reload();
                            await page.getByRole('heading', { level: 1, name: words.order(code) }).waitFor();
                            return (await valid.count()) > 0;
                        },
                        { timeout: 30_000 },
                    )
                    .toBe(true);
                const link = await page.getByRole('link', { name: words.check }).getAttribute('href');
                expect(link).toMatch(/\/myinvois-sim\/[^/]+\/share\/[^/]+$/);
                await expectAccessible(page);
                expect(await coveredControls(page), 'the order page').toEqual([]);
                await page.getByText(words.valid).scrollIntoViewIfNeeded();
                await screenshot(page, `einvoice-order-valid-${language}`);

                // The invoice PDF: the QR code's caption and the link written out, in the shopper's language.
                const invoice = page.getByRole('link', { name: words.invoice });
                await invoice.waitFor();
                const pdf = await page.request.get((await invoice.getAttribute('href'))!);
                expect(pdf.ok()).toBe(true);
                const text = (await pdfText(new Uint8Array(await pdf.body()))).replace(/\s+/g, ' ');
                expect(text).toContain(words.caption);
                expect(text.replace(/\s+/g, '')).toContain(link!);
                if (language === 'ms') expect(text).not.toMatch(/\b(validated|Delivery|Standard|Invoice|Total|Tax)\b/);

                // The profile keeps the details, to see and change.
                await page.goto('/tabs/profile');
                await page.getByRole('link', { name: words.details }).click();
                await page.getByRole('heading', { level: 1, name: words.details }).waitFor();
                await page.getByText(VALID_TIN).waitFor();
                await page.getByText('Siti Aminah').waitFor();
                await expectAccessible(page);
                expect(await coveredControls(page), 'the profile’s e-invoice details').toEqual([]);
                await screenshot(page, `einvoice-profile-${language}`);
                expect(errors).toEqual([]);
            } finally {
                await context.close();
            }
        });
    }
});
