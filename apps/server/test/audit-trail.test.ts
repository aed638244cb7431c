import { createOperator, gql, queryDatabase, shopApi, TestServer } from '@tuah/testing';
import { beforeAll, describe, expect, it } from 'vitest';

import { auditArea, auditSummary } from '../src/plugins/audit';
import { addCodes, createBlindBox, PRIZE_TABLE_RESULT, prizeInputs, withBlindBoxShop } from './support/blind-boxes';

const ENTRIES = `query ($o: AuditEntryListOptions) { auditEntries(options: $o) {
    totalItems items { id createdAt administratorId identifier operation area entityType entityId summary } } }`;
const SAVE_TABLE = `mutation ($c: ID!, $lines: [PrizeLineInput!]!) { savePrizeTable(campaignId: $c, lines: $lines) { ${PRIZE_TABLE_RESULT} } }`;
const UPDATE_CAMPAIGN = 'mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { __typename ... on Campaign { id } } }';
const CREATE_CODES = 'mutation ($input: CreateCodeBatchInput!) { createCodeBatch(input: $input) { batch } }';

interface Entry {
    id: string;
    createdAt: string;
    administratorId: string | null;
    identifier: string;
    operation: string;
    area: string;
    entityType: string | null;
    entityId: string | null;
    summary: string;
}

/**
 * Issue 30, the operator audit trail (docs/audit.md): every successful admin mutation leaves one
 * append-only entry naming the administrator; refusals leave none; only ReadAuditTrail reads it.
 */
describe('operator audit trail', () => {
    const shop = withBlindBoxShop();
    let server: TestServer;
    let admin: string;
    let me: { id: string; identifier: string };
    let campaignId: string;

    const entries = async (options: Record<string, unknown> = {}, token = admin) =>
        (await gql(server.adminApiUrl, ENTRIES, { o: options }, token)).auditEntries as { totalItems: number; items: Entry[] };
    const entriesFor = async (operation: string) => (await entries({ take: 100 })).items.filter(e => e.operation === operation);

    beforeAll(async () => {
        ({ server, admin } = shop);
        const active = await gql(server.adminApiUrl, '{ activeAdministrator { id user { identifier } } }', {}, admin);
        me = { id: active.activeAdministrator.id, identifier: active.activeAdministrator.user.identifier };
        campaignId = (
            await createBlindBox(
                server,
                admin,
                { productId: shop.box.productId },
                [
                    { rPercent: 40, pType: 'DIGITAL' },
                    { rPercent: 60, isLose: true },
                ],
                shop.ships,
            )
        ).campaign.id;
    });

    it('changes to odds, a campaign, codes and roles each leave one entry naming the administrator, secrets redacted', async () => {
        const before = (await entries()).totalItems;
        const saved = await gql(
            server.adminApiUrl,
            SAVE_TABLE,
            {
                c: campaignId,
                lines: prizeInputs(
                    [
                        { rPercent: 30, pType: 'DIGITAL' },
                        { rPercent: 70, isLose: true },
                    ],
                    shop.ships,
                ),
            },
            admin,
        );
        expect(saved.savePrizeTable.__typename).toBe('PrizeTable');
        const updated = await gql(server.adminApiUrl, UPDATE_CAMPAIGN, { input: { id: campaignId, isHot: true } }, admin);
        expect(updated.updateCampaign.__typename).toBe('Campaign');
        await gql(server.adminApiUrl, CREATE_CODES, { input: { campaignId, kind: 'OFFLINE', grantType: 'BOX', count: 2, quantity: 1, label: 'Audit' } }, admin);
        await addCodes(server.adminApiUrl, admin, saved.savePrizeTable.lines[0].id, ['SECRET-PRIZE-1', 'SECRET-PRIZE-2']);
        await createOperator(server, admin, 'audit-reader', ['ReadAuditTrail']);

        const all = await entries({ take: 100 });
        expect(all.totalItems).toBe(before + 6);
        const added = all.items.slice(0, 6);
        const one = (operation: string) => {
            const found = added.filter(e => e.operation === operation);
            expect(found, operation).toHaveLength(1);
            expect(found[0]).toMatchObject({ administratorId: me.id, identifier: me.identifier });
            return found[0];
        };
        const table = one('savePrizeTable');
        expect(table).toMatchObject({ area: 'PRIZE_TABLES', entityId: campaignId });
        expect(JSON.parse(table.summary).lines[0].rPercent).toBe(30);
        expect(one('updateCampaign')).toMatchObject({ area: 'CAMPAIGNS', entityType: 'Campaign', entityId: campaignId });
        expect(JSON.parse(one('updateCampaign').summary)).toEqual({ input: { id: Number(campaignId), isHot: true } });
        expect(one('createCodeBatch')).toMatchObject({ area: 'CODES' });
        const codes = one('addDigitalCodes');
        expect(codes.area).toBe('PRIZE_TABLES');
        expect(codes.summary).not.toContain('SECRET-PRIZE');
        expect(JSON.parse(codes.summary).codes).toBe('[redacted: 2 items]');
        expect(one('createRole')).toMatchObject({ area: 'ROLES', entityType: 'Role' });
        const administrator = one('createAdministrator');
        expect(administrator).toMatchObject({ area: 'ADMINISTRATORS', entityType: 'Administrator' });
        expect(administrator.summary).toContain('audit-reader@tuah.test');
        expect(administrator.summary).not.toContain('operator-password');
        // Newest first.
        expect(all.items[0].operation).toBe('createAdministrator');
    });

    it('a refused or forbidden mutation leaves no entry', async () => {
        const before = (await entries()).totalItems;
        const refused = await gql(
            server.adminApiUrl,
            SAVE_TABLE,
            { c: campaignId, lines: prizeInputs([{ rPercent: 30 }, { rPercent: 50, isLose: true }], shop.ships) },
            admin,
        );
        expect(refused.savePrizeTable.__typename).toBe('InvalidPrizeTableError');
        const reader = await createOperator(server, admin, 'audit-forbidden', ['ReadCatalog']);
        const afterOperator = (await entries()).totalItems;
        expect((await entries({ take: afterOperator - before })).items.map(e => e.operation)).toEqual(['createAdministrator', 'createRole']);
        const forbidden = await shopApi(server.adminApiUrl, UPDATE_CAMPAIGN, { input: { id: campaignId, isHot: false } }, { token: reader });
        expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        const invalid = await shopApi(server.adminApiUrl, UPDATE_CAMPAIGN, { input: { id: campaignId, totalTicket: 'many' } }, { token: admin });
        expect(invalid.errors?.length).toBeGreaterThan(0);
        expect((await entries()).totalItems).toBe(afterOperator);
        expect(await entriesFor('updateCampaign')).toHaveLength(1);
        expect(await entriesFor('savePrizeTable')).toHaveLength(2); // the table made before the tests, and the change of odds
    });

    it('only an operator with ReadAuditTrail reads the trail, and it pages and filters', async () => {
        const reader = await createOperator(server, admin, 'audit-only', ['ReadAuditTrail']);
        const other = await createOperator(server, admin, 'audit-none', ['ReadCampaign', 'UpdateCampaign', 'ReadPrizeTable']);
        expect((await shopApi(server.adminApiUrl, ENTRIES, {}, { token: other })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect((await shopApi(server.adminApiUrl, ENTRIES, {}, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        const read = await entries({}, reader);
        expect(read.totalItems).toBeGreaterThan(5);

        // The other operator's own change names that operator, and the filters find it.
        await gql(server.adminApiUrl, UPDATE_CAMPAIGN, { input: { id: campaignId, isNew: true } }, other);
        const [latest] = (await entries({ take: 1 }, reader)).items;
        expect(latest).toMatchObject({ operation: 'updateCampaign', identifier: 'audit-none@tuah.test' });
        const byAdmin = await entries({ administratorId: latest.administratorId }, reader);
        expect(byAdmin.items.map(e => e.operation)).toEqual(['updateCampaign']);
        const campaigns = await entries({ area: 'CAMPAIGNS' }, reader);
        expect(campaigns.items.map(e => e.operation)).toEqual(['updateCampaign', 'updateCampaign', 'createCampaign']);
        expect((await entries({ since: new Date(Date.now() + 60_000).toISOString() }, reader)).totalItems).toBe(0);
        expect(
            (await entries({ until: new Date(Date.parse(latest.createdAt) - 1).toISOString(), area: 'CAMPAIGNS' }, reader)).items.every(
                e => e.id !== latest.id,
            ),
        ).toBe(true);

        // take outside 1..100 is clamped, never "everything".
        for (const take of [0, -1]) {
            const page = await entries({ take }, reader);
            expect(page.items).toHaveLength(1);
            expect(page.totalItems).toBeGreaterThan(1);
        }
        const big = await entries({ take: 1_000_000, skip: -5 }, reader);
        expect(big.items.length).toBe(Math.min(big.totalItems, 100));
        expect(big.items[0].id).toBe(latest.id);
        expect((await shopApi(server.adminApiUrl, ENTRIES, { o: { area: 'NOT_AN_AREA' } }, { token: reader })).errors?.[0]?.extensions?.code).toBe(
            'BAD_USER_INPUT',
        );
    });

    it('summaries redact secrets in any shape and stay short; areas follow the operation', () => {
        const summary = JSON.parse(
            auditSummary({
                input: {
                    password: 'hunter2',
                    handler: {
                        code: 'ipay88',
                        arguments: [
                            { name: 'merchantKey', value: 'k-123' },
                            { name: 'currency', value: 'MYR' },
                        ],
                    },
                    note: 'x'.repeat(500),
                    ids: Array.from({ length: 30 }, (_, i) => i),
                },
            }),
        );
        expect(summary.input.password).toBe('[redacted]');
        expect(summary.input.handler.arguments).toEqual([
            { name: 'merchantKey', value: '[redacted]' },
            { name: 'currency', value: 'MYR' },
        ]);
        expect(summary.input.note).toHaveLength(201);
        expect(summary.input.ids).toHaveLength(21);
        expect(auditSummary({ lines: Array.from({ length: 20 }, () => ({ text: 'y'.repeat(200) })) }).length).toBeLessThanOrEqual(2000);
        expect(
            ['settleRefund', 'addFulfillmentToOrder', 'updateRole', 'savePrizeTable', 'createCodeBatch', 'updateCampaign', 'deleteAdministrator'].map(
                auditArea,
            ),
        ).toEqual(['REFUNDS', 'SHIPMENTS', 'ROLES', 'PRIZE_TABLES', 'CODES', 'CAMPAIGNS', 'ADMINISTRATORS']);
    });

    it('the table refuses UPDATE and DELETE in the database itself', async () => {
        const [row] = await queryDatabase<{ id: number }>(server, 'SELECT "id" FROM "audit_entry" ORDER BY "id" LIMIT 1');
        await expect(queryDatabase(server, 'UPDATE "audit_entry" SET "identifier" = $1 WHERE "id" = $2', ['someone-else', row.id])).rejects.toThrow(
            /append-only/,
        );
        await expect(queryDatabase(server, 'DELETE FROM "audit_entry" WHERE "id" = $1', [row.id])).rejects.toThrow(/append-only/);
        const [still] = await queryDatabase<{ identifier: string }>(server, 'SELECT "identifier" FROM "audit_entry" WHERE "id" = $1', [row.id]);
        expect(still.identifier).not.toBe('someone-else');
        // Appending still works (the server keeps writing).
        await gql(server.adminApiUrl, UPDATE_CAMPAIGN, { input: { id: campaignId, isHot: false } }, admin);
        expect((await entries({ take: 1 })).items[0].operation).toBe('updateCampaign');
    });
});
