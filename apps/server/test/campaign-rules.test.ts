import { buy, createCampaign, createShopper, DRAW_STARTED, gql, productVariants, shopApi, TestServer, withShop } from '@tuah/testing';
import { beforeAll, describe, expect, it } from 'vitest';

import { altchaSolution } from './support/accounts';
import { whenRevealed } from './support/draws';

/** Issue 33 (part 2): official rules per campaign, a free way to enter, the odds block (docs/responsible-play.md). */

const CREATE = `mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) {
  __typename ... on Campaign { id rules { en ms } } ... on CampaignRulesError { errorCode reason message } } }`;
const UPDATE = `mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) {
  __typename ... on Campaign { id rules { en ms } } ... on CampaignRulesError { errorCode reason message } } }`;
const SHOP_CAMPAIGN = `query ($id: ID!) { campaign(campaignId: $id) {
  rules odds { tiers { rarity percent weight } ticketsSold ticketsLeft countedTickets totalWeight myTickets myWeight myChance myPendingTickets } } }`;
const REQUEST = `mutation ($id: ID!) { requestFreeEntry(campaignId: $id) {
  __typename ... on FreeEntry { id campaign { id } code { code grantType quantity isRedeemed } } ... on ErrorResult { errorCode message } ... on BotCheckFailedError { reason } ... on CampaignUnavailableError { reason } } }`;
const MINE = 'query ($id: ID!) { freeEntry(campaignId: $id) { id code { code isRedeemed } } }';
const REDEEM =
    'mutation ($code: String!) { codeRedeem(code: $code) { __typename ... on CodeRedemption { ticketIds } ... on ErrorResult { errorCode message } } }';
const COUNTS = 'query ($ids: [ID!]!) { freeEntryCounts(campaignIds: $ids) { campaignId requested redeemed } }';
const MY_TICKETS = 'query ($id: ID!) { listUserCurCampaignTicket(campaignId: $id) { items { ticketId weight rarity rarityRevealsAt } } }';
const COMMITTED = `query ($id: ID!) { campaignFairness(campaignId: $id) { stage commitment ticketCount totalWeight tickets { ticketId weight rarity holderHash } } }`;

describe('responsible play: rules, free entry and odds', () => {
    let server: TestServer;
    let admin: string;
    let cap: { productId: string; variantIds: string[] };
    let alice: { token: string; customerId: string };
    let bob: { token: string; customerId: string };
    let carol: { token: string; customerId: string };

    withShop(shop => ({ server, admin } = shop));
    beforeAll(async () => {
        cap = await productVariants(server.shopApiUrl, 'cap');
        [alice, bob, carol] = await Promise.all(['rp-alice', 'rp-bob', 'rp-carol'].map(name => createShopper(server, admin, name)));
    });

    /** requestFreeEntry with a fresh bot-check solution (or the header given). */
    async function requestFreeEntry(token: string | null, campaignId: string, altcha?: string | null) {
        const solution = altcha !== undefined ? altcha : await altchaSolution(server);
        return shopApi(server.shopApiUrl, REQUEST, { id: campaignId }, { token, headers: solution ? { 'x-altcha': solution } : {} });
    }

    it("a campaign without official rules in English and Malay cannot be created; rules are kept, replaced, shown in the shopper's language", async () => {
        const count = async () => (await gql(server.adminApiUrl, '{ campaigns { totalItems } }', {}, admin)).campaigns.totalItems;
        const before = await count();
        const input = {
            typStr: 'LUCKYDRAW',
            productId: cap.productId,
            startDate: new Date(Date.now() - 60_000).toISOString(),
            endDate: new Date(Date.now() + 86_400_000).toISOString(),
            totalTicket: 10,
            translations: [{ languageCode: 'en', name: 'Rules draw' }],
        };
        const refused = (await gql(server.adminApiUrl, CREATE, { input }, admin)).createCampaign;
        expect(refused).toMatchObject({ __typename: 'CampaignRulesError', errorCode: 'CAMPAIGN_RULES_ERROR', reason: 'MISSING' });
        expect(refused.message).toBe('A campaign needs its official rules in English and Malay before it can sell');
        const noMalay = (await gql(`${server.adminApiUrl}?languageCode=ms`, CREATE, { input: { ...input, rules: { en: 'Rules', ms: '  ' } } }, admin))
            .createCampaign;
        expect(noMalay).toMatchObject({ reason: 'MISSING_MS', message: 'Peraturan rasmi memerlukan teks bahasa Melayu' });
        const tooLong = (await gql(server.adminApiUrl, CREATE, { input: { ...input, rules: { en: 'x'.repeat(50_001), ms: 'y' } } }, admin)).createCampaign;
        expect(tooLong.reason).toBe('TOO_LONG');
        expect(await count()).toBe(before);

        const created = (await gql(server.adminApiUrl, CREATE, { input: { ...input, rules: { en: ' Adults only. ', ms: 'Dewasa sahaja.' } } }, admin))
            .createCampaign;
        expect(created.rules).toEqual({ en: 'Adults only.', ms: 'Dewasa sahaja.' });
        // An update without rules keeps them; blank ones are refused and change nothing.
        expect((await gql(server.adminApiUrl, UPDATE, { input: { id: created.id, isHot: true } }, admin)).updateCampaign.rules.en).toBe('Adults only.');
        expect((await gql(server.adminApiUrl, UPDATE, { input: { id: created.id, rules: { en: '', ms: 'x' } } }, admin)).updateCampaign.reason).toBe(
            'MISSING_EN',
        );
        await gql(server.adminApiUrl, UPDATE, { input: { id: created.id, rules: { en: 'Over 18.', ms: 'Berumur 18 ke atas.' } } }, admin);
        expect((await gql(server.shopApiUrl, SHOP_CAMPAIGN, { id: created.id })).campaign.rules).toBe('Over 18.');
        expect((await gql(`${server.shopApiUrl}?languageCode=ms`, SHOP_CAMPAIGN, { id: created.id })).campaign.rules).toBe('Berumur 18 ke atas.');
    });

    it(
        'one free entry per person per campaign: racing requests get one code, whose ticket is an ordinary one in the committed list',
        { timeout: 120_000 },
        async () => {
            const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 6 });
            // Bob buys first, so the odds have something to compare with.
            await buy(server.shopApiUrl, bob.token, campaign.id, cap.variantIds[0]!, 2);

            // Refusals: a guest, no bot-check solution, an unknown campaign.
            const guest = await requestFreeEntry(null, campaign.id);
            expect(guest.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
            expect((await requestFreeEntry(alice.token, campaign.id, null)).data.requestFreeEntry).toMatchObject({
                errorCode: 'BOT_CHECK_FAILED_ERROR',
                reason: 'MISSING',
            });
            expect((await requestFreeEntry(alice.token, '999999')).data.requestFreeEntry).toMatchObject({
                errorCode: 'CAMPAIGN_UNAVAILABLE_ERROR',
                reason: 'NOT_FOUND',
            });
            expect((await requestFreeEntry(alice.token, 'abc')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
            expect((await gql(server.shopApiUrl, MINE, { id: campaign.id }, alice.token)).freeEntry).toBeNull();

            // Five requests of Alice's at once: one entry, one code, every answer the same.
            const solutions = await Promise.all(Array.from({ length: 5 }, () => altchaSolution(server)));
            const answers = await Promise.all(solutions.map(s => requestFreeEntry(alice.token, campaign.id, s)));
            const entries = answers.map(a => a.data.requestFreeEntry);
            expect(entries.every(e => e.__typename === 'FreeEntry')).toBe(true);
            expect(new Set(entries.map(e => e.code.code)).size).toBe(1);
            expect(new Set(entries.map(e => e.id)).size).toBe(1);
            expect(entries[0]).toMatchObject({ campaign: { id: campaign.id }, code: { grantType: 'TICKETS', quantity: 1, isRedeemed: false } });
            const code = entries[0].code.code;
            const codes = await gql(server.adminApiUrl, '{ codeBatches { items { batch total campaign { id } } } }', {}, admin);
            const batch = codes.codeBatches.items.find((b: any) => b.campaign.id === campaign.id);
            expect(batch).toMatchObject({ batch: `Free entries ${campaign.sId}`, total: 1 });

            // Bob gets his own, and never sees Alice's.
            const bobs = (await requestFreeEntry(bob.token, campaign.id)).data.requestFreeEntry;
            expect(bobs.code.code).not.toBe(code);
            expect((await gql(server.shopApiUrl, MINE, { id: campaign.id }, bob.token)).freeEntry.code.code).toBe(bobs.code.code);
            expect((await gql(server.shopApiUrl, MINE, { id: campaign.id }, alice.token)).freeEntry.code.code).toBe(code);
            expect((await gql(server.adminApiUrl, COUNTS, { ids: [campaign.id, '999999'] }, admin)).freeEntryCounts).toEqual([
                { campaignId: campaign.id, requested: 2, redeemed: 0 },
                { campaignId: '999999', requested: 0, redeemed: 0 },
            ]);

            // Redeemed like any code: one ticket, in Alice's list, counted in the odds like a bought one.
            const redeemed = (await gql(server.shopApiUrl, REDEEM, { code }, alice.token)).codeRedeem;
            expect(redeemed.ticketIds).toHaveLength(1);
            // Until its beacon round is out it is Alice's pending ticket (her chance comes in a moment);
            // Bob's count only his own two.
            const early = (await gql(server.shopApiUrl, SHOP_CAMPAIGN, { id: campaign.id }, alice.token)).campaign.odds;
            expect(early.myTickets + early.myPendingTickets).toBe(1);
            const bobsOdds = (await gql(server.shopApiUrl, SHOP_CAMPAIGN, { id: campaign.id }, bob.token)).campaign.odds;
            expect(bobsOdds.myTickets + bobsOdds.myPendingTickets).toBe(2);
            // Its rarity is revealed a beacon round after issue (docs/fairness.md#ticket-rarity); the odds count revealed tickets.
            const [ticket] = await whenRevealed(
                async () => (await gql(server.shopApiUrl, MY_TICKETS, { id: campaign.id }, alice.token)).listUserCurCampaignTicket.items,
            );
            expect(ticket.ticketId).toBe(redeemed.ticketIds[0]);
            const odds = (await gql(server.shopApiUrl, SHOP_CAMPAIGN, { id: campaign.id }, alice.token)).campaign.odds;
            expect(odds).toMatchObject({ ticketsSold: 3, ticketsLeft: 3, countedTickets: 3, myTickets: 1, myWeight: ticket.weight, myPendingTickets: 0 });
            expect(odds.myChance).toBeCloseTo(ticket.weight / odds.totalWeight, 10);
            expect(odds.tiers.find((t: any) => t.rarity === 'ULTRA')).toEqual({ rarity: 'ULTRA', percent: 3, weight: 3 });
            expect((await gql(server.shopApiUrl, SHOP_CAMPAIGN, { id: campaign.id })).campaign.odds).toMatchObject({
                myTickets: 0,
                myChance: null,
                myPendingTickets: 0,
            });
            expect((await requestFreeEntry(alice.token, campaign.id)).data.requestFreeEntry.code).toMatchObject({ code, isRedeemed: true });
            expect((await gql(server.adminApiUrl, COUNTS, { ids: [campaign.id] }, admin)).freeEntryCounts[0]).toMatchObject({ requested: 2, redeemed: 1 });

            // Sold out, the draw seals its list: the free ticket is in it as any bought one.
            await buy(server.shopApiUrl, bob.token, campaign.id, cap.variantIds[0]!, 3);
            let committed: any;
            for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise(r => setTimeout(r, 200))) {
                committed = (await gql(server.shopApiUrl, COMMITTED, { id: campaign.id })).campaignFairness;
                if (committed?.commitment) break;
            }
            expect(committed.stage).toMatch(DRAW_STARTED);
            expect(committed.ticketCount).toBe(6);
            const listed = committed.tickets.find((t: any) => t.ticketId === ticket.ticketId);
            expect(listed).toMatchObject({ weight: ticket.weight, rarity: ticket.rarity });
            // Alice's holder hash is the same kind as Bob's: nothing in the list marks a ticket as free.
            expect(Object.keys(listed).sort()).toEqual(Object.keys(committed.tickets[0]).sort());
            // Closed: no new free entries (Alice still finds hers).
            expect((await requestFreeEntry(carol.token, campaign.id)).data.requestFreeEntry).toMatchObject({
                errorCode: 'CAMPAIGN_UNAVAILABLE_ERROR',
                reason: 'ENDED',
            });
            expect((await gql(server.shopApiUrl, MINE, { id: campaign.id }, alice.token)).freeEntry.code.code).toBe(code);
        },
    );
});
