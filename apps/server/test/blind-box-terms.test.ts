import { createCampaign, gql, shopApi } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { createBlindBox, withBlindBoxShop } from './support/blind-boxes';

const SAVE = `mutation ($c: ID!, $input: BbTncInput!) { saveBbTnc(campaignId: $c, input: $input) { tnc videoUrl translations { languageCode tnc } } }`;
const READ = `query ($c: ID!) { campaign(campaignId: $c) { bbTnc { tnc videoUrl translations { languageCode tnc } } } }`;

/** bbTnc: a blind-box campaign's terms, translated, saved by operators and shown before purchase. */
describe('blind-box terms (bbTnc)', () => {
    const shop = withBlindBoxShop();

    it('an operator saves the terms in English and Malay; shoppers read them in their language before buying', async () => {
        const { campaign } = await createBlindBox(shop.server, shop.admin, { productId: shop.box.productId }, [{ rPercent: 100, isLose: true }], shop.ships);
        // None saved yet.
        expect((await gql(shop.server.shopApiUrl, READ, { c: campaign.id })).campaign.bbTnc).toBeNull();

        const input = {
            videoUrl: 'https://video.example/terms.mp4',
            translations: [
                { languageCode: 'en', tnc: 'One prize per box. Prizes cannot be exchanged for cash.' },
                { languageCode: 'ms', tnc: 'Satu hadiah setiap kotak. Hadiah tidak boleh ditukar dengan wang tunai.' },
            ],
        };
        const saved = (await gql(shop.server.adminApiUrl, SAVE, { c: campaign.id, input }, shop.admin)).saveBbTnc;
        expect(saved).toMatchObject({ tnc: input.translations[0].tnc, videoUrl: input.videoUrl });

        // Read without signing in, in each language.
        const en = (await gql(shop.server.shopApiUrl, READ, { c: campaign.id })).campaign.bbTnc;
        expect(en).toMatchObject({ tnc: input.translations[0].tnc, videoUrl: input.videoUrl });
        expect(en.translations).toHaveLength(2);
        const ms = (await gql(`${shop.server.shopApiUrl}?languageCode=ms`, READ, { c: campaign.id })).campaign.bbTnc;
        expect(ms.tnc).toBe(input.translations[1].tnc);

        // Saving again replaces the whole: a language left out is gone, the video can be removed.
        const again = { translations: [{ languageCode: 'en', tnc: 'New terms.' }] };
        await gql(shop.server.adminApiUrl, SAVE, { c: campaign.id, input: again }, shop.admin);
        const after = (await gql(`${shop.server.shopApiUrl}?languageCode=en`, READ, { c: campaign.id })).campaign.bbTnc;
        expect(after).toEqual({ tnc: 'New terms.', videoUrl: null, translations: [{ languageCode: 'en', tnc: 'New terms.' }] });
    });

    it('refuses terms for a lucky draw, a repeated language and anyone but an operator', async () => {
        const { campaign } = await createBlindBox(shop.server, shop.admin, { productId: shop.box.productId }, [{ rPercent: 100, isLose: true }], shop.ships);
        const draw = await createCampaign(shop.server, shop.admin, { productId: shop.box.productId });
        const input = { translations: [{ languageCode: 'en', tnc: 'Terms' }] };
        const onDraw = await shopApi(shop.server.adminApiUrl, SAVE, { c: draw.id, input }, { token: shop.admin });
        expect(onDraw.errors?.[0].message).toMatch(/blind-box campaigns only/);
        expect((await gql(shop.server.shopApiUrl, READ, { c: draw.id })).campaign.bbTnc).toBeNull();

        const twice = {
            translations: [
                { languageCode: 'en', tnc: 'A' },
                { languageCode: 'en', tnc: 'B' },
            ],
        };
        const repeated = await shopApi(shop.server.adminApiUrl, SAVE, { c: campaign.id, input: twice }, { token: shop.admin });
        expect(repeated.errors?.[0].message).toMatch(/one translation per language/);

        // The video is an http(s) address: a script or data link never reaches the shop.
        for (const videoUrl of ['javascript:alert(1)', 'data:text/html,hi']) {
            const bad = await shopApi(shop.server.adminApiUrl, SAVE, { c: campaign.id, input: { ...input, videoUrl } }, { token: shop.admin });
            expect(bad.errors?.[0].message).toMatch(/videoUrl must be an http\(s\) address/);
        }

        const anonymous = await shopApi(shop.server.adminApiUrl, SAVE, { c: campaign.id, input }, { token: null });
        expect(anonymous.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        expect((await gql(shop.server.shopApiUrl, READ, { c: campaign.id })).campaign.bbTnc).toBeNull();
    });
});
