import { shopApi } from '@tuah/testing';

/** GraphQL helpers for the campaign tests: an operator session, shoppers, and checkout. */
export async function gql(url: string, query: string, variables: Record<string, unknown> = {}, token?: string | null) {
    const result = await shopApi(url, query, variables, { token });
    if (result.errors?.length) throw new Error(`${result.errors[0]?.message} in ${query.slice(0, 80)}`);
    return result.data;
}

export async function adminLogin(adminApiUrl: string): Promise<string> {
    const result = await shopApi(adminApiUrl, 'mutation { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }');
    return result.token!;
}

export async function createShopper(server: { adminApiUrl: string; shopApiUrl: string }, adminToken: string, name: string): Promise<{ token: string; customerId: string }> {
    const email = `${name}@tuah.test`;
    const created = await gql(
        server.adminApiUrl,
        'mutation ($input: CreateCustomerInput!) { createCustomer(input: $input, password: "secret-pass-1") { ... on Customer { id } ... on ErrorResult { message } } }',
        { input: { firstName: name, lastName: 'Tester', emailAddress: email } },
        adminToken,
    );
    const login = await shopApi(
        server.shopApiUrl,
        'mutation ($u: String!) { login(username: $u, password: "secret-pass-1") { ... on CurrentUser { id } ... on ErrorResult { errorCode message } } }',
        { u: email },
    );
    if (!login.token || !login.data?.login?.id) throw new Error(`login failed: ${JSON.stringify(login.data ?? login.errors)}`);
    return { token: login.token, customerId: created.createCustomer.id };
}

export const CAMPAIGN_FIELDS = 'id sId name state stage typStr totalTicket issuedTicket maxQty isClosed isDraw isCancelled ts_DRAW_INIT';

export async function createCampaign(server: { adminApiUrl: string }, adminToken: string, input: Record<string, unknown>) {
    const data = await gql(
        server.adminApiUrl,
        `mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { ${CAMPAIGN_FIELDS} product { id variants { id } } } }`,
        {
            input: {
                typStr: 'LUCKYDRAW',
                startDate: new Date(Date.now() - 60_000).toISOString(),
                endDate: new Date(Date.now() + 86_400_000).toISOString(),
                totalTicket: 100,
                translations: [{ languageCode: 'en', name: 'Test draw', description: 'A draw for tests', cardBuyTxt: 'Buy 1 get 1' }],
                ...input,
            },
        },
        adminToken,
    );
    return data.createCampaign;
}

export async function productVariants(shopApiUrl: string, slug: string): Promise<{ productId: string; variantIds: string[] }> {
    const data = await gql(shopApiUrl, 'query ($slug: String!) { product(slug: $slug) { id variants { id } } }', { slug });
    return { productId: data.product.id, variantIds: data.product.variants.map((v: any) => v.id) };
}

export const ADD_ITEM = `mutation ($v: ID!, $q: Int!, $c: String) {
  addItemToOrder(productVariantId: $v, quantity: $q, customFields: { campaignId: $c }) {
    __typename
    ... on Order { id code totalQuantity lines { id quantity customFields { campaignId prizeId } } }
    ... on ErrorResult { errorCode message }
    ... on OrderLimitError { maxItems }
    ... on InsufficientStockError { quantityAvailable }
    ... on CampaignUnavailableError { reason }
  }
}`;

/** Shipping address and method, then ArrangingPayment. Returns the transition result. */
export async function toArrangingPayment(shopApiUrl: string, token: string) {
    await gql(
        shopApiUrl,
        'mutation { setOrderShippingAddress(input: { fullName: "Siti Aminah", streetLine1: "12 Jalan Ampang", city: "Kuala Lumpur", province: "Kuala Lumpur", postalCode: "50450", countryCode: "MY" }) { __typename } }',
        {},
        token,
    );
    const methods = await gql(shopApiUrl, '{ eligibleShippingMethods { id } }', {}, token);
    await gql(
        shopApiUrl,
        'mutation ($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { __typename } }',
        { id: [methods.eligibleShippingMethods[0].id] },
        token,
    );
    const data = await gql(
        shopApiUrl,
        'mutation { transitionOrderToState(state: "ArrangingPayment") { __typename ... on Order { state } ... on OrderStateTransitionError { errorCode transitionError } } }',
        {},
        token,
    );
    return data.transitionOrderToState;
}

export async function pay(shopApiUrl: string, token: string) {
    const data = await gql(
        shopApiUrl,
        'mutation { addPaymentToOrder(input: { method: "sandbox", metadata: {} }) { __typename ... on Order { code state totalWithTax } ... on ErrorResult { errorCode message } } }',
        {},
        token,
    );
    return data.addPaymentToOrder;
}

/** A closed lucky draw is in DRAW_INIT only until the draw plugin moves it on, which it does at once. */
export const DRAW_STARTED = /^(DRAW_INIT|CALL_CONTRACT|CALL_CHAINLINK|WAIT_VRF_RESULT|GET_WINNER|ENDED)$/;
