import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '../../lib/i18n';
import type { CheckCartMutation, GetCartDetailsQuery } from '../../gql/graphql';
import { campaignDetail } from '../../test/campaignMocks';
import { mockServer } from '../../test/mockServer';
import { renderShop } from '../../test/render';
import { cartWithTwoLines, catalogueHandlers } from '../../test/shopApiMocks';
import { signedIn } from '../../test/accountMocks';
import { CHECKOUT_PATH } from './CartPage';

type Cart = NonNullable<GetCartDetailsQuery['activeOrder']>;
const twoLines = cartWithTwoLines.activeOrder!;

/** The shop's cart as `cart()` says each time it is asked (changes re-read it), and the power bank's campaign: at most 3 a shopper. */
function serveCart(cart: () => Cart) {
    mockServer.use(
        graphql.query('GetCartDetails', () => HttpResponse.json({ data: { activeOrder: cart() } })),
        graphql.query('Campaign', () =>
            HttpResponse.json({
                data: { campaign: campaignDetail({ maxQty: 3, ticketPerItem: 1, specialVariant: null, totalTicket: 300, issuedTicket: 180 }) },
            }),
        ),
    );
}

const withQuantity = (cart: Cart, lineId: string, quantity: number): Cart => ({
    ...cart,
    lines: cart.lines.map(line => (line.id === lineId ? { ...line, quantity, linePriceWithTax: line.unitPriceWithTax * quantity } : line)),
});

const orderResult = (field: string) => ({ data: { [field]: { __typename: 'Order', id: '7' } } });

async function lineOf(name: string) {
    const heading = await screen.findByRole('heading', { name });
    return heading.closest('li')!;
}

describe('Cart', () => {
    it('shows each line with its quantity and price, and the totals, in ringgit', async () => {
        mockServer.use(graphql.query('GetCartDetails', () => HttpResponse.json({ data: cartWithTwoLines })));
        renderShop('/tabs/cart');
        await screen.findByRole('heading', { name: 'Power Bank 20,000 mAh' });

        const lines = within(await screen.findByRole('main')).getAllByRole('listitem');
        expect(lines).toHaveLength(2);
        expect(within(lines[0]!).getByRole('heading', { name: 'Power Bank 20,000 mAh' })).toBeInTheDocument();
        expect(lines[0]).toHaveTextContent(/RM\s?89\.00 · Qty 2/);
        expect(lines[0]).toHaveTextContent(/RM\s?178\.00/);
        expect(lines[1]).toHaveTextContent(/Qty 1/);

        expect(screen.getByText('3 items')).toBeInTheDocument();
        const totals = screen.getByText('Subtotal').closest('dl')!;
        expect(totals).toHaveTextContent(/Items\s*RM\s?347\.00/);
        expect(totals).toHaveTextContent(/Subtotal\s*RM\s?347\.00/);
        expect(totals).toHaveTextContent(/Delivery \(J&T Express, Standard \(2-3 working days\)\)\s*RM\s?8\.00/);
        expect(totals).toHaveTextContent(/Total\s*RM\s?355\.00/);
    });

    it('says the cart is empty when the shopper has no order yet', async () => {
        mockServer.use(
            ...catalogueHandlers,
            graphql.query('GetCartDetails', () => HttpResponse.json({ data: { activeOrder: null } })),
        );
        const { user, router } = renderShop('/tabs/cart');

        expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
        await user.click(screen.getByRole('link', { name: 'Start shopping' }));
        await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/home'));
    });

    it('offers a retry when the cart cannot be loaded', async () => {
        mockServer.use(graphql.query('GetCartDetails', () => HttpResponse.error()));
        const { user } = renderShop('/tabs/cart');

        expect(await screen.findByRole('alert')).toHaveTextContent('Operations anomaly, please try again later');
        mockServer.use(graphql.query('GetCartDetails', () => HttpResponse.json({ data: { activeOrder: null } })));
        await user.click(screen.getByRole('button', { name: 'Try again' }));
        expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    });

    it('shows each line’s campaign and tickets and changes its quantity within the campaign’s limit', async () => {
        let cart = twoLines;
        serveCart(() => cart);
        const adjusted: unknown[] = [];
        mockServer.use(
            graphql.mutation('AdjustOrderLine', ({ variables }) => {
                adjusted.push(variables);
                cart = withQuantity(cart, variables.orderLineId as string, variables.quantity as number);
                return HttpResponse.json(orderResult('adjustOrderLine'));
            }),
        );
        const { user } = renderShop('/tabs/cart');

        const powerBank = await lineOf('Power Bank 20,000 mAh');
        expect(await within(powerBank).findByText(/Earbuds Giveaway · 2 tickets/)).toBeInTheDocument();
        await user.click(within(powerBank).getByRole('button', { name: 'One more Power Bank 20,000 mAh' }));

        await waitFor(() => expect(powerBank).toHaveTextContent(/Qty 3/));
        expect(adjusted).toEqual([{ orderLineId: '11', quantity: 3 }]);
        expect(powerBank).toHaveTextContent('3 tickets');
        // The campaign's maxQty is 3: no more.
        expect(within(powerBank).getByRole('button', { name: 'One more Power Bank 20,000 mAh' })).toBeDisabled();
    });

    it('stops the + at the room the shopper has left after paid orders, not at the campaign’s cap', async () => {
        // Issue 31 row 3: a cap of 3 a shopper, one already bought: a line of 2 has no room for a third.
        serveCart(() => ({ ...twoLines, lines: twoLines.lines.map(line => (line.id === '11' ? { ...line, quantityAvailable: 2 } : line)) }));
        renderShop('/tabs/cart');

        const powerBank = await lineOf('Power Bank 20,000 mAh');
        await within(powerBank).findByText(/Earbuds Giveaway · 2 tickets/);
        expect(powerBank).toHaveTextContent(/Qty 2/);
        expect(within(powerBank).getByRole('button', { name: 'One more Power Bank 20,000 mAh' })).toBeDisabled();
        expect(within(powerBank).getByRole('button', { name: 'One fewer Power Bank 20,000 mAh' })).toBeEnabled();
    });

    it.each([
        ['en', 'Prize', 'Remove Lucky Cat Figurine Gold', 'One more Lucky Cat Figurine Gold'],
        ['ms', 'Hadiah', 'Buang Lucky Cat Figurine Gold', 'Tambah satu Lucky Cat Figurine Gold'],
    ] as const)('labels a won prize line as the prize and offers no quantity to change, only removing it (%s)', async (language, label, remove, more) => {
        // Issue 31: the prize line had no label and a + button that only warned.
        await act(() => changeLanguage(language));
        const prize = { ...twoLines.lines[1]!, linePriceWithTax: 0, unitPriceWithTax: 0, customFields: { campaignId: null, prizeId: '5' } };
        serveCart(() => ({ ...twoLines, lines: [twoLines.lines[0]!, prize] }));
        renderShop('/tabs/cart');

        const line = await lineOf('Lucky Cat Figurine Gold');
        expect(within(line).getByText(label)).toBeInTheDocument();
        expect(within(line).getByRole('button', { name: remove })).toBeInTheDocument();
        expect(within(line).queryByRole('button', { name: more })).not.toBeInTheDocument();
        expect(within(await lineOf('Power Bank 20,000 mAh')).queryByText(label)).not.toBeInTheDocument();
    });

    it.each([
        ['en', /Earbuds Giveaway · 2 boxes/],
        ['ms', /Earbuds Giveaway · 2 kotak/],
    ] as const)('counts a blind-box line in boxes, as the campaign page does, not tickets (%s)', async (language, boxes) => {
        await act(() => changeLanguage(language));
        serveCart(() => twoLines);
        mockServer.use(graphql.query('Campaign', () => HttpResponse.json({ data: { campaign: campaignDetail({ typStr: 'BLINDBOX', maxQty: 3 }) } })));
        renderShop('/tabs/cart');
        expect(await within(await lineOf('Power Bank 20,000 mAh')).findByText(boxes)).toBeInTheDocument();
    });

    it('shows the server’s refusal of a quantity in the shopper’s words', async () => {
        serveCart(() => twoLines);
        mockServer.use(
            graphql.mutation('AdjustOrderLine', () =>
                HttpResponse.json({
                    data: {
                        adjustOrderLine: { __typename: 'InsufficientStockError', errorCode: 'INSUFFICIENT_STOCK_ERROR', message: 'x', quantityAvailable: 1 },
                    },
                }),
            ),
        );
        const { user } = renderShop('/tabs/cart');

        const figurine = await lineOf('Lucky Cat Figurine Gold');
        await user.click(within(figurine).getByRole('button', { name: 'One more Lucky Cat Figurine Gold' }));
        // A toast (Base UI announces it a second time).
        expect((await screen.findAllByText('Sorry, only 1 left in stock.')).length).toBeGreaterThan(0);
        expect(figurine).toHaveTextContent(/Qty 1/);
    });

    it('reopens an order that was waiting for payment, so that it can be edited again', async () => {
        let cart: Cart = { ...twoLines, state: 'ArrangingPayment' };
        serveCart(() => cart);
        const transitions: unknown[] = [];
        mockServer.use(
            graphql.mutation('TransitionOrderToState', ({ variables }) => {
                transitions.push(variables.state);
                cart = { ...cart, state: 'AddingItems' };
                return HttpResponse.json({ data: { transitionOrderToState: { __typename: 'Order', id: '7', state: 'AddingItems' } } });
            }),
        );
        renderShop('/tabs/cart');

        await lineOf('Power Bank 20,000 mAh');
        await waitFor(() => expect(transitions).toEqual(['AddingItems']));
    });

    it('removes a line', async () => {
        let cart = twoLines;
        serveCart(() => cart);
        mockServer.use(
            graphql.mutation('RemoveOrderLine', ({ variables }) => {
                cart = { ...cart, totalQuantity: 2, lines: cart.lines.filter(line => line.id !== variables.orderLineId) };
                return HttpResponse.json(orderResult('removeOrderLine'));
            }),
        );
        const { user } = renderShop('/tabs/cart');

        await user.click(within(await lineOf('Lucky Cat Figurine Gold')).getByRole('button', { name: 'Remove Lucky Cat Figurine Gold' }));
        await waitFor(() => expect(screen.queryByRole('heading', { name: 'Lucky Cat Figurine Gold' })).not.toBeInTheDocument());
        expect(within(screen.getByRole('main')).getAllByRole('listitem')).toHaveLength(1);
    });

    it('applies a coupon and takes it off again', async () => {
        let cart = twoLines;
        serveCart(() => cart);
        mockServer.use(
            graphql.mutation('ApplyCouponCode', ({ variables }) => {
                cart = { ...cart, couponCodes: [variables.couponCode as string] };
                return HttpResponse.json(orderResult('applyCouponCode'));
            }),
            graphql.mutation('RemoveCouponCode', () => {
                cart = { ...cart, couponCodes: [] };
                return HttpResponse.json({ data: { removeCouponCode: { id: '7' } } });
            }),
        );
        const { user } = renderShop('/tabs/cart');

        await user.type(await screen.findByLabelText('Coupon code'), 'LUCKY10');
        await user.click(screen.getByRole('button', { name: 'Apply' }));
        expect(await screen.findByText('Coupon LUCKY10 applied')).toBeInTheDocument();
        expect(screen.getByLabelText('Coupon code')).toHaveValue('');

        await user.click(screen.getByRole('button', { name: 'Remove coupon LUCKY10' }));
        await waitFor(() => expect(screen.queryByText('Coupon LUCKY10 applied')).not.toBeInTheDocument());
    });

    it.each([
        ['en', 'The coupon code you entered is invalid. Please contact our support team for further assistance.', 'Coupon code', 'Apply'],
        ['ms', 'Kod kupon yang anda masukkan tidak sah. Sila hubungi pasukan sokongan kami untuk bantuan lanjut.', 'Kod kupon', 'Guna'],
    ] as const)('says an invalid coupon is invalid (%s)', async (language, message, label, apply) => {
        await act(() => changeLanguage(language));
        serveCart(() => twoLines);
        mockServer.use(
            graphql.mutation('ApplyCouponCode', () =>
                HttpResponse.json({
                    data: { applyCouponCode: { __typename: 'CouponCodeInvalidError', errorCode: 'COUPON_CODE_INVALID_ERROR', message: 'x' } },
                }),
            ),
        );
        const { user } = renderShop('/tabs/cart');

        const field = await screen.findByLabelText(label);
        await user.type(field, 'NOPE');
        await user.click(screen.getByRole('button', { name: apply }));
        expect(await screen.findByRole('alert')).toHaveTextContent(message);
        expect(field).toHaveAttribute('aria-invalid', 'true');
    });

    const problems: CheckCartMutation = {
        checkCart: {
            ok: false,
            problems: [
                { code: 'SOLD_OUT', message: 'x', orderLineId: '11', quantityAvailable: 1, maxQty: null, period: null, remaining: null, excludedUntil: null },
                {
                    code: 'ITEM_UNAVAILABLE',
                    message: 'x',
                    orderLineId: '12',
                    quantityAvailable: null,
                    maxQty: null,
                    period: null,
                    remaining: null,
                    excludedUntil: null,
                },
            ],
        },
    };

    it.each([
        ['en', 'Continue', 'Only 1 left for this campaign.', 'Reduce to 1', 'This item is no longer available.', 'Remove'],
        ['ms', 'Teruskan', 'Hanya tinggal 1 untuk kempen ini.', 'Kurangkan kepada 1', 'Barangan ini tidak lagi tersedia.', 'Buang'],
    ] as const)(
        'checks the cart on Continue and shows each problem beside its line, fixable there (%s)',
        async (language, proceed, soldOut, reduce, unavailable, remove) => {
            await act(() => changeLanguage(language));
            let cart = twoLines;
            serveCart(() => cart);
            mockServer.use(
                graphql.mutation('CheckCart', () => HttpResponse.json({ data: problems })),
                graphql.mutation('AdjustOrderLine', ({ variables }) => {
                    cart = withQuantity(cart, variables.orderLineId as string, variables.quantity as number);
                    return HttpResponse.json(orderResult('adjustOrderLine'));
                }),
            );
            const { user, router } = renderShop('/tabs/cart');

            const powerBank = await lineOf('Power Bank 20,000 mAh');
            const figurine = await lineOf('Lucky Cat Figurine Gold');
            await user.click(screen.getByRole('button', { name: proceed }));

            expect(await within(powerBank).findByRole('alert')).toHaveTextContent(soldOut);
            expect(within(figurine).getByRole('alert')).toHaveTextContent(unavailable);
            expect(within(within(figurine).getByRole('alert')).getByRole('button', { name: remove })).toBeInTheDocument();
            expect(router.state.location.pathname).toBe('/tabs/cart');

            await user.click(within(powerBank).getByRole('button', { name: reduce }));
            await waitFor(() => expect(within(powerBank).queryByRole('alert')).not.toBeInTheDocument());
            expect(within(figurine).getByRole('alert')).toBeInTheDocument();
        },
    );

    it.each([
        ['en', 'Continue', 'You can buy 1 more of this campaign.', 'Reduce to 1'],
        ['ms', 'Teruskan', 'Anda boleh membeli 1 lagi untuk kempen ini.', 'Kurangkan kepada 1'],
    ] as const)('words a line over the per-shopper limit as the room left, not the cap (%s)', async (language, proceed, roomLeft, reduce) => {
        // Issue 31 row 3: a cap of 20 with 19 already bought leaves room for 1, whatever the cap says.
        await act(() => changeLanguage(language));
        serveCart(() => twoLines);
        mockServer.use(
            graphql.mutation('CheckCart', () =>
                HttpResponse.json({
                    data: { checkCart: { ok: false, problems: [{ code: 'MAX_QTY', message: 'x', orderLineId: '11', quantityAvailable: 1, maxQty: 20 }] } },
                }),
            ),
        );
        const { user } = renderShop('/tabs/cart');

        const powerBank = await lineOf('Power Bank 20,000 mAh');
        await user.click(screen.getByRole('button', { name: proceed }));
        const alert = await within(powerBank).findByRole('alert');
        expect(alert).toHaveTextContent(roomLeft);
        expect(alert).not.toHaveTextContent('20');
        expect(within(alert).getByRole('button', { name: reduce })).toBeInTheDocument();
    });

    it.each([
        ['en', 'Continue', 'This cart would pass your weekly spending limit: RM 12.50 left this week.', 'My limits', 'Responsible play'],
        ['ms', 'Teruskan', 'Troli ini melebihi had perbelanjaan mingguan anda: baki RM 12.50 minggu ini.', 'Had saya', 'Main secara bertanggungjawab'],
    ] as const)(
        'words a spending limit with what remains, in the shop’s money format, and links to the limits (%s)',
        async (language, proceed, text, link, limitsPage) => {
            await act(() => changeLanguage(language));
            serveCart(() => twoLines);
            const problem = {
                code: 'SPENDING_LIMIT',
                message: 'x',
                orderLineId: '11',
                quantityAvailable: null,
                maxQty: null,
                period: 'WEEKLY',
                remaining: 1250,
                excludedUntil: null,
            };
            mockServer.use(
                // Spending limits are a signed-in shopper's: the limits page the link opens is theirs.
                signedIn(),
                graphql.mutation('CheckCart', () => HttpResponse.json({ data: { checkCart: { ok: false, problems: [problem] } } })),
                // The limits page the link opens.
                graphql.query('ResponsiblePlay', () =>
                    HttpResponse.json({
                        data: {
                            responsiblePlay: { dateOfBirth: '1990-01-01', adult: true, excludedUntil: null, excludedBy: null, limits: [] },
                            spendingHistory: { totalItems: 0, items: [] },
                        },
                    }),
                ),
            );
            const { user, router } = renderShop('/tabs/cart');

            const powerBank = await lineOf('Power Bank 20,000 mAh');
            await user.click(screen.getByRole('button', { name: proceed }));
            const alert = await within(powerBank).findByRole('alert');
            expect(alert.textContent?.replace(/\u00a0/g, ' ')).toContain(text);
            // Removing the line is not the way out: the limits are.
            expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
            await user.click(within(alert).getByRole('link', { name: link }));
            // The page itself, not a sign-in that replaced it a moment later.
            expect(await screen.findByRole('heading', { level: 1, name: limitsPage })).toBeVisible();
            expect(router.state.location.pathname).toBe('/tabs/profile/responsible-play');
        },
    );

    it('goes on to checkout when the check finds nothing wrong', async () => {
        serveCart(() => twoLines);
        mockServer.use(graphql.mutation('CheckCart', () => HttpResponse.json({ data: { checkCart: { ok: true, problems: [] } } })));
        const { user, router } = renderShop('/tabs/cart');

        await user.click(await screen.findByRole('button', { name: 'Continue' }));
        await waitFor(() => expect(router.state.location.pathname).toBe(CHECKOUT_PATH));
    });
});
