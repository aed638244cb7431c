import { createOperator, gql, queryDatabase, shopApi, TestServer, withShop } from '@tuah/testing';
import { beforeAll, describe, expect, it } from 'vitest';

const GET_MARKETING = `query {
  getMarketing {
    banners { ...item }
    popup { ...item }
    fab { ...item }
    bb { ...item }
  }
}
fragment item on MarketingItem { id kind actionTyp actionVal title startsAt endsAt asset { id source preview } }`;
const ITEM = 'id kind actionTyp actionVal startsAt endsAt position enabled title assetId translations { languageCode title }';
const CREATE = `mutation ($input: CreateMarketingItemInput!) { createMarketingItem(input: $input) { ${ITEM} } }`;
const UPDATE = `mutation ($input: UpdateMarketingItemInput!) { updateMarketingItem(input: $input) { ${ITEM} } }`;
const DELETE = 'mutation ($id: ID!) { deleteMarketingItem(id: $id) { result message } }';
const LIST = `query ($options: MarketingItemListOptions) { marketingItems(options: $options) { totalItems items { ${ITEM} } } }`;

const HOUR = 60 * 60 * 1000;

describe('marketing: Home banners, popup, floating button and blind-box promo', () => {
    let server: TestServer;
    let admin: string;
    let assetId: string;
    let campaignIds: Record<string, string>;

    withShop(shop => ({ server, admin } = shop));
    beforeAll(async () => {
        const assets = await gql(server.adminApiUrl, '{ assets(options: { take: 1 }) { items { id } } }', {}, admin);
        assetId = assets.assets.items[0].id;
        const campaigns = await gql(server.shopApiUrl, '{ campaigns(options: { take: 50 }) { items { id sId } } }');
        campaignIds = Object.fromEntries(campaigns.campaigns.items.map((c: { id: string; sId: string }) => [c.sId, c.id]));
    });

    const marketing = async (language?: string) =>
        (await gql(language ? `${server.shopApiUrl}?languageCode=${language}` : server.shopApiUrl, GET_MARKETING)).getMarketing;
    const titles = (input: { en: string; ms?: string }) => [
        { languageCode: 'en', title: input.en },
        ...(input.ms ? [{ languageCode: 'ms', title: input.ms }] : []),
    ];
    const create = async (input: Record<string, unknown>) =>
        (await gql(server.adminApiUrl, CREATE, { input: { assetId, actionTyp: 'NON', translations: titles({ en: 'Test item' }), ...input } }, admin))
            .createMarketingItem;
    const refusal = async (query: string, input: Record<string, unknown>, language = 'en') =>
        (await shopApi(`${server.adminApiUrl}?languageCode=${language}`, query, { input }, { token: admin })).errors?.[0]?.message;

    it("the demo shop shows three banners in order, a popup, a floating button and a blind-box promo, in the shopper's language", async () => {
        const en = await marketing();
        expect(en.banners.map((b: any) => [b.actionTyp, b.actionVal])).toEqual([
            ['CAM', campaignIds.NEWPH1],
            ['CAM', campaignIds.HOTEB2],
            ['PG', 'campaign-rules'],
        ]);
        expect(en.banners[0].title).toBe('New: win a smart watch with every cap you buy');
        expect(en.banners[0].asset).toEqual({
            id: expect.any(String),
            source: expect.stringMatching(/^http.*mk-banner-smart-watch/),
            preview: expect.stringMatching(/^http/),
        });
        expect(en.popup).toMatchObject({ kind: 'POPUP', actionTyp: 'CAM', actionVal: campaignIds.LASTT3 });
        expect(en.fab).toMatchObject({ kind: 'FAB', actionTyp: 'CAM', actionVal: campaignIds.WEEK5K });
        expect(en.bb).toMatchObject({ kind: 'BB', actionTyp: 'CAM', actionVal: campaignIds.BBFIG1 });
        const ms = await marketing('ms');
        expect(ms.banners[0].title).toBe('Baharu: menangi jam pintar dengan setiap topi yang anda beli');
        expect(ms.popup.title).toBe('Panggilan terakhir: tinggal beberapa tiket Bank Kuasa');
    });

    it('an operator creates, reorders, schedules, disables and deletes items; shoppers see only what is live now, in order', async () => {
        const before = (await marketing()).banners.map((b: any) => b.id);
        const now = Date.now();
        const last = await create({
            kind: 'BANNER',
            position: 50,
            actionTyp: 'URL',
            actionVal: 'https://tuah.example/raya',
            translations: titles({ en: 'Raya sale', ms: 'Jualan Raya' }),
        });
        expect(last).toMatchObject({ kind: 'BANNER', position: 50, enabled: true, actionVal: 'https://tuah.example/raya', title: 'Raya sale', assetId });
        const later = await create({ kind: 'BANNER', position: 0, startsAt: new Date(now + HOUR).toISOString() });
        const over = await create({
            kind: 'BANNER',
            position: 0,
            startsAt: new Date(now - 2 * HOUR).toISOString(),
            endsAt: new Date(now - HOUR).toISOString(),
        });
        const off = await create({ kind: 'BANNER', position: 0, enabled: false });
        const running = await create({ kind: 'BANNER', position: 0, startsAt: new Date(now - HOUR).toISOString(), endsAt: new Date(now + HOUR).toISOString() });

        let banners = (await marketing()).banners.map((b: any) => b.id);
        // Position 0 ties with the first demo banner: the older comes first.
        expect(banners).toEqual([before[0], running.id, ...before.slice(1), last.id]);
        expect(banners).not.toContain(later.id);
        expect(banners).not.toContain(over.id);
        expect(banners).not.toContain(off.id);
        expect((await marketing('ms')).banners.at(-1).title).toBe('Jualan Raya');

        // Moved to the front, the future one brought forward, the running one switched off.
        await gql(server.adminApiUrl, UPDATE, { input: { id: last.id, position: 0 } }, admin);
        await gql(server.adminApiUrl, UPDATE, { input: { id: later.id, startsAt: null } }, admin);
        const disabled = (await gql(server.adminApiUrl, UPDATE, { input: { id: running.id, enabled: false } }, admin)).updateMarketingItem;
        expect(disabled).toMatchObject({ enabled: false, startsAt: running.startsAt, endsAt: running.endsAt, title: 'Test item' });
        banners = (await marketing()).banners.map((b: any) => b.id);
        expect(banners).toEqual([before[0], last.id, later.id, ...before.slice(1)]);

        // A second popup placed before the demo one takes its place; a title changed in Malay only.
        const popup = await create({
            kind: 'POPUP',
            position: 0,
            actionTyp: 'CAM',
            actionVal: campaignIds.SOON4H,
            translations: titles({ en: 'Final hour', ms: 'Jam terakhir' }),
        });
        const demoPopup = (await gql(server.adminApiUrl, LIST, { options: { filter: { kind: { eq: 'POPUP' } }, sort: { id: 'ASC' } } }, admin)).marketingItems
            .items[0];
        await gql(server.adminApiUrl, UPDATE, { input: { id: demoPopup.id, position: 1 } }, admin);
        expect((await marketing()).popup).toMatchObject({ id: popup.id, actionVal: campaignIds.SOON4H });
        await gql(server.adminApiUrl, UPDATE, { input: { id: popup.id, translations: [{ languageCode: 'ms', title: 'Sejam lagi!' }] } }, admin);
        expect((await marketing('ms')).popup.title).toBe('Sejam lagi!');
        expect((await marketing('en')).popup.title).toBe('Final hour');
        // Its campaign ends: the popup is no longer shown (it would open a draw that sells nothing), the demo one is again.
        await queryDatabase(server, `UPDATE "campaign" SET "endDate" = '2020-01-01 00:00:00' WHERE "id" = $1`, [campaignIds.SOON4H]);
        await gql(server.adminApiUrl, UPDATE, { input: { id: popup.id, translations: [{ languageCode: 'ms', title: 'Tamat' }] } }, admin);
        expect((await marketing()).popup).toMatchObject({ id: demoPopup.id, actionVal: campaignIds.LASTT3 });
        expect((await gql(server.adminApiUrl, LIST, { options: { filter: { kind: { eq: 'POPUP' } } } }, admin)).marketingItems.totalItems).toBe(2);

        for (const item of [last, later, over, off, running, popup]) {
            expect((await gql(server.adminApiUrl, DELETE, { id: item.id }, admin)).deleteMarketingItem.result).toBe('DELETED');
        }
        expect((await gql(server.adminApiUrl, DELETE, { id: popup.id }, admin)).deleteMarketingItem.result).toBe('NOT_DELETED');
        await gql(server.adminApiUrl, UPDATE, { input: { id: demoPopup.id, position: 0 } }, admin);
        const after = await marketing();
        expect(after.banners.map((b: any) => b.id)).toEqual(before);
        expect(after.popup.id).toBe(demoPopup.id);
    });

    it("refuses bad input with a clear message in the operator's language, and saves nothing", async () => {
        const { totalItems } = (await gql(server.adminApiUrl, LIST, {}, admin)).marketingItems;
        const base = { kind: 'BANNER', assetId, actionTyp: 'NON', translations: titles({ en: 'Banner' }) };
        const cases: Array<[Record<string, unknown>, RegExp]> = [
            [{ startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }, /must end after it starts/],
            [{ actionTyp: 'CAM', actionVal: '999999' }, /id of an existing campaign \("999999"/],
            [{ actionTyp: 'CAM', actionVal: null }, /id of an existing campaign/],
            [
                { actionTyp: 'PG', actionVal: 'about-us' },
                /policy page slug: privacy-policy, terms-of-use, terms-of-use-android, terms-of-sale, campaign-rules \("about-us"/,
            ],
            [{ actionTyp: 'URL', actionVal: 'javascript:alert(1)' }, /http or https link/],
            [{ actionTyp: 'URL', actionVal: 'ftp://tuah.example/file' }, /http or https link/],
            [{ assetId: '999999' }, /no asset 999999/],
            [{ translations: titles({ en: '  ' }) }, /needs an English title/],
            [{ translations: [{ languageCode: 'ms', title: 'Sepanduk' }] }, /needs an English title/],
            [{ translations: [...titles({ en: 'A' }), { languageCode: 'en', title: 'B' }] }, /one title per language/],
            [{ position: -1 }, /position must be a whole number/],
        ];
        for (const [input, message] of cases) expect(await refusal(CREATE, { ...base, ...input }), JSON.stringify(input)).toMatch(message);
        expect(await refusal(CREATE, { ...base, actionTyp: 'PG', actionVal: 'about-us' }, 'ms')).toMatch(/memerlukan slug halaman polisi/);
        expect(await refusal(CREATE, { ...base, startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }, 'ms')).toMatch(
            /mesti tamat selepas ia bermula/,
        );

        // An update is checked against what it keeps: a new end before the kept start.
        const item = await create({ kind: 'FAB', position: 9, startsAt: '2030-01-02T00:00:00Z' });
        expect(await refusal(UPDATE, { id: item.id, endsAt: '2030-01-01T00:00:00Z' })).toMatch(/must end after it starts/);
        expect(await refusal(UPDATE, { id: item.id, actionTyp: 'URL' })).toMatch(/http or https link/);
        expect(await refusal(UPDATE, { id: '999999', position: 1 })).toMatch(/no marketing item 999999/);
        const kept = (await gql(server.adminApiUrl, `query ($id: ID!) { marketingItem(id: $id) { ${ITEM} } }`, { id: item.id }, admin)).marketingItem;
        expect(kept).toEqual(item);
        await gql(server.adminApiUrl, DELETE, { id: item.id }, admin);
        expect((await gql(server.adminApiUrl, LIST, {}, admin)).marketingItems.totalItems).toBe(totalItems);
    });

    it('needs the Marketing permissions: an administrator without them is refused, one with ReadMarketing only can read but not change', async () => {
        const catalogue = await createOperator(server, admin, 'catalogue-only', ['ReadCatalog', 'UpdateCatalog']);
        const reader = await createOperator(server, admin, 'marketing-reader', ['ReadMarketing']);
        const input = { kind: 'BANNER', assetId, actionTyp: 'NON', translations: titles({ en: 'Sneaky' }) };

        for (const token of [catalogue, null]) {
            const list = await shopApi(server.adminApiUrl, LIST, {}, { token });
            expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        }
        expect((await shopApi(server.adminApiUrl, CREATE, { input }, { token: catalogue })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect((await shopApi(server.adminApiUrl, LIST, {}, { token: reader })).data?.marketingItems.totalItems).toBeGreaterThanOrEqual(6);
        expect((await shopApi(server.adminApiUrl, CREATE, { input }, { token: reader })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        const first = (await gql(server.adminApiUrl, LIST, {}, admin)).marketingItems.items[0];
        expect((await shopApi(server.adminApiUrl, DELETE, { id: first.id }, { token: reader })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect((await marketing()).banners).toHaveLength(3);
        // The shop's query needs no sign-in.
        expect((await shopApi(server.shopApiUrl, GET_MARKETING)).errors).toBeUndefined();
    });

    it('clamps paging: take 1..100 (default 20), skip >= 0', async () => {
        const all = (await gql(server.adminApiUrl, LIST, { options: { take: 100 } }, admin)).marketingItems;
        expect(all.items).toHaveLength(all.totalItems);
        const page = async (options: Record<string, unknown>) => (await gql(server.adminApiUrl, LIST, { options }, admin)).marketingItems;
        expect((await page({ take: 0 })).items).toHaveLength(1);
        expect((await page({ take: -5 })).items).toHaveLength(1);
        expect((await page({ take: 100_000 })).items).toHaveLength(Math.min(100, all.totalItems));
        const skipped = await page({ skip: -3, take: 2 });
        expect(skipped.items.map((i: any) => i.id)).toEqual(all.items.slice(0, 2).map((i: any) => i.id));
        expect(skipped.totalItems).toBe(all.totalItems);
    });
});
