import { gql, shopApi } from './graphql';

/** A registered customer (created through the Admin API) and a signed-in session for them. */
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

