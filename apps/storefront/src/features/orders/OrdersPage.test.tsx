import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '../../lib/i18n';
import { signedIn } from '../../test/accountMocks';
import { mockServer } from '../../test/mockServer';
import { renderShop } from '../../test/render';
import { moneySummary } from '../../test/shopApiMocks';

const COUNTS = { won: 2, processing: 12, shipped: 0, completed: 0 };

const summary = (n: number) => ({
    id: String(n),
    code: `CODE${String(n).padStart(4, '0')}`,
    state: 'PaymentSettled',
    orderPlacedAt: '2026-11-22T10:00:00.000Z',
    totalQuantity: 1,
    totalWithTax: 2900,
    currencyCode: 'MYR',
    lines: [{ id: `l${n}`, featuredAsset: null, productVariant: { id: '1', name: 'Tuah Cap' } }],
});

const order = (overrides: Record<string, unknown> = {}) => ({
    ...summary(1),
    subTotalWithTax: 2900,
    shippingWithTax: 800,
    totalWithTax: 3200,
    couponCodes: ['MERDEKA'],
    courierName: 'Tuah Courier',
    courierService: null,
    customFields: { paidAt: null, createDt: null, epTracking: null, epName: 'Tuah Courier', epPrice: 800, epDesc: null, isLBb: true },
    discounts: [{ description: 'Merdeka sale', amountWithTax: -500 }],
    moneySummary: moneySummary({ lines: [2900], discounts: [['Merdeka sale', -500, 'MERDEKA']], delivery: 800 }),
    shippingLines: [{ priceWithTax: 800, discountedPriceWithTax: 800 }],
    shippingAddress: null,
    fulfillments: [],
    tracking: null,
    invoices: [],
    payments: [{ id: 'p1', method: 'ipay88', state: 'Settled', transactionId: 'T1', amount: 3200, createdAt: '2026-11-22T10:00:00.000Z' }],
    lines: [
        {
            id: 'l1',
            quantity: 2,
            linePriceWithTax: 2900,
            featuredAsset: null,
            productVariant: { id: '7', name: 'Mystery Box' },
            campaign: { id: '3', name: 'Box Festival', typStr: 'BLINDBOX', ticketPerItem: 1, ticketPerItemForSp: 1, specialVariant: null },
            blindBoxes: [],
        },
    ],
    ...overrides,
});

describe('the Order tab', () => {
    it('shows each bucket with its count and loads the next page of orders as the list ends', async () => {
        const asked: unknown[] = [];
        mockServer.use(
            signedIn(),
            graphql.query('GetAllOrders', ({ variables }) => {
                const options = variables.options as { bucket: string; skip?: number; take?: number };
                asked.push(options);
                const items =
                    options.bucket === 'Processing'
                        ? Array.from({ length: 12 }, (_, i) => summary(i + 1)).slice(options.skip ?? 0, (options.skip ?? 0) + (options.take ?? 10))
                        : [];
                return HttpResponse.json({ data: { getAllOrders: { totalItems: options.bucket === 'Processing' ? 12 : 0, items, counts: COUNTS } } });
            }),
        );
        const { user } = renderShop('/tabs/order');
        const tabs = await screen.findByRole('tablist', { name: 'Orders by status' });
        expect(await within(tabs).findByRole('tab', { name: 'Processing, 12', selected: true })).toBeInTheDocument();
        expect(within(tabs).getByRole('tab', { name: 'Won, 2' })).toBeInTheDocument();
        expect(await screen.findByRole('link', { name: /Order CODE0010/ })).toHaveAttribute('href', '/tabs/order/CODE0010');

        await user.click(screen.getByRole('button', { name: 'Load more' }));
        expect(await screen.findByRole('link', { name: /Order CODE0012/ })).toBeInTheDocument();
        expect(asked).toContainEqual({ bucket: 'Processing', skip: 10, take: 10 });

        // Won prizes are no orders: the tab says how many wait to be added to the cart.
        await user.click(within(tabs).getByRole('tab', { name: 'Won, 2' }));
        expect(await screen.findByRole('heading', { name: 'You won 2 prizes that are not in an order yet' })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'See my won prizes' })).toHaveAttribute('href', '/tabs/profile/won');
        await user.click(within(tabs).getByRole('tab', { name: 'Shipped, 0' }));
        expect(await screen.findByRole('heading', { name: 'Nothing on its way' })).toBeInTheDocument();
    });
});

describe('the order page', () => {
    it('shows lines, discounts, coupon, payments and total; polls until the blind boxes exist, then offers to open them', async () => {
        let polls = 0;
        mockServer.use(
            signedIn(),
            graphql.query('GetOneOrder', () =>
                HttpResponse.json({ data: { getOneOrder: order({ customFields: { ...order().customFields, isLBb: false } }) } }),
            ),
            graphql.query('GetOneOrderPooling', () => {
                polls++;
                return HttpResponse.json({
                    data: { orderByCode: { id: '1', code: 'CODE0001', state: 'PaymentSettled', customFields: { isLBb: polls >= 2 }, lines: [] } },
                });
            }),
        );
        renderShop('/tabs/order/CODE0001');
        expect(await screen.findByRole('heading', { level: 1, name: 'Order CODE0001' })).toBeInTheDocument();
        expect(screen.getByText('Campaign: Box Festival')).toBeInTheDocument();
        const progress = within(screen.getByRole('list', { name: 'Order progress' }));
        expect(progress.getByText('Paid').textContent).toBe('Paid (done)');
        expect(progress.getByText('Shipped').textContent).toBe('Shipped');
        const summaryRegion = screen.getByRole('region', { name: 'Summary' });
        expect(within(summaryRegion).getByText('Merdeka sale (MERDEKA)')).toBeInTheDocument();
        expect(summaryRegion).toHaveTextContent(/Items\s*RM\s?29\.00/);
        expect(summaryRegion).toHaveTextContent(/Subtotal\s*RM\s?24\.00/);
        expect(within(summaryRegion).getByText('RM 32.00')).toBeInTheDocument();
        expect(within(screen.getByRole('region', { name: 'Delivery' })).getByText('Your order has not shipped yet.')).toBeInTheDocument();
        expect(screen.getByText('Preparing your blind boxes…')).toBeInTheDocument();

        const open = await screen.findByRole('link', { name: 'Open your blind boxes' }, { timeout: 10_000 });
        expect(open).toHaveAttribute('href', '/tabs/blindbox?orderId=1');
        expect(polls).toBeGreaterThanOrEqual(2);
    });

    it("shows a shipped order's courier updates and offers its invoice", async () => {
        const shipped = order({
            state: 'Shipped',
            customFields: { ...order().customFields, epTracking: 'EP123', epName: 'J&T Express' },
            fulfillments: [{ id: 'f1', state: 'Shipped', method: 'J&T Express', trackingCode: 'EP123', updatedAt: '2026-11-23T09:00:00.000Z' }],
            tracking: { trackingNumber: 'EP123', status: 'In transit', events: [{ status: 'Picked up', at: '2026-11-23 09:00', location: 'Shah Alam' }] },
            invoices: [{ invoiceNumber: 'TUAH-2026-000042', downloadUrl: '/invoices/TUAH-2026-000042.pdf?sig=x' }],
        });
        mockServer.use(
            signedIn(),
            graphql.query('GetOneOrder', () => HttpResponse.json({ data: { getOneOrder: shipped } })),
        );
        renderShop('/tabs/order/CODE0001');
        const updates = within(await screen.findByRole('list', { name: 'Courier updates: In transit' }));
        expect(updates.getByText('Picked up')).toBeInTheDocument();
        expect(updates.getByText('2026-11-23 09:00 · Shah Alam')).toBeInTheDocument();
        const invoice = within(screen.getByRole('region', { name: 'Invoice' })).getByRole('link', { name: 'Download invoice TUAH-2026-000042 (PDF)' });
        expect(invoice).toHaveAttribute('href', '/invoices/TUAH-2026-000042.pdf?sig=x');
    });

    it("says where the order's e-invoice is, in plain words and in Malay: its own (valid with MyInvois's link, being validated) or the month's consolidated one, none before paying", async () => {
        const paid = { ...order().customFields, paidAt: '2026-11-22T10:00:00.000Z' };
        const eInvoice = (fields: Record<string, unknown>) => ({
            requested: true,
            kind: 'INVOICE',
            number: 'TUAH-2026-000042',
            status: null,
            validationUrl: null,
            ...fields,
        });
        let shown = order({ customFields: paid, eInvoice: eInvoice({ status: 'VALID', validationUrl: 'https://myinvois.example/U1/share/L1' }) });
        mockServer.use(
            signedIn(),
            graphql.query('GetOneOrder', () => HttpResponse.json({ data: { getOneOrder: shown } })),
        );
        const view = renderShop('/tabs/order/CODE0001');
        const section = async () => within(await screen.findByRole('region', { name: 'E-invoice' }));
        expect((await section()).getByText('Your e-invoice TUAH-2026-000042 is valid.')).toBeInTheDocument();
        expect((await section()).getByRole('link', { name: 'Check it on MyInvois' })).toHaveAttribute('href', 'https://myinvois.example/U1/share/L1');
        view.unmount();

        await changeLanguage('ms');
        try {
            shown = order({ customFields: paid, eInvoice: eInvoice({ status: 'SUBMITTED' }) });
            let again = renderShop('/tabs/order/CODE0001');
            const ms = async () => within(await screen.findByRole('region', { name: 'E-invois' }));
            expect((await ms()).getByText('E-invois anda TUAH-2026-000042 telah dihantar ke LHDN MyInvois dan sedang disahkan.')).toBeInTheDocument();
            expect((await ms()).queryByRole('link')).toBeNull();
            again.unmount();
            shown = order({
                customFields: paid,
                eInvoice: { requested: false, kind: 'CONSOLIDATED', number: 'CON-2026-11', status: 'VALID', validationUrl: 'https://x' },
            });
            again = renderShop('/tabs/order/CODE0001');
            expect((await ms()).getByText('Pesanan ini dimasukkan ke dalam e-invois disatukan bulanan CON-2026-11.')).toBeInTheDocument();
            // The consolidated document is the general public's, not the shopper's: no link to it.
            expect((await ms()).queryByRole('link')).toBeNull();
            again.unmount();
            // Not asked and not paid: nothing to say yet.
            shown = order({ eInvoice: { requested: false, kind: null, number: null, status: null, validationUrl: null } });
            renderShop('/tabs/order/CODE0001');
            await screen.findByRole('region', { name: 'Ringkasan' });
            expect(screen.queryByRole('region', { name: 'E-invois' })).toBeNull();
        } finally {
            await changeLanguage('en');
        }
    });

    it('copies the order code with a toast', async () => {
        mockServer.use(
            signedIn(),
            graphql.query('GetOneOrder', () => HttpResponse.json({ data: { getOneOrder: order() } })),
        );
        const { user } = renderShop('/tabs/order/CODE0001');
        await user.click(await screen.findByRole('button', { name: 'Copy order code' }));
        expect(await screen.findByText('Order id copied to clipboard')).toBeInTheDocument();
        expect(await navigator.clipboard.readText()).toBe('CODE0001');
    });

    it('a payment the shop refused reads paid, being refunded, and offers no tickets that were never issued', async () => {
        const refused = order({
            state: 'AddingItems',
            orderPlacedAt: null,
            payments: [],
            gatewayRefunds: [{ amount: 3200, outcome: 'TO_REFUND' }],
            lines: [
                {
                    ...order().lines[0],
                    campaign: { id: '4', name: 'Cap Draw', typStr: 'LUCKYDRAW', ticketPerItem: 1, ticketPerItemForSp: 1, specialVariant: null },
                },
            ],
        });
        mockServer.use(
            signedIn(),
            graphql.query('GetOneOrder', () => HttpResponse.json({ data: { getOneOrder: refused } })),
        );
        renderShop('/tabs/order/CODE0001');
        expect(await screen.findByText('Campaign: Cap Draw')).toBeInTheDocument();
        expect(screen.getByRole('status')).toHaveTextContent(/being refunded/);
        expect(screen.queryByRole('link', { name: 'View tickets' })).toBeNull();
    });

    it("says so when the code names none of the shopper's orders", async () => {
        mockServer.use(
            signedIn(),
            graphql.query('GetOneOrder', () => HttpResponse.json({ data: { getOneOrder: null } })),
        );
        renderShop('/tabs/order/SOMEONE-ELSES');
        expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    });
});
