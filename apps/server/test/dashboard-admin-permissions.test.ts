import { createOperator, gql, productVariants, shopApi, TestServer } from '@tuah/testing';
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

const AREAS = ['Campaign', 'PrizeTable', 'Code', 'Fulfilment', 'Marketing'];

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
        const { campaign, lines } = await createBlindBox(server, admin, { productId: shop.box.productId }, [{ rPercent: 40, pType: 'DIGITAL' }, { rPercent: 60 }], shop.ships);
        campaignId = campaign.id;
        lineId = lines[0].id;
        watchProductId = (await productVariants(server.shopApiUrl, 'smart-watch')).productId;
    });

    let roles = 0;
    const operatorWith = (permissions: string[]) => createOperator(server, admin, `dash-role-${++roles}`, permissions);
    const errorCode = async (query: string, variables: Record<string, unknown>, token: string | null) => (await shopApi(server.adminApiUrl, query, variables, { token })).errors?.[0]?.extensions?.code;
    const campaignInput = () => ({
        typStr: 'LUCKYDRAW',
        productId: watchProductId,
        startDate: new Date(Date.now() - 60_000).toISOString(),
        endDate: new Date(Date.now() + 86_400_000).toISOString(),
        totalTicket: 10,
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
        expect((await gql(server.adminApiUrl, UPDATE_CAMPAIGN, { input: { id: campaignId, isHot: true } }, updater)).updateCampaign.__typename).toBe('Campaign');
    });

    it('CreateCode creates code batches; nothing else does', async () => {
        const coder = await operatorWith(['CreateCode']);
        const batch = (await gql(server.adminApiUrl, CREATE_CODES, { input: { campaignId, kind: 'OFFLINE', grantType: 'BOX', count: 2, quantity: 1, label: 'Fair' } }, coder)).createCodeBatch;
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
});
