// The stage order the server stores (built dist, as test-server.ts uses): the test waits for any stage of it.
import { DRAW_SEQUENCE } from '@tuah/server/dist/plugins/campaign/constants';

import { gql } from './graphql';

export const CAMPAIGN_FIELDS = 'id sId name state stage typStr totalTicket issuedTicket maxQty isClosed isDraw isCancelled ts_DRAW_INIT';

/** Official rules every test campaign gets unless `input` says otherwise: a campaign cannot be created without them. */
export const TEST_RULES = {
    en: '## Who may enter\n\nAnyone 18 or over with a Tuah account.',
    ms: '## Siapa boleh menyertai\n\nSesiapa berumur 18 tahun ke atas yang mempunyai akaun Tuah.',
};

/** A campaign through the Admin API: a lucky draw on sale now for a day, unless `input` says otherwise. */
export async function createCampaign(server: { adminApiUrl: string }, adminToken: string, input: Record<string, unknown>) {
    const data = await gql(
        server.adminApiUrl,
        `mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { __typename ... on ErrorResult { message } ... on Campaign { ${CAMPAIGN_FIELDS} product { id variants { id } } } } }`,
        {
            input: {
                typStr: 'LUCKYDRAW',
                startDate: new Date(Date.now() - 60_000).toISOString(),
                endDate: new Date(Date.now() + 86_400_000).toISOString(),
                totalTicket: 100,
                rules: TEST_RULES,
                translations: [{ languageCode: 'en', name: 'Test draw', description: 'A draw for tests', cardBuyTxt: 'Buy 1 get 1' }],
                ...input,
            },
        },
        adminToken,
    );
    if (data.createCampaign.__typename !== 'Campaign') throw new Error(`createCampaign refused: ${data.createCampaign.message}`);
    return data.createCampaign;
}

/** A seeded product and its variants, by slug. */
export async function productVariants(shopApiUrl: string, slug: string): Promise<{ productId: string; variantIds: string[] }> {
    const data = await gql(shopApiUrl, 'query ($slug: String!) { product(slug: $slug) { id variants { id } } }', { slug });
    return { productId: data.product.id, variantIds: data.product.variants.map((v: any) => v.id) };
}

/** A closed lucky draw is in DRAW_INIT only until the draw plugin moves it on, which it does at once. */
export const DRAW_STARTED = new RegExp(`^(${DRAW_SEQUENCE.join('|')})$`);
