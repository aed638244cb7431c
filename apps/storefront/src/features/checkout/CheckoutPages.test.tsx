import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { changeLanguage } from '../../lib/i18n';
import type { CustomerAddressFragment, GetFinalCartDetailsQuery } from '../../gql/graphql';
import { signedIn } from '../../test/accountMocks';
import { mockServer } from '../../test/mockServer';
import { moneySummary } from '../../test/shopApiMocks';
import { renderShop } from '../../test/render';

type FinalCart = NonNullable<GetFinalCartDetailsQuery['activeOrder']>;

const order = (overrides: Partial<FinalCart> = {}): FinalCart => ({
    id: '7',
    code: 'ORD7',
    state: 'AddingItems',
    totalQuantity: 2,
    subTotalWithTax: 16200,
    shippingWithTax: 600,
    totalWithTax: 16800,
    currencyCode: 'MYR',
    couponCodes: ['TUAH10'],
    moneySummary: moneySummary({ lines: [18000], discounts: [['10% off your order', -1800, 'TUAH10']], delivery: 600 }),
    lines: [
        {
            id: '11',
            quantity: 2,
            linePriceWithTax: 18000,
            ticketsToEarn: 2,
            featuredAsset: null,
            productVariant: { id: '3', name: 'Power Bank 20,000 mAh' },
            campaign: { id: '2', name: 'Power Bank Draw' },
        },
    ],
    shippingAddress: null,
    courierName: null,
    courierService: null,
    eInvoice: { requested: false },
    customFields: null,
    ...overrides,
});

const PROVINCES = { MY: ['Johor', 'Sabah', 'Selangor'], TH: ['Bangkok', 'Phuket'] };
const countries = graphql.query('AvailableCountries', () =>
    HttpResponse.json({
        data: {
            availableCountries: [
                { id: '1', code: 'MY', name: 'Malaysia', provinces: PROVINCES.MY },
                { id: '3', code: 'TH', name: 'Thailand', provinces: PROVINCES.TH },
            ],
        },
    }),
);
const book: CustomerAddressFragment = {
    id: '21',
    fullName: 'Siti Aminah',
    streetLine1: '12 Jalan Ampang',
    streetLine2: null,
    city: 'Shah Alam',
    province: 'Selangor',
    postalCode: '40000',
    phoneNumber: '0123456789',
    country: { id: '1', code: 'MY', name: 'Malaysia' },
    defaultShippingAddress: false,
    defaultBillingAddress: false,
    createdAt: '2026-11-01T00:00:00.000Z',
};
const options = [
    {
        id: 'table:WEST_MY:standard',
        service_name: 'Standard',
        service_detail: 'pickup',
        courier_name: 'Tuah Courier',
        priceWithTax: 600,
        delivery: '2-3 working days',
        cod_service_available: true,
    },
    {
        id: 'table:WEST_MY:express',
        service_name: 'Express',
        service_detail: 'pickup',
        courier_name: 'Tuah Courier',
        priceWithTax: 1000,
        delivery: '1-2 working days',
        cod_service_available: false,
    },
];

const notDigital = graphql.mutation('SetShipping', ({ variables }) =>
    HttpResponse.json({
        data: {
            setShipping: variables.digital
                ? { __typename: 'DeliveryOptionError', errorCode: 'DELIVERY_OPTION_ERROR', message: 'x', reason: 'NOT_DIGITAL' }
                : { __typename: 'Order', id: '7', shippingWithTax: 1000 },
        },
    }),
);

/** A signed-in shopper's checkout: `cart`, the address book, two courier options, and an order with a parcel. */
function serveCheckout(cart: FinalCart, addresses: CustomerAddressFragment[] = [book]) {
    mockServer.use(
        signedIn(),
        countries,
        graphql.query('GetFinalCartDetails', () => HttpResponse.json({ data: { activeOrder: cart } })),
        graphql.query('UserShippingAddress', () => HttpResponse.json({ data: { userShippingAddress: addresses } })),
        graphql.query('GetDeliveryFee', () => HttpResponse.json({ data: { getDeliveryFee: { error_code: null, error_remark: null, options } } })),
        notDigital,
    );
}

afterEach(async () => {
    await changeLanguage('en');
});

/** The success page's poll: order ORD7, paid, with one line of a campaign of this type (or none); `boxesMade` answers isLBb per poll. */
const paidOrder = (typStr: 'LUCKYDRAW' | 'BLINDBOX' | null, boxesMade: (poll: number) => boolean = () => true) => {
    let polls = 0;
    const tickets =
        typStr === 'LUCKYDRAW'
            ? [
                  { id: '1', ticketId: 'PB-000001', rarity: 'COMMON', weight: 1, isWin: false, isVoid: false },
                  { id: '2', ticketId: 'PB-000002', rarity: 'EPIC', weight: 10, isWin: false, isVoid: false },
              ]
            : [];
    const line = {
        id: '70',
        customFields: { campaignId: typStr ? '3' : null },
        campaign: typStr ? { id: '3', typStr, name: 'Power Bank Draw' } : null,
        tickets,
    };
    return graphql.query('GetOneOrderPooling', () =>
        HttpResponse.json({
            data: {
                orderByCode: {
                    id: '7',
                    code: 'ORD7',
                    state: 'PaymentSettled',
                    currencyCode: 'MYR',
                    gatewayRefunds: [],
                    moneySummary: moneySummary({ lines: [18000], discounts: [['10% off your order', -1800, 'TUAH10']], delivery: 600 }),
                    customFields: { isLBb: boxesMade(++polls) },
                    lines: [line],
                },
            },
        }),
    );
};

describe('Checkout', () => {
    it('reviews the lines and the totals the server computed, discounts and coupons included', async () => {
        serveCheckout(order());
        const { user, router } = renderShop('/tabs/cart/checkout/simple');

        expect(await screen.findByRole('heading', { level: 1, name: 'Review your order' })).toBeInTheDocument();
        expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
        const totals = (await screen.findByText('Subtotal')).closest('dl')!;
        expect(totals).toHaveTextContent(/Items\s*RM\s?180\.00/);
        expect(totals).toHaveTextContent(/10% off your order \(TUAH10\)\s*-RM\s?18\.00/);
        expect(totals).toHaveTextContent(/Subtotal\s*RM\s?162\.00/);
        expect(totals).toHaveTextContent(/Total\s*RM\s?168\.00/);
        expect(screen.getByText('You will earn 2 tickets in Power Bank Draw')).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Continue to delivery' }));
        await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/cart/checkout/details'));
    });

    it('ships to an address from the book with the chosen courier, at the price shown', async () => {
        serveCheckout(order());
        const sent: Array<{ name: string; variables: unknown }> = [];
        mockServer.use(
            graphql.mutation('SetShipping', ({ variables }) => {
                sent.push({ name: 'SetShipping', variables });
                return HttpResponse.json({
                    data: {
                        setShipping: variables.digital
                            ? { __typename: 'DeliveryOptionError', errorCode: 'DELIVERY_OPTION_ERROR', message: 'x', reason: 'NOT_DIGITAL' }
                            : { __typename: 'Order', id: '7', shippingWithTax: 1000 },
                    },
                });
            }),
            graphql.mutation('SetOrderShippingAddress', ({ variables }) => {
                sent.push({ name: 'SetOrderShippingAddress', variables });
                return HttpResponse.json({ data: { setOrderShippingAddress: { __typename: 'Order', id: '7' } } });
            }),
        );
        const { user, router } = renderShop('/tabs/cart/checkout/details');

        expect(await screen.findByRole('radio', { name: /Siti Aminah/ })).toBeChecked();
        const couriers = await screen.findByRole('group', { name: 'Courier' });
        const express = await within(couriers).findByRole('radio', { name: /Express/ });
        expect(express.closest('label')).toHaveTextContent(/1-2 working days\s*RM\s?10\.00/);
        expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
        await user.click(express);
        await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

        await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/cart/checkout/checkout'));
        expect(sent).toEqual([
            { name: 'SetShipping', variables: { digital: true } },
            {
                name: 'SetOrderShippingAddress',
                variables: {
                    input: {
                        fullName: 'Siti Aminah',
                        phoneNumber: '0123456789',
                        streetLine1: '12 Jalan Ampang',
                        streetLine2: '',
                        city: 'Shah Alam',
                        province: 'Selangor',
                        postalCode: '40000',
                        countryCode: 'MY',
                    },
                },
            },
            { name: 'SetShipping', variables: { input: { id: 'table:WEST_MY:express', priceWithTax: 1000 } } },
        ]);
    });

    it('skips delivery for an order with nothing to ship', async () => {
        serveCheckout(order());
        mockServer.use(
            graphql.mutation('SetShipping', () => HttpResponse.json({ data: { setShipping: { __typename: 'Order', id: '7', shippingWithTax: 0 } } })),
        );
        const { user, router } = renderShop('/tabs/cart/checkout/details');

        expect(await screen.findByText(/Nothing in this order needs delivery/)).toBeInTheDocument();
        expect(screen.queryByRole('group', { name: 'Courier' })).not.toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
        await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/cart/checkout/checkout'));
    });

    it('picks the province from the chosen country’s list, and shows the server’s refusal of an address', async () => {
        serveCheckout(order(), []);
        mockServer.use(
            graphql.mutation('CreateCustomerAddress', () =>
                HttpResponse.json({
                    errors: [{ message: 'Please choose a state or province from the list for this country', extensions: { code: 'USER_INPUT_ERROR' } }],
                    data: null,
                }),
            ),
        );
        const { user } = renderShop('/tabs/cart/checkout/details');

        const form = await screen.findByRole('form', { name: 'New address' });
        const province = within(form).getByLabelText('State or province');
        await waitFor(() =>
            expect(
                within(province)
                    .getAllByRole('option')
                    .map(o => o.textContent),
            ).toEqual(['Choose a state or province', ...PROVINCES.MY]),
        );
        await user.selectOptions(within(form).getByLabelText('Country'), 'TH');
        expect(
            within(province)
                .getAllByRole('option')
                .map(o => o.textContent),
        ).toEqual(['Choose a state or province', ...PROVINCES.TH]);

        await user.click(within(form).getByRole('button', { name: 'Save address' }));
        expect(within(form).getAllByText('Please fill this in.').length).toBeGreaterThan(0);
        await user.type(within(form).getByLabelText('Full name'), 'Siti');
        await user.type(within(form).getByLabelText('Phone number'), '0123456789');
        await user.type(within(form).getByLabelText('Address'), '1 Sukhumvit');
        await user.type(within(form).getByLabelText('City'), 'Bangkok');
        await user.selectOptions(province, 'Bangkok');
        await user.type(within(form).getByLabelText('Postcode'), '10110');
        await user.click(within(form).getByRole('button', { name: 'Save address' }));
        expect(await within(form).findByRole('alert')).toHaveTextContent('Please choose a state or province from the list for this country');
    });

    it('pays with iPay88 by posting the signed fields to the gateway, and says so in Malay when the payment failed', async () => {
        await changeLanguage('ms');
        serveCheckout(order());
        const calls: string[] = [];
        mockServer.use(
            graphql.mutation('TransitionOrderToState', ({ variables }) => {
                calls.push(`transition ${variables.state}`);
                return HttpResponse.json({ data: { transitionOrderToState: { __typename: 'Order', id: '7', state: 'ArrangingPayment' } } });
            }),
            graphql.mutation('CreateIPayIntent', ({ variables }) => {
                calls.push(`intent ${variables.platform}`);
                return HttpResponse.json({
                    data: {
                        createIPayIntent: {
                            __typename: 'IPayIntent',
                            endpoint: 'https://pay.example/entry',
                            fields: [
                                { name: 'RefNo', value: 'ORD7' },
                                { name: 'Amount', value: '168.00' },
                            ],
                        },
                    },
                });
            }),
        );
        const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
        try {
            const { user } = renderShop('/tabs/cart/checkout/checkout?payment=failed&order=ORD7');
            expect(await screen.findByRole('alert')).toHaveTextContent('Pembayaran anda tidak berjaya dan anda tidak dicaj');
            await user.click(await screen.findByRole('button', { name: 'Bayar dengan iPay88' }));

            await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
            expect(calls).toEqual(['transition ArrangingPayment', 'intent WEB']);
            const form = submit.mock.contexts[0] as HTMLFormElement;
            expect(form.method).toBe('post');
            expect(form.action).toBe('https://pay.example/entry');
            expect(Object.fromEntries(new FormData(form))).toEqual({ RefNo: 'ORD7', Amount: '168.00' });
        } finally {
            submit.mockRestore();
        }
    });

    it('a payment step the shop is too busy for (503) says "busy, try again in a few seconds" in Malay, and trying again goes on to pay', async () => {
        await changeLanguage('ms');
        serveCheckout(order({ state: 'ArrangingPayment' }));
        let busy = true;
        mockServer.use(
            graphql.mutation('CreateIPayIntent', () =>
                busy
                    ? HttpResponse.json(
                          {
                              errors: [
                                  { message: 'The shop is briefly unavailable; try again in a few seconds.', extensions: { code: 'SERVICE_UNAVAILABLE' } },
                              ],
                          },
                          { status: 503, headers: { 'retry-after': '5' } },
                      )
                    : HttpResponse.json({ data: { createIPayIntent: { __typename: 'IPayIntent', endpoint: 'https://pay.example/entry', fields: [] } } }),
            ),
        );
        const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
        try {
            const { user } = renderShop('/tabs/cart/checkout/checkout');
            await user.click(await screen.findByRole('button', { name: 'Bayar dengan iPay88' }));
            expect(await screen.findByRole('alert')).toHaveTextContent('Tuah sibuk sebentar. Cuba lagi dalam beberapa saat.');
            expect(submit).not.toHaveBeenCalled();

            busy = false;
            await user.click(screen.getByRole('button', { name: 'Bayar dengan iPay88' }));
            await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
        } finally {
            submit.mockRestore();
        }
    });

    it('ticking "I need an e-invoice in my own name" asks for it with the saved details, unticking stops asking; a bad TIN is refused beside it', async () => {
        serveCheckout(order());
        const asked: boolean[] = [];
        let saved: { tin: string; idType: string; idNumber: string; name: string } | null = null;
        mockServer.use(
            graphql.query('EInvoiceDetails', () => HttpResponse.json({ data: { eInvoiceDetails: saved } })),
            graphql.mutation('SetEInvoiceDetails', ({ variables }) => {
                if (variables.input.tin !== 'IG12345678901')
                    return HttpResponse.json({
                        data: {
                            setEInvoiceDetails: {
                                __typename: 'EInvoiceDetailsError',
                                errorCode: 'EINVOICE_DETAILS_ERROR',
                                message: 'x',
                                reason: 'TIN_NOT_FOUND',
                            },
                        },
                    });
                saved = variables.input;
                return HttpResponse.json({ data: { setEInvoiceDetails: { __typename: 'EInvoiceDetails', ...variables.input } } });
            }),
            graphql.mutation('RequestEInvoice', ({ variables }) => {
                asked.push(variables.requested);
                return HttpResponse.json({ data: { requestEInvoice: { __typename: 'OrderEInvoice', requested: variables.requested } } });
            }),
        );
        const { user } = renderShop('/tabs/cart/checkout/checkout');
        const box = await screen.findByRole('checkbox', { name: 'I need an e-invoice in my own name' });
        await user.click(box);
        // Nothing saved yet: the form; nothing is asked until the details are kept.
        await user.type(await screen.findByLabelText('Tax identification number (TIN)'), 'IG12345679999');
        await user.type(screen.getByLabelText('ID number'), '900101145678');
        await user.type(screen.getByLabelText('Name on the e-invoice'), 'Siti Aminah');
        await user.click(screen.getByRole('button', { name: 'Save details' }));
        const tin = screen.getByLabelText('Tax identification number (TIN)');
        await waitFor(() => expect(tin).toHaveAccessibleDescription(/LHDN does not know this TIN with this ID number/));
        expect(tin).toHaveValue('IG12345679999');
        expect(asked).toEqual([]);
        await user.clear(tin);
        await user.type(tin, 'IG12345678901');
        await user.click(screen.getByRole('button', { name: 'Save details' }));
        await screen.findByText('An e-invoice will be issued in this name once you pay.');
        expect(asked).toEqual([true]);
        await user.click(box);
        await waitFor(() => expect(asked).toEqual([true, false]));
        expect(screen.queryByText('IG12345678901')).toBeNull();
        // Saved details: ticking again asks at once.
        await user.click(box);
        await screen.findByText('IG12345678901');
        await waitFor(() => expect(asked).toEqual([true, false, true]));
    });

    it('a payment the shop could not take (tickets gone) reads "paid, being refunded" in Malay, with no way to tickets', async () => {
        await changeLanguage('ms');
        const line = { id: '70', customFields: { campaignId: '3' }, campaign: { id: '3', typStr: 'LUCKYDRAW', name: 'Power Bank Draw' }, tickets: [] };
        mockServer.use(
            signedIn(),
            graphql.query('GetOneOrderPooling', () =>
                HttpResponse.json({
                    data: {
                        orderByCode: {
                            id: '7',
                            code: 'ORD7',
                            state: 'AddingItems',
                            currencyCode: 'MYR',
                            gatewayRefunds: [{ amount: 16800, outcome: 'TO_REFUND' }],
                            moneySummary: moneySummary({ lines: [18000], discounts: [['10% off your order', -1800, 'TUAH10']], delivery: 600 }),
                            customFields: { isLBb: true },
                            lines: [line],
                        },
                    },
                }),
            ),
        );
        renderShop('/tabs/cart/checkout/success?order=ORD7');
        expect(await screen.findByText('Kami tidak dapat menerima bayaran anda.')).toBeInTheDocument();
        expect(screen.getByRole('status')).toHaveTextContent(/Dibayar RM\s?168\.00, sedang dibayar balik/);
        expect(screen.getByRole('status')).toHaveTextContent('anda tidak perlu berbuat apa-apa');
        expect(screen.queryByRole('link', { name: 'Lihat tiket saya' })).not.toBeInTheDocument();
    });

    it('shows the paid order’s code and the way to its tickets', async () => {
        mockServer.use(signedIn(), paidOrder('LUCKYDRAW'));
        const { user, router } = renderShop('/tabs/cart/checkout/success?order=ORD7');

        expect(await screen.findByText('Payment received: your tickets are ready.')).toBeInTheDocument();
        expect(screen.getByText('ORD7')).toBeInTheDocument();
        // The total paid, and the tickets earned with their numbers and tiers.
        const paid = screen.getByRole('region', { name: 'Total paid' });
        expect(paid).toHaveTextContent(/Total\s*RM\s?168\.00/);
        const earned = screen.getByRole('region', { name: 'Tickets earned' });
        expect(within(earned).getByText('Power Bank Draw')).toBeInTheDocument();
        expect(within(earned).getByRole('article', { name: /PB-000001/ })).toHaveAttribute('data-rarity', 'COMMON');
        expect(within(earned).getByRole('article', { name: /PB-000002/ })).toHaveAttribute('data-rarity', 'EPIC');
        await user.click(screen.getByRole('link', { name: 'See my tickets' }));
        await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/tickets'));
    });

    it('an order of blind boxes waits until its boxes are made, then leads to them', async () => {
        mockServer.use(
            signedIn(),
            paidOrder('BLINDBOX', poll => poll >= 2),
        );
        const { user, router } = renderShop('/tabs/cart/checkout/success?order=ORD7');

        expect(await screen.findByText('Payment received: your boxes are being packed…')).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: 'Open my boxes' })).not.toBeInTheDocument();
        expect(await screen.findByText('Payment received: your boxes are ready to open.', {}, { timeout: 4000 })).toBeInTheDocument();
        await user.click(screen.getByRole('link', { name: 'Open my boxes' }));
        await waitFor(() => expect(router.state.location.search).toBe('?orderId=7'));
        expect(router.state.location.pathname).toBe('/tabs/blindbox');
    });

    it('an order that earns no tickets (a won prize, paying delivery) leads to the order instead', async () => {
        mockServer.use(signedIn(), paidOrder(null));
        const { user, router } = renderShop('/tabs/cart/checkout/success?order=ORD7');

        expect(await screen.findByText('Payment received: we are getting your order ready to ship.')).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: 'See my tickets' })).not.toBeInTheDocument();
        await user.click(screen.getByRole('link', { name: 'See my order' }));
        await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/order/ORD7'));
    });

    it('keeps the address book on the profile: lists, edits and adds with the same form', async () => {
        let addresses = [book];
        const updates: unknown[] = [];
        mockServer.use(
            signedIn(),
            countries,
            graphql.query('UserShippingAddress', () => HttpResponse.json({ data: { userShippingAddress: addresses } })),
            graphql.mutation('UpdateCustomerAddress', ({ variables }) => {
                updates.push(variables.input);
                const input = variables.input as Partial<CustomerAddressFragment> & { id: string };
                addresses = addresses.map(a => (a.id === input.id ? { ...a, city: input.city ?? a.city } : a));
                return HttpResponse.json({ data: { updateCustomerAddress: addresses[0] } });
            }),
        );
        const { user } = renderShop('/tabs/profile/addresses');

        const list = await screen.findByRole('list', { name: 'My addresses' });
        expect(await within(list).findByText(/12 Jalan Ampang, 40000, Shah Alam, Selangor, Malaysia/)).toBeInTheDocument();
        await user.click(within(list).getByRole('button', { name: 'Edit the address of Siti Aminah' }));
        const form = screen.getByRole('form', { name: 'Edit address' });
        // The form opens on the address as it is, its state chosen.
        await waitFor(() => expect(within(form).getByLabelText('State or province')).toHaveValue('Selangor'));
        await user.clear(within(form).getByLabelText('City'));
        await user.type(within(form).getByLabelText('City'), 'Klang');
        await user.click(within(form).getByRole('button', { name: 'Save address' }));

        expect(await within(list).findByText(/12 Jalan Ampang, 40000, Klang, Selangor/)).toBeInTheDocument();
        expect(updates).toEqual([expect.objectContaining({ id: '21', city: 'Klang', province: 'Selangor', countryCode: 'MY' })]);
        await user.click(screen.getByRole('button', { name: 'Add a new address' }));
        expect(screen.getByRole('form', { name: 'New address' })).toBeInTheDocument();
    });
});
