import { ADD_ITEM, buy, createCampaign, createShopper, gql, pay, productVariants, shopApi, startShop, TestServer } from '@tuah/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { EasyParcelProvider } from '../src/plugins/checkout';
import { createBlindBox } from './support/blind-boxes';
import { startFakeEasyParcel } from './support/easyparcel';

const FEE = `query ($input: DeliveryFeeInput) {
  getDeliveryFee(input: $input) { error_code error_remark options { id service_name service_detail courier_name priceWithTax delivery cod_service_available } }
}`;
const SET_SHIPPING = `mutation ($input: SetShippingInput, $digital: Boolean) {
  setShipping(input: $input, digital: $digital) {
    __typename
    ... on Order { shippingWithTax shippingLines { priceWithTax shippingMethod { code } } customFields { epName epPrice epDesc } }
    ... on ErrorResult { errorCode message }
    ... on DeliveryOptionError { reason error_code }
  }
}`;
const CHECK_CART = `mutation ($ts: DateTime) {
  checkCart(ts: $ts) { ok problems { code message orderLineId campaignId quantityAvailable maxQty priceWithTax } order { lines { id unitPriceWithTax } } }
}`;
const SET_ADDRESS = `mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { __typename } }`;
const TO_PAYMENT = `mutation { transitionOrderToState(state: "ArrangingPayment") { __typename ... on Order { state } ... on OrderStateTransitionError { errorCode transitionError } } }`;

const SELANGOR = { countryCode: 'MY', province: 'Selangor', postalCode: '40000' };
const SABAH = { countryCode: 'MY', province: 'Sabah', postalCode: '88000' };
const JAKARTA = { countryCode: 'ID', province: 'DKI Jakarta', postalCode: '10110' };
const BANGKOK = { countryCode: 'TH', province: 'Bangkok', postalCode: '10200' };

describe('delivery fees, shipping and the cart check', () => {
    let server: TestServer;
    let admin: string;
    let cap: { productId: string; variantIds: string[] };
    let coffee: { productId: string; variantIds: string[] };
    let cards: { productId: string; variantIds: string[] };
    let count = 0;
    const newShopper = () => createShopper(server, admin, `delivery${++count}`);
    const shop = (query: string, variables: Record<string, unknown>, token?: string) => gql(server.shopApiUrl, query, variables, token);
    const add = async (token: string, variantId: string, quantity: number, campaignId?: string) => {
        const result = (await shop(ADD_ITEM, { v: variantId, q: quantity, c: campaignId ?? null }, token)).addItemToOrder;
        expect(result.__typename).toBe('Order');
        return result;
    };
    const fee = async (token: string | undefined, input?: Record<string, string>) => (await shop(FEE, { input }, token)).getDeliveryFee;
    const setShipping = async (token: string, input?: Record<string, unknown>, digital?: boolean) =>
        (await shop(SET_SHIPPING, { input, digital }, token)).setShipping;
    const setAddress = (token: string, address: Record<string, string>) =>
        shop(SET_ADDRESS, { input: { fullName: 'Siti Aminah', streetLine1: '12 Jalan Ampang', city: 'Kota', ...address } }, token);
    const toPayment = async (token: string) => (await shop(TO_PAYMENT, {}, token)).transitionOrderToState;
    const checkCart = async (token: string, ts?: string) => (await shop(CHECK_CART, { ts }, token)).checkCart;
    const admin$ = (query: string, variables: Record<string, unknown>) => gql(server.adminApiUrl, query, variables, admin);
    const updateVariant = (input: Record<string, unknown>) =>
        admin$('mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }', { input: [input] });

    beforeAll(async () => {
        ({ server, admin } = await startShop());
        [cap, coffee, cards] = await Promise.all(['cap', 'white-coffee', 'trading-cards'].map(slug => productVariants(server.shopApiUrl, slug)));
        // 1.2 kg caps: two are 2.4 kg, priced as 3 kg. Trading cards ship nothing (weight 0: digital).
        await updateVariant({ id: cap.variantIds[0], customFields: { weight: 1200 } });
        for (const id of cards.variantIds) await updateVariant({ id, customFields: { weight: 0 } });
    });
    afterAll(async () => {
        await server?.stop();
    });

    describe('the rate table (DELIVERY_PROVIDER=table, the default)', () => {
        it('prices the parcel by weight for West Malaysia, East Malaysia, Indonesia and Thailand', async () => {
            const shopper = await newShopper();
            await add(shopper.token, cap.variantIds[0], 2);
            const prices = async (address: Record<string, string>) =>
                Object.fromEntries((await fee(shopper.token, address)).options.map((o: any) => [o.id, o.priceWithTax]));
            // First kilogram, then each started kilogram (docs/checkout.md): 3 kg.
            expect(await prices(SELANGOR)).toEqual({ 'table:WEST_MY:standard': 600 + 2 * 200, 'table:WEST_MY:express': 1000 + 2 * 300 });
            expect(await prices(SABAH)).toEqual({ 'table:EAST_MY:standard': 1200 + 2 * 500, 'table:EAST_MY:express': 1800 + 2 * 700 });
            // Labuan and Sarawak are East Malaysia too.
            expect(Object.keys(await prices({ countryCode: 'MY', province: 'Labuan', postalCode: '87000' }))).toContain('table:EAST_MY:standard');
            expect(Object.keys(await prices({ countryCode: 'MY', province: 'Sarawak', postalCode: '93050' }))).toContain('table:EAST_MY:standard');
            expect(await prices(JAKARTA)).toEqual({ 'table:ID:international': 3500 + 2 * 1500 });
            expect(await prices(BANGKOK)).toEqual({ 'table:TH:international': 3000 + 2 * 1200 });

            const west = await fee(shopper.token, SELANGOR);
            expect(west).toMatchObject({ error_code: null, error_remark: null });
            expect(west.options[0]).toEqual({
                id: 'table:WEST_MY:standard',
                service_name: 'Standard',
                service_detail: 'pickup',
                courier_name: 'Tuah Courier',
                priceWithTax: 1000,
                delivery: '2-3 working days',
                cod_service_available: true,
            });
            // One more cap (3.6 kg, so 4 kg) costs one more kilogram.
            await add(shopper.token, cap.variantIds[0], 1);
            expect((await prices(SELANGOR))['table:WEST_MY:standard']).toBe(600 + 3 * 200);
        });

        it('demo products are seeded with their weights: an air fryer (5.2 kg) ships as 6 kg', async () => {
            const fryer = await shop('{ product(slug: "air-fryer") { variants { id customFields { weight } } } }', {});
            expect(fryer.product.variants[0].customFields.weight).toBe(5200);
            const shopper = await newShopper();
            await add(shopper.token, fryer.product.variants[0].id, 1);
            expect((await fee(shopper.token, SELANGOR)).options[0]).toMatchObject({ id: 'table:WEST_MY:standard', priceWithTax: 600 + 5 * 200 });
        });

        it("an address that cannot be priced answers a clear error_code, in the shopper's language", async () => {
            const shopper = await newShopper();
            await add(shopper.token, cap.variantIds[0], 1);
            const cases: Array<[Record<string, string>, string, string]> = [
                [{ countryCode: 'SG', province: 'Singapore', postalCode: '018956' }, 'UNKNOWN_COUNTRY', 'We do not deliver to this country'],
                [{ countryCode: 'MY', province: 'Atlantis', postalCode: '40000' }, 'UNKNOWN_STATE', 'Please choose a state or province we know'],
                // A Sabah address with a Selangor postcode, and a postcode that is no postcode.
                [{ countryCode: 'MY', province: 'Sabah', postalCode: '40000' }, 'UNKNOWN_POSTCODE', 'This postcode does not exist in the chosen state'],
                [{ countryCode: 'MY', province: 'Selangor', postalCode: '4000' }, 'UNKNOWN_POSTCODE', 'This postcode does not exist in the chosen state'],
                [{ countryCode: 'TH', province: 'Bangkok', postalCode: '99999' }, 'UNKNOWN_POSTCODE', 'This postcode does not exist in the chosen state'],
                [{ countryCode: 'ID', province: '', postalCode: '10110' }, 'UNKNOWN_STATE', 'Please choose a state or province we know'],
            ];
            for (const [address, code, remark] of cases) {
                expect(await fee(shopper.token, address)).toEqual({ error_code: code, error_remark: remark, options: [] });
            }
            const ms = await shopApi(`${server.shopApiUrl}?languageCode=ms`, FEE, { input: cases[0][0] }, { token: shopper.token });
            expect(ms.data.getDeliveryFee).toMatchObject({ error_code: 'UNKNOWN_COUNTRY', error_remark: 'Kami tidak menghantar ke negara ini' });
            // Without an address given, the order's own; it has none yet.
            expect((await fee(shopper.token)).error_code).toBe('NO_ADDRESS');
            // No cart, no parcel: a guest without an order, and an order of digital items only.
            expect((await fee(undefined, SELANGOR)).error_code).toBe('NO_ACTIVE_ORDER');
            const digital = await newShopper();
            await add(digital.token, cards.variantIds[0], 1);
            expect((await fee(digital.token, SELANGOR)).error_code).toBe('NOTHING_TO_SHIP');
        });

        it('setShipping charges the price quoted on the server: a forged price or option is refused, and a stale quote cannot be paid', async () => {
            const shopper = await newShopper();
            await add(shopper.token, cap.variantIds[0], 2);
            await setAddress(shopper.token, SELANGOR);
            // The order's own address when none is given.
            expect((await fee(shopper.token)).options.map((o: any) => o.id)).toEqual(['table:WEST_MY:standard', 'table:WEST_MY:express']);

            expect(await setShipping(shopper.token, { id: 'table:WEST_MY:express', priceWithTax: 1 })).toMatchObject({
                errorCode: 'DELIVERY_OPTION_ERROR',
                reason: 'PRICE_CHANGED',
                message: 'The delivery price has changed: please choose again',
            });
            // Another zone's (cheaper) option, or one that does not exist, is not offered for this address.
            expect(await setShipping(shopper.token, { id: 'table:EAST_MY:standard' })).toMatchObject({ reason: 'UNKNOWN_OPTION' });
            expect(await setShipping(shopper.token, { id: 'table:WEST_MY:free' })).toMatchObject({ reason: 'UNKNOWN_OPTION' });
            // Vendure's own setOrderShippingMethod cannot pick the courier method without a quote.
            const methods = await shop('{ eligibleShippingMethods { code } }', {}, shopper.token);
            expect(methods.eligibleShippingMethods.map((m: any) => m.code)).not.toContain('courier');

            const chosen = await setShipping(shopper.token, { id: 'table:WEST_MY:express', priceWithTax: 1600 });
            expect(chosen).toMatchObject({
                __typename: 'Order',
                shippingWithTax: 1600,
                shippingLines: [{ priceWithTax: 1600, shippingMethod: { code: 'courier' } }],
                customFields: { epName: 'Tuah Courier', epPrice: 1600, epDesc: 'Express (1-2 working days)' },
            });
            // Without a price the server's quote is taken as it is.
            expect(await setShipping(shopper.token, { id: 'table:WEST_MY:standard' })).toMatchObject({ shippingWithTax: 1000 });

            // The address moves to Sabah after the choice: the West Malaysian price is not paid.
            await setAddress(shopper.token, SABAH);
            expect(await toPayment(shopper.token)).toMatchObject({
                errorCode: 'ORDER_STATE_TRANSITION_ERROR',
                transitionError: 'The delivery price has changed: please choose a delivery option again',
            });
            expect(await setShipping(shopper.token, { id: 'table:EAST_MY:standard' })).toMatchObject({ shippingWithTax: 2200 });
            expect(await toPayment(shopper.token)).toEqual({ __typename: 'Order', state: 'ArrangingPayment' });
            // In checkout the choice is fixed (back to AddingItems to change it).
            expect(await setShipping(shopper.token, { id: 'table:EAST_MY:express' })).toMatchObject({ errorCode: 'ORDER_MODIFICATION_ERROR' });
            const paid = await pay(server.shopApiUrl, shopper.token);
            expect(paid.state).toBe('PaymentSettled');
            const order = await shop(
                'query ($code: String!) { orderByCode(code: $code) { shippingWithTax createdAt customFields { paidAt createDt epPrice } } }',
                { code: paid.code },
                shopper.token,
            );
            expect(order.orderByCode).toMatchObject({ shippingWithTax: 2200, customFields: { epPrice: 2200 } });
            expect(order.orderByCode.customFields.createDt).toBe(order.orderByCode.createdAt);
            expect(Date.now() - Date.parse(order.orderByCode.customFields.paidAt)).toBeLessThan(60_000);
        });

        it('a digital-only order skips shipping; an order with a parcel cannot', async () => {
            const digital = await newShopper();
            await add(digital.token, cards.variantIds[0], 2);
            expect(await setShipping(digital.token, undefined, true)).toMatchObject({ __typename: 'Order', shippingWithTax: 0, shippingLines: [] });
            expect(await toPayment(digital.token)).toEqual({ __typename: 'Order', state: 'ArrangingPayment' });
            const paid = await pay(server.shopApiUrl, digital.token);
            expect(paid.state).toBe('PaymentSettled');

            // Blind boxes are opened online (their prizes ship later): a cart of boxes ships nothing.
            const figure = await productVariants(server.shopApiUrl, 'figure-mystery');
            const { campaign: box } = await createBlindBox(server, admin, { productId: figure.productId }, [{ rPercent: 100 }], cap.variantIds[0]);
            const boxes = await newShopper();
            await add(boxes.token, figure.variantIds[0], 2, box.id);
            expect((await fee(boxes.token, SELANGOR)).error_code).toBe('NOTHING_TO_SHIP');
            expect(await setShipping(boxes.token, undefined, true)).toMatchObject({ __typename: 'Order', shippingLines: [] });
            expect(await toPayment(boxes.token)).toEqual({ __typename: 'Order', state: 'ArrangingPayment' });

            const physical = await newShopper();
            await add(physical.token, cards.variantIds[0], 1);
            await add(physical.token, cap.variantIds[0], 1);
            expect(await setShipping(physical.token, undefined, true)).toMatchObject({ errorCode: 'DELIVERY_OPTION_ERROR', reason: 'NOT_DIGITAL' });
            expect(await toPayment(physical.token)).toMatchObject({
                errorCode: 'ORDER_STATE_TRANSITION_ERROR',
                transitionError: 'Please choose a delivery option',
            });
        });

        it("setShipping and checkCart act on the caller's active order only", async () => {
            const [owner, other] = await Promise.all([newShopper(), newShopper()]);
            const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 100 });
            await add(owner.token, cap.variantIds[0], 1, campaign.id);
            await setAddress(owner.token, SELANGOR);
            await admin$('mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { ... on Campaign { id } } }', {
                input: { id: campaign.id, endDate: new Date(Date.now() - 1000).toISOString() },
            });
            // The other shopper has no cart: nothing of the owner's is shown, chosen or checked.
            expect(await setShipping(other.token, { id: 'table:WEST_MY:standard' })).toMatchObject({ errorCode: 'NO_ACTIVE_ORDER_ERROR' });
            expect(await checkCart(other.token)).toEqual({ ok: true, problems: [], order: null });
            expect((await fee(other.token)).error_code).toBe('NO_ACTIVE_ORDER');
            expect((await checkCart(owner.token)).problems.map((p: any) => p.code)).toEqual(['CAMPAIGN_ENDED']);
        });
    });

    describe('checkCart', () => {
        const campaignLine = (order: any, campaignId: string) => order.lines.find((l: any) => l.customFields.campaignId === String(campaignId)).id;

        it('names a sold-out campaign and an ended one on their own lines, and leaves good lines alone', async () => {
            const [shopper, rival] = await Promise.all([newShopper(), newShopper()]);
            const scarce = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 3 });
            const ending = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 100 });
            const fine = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 100 });
            await add(shopper.token, cap.variantIds[0], 2, scarce.id);
            await add(shopper.token, cap.variantIds[0], 1, ending.id);
            const order = await add(shopper.token, cap.variantIds[0], 1, fine.id);
            expect(await checkCart(shopper.token)).toMatchObject({ ok: true, problems: [] });

            // Someone else buys two of the three tickets; the other campaign ends.
            await buy(server.shopApiUrl, rival.token, scarce.id, cap.variantIds[0], 2);
            await admin$('mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { ... on Campaign { id } } }', {
                input: { id: ending.id, endDate: new Date(Date.now() - 1000).toISOString() },
            });
            const check = await checkCart(shopper.token);
            expect(check.ok).toBe(false);
            expect(check.problems).toEqual([
                {
                    code: 'SOLD_OUT',
                    message: 'Tickets are left for only 1 item',
                    orderLineId: campaignLine(order, scarce.id),
                    campaignId: String(scarce.id),
                    quantityAvailable: 1,
                    maxQty: null,
                    priceWithTax: null,
                },
                {
                    code: 'CAMPAIGN_ENDED',
                    message: 'This campaign has ended',
                    orderLineId: campaignLine(order, ending.id),
                    campaignId: String(ending.id),
                    quantityAvailable: null,
                    maxQty: null,
                    priceWithTax: null,
                },
            ]);
            const ms = await shopApi(`${server.shopApiUrl}?languageCode=ms`, CHECK_CART, {}, { token: shopper.token });
            expect(ms.data.checkCart.problems.map((p: any) => p.message)).toEqual(['Tiket hanya tinggal untuk 1 item', 'Kempen ini telah tamat']);
        });

        it("names a line over the campaign's maxQty, with the room left after what the shopper already paid for", async () => {
            const shopper = await newShopper();
            const limited = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 100, maxQty: 10 });
            // Issue 31 row 3: 4 already bought, so a lowered cap of 6 leaves room for 2 more, not 6.
            await buy(server.shopApiUrl, shopper.token, limited.id, cap.variantIds[0], 4);
            const order = await add(shopper.token, cap.variantIds[0], 5, limited.id);
            await admin$('mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { ... on Campaign { id } } }', {
                input: { id: limited.id, maxQty: 6 },
            });
            expect((await checkCart(shopper.token)).problems).toEqual([
                expect.objectContaining({
                    code: 'MAX_QTY',
                    message: 'You may buy at most 6 of this campaign',
                    orderLineId: campaignLine(order, limited.id),
                    maxQty: 6,
                    quantityAvailable: 2,
                }),
            ]);
        });

        it('names a line whose price changed since ts, and the cart then shows the new price', async () => {
            const shopper = await newShopper();
            const order = await add(shopper.token, coffee.variantIds[0], 1);
            await add(shopper.token, cap.variantIds[0], 1);
            const seenAt = new Date().toISOString();
            expect(await checkCart(shopper.token, seenAt)).toMatchObject({ ok: true, problems: [] });
            const coffeeLine = order.lines[0].id;

            await updateVariant({ id: coffee.variantIds[0], price: 4321 });
            const check = await checkCart(shopper.token, seenAt);
            expect(check.problems).toEqual([
                {
                    code: 'PRICE_CHANGED',
                    message: 'The price of this item has changed',
                    orderLineId: coffeeLine,
                    campaignId: null,
                    quantityAvailable: null,
                    maxQty: null,
                    priceWithTax: 4321,
                },
            ]);
            expect(check.order.lines.find((l: any) => l.id === coffeeLine).unitPriceWithTax).toBe(4321);
            // Repriced: a check with a later ts finds nothing more.
            expect(await checkCart(shopper.token, new Date().toISOString())).toMatchObject({ ok: true, problems: [] });
        });

        it('names a line with more units than the stock left', async () => {
            const shopper = await newShopper();
            const order = await add(shopper.token, coffee.variantIds[0], 3);
            await updateVariant({ id: coffee.variantIds[0], stockOnHand: 2, trackInventory: 'TRUE' });
            expect((await checkCart(shopper.token)).problems).toEqual([
                expect.objectContaining({ code: 'OUT_OF_STOCK', message: 'Only 2 left in stock', orderLineId: order.lines[0].id, quantityAvailable: 2 }),
            ]);
        });
    });

    describe('EasyParcel (DELIVERY_PROVIDER=easyparcel, against a local fake)', () => {
        let fake: Awaited<ReturnType<typeof startFakeEasyParcel>>;
        const RATES = [
            {
                service_id: 'EP-CS0A',
                service_name: 'Pickup Parcel',
                service_detail: 'pickup',
                courier_name: 'Poslaju',
                price: '7.42',
                delivery: '1-2 working day(s)',
                cod_service_available: 'true',
            },
            {
                service_id: 'EP-CS0B',
                service_name: 'Dropoff Parcel',
                service_detail: 'dropoff',
                courier_name: 'J&T Express',
                price: '6.36',
                delivery: '2-3 working day(s)',
            },
        ];

        beforeAll(async () => {
            fake = await startFakeEasyParcel({ rates: RATES });
            await server.restart({
                DELIVERY_PROVIDER: 'easyparcel',
                EASYPARCEL_URL: fake.url,
                EASYPARCEL_API_KEY: 'ep-test-key',
                EASYPARCEL_PICKUP_POSTCODE: '47301',
                EASYPARCEL_PICKUP_STATE: 'sgr',
            });
        });
        afterAll(async () => {
            await fake?.stop();
        });

        it('asks EasyParcel (form-encoded rate check) and answers its rates in sen', async () => {
            const shopper = await newShopper();
            await add(shopper.token, cap.variantIds[0], 2);
            const result = await fee(shopper.token, { countryCode: 'MY', province: 'Kuala Lumpur', postalCode: '50450' });
            expect(result).toEqual({
                error_code: null,
                error_remark: null,
                options: [
                    {
                        id: 'easyparcel:EP-CS0A',
                        service_name: 'Pickup Parcel',
                        service_detail: 'pickup',
                        courier_name: 'Poslaju',
                        priceWithTax: 742,
                        delivery: '1-2 working day(s)',
                        cod_service_available: true,
                    },
                    {
                        id: 'easyparcel:EP-CS0B',
                        service_name: 'Dropoff Parcel',
                        service_detail: 'dropoff',
                        courier_name: 'J&T Express',
                        priceWithTax: 636,
                        delivery: '2-3 working day(s)',
                        cod_service_available: false,
                    },
                ],
            });
            const request = fake.requests.at(-1)!;
            expect(request.action).toBe('EPRateCheckingBulk');
            expect(request.contentType).toBe('application/x-www-form-urlencoded');
            expect(request.form).toMatchObject({
                api: 'ep-test-key',
                'bulk[0][pick_code]': '47301',
                'bulk[0][pick_state]': 'sgr',
                'bulk[0][pick_country]': 'MY',
                'bulk[0][send_code]': '50450',
                'bulk[0][send_state]': 'kul',
                'bulk[0][send_country]': 'MY',
                'bulk[0][weight]': '2.400',
            });
        });

        it("passes EasyParcel's error_code and error_remark on, and setShipping re-quotes its price", async () => {
            const shopper = await newShopper();
            await add(shopper.token, cap.variantIds[0], 1);
            await setAddress(shopper.token, SELANGOR);
            expect(await setShipping(shopper.token, { id: 'easyparcel:EP-CS0B', priceWithTax: 100 })).toMatchObject({ reason: 'PRICE_CHANGED' });
            expect(await setShipping(shopper.token, { id: 'easyparcel:EP-CS0B' })).toMatchObject({
                shippingWithTax: 636,
                customFields: { epName: 'J&T Express' },
            });

            // EasyParcel now prices it higher: the old quote is not what gets paid.
            fake.answer = { rates: [{ ...RATES[1], price: '8.00' }] };
            expect(await toPayment(shopper.token)).toMatchObject({ errorCode: 'ORDER_STATE_TRANSITION_ERROR' });
            expect(await setShipping(shopper.token, { id: 'easyparcel:EP-CS0B' })).toMatchObject({ shippingWithTax: 800 });
            expect(await toPayment(shopper.token)).toEqual({ __typename: 'Order', state: 'ArrangingPayment' });

            const other = await newShopper();
            await add(other.token, cap.variantIds[0], 1);
            fake.answer = { error_code: '3', error_remark: 'Invalid API Key' };
            expect(await fee(other.token, SELANGOR)).toEqual({
                error_code: 'EASYPARCEL_3',
                error_remark: 'The courier service refused the request (Invalid API Key)',
                options: [],
            });
            expect(await setShipping(other.token, { id: 'easyparcel:EP-CS0B' })).toMatchObject({ reason: 'NO_QUOTE', error_code: 'NO_ADDRESS' });
            await setAddress(other.token, SELANGOR);
            expect(await setShipping(other.token, { id: 'easyparcel:EP-CS0B' })).toMatchObject({ reason: 'NO_QUOTE', error_code: 'EASYPARCEL_3' });
        });

        it('books a parcel (EPSubmitOrderBulk) and tracks it (EPTrackingBulk) through the provider', async () => {
            const provider = new EasyParcelProvider({ url: fake.url, apiKey: 'ep-test-key', pickupPostcode: '47301', pickupState: 'sgr' });
            const sender = {
                name: 'Tuah Shop',
                phone: '0312345678',
                address1: '1 Jalan SS2',
                city: 'Petaling Jaya',
                postalCode: '47301',
                state: 'sgr',
                countryCode: 'MY',
            };
            const receiver = {
                name: 'Siti Aminah',
                phone: '0123456789',
                email: 'siti@tuah.test',
                address1: '12 Jalan Gaya',
                city: 'Kota Kinabalu',
                postalCode: '88000',
                state: 'sbh',
                countryCode: 'MY',
            };
            const booking = {
                optionId: 'easyparcel:EP-CS0B',
                orderCode: 'ORDER1',
                weightGrams: 1200,
                content: 'Cap',
                valueSen: 2990,
                sender,
                receiver,
                collectDate: '2026-11-24',
            };
            fake.results.EPSubmitOrderBulk = { order_number: 'EI-5UFAI', price: '6.36' };
            expect(await provider.submitOrder(booking)).toEqual({ orderNumber: 'EI-5UFAI', priceWithTax: 636 });
            expect(fake.requests.at(-1)).toMatchObject({
                action: 'EPSubmitOrderBulk',
                form: {
                    api: 'ep-test-key',
                    'bulk[0][service_id]': 'EP-CS0B',
                    'bulk[0][reference]': 'ORDER1',
                    'bulk[0][weight]': '1.200',
                    'bulk[0][value]': '29.90',
                    'bulk[0][pick_code]': '47301',
                    'bulk[0][send_name]': 'Siti Aminah',
                    'bulk[0][send_state]': 'sbh',
                    'bulk[0][send_email]': 'siti@tuah.test',
                    'bulk[0][collect_date]': '2026-11-24',
                },
            });
            // An option of another provider is not booked with EasyParcel.
            expect(await provider.submitOrder({ ...booking, optionId: 'table:WEST_MY:standard' })).toEqual({ error_code: 'UNKNOWN_OPTION' });

            fake.results.EPTrackingBulk = {
                latest_status: 'Delivered',
                status_list: [{ status: 'Delivered', event_date: '2026-11-26 10:02:00', location: 'Kota Kinabalu' }],
            };
            expect(await provider.track('238725129086')).toEqual({
                trackingNumber: '238725129086',
                status: 'Delivered',
                events: [{ status: 'Delivered', at: '2026-11-26 10:02:00', location: 'Kota Kinabalu' }],
            });
            expect(fake.requests.at(-1)).toMatchObject({ action: 'EPTrackingBulk', form: { 'bulk[0][awb_no]': '238725129086' } });
            fake.results.EPTrackingBulk = { error_code: '2', error_remark: 'Unauthorized user' };
            expect(await provider.track('238725129086')).toEqual({ error_code: 'EASYPARCEL_2', error_remark: 'Unauthorized user' });
        });
    });
});
