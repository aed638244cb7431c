import { createCampaign, createOperator, createShopper, gql, productVariants, shopApi, TestServer, withShop } from '@tuah/testing';
import { beforeAll, describe, expect, it } from 'vitest';

import { buy } from './support/draws';

const NOTIFY = 'mutation ($input: NotifyCustomersInput!) { notifyCustomers(input: $input) { sent } }';
const INBOX = '{ readNotification(options: { take: 100 }) { items { tag title msg actionTyp actionVal } } }';

/** Operators send a notification to every customer or to the holders of a campaign's tickets, in English and Malay. */
describe('dashboard admin API: notifyCustomers', () => {
    let server: TestServer;
    let admin: string;
    let campaignId: string;
    let holders: Array<{ token: string; customerId: string }>;
    let outsider: { token: string; customerId: string };

    withShop(shop => ({ server, admin } = shop));
    beforeAll(async () => {
        const cap = await productVariants(server.shopApiUrl, 'cap');
        campaignId = (await createCampaign(server, admin, { productId: cap.productId, totalTicket: 50 })).id;
        holders = [await createShopper(server, admin, 'holderone'), await createShopper(server, admin, 'holdertwo')];
        for (const h of holders) await buy(server, h, campaignId, cap.variantIds[0], 1);
        outsider = await createShopper(server, admin, 'outsider');
    });

    const notices = async (token: string, language = 'en') =>
        (await gql(`${server.shopApiUrl}?languageCode=${language}`, INBOX, {}, token)).readNotification.items.filter((n: any) => n.tag === 'OPERATOR_NOTICE');
    const input = (extra: Record<string, unknown> = {}) => ({
        segment: 'CAMPAIGN_HOLDERS',
        campaignId,
        title: { en: 'Draw tonight', ms: 'Cabutan malam ini' },
        msg: { en: 'Watch the draw live at 9 pm', ms: 'Tonton cabutan secara langsung jam 9 malam' },
        actionTyp: 'CAM',
        actionVal: campaignId,
        ...extra,
    });
    const refusal = async (variables: Record<string, unknown>, language = 'en') =>
        (await shopApi(`${server.adminApiUrl}?languageCode=${language}`, NOTIFY, { input: variables }, { token: admin })).errors?.[0];

    it('the holders of a campaign get it, in their language, with its link; nobody else does', async () => {
        expect((await gql(server.adminApiUrl, NOTIFY, { input: input() }, admin)).notifyCustomers.sent).toBe(2);
        for (const h of holders) {
            expect(await notices(h.token)).toEqual([
                { tag: 'OPERATOR_NOTICE', title: 'Draw tonight', msg: 'Watch the draw live at 9 pm', actionTyp: 'CAM', actionVal: campaignId },
            ]);
        }
        expect((await notices(holders[0].token, 'ms'))[0]).toMatchObject({ title: 'Cabutan malam ini', msg: 'Tonton cabutan secara langsung jam 9 malam' });
        expect(await notices(outsider.token)).toEqual([]);
    });

    it('ALL reaches every registered customer', async () => {
        const sent = (
            await gql(
                server.adminApiUrl,
                NOTIFY,
                { input: input({ segment: 'ALL', campaignId: null, actionTyp: 'NON', actionVal: null, title: { en: 'Raya sale', ms: 'Jualan Raya' } }) },
                admin,
            )
        ).notifyCustomers.sent;
        expect(sent).toBeGreaterThanOrEqual(3);
        for (const token of [outsider.token, holders[0].token]) expect((await notices(token)).map((n: any) => n.title)).toContain('Raya sale');
    });

    it("refuses missing language texts, an unknown or missing campaign, a bad link, in the operator's language", async () => {
        expect(await refusal(input({ title: { en: 'Only English', ms: ' ' } }))).toMatchObject({
            message: 'Give the title in both English and Malay',
            extensions: { code: 'USER_INPUT_ERROR' },
        });
        expect((await refusal(input({ msg: { en: '', ms: 'Mesej' } })))?.message).toBe('Give the message in both English and Malay');
        expect((await refusal(input({ msg: { en: 'x'.repeat(1001), ms: 'Mesej' } })))?.message).toBe('The message may be at most 1000 characters');
        expect((await refusal(input({ campaignId: '999999' })))?.message).toBe('There is no campaign 999999');
        expect((await refusal(input({ campaignId: '999999' }), 'ms'))?.message).toBe('Tiada kempen 999999');
        expect((await refusal(input({ campaignId: null })))?.message).toBe('Campaign holders need the campaign (campaignId)');
        expect((await refusal(input({ actionTyp: 'URL', actionVal: 'javascript:alert(1)' })))?.message).toMatch(/http or https link/);
        // Nothing was sent by the refusals.
        expect(await notices(outsider.token)).toHaveLength(1);
    });

    it('needs CreateMarketing: reading marketing or managing prize tables is not enough', async () => {
        const operatorWith = (code: string, permissions: string[]) => createOperator(server, admin, code, permissions);
        for (const token of [
            await operatorWith('notice-reader', ['ReadMarketing']),
            await operatorWith('notice-prizes', ['ReadPrizeTable', 'UpdatePrizeTable']),
            null,
        ]) {
            expect((await shopApi(server.adminApiUrl, NOTIFY, { input: input() }, { token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        }
        const marketer = await operatorWith('notice-marketer', ['CreateMarketing']);
        expect((await gql(server.adminApiUrl, NOTIFY, { input: input() }, marketer)).notifyCustomers.sent).toBe(2);
    });
});
