import { ADD_ITEM, createCampaign, createShopper, gql, pay, productVariants, shopApi, TestServer, toArrangingPayment, withShop } from '@tuah/testing';
import { beforeAll, describe, expect, it } from 'vitest';

const INBOX = `query ($take: Int) {
  readNotification(options: { take: $take, filter: { tag: { eq: "CAMPAIGN_CANCELLED" } } }) {
    totalItems
    items { id tag title msg imgUrl actionTyp actionVal metaData isRead createdAt }
  }
}`;
const MARK_READ = 'mutation ($ids: [ID!]!) { notificationsMarkRead(input: { ids: $ids }) { id isRead } }';

describe('engagement: holders are told when a campaign is cancelled', () => {
    let server: TestServer;
    let admin: string;
    let alice: { token: string; customerId: string };
    let bob: { token: string; customerId: string };
    let carol: { token: string; customerId: string };

    withShop(shop => ({ server, admin } = shop));
    beforeAll(async () => {
        [alice, bob, carol] = await Promise.all(['alice', 'bob', 'carol'].map(name => createShopper(server, admin, name)));
    });

    /** The cancellation notices only (paying also brought TICKETS_ISSUED). */
    async function inbox(token: string, language?: string) {
        const url = language ? `${server.shopApiUrl}?languageCode=${language}` : server.shopApiUrl;
        return (await gql(url, INBOX, { take: 10 }, token)).readNotification;
    }

    it(
        'a campaign below its minimum at endDate: paid orders refunded, tickets void, one notification per holder in English and Malay',
        { timeout: 120_000 },
        async () => {
            const cap = await productVariants(server.shopApiUrl, 'cap');
            const campaign = await createCampaign(server, admin, {
                productId: cap.productId,
                totalTicket: 10,
                minTicket: 5,
                translations: [
                    { languageCode: 'en', name: 'Rainy Day Draw', description: 'd', cardBuyTxt: 'Buy' },
                    { languageCode: 'ms', name: 'Cabutan Hari Hujan', description: 'd', cardBuyTxt: 'Beli' },
                ],
            });
            const orderCodes: string[] = [];
            for (const [shopper, quantity] of [
                [alice, 1],
                [bob, 2],
            ] as const) {
                expect(
                    (await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: quantity, c: campaign.id }, shopper.token)).addItemToOrder.__typename,
                ).toBe('Order');
                expect((await toArrangingPayment(server.shopApiUrl, shopper.token)).__typename).toBe('Order');
                const paid = await pay(server.shopApiUrl, shopper.token);
                expect(paid.state).toBe('PaymentSettled');
                orderCodes.push(paid.code);
            }

            // Its end moves into the past (rather than being waited for): it reads as cancelled at once.
            await gql(
                server.adminApiUrl,
                'mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { ... on Campaign { id } } }',
                { input: { id: campaign.id, endDate: new Date(Date.now() - 1000).toISOString() } },
                admin,
            );
            const progress = await gql(server.shopApiUrl, 'query ($c: ID!) { campaignProgress(campaignId: $c) { state stage isCancelled } }', {
                c: campaign.id,
            });
            expect(progress.campaignProgress).toEqual({ state: 'ENDED', stage: 'ENDED', isCancelled: true });
            // Reads write nothing: a sale attempt cancels it for real (or the draw sweeper or the minutely task, whichever first).
            const refused = await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 1, c: campaign.id }, carol.token);
            expect(refused.addItemToOrder).toMatchObject({ errorCode: 'CAMPAIGN_UNAVAILABLE_ERROR', reason: 'ENDED' });

            for (const code of orderCodes) {
                const orders = await gql(
                    server.adminApiUrl,
                    'query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { totalWithTax payments { state refunds { total state } } } } }',
                    { code },
                    admin,
                );
                const [order] = orders.orders.items;
                expect(order.payments).toEqual([{ state: 'Settled', refunds: [{ total: expect.any(Number), state: 'Settled' }] }]);
                expect(order.payments[0].refunds[0].total).toBeGreaterThan(0);
            }
            for (const shopper of [alice, bob]) {
                const tickets = await gql(
                    server.shopApiUrl,
                    'query ($c: ID!) { listUserCurCampaignTicket(campaignId: $c) { items { isVoid } } }',
                    { c: campaign.id },
                    shopper.token,
                );
                expect(tickets.listUserCurCampaignTicket.items.every((t: any) => t.isVoid)).toBe(true);
            }

            // Notifications are written once the cancelling transaction has committed: allow a moment.
            const deadline = Date.now() + 10_000;
            while ((await inbox(bob.token)).totalItems === 0 && Date.now() < deadline) await new Promise(r => setTimeout(r, 200));
            const english = await inbox(alice.token);
            expect(english.totalItems).toBe(1);
            expect(english.items[0]).toMatchObject({
                tag: 'CAMPAIGN_CANCELLED',
                title: 'Campaign cancelled and refunded',
                msg: 'Rainy Day Draw ended with fewer than 5 tickets sold, so there will be no draw. Your payment for it has been refunded.',
                imgUrl: null,
                actionTyp: 'CAM',
                actionVal: String(campaign.id),
                metaData: { campaignId: String(campaign.id), sId: campaign.sId, refunded: true },
                isRead: false,
            });
            const malay = await inbox(alice.token, 'ms');
            expect(malay.items[0]).toMatchObject({
                title: 'Kempen dibatalkan dan dikembalikan',
                msg: expect.stringContaining('Cabutan Hari Hujan tamat dengan kurang daripada 5 tiket'),
            });
            expect((await inbox(bob.token)).totalItems).toBe(1);
            expect((await inbox(carol.token)).totalItems).toBe(0);
        },
    );

    it('a customer reads and marks only their own notifications', async () => {
        const [aliceNote] = (await inbox(alice.token)).items;
        expect(aliceNote.isRead).toBe(false);
        const stolen = await gql(server.shopApiUrl, MARK_READ, { ids: [aliceNote.id] }, bob.token);
        expect(stolen.notificationsMarkRead).toEqual([]);
        expect((await inbox(alice.token)).items[0].isRead).toBe(false);

        const own = await gql(server.shopApiUrl, MARK_READ, { ids: [aliceNote.id] }, alice.token);
        expect(own.notificationsMarkRead).toEqual([{ id: aliceNote.id, isRead: true }]);
        expect((await inbox(alice.token)).items[0]).toMatchObject({ id: aliceNote.id, isRead: true });

        const anonymous = await shopApi(server.shopApiUrl, INBOX, { take: 10 });
        expect(anonymous.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });
});
