import { ADD_ITEM, createShopper, gql, pay, productVariants, startShop, TestServer, toArrangingPayment } from '@tuah/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isDelivered } from '../src/plugins/checkout';
import { startFakeEasyParcel } from './support/easyparcel';
import { until } from './support/first-start';

const ORDER = `query ($code: String!) {
  orderByCode(code: $code) { id state lines { id quantity } customFields { epTracking epName epPrice epDesc epStatus } tracking { trackingNumber status events { status at location } } }
}`;
const FULFIL = `mutation ($input: FulfillOrderInput!) {
  addFulfillmentToOrder(input: $input) {
    __typename
    ... on Fulfillment { id state method trackingCode }
    ... on ErrorResult { errorCode message }
    ... on CreateFulfillmentError { fulfillmentHandlerError }
  }
}`;
const TRANSITION = `mutation ($id: ID!, $state: String!) {
  transitionFulfillmentToState(id: $id, state: $state) { __typename ... on Fulfillment { id state } ... on ErrorResult { errorCode message } }
}`;
const SELANGOR = {
    fullName: 'Siti Aminah',
    streetLine1: '12 Jalan Ampang',
    city: 'Shah Alam',
    province: 'Selangor',
    postalCode: '40000',
    countryCode: 'MY',
    phoneNumber: '+60123456789',
};

/** A server, its admin session and a paid order to ship; `checkout` takes the shopper from a cart with a cap to ArrangingPayment. */
function shippingShop(env: () => Promise<Record<string, string>>, checkout: (url: string, token: string) => Promise<void>) {
    const shop = {
        server: undefined as unknown as TestServer,
        admin: '',
        count: 0,
        async paidOrder() {
            const { server, admin } = shop;
            const shopper = await createShopper(server, admin, `shipped${++shop.count}`);
            const cap = await productVariants(server.shopApiUrl, 'cap');
            expect((await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 2, c: null }, shopper.token)).addItemToOrder.__typename).toBe('Order');
            await checkout(server.shopApiUrl, shopper.token);
            const paid = await pay(server.shopApiUrl, shopper.token);
            expect(paid.state).toBe('PaymentSettled');
            const order = async () => (await gql(server.shopApiUrl, ORDER, { code: paid.code }, shopper.token)).orderByCode;
            return { shopper, code: paid.code as string, order, first: await order() };
        },
        fulfil: async (lines: Array<{ id: string; quantity: number }>, args: Record<string, string> = {}) =>
            (
                await gql(
                    shop.server.adminApiUrl,
                    FULFIL,
                    {
                        input: {
                            lines: lines.map(l => ({ orderLineId: l.id, quantity: l.quantity })),
                            handler: { code: 'courier', arguments: Object.entries(args).map(([name, value]) => ({ name, value })) },
                        },
                    },
                    shop.admin,
                )
            ).addFulfillmentToOrder,
        transition: async (id: string, state: string) =>
            (await gql(shop.server.adminApiUrl, TRANSITION, { id, state }, shop.admin)).transitionFulfillmentToState,
    };
    beforeAll(async () => {
        ({ server: shop.server, admin: shop.admin } = await startShop(await env()));
    });
    afterAll(async () => {
        await shop.server?.stop();
    });
    return shop;
}

describe('courier tracking', () => {
    it('counts a parcel delivered only when the courier says it was handed over', () => {
        for (const status of ['Delivered', 'Successfully Delivered', 'DELIVERED', 'Delivered to Sungai Buloh']) expect(isDelivered(status), status).toBe(true);
        for (const status of [
            'Out for delivery',
            'Delivery failed',
            'Not delivered',
            'Undelivered',
            'Attempted delivered',
            'Returned - delivered to sender',
            'Unsuccessfully delivered',
            'In transit',
            '',
        ])
            expect(isDelivered(status), status).toBe(false);
    });

    describe('with EasyParcel (against a local fake)', () => {
        let fake: Awaited<ReturnType<typeof startFakeEasyParcel>>;
        const shop = shippingShop(
            // The fake first: the server is configured with its address.
            async () => {
                fake = await startFakeEasyParcel({
                    rates: [
                        {
                            service_id: 'EP-CS0I',
                            service_name: 'Next Day',
                            courier_name: 'J&T Express',
                            price: '6.36',
                            delivery: '1-2 working days',
                            service_detail: 'pickup',
                        },
                    ],
                });
                return {
                    DELIVERY_PROVIDER: 'easyparcel',
                    EASYPARCEL_URL: fake.url,
                    EASYPARCEL_API_KEY: 'test-key',
                    TRACKING_POLL_SECONDS: '1',
                    SELLER_NAME: 'Tuah Sdn Bhd',
                };
            },
            async (url, token) => {
                await gql(url, 'mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { __typename } }', { input: SELANGOR }, token);
                const fee = await gql(url, '{ getDeliveryFee { options { id priceWithTax } } }', {}, token);
                const chosen = await gql(
                    url,
                    'mutation ($input: SetShippingInput) { setShipping(input: $input) { __typename } }',
                    { input: { id: fee.getDeliveryFee.options[0].id } },
                    token,
                );
                expect(chosen.setShipping.__typename).toBe('Order');
                const arranged = await gql(url, 'mutation { transitionOrderToState(state: "ArrangingPayment") { __typename } }', {}, token);
                expect(arranged.transitionOrderToState.__typename).toBe('Order');
            },
        );
        afterAll(async () => {
            await fake?.stop();
        });

        it('fulfilling books and pays the parcel, shipping shows its tracking, and tracking moves the order to Delivered', async () => {
            const { order, first } = await shop.paidOrder();
            expect(first.customFields).toMatchObject({ epName: 'J&T Express', epPrice: 636, epTracking: null });
            expect(first.tracking).toBeNull();

            fake.results.EPSubmitOrderBulk = { order_number: 'EI-5UFAI', price: '6.36' };
            fake.results.EPPayOrderBulk = { orderno: 'EI-5UFAI', messagenow: 'Fully Paid', parcel: [{ parcelno: 'EP-PQKTE', awb: '238725129086' }] };
            fake.results.EPTrackingBulk = {
                latest_status: 'Parcel picked up',
                status_list: [{ status: 'Parcel picked up', event_date: '2026-11-23 10:00:00', location: 'Kuala Lumpur' }],
            };

            const fulfilment = await shop.fulfil(first.lines);
            expect(fulfilment).toMatchObject({ __typename: 'Fulfillment', state: 'Pending', method: 'J&T Express', trackingCode: '238725129086' });
            const booking = fake.requests.find(r => r.action === 'EPSubmitOrderBulk')!;
            expect(booking.form).toMatchObject({
                api: 'test-key',
                'bulk[0][service_id]': 'EP-CS0I',
                // Two caps of 150 g.
                'bulk[0][weight]': '0.300',
                'bulk[0][pick_name]': 'Tuah Sdn Bhd',
                'bulk[0][pick_code]': '50450',
                'bulk[0][send_name]': 'Siti Aminah',
                'bulk[0][send_state]': 'sgr',
                'bulk[0][send_code]': '40000',
                'bulk[0][send_country]': 'MY',
            });
            expect(fake.requests.find(r => r.action === 'EPPayOrderBulk')?.form).toMatchObject({ 'bulk[0][order_no]': 'EI-5UFAI' });
            // Not shipped yet: the shopper sees no tracking number.
            expect((await order()).customFields.epTracking).toBeNull();

            expect(await shop.transition(fulfilment.id, 'Shipped')).toMatchObject({ state: 'Shipped' });
            const shipped = await order();
            expect(shipped.state).toBe('Shipped');
            expect(shipped.customFields).toMatchObject({ epTracking: '238725129086', epName: 'J&T Express', epPrice: 636 });

            // The task asks EasyParcel every second: the courier's status and history appear.
            const inTransit = await until(
                'the first tracking status',
                async () => {
                    const o = await order();
                    return o.tracking?.status === 'Parcel picked up' ? o : undefined;
                },
                30_000,
            );
            expect(inTransit.tracking).toEqual({
                trackingNumber: '238725129086',
                status: 'Parcel picked up',
                events: [{ status: 'Parcel picked up', at: '2026-11-23 10:00:00', location: 'Kuala Lumpur' }],
            });
            expect(inTransit.state).toBe('Shipped');
            expect(fake.requests.some(r => r.action === 'EPTrackingBulk' && r.form['bulk[0][awb_no]'] === '238725129086')).toBe(true);

            fake.results.EPTrackingBulk = {
                latest_status: 'Successfully Delivered',
                status_list: [
                    { status: 'Successfully Delivered', event_date: '2026-11-24 15:30:00', location: 'Shah Alam' },
                    { status: 'Parcel picked up', event_date: '2026-11-23 10:00:00', location: 'Kuala Lumpur' },
                ],
            };
            const delivered = await until(
                'the order to be delivered',
                async () => {
                    const o = await order();
                    return o.state === 'Delivered' ? o : undefined;
                },
                30_000,
            );
            expect(delivered.customFields.epStatus).toBe('Successfully Delivered');
            expect(delivered.tracking.events).toHaveLength(2);
        });

        it('a booking EasyParcel refuses refuses the fulfilment with its reason', async () => {
            const { first } = await shop.paidOrder();
            fake.results.EPSubmitOrderBulk = { error_code: '3', error_remark: 'Insufficient credit' };
            const refused = await shop.fulfil(first.lines);
            expect(refused.__typename).toBe('CreateFulfillmentError');
            expect(refused.fulfillmentHandlerError).toContain('EASYPARCEL_3 Insufficient credit');
        });
    });

    describe('with the rate table (no courier service)', () => {
        const shop = shippingShop(
            async () => ({}),
            async (url, token) => {
                expect((await toArrangingPayment(url, token)).__typename).toBe('Order');
            },
        );

        it('the operator gives the courier and tracking number, shipping writes them on the order, and the operator delivers it', async () => {
            const { order, first } = await shop.paidOrder();
            const missing = await shop.fulfil(first.lines);
            expect(missing.__typename).toBe('CreateFulfillmentError');
            expect(missing.fulfillmentHandlerError).toMatch(/Give the courier and the tracking number/);

            const fulfilment = await shop.fulfil(first.lines, { courier: 'Pos Laju', trackingNumber: 'EP123456789MY' });
            expect(fulfilment).toMatchObject({ state: 'Pending', method: 'Pos Laju', trackingCode: 'EP123456789MY' });
            expect(await shop.transition(fulfilment.id, 'Shipped')).toMatchObject({ state: 'Shipped' });
            const shipped = await order();
            expect(shipped.state).toBe('Shipped');
            expect(shipped.customFields).toMatchObject({ epTracking: 'EP123456789MY', epName: 'Pos Laju' });
            expect(shipped.tracking).toEqual({ trackingNumber: 'EP123456789MY', status: '', events: [] });

            // The operator marks it delivered.
            expect(await shop.transition(fulfilment.id, 'Delivered')).toMatchObject({ state: 'Delivered' });
            expect((await order()).state).toBe('Delivered');
        });
    });
});
