import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { adminLogin, createCampaign, createShopper, gql, queryDatabase, shopApi, startTestServer, TestServer } from '@tuah/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Everything a campaign card shows, as the draw lists ask for it. */
const CAMPAIGN_PAGE = `query ($take: Int!) {
  campaigns(options: { take: $take }, sheet: LATEST) {
    totalItems
    items {
      id sId name cardBuyTxt state stage isClosed isDraw isHot isNew issuedTicket totalTicket maxQty
      ticketPerItem ticketPerItemForSp startDate endDate ts_DRAW_INIT ts_GET_WINNER
      product { id name slug featuredAsset { id preview } }
      prize { id name featuredAsset { id preview } }
      cover { id preview }
      featuredImg { id preview }
      specialVariant { id name }
      winner { ticketId customer { displayName } }
    }
  }
}`;
/** The list of issue 36's comparison, the same shape as Vendure's `products` list: a name, a short id and a picture. */
const LIST_SHAPE = `query ($take: Int!) { campaigns(options: { take: $take }, sheet: LATEST) { totalItems items { id name sId featuredImg { preview } } } }`;
/** What that list costs whoever asks: the count, the page's ids, and the page's campaigns with their translations and picture. */
const LIST_SHAPE_STATEMENTS = 3;
const CAMPAIGNS = 24;
const WITH_WINNER = 12;

/**
 * The most statements a page of any sheet may cost (docs/campaigns.md): signed in with the
 * special variant asked, 9. The products and prizes are a statement of their own, so their
 * translations do not multiply the campaigns' rows.
 */
const MAX_STATEMENTS = 9;

describe('campaign lists cost a fixed number of SQL statements, whatever the page size', () => {
    let server: TestServer;
    let logFile: string;

    beforeAll(async () => {
        logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-sql-')), 'queries.log');
        server = await startTestServer({ env: { SQL_QUERY_LOG: logFile } });
    });
    afterAll(async () => {
        await server?.stop();
        fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
    });

    /** Runs one request tagged for the SQL log and returns its rows and the statements it cost. */
    async function counted(tag: string, query: string, variables: Record<string, unknown>, token?: string, languageCode?: string) {
        const url = languageCode ? `${server.shopApiUrl}?languageCode=${languageCode}` : server.shopApiUrl;
        const result = await shopApi(url, query, variables, { token, headers: { 'x-sql-log-tag': tag } });
        expect(result.errors).toBeUndefined();
        const statements = fs
            .readFileSync(logFile, 'utf8')
            .split('\n')
            .filter(line => line.startsWith(`${tag}\t`));
        return { data: result.data, statements };
    }

    it(`a page of 20 and a page of 5 (product, prize, pictures, special variant, winner) cost the same`, { timeout: 180_000 }, async () => {
        const admin = await adminLogin(server.adminApiUrl);
        const products = await gql(server.adminApiUrl, '{ products(options: { take: 10 }) { items { id featuredAsset { id } variants { id } } } }', {}, admin);
        const shopper = await createShopper(server, admin, 'lister');
        const created = [];
        for (let i = 0; i < CAMPAIGNS; i++) {
            const product = products.products.items[i % products.products.items.length];
            const prize = products.products.items[(i + 1) % products.products.items.length];
            created.push(
                await createCampaign(server, admin, {
                    productId: product.id,
                    prizeId: prize.id,
                    coverId: prize.featuredAsset.id,
                    featuredImgId: product.featuredAsset.id,
                    specialVariantId: product.variants[product.variants.length - 1].id,
                    translations: [
                        { languageCode: 'en', name: `Listed draw ${i}`, description: 'd', cardBuyTxt: 'Buy' },
                        { languageCode: 'ms', name: `Cabutan ${i}`, description: 'd', cardBuyTxt: 'Beli' },
                    ],
                }),
            );
        }
        // The newest half drawn, with a winner (so both pages show winners): no API writes draw
        // results yet, so the rows are arranged directly.
        for (const campaign of created.slice(-WITH_WINNER)) {
            await queryDatabase(
                server,
                `INSERT INTO "draw_record" ("provider", "holderSalt", "commitment", "ticketCount", "totalWeight", "campaignId", "winnerTicketId", "winnerCustomerId")
                 VALUES ('local', $1, $2, 1, '1', $3, $4, $5)`,
                ['00'.repeat(32), 'ab'.repeat(32), Number(campaign.id), `${campaign.sId}-000001`, Number(shopper.customerId)],
            );
            await queryDatabase(
                server,
                `UPDATE "campaign" SET "state" = 'ENDED', "stage" = 'ENDED', "ts_DRAW_INIT" = CURRENT_TIMESTAMP, "ts_GET_WINNER" = CURRENT_TIMESTAMP, "ts_ENDED" = CURRENT_TIMESTAMP WHERE "id" = $1`,
                [Number(campaign.id)],
            );
        }

        const report: string[] = [];
        for (const viewer of [
            { who: 'anonymous', token: undefined },
            { who: 'signed-in', token: shopper.token },
        ]) {
            // Warm up: the first request of a session fills per-process caches (channel, zones, session).
            await counted(`warm-${viewer.who}`, CAMPAIGN_PAGE, { take: 20 }, viewer.token);
            const page20 = await counted(`page20-${viewer.who}`, CAMPAIGN_PAGE, { take: 20 }, viewer.token);
            const page5 = await counted(`page5-${viewer.who}`, CAMPAIGN_PAGE, { take: 5 }, viewer.token);

            expect(page20.data.campaigns.items).toHaveLength(20);
            expect(page5.data.campaigns.items).toHaveLength(5);
            const winners = page20.data.campaigns.items.filter((c: any) => c.winner);
            expect(winners).toHaveLength(WITH_WINNER);
            expect(page5.data.campaigns.items.filter((c: any) => c.winner)).toHaveLength(5);
            expect(winners[0].winner).toEqual({ ticketId: expect.stringMatching(/-000001$/), customer: { displayName: 'lister T.' } });
            for (const c of page20.data.campaigns.items) {
                expect(c.product.featuredAsset.preview).toBeTruthy();
                expect(c.prize.featuredAsset.preview).toBeTruthy();
                expect(c.cover.preview).toBeTruthy();
                expect(c.specialVariant.name).toBeTruthy();
            }

            report.push(`${viewer.who}: page of 20 = ${page20.statements.length} statements, page of 5 = ${page5.statements.length}`);
            expect(page20.statements.length, page20.statements.join('\n')).toBe(page5.statements.length);
            expect(page20.statements.length, page20.statements.join('\n')).toBeLessThanOrEqual(MAX_STATEMENTS);
            // Every sheet is chosen in the database: as many statements whatever the number of campaigns.
            for (const sheet of ['HOTTEST', 'TRENDING', 'ENDING_SOON', 'JOINED', 'OTHER']) {
                const query = CAMPAIGN_PAGE.replace('sheet: LATEST', `sheet: ${sheet}`);
                const sheeted = await counted(`${sheet}-${viewer.who}`, query, { take: 20 }, viewer.token);
                expect(sheeted.statements.length, sheeted.statements.join('\n')).toBeLessThanOrEqual(MAX_STATEMENTS);
                // Hottest and Trending read their kept scores: no statement sums the hourly buckets.
                expect(sheeted.statements.join('\n')).not.toMatch(/campaign_hourly/);
            }

            // Only what is asked: a name and a picture need neither products, nor the other pictures,
            // nor the viewer (no `stage`), nor the official rules; on every sheet.
            for (const sheet of ['LATEST', 'HOTTEST', 'TRENDING', 'ENDING_SOON']) {
                const query = LIST_SHAPE.replace('sheet: LATEST', `sheet: ${sheet}`);
                const lean = await counted(`shape-${sheet}-${viewer.who}`, query, { take: 20 }, viewer.token);
                const full = (
                    await counted(`full-${sheet}-${viewer.who}`, CAMPAIGN_PAGE.replace('sheet: LATEST', `sheet: ${sheet}`), { take: 20 }, viewer.token)
                ).data.campaigns.items;
                expect(lean.data.campaigns.items.map((c: any) => [c.id, c.name, c.sId, c.featuredImg?.preview])).toEqual(
                    full.map((c: any) => [c.id, c.name, c.sId, c.featuredImg?.preview]),
                );
                const sql = lean.statements.join('\n');
                expect(lean.statements, sql).toHaveLength(LIST_SHAPE_STATEMENTS);
                expect(sql).not.toMatch(/"product"|"customer"|"participation"|"rules"|"cover"/);
            }
            report.push(`the list shape (id name sId featuredImg) = ${LIST_SHAPE_STATEMENTS} statements`);
        }
        console.log(`campaign list SQL (${server.database.kind}): ${report.join('; ')}`);
    });

    it('a list of plain fields (built from raw rows) answers exactly as the general path, guest and signed in, en and ms', { timeout: 120_000 }, async () => {
        const admin = await adminLogin(server.adminApiUrl);
        const products = await gql(server.adminApiUrl, '{ products(options: { take: 2 }) { items { id featuredAsset { id } } } }', {}, admin);
        const [product, other] = products.products.items;
        const shopper = await createShopper(server, admin, 'plain-lister');
        // Both pictures and both languages; English only and no picture; a Malay name with its other words left empty.
        await createCampaign(server, admin, {
            productId: product.id,
            coverId: other.featuredAsset.id,
            featuredImgId: product.featuredAsset.id,
            translations: [
                { languageCode: 'en', name: 'Plain both', description: 'English words', cardBuyTxt: 'Buy' },
                { languageCode: 'ms', name: 'Biasa kedua', description: 'Kata Melayu', cardBuyTxt: 'Beli' },
            ],
        });
        await createCampaign(server, admin, {
            productId: product.id,
            translations: [{ languageCode: 'en', name: 'Plain English only', description: 'Only English', cardBuyTxt: 'Buy it' }],
        });
        await createCampaign(server, admin, {
            productId: other.id,
            featuredImgId: other.featuredAsset.id,
            translations: [
                { languageCode: 'en', name: 'Plain partly', description: 'From English', cardBuyTxt: 'Buy now' },
                { languageCode: 'ms', name: 'Separuh', description: '', cardBuyTxt: '' },
            ],
        });
        const picture = '__typename id type mimeType width height fileSize source preview';
        const plain = (sheet: string) =>
            `query ($take: Int!) { campaigns(options: { take: $take }, sheet: ${sheet}) { totalItems items { __typename id sId name description cardBuyTxt featuredImg { ${picture} } cover { id preview } } } }`;
        // The same request with one field the plain cards do not answer (a boolean column): the general path.
        const general = (sheet: string) => plain(sheet).replace('cardBuyTxt featuredImg', 'cardBuyTxt isHot featuredImg');
        let compared = 0;
        for (const viewer of [
            { who: 'guest', token: undefined },
            { who: 'signed-in', token: shopper.token },
        ]) {
            for (const languageCode of ['en', 'ms']) {
                for (const sheet of ['LATEST', 'HOTTEST']) {
                    const tag = `plain-${sheet}-${viewer.who}-${languageCode}`;
                    const fast = await counted(tag, plain(sheet), { take: 20 }, viewer.token, languageCode);
                    const slow = await counted(`general-${tag}`, general(sheet), { take: 20 }, viewer.token, languageCode);
                    // The plain cards were built from raw rows (their statement's own column names), the general ones were not.
                    expect(fast.statements.join('\n')).toContain('t_languageCode');
                    expect(slow.statements.join('\n')).not.toContain('t_languageCode');
                    const items = slow.data.campaigns.items.map(({ isHot: _, ...rest }: Record<string, unknown>) => rest);
                    expect(fast.data.campaigns).toEqual({ totalItems: slow.data.campaigns.totalItems, items });
                    compared += items.length;
                }
            }
        }
        // Some words and picture columns only (the bench's list shape, and a cover's id): the statement
        // reads those (the columns asked of either picture, for both) and each picture's id, nothing
        // else, and answers as the general path.
        const slim = 'query ($take: Int!) { campaigns(options: { take: $take }) { items { id name featuredImg { preview } cover { id } } } }';
        for (const languageCode of ['en', 'ms']) {
            const fast = await counted(`slim-${languageCode}`, slim, { take: 20 }, undefined, languageCode);
            const slow = await counted(`slim-general-${languageCode}`, slim.replace('id name', 'id name isHot'), { take: 20 }, undefined, languageCode);
            const statement = fast.statements.find(line => line.includes('t_languageCode'))!;
            for (const read of ['"t_name"', '"featuredImg_id"', '"featuredImg_preview"', '"cover_id"', '"cover_preview"']) expect(statement).toContain(read);
            for (const unread of ['t_description', 't_cardBuyTxt', '"sId"', 'featuredImg_source', 'featuredImg_width', 'cover_width'])
                expect(statement).not.toContain(unread);
            expect(fast.data.campaigns.items).toEqual(slow.data.campaigns.items.map(({ isHot: _, ...rest }: Record<string, unknown>) => rest));
            compared += fast.data.campaigns.items.length;
        }
        // What the comparison covered: the new campaigns' words and pictures as each language reads them.
        const ms = (await counted('plain-ms', plain('LATEST'), { take: 3 }, undefined, 'ms')).data.campaigns.items;
        expect(ms.map((c: any) => [c.name, c.description, c.cardBuyTxt, !!c.featuredImg, !!c.cover])).toEqual([
            ['Separuh', 'From English', 'Buy now', true, false],
            ['Plain English only', 'Only English', 'Buy it', false, false],
            ['Biasa kedua', 'Kata Melayu', 'Beli', true, true],
        ]);
        expect(ms[0].featuredImg.preview).toMatch(/^https?:\/\//);
        expect(compared).toBeGreaterThanOrEqual(8 * 3 + 2 * 3);
    });
});
