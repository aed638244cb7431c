import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '../lib/i18n';
import { signedIn } from '../test/accountMocks';
import { mockServer } from '../test/mockServer';
import { renderShop } from '../test/render';
import { UNAVAILABLE_RETRY_MS } from './ErrorState';

const COUNTS = { won: 0, processing: 1, shipped: 0, completed: 0 };
const ORDER = {
    id: '1',
    code: 'CODE0001',
    state: 'PaymentSettled',
    orderPlacedAt: '2026-11-22T10:00:00.000Z',
    totalQuantity: 1,
    totalWithTax: 2900,
    currencyCode: 'MYR',
    lines: [{ id: 'l1', featuredAsset: null, productVariant: { id: '1', name: 'Tuah Cap' } }],
};

/** The Order tab's list: unavailable until `back()`, then the shopper's one order. */
function ordersAfterOutage() {
    let down = true;
    let asked = 0;
    mockServer.use(
        signedIn(),
        graphql.query('GetAllOrders', () => {
            asked++;
            // The shop's answer while its database is away (docs/deploy.md#faults): 503, SERVICE_UNAVAILABLE, no data.
            if (down) {
                return HttpResponse.json(
                    { data: null, errors: [{ message: 'Tuah cannot reach its database for a moment', extensions: { code: 'SERVICE_UNAVAILABLE' } }] },
                    { status: 503, headers: { 'retry-after': '5' } },
                );
            }
            return HttpResponse.json({ data: { getAllOrders: { totalItems: 1, items: [ORDER], counts: COUNTS } } });
        }),
    );
    return { back: () => (down = false), asked: () => asked };
}

describe('a page the shop cannot serve for a moment', () => {
    afterEach(() => {
        vi.useRealTimers();
    });

    it.each([
        ['en', 'Tuah is busy for a moment. This page will load by itself shortly.'],
        ['ms', 'Tuah sibuk sebentar. Halaman ini akan dimuatkan sendiri sebentar lagi.'],
    ])('says so (%s) and loads by itself once the shop answers again, without a tap', async (language, message) => {
        await i18n.changeLanguage(language);
        vi.useFakeTimers({ shouldAdvanceTime: true });
        const shop = ordersAfterOutage();
        renderShop('/tabs/order');

        const notice = await screen.findByRole('alert');
        expect(within(notice).getByText(message)).toBeInTheDocument();
        // Still away at the next try by itself: asked again, the notice stays.
        const before = shop.asked();
        await vi.advanceTimersByTimeAsync(UNAVAILABLE_RETRY_MS);
        await vi.waitFor(() => expect(shop.asked()).toBeGreaterThan(before));
        expect(screen.getByRole('alert')).toBeInTheDocument();
        // The shop is back: the next try finds the order, and nobody tapped anything.
        shop.back();
        await vi.advanceTimersByTimeAsync(UNAVAILABLE_RETRY_MS);
        expect(await screen.findByRole('link', { name: /CODE0001/ })).toBeInTheDocument();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('any other failure keeps the operations-anomaly notice and waits for the shopper to try again', async () => {
        vi.useFakeTimers({ shouldAdvanceTime: true });
        let asked = 0;
        mockServer.use(
            signedIn(),
            graphql.query('GetAllOrders', () => {
                asked++;
                return HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }], data: null });
            }),
        );
        renderShop('/tabs/order');
        const notice = await screen.findByRole('alert');
        expect(within(notice).getByText('Operations anomaly, please try again later')).toBeInTheDocument();
        const before = asked;
        await vi.advanceTimersByTimeAsync(3 * UNAVAILABLE_RETRY_MS);
        expect(asked).toBe(before);
    });
});

describe('a page opened offline', () => {
    afterEach(() => vi.restoreAllMocks());

    it('says the phone is offline, and loads by itself once it is back online, without a tap', async () => {
        let online = false;
        vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
        let asked = 0;
        mockServer.use(
            signedIn(),
            graphql.query('GetAllOrders', () => {
                asked++;
                // What fetch does with no network.
                if (!online) return HttpResponse.error();
                return HttpResponse.json({ data: { getAllOrders: { totalItems: 1, items: [ORDER], counts: COUNTS } } });
            }),
        );
        renderShop('/tabs/order');
        const notice = await screen.findByRole('alert');
        expect(within(notice).getByText("You're offline. This will load when you're back online.")).toBeInTheDocument();
        const before = asked;

        online = true;
        window.dispatchEvent(new Event('online'));
        expect(await screen.findByRole('link', { name: /CODE0001/ })).toBeInTheDocument();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        expect(asked).toBeGreaterThan(before);
    });
});
