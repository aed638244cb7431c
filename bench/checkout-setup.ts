/**
 * The checkouts' setup, shared by `npm run bench` (bench/run.ts) and bench/heap-probe.ts: what a
 * round of bench/load.mjs's `checkout` phase needs on a seeded shop.
 */
import { adminLogin, createCampaign, createShopper, gql, productVariants, type TestServer } from '../packages/testing/src';

/** Shoppers checking out at once in a round. */
export const SHOPPERS = 300;

/**
 * What the checkouts need on a seeded shop, untimed: the cap's stock raised for every round, a lucky
 * draw of the cap with tickets for every shopper of every round, the shoppers, one shopper with a
 * line in the cart (activeOrder's), and the shipping method.
 */
export async function prepareCheckout(server: TestServer, log: (message: string) => void) {
    const admin = await adminLogin(server.adminApiUrl);
    const cap = await productVariants(server.shopApiUrl, 'cap');
    const variantId = cap.variantIds[0]!;
    // Every bench checkout (two rounds of each kind, plus the SSE sale) takes one cap.
    await gql(server.adminApiUrl, 'mutation ($id: ID!) { updateProductVariants(input: [{ id: $id, stockOnHand: 100000 }]) { id } }', { id: variantId }, admin);
    // A lucky draw with tickets for every shopper of every round (the demo draws have 100 to 1,000).
    const campaign = await createCampaign(server, admin, {
        productId: cap.productId,
        totalTicket: 100_000,
        ticketPerItem: 1,
        translations: [{ languageCode: 'en', name: 'Bench draw', description: 'The bench campaign', cardBuyTxt: 'Buy 1 get 1' }],
    });
    log(`Creating ${SHOPPERS} shoppers (not timed)…`);
    const shoppers: string[] = [];
    for (let i = 0; i < SHOPPERS; i += 20) {
        const batch = await Promise.all(
            Array.from({ length: Math.min(20, SHOPPERS - i) }, (_, j) => createShopper(server, admin, `bench-${i + j}-${Date.now().toString(36)}`)),
        );
        shoppers.push(...batch.map(s => s.token));
    }
    // activeOrder is measured for a shopper with one line in the cart.
    const cartShopper = await createShopper(server, admin, `bench-cart-${Date.now().toString(36)}`);
    await gql(
        server.shopApiUrl,
        'mutation ($v: ID!) { addItemToOrder(productVariantId: $v, quantity: 1) { __typename } }',
        { v: variantId },
        cartShopper.token,
    );
    const shipping = await shippingMethodId(server, shoppers[0]!, variantId);
    return { campaign, variantId, shoppers, cartShopper, shipping };
}

async function shippingMethodId(server: TestServer, token: string, variantId: string): Promise<string> {
    // eligibleShippingMethods needs an order with an address; this shopper's cart is emptied again after.
    await gql(server.shopApiUrl, 'mutation ($v: ID!) { addItemToOrder(productVariantId: $v, quantity: 1) { __typename } }', { v: variantId }, token);
    await gql(
        server.shopApiUrl,
        'mutation { setOrderShippingAddress(input: { fullName: "Siti Aminah", streetLine1: "12 Jalan Ampang", city: "Kuala Lumpur", province: "Kuala Lumpur", postalCode: "50450", countryCode: "MY" }) { __typename } }',
        {},
        token,
    );
    const methods = await gql(server.shopApiUrl, '{ eligibleShippingMethods { id } }', {}, token);
    await gql(server.shopApiUrl, 'mutation { removeAllOrderLines { __typename } }', {}, token);
    return methods.eligibleShippingMethods[0].id;
}
