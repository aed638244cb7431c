import { generateKeyPairSync } from 'node:crypto';

import { DRAND_QUICKNET } from '@tuah/fairness';

/**
 * The production checklist of docs/deploy.md as a test's environment: every outside service set
 * to its real kind (pointed at addresses the test chooses, nothing listening unless it starts a
 * fake), no demo data, no dev tools, no default password. A production start accepts exactly this.
 */
export function productionChecklist(publicUrl: string): Record<string, string> {
    const { privateKey } = generateKeyPairSync('rsa', {
        modulusLength: 2048,
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
        publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    return {
        NODE_ENV: 'production',
        SUPERADMIN_PASSWORD: 'a-real-secret',
        SEED_DEMO_DATA: 'false',
        PUBLIC_URL: publicUrl,
        IPAY88_MODE: 'live',
        IPAY88_MERCHANT_CODE: 'M99999',
        IPAY88_MERCHANT_KEY: 'a-merchant-key',
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
        DRAW_PROVIDER: 'chainlink',
        CHAINLINK_RPC_URL: 'http://127.0.0.1:9/rpc',
        CHAINLINK_DRAW_CONTRACT: `0x${'1'.repeat(40)}`,
        CHAINLINK_PRIVATE_KEY: `0x${'2'.repeat(64)}`,
        // Ticket rarities and box openings wait for a public beacon: drand's quicknet, pinned.
        DRAW_BEACON_URL: `https://api.drand.sh/${DRAND_QUICKNET.chainHash}`,
        DRAW_BEACON_PUBLIC_KEY: DRAND_QUICKNET.publicKey,
        DRAW_BEACON_CHAIN_HASH: DRAND_QUICKNET.chainHash,
        DELIVERY_PROVIDER: 'easyparcel',
        EASYPARCEL_URL: 'http://127.0.0.1:9',
        EASYPARCEL_API_KEY: 'an-easyparcel-key',
        EINVOICE_PROVIDER: 'myinvois',
        MYINVOIS_CLIENT_ID: 'a-myinvois-client',
        MYINVOIS_CLIENT_SECRET: 'a-myinvois-secret',
        MYINVOIS_TIN: 'C12345678901',
        MYINVOIS_BRN: '202001234567',
        PUSH_PROVIDER: 'fcm',
        FCM_URL: 'http://127.0.0.1:9',
        FCM_SERVICE_ACCOUNT: JSON.stringify({
            type: 'service_account',
            project_id: 'tuah-shop',
            private_key: privateKey,
            client_email: 'push@tuah-shop.iam.gserviceaccount.com',
        }),
    };
}
