import { createCampaign, createOperator, createShopper, gql, productVariants, queryDatabase, shopApi, TestServer, withShop } from '@tuah/testing';
import { beforeAll, describe, expect, it } from 'vitest';

import { buy } from './support/draws';

const SHOPPERS =
    'query ($s: String!, $skip: Int, $take: Int) { supportShoppers(search: $s, skip: $skip, take: $take) { totalItems items { id firstName lastName emailAddress phone } } }';
const SHOPPER = `query ($id: ID!) { supportShopper(customerId: $id) {
  shopper { id phone }
  ticketGroups { campaignId campaignName typStr state stage isCancelled proofUrl tickets { ticketId rarity isVoid isWin } }
  boxes { id isOpen proofUrl }
  wonPrizes { id campaignName prizeName isATC isRedeemed remindedAt }
  codes { code }
  notifications { tag title isRead }
} }`;
const UNCLAIMED =
    'query ($skip: Int, $take: Int) { unclaimedPrizes(skip: $skip, take: $take) { totalItems items { id campaignName prizeName wonAt remindedAt winner { id phone } } } }';
const REMIND = `mutation ($id: ID!) { remindUnclaimedPrize(wonPrizeId: $id) {
  __typename ... on SupportWonPrize { id remindedAt } ... on PrizeReminderRefusedError { errorCode reason message nextReminderAt } } }`;
const SENT = 'query ($take: Int) { sentNotifications(take: $take) { totalItems items { tag titleEn titleMs audience campaignId campaignName recipients } } }';
const INBOX = '{ readNotification(options: { take: 100 }) { items { tag title msg } } }';
const HOUR = 3_600_000;

/** Support's admin API: a shopper found by phone with their tickets, prizes and notifications; unclaimed prizes and their reminder; sent notifications. */
describe('dashboard admin API: support', () => {
    let server: TestServer;
    let admin: string;
    let campaignId: string;
    let shopper: { token: string; customerId: string };
    let phone: string;
    let prizeId: string;

    withShop(shop => ({ server, admin } = shop));
    beforeAll(async () => {
        const cap = await productVariants(server.shopApiUrl, 'cap');
        campaignId = (await createCampaign(server, admin, { productId: cap.productId, totalTicket: 50 })).id;
        shopper = await createShopper(server, admin, 'supportee');
        phone = (await queryDatabase(server, 'SELECT "customFieldsVerifiedhp" AS phone FROM "customer" WHERE "id" = $1', [Number(shopper.customerId)]))[0]
            .phone;
        await buy(server, shopper, campaignId, cap.variantIds[0], 2);
        // A won prize recorded as a draw records it (the draw tests cover the draw itself).
        await queryDatabase(server, 'INSERT INTO "won_prize" ("customerId", "campaignId", "prizeId") VALUES ($1, $2, $3)', [
            Number(shopper.customerId),
            Number(campaignId),
            Number(cap.productId),
        ]);
        prizeId = String((await queryDatabase(server, 'SELECT MAX("id") AS id FROM "won_prize" WHERE "customerId" = $1', [Number(shopper.customerId)]))[0].id);
    });

    const find = async (search: string, page: { skip?: number; take?: number } = {}) =>
        (await gql(server.adminApiUrl, SHOPPERS, { s: search, ...page }, admin)).supportShoppers;
    const remind = async (id = prizeId, token = admin) => (await gql(server.adminApiUrl, REMIND, { id }, token)).remindUnclaimedPrize;
    const reminders = async (language = 'en') =>
        (await gql(`${server.shopApiUrl}?languageCode=${language}`, INBOX, {}, shopper.token)).readNotification.items.filter(
            (n: any) => n.tag === 'PRIZE_REMINDER',
        );

    it('finds a shopper by their phone as support types it, by email and by name; refuses a search too short', async () => {
        const local = `0${phone.slice(3)}`; // +6017… typed as 017…
        const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 5)}-${phone.slice(5)}`;
        for (const search of [phone, local, spaced, 'supportee@tuah', 'SUPPORTEE tester']) {
            expect(
                (await find(search)).items.map((c: any) => c.id),
                search,
            ).toEqual([shopper.customerId]);
        }
        expect((await find('nobody-like-this')).items).toEqual([]);
        const refused = await shopApi(server.adminApiUrl, SHOPPERS, { s: ' a ' }, { token: admin });
        expect(refused.errors?.[0]).toMatchObject({
            message: 'Search with 2 to 100 characters (a phone number, an email or a name)',
            extensions: { code: 'USER_INPUT_ERROR' },
        });
        const malay = await shopApi(`${server.adminApiUrl}?languageCode=ms`, SHOPPERS, { s: 'a' }, { token: admin });
        expect(malay.errors?.[0]?.message).toBe('Cari dengan 2 hingga 100 aksara (nombor telefon, e-mel atau nama)');
    });

    it('pages are clamped: take 1..100, skip >= 0', async () => {
        const all = await find('tuah.test', { take: 1000 });
        expect(all.items.length).toBeLessThanOrEqual(100);
        expect(all.totalItems).toBeGreaterThanOrEqual(1);
        expect((await find('tuah.test', { take: 0 })).items).toHaveLength(1);
        expect((await find('tuah.test', { skip: -5, take: 1 })).items).toEqual((await find('tuah.test', { take: 1 })).items);
        expect((await gql(server.adminApiUrl, UNCLAIMED, { take: 0 }, admin)).unclaimedPrizes.items).toHaveLength(1);
    });

    it("shows the shopper's tickets per campaign, won prizes and notifications; an unknown customer is null", async () => {
        const page = (await gql(server.adminApiUrl, SHOPPER, { id: shopper.customerId }, admin)).supportShopper;
        expect(page.shopper).toEqual({ id: shopper.customerId, phone });
        expect(page.ticketGroups).toHaveLength(1);
        expect(page.ticketGroups[0]).toMatchObject({
            campaignId,
            campaignName: 'Test draw',
            typStr: 'LUCKYDRAW',
            state: 'ACTIVE',
            stage: 'OPEN',
            isCancelled: false,
            proofUrl: `/tabs/common/draws/item/proof?cId=${campaignId}`,
        });
        expect(page.ticketGroups[0].tickets).toHaveLength(2);
        expect(page.ticketGroups[0].tickets.every((t: any) => !t.isVoid && !t.isWin)).toBe(true);
        expect(page.wonPrizes).toEqual([
            { id: prizeId, campaignName: 'Test draw', prizeName: expect.stringMatching(/cap/i), isATC: false, isRedeemed: false, remindedAt: null },
        ]);
        expect(page.notifications.map((n: any) => n.tag)).toContain('TICKETS_ISSUED');
        expect(page.boxes).toEqual([]);
        expect((await gql(server.adminApiUrl, SHOPPER, { id: '999999' }, admin)).supportShopper).toBeNull();
    });

    it('lists the unclaimed prize and reminds its winner once in 24 hours, in English and Malay', async () => {
        const listed = async () => (await gql(server.adminApiUrl, UNCLAIMED, { take: 100 }, admin)).unclaimedPrizes.items.find((p: any) => p.id === prizeId);
        expect(await listed()).toMatchObject({ campaignName: 'Test draw', remindedAt: null, winner: { id: shopper.customerId, phone } });

        const sent = await remind();
        expect(sent).toMatchObject({ __typename: 'SupportWonPrize', id: prizeId });
        expect(Math.abs(Date.parse(sent.remindedAt) - Date.now())).toBeLessThan(60_000);
        expect(await reminders()).toEqual([{ tag: 'PRIZE_REMINDER', title: 'Your prize is waiting', msg: expect.stringContaining('"Test draw"') }]);
        expect((await reminders('ms'))[0]).toMatchObject({ title: 'Hadiah anda sedang menunggu', msg: expect.stringContaining('belum menuntutnya') });

        const again = await remind();
        expect(again).toMatchObject({
            __typename: 'PrizeReminderRefusedError',
            errorCode: 'PRIZE_REMINDER_REFUSED_ERROR',
            reason: 'TOO_SOON',
            message: 'The winner was reminded less than 24 hours ago',
        });
        expect(Date.parse(again.nextReminderAt) - Date.parse(sent.remindedAt)).toBe(24 * HOUR);
        expect(await reminders()).toHaveLength(1);
        expect((await listed()).remindedAt).toBe(sent.remindedAt);
        expect(await remind('999999')).toMatchObject({ reason: 'NOT_FOUND', message: 'There is no such won prize' });
    });

    it('two operators reminding at once send one reminder (one conditional UPDATE)', async () => {
        // As both databases store a UTC timestamp: 'YYYY-MM-DD HH:MM:SS.sss'.
        const dayAgo = new Date(Date.now() - 25 * HOUR).toISOString().replace('T', ' ').replace('Z', '');
        await queryDatabase(server, `UPDATE "won_prize" SET "remindedAt" = $1 WHERE "id" = $2`, [dayAgo, Number(prizeId)]);
        const before = (await reminders()).length;
        const answers = await Promise.all(Array.from({ length: 6 }, () => remind()));
        expect(answers.filter(a => a.__typename === 'SupportWonPrize')).toHaveLength(1);
        expect(answers.filter(a => a.reason === 'TOO_SOON')).toHaveLength(5);
        expect(await reminders()).toHaveLength(before + 1);
    });

    it('a claimed prize is no longer listed and is not reminded', async () => {
        await queryDatabase(server, 'UPDATE "won_prize" SET "isRedeemed" = TRUE, "remindedAt" = NULL WHERE "id" = $1', [Number(prizeId)]);
        const items = (await gql(server.adminApiUrl, UNCLAIMED, { take: 100 }, admin)).unclaimedPrizes.items;
        expect(items.map((p: any) => p.id)).not.toContain(prizeId);
        expect(await remind()).toMatchObject({ reason: 'CLAIMED', message: 'The winner has already claimed this prize' });
    });

    it('sent notifications list each sending once with its audience and count', async () => {
        const notify = 'mutation ($input: NotifyCustomersInput!) { notifyCustomers(input: $input) { sent } }';
        await gql(
            server.adminApiUrl,
            notify,
            { input: { segment: 'CAMPAIGN_HOLDERS', campaignId, title: { en: 'Support test', ms: 'Ujian sokongan' }, msg: { en: 'Hello', ms: 'Helo' } } },
            admin,
        );
        const items = (await gql(server.adminApiUrl, SENT, { take: 100 }, admin)).sentNotifications.items;
        expect(items[0]).toEqual({
            tag: 'OPERATOR_NOTICE',
            titleEn: 'Support test',
            titleMs: 'Ujian sokongan',
            audience: 'CAMPAIGN_HOLDERS',
            campaignId,
            campaignName: 'Test draw',
            recipients: 1,
        });
        expect(items.filter((s: any) => s.tag === 'PRIZE_REMINDER' && s.campaignId === campaignId)).toHaveLength(2);
        expect(items.find((s: any) => s.tag === 'PRIZE_REMINDER')).toMatchObject({ audience: 'ONE', recipients: 1, titleEn: 'Your prize is waiting' });
        expect(items.find((s: any) => s.tag === 'TICKETS_ISSUED' && s.campaignId === campaignId)).toMatchObject({ audience: 'ONE', recipients: 1 });
    });

    it('needs ReadCustomer to read (UpdateCustomer to remind, ReadMarketing for sent notifications); other operators get nothing', async () => {
        const catalogue = await createOperator(server, admin, 'support-catalogue', ['ReadCatalog', 'ReadCampaign']);
        const reader = await createOperator(server, admin, 'support-reader', ['ReadCustomer']);
        const forbidden = async (query: string, variables: Record<string, unknown>, token: string | null) =>
            (await shopApi(server.adminApiUrl, query, variables, { token })).errors?.[0]?.extensions?.code;
        for (const token of [catalogue, null]) {
            expect(await forbidden(SHOPPERS, { s: phone }, token)).toBe('FORBIDDEN');
            expect(await forbidden(SHOPPER, { id: shopper.customerId }, token)).toBe('FORBIDDEN');
            expect(await forbidden(UNCLAIMED, {}, token)).toBe('FORBIDDEN');
            expect(await forbidden(SENT, {}, token)).toBe('FORBIDDEN');
        }
        expect((await gql(server.adminApiUrl, SHOPPERS, { s: phone }, reader)).supportShoppers.items).toHaveLength(1);
        expect(await forbidden(REMIND, { id: prizeId }, reader)).toBe('FORBIDDEN');
        expect(await forbidden(SENT, {}, reader)).toBe('FORBIDDEN');
    });
});
