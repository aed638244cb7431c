import { createCampaign, createOperator, createShopper, gql, pdfText, productVariants, queryDatabase, shopApi, TestServer, withShop } from '@tuah/testing';
import { beforeAll, describe, expect, it } from 'vitest';

const CREATE = 'mutation ($input: CreateCodeBatchInput!) { createCodeBatch(input: $input) { batch codes { code expiresAt } } }';
const BATCHES = `query ($c: ID, $skip: Int, $take: Int) { codeBatches(campaignId: $c, skip: $skip, take: $take) {
  totalItems items { batch campaign { id } kind grantType quantity prize { id } expiresAt createdAt total redeemed } } }`;
const CODES = `query ($b: String!, $skip: Int, $take: Int) { codeBatch(batch: $b, skip: $skip, take: $take) {
  totalItems items { code isRedeemed redeemedAt expiresAt redeemedBy { id firstName lastName } } } }`;
const PREVIEW =
    'mutation ($code: String!) { previewCode(code: $code) { __typename ... on RedemptionCode { isRedeemed } ... on ErrorResult { errorCode message } } }';
const REDEEM = `mutation ($code: String!) { codeRedeem(code: $code) { __typename ... on CodeRedemption { ticketIds } ... on ErrorResult { errorCode message } } }`;

const HOUR = 3_600_000;

/** Operators list code batches with their redeemed counts, see who redeemed each code, download a batch as CSV; a batch may expire. */
describe('dashboard admin API: code batches', () => {
    let server: TestServer;
    let admin: string;
    let campaignId: string;
    let fair: { batch: string; codes: Array<{ code: string; expiresAt: string | null }> };
    let old: { batch: string; codes: Array<{ code: string }> };
    let shopper: { token: string; customerId: string };

    withShop(shop => ({ server, admin } = shop));
    beforeAll(async () => {
        const watch = await productVariants(server.shopApiUrl, 'smart-watch');
        campaignId = (
            await createCampaign(server, admin, {
                productId: watch.productId,
                totalTicket: 100,
                translations: [
                    { languageCode: 'en', name: 'Fair draw', description: 'A draw for tests', cardBuyTxt: 'Buy 1 get 1' },
                    { languageCode: 'ms', name: 'Cabutan pesta', description: 'Cabutan ujian', cardBuyTxt: 'Beli 1 dapat 1' },
                ],
            })
        ).id;
        const expiresAt = new Date(Date.now() + HOUR).toISOString();
        fair = (
            await gql(
                server.adminApiUrl,
                CREATE,
                { input: { campaignId, kind: 'OFFLINE', grantType: 'TICKETS', count: 3, label: 'Fair day', expiresAt } },
                admin,
            )
        ).createCodeBatch;
        old = (
            await gql(
                server.adminApiUrl,
                CREATE,
                { input: { campaignId, kind: 'ONLINE', grantType: 'TICKETS', count: 2, quantity: 2, label: 'Old promo', expiresAt } },
                admin,
            )
        ).createCodeBatch;
        shopper = await createShopper(server, admin, 'coderedeemer');
    });

    const shop = (query: string, variables: Record<string, unknown>, language = 'en') =>
        gql(`${server.shopApiUrl}?languageCode=${language}`, query, variables, shopper.token);

    it('a batch takes an expiry in the future; a past one is refused', async () => {
        expect(new Date(fair.codes[0].expiresAt!).getTime()).toBeGreaterThan(Date.now());
        const past = await shopApi(
            server.adminApiUrl,
            CREATE,
            { input: { campaignId, kind: 'OFFLINE', grantType: 'TICKETS', count: 1, expiresAt: new Date(Date.now() - 1000).toISOString() } },
            { token: admin },
        );
        expect(past.errors?.[0]).toMatchObject({ message: 'expiresAt must be in the future', extensions: { code: 'USER_INPUT_ERROR' } });
        // Without an expiry a code never expires.
        const forever = (await gql(server.adminApiUrl, CREATE, { input: { campaignId, kind: 'OFFLINE', grantType: 'TICKETS', count: 1 } }, admin))
            .createCodeBatch;
        expect(forever.codes[0].expiresAt).toBeNull();
    });

    it('an ended or drawn campaign cannot have codes made (the shop would refuse them); one not yet started can', async () => {
        const drawn = (await gql(server.adminApiUrl, '{ campaigns(options: { filter: { sId: { eq: "DONE6X" } } }) { items { id } } }', {}, admin)).campaigns
            .items[0].id;
        const watch = await productVariants(server.shopApiUrl, 'smart-watch');
        const ended = (await createCampaign(server, admin, { productId: watch.productId, totalTicket: 10 })).id;
        await queryDatabase(server, `UPDATE "campaign" SET "endDate" = '2020-01-01 00:00:00' WHERE "id" = $1`, [ended]);
        for (const id of [drawn, ended]) {
            const refused = await shopApi(
                server.adminApiUrl,
                CREATE,
                { input: { campaignId: id, kind: 'OFFLINE', grantType: 'TICKETS', count: 1 } },
                { token: admin },
            );
            expect(refused.errors?.[0], id).toMatchObject({
                message: expect.stringMatching(/^This campaign has ended/),
                extensions: { code: 'USER_INPUT_ERROR' },
            });
            expect((await gql(server.adminApiUrl, BATCHES, { c: id }, admin)).codeBatches.totalItems).toBe(0);
        }
        const later = (await createCampaign(server, admin, { productId: watch.productId, startDate: new Date(Date.now() + HOUR).toISOString() })).id;
        expect(
            (await gql(server.adminApiUrl, CREATE, { input: { campaignId: later, kind: 'OFFLINE', grantType: 'TICKETS', count: 1 } }, admin)).createCodeBatch
                .codes,
        ).toHaveLength(1);
    });

    it("an expired code is refused at preview and redeem with COUPON_CODE_EXPIRED, in the shopper's language; a live one redeems", async () => {
        // The "Old promo" batch ran out yesterday.
        await queryDatabase(server, `UPDATE "redemption_code" SET "expiresAt" = '2020-01-01 00:00:00' WHERE "batch" = $1`, [old.batch]);
        const preview = (await shop(PREVIEW, { code: old.codes[0].code })).previewCode;
        expect(preview).toEqual({ __typename: 'CouponCodeExpiredError', errorCode: 'COUPON_CODE_EXPIRED_ERROR', message: 'This coupon code has expired.' });
        expect((await shop(PREVIEW, { code: old.codes[0].code }, 'ms')).previewCode.message).toBe('Kod kupon ini telah tamat tempoh.');
        const redeem = (await shop(REDEEM, { code: old.codes[0].code })).codeRedeem;
        expect(redeem).toMatchObject({ __typename: 'CouponCodeExpiredError', errorCode: 'COUPON_CODE_EXPIRED_ERROR' });

        expect((await shop(PREVIEW, { code: fair.codes[1].code })).previewCode).toEqual({ __typename: 'RedemptionCode', isRedeemed: false });
        expect((await shop(REDEEM, { code: fair.codes[1].code })).codeRedeem.ticketIds).toHaveLength(1);
    });

    it("lists batches newest first with counts, and a batch's codes with who redeemed them", async () => {
        const { codeBatches } = await gql(server.adminApiUrl, BATCHES, { c: campaignId }, admin);
        expect(codeBatches.totalItems).toBe(3);
        const [forever, promo, day] = codeBatches.items;
        expect(forever).toMatchObject({ total: 1, redeemed: 0, expiresAt: null });
        expect(promo).toMatchObject({
            batch: old.batch,
            campaign: { id: campaignId },
            kind: 'ONLINE',
            grantType: 'TICKETS',
            quantity: 2,
            prize: null,
            total: 2,
            redeemed: 0,
        });
        expect(new Date(promo.expiresAt).getTime()).toBe(Date.parse('2020-01-01T00:00:00Z'));
        expect(day).toMatchObject({ batch: fair.batch, kind: 'OFFLINE', quantity: 1, total: 3, redeemed: 1 });
        // Its name carries the shop's time (Kuala Lumpur, as the dashboard's Created column), not UTC.
        const klNow = new Date(Date.now() + 8 * HOUR).toISOString().slice(0, 10);
        expect(fair.batch).toMatch(new RegExp(`^Fair day ${klNow} \\d\\d:\\d\\d:\\d\\d\\.\\d{3} MYT$`));
        expect(Math.abs(new Date(day.createdAt).getTime() - Date.now())).toBeLessThan(10 * 60_000);

        const codes = (await gql(server.adminApiUrl, CODES, { b: fair.batch }, admin)).codeBatch;
        expect(codes.totalItems).toBe(3);
        expect(codes.items.map((c: any) => c.code)).toEqual(fair.codes.map(c => c.code));
        expect(codes.items[1]).toMatchObject({ isRedeemed: true, redeemedBy: { id: shopper.customerId, firstName: 'coderedeemer', lastName: 'Tester' } });
        expect(codes.items[1].redeemedAt).not.toBeNull();
        expect(codes.items[0]).toMatchObject({ isRedeemed: false, redeemedAt: null, redeemedBy: null });
        expect((await gql(server.adminApiUrl, CODES, { b: 'no such batch' }, admin)).codeBatch).toEqual({ totalItems: 0, items: [] });
    });

    it("downloads a batch as CSV with an operator's session; others are refused", async () => {
        const csv = async (batch: string | null, token?: string) =>
            fetch(`${server.baseUrl}/code-batches/csv${batch == null ? '' : `?batch=${encodeURIComponent(batch)}`}`, {
                headers: token ? { authorization: `Bearer ${token}` } : {},
            });
        const ok = await csv(fair.batch, admin);
        expect(ok.status).toBe(200);
        expect(ok.headers.get('content-type')).toMatch(/^text\/csv/);
        expect(ok.headers.get('content-disposition')).toMatch(/^attachment; filename="Fair-day-.*\.csv"$/);
        const lines = (await ok.text()).trim().split('\r\n');
        expect(lines[0]).toBe('"code","printed","kind","grantType","quantity","expiresAt","redeemedAt","redeemedById","redeemedByName"');
        expect(lines).toHaveLength(4);
        expect(lines[1]).toMatch(
            new RegExp(`^"${fair.codes[0].code}","[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}","OFFLINE","TICKETS","1","20\\d\\d-[^"]+","","",""$`),
        );
        expect(lines[2]).toContain(`"${shopper.customerId}","coderedeemer Tester"`);

        expect((await csv('no such batch', admin)).status).toBe(404);
        expect((await csv(null, admin)).status).toBe(400);
        expect((await csv(fair.batch)).status).toBe(403);
        expect((await csv(fair.batch, shopper.token)).status).toBe(403);
    });

    it('Code permissions: ReadCode lists and downloads but cannot create; Marketing sees nothing', async () => {
        const operatorWith = (code: string, permissions: string[]) => createOperator(server, admin, code, permissions);
        const denied = async (query: string, variables: Record<string, unknown>, token: string) =>
            (await shopApi(server.adminApiUrl, query, variables, { token })).errors?.[0]?.extensions?.code;
        const reader = await operatorWith('code-reader', ['ReadCode']);
        expect((await gql(server.adminApiUrl, BATCHES, { c: campaignId }, reader)).codeBatches.totalItems).toBe(3);
        expect(
            (await fetch(`${server.baseUrl}/code-batches/csv?batch=${encodeURIComponent(fair.batch)}`, { headers: { authorization: `Bearer ${reader}` } }))
                .status,
        ).toBe(200);
        expect(await denied(CREATE, { input: { campaignId, kind: 'OFFLINE', grantType: 'TICKETS', count: 1 } }, reader)).toBe('FORBIDDEN');
        const marketer = await operatorWith('code-marketer', ['ReadMarketing', 'UpdateMarketing']);
        expect(await denied(BATCHES, {}, marketer)).toBe('FORBIDDEN');
        expect(await denied(CODES, { b: fair.batch }, marketer)).toBe('FORBIDDEN');
        expect(
            (await fetch(`${server.baseUrl}/code-batches/csv?batch=${encodeURIComponent(fair.batch)}`, { headers: { authorization: `Bearer ${marketer}` } }))
                .status,
        ).toBe(403);
    });

    it('prints a batch as an A4 sheet of coupons (PDF): every code, over as many pages as it needs; others are refused', async () => {
        const pdf = async (batch: string | null, token?: string) =>
            fetch(`${server.baseUrl}/code-batches/pdf${batch == null ? '' : `?batch=${encodeURIComponent(batch)}`}`, {
                headers: token ? { authorization: `Bearer ${token}` } : {},
            });
        // 25 coupons at ten a page: three pages.
        const expiresAt = new Date(Date.now() + 30 * 24 * HOUR).toISOString();
        const big = (
            await gql(
                server.adminApiUrl,
                CREATE,
                { input: { campaignId, kind: 'OFFLINE', grantType: 'TICKETS', count: 25, quantity: 2, label: 'Roadshow', expiresAt } },
                admin,
            )
        ).createCodeBatch;
        const ok = await pdf(big.batch, admin);
        expect(ok.status).toBe(200);
        expect(ok.headers.get('content-type')).toBe('application/pdf');
        expect(ok.headers.get('content-disposition')).toMatch(/^attachment; filename="Roadshow-.*\.pdf"$/);
        const bytes = new Uint8Array(await ok.arrayBuffer());
        expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
        expect(
            Buffer.from(bytes)
                .toString('latin1')
                .match(/\/Type \/Page\b(?!s)/g),
        ).toHaveLength(3);
        const text = await pdfText(bytes);
        for (const { code } of big.codes) expect(text).toContain(code.match(/.{4}/g)!.join('-'));
        // The shop's name, what each code grants and until when, on every coupon.
        expect(text.match(/Tuah/g)!.length).toBeGreaterThanOrEqual(25);
        // The Malay line names the campaign in Malay.
        expect(text).toContain('2 tickets in Fair draw');
        expect(text).toContain('2 tiket dalam Cabutan pesta');
        expect(text).toMatch(/Valid until \d{1,2} \w{3} 20\d\d/);

        expect((await pdf('no such batch', admin)).status).toBe(404);
        expect((await pdf(null, admin)).status).toBe(400);
        expect((await pdf(big.batch)).status).toBe(403);
        expect((await pdf(big.batch, shopper.token)).status).toBe(403);
        const reader = await createOperator(server, admin, 'pdf-reader', ['ReadCode']);
        expect((await pdf(big.batch, reader)).status).toBe(200);
        const marketer = await createOperator(server, admin, 'pdf-marketer', ['ReadMarketing']);
        expect((await pdf(big.batch, marketer)).status).toBe(403);
    });

    it('clamps paging: batches take 1..100 (default 20), codes take 1..1000 (default 100), skip >= 0', async () => {
        const batches = async (variables: Record<string, unknown>) => (await gql(server.adminApiUrl, BATCHES, variables, admin)).codeBatches;
        const all = await batches({ take: 100 });
        expect(all.items).toHaveLength(Math.min(100, all.totalItems));
        expect((await batches({ take: 0 })).items).toHaveLength(1);
        expect((await batches({ take: -2 })).items).toHaveLength(1);
        expect((await batches({ take: 100_000 })).items).toHaveLength(Math.min(100, all.totalItems));
        expect((await batches({ skip: -3, take: 1 })).items).toEqual(all.items.slice(0, 1));
        expect((await batches({ skip: 1, take: 1 })).items).toEqual(all.items.slice(1, 2));
        const codes = async (variables: Record<string, unknown>) => (await gql(server.adminApiUrl, CODES, { b: fair.batch, ...variables }, admin)).codeBatch;
        expect((await codes({ take: 0 })).items).toHaveLength(1);
        expect((await codes({ skip: -1, take: 2 })).items).toHaveLength(2);
        expect((await codes({ skip: 2 })).items).toHaveLength(1);
        expect((await codes({ take: 5000 })).items).toHaveLength(3);
    });
});
