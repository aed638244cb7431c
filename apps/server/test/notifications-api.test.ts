import http from 'node:http';
import type { AddressInfo } from 'node:net';

import {
    ADD_ITEM,
    createCampaign,
    createShopper,
    gql,
    pay,
    productVariants,
    queryDatabase,
    shopApi,
    TestServer,
    toArrangingPayment,
    withShop,
} from '@tuah/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buyBoxes, createBlindBox, waitForBoxes } from './support/blind-boxes';

const INBOX = `query ($options: NotificationListOptions) {
  readNotification(options: $options) {
    totalItems
    unreadCount
    items { id tag title msg imgUrl actionTyp actionVal metaData isRead createdAt }
    groups { title content { id tag } }
  }
}`;
const MARK_READ = 'mutation ($ids: [ID!]!) { notificationsMarkRead(input: { ids: $ids }) { id isRead } }';
const UPDATE_TOKEN = `mutation ($t: String!, $p: String) { updateFcmToken(fcmToken: $t, platform: $p) {
  __typename ... on PushDevice { id platform } ... on ErrorResult { errorCode message } ... on FcmTokenInvalidError { reason } } }`;
const TEST_NOTI = `mutation ($input: TestNotiInput) { testNoti(input: $input) {
  __typename ... on Notification { id tag title msg actionTyp actionVal isRead } ... on ErrorResult { errorCode message } } }`;
const ADD_FULFILMENT = `mutation ($lines: [OrderLineInput!]!, $tracking: String!) {
  addFulfillmentToOrder(input: { lines: $lines, handler: { code: "courier", arguments: [{ name: "courier", value: "J&T Express" }, { name: "trackingNumber", value: $tracking }] } }) {
    ... on Fulfillment { id } ... on ErrorResult { errorCode message } } }`;
const MOVE_FULFILMENT =
    'mutation ($id: ID!, $state: String!) { transitionFulfillmentToState(id: $id, state: $state) { ... on Fulfillment { state } ... on ErrorResult { message } } }';
const AUTHENTICATE = `mutation ($u: String!) { authenticate(input: { native: { username: $u, password: "tuah-demo-1" } }) { __typename } }`;
const DEMO_SHOPPERS = ['aisyah', 'budi', 'somchai', 'meiling', 'ravi'];

/** A local fake of FCM's HTTP v1 send endpoint: records each request; tokens starting "stale-" are answered as FCM answers an uninstalled app. */
async function startFakeFcm() {
    const requests: Array<{ path: string; authorization?: string; body: any }> = [];
    const server = http.createServer((req, res) => {
        let raw = '';
        req.on('data', chunk => (raw += chunk));
        req.on('end', () => {
            const body = JSON.parse(raw || '{}');
            requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
            res.setHeader('content-type', 'application/json');
            if (req.method !== 'POST' || !/^\/v1\/projects\/[^/]+\/messages:send$/.test(req.url ?? '')) {
                res.statusCode = 404;
                res.end('{}');
            } else if (String(body.message?.token).startsWith('stale-')) {
                res.statusCode = 404;
                res.end(
                    JSON.stringify({
                        error: {
                            code: 404,
                            status: 'NOT_FOUND',
                            details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
                        },
                    }),
                );
            } else {
                res.end(JSON.stringify({ name: `projects/tuah-test/messages/${requests.length}` }));
            }
        });
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, close: () => new Promise(resolve => server.close(resolve)) };
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
        const value = await read();
        if (ok(value) || Date.now() > deadline) return value;
        await new Promise(r => setTimeout(r, 200));
    }
}

describe('notifications: events, grouping, push devices and the FCM sender', () => {
    let server: TestServer;
    let admin: string;
    let fcm: Awaited<ReturnType<typeof startFakeFcm>>;
    let alice: { token: string; customerId: string };
    let bob: { token: string; customerId: string };
    const env: Record<string, string> = {};

    beforeAll(async () => {
        fcm = await startFakeFcm();
        Object.assign(env, { PUSH_PROVIDER: 'fcm', FCM_URL: fcm.url, FCM_PROJECT_ID: 'tuah-test', FCM_ACCESS_TOKEN: 'fake-access-token' });
    });
    withShop(shop => ({ server, admin } = shop), env);
    beforeAll(async () => {
        [alice, bob] = await Promise.all(['nalice', 'nbob'].map(name => createShopper(server, admin, name)));
    });
    afterAll(() => fcm?.close());

    const inbox = async (token: string, options: Record<string, unknown> = { take: 20 }, language?: string) =>
        (await gql(language ? `${server.shopApiUrl}?languageCode=${language}` : server.shopApiUrl, INBOX, { options }, token)).readNotification;

    it('the demo shopper who won the seeded draw DONE6X reads the win in Malay and in English', async () => {
        let winner: { token: string; ms: any; en: any } | undefined;
        await until(
            async () => {
                for (const username of DEMO_SHOPPERS) {
                    const token = (await shopApi(server.shopApiUrl, AUTHENTICATE, { u: username })).token!;
                    const ms = await inbox(token, { take: 100 }, 'ms');
                    const won = ms.items.find((n: any) => n.tag === 'DRAW_WON');
                    if (won) return (winner = { token, ms: won, en: (await inbox(token, { take: 100 }, 'en')).items.find((n: any) => n.id === won.id) });
                }
                return undefined;
            },
            found => !!found,
            30_000,
        );
        expect(winner, 'a demo shopper won DONE6X').toBeDefined();
        expect(winner!.ms).toMatchObject({
            title: 'Anda menang!',
            msg: expect.stringContaining('memenangi cabutan "Cabutan Merdeka"'),
            actionTyp: 'CAM',
            isRead: false,
        });
        expect(winner!.en).toMatchObject({ title: 'You won!', msg: expect.stringContaining('won the draw "Merdeka Draw"'), actionTyp: 'CAM' });
        expect(winner!.en.metaData).toMatchObject({ sId: 'DONE6X', ticketId: expect.any(String) });
        const grouped = await inbox(winner!.token, { take: 100 }, 'ms');
        expect(grouped.unreadCount).toBeGreaterThan(0);
        expect(grouped.groups.flatMap((g: any) => g.content.map((n: any) => n.id))).toEqual(grouped.items.map((n: any) => n.id));
    });

    it('guests are refused every notification operation', async () => {
        for (const [query, variables] of [
            [INBOX, {}],
            [MARK_READ, { ids: ['1'] }],
            [UPDATE_TOKEN, { t: 'abc' }],
            [TEST_NOTI, {}],
        ] as const) {
            const answer = await shopApi(server.shopApiUrl, query, variables);
            expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        }
    });

    it(
        'a paid lucky-draw order tells its shopper TICKETS_ISSUED, and a sell-out tells the holders DRAW_STARTED, in their language',
        { timeout: 120_000 },
        async () => {
            const cap = await productVariants(server.shopApiUrl, 'cap');
            const campaign = await createCampaign(server, admin, {
                productId: cap.productId,
                totalTicket: 2,
                translations: [
                    { languageCode: 'en', name: 'Notice Draw', description: 'd', cardBuyTxt: 'Buy' },
                    { languageCode: 'ms', name: 'Cabutan Notis', description: 'd', cardBuyTxt: 'Beli' },
                ],
            });
            expect((await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 2, c: campaign.id }, alice.token)).addItemToOrder.__typename).toBe(
                'Order',
            );
            expect((await toArrangingPayment(server.shopApiUrl, alice.token)).__typename).toBe('Order');
            const paid = await pay(server.shopApiUrl, alice.token);
            const tagged = (items: any[], tag: string) => items.find(n => n.tag === tag && n.actionVal === String(campaign.id));
            const en = await until(
                () => inbox(alice.token),
                list => !!tagged(list.items, 'TICKETS_ISSUED') && !!tagged(list.items, 'DRAW_STARTED'),
            );
            expect(tagged(en.items, 'TICKETS_ISSUED')).toMatchObject({
                title: 'Your tickets are in',
                msg: '2 tickets are now in the draw "Notice Draw". Good luck!',
                actionTyp: 'TIC',
                metaData: { campaignId: String(campaign.id), orderCode: paid.code, ticketIds: [expect.any(String), expect.any(String)] },
            });
            expect(tagged(en.items, 'DRAW_STARTED')).toMatchObject({ title: 'The draw has started', actionTyp: 'CAM' });
            const ms = await inbox(alice.token, { take: 20 }, 'ms');
            expect(tagged(ms.items, 'TICKETS_ISSUED')).toMatchObject({
                title: 'Tiket anda telah dikeluarkan',
                msg: '2 tiket kini dalam cabutan "Cabutan Notis". Semoga berjaya!',
            });
            expect(tagged(ms.items, 'DRAW_STARTED').title).toBe('Cabutan telah bermula');
            expect((await inbox(bob.token)).items.filter((n: any) => n.actionVal === String(campaign.id))).toEqual([]);
        },
    );

    it("a blind box order's boxes tell BOX_READY; shipping and delivering an order tell ORDER_SHIPPED and ORDER_DELIVERED", { timeout: 120_000 }, async () => {
        const shopper = await createShopper(server, admin, 'nboxes');
        const [box, cap] = await Promise.all([productVariants(server.shopApiUrl, 'figure-mystery'), productVariants(server.shopApiUrl, 'cap')]);
        const { campaign } = await createBlindBox(
            server,
            admin,
            { productId: box.productId },
            [{ rPercent: 50 }, { rPercent: 50, isLose: true }],
            cap.variantIds[0],
        );
        const order = await buyBoxes(server.shopApiUrl, shopper.token, campaign.id, box.variantIds[0], 2);
        await waitForBoxes(server.shopApiUrl, shopper.token, order.code);
        const ready = await until(
            () => inbox(shopper.token, { take: 20 }, 'ms'),
            list => list.items.some((n: any) => n.tag === 'BOX_READY'),
        );
        expect(ready.items.find((n: any) => n.tag === 'BOX_READY')).toMatchObject({
            title: 'Kotak anda sedia dibuka',
            msg: expect.stringContaining('2 kotak misteri anda'),
            actionTyp: 'CAM',
            actionVal: String(campaign.id),
            metaData: { orderCode: order.code, count: 2 },
        });

        // The operator ships the boxes' order, then it is delivered (Vendure's order states follow the fulfilment).
        const lines = (
            await gql(server.shopApiUrl, 'query ($c: String!) { orderByCode(code: $c) { lines { id quantity } } }', { c: order.code }, shopper.token)
        ).orderByCode.lines;
        const fulfilment = (
            await gql(
                server.adminApiUrl,
                ADD_FULFILMENT,
                { lines: lines.map((l: any) => ({ orderLineId: l.id, quantity: l.quantity })), tracking: `JT${order.code}` },
                admin,
            )
        ).addFulfillmentToOrder;
        for (const state of ['Shipped', 'Delivered'])
            expect((await gql(server.adminApiUrl, MOVE_FULFILMENT, { id: fulfilment.id, state }, admin)).transitionFulfillmentToState.state).toBe(state);
        const told = await until(
            () => inbox(shopper.token),
            list => list.items.some((n: any) => n.tag === 'ORDER_DELIVERED'),
        );
        expect(told.items.find((n: any) => n.tag === 'ORDER_SHIPPED')).toMatchObject({
            title: 'Your order is on its way',
            msg: `Order ${order.code} has been shipped. Track it under Orders.`,
            actionTyp: 'NON',
            actionVal: null,
            metaData: { orderCode: order.code, state: 'Shipped' },
        });
        expect(told.items.find((n: any) => n.tag === 'ORDER_DELIVERED')).toMatchObject({
            title: 'Your order has arrived',
            metaData: { orderCode: order.code, state: 'Delivered' },
        });
        // Newest first: delivered above shipped above the boxes.
        expect(told.items.map((n: any) => n.tag).slice(0, 3)).toEqual(['ORDER_DELIVERED', 'ORDER_SHIPPED', 'BOX_READY']);
    });

    it('groups the page by the shop day with translated titles; unreadCount counts all unread; paging is clamped', async () => {
        for (let i = 0; i < 3; i++) await gql(server.shopApiUrl, TEST_NOTI, { input: { title: `Note ${i}` } }, bob.token);
        const [oldest, middle] = (await inbox(bob.token)).items.slice(-2).map((n: any) => n.id);
        const at = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().replace('T', ' ').replace('Z', '');
        await queryDatabase(server, 'UPDATE "notification" SET "createdAt" = $1 WHERE "id" = $2', [at(1), oldest]);
        // Noon in Kuala Lumpur.
        await queryDatabase(server, 'UPDATE "notification" SET "createdAt" = $1 WHERE "id" = $2', ['2026-01-05 04:00:00', middle]);
        const en = await inbox(bob.token);
        expect(en.totalItems).toBe(3);
        expect(en.unreadCount).toBe(3);
        // 24 hours ago is always the day before in Kuala Lumpur (no daylight saving).
        expect(en.groups.map((g: any) => [g.title, g.content.length])).toEqual([
            ['Today', 1],
            ['Yesterday', 1],
            ['5 January 2026', 1],
        ]);
        const ms = await inbox(bob.token, { take: 20 }, 'ms');
        expect(ms.groups.map((g: any) => g.title)).toEqual(['Hari ini', 'Semalam', '5 Januari 2026']);
        expect(en.groups.flatMap((g: any) => g.content.map((n: any) => n.id))).toEqual(en.items.map((n: any) => n.id));

        expect((await inbox(bob.token, { take: 0 })).items).toHaveLength(1);
        expect((await inbox(bob.token, { take: 1000 })).items).toHaveLength(3);
        expect((await inbox(bob.token, { take: 2, skip: -5 })).items.map((n: any) => n.id)).toEqual(en.items.slice(0, 2).map((n: any) => n.id));

        // Another customer marks nothing; the owner's marking lowers the count.
        expect((await gql(server.shopApiUrl, MARK_READ, { ids: [en.items[0].id] }, alice.token)).notificationsMarkRead).toEqual([]);
        expect((await inbox(bob.token)).unreadCount).toBe(3);
        await gql(server.shopApiUrl, MARK_READ, { ids: [en.items[0].id, en.items[1].id] }, bob.token);
        expect((await inbox(bob.token, { take: 1 })).unreadCount).toBe(1);
        const aliceUnread = (await inbox(alice.token)).unreadCount;
        const all = await gql(server.shopApiUrl, 'mutation { notificationsMarkRead(input: { ids: [], all: true }) { id isRead } }', {}, bob.token);
        expect(all.notificationsMarkRead).toEqual([{ id: en.items[2].id, isRead: true }]);
        expect((await inbox(bob.token)).unreadCount).toBe(0);
        expect((await inbox(alice.token)).unreadCount).toBe(aliceUnread);
    });

    it('updateFcmToken refuses bad tokens clearly, keeps several devices, and moves a token to the customer who registers it', async () => {
        const refused = async (token: string, language = 'en') =>
            (await gql(`${server.shopApiUrl}?languageCode=${language}`, UPDATE_TOKEN, { t: token }, alice.token)).updateFcmToken;
        expect(await refused('   ')).toMatchObject({ __typename: 'FcmTokenInvalidError', reason: 'EMPTY', message: 'The push token is empty' });
        expect(await refused('x'.repeat(1025))).toMatchObject({ reason: 'TOO_LONG', message: 'The push token is too long (1024 characters at most)' });
        expect(await refused('no spaces allowed')).toMatchObject({ reason: 'MALFORMED' });
        expect(await refused('', 'ms')).toMatchObject({ message: 'Token pemberitahuan kosong' });

        const phone = (await gql(server.shopApiUrl, UPDATE_TOKEN, { t: 'alice-phone:APA91b-1', p: 'android' }, alice.token)).updateFcmToken;
        expect(phone).toMatchObject({ __typename: 'PushDevice', id: expect.any(String), platform: 'android' });
        const again = (await gql(server.shopApiUrl, UPDATE_TOKEN, { t: 'alice-phone:APA91b-1' }, alice.token)).updateFcmToken;
        expect(again.id).toBe(phone.id);
        await gql(`${server.shopApiUrl}?languageCode=ms`, UPDATE_TOKEN, { t: 'alice-tablet:APA91b-2' }, alice.token);
        const shared = (await gql(server.shopApiUrl, UPDATE_TOKEN, { t: 'shared-phone:APA91b-3' }, alice.token)).updateFcmToken;
        const moved = (await gql(server.shopApiUrl, UPDATE_TOKEN, { t: 'shared-phone:APA91b-3' }, bob.token)).updateFcmToken;
        expect(moved.id).toBe(shared.id);
        const rows = await queryDatabase(server, 'SELECT "token", "customerId" FROM "push_device" ORDER BY "token"');
        expect(rows.map(r => [r.token, String(r.customerId)])).toEqual([
            ['alice-phone:APA91b-1', alice.customerId],
            ['alice-tablet:APA91b-2', alice.customerId],
            ['shared-phone:APA91b-3', bob.customerId],
        ]);
    });

    it(
        "testNoti reaches the fake FCM for each of the caller's devices in their language; a stale token is dropped; it is rate-limited",
        { timeout: 60_000 },
        async () => {
            fcm.requests.length = 0;
            await gql(server.shopApiUrl, UPDATE_TOKEN, { t: 'stale-alice:gone' }, alice.token);
            const sent = (await gql(server.shopApiUrl, TEST_NOTI, { input: { actionTyp: 'URL', actionVal: 'https://tuah.example/help' } }, alice.token))
                .testNoti;
            expect(sent).toMatchObject({ __typename: 'Notification', tag: 'TEST', title: 'Test notification', actionTyp: 'URL', isRead: false });

            // Only this test's pushes (Bob's notes are his): earlier notifications' jobs may still be arriving (a job reaches the devices the customer has when it runs).
            const ofTest = () => fcm.requests.filter(r => r.body.message?.data?.tag === 'TEST' && !r.body.message.notification.title.startsWith('Note'));
            const requests = await until(
                async () => ofTest().filter(r => r.body.message.token.startsWith('alice-')),
                list => list.length >= 2,
            );
            const byToken = Object.fromEntries(requests.map(r => [r.body.message.token, r]));
            expect(Object.keys(byToken).sort()).toEqual(['alice-phone:APA91b-1', 'alice-tablet:APA91b-2']);
            const phone = byToken['alice-phone:APA91b-1'];
            expect(phone.path).toBe('/v1/projects/tuah-test/messages:send');
            expect(phone.authorization).toBe('Bearer fake-access-token');
            expect(phone.body.message).toMatchObject({
                notification: { title: 'Test notification', body: 'Notifications reach this device.' },
                data: { tag: 'TEST', actionTyp: 'URL', actionVal: 'https://tuah.example/help' },
            });
            // The tablet registered in Malay, and the profile names no language.
            expect(byToken['alice-tablet:APA91b-2'].body.message.notification).toEqual({
                title: 'Pemberitahuan ujian',
                body: 'Pemberitahuan sampai ke peranti ini.',
            });
            // The stale token got a push (this one, or an earlier notification's still queued), FCM answered UNREGISTERED, and it is gone.
            expect(
                await until(
                    async () => fcm.requests.some(r => r.body.message.token === 'stale-alice:gone'),
                    seen => seen,
                ),
            ).toBe(true);
            const left = await until(
                () => queryDatabase(server, 'SELECT "token" FROM "push_device" WHERE "customerId" = $1 ORDER BY "token"', [alice.customerId]),
                list => list.length === 2,
            );
            expect(left.map(r => r.token)).toEqual(['alice-phone:APA91b-1', 'alice-tablet:APA91b-2']);
            expect(ofTest().some(r => r.body.message.token === 'shared-phone:APA91b-3')).toBe(false);

            const answers = [];
            for (let i = 0; i < 5; i++) answers.push((await gql(server.shopApiUrl, TEST_NOTI, {}, alice.token)).testNoti.__typename);
            expect(answers.slice(0, 4)).toEqual(['Notification', 'Notification', 'Notification', 'Notification']);
            expect(answers[4]).toBe('TooManyAttemptsError');
        },
    );
});
