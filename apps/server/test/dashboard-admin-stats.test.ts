import { createCampaign, createOperator, createShopper, gql, productVariants, queryDatabase, shopApi, TestServer } from '@tuah/testing';
import { beforeAll, describe, expect, it } from 'vitest';

import { createBlindBox, withBlindBoxShop } from './support/blind-boxes';
import { buy } from './support/draws';

const STATS = `{ tuahDashboardStats {
  since ticketsSoldToday
  campaignsEndingSoon { id sId name typStr endDate stage issuedTicket totalTicket }
  drawsInProgress { id stage stageSince }
  lowStock { prizeLineId campaignId prizeName rarity pType stock awarded remaining }
  lowStockVariants { variantId productId sku name productName available }
} }`;
const HOUR = 3_600_000;

/** The dashboard home's widgets: tickets sold today (Kuala Lumpur's day), campaigns ending within 24 h, draws in progress, prize stock running low. */
describe('dashboard admin API: tuahDashboardStats', () => {
    const shop = withBlindBoxShop();
    let server: TestServer;
    let admin: string;
    const stats = async (token = admin) => (await gql(server.adminApiUrl, STATS, {}, token)).tuahDashboardStats;

    beforeAll(() => {
        ({ server, admin } = shop);
    });

    it('the day starts at midnight in Kuala Lumpur', async () => {
        const since = Date.parse((await stats()).since);
        expect((since + 8 * HOUR) % (24 * HOUR)).toBe(0);
        expect(since).toBeLessThanOrEqual(Date.now());
        expect(Date.now() - since).toBeLessThan(24 * HOUR);
    });

    it('counts tickets sold today and lists campaigns ending within 24 hours, soonest first', async () => {
        const before = await stats();
        const cap = await productVariants(server.shopApiUrl, 'cap');
        const soon = await createCampaign(server, admin, {
            productId: cap.productId,
            typStr: 'LUCKYDRAW',
            totalTicket: 50,
            endDate: new Date(Date.now() + 2 * HOUR).toISOString(),
        });
        const later = await createCampaign(server, admin, {
            productId: cap.productId,
            typStr: 'LUCKYDRAW',
            totalTicket: 50,
            endDate: new Date(Date.now() + 48 * HOUR).toISOString(),
        });
        await buy(server, await createShopper(server, admin, 'statsbuyer'), soon.id, cap.variantIds[0], 3);

        const after = await stats();
        expect(after.ticketsSoldToday).toBe(before.ticketsSoldToday + 3);
        const ending = after.campaignsEndingSoon.map((c: any) => c.id);
        expect(ending).toContain(soon.id);
        expect(ending).not.toContain(later.id);
        expect(after.campaignsEndingSoon.find((c: any) => c.id === soon.id)).toMatchObject({
            sId: soon.sId,
            name: 'Test draw',
            typStr: 'LUCKYDRAW',
            stage: 'OPEN',
            issuedTicket: 3,
            totalTicket: 50,
        });
        const ends = after.campaignsEndingSoon.map((c: any) => Date.parse(c.endDate));
        expect(ends).toEqual([...ends].sort((a, b) => a - b));
        expect(ends.every((t: number) => t >= Date.now() - 60_000 && t <= Date.now() + 24 * HOUR)).toBe(true);
    });

    it('lists draws in progress with the time their stage began', async () => {
        const draw = await createCampaign(server, admin, { productId: (await productVariants(server.shopApiUrl, 'cap')).productId, totalTicket: 10 });
        expect((await stats()).drawsInProgress.map((d: any) => d.id)).not.toContain(draw.id);
        // A draw waiting at CALL_CONTRACT (no record: the sweeper cannot move it on).
        await queryDatabase(
            server,
            `UPDATE "campaign" SET "state" = 'ENDED', "stage" = 'CALL_CONTRACT', "ts_CALL_CONTRACT" = '2026-01-01 00:00:00' WHERE "id" = $1`,
            [Number(draw.id)],
        );
        const listed = (await stats()).drawsInProgress.find((d: any) => d.id === draw.id);
        expect(listed).toEqual({ id: draw.id, stage: 'CALL_CONTRACT', stageSince: '2026-01-01T00:00:00.000Z' });
    });

    it('flags limited prize lines with at most 5 units or 10 % of their stock left, fewest first', async () => {
        const { lines } = await createBlindBox(
            server,
            admin,
            { productId: shop.box.productId },
            [
                { rPercent: 10, stock: 10, name: 'Rare figure' },
                { rPercent: 20, stock: 100, name: 'Keyring' },
                { rPercent: 30, name: 'Sticker' },
                { rPercent: 40, isLose: true },
            ],
            shop.ships,
        );
        const [rare, keyring, sticker] = lines;
        const low = async () => (await stats()).lowStock.filter((l: any) => [rare.id, keyring.id, sticker.id].includes(l.prizeLineId));
        const award = (id: string, awarded: number) => queryDatabase(server, 'UPDATE "prize_line" SET "awarded" = $1 WHERE "id" = $2', [awarded, Number(id)]);
        expect(await low()).toEqual([]);
        await award(rare.id, 5); // 5 of 10 left: 5 units
        await award(keyring.id, 89); // 11 of 100 left: more than 10 %
        expect((await low()).map((l: any) => l.prizeLineId)).toEqual([rare.id]);
        await award(keyring.id, 90); // 10 of 100 left: 10 %
        await award(rare.id, 9); // 1 left
        const flagged = await low();
        expect(flagged).toEqual([
            {
                prizeLineId: rare.id,
                campaignId: expect.any(String),
                prizeName: 'Rare figure',
                rarity: 'COMMON',
                pType: 'PHYSICAL',
                stock: 10,
                awarded: 9,
                remaining: 1,
            },
            {
                prizeLineId: keyring.id,
                campaignId: expect.any(String),
                prizeName: 'Keyring',
                rarity: 'COMMON',
                pType: 'PHYSICAL',
                stock: 100,
                awarded: 90,
                remaining: 10,
            },
        ]);
    });

    it('flags catalogue variants that track stock with at most 5 units left to sell, fewest first', async () => {
        const cap = await productVariants(server.shopApiUrl, 'cap');
        const bank = await productVariants(server.shopApiUrl, 'power-bank-20000');
        const [first, second] = [cap.variantIds[0], bank.variantIds[0]];
        const UPDATE = 'mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }';
        // Available to sell is on hand minus allocated (earlier tests here sold caps): set as "this many left".
        const allocated = async (id: string) =>
            (await gql(server.adminApiUrl, 'query ($id: ID!) { productVariant(id: $id) { stockAllocated } }', { id }, admin)).productVariant
                .stockAllocated as number;
        const setStock = async (id: string, left: number, trackInventory = 'TRUE') =>
            gql(server.adminApiUrl, UPDATE, { input: [{ id, stockOnHand: (await allocated(id)) + left, trackInventory }] }, admin);
        const low = async () => (await stats()).lowStockVariants.filter((v: any) => [first, second].includes(v.variantId));
        await setStock(first, 50);
        await setStock(second, 6);
        expect(await low()).toEqual([]);
        await setStock(second, 5);
        await setStock(first, 2);
        expect(await low()).toEqual([
            {
                variantId: first,
                productId: cap.productId,
                sku: expect.any(String),
                name: expect.any(String),
                productName: expect.stringMatching(/cap/i),
                available: 2,
            },
            {
                variantId: second,
                productId: bank.productId,
                sku: expect.any(String),
                name: expect.any(String),
                productName: expect.stringMatching(/power bank/i),
                available: 5,
            },
        ]);
        // A variant that does not track stock never runs low.
        await setStock(first, 2, 'FALSE');
        expect((await low()).map((v: any) => v.variantId)).toEqual([second]);
        await setStock(first, 50, 'INHERIT');
        await setStock(second, 50, 'INHERIT');
    });

    it('needs ReadCampaign: a marketing role or nobody is refused', async () => {
        const operatorWith = (code: string, permissions: string[]) => createOperator(server, admin, code, permissions);
        expect((await stats(await operatorWith('stats-reader', ['ReadCampaign']))).ticketsSoldToday).toBeGreaterThan(0);
        for (const token of [await operatorWith('stats-marketer', ['ReadMarketing']), null]) {
            expect((await shopApi(server.adminApiUrl, STATS, {}, { token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        }
    });
});
