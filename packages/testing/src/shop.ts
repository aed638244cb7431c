import { afterAll, beforeAll } from 'vitest';

import { adminLogin } from './graphql';
import { startTestServer, type StartTestServerOptions, type TestServer } from './test-server';

/**
 * The shop most tests start with: the sandbox payment method on (plus `env`), and a superadmin
 * session. `({ server, admin } = await startShop())` in a beforeAll.
 */
export async function startShop(
    env: Record<string, string> = {},
    options: Omit<StartTestServerOptions, 'env'> = {},
): Promise<{ server: TestServer; admin: string }> {
    const server = await startTestServer({ ...options, env: { PAYMENT_SANDBOX: 'true', ...env } });
    return { server, admin: await adminLogin(server.adminApiUrl) };
}

/**
 * startShop for the enclosing describe block: started before its tests (handed to `use`), stopped
 * after them. `withShop(shop => ({ server, admin } = shop))`.
 */
export function withShop(use: (shop: { server: TestServer; admin: string }) => void, env: Record<string, string> = {}) {
    let server: TestServer | undefined;
    beforeAll(async () => {
        const shop = await startShop(env);
        server = shop.server;
        use(shop);
    });
    afterAll(async () => {
        await server?.stop();
    });
}
