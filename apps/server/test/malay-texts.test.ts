import { ADD_ITEM, createShopper, gql, pay, pdfText, productVariants, queryDatabase, shopApi, type TestServer, withShop } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { GENERATE_OTP, newAddress, newPhone, shopFrom } from './support/accounts';
import { until } from './support/first-start';

/**
 * What the server writes for a shopper who uses the shop in Malay (docs/server.md#language): the invoice PDF read back
 * as a reader gets it, the code SMS, and the courier options. English words fail.
 */

/** English the server used to send to Malay shoppers. */
const ENGLISH = [/working days?/i, /Tuah Courier/, /\bStandard\b/, /\bExpress\b/, /your code is/i, /Do not share/i, /\bitems?\b/];

const ADDRESS = {
    fullName: 'Siti Aminah',
    streetLine1: '12 Jalan Ampang',
    city: 'Kuala Lumpur',
    province: 'Kuala Lumpur',
    postalCode: '50450',
    countryCode: 'MY',
};
const FEE = '{ getDeliveryFee { options { id courier_name service_name delivery } } }';
const INVOICES =
    'query ($code: String!) { orderByCode(code: $code) { courierName courierService invoices { downloadUrl } lines { productVariant { name sku } } } }';

describe('Malay texts from the server', () => {
    let shop: { server: TestServer; admin: string };
    withShop(started => (shop = started));
    {
        it('a Malay shopper reads courier options, the order courier and the invoice PDF in Malay, product names without SKUs', async () => {
            const { server } = shop;
            const shopper = await createShopper(server, shop.admin, 'malay-invoice');
            const ms = `${server.shopApiUrl}?languageCode=ms`;
            const en = `${server.shopApiUrl}?languageCode=en`;
            const cap = (await productVariants(server.shopApiUrl, 'cap')).variantIds[0]!;
            expect((await gql(ms, ADD_ITEM, { v: cap, q: 2, c: null }, shopper.token)).addItemToOrder.__typename).toBe('Order');
            await gql(
                ms,
                'mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { __typename } }',
                { input: ADDRESS },
                shopper.token,
            );

            // The courier options: the same option, in each language.
            const options = (await gql(ms, FEE, {}, shopper.token)).getDeliveryFee.options;
            const english = (await gql(en, FEE, {}, shopper.token)).getDeliveryFee.options;
            expect(english[0]).toMatchObject({ courier_name: 'Tuah Courier', service_name: 'Standard', delivery: '2-3 working days' });
            expect(options[0]).toMatchObject({ id: english[0].id, courier_name: 'Kurier Tuah', service_name: 'Biasa', delivery: '2-3 hari bekerja' });
            expect(options.map((o: { service_name: string }) => o.service_name)).toEqual(['Biasa', 'Ekspres']);

            const set = await gql(ms, 'mutation ($id: String) { setShipping(input: { id: $id }) { __typename } }', { id: options[0].id }, shopper.token);
            expect(set.setShipping.__typename).toBe('Order');
            expect(
                (await gql(ms, 'mutation { transitionOrderToState(state: "ArrangingPayment") { __typename } }', {}, shopper.token)).transitionOrderToState
                    .__typename,
            ).toBe('Order');
            const order = await pay(server.shopApiUrl, shopper.token);
            expect(order.state).toBe('PaymentSettled');

            // The order's courier, as each language reads it (stored once, in the courier's words).
            const details = await until(
                'the invoice',
                async () => {
                    const read = (await gql(ms, INVOICES, { code: order.code }, shopper.token)).orderByCode;
                    return read.invoices.length ? read : undefined;
                },
                30_000,
            );
            expect(details).toMatchObject({ courierName: 'Kurier Tuah', courierService: 'Biasa (2-3 hari bekerja)' });
            expect((await gql(en, INVOICES, { code: order.code }, shopper.token)).orderByCode).toMatchObject({
                courierName: 'Tuah Courier',
                courierService: 'Standard (2-3 working days)',
            });

            // The Malay invoice, read back from the PDF.
            const englishName = (await gql(en, INVOICES, { code: order.code }, shopper.token)).orderByCode.lines[0].productVariant;
            const malayName = details.lines[0].productVariant.name as string;
            expect(malayName).not.toBe(englishName.name);
            const response = await fetch(details.invoices[0].downloadUrl);
            expect(response.status).toBe(200);
            const text = (await pdfText(new Uint8Array(await response.arrayBuffer()))).replace(/\s+/g, ' ');
            expect(text).toContain('INVOIS CUKAI');
            expect(text).toContain(malayName);
            expect(text).toContain('Penghantaran (Kurier Tuah, Biasa (2-3 hari bekerja))');
            expect(text).toMatch(/Termasuk cukai: Cukai jualan \d+(\.\d+)?%/);
            expect(text).not.toContain(englishName.name);
            expect(text).not.toContain(englishName.sku);
            for (const word of ENGLISH) expect(text).not.toMatch(word);

            // The same invoice in English keeps English names, and no SKU either.
            const englishLink = (await shopApi(en, INVOICES, { code: order.code }, { token: shopper.token })).data.orderByCode.invoices[0].downloadUrl;
            const englishText = (await pdfText(new Uint8Array(await (await fetch(englishLink)).arrayBuffer()))).replace(/\s+/g, ' ');
            expect(englishText).toContain(englishName.name);
            expect(englishText).toContain('Shipping (Tuah Courier, Standard (2-3 working days))');
            expect(englishText).not.toContain(englishName.sku);
        });

        it('the code SMS is in the language of the shop asking for it, and in a signed-in customer’s chosen language', async () => {
            const { server } = shop;
            const outbox = async (phone: string) =>
                ((await (await fetch(`${server.baseUrl}/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).json()) as { messages: Array<{ text: string }> })
                    .messages[0]?.text;

            const malayPhone = newPhone();
            const sent = await shopFrom(server, newAddress(), null, 'ms')(GENERATE_OTP, { input: { phoneNumber: malayPhone, purpose: 'SIGN_UP' } });
            expect(sent.data.generateOTP.__typename).toBe('OtpResult');
            const malay = await outbox(malayPhone);
            expect(malay).toMatch(/^Tuah: kod anda ialah \d{6}\. Sah selama 5 minit\. Jangan kongsikan kod ini\.$/);
            for (const word of ENGLISH) expect(malay).not.toMatch(word);

            const englishPhone = newPhone();
            await shopFrom(server, newAddress(), null, 'en')(GENERATE_OTP, { input: { phoneNumber: englishPhone, purpose: 'SIGN_UP' } });
            expect(await outbox(englishPhone)).toMatch(/^Tuah: your code is \d{6}\./);

            // A signed-in customer who chose Malay gets Malay, even from an English screen.
            const customer = await createShopper(server, shop.admin, 'malay-sms');
            await queryDatabase(server, `UPDATE "customer" SET "customFieldsLang" = 'ms' WHERE "id" = $1`, [Number(customer.customerId)]);
            const newNumber = newPhone();
            const changed = await shopFrom(
                server,
                newAddress(),
                customer.token,
                'en',
            )('mutation ($hp: String!) { getNewHpOTP(hpNum: $hp) { __typename ... on ErrorResult { errorCode message } } }', { hp: newNumber });
            expect(changed.data.getNewHpOTP.__typename).toBe('OtpResult');
            expect(await outbox(newNumber)).toMatch(/^Tuah: kod anda ialah \d{6}\./);
        });

        it('each request reads its own language, many at once: the query, then the Accept-Language header, else English', async () => {
            const { server } = shop;
            const BAD_ID = '{ product(id: "abc") { id } }';
            const ask = async (query: string, headers: Record<string, string> = {}) => {
                const answer = await shopApi(`${server.shopApiUrl}${query}`, BAD_ID, {}, { headers });
                return { message: answer.errors?.[0]?.message, language: answer.headers.get('content-language') };
            };
            const MALAY = { message: 'Bukan id: "abc" (id ialah nombor bulat dari 1)', language: 'ms' };
            const ENGLISH = { message: 'Not an id: "abc" (ids are whole numbers from 1)', language: 'en' };
            // Forty requests in flight together, the languages interleaved: none reads another's.
            const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => ask(i % 2 ? '?languageCode=ms' : '?languageCode=en')));
            answers.forEach((answer, i) => expect(answer, `request ${i}`).toEqual(i % 2 ? MALAY : ENGLISH));
            // A phone set to Malay, without the query; the query wins over the header.
            expect(await ask('', { 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.5' })).toEqual(MALAY);
            expect(await ask('?languageCode=en', { 'accept-language': 'ms' })).toEqual(ENGLISH);
            // A language the shop does not speak reads English.
            expect(await ask('?languageCode=th')).toEqual(ENGLISH);
            expect(await ask('', { 'accept-language': 'th-TH' })).toEqual(ENGLISH);
        });
    }
});
