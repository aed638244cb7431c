import { gql, shopApi } from './graphql';

/**
 * An operator: an administrator whose one role (`code`) grants exactly `permissions`, signed in to the
 * Admin API. Returns the session token.
 */
export async function createOperator(server: { adminApiUrl: string }, adminToken: string, code: string, permissions: string[]): Promise<string> {
    const role = await gql(
        server.adminApiUrl,
        'mutation ($input: CreateRoleInput!) { createRole(input: $input) { id } }',
        { input: { code, description: code, permissions } },
        adminToken,
    );
    const email = `${code}@tuah.test`;
    await gql(
        server.adminApiUrl,
        'mutation ($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }',
        { input: { firstName: code, lastName: 'Operator', emailAddress: email, password: 'operator-password', roleIds: [role.createRole.id] } },
        adminToken,
    );
    const login = await shopApi(
        server.adminApiUrl,
        'mutation ($u: String!) { login(username: $u, password: "operator-password") { ... on CurrentUser { id } } }',
        { u: email },
    );
    if (!login.token) throw new Error(`operator ${code} could not sign in: ${JSON.stringify(login.data ?? login.errors)}`);
    return login.token;
}

/** An enabled coupon taking `discount` sen off the order, named `name` in English; fails the test if refused. */
export async function createFixedDiscountCoupon(
    server: { adminApiUrl: string },
    adminToken: string,
    coupon: { couponCode: string; discount: number; name: string },
): Promise<void> {
    const created = await gql(
        server.adminApiUrl,
        `mutation ($input: CreatePromotionInput!) { createPromotion(input: $input) { __typename } }`,
        {
            input: {
                enabled: true,
                couponCode: coupon.couponCode,
                conditions: [],
                actions: [{ code: 'order_fixed_discount', arguments: [{ name: 'discount', value: String(coupon.discount) }] }],
                translations: [{ languageCode: 'en', name: coupon.name }],
            },
        },
        adminToken,
    );
    if (created.createPromotion.__typename !== 'Promotion') throw new Error(`coupon ${coupon.couponCode} refused: ${JSON.stringify(created.createPromotion)}`);
}
