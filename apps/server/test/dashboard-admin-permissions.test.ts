import { createOperator, gql, productVariants, shopApi, TEST_RULES, TestServer } from '@tuah/testing';
import { beforeAll, describe, expect, it } from 'vitest';

import { createBlindBox, PRIZE_TABLE_RESULT, prizeInputs, withBlindBoxShop } from './support/blind-boxes';

const CAMPAIGNS = '{ campaigns(options: { take: 5 }) { totalItems } }';
const CREATE_CAMPAIGN = 'mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { __typename ... on Campaign { id } } }';
const UPDATE_CAMPAIGN = 'mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { __typename } }';
const PRIZE_TABLE = 'query ($c: ID!) { prizeTable(campaignId: $c) { lines { id rPercent } } }';
const SAVE_TABLE = `mutation ($c: ID!, $lines: [PrizeLineInput!]!) { savePrizeTable(campaignId: $c, lines: $lines) { ${PRIZE_TABLE_RESULT} } }`;
const ADD_CODES = 'mutation ($id: ID!, $codes: [String!]!) { addDigitalCodes(prizeLineId: $id, codes: $codes) { added } }';
const CREATE_CODES = 'mutation ($input: CreateCodeBatchInput!) { createCodeBatch(input: $input) { batch codes { code } } }';
const MARKETING = '{ marketingItems { totalItems } }';

const AREAS = ['Campaign', 'PrizeTable', 'Code', 'Fulfilment', 'Marketing', 'GatewayPayment'];

/**
 * Each area of the operator's dashboard has its own permissions (Create/Read/Update/Delete +
 * Campaign, PrizeTable, Code, Fulfilment, Marketing), so a role sees and changes only its area.
 */
describe('dashboard admin API: per-area permissions', () => {
    const shop = withBlindBoxShop();
    let server: TestServer;
    let admin: string;
    let campaignId: string;
    let lineId: string;
    let watchProductId: string;

    beforeAll(async () => {
        ({ server, admin } = shop);
        const { campaign, lines } = await createBlindBox(
            server,
            admin,
            { productId: shop.box.productId },
            [{ rPercent: 40, pType: 'DIGITAL' }, { rPercent: 60 }],
            shop.ships,
        );
        campaignId = campaign.id;
        lineId = lines[0].id;
        watchProductId = (await productVariants(server.shopApiUrl, 'smart-watch')).productId;
    });

    let roles = 0;
    const operatorWith = (permissions: string[]) => createOperator(server, admin, `dash-role-${++roles}`, permissions);
    const errorCode = async (query: string, variables: Record<string, unknown>, token: string | null) =>
        (await shopApi(server.adminApiUrl, query, variables, { token })).errors?.[0]?.extensions?.code;
    const campaignInput = () => ({
        typStr: 'LUCKYDRAW',
        productId: watchProductId,
        startDate: new Date(Date.now() - 60_000).toISOString(),
        endDate: new Date(Date.now() + 86_400_000).toISOString(),
        totalTicket: 10,
        rules: TEST_RULES,
        translations: [{ languageCode: 'en', name: 'Permission draw', description: 'A draw', cardBuyTxt: 'Buy 1' }],
    });
    const table = () => prizeInputs([{ rPercent: 40, pType: 'DIGITAL' }, { rPercent: 60 }], shop.ships);

    it('the superadmin holds every area permission, and a role can be given them', async () => {
        const me = await gql(server.adminApiUrl, '{ activeAdministrator { user { roles { permissions } } } }', {}, admin);
        const held = me.activeAdministrator.user.roles.flatMap((r: { permissions: string[] }) => r.permissions);
        for (const area of AREAS) for (const op of ['Create', 'Read', 'Update', 'Delete']) expect(held).toContain(`${op}${area}`);
        // Vendure refuses a role with a permission it does not know; these are known.
        await expect(operatorWith(AREAS.map(area => `Read${area}`))).resolves.toEqual(expect.any(String));
    });

    it('a marketing role cannot read or change prize tables, campaigns or codes, but does its own work', async () => {
        const marketer = await operatorWith(['CreateMarketing', 'ReadMarketing', 'UpdateMarketing', 'DeleteMarketing']);
        expect(await errorCode(PRIZE_TABLE, { c: campaignId }, marketer)).toBe('FORBIDDEN');
        expect(await errorCode(SAVE_TABLE, { c: campaignId, lines: table() }, marketer)).toBe('FORBIDDEN');
        expect(await errorCode(ADD_CODES, { id: lineId, codes: ['SNEAKY-1'] }, marketer)).toBe('FORBIDDEN');
        expect(await errorCode(CAMPAIGNS, {}, marketer)).toBe('FORBIDDEN');
        expect(await errorCode(CREATE_CODES, { input: { campaignId, kind: 'OFFLINE', grantType: 'BOX', count: 1, quantity: 1 } }, marketer)).toBe('FORBIDDEN');
        expect((await gql(server.adminApiUrl, MARKETING, {}, marketer)).marketingItems.totalItems).toBeGreaterThan(0);
    });

    it('payments needing attention: only ReadGatewayPayment lists them, only UpdateGatewayPayment refunds', async () => {
        const LIST = '{ gatewayTransactions(outcome: TO_REFUND, take: 5) { totalItems } }';
        const REFUND = 'mutation { refundGatewayTransaction(transId: "TNONE") { __typename ... on ErrorResult { errorCode } } }';
        const marketer = await operatorWith(['ReadMarketing', 'ReadOrder', 'UpdateOrder']);
        expect(await errorCode(LIST, {}, marketer)).toBe('FORBIDDEN');
        expect(await errorCode(REFUND, {}, marketer)).toBe('FORBIDDEN');
        const reader = await operatorWith(['ReadGatewayPayment']);
        expect((await gql(server.adminApiUrl, LIST, {}, reader)).gatewayTransactions.totalItems).toBeGreaterThanOrEqual(0);
        expect(await errorCode(REFUND, {}, reader)).toBe('FORBIDDEN');
        const refunder = await operatorWith(['ReadGatewayPayment', 'UpdateGatewayPayment']);
        expect((await gql(server.adminApiUrl, REFUND, {}, refunder)).refundGatewayTransaction).toEqual({
            __typename: 'GatewayRefundError',
            errorCode: 'GATEWAY_REFUND_ERROR',
        });
    });

    it('ReadPrizeTable reads a table but cannot change it; UpdatePrizeTable changes it and loads codes', async () => {
        const reader = await operatorWith(['ReadPrizeTable']);
        const lines = (await gql(server.adminApiUrl, PRIZE_TABLE, { c: campaignId }, reader)).prizeTable.lines;
        expect(lines.map((l: { rPercent: number }) => l.rPercent)).toEqual([40, 60]);
        expect(await errorCode(SAVE_TABLE, { c: campaignId, lines: table() }, reader)).toBe('FORBIDDEN');
        expect(await errorCode(ADD_CODES, { id: lineId, codes: ['READER-1'] }, reader)).toBe('FORBIDDEN');

        const editor = await operatorWith(['ReadPrizeTable', 'UpdatePrizeTable']);
        const lines2 = prizeInputs([{ rPercent: 25, pType: 'DIGITAL' }, { rPercent: 75 }], shop.ships);
        const saved = (await gql(server.adminApiUrl, SAVE_TABLE, { c: campaignId, lines: lines2 }, editor)).savePrizeTable;
        expect(saved.__typename).toBe('PrizeTable');
        expect(saved.lines.map((l: { rPercent: number }) => l.rPercent)).toEqual([25, 75]);
        const digital = saved.lines.find((l: { pType: string }) => l.pType === 'DIGITAL');
        expect((await gql(server.adminApiUrl, ADD_CODES, { id: digital.id, codes: ['EDITOR-1', 'EDITOR-2'] }, editor)).addDigitalCodes.added).toBe(2);
        // Still not a campaign operator.
        expect(await errorCode(CAMPAIGNS, {}, editor)).toBe('FORBIDDEN');
    });

    it('Campaign permissions: read lists, create and update need their own; prize tables stay out of reach', async () => {
        const reader = await operatorWith(['ReadCampaign']);
        expect((await gql(server.adminApiUrl, CAMPAIGNS, {}, reader)).campaigns.totalItems).toBeGreaterThan(0);
        expect(await errorCode(CREATE_CAMPAIGN, { input: campaignInput() }, reader)).toBe('FORBIDDEN');
        expect(await errorCode(UPDATE_CAMPAIGN, { input: { id: campaignId, isHot: true } }, reader)).toBe('FORBIDDEN');
        expect(await errorCode(PRIZE_TABLE, { c: campaignId }, reader)).toBe('FORBIDDEN');

        const creator = await operatorWith(['ReadCampaign', 'CreateCampaign']);
        expect((await gql(server.adminApiUrl, CREATE_CAMPAIGN, { input: campaignInput() }, creator)).createCampaign.__typename).toBe('Campaign');
        expect(await errorCode(UPDATE_CAMPAIGN, { input: { id: campaignId, isHot: true } }, creator)).toBe('FORBIDDEN');
        const updater = await operatorWith(['UpdateCampaign']);
        expect((await gql(server.adminApiUrl, UPDATE_CAMPAIGN, { input: { id: campaignId, isHot: true } }, updater)).updateCampaign.__typename).toBe(
            'Campaign',
        );
    });

    it('CreateCode creates code batches; nothing else does', async () => {
        const coder = await operatorWith(['CreateCode']);
        const batch = (
            await gql(
                server.adminApiUrl,
                CREATE_CODES,
                { input: { campaignId, kind: 'OFFLINE', grantType: 'BOX', count: 2, quantity: 1, label: 'Fair' } },
                coder,
            )
        ).createCodeBatch;
        expect(batch.codes).toHaveLength(2);
        expect(await errorCode(PRIZE_TABLE, { c: campaignId }, coder)).toBe('FORBIDDEN');
    });

    it('the permissions that stood in before (catalog, promotion, order) no longer open these areas', async () => {
        const old = await operatorWith(['ReadCatalog', 'CreateCatalog', 'UpdateCatalog', 'CreatePromotion', 'UpdateOrder', 'ReadOrder']);
        expect(await errorCode(CAMPAIGNS, {}, old)).toBe('FORBIDDEN');
        expect(await errorCode(CREATE_CAMPAIGN, { input: campaignInput() }, old)).toBe('FORBIDDEN');
        expect(await errorCode(PRIZE_TABLE, { c: campaignId }, old)).toBe('FORBIDDEN');
        expect(await errorCode(SAVE_TABLE, { c: campaignId, lines: table() }, old)).toBe('FORBIDDEN');
        expect(await errorCode(CREATE_CODES, { input: { campaignId, kind: 'OFFLINE', grantType: 'BOX', count: 1, quantity: 1 } }, old)).toBe('FORBIDDEN');
        expect(await errorCode('mutation ($o: ID!) { createMissingBlindBoxes(orderId: $o) { created } }', { o: '1' }, old)).toBe('FORBIDDEN');
        // Signed out: refused too.
        expect(await errorCode(CAMPAIGNS, {}, null)).toBe('FORBIDDEN');
    });

    it('the prize-table desk: prizeTables lists blind boxes with ReadPrizeTable alone, paged; a code import names its refused rows', async () => {
        const PRIZE_TABLES =
            'query ($skip: Int, $take: Int) { prizeTables(skip: $skip, take: $take) { totalItems items { campaignId name state sold lineCount totalPercent } } }';
        const reader = await operatorWith(['ReadPrizeTable']);
        const all = (await gql(server.adminApiUrl, PRIZE_TABLES, { take: 100 }, reader)).prizeTables;
        // The seeded demo boxes and this file's, newest first; a prize-table operator needs no Campaign permission for it.
        expect(all.totalItems).toBeGreaterThanOrEqual(3);
        expect(all.items[0]).toMatchObject({ campaignId, lineCount: 2, totalPercent: 100, sold: false, state: 'ACTIVE' });
        expect(all.items.every((t: { totalPercent: number }) => t.totalPercent === 100)).toBe(true);
        // Paging clamps: take 0 is one row, a huge take at most 100, a negative skip the start.
        expect((await gql(server.adminApiUrl, PRIZE_TABLES, { take: 0 }, reader)).prizeTables.items).toHaveLength(1);
        expect((await gql(server.adminApiUrl, PRIZE_TABLES, { skip: -5, take: 100_000 }, reader)).prizeTables.items).toEqual(all.items);
        expect(await errorCode(PRIZE_TABLES, {}, await operatorWith(['ReadMarketing', 'ReadCampaign']))).toBe('FORBIDDEN');
        // The editor's heading: the campaign's name and whether boxes were sold; an unknown campaign has none.
        const heading = (await gql(server.adminApiUrl, 'query ($c: ID!) { prizeTable(campaignId: $c) { name sold } }', { c: campaignId }, reader)).prizeTable;
        expect(heading).toEqual({ name: all.items[0].name, sold: false });
        expect((await gql(server.adminApiUrl, 'query { prizeTable(campaignId: "999999") { name sold lines { id } } }', {}, reader)).prizeTable).toEqual({
            name: null,
            sold: false,
            lines: [],
        });

        // Refused rows: the row (file line / list position), the code and why.
        const editor = await operatorWith(['ReadPrizeTable', 'UpdatePrizeTable']);
        const digital = (await gql(server.adminApiUrl, PRIZE_TABLE, { c: campaignId }, reader)).prizeTable.lines[0].id;
        const IMPORT = 'added duplicates refused { row code reason } total';
        const typed = (
            await gql(
                server.adminApiUrl,
                `mutation ($id: ID!, $codes: [String!]!) { addDigitalCodes(prizeLineId: $id, codes: $codes) { ${IMPORT} } }`,
                { id: digital, codes: ['ROW-1', '', 'ROW-1', 'ROW-2'] },
                editor,
            )
        ).addDigitalCodes;
        expect(typed).toMatchObject({ added: 2, duplicates: 1, refused: [{ row: 3, code: 'ROW-1', reason: 'REPEATED' }] });
        const form = new FormData();
        form.append(
            'operations',
            JSON.stringify({
                query: `mutation ($id: ID!, $file: Upload!) { uploadDigitalCodes(prizeLineId: $id, file: $file) { ${IMPORT} } }`,
                variables: { id: digital, file: null },
            }),
        );
        form.append('map', JSON.stringify({ 0: ['variables.file'] }));
        form.append('0', new Blob(['code\nROW-3\nROW-1\n\n"ROW-3",again\nROW-4\n'], { type: 'text/csv' }), 'codes.csv');
        const upload = await fetch(server.adminApiUrl, {
            method: 'POST',
            headers: { authorization: `Bearer ${editor}`, 'apollo-require-preflight': 'true' },
            body: form,
        });
        const uploaded = ((await upload.json()) as any).data.uploadDigitalCodes;
        expect(uploaded).toEqual({
            added: 2,
            duplicates: 2,
            refused: [
                { row: 3, code: 'ROW-1', reason: 'ALREADY_IN_POOL' },
                { row: 5, code: 'ROW-3', reason: 'REPEATED' },
            ],
            total: typed.total + 2,
        });
        // A code too long refuses the whole input, naming its row; nothing is added.
        const tooLong = await shopApi(
            server.adminApiUrl,
            'mutation ($id: ID!, $codes: [String!]!) { addDigitalCodes(prizeLineId: $id, codes: $codes) { added } }',
            { id: digital, codes: ['OK-1', 'X'.repeat(256)] },
            { token: editor },
        );
        expect(tooLong.errors?.[0]?.extensions?.code).toBe('USER_INPUT_ERROR');
        expect(tooLong.errors?.[0]?.message).toMatch(/row 2/);
    });
});
