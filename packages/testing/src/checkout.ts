import { gql } from './graphql';

/** Every error an order mutation may answer with, and what each carries (a selection to put in a result). */
export const ORDER_ERRORS = `
    ... on ErrorResult { errorCode message }
    ... on OrderLimitError { maxItems }
    ... on InsufficientStockError { quantityAvailable }
    ... on CampaignUnavailableError { reason }
    ... on PrizeUnavailableError { reason }`;

/** addItemToOrder with a campaign line field: `$v` variant, `$q` quantity, `$c` campaign id. */
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

/** The address every test order ships to unless a test gives its own. */
const TEST_ADDRESS = {
    fullName: 'Siti Aminah',
    streetLine1: '12 Jalan Ampang',
    city: 'Kuala Lumpur',
    province: 'Kuala Lumpur',
    postalCode: '50450',
    countryCode: 'MY',
};

/** Shipping address (`TEST_ADDRESS`, or the fields given over it) and method, then ArrangingPayment. Returns the transition result. */
export async function toArrangingPayment(shopApiUrl: string, token: string, address: Record<string, string> = {}) {
    await gql(
        shopApiUrl,
        'mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { __typename } }',
        { input: { ...TEST_ADDRESS, ...address } },
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

/** Adds `quantity` of a campaign's variant, checks out and pays; throws at any refusal. Returns the paid order. */
export async function buy(shopApiUrl: string, token: string, campaignId: string, variantId: string, quantity: number) {
    const added = await gql(shopApiUrl, ADD_ITEM, { v: variantId, q: quantity, c: campaignId }, token);
    if (added.addItemToOrder.__typename !== 'Order') throw new Error(`could not add: ${JSON.stringify(added.addItemToOrder)}`);
    const arranged = await toArrangingPayment(shopApiUrl, token);
    if (arranged.__typename !== 'Order') throw new Error(`could not check out: ${JSON.stringify(arranged)}`);
    const paid = await pay(shopApiUrl, token);
    if (paid.state !== 'PaymentSettled') throw new Error(`not paid: ${JSON.stringify(paid)}`);
    return paid as { code: string; state: string; totalWithTax: number };
}
