import { adminLogin } from './graphql';
import { startTestServer, type StartTestServerOptions, type TestServer } from './test-server';

/**
 * The shop most tests start with: the sandbox payment method on (plus `env`), and a superadmin
 * session. `({ server, admin } = await startShop())` in a beforeAll.
 */
export async function startShop(env: Record<string, string> = {}, options: Omit<StartTestServerOptions, 'env'> = {}): Promise<{ server: TestServer; admin: string }> {
    const server = await startTestServer({ ...options, env: { PAYMENT_SANDBOX: 'true', ...env } });
    return { server, admin: await adminLogin(server.adminApiUrl) };
}
