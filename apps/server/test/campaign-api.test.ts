import {
    ADD_ITEM,
    buy,
    CAMPAIGN_FIELDS,
    createCampaign,
    createShopper,
    DRAW_STARTED,
    gql,
    pay,
    productVariants,
    queryDatabase,
    shopApi,
    TEST_RULES,
    TestServer,
    toArrangingPayment,
    withShop,
} from '@tuah/testing';
import { beforeAll, describe, expect, it } from 'vitest';

import { whenRevealed } from './support/draws';
import { until } from './support/first-start';

describe('campaign shop and admin API', () => {
    let server: TestServer;
    let admin: string;
    let alice: { token: string; customerId: string };
    let bob: { token: string; customerId: string };
    let cap: { productId: string; variantIds: string[] };
    let watch: { productId: string; variantIds: string[] };

    withShop(shop => ({ server, admin } = shop));
    beforeAll(async () => {
        [alice, bob] = await Promise.all([createShopper(server, admin, 'alice'), createShopper(server, admin, 'bob')]);
        cap = await productVariants(server.shopApiUrl, 'cap');
        watch = await productVariants(server.shopApiUrl, 'smart-watch');
    });

    it('operators create and update campaigns with translations and flags', async () => {
        const created = await createCampaign(server, admin, {
            productId: cap.productId,
            totalTicket: 10,
            isHot: true,
            translations: [
                { languageCode: 'en', name: 'Admin draw', description: 'd', cardBuyTxt: 'Buy' },
                { languageCode: 'ms', name: 'Cabutan admin', description: 'd', cardBuyTxt: 'Beli' },
            ],
        });
        expect(created).toMatchObject({ name: 'Admin draw', state: 'ACTIVE', stage: 'OPEN', typStr: 'LUCKYDRAW', issuedTicket: 0 });
        expect(created.sId).toMatch(/^[A-Z0-9]{6}$/);
        const updated = await gql(
            server.adminApiUrl,
            `mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { ... on Campaign { ${CAMPAIGN_FIELDS} isNew totalTicket } } }`,
            { input: { id: created.id, isNew: true, totalTicket: 20 } },
            admin,
        );
        expect(updated.updateCampaign).toMatchObject({ isNew: true, totalTicket: 20 });
        const ms = await shopApi(`${server.shopApiUrl}?languageCode=ms`, 'query ($id: ID!) { campaign(campaignId: $id) { name cardBuyTxt } }', {
            id: created.id,
        });
        expect(ms.data.campaign).toEqual({ name: 'Cabutan admin', cardBuyTxt: 'Beli' });
    });

    it("the operators' list filters by type and state and pages with the shop's clamps", async () => {
        const list = async (options: string, state = '') =>
            (await gql(server.adminApiUrl, `{ campaigns(${state}options: ${options}) { totalItems items { sId typStr state } } }`, {}, admin)).campaigns;
        const all = await list('{ take: 100 }');
        const draws = await list('{ take: 100, filter: { typStr: { eq: "LUCKYDRAW" } } }');
        expect(draws.items.length).toBeGreaterThan(0);
        expect(draws.items.every((c: { typStr: string }) => c.typStr === 'LUCKYDRAW')).toBe(true);
        const boxes = await list('{ take: 100, filter: { typStr: { eq: "BLINDBOX" } } }');
        // Each campaign once, whatever its languages (its translations are joined to filter).
        for (const page of [all, draws, boxes]) expect(page.items).toHaveLength(page.totalItems);
        expect((await list('{ take: 100, filter: { name: { contains: "a" } } }')).items.map((c: { sId: string }) => c.sId)).toEqual([
            ...new Set((await list('{ take: 100, filter: { name: { contains: "a" } } }')).items.map((c: { sId: string }) => c.sId)),
        ]);
        expect(boxes.totalItems + draws.totalItems).toBe(all.totalItems);
        const endedDraws = await list('{ take: 100, filter: { typStr: { eq: "LUCKYDRAW" } } }', 'state: ENDED, ');
        expect(endedDraws.items.map((c: { sId: string }) => c.sId)).toContain('DONE6X');
        expect(endedDraws.items.every((c: { state: string }) => c.state === 'ENDED')).toBe(true);
        // take 1..100, skip >= 0: hostile values page, they never fail nor mean "everything".
        expect((await list('{ take: 0 }')).items).toHaveLength(1);
        expect((await list('{ take: -5, skip: -3 }')).items.map((c: { sId: string }) => c.sId)).toEqual([all.items[0].sId]);
        expect((await list('{ take: 100000 }')).items.length).toBe(Math.min(100, all.totalItems));
        expect((await list('{ take: 1, skip: 1 }')).items.map((c: { sId: string }) => c.sId)).toEqual([all.items[1].sId]);
    });

    it('tier odds must add up to 100 %; once tickets are sold, odds and tickets per item stay as sold', async () => {
        const CREATE = 'mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { ... on Campaign { id tierOdds } } }';
        const UPDATE = 'mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { ... on Campaign { id tierOdds isHot ticketPerItem } } }';
        const before = (await gql(server.adminApiUrl, '{ campaigns { totalItems } }', {}, admin)).campaigns.totalItems;
        const input = (tierOdds: unknown) => ({
            typStr: 'LUCKYDRAW',
            productId: cap.productId,
            startDate: new Date(Date.now() - 60_000).toISOString(),
            endDate: new Date(Date.now() + 86_400_000).toISOString(),
            totalTicket: 10,
            tierOdds,
            rules: TEST_RULES,
            translations: [{ languageCode: 'en', name: 'Odds draw', description: 'd', cardBuyTxt: 'Buy' }],
        });
        for (const odds of [
            { COMMON: 60, RARE: 18, EPIC: 8, ULTRA: 3, LEGENDARY: 1 },
            { COMMON: 80 },
            { COMMON: 70, MYTHIC: 0 },
            { COMMON: -10, RARE: 98 },
            [70, 18, 8, 3, 1],
        ]) {
            const refused = await shopApi(server.adminApiUrl, CREATE, { input: input(odds) }, { token: admin });
            expect(refused.errors?.[0]?.extensions?.code, JSON.stringify(odds)).toBe('USER_INPUT_ERROR');
        }
        expect((await shopApi(server.adminApiUrl, CREATE, { input: input({ COMMON: 60, RARE: 18 }) }, { token: admin })).errors?.[0]?.message).toMatch(
            /add up to 100 % \(they add up to 90 %\)/,
        );
        expect((await gql(server.adminApiUrl, '{ campaigns { totalItems } }', {}, admin)).campaigns.totalItems).toBe(before);

        // Missing tiers keep their defaults; the operator reads every tier back.
        const created = (await gql(server.adminApiUrl, CREATE, { input: input({ COMMON: 60, RARE: 28 }) }, admin)).createCampaign;
        expect(created.tierOdds).toEqual({ COMMON: 60, RARE: 28, EPIC: 8, ULTRA: 3, LEGENDARY: 1 });
        // Nothing sold yet: the odds may still change.
        const changed = (await gql(server.adminApiUrl, UPDATE, { input: { id: created.id, tierOdds: { COMMON: 70, RARE: 18 } } }, admin)).updateCampaign;
        expect(changed.tierOdds).toEqual({ COMMON: 70, RARE: 18, EPIC: 8, ULTRA: 3, LEGENDARY: 1 });

        const sold = (
            await gql(
                server.adminApiUrl,
                '{ campaigns(options: { take: 100, filter: { sId: { eq: "HOTEB2" } } }) { items { id issuedTicket tierOdds ticketPerItem } } }',
                {},
                admin,
            )
        ).campaigns.items[0];
        expect(sold.issuedTicket).toBeGreaterThan(0);
        for (const change of [
            { tierOdds: { COMMON: 60, RARE: 28 } },
            { ticketPerItem: sold.ticketPerItem + 1 },
            { ticketPerItemForSp: 5 },
            { minTicket: 10 },
        ]) {
            const refused = await shopApi(server.adminApiUrl, UPDATE, { input: { id: sold.id, ...change } }, { token: admin });
            expect(refused.errors?.[0]?.extensions?.code, JSON.stringify(change)).toBe('USER_INPUT_ERROR');
            expect(refused.errors?.[0]?.message).toMatch(/cannot change once tickets are sold or held/);
        }
        // The same values (a form sending everything back) are not a change.
        const same = (await gql(server.adminApiUrl, UPDATE, { input: { id: sold.id, tierOdds: sold.tierOdds, ticketPerItem: sold.ticketPerItem } }, admin))
            .updateCampaign;
        expect(same).toMatchObject({ tierOdds: sold.tierOdds, ticketPerItem: sold.ticketPerItem });
    });

    it('lists the seeded campaigns by sheet and state', async () => {
        const latest = await gql(
            server.shopApiUrl,
            '{ campaigns(options: { take: 20 }, sheet: LATEST) { totalItems items { sId state product { name } prize { name } cover { preview } } } }',
        );
        expect(latest.campaigns.totalItems).toBeGreaterThanOrEqual(6);
        const ended = await gql(server.shopApiUrl, '{ campaigns(state: ENDED) { items { sId stage isClosed isDraw } } }');
        // The demo's ended draw is drawn by the draw plugin as soon as the shop starts.
        expect(ended.campaigns.items).toContainEqual({ sId: 'DONE6X', stage: expect.stringMatching(DRAW_STARTED), isClosed: true, isDraw: true });
        const soon = await gql(server.shopApiUrl, '{ campaigns(state: ACTIVE, sheet: ENDING_SOON, options: { take: 1 }) { items { sId } } }');
        expect(soon.campaigns.items[0].sId).toBe('SOON4H');
        const hottest = await gql(server.shopApiUrl, '{ campaigns(sheet: HOTTEST) { totalItems } }');
        expect(hottest.campaigns.totalItems).toBeGreaterThanOrEqual(6);
    });

    it('orders, filters and pages every sheet in the database', { timeout: 180_000 }, async () => {
        const [carol, dave] = await Promise.all([createShopper(server, admin, 'carol'), createShopper(server, admin, 'dave')]);
        const now = Date.now();
        const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
        const tag = `Sheet ${now}`;
        const make = (name: string, startHours: number, endHours: number, totalTicket: number) =>
            createCampaign(server, admin, {
                productId: cap.productId,
                startDate: at(startHours),
                endDate: at(endHours),
                totalTicket,
                translations: [{ languageCode: 'en', name: `${tag} ${name}`, description: 'd', cardBuyTxt: 'Buy' }],
            });
        // A and B end together: B has fewer tickets left. D's tickets are more than a day old.
        const a = await make('A', -4, 10, 10);
        const b = await make('B', -3, 10, 20);
        const c = await make('C', -2, 5, 100);
        const d = await make('D', -1, 30, 50);
        await buy(server.shopApiUrl, carol.token, b.id, cap.variantIds[0], 1);
        await buy(server.shopApiUrl, dave.token, b.id, cap.variantIds[0], 1);
        await buy(server.shopApiUrl, carol.token, c.id, cap.variantIds[0], 3);
        await buy(server.shopApiUrl, carol.token, d.id, cap.variantIds[0], 5);
        // Hottest and Trending read the hourly counters written with the tickets: C's were bought
        // 20 hours ago (still counted), D's 30 hours ago (no longer).
        const counted = await queryDatabase(server, `SELECT SUM("tickets") AS "tickets" FROM "campaign_hourly_activity" WHERE "campaignId" = $1`, [
            Number(c.id),
        ]);
        expect(Number(counted[0].tickets)).toBe(3);
        for (const [campaign, hours] of [
            [c, 20],
            [d, 30],
        ] as const) {
            for (const table of ['campaign_hourly_activity', 'campaign_hourly_participant']) {
                await queryDatabase(server, `UPDATE "${table}" SET "hour" = "hour" - $1 WHERE "campaignId" = $2`, [hours, Number(campaign.id)]);
            }
        }
        // Time has passed for C and D: the ranking task takes the hours that left the last 24 off their scores.
        await rankSheetsNow(d.id, { tickets: 0, buyers: 0 });
        const names = new Map([a, b, c, d].map((x, i) => [x.sId, 'ABCD'[i]]));

        const sheet = async (name: string, token?: string, options = '{ take: 100 }', filtered = true) => {
            const filter = filtered ? `filter: { name: { contains: "${tag}" } }, ` : '';
            const opts = options.replace('{', `{ ${filter}`);
            const r = await gql(server.shopApiUrl, `{ campaigns(sheet: ${name}, options: ${opts}) { totalItems items { sId } } }`, {}, token);
            return { order: r.campaigns.items.map((x: any) => names.get(x.sId) ?? '-').join(''), totalItems: r.campaigns.totalItems };
        };
        // Scores: C 3 tickets from 1 participant, B 2 tickets from 2 participants, D and A none today.
        expect(await sheet('LATEST')).toEqual({ order: 'DCBA', totalItems: 4 });
        expect(await sheet('ENDING_SOON')).toEqual({ order: 'CABD', totalItems: 4 });
        expect(await sheet('HOTTEST')).toEqual({ order: 'CBDA', totalItems: 4 });
        expect(await sheet('TRENDING')).toEqual({ order: 'BCDA', totalItems: 4 });
        expect(await sheet('JOINED', carol.token)).toEqual({ order: 'DBC', totalItems: 3 });
        expect(await sheet('JOINED', dave.token)).toEqual({ order: 'B', totalItems: 1 });
        expect(await sheet('JOINED')).toEqual({ order: '', totalItems: 0 });
        expect(await sheet('OTHER', dave.token)).toEqual({ order: 'DAC', totalItems: 3 });
        expect(await sheet('OTHER')).toEqual({ order: 'DABC', totalItems: 4 });
        // Pages: skip/take clamped (take 0 is one row, a negative skip is 0), totalItems the whole sheet.
        expect(await sheet('LATEST', undefined, '{ skip: 1, take: 2 }')).toEqual({ order: 'CB', totalItems: 4 });
        expect(await sheet('HOTTEST', undefined, '{ skip: 3, take: 5 }')).toEqual({ order: 'A', totalItems: 4 });
        expect(await sheet('ENDING_SOON', undefined, '{ skip: -5, take: 0 }')).toEqual({ order: 'C', totalItems: 4 });
        // The options' sort breaks the sheet's ties; without a sheet it is the order.
        expect(await sheet('OTHER', undefined, '{ take: 100, sort: { totalTicket: DESC } }')).toEqual({ order: 'DBAC', totalItems: 4 });
        expect(await sheet('LATEST', undefined, '{ take: 100, sort: { totalTicket: ASC } }')).toEqual({ order: 'ABDC', totalItems: 4 });
        // Without options (the light path), the same orders among every shown campaign.
        for (const [name, order] of [
            ['LATEST', 'DCBA'],
            ['ENDING_SOON', 'CABD'],
            ['HOTTEST', 'CBDA'],
            ['TRENDING', 'BCDA'],
        ]) {
            expect((await sheet(name, undefined, '{ take: 100 }', false)).order.replace(/-/g, ''), name).toBe(order);
        }
        expect((await sheet('OTHER', dave.token, '{ take: 100 }', false)).order.replace(/-/g, '')).toBe('DAC');
    });

    it('Hottest and Trending follow new sales at once, and let go of the hours past the last 24', { timeout: 240_000 }, async () => {
        const [carol, dave, erin] = await Promise.all(['carol', 'dave', 'erin'].map(name => createShopper(server, admin, `${name}-ranked`)));
        const tag = `Ranked ${Date.now()}`;
        const made = [];
        for (const name of 'XYZ') {
            made.push(
                await createCampaign(server, admin, {
                    productId: cap.productId,
                    totalTicket: 100,
                    translations: [{ languageCode: 'en', name: `${tag} ${name}`, description: 'd', cardBuyTxt: 'Buy' }],
                }),
            );
        }
        const names = new Map(made.map((m, i) => [m.sId, 'XYZ'[i]]));
        const id = (name: string) => made['XYZ'.indexOf(name)]!.id;
        // The storefront's own request (no filter): the order of X, Y and Z among every shown campaign.
        const order = async (sheet: 'HOTTEST' | 'TRENDING') => {
            const r = await gql(server.shopApiUrl, `{ campaigns(sheet: ${sheet}, options: { take: 100 }) { items { sId } } }`);
            return r.campaigns.items.map((c: any) => names.get(c.sId) ?? '').join('');
        };
        const sale = (shopper: { token: string }, name: string, tickets: number) => buy(server.shopApiUrl, shopper.token, id(name), cap.variantIds[0], tickets);

        expect([await order('HOTTEST'), await order('TRENDING')]).toEqual(['XYZ', 'XYZ']);
        await sale(carol, 'Z', 3);
        // Nothing scheduled in between: the sale itself moved Z up.
        expect([await order('HOTTEST'), await order('TRENDING')]).toEqual(['ZXY', 'ZXY']);
        await sale(dave, 'Y', 1);
        await sale(erin, 'Y', 1);
        // Hottest: Z 3 tickets, Y 2. Trending: Y 2 buyers, Z 1.
        expect([await order('HOTTEST'), await order('TRENDING')]).toEqual(['ZYX', 'YZX']);
        await sale(carol, 'X', 1);
        await sale(dave, 'X', 1);
        await sale(erin, 'X', 2);
        expect([await order('HOTTEST'), await order('TRENDING')]).toEqual(['XZY', 'XYZ']);
        // A buyer already counted in the last 24 hours is not counted twice: Y gains tickets, not buyers.
        await sale(dave, 'Y', 3);
        expect([await order('HOTTEST'), await order('TRENDING')]).toEqual(['YXZ', 'XYZ']);
        // The scores are exactly what the hourly buckets say.
        for (const name of 'XYZ') {
            const [row] = await queryDatabase(
                server,
                `SELECT "ticketsLast24h" AS "tickets", "buyersLast24h" AS "buyers",
                   (SELECT SUM("tickets") FROM "campaign_hourly_activity" WHERE "campaignId" = $1) AS "bucketTickets",
                   (SELECT COUNT(DISTINCT "customerId") FROM "campaign_hourly_participant" WHERE "campaignId" = $2) AS "bucketBuyers"
                 FROM "campaign" WHERE "id" = $3`,
                // The SQLite helper reads $n as ?: one value per placeholder.
                [Number(id(name)), Number(id(name)), Number(id(name))],
            );
            expect([Number(row.tickets), Number(row.buyers)], name).toEqual([Number(row.bucketTickets), Number(row.bucketBuyers)]);
        }

        // A day later for X's sales: its hours leave the last 24 and the ranking task takes them off.
        for (const table of ['campaign_hourly_activity', 'campaign_hourly_participant']) {
            await queryDatabase(server, `UPDATE "${table}" SET "hour" = "hour" - 24 WHERE "campaignId" = $1`, [Number(id('X'))]);
        }
        await rankSheetsNow(id('X'), { tickets: 0, buyers: 0 });
        // X keeps its tickets issued (the tie-break) but no score: last on both sheets.
        expect([await order('HOTTEST'), await order('TRENDING')]).toEqual(['YZX', 'YZX']);
    });

    /** Runs the ranking task and waits until it has left `campaignId` with these scores. */
    async function rankSheetsNow(campaignId: string, scores: { tickets: number; buyers: number }) {
        const run = await gql(server.adminApiUrl, 'mutation { runScheduledTask(id: "campaign-rank-sheets") { success } }', {}, admin);
        expect(run.runScheduledTask.success).toBe(true);
        await until(
            'the ranking task',
            async () => {
                const [row] = await queryDatabase(server, `SELECT "ticketsLast24h" AS "tickets", "buyersLast24h" AS "buyers" FROM "campaign" WHERE "id" = $1`, [
                    Number(campaignId),
                ]);
                return Number(row.tickets) === scores.tickets && Number(row.buyers) === scores.buyers ? true : undefined;
            },
            75_000,
            250,
        );
    }

    it('refuses campaign items that cannot sell, with translated ErrorResults', async () => {
        const ended = await gql(server.shopApiUrl, '{ campaigns(state: ENDED) { items { id sId product { variants { id } } } } }');
        const done = ended.campaigns.items.find((c: any) => c.sId === 'DONE6X');
        const r1 = await gql(server.shopApiUrl, ADD_ITEM, { v: done.product.variants[0].id, q: 1, c: done.id }, bob.token);
        expect(r1.addItemToOrder).toMatchObject({ errorCode: 'CAMPAIGN_UNAVAILABLE_ERROR', reason: 'ENDED', message: 'This campaign has ended' });

        const limited = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 5, maxQty: 2, ticketPerItem: 2 });
        const wrong = await gql(server.shopApiUrl, ADD_ITEM, { v: watch.variantIds[0], q: 1, c: limited.id }, bob.token);
        expect(wrong.addItemToOrder).toMatchObject({ errorCode: 'CAMPAIGN_UNAVAILABLE_ERROR', reason: 'WRONG_VARIANT' });
        const over = await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 3, c: limited.id }, bob.token);
        expect(over.addItemToOrder).toMatchObject({ errorCode: 'ORDER_LIMIT_ERROR', maxItems: 2, message: 'You may buy at most 2 of this campaign' });
        const ok = await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 2, c: limited.id }, bob.token);
        expect(ok.addItemToOrder.__typename).toBe('Order');
        // 4 of 5 tickets are in this cart: another unit (2 tickets) does not fit, and maxQty is reached too.
        const more = await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 1, c: limited.id }, bob.token);
        expect(more.addItemToOrder.errorCode).toMatch(/ORDER_LIMIT_ERROR|INSUFFICIENT_STOCK_ERROR/);
        const tight = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 3 });
        const tooMany = await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 4, c: tight.id }, bob.token);
        expect(tooMany.addItemToOrder).toMatchObject({ errorCode: 'INSUFFICIENT_STOCK_ERROR', quantityAvailable: 3 });
        expect(tooMany.addItemToOrder.message).not.toMatch(/^errorResult\./);

        await gql(server.shopApiUrl, 'mutation { removeAllOrderLines { __typename } }', {}, bob.token);
    });

    it('issues tickets on payment, which only their holder may read', async () => {
        const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 10, ticketPerItem: 2 });
        const added = await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 2, c: campaign.id }, alice.token);
        expect(added.addItemToOrder.__typename).toBe('Order');
        const line = await gql(server.shopApiUrl, '{ activeOrder { lines { campaign { sId } } } }', {}, alice.token);
        expect(line.activeOrder.lines[0].campaign.sId).toBe(campaign.sId);
        expect((await toArrangingPayment(server.shopApiUrl, alice.token)).__typename).toBe('Order');
        expect(await pay(server.shopApiUrl, alice.token)).toMatchObject({ state: 'PaymentSettled' });

        const read = () =>
            gql(
                server.shopApiUrl,
                'query ($me: ID!, $c: ID) { userTickets(customerId: $me, campaignId: $c) { totalItems items { ticketId rarity weight rarityRevealsAt isWin campaign { sId } } } }',
                { me: alice.customerId, c: campaign.id },
                alice.token,
            );
        expect((await read()).userTickets.totalItems).toBe(4);
        // Each rarity is known once the beacon round after the sale is out.
        for (const t of await whenRevealed(async () => (await read()).userTickets.items)) {
            expect(t.ticketId).toMatch(new RegExp(`^${campaign.sId}-\\d{6}$`));
            expect(['COMMON', 'RARE', 'EPIC', 'ULTRA', 'LEGENDARY']).toContain(t.rarity);
            expect(t.weight).toBe({ COMMON: 1, RARE: 1, EPIC: 1, ULTRA: 3, LEGENDARY: 4 }[t.rarity as string]);
        }
        const stolen = await shopApi(
            server.shopApiUrl,
            'query ($id: ID!) { userTickets(customerId: $id) { totalItems } }',
            { id: alice.customerId },
            { token: bob.token },
        );
        expect(stolen.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        const anonymous = await shopApi(server.shopApiUrl, 'query ($id: ID!) { userTickets(customerId: $id) { totalItems } }', { id: alice.customerId });
        expect(anonymous.errors?.[0].extensions?.code).toBe('FORBIDDEN');

        const cur = await gql(server.shopApiUrl, 'query ($c: ID!) { listUserCurCampaignTicket(campaignId: $c) { totalItems } }', { c: campaign.id }, bob.token);
        expect(cur.listUserCurCampaignTicket.totalItems).toBe(0);
        const joined = await gql(server.shopApiUrl, '{ listUserParticipateCampaign(state: ACTIVE) { items { sId stage } } }', {}, alice.token);
        expect(joined.listUserParticipateCampaign.items).toEqual([{ sId: campaign.sId, stage: 'ENTERED' }]);
        const sheet = await gql(server.shopApiUrl, '{ campaigns(sheet: JOINED) { items { sId } } }', {}, alice.token);
        expect(sheet.campaigns.items.map((c: any) => c.sId)).toEqual([campaign.sId]);

        const people = await gql(
            server.shopApiUrl,
            'query ($c: ID!) { listCampaignParticipants(campaignId: $c, sort: { field: TICKET, order: DESC }) { totalItems items { count customer { id displayName } } } }',
            { c: campaign.id },
        );
        expect(people.listCampaignParticipants).toEqual({ totalItems: 1, items: [{ count: 4, customer: { id: alice.customerId, displayName: 'alice T.' } }] });
        const progress = await gql(
            server.shopApiUrl,
            'query ($c: ID!) { campaignProgress(campaignId: $c) { issuedTicket totalTicket percent stage state drawResult { name } } }',
            { c: campaign.id },
        );
        expect(progress.campaignProgress).toEqual({ issuedTicket: 4, totalTicket: 10, percent: 40, stage: 'OPEN', state: 'ACTIVE', drawResult: null });
    });

    it('closes a campaign past its end date for the draw', async () => {
        const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 10, ...pastItsEnd() });
        const refused = await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 1, c: campaign.id }, bob.token);
        expect(refused.addItemToOrder).toMatchObject({ errorCode: 'CAMPAIGN_UNAVAILABLE_ERROR', reason: 'ENDED' });
        const progress = await gql(server.shopApiUrl, 'query ($c: ID!) { campaignProgress(campaignId: $c) { state stage ts_DRAW_INIT isCancelled } }', {
            c: campaign.id,
        });
        expect(progress.campaignProgress).toMatchObject({ state: 'ENDED', stage: expect.stringMatching(DRAW_STARTED), isCancelled: false });
        expect(progress.campaignProgress.ts_DRAW_INIT).toBeTruthy();
    });

    describe('reads of a campaign past its end', () => {
        // Blind boxes: the draw sweeper closes lucky draws past their end every few seconds, and
        // these tests must see the row before anything but the read has touched it.
        const overdueBox = () => createCampaign(server, admin, { typStr: 'BLINDBOX', productId: cap.productId, totalTicket: 10, ...pastItsEnd() });
        const row = async (id: string) => (await queryDatabase(server, 'SELECT "state", "stage", "ts_ENDED" FROM "campaign" WHERE "id" = $1', [Number(id)]))[0];
        const READ = `query ($c: ID!) {
            campaign(campaignId: $c) { state stage isClosed }
            campaignProgress(campaignId: $c) { state stage }
            campaigns(state: ENDED, options: { take: 100 }) { items { id state } }
            active: campaigns(state: ACTIVE, options: { take: 100 }) { items { id } }
        }`;

        it('show it ended and write nothing; it still refuses to sell, and that refusal closes it', { timeout: 90_000 }, async () => {
            // The minutely task closes campaigns past their end: create and read between two of its runs.
            const betweenRuns = () => new Date().getSeconds() >= 3 && new Date().getSeconds() <= 45;
            await until('a moment between two runs of the minutely task', async () => betweenRuns() || undefined, 60_000, 200);
            const campaign = await overdueBox();
            const read = await gql(server.shopApiUrl, READ, { c: campaign.id }, alice.token);
            expect(read.campaign).toEqual({ state: 'ENDED', stage: 'ENDED', isClosed: true });
            expect(read.campaignProgress).toEqual({ state: 'ENDED', stage: 'ENDED' });
            expect(read.campaigns.items).toContainEqual({ id: campaign.id, state: 'ENDED' });
            expect(read.active.items).not.toContainEqual({ id: campaign.id });
            expect(await row(campaign.id)).toEqual({ state: 'ACTIVE', stage: 'OPEN', ts_ENDED: null });

            const refused = await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 1, c: campaign.id }, bob.token);
            expect(refused.addItemToOrder).toMatchObject({ errorCode: 'CAMPAIGN_UNAVAILABLE_ERROR', reason: 'ENDED' });
            expect(await row(campaign.id)).toMatchObject({ state: 'ENDED', stage: 'ENDED', ts_ENDED: expect.anything() });
        });

        it('the scheduled task closes it for real', { timeout: 90_000 }, async () => {
            const campaign = await overdueBox();
            const run = await gql(server.adminApiUrl, 'mutation { runScheduledTask(id: "campaign-close-due") { success } }', {}, admin);
            expect(run.runScheduledTask.success).toBe(true);
            // The scheduler picks manual runs up within its check interval (10 s), or the minutely run comes first.
            await until('the task closes the campaign', async () => ((await row(campaign.id)).state === 'ENDED' ? true : undefined), 75_000, 250);
            expect(await row(campaign.id)).toMatchObject({ state: 'ENDED', stage: 'ENDED', ts_ENDED: expect.anything() });
        });
    });

    it('cancels and refunds a campaign that ends below its minimum', async () => {
        const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 10, minTicket: 5 });
        await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 1, c: campaign.id }, bob.token);
        expect((await toArrangingPayment(server.shopApiUrl, bob.token)).__typename).toBe('Order');
        const paid = await pay(server.shopApiUrl, bob.token);
        expect(paid.state).toBe('PaymentSettled');
        // Past its end (set directly rather than waited for), it reads as cancelled at once.
        await gql(
            server.adminApiUrl,
            'mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { ... on Campaign { id } } }',
            { input: { id: campaign.id, endDate: pastItsEnd().endDate } },
            admin,
        );
        const progress = await gql(server.shopApiUrl, 'query ($c: ID!) { campaignProgress(campaignId: $c) { state stage isCancelled } }', { c: campaign.id });
        expect(progress.campaignProgress).toEqual({ state: 'ENDED', stage: 'ENDED', isCancelled: true });
        // A sale attempt (or the sweeper, if it came first) cancels it for real: refunds, void tickets.
        const refused = await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 1, c: campaign.id }, alice.token);
        expect(refused.addItemToOrder).toMatchObject({ errorCode: 'CAMPAIGN_UNAVAILABLE_ERROR', reason: 'ENDED' });
        const orders = await gql(
            server.adminApiUrl,
            'query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { payments { amount refunds { total state } } } } }',
            { code: paid.code },
            admin,
        );
        const payments = orders.orders.items[0].payments;
        expect(payments[0].refunds).toEqual([{ total: expect.any(Number), state: 'Settled' }]);
        expect(payments[0].refunds[0].total).toBeGreaterThan(0);
        const tickets = await gql(
            server.shopApiUrl,
            'query ($c: ID!) { listUserCurCampaignTicket(campaignId: $c) { items { isVoid } } }',
            { c: campaign.id },
            bob.token,
        );
        expect(tickets.listUserCurCampaignTicket.items).toEqual([{ isVoid: true }]);
    });
});

/** Dates of a campaign that started two minutes ago and ended a second ago. */
function pastItsEnd() {
    return { startDate: new Date(Date.now() - 120_000).toISOString(), endDate: new Date(Date.now() - 1000).toISOString() };
}
