import { queryDatabase } from './database';
import { gql, shopApi } from './graphql';
import type { TestServer } from './test-server';

/**
 * A registered customer (created through the Admin API) with a verified phone, as an OTP
 * sign-up leaves it (`+6017` and the customer id: unique, never a demo or test sign-up phone),
 * and a signed-in session for them. Campaign tickets need both (docs/campaigns.md#holds).
 */
export async function createShopper(
    server: Pick<TestServer, 'adminApiUrl' | 'shopApiUrl' | 'database'>,
    adminToken: string,
    name: string,
): Promise<{ token: string; customerId: string }> {
    const email = `${name}@tuah.test`;
    const created = await gql(
        server.adminApiUrl,
        'mutation ($input: CreateCustomerInput!) { createCustomer(input: $input, password: "secret-pass-1") { ... on Customer { id } ... on ErrorResult { message } } }',
        { input: { firstName: name, lastName: 'Tester', emailAddress: email } },
        adminToken,
    );
    const id = created.createCustomer?.id;
    if (!id) throw new Error(`createCustomer failed: ${JSON.stringify(created.createCustomer)}`);
    const phone = `+6017${String(id).padStart(8, '0')}`;
    // No API sets a verified phone but a code texted to it: written as an OTP sign-up writes it. An
    // adult's date of birth, as a new sign-up gives (docs/responsible-play.md#age-gate).
    await queryDatabase(server, `UPDATE "customer" SET "customFieldsVerifiedhp" = $1, "customFieldsDateofbirth" = '1990-01-01' WHERE "id" = $2`, [
        phone,
        Number(id),
    ]);
    const signIn = () =>
        shopApi(
            server.shopApiUrl,
            'mutation ($u: String!) { login(username: $u, password: "secret-pass-1") { ... on CurrentUser { id } ... on ErrorResult { errorCode message } } }',
            { u: email },
        );
    let login = await signIn();
    // The UPDATE above is a second SQLite writer (this test process): a server transaction that
    // began reading before it committed cannot then write (SQLITE_BUSY, which busy_timeout does
    // not wait out). Only the test's own out-of-band write causes it, so signing in again is right.
    for (let retry = 0; retry < 3 && JSON.stringify(login.errors ?? '').includes('database is locked'); retry++) login = await signIn();
    if (!login.token || !login.data?.login?.id) throw new Error(`login failed: ${JSON.stringify(login.data ?? login.errors)}`);
    return { token: login.token, customerId: created.createCustomer.id };
}
