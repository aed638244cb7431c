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
