import { execFileSync, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { readEnvironment } from '../src/config/environment';
import { applyProcessRole } from '../src/config/process-roles';
import { redisNamespaces, redisOptions } from '../src/config/redis';
import { buildVendureConfig, ipay88Options } from '../src/config/vendure-config';
import { EInvoicePlugin, EInvoicePluginOptions } from '../src/plugins/einvoice';
import { FcmPushSender } from '../src/plugins/notifications';
import { productionChecklist } from './support/production';

const serverEntry = path.join(__dirname, '../dist/index.js');

/** The e-invoice plugin's options as a configuration sets them (its init() keeps them on the class). */
const pluginOptions = (env: ReturnType<typeof readEnvironment>): EInvoicePluginOptions => {
    buildVendureConfig(env);
    return EInvoicePlugin.options;
};

/** A configured plugin's class name (Vendure's init() returns the class itself). */
const pluginName = (plugin: unknown) => (plugin as { name: string }).name;

describe('environment', () => {
    const checklist = productionChecklist('https://shop.example');

    it('uses safe defaults: port 3000 and the embedded SQLite file under var/', () => {
        const env = readEnvironment({});
        expect(env.PORT).toBe(3000);
        expect(env.database).toEqual({ type: 'sqlite', file: expect.stringMatching(/var[/\\]tuah\.sqlite$/) });
        expect(env.SEED_DEMO_DATA).toBe(true);
        expect(env.usesDefaultSuperadmin).toBe(true);
        expect(env.CAMPAIGN_RESERVATION_MINUTES).toBe(15);
    });

    it('lets the Android app (its WebView is https://localhost) and the iOS shell call the APIs by default', () => {
        expect(readEnvironment({}).CORS_ORIGINS).toEqual(expect.arrayContaining(['https://localhost', 'capacitor://localhost', 'http://localhost:5173']));
        expect(readEnvironment({ CORS_ORIGINS: 'https://shop.example' }).CORS_ORIGINS).toEqual(['https://shop.example']);
    });

    it('accepts fractional reservation minutes (tests hold tickets for seconds)', () => {
        expect(readEnvironment({ CAMPAIGN_RESERVATION_MINUTES: '0.1' }).CAMPAIGN_RESERVATION_MINUTES).toBe(0.1);
    });

    it('has no Redis by default (the embedded mode: SQL job queue, in-memory cache, live progress within the process)', () => {
        const env = readEnvironment({});
        expect(env.REDIS_URL).toBeUndefined();
        expect(env).toMatchObject({ LIVE_PUBSUB: 'local', REDIS_PREFIX: 'tuah', PROCESS_ROLE: 'all' });
        const config = buildVendureConfig(env);
        expect(config.plugins!.map(pluginName)).toEqual(expect.arrayContaining(['DefaultJobQueuePlugin']));
        expect(config.plugins!.map(pluginName)).not.toEqual(expect.arrayContaining(['BullMQJobQueuePlugin']));
        expect(config.plugins!.map(pluginName)).not.toEqual(expect.arrayContaining(['RedisCachePlugin']));
    });

    it('REDIS_URL switches to the scaled mode: BullMQ, the Redis cache and live progress through Redis, all under REDIS_PREFIX', () => {
        const env = readEnvironment({ REDIS_URL: 'redis://:pw@cache:6380/2', REDIS_PREFIX: 'shop-2' });
        expect(env).toMatchObject({ LIVE_PUBSUB: 'redis', REDIS_URL: 'redis://:pw@cache:6380/2', REDIS_PREFIX: 'shop-2' });
        const names = buildVendureConfig(env).plugins!.map(pluginName);
        expect(names).toEqual(expect.arrayContaining(['BullMQJobQueuePlugin', 'RedisCachePlugin']));
        expect(names).not.toEqual(expect.arrayContaining(['DefaultJobQueuePlugin']));
        expect(redisOptions(env.REDIS_URL!)).toMatchObject({ host: 'cache', port: 6380, password: 'pw', db: 2, tls: undefined });
        expect(redisOptions('rediss://u:p%40ss@[::1]')).toMatchObject({ host: '::1', port: 6379, username: 'u', password: 'p@ss', db: 0, tls: {} });
        expect(redisNamespaces('shop-2')).toEqual({ queue: 'shop-2:bull', cache: 'shop-2:cache', live: 'shop-2:live:campaign' });
        // Live progress may still stay within each process.
        expect(readEnvironment({ REDIS_URL: 'redis://cache', LIVE_PUBSUB: 'local' }).LIVE_PUBSUB).toBe('local');
    });

    it('refuses a Redis setting it cannot use, and LIVE_PUBSUB=redis without REDIS_URL', () => {
        expect(() => readEnvironment({ LIVE_PUBSUB: 'redis' })).toThrow(/^Invalid environment: REDIS_URL must be set when LIVE_PUBSUB is redis$/);
        expect(() => readEnvironment({ LIVE_PUBSUB: 'kafka' })).toThrow(/^Invalid environment: LIVE_PUBSUB must be local or redis/);
        expect(() => readEnvironment({ REDIS_URL: 'http://cache' })).toThrow(/^Invalid environment: REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
        expect(() => readEnvironment({ REDIS_URL: 'redis://cache/db' })).toThrow(/^Invalid environment: REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
        expect(() => readEnvironment({ REDIS_PREFIX: 'a:b' })).toThrow(/^Invalid environment: REDIS_PREFIX must be letters, digits/);
        expect(() => readEnvironment({ REDIS_PREFIX: 'x'.repeat(65) })).toThrow(/^Invalid environment: REDIS_PREFIX must be letters, digits/);
    });

    it('reads PROCESS_ROLE: all runs scheduled tasks in the one process, server and worker leave them to workers', () => {
        expect(() => readEnvironment({ PROCESS_ROLE: 'api' })).toThrow(/^Invalid environment: PROCESS_ROLE must be one of all, server, worker/);
        const config = buildVendureConfig(readEnvironment({}));
        expect(applyProcessRole(config, 'all').schedulerOptions?.runTasksInWorkerOnly).toBe(false);
        for (const role of ['server', 'worker'] as const) {
            // Vendure's default: tasks run only in a worker (bootstrapWorker), each once across workers.
            expect(applyProcessRole(config, role).schedulerOptions?.runTasksInWorkerOnly).not.toBe(false);
        }
    });

    it('switches to PostgreSQL when DATABASE_URL is set', () => {
        const env = readEnvironment({ DATABASE_URL: 'postgres://shop@db:5432/tuah' });
        expect(env.database).toEqual({ type: 'postgres', url: 'postgres://shop@db:5432/tuah' });
    });

    it('gives the PostgreSQL pool a wait limit, so a pool run dry answers errors instead of stopping the server', () => {
        const pool = (vars: Record<string, string>) =>
            (buildVendureConfig(readEnvironment({ DATABASE_URL: 'postgres://shop@db:5432/tuah', ...vars })).dbConnectionOptions as any).extra;
        expect(pool({})).toEqual({ max: 10, connectionTimeoutMillis: 60_000 });
        expect(pool({ DB_POOL_SIZE: '20', DB_POOL_TIMEOUT_MS: '5000' })).toEqual({ max: 20, connectionTimeoutMillis: 5000 });
        expect(() => readEnvironment({ DB_POOL_TIMEOUT_MS: '0' })).toThrow(/DB_POOL_TIMEOUT_MS/);
        expect(() => readEnvironment({ DB_POOL_SIZE: 'many' })).toThrow(/DB_POOL_SIZE/);
    });

    it('prices delivery from the rate table unless EasyParcel is chosen, which needs its key and a pick-up postcode', () => {
        expect(readEnvironment({}).DELIVERY_PROVIDER).toBe('table');
        expect(() => readEnvironment({ DELIVERY_PROVIDER: 'easyparcel' })).toThrow(
            /^Invalid environment: EASYPARCEL_API_KEY must be set when DELIVERY_PROVIDER is easyparcel$/,
        );
        expect(readEnvironment({ DELIVERY_PROVIDER: 'easyparcel', EASYPARCEL_API_KEY: 'k' })).toMatchObject({
            EASYPARCEL_URL: 'https://connect.easyparcel.my',
            EASYPARCEL_PICKUP_POSTCODE: '50450',
            EASYPARCEL_PICKUP_STATE: 'kul',
        });
        expect(() => readEnvironment({ DELIVERY_PROVIDER: 'dhl' })).toThrow(/^Invalid environment: DELIVERY_PROVIDER must be table or easyparcel/);
        expect(() => readEnvironment({ EASYPARCEL_PICKUP_POSTCODE: '5045' })).toThrow(/^Invalid environment: EASYPARCEL_PICKUP_POSTCODE must be a five-digit/);
    });

    it('has seller, invoice-link and tracking defaults, and refuses a short link secret or a poll interval out of range', () => {
        expect(readEnvironment({})).toMatchObject({
            SELLER_NAME: 'Tuah',
            SELLER_ADDRESS: 'Jalan Raja Chulan;Kuala Lumpur',
            INVOICE_LINK_MINUTES: 15,
            TRACKING_POLL_SECONDS: 900,
        });
        expect(readEnvironment({}).INVOICE_LINK_SECRET).toBeUndefined();
        expect(() => readEnvironment({ INVOICE_LINK_SECRET: 'short' })).toThrow(/^Invalid environment: INVOICE_LINK_SECRET must be at least 32 characters/);
        expect(() => readEnvironment({ TRACKING_POLL_SECONDS: '0' })).toThrow(/^Invalid environment: TRACKING_POLL_SECONDS must be from 1 to 86400 seconds/);
        expect(() => readEnvironment({ SELLER_EMAIL: 'nobody' })).toThrow(/^Invalid environment: SELLER_EMAIL must be an email address/);
    });

    it('reads TRUST_PROXY as off, proxy hops or proxy addresses, and refuses true (anyone could spoof X-Forwarded-For)', () => {
        expect(readEnvironment({}).TRUST_PROXY).toBe(false);
        expect(readEnvironment({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
        expect(readEnvironment({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8']);
        expect(() => readEnvironment({ TRUST_PROXY: 'true' })).toThrow(/^Invalid environment: TRUST_PROXY must be false, a number of proxy hops/);
        expect(readEnvironment({}).SIGN_IN_IP_LIMIT).toBe(30);
    });

    it('sends codes through the outbox with dev tools on by default; production turns dev tools off; the HTTP gateway needs its URL and sane templates', () => {
        expect(readEnvironment({})).toMatchObject({ SMS_PROVIDER: 'outbox', devTools: true });
        expect(readEnvironment(checklist).devTools).toBe(false);
        expect(readEnvironment({ ...checklist, DEV_TOOLS: 'true', ALLOW_DEV_TOOLS: 'true' }).devTools).toBe(true);
        expect(() => readEnvironment({ SMS_PROVIDER: 'http' })).toThrow('Invalid environment: SMS_HTTP_URL must be set when SMS_PROVIDER is http');
        expect(() => readEnvironment({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/^Invalid environment: SMS_PROVIDER must be outbox or http/);
        expect(() => readEnvironment({ SMS_TEXT: 'Your code' })).toThrow(/^Invalid environment: SMS_TEXT must contain \{code\}/);
        expect(() => readEnvironment({ SMS_HTTP_BODY: '{"to":"{to}"}' })).toThrow(/SMS_HTTP_BODY must contain \{to\} and \{text\}/);
        expect(() => readEnvironment({ SMS_HTTP_BODY: 'to={to}&text={text}' })).toThrow(/SMS_HTTP_BODY must be JSON/);
        expect(readEnvironment({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send' }).SMS_HTTP_URL).toBe('https://sms.example/send');
        expect(() => readEnvironment({ REVIEW_PHONE: '+60129876543' })).toThrow('Invalid environment: REVIEW_PHONE and REVIEW_OTP must be set together');
        expect(() => readEnvironment({ REVIEW_PHONE: '+60129876543', REVIEW_OTP: '12345' })).toThrow(/REVIEW_OTP must be 6 digits/);
        expect(readEnvironment({ REVIEW_PHONE: '+60129876543', REVIEW_OTP: '424242' }).REVIEW_OTP).toBe('424242');
    });

    it('e-invoice signing: the PKCS#12 file and its password together, and a file that cannot sign stops the start, naming the variable', () => {
        const half = 'Invalid environment: EINVOICE_SIGNING_P12 and EINVOICE_SIGNING_P12_PASSWORD must be set together';
        expect(() => readEnvironment({ ...checklist, EINVOICE_SIGNING_P12: '/etc/tuah/shop.p12' })).toThrow(half);
        expect(() => readEnvironment({ ...checklist, EINVOICE_SIGNING_P12_PASSWORD: 'secret' })).toThrow(half);
        expect(() => readEnvironment({ EINVOICE_SIGNING_P12: '/etc/tuah/shop.p12' })).toThrow(half);
        // Unset: documents are version 1.0, unsigned.
        expect(pluginOptions(readEnvironment({}))).toMatchObject({ signing: undefined });

        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-signing-env-'));
        try {
            const [key, pem, p12] = ['key.pem', 'cert.pem', 'shop.p12'].map(f => path.join(dir, f));
            const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
            openssl(
                'req',
                '-x509',
                '-newkey',
                'rsa:2048',
                '-nodes',
                '-keyout',
                key!,
                '-out',
                pem!,
                '-days',
                '1',
                '-subj',
                '/C=MY/O=Tuah Test/CN=Tuah env test',
            );
            openssl('pkcs12', '-export', '-in', pem!, '-inkey', key!, '-out', p12!, '-passout', 'pass:right-password');
            const signing = (file: string, password: string) =>
                pluginOptions(readEnvironment({ EINVOICE_SIGNING_P12: file, EINVOICE_SIGNING_P12_PASSWORD: password })).signing;
            expect(signing(p12!, 'right-password')?.certificate.subject).toContain('CN=Tuah env test');
            expect(() => signing(p12!, 'wrong-password')).toThrow(/^Invalid environment: EINVOICE_SIGNING_P12 is not a PKCS#12 file that this password opens/);
            expect(() => signing(path.join(dir, 'missing.p12'), 'right-password')).toThrow(/^Invalid environment: EINVOICE_SIGNING_P12 cannot be read/);
            expect(() => signing(pem!, 'right-password')).toThrow(/^Invalid environment: EINVOICE_SIGNING_P12 is not a PKCS#12 file/);
        } finally {
            fs.rmSync(dir, { recursive: true, force: true });
        }
    });

    it.each([
        [{ PORT: 'abc' }, /^Invalid environment: PORT must be a port number \(got "abc"\)$/],
        [{ PORT: '70000' }, /^Invalid environment: PORT must be a port number from 1 to 65535/],
        [{ DATABASE_URL: 'mysql://x' }, /^Invalid environment: DATABASE_URL must be a postgres:\/\/ URL/],
        [{ CORS_ORIGINS: 'https://shop.example/path' }, /^Invalid environment: CORS_ORIGINS must be a comma-separated list/],
        [{ SEED_DEMO_DATA: 'maybe' }, /^Invalid environment: SEED_DEMO_DATA must be true or false/],
        [{ PROCESS_ROLE: 'both' }, /^Invalid environment: PROCESS_ROLE must be one of all, server, worker/],
        [{ CAMPAIGN_RESERVATION_MINUTES: 'soon' }, /^Invalid environment: CAMPAIGN_RESERVATION_MINUTES must be a number of minutes \(got "soon"\)$/],
        [{ CAMPAIGN_RESERVATION_MINUTES: '0' }, /^Invalid environment: CAMPAIGN_RESERVATION_MINUTES must be a number of minutes above 0/],
    ])('refuses %o with one clear line', (source, message) => {
        expect(() => readEnvironment(source)).toThrow(message);
    });

    it('runs iPay88 on the local gateway by default; live mode needs the merchant code, key and public URL', () => {
        const local = ipay88Options(readEnvironment({ PORT: '4000' }));
        expect(local).toMatchObject({ mode: 'local', merchantCode: 'M00003', signatureType: 'SHA256', requery: false, publicUrl: 'http://127.0.0.1:4000' });
        expect(local.entryUrl).toBe('http://127.0.0.1:4000/payments/ipay88/local/entry');
        expect(() => readEnvironment({ IPAY88_MODE: 'live', IPAY88_MERCHANT_KEY: 'k', PUBLIC_URL: 'https://shop.example' })).toThrow(
            /^Invalid environment: IPAY88_MERCHANT_CODE must be set when IPAY88_MODE is live$/,
        );
        expect(() => readEnvironment({ IPAY88_MODE: 'sandbox' })).toThrow(/^Invalid environment: IPAY88_MODE must be local or live/);
        expect(() => readEnvironment({ IPAY88_SIGNATURE_TYPE: 'MD5' })).toThrow(/^Invalid environment: IPAY88_SIGNATURE_TYPE must be SHA256 or HMACSHA512/);
        const live = ipay88Options(
            readEnvironment({
                IPAY88_MODE: 'live',
                IPAY88_MERCHANT_CODE: 'M12345',
                IPAY88_MERCHANT_KEY: 'secret',
                PUBLIC_URL: 'https://shop.example/',
                IPAY88_SIGNATURE_TYPE: 'HMACSHA512',
            }),
        );
        expect(live).toMatchObject({
            mode: 'live',
            merchantCode: 'M12345',
            signatureType: 'HMACSHA512',
            entryUrl: 'https://payment.ipay88.com.my/epayment/entry.asp',
            publicUrl: 'https://shop.example',
            storefrontUrl: 'https://shop.example',
        });
    });

    it('pushes nowhere by default; FCM needs a service account (or, for a fake, a token and a project)', () => {
        expect(readEnvironment({}).PUSH_PROVIDER).toBe('none');
        expect(() => readEnvironment({ PUSH_PROVIDER: 'apns' })).toThrow(/^Invalid environment: PUSH_PROVIDER must be none or fcm/);
        expect(() => readEnvironment({ PUSH_PROVIDER: 'fcm' })).toThrow(/^Invalid environment: FCM_SERVICE_ACCOUNT must be set when PUSH_PROVIDER is fcm$/);
        expect(() => readEnvironment({ PUSH_PROVIDER: 'fcm', FCM_ACCESS_TOKEN: 't' })).toThrow(/FCM_SERVICE_ACCOUNT must be set/);
        expect(readEnvironment({ PUSH_PROVIDER: 'fcm', FCM_ACCESS_TOKEN: 't', FCM_PROJECT_ID: 'tuah-test' }).FCM_URL).toBe('https://fcm.googleapis.com');
        expect(() => readEnvironment({ FCM_URL: 'fcm' })).toThrow(/^Invalid environment: FCM_URL must be the http\(s\) URL of the FCM HTTP v1 API/);
    });

    it("reads a service account key through firebase-admin's credential, taking the project from it", () => {
        const { privateKey } = generateKeyPairSync('rsa', {
            modulusLength: 2048,
            privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
            publicKeyEncoding: { type: 'spki', format: 'pem' },
        });
        const account = { type: 'service_account', project_id: 'tuah-shop', private_key: privateKey, client_email: 'push@tuah-shop.iam.gserviceaccount.com' };
        expect(() => new FcmPushSender({ serviceAccount: JSON.stringify(account) })).not.toThrow();
        expect(() => new FcmPushSender({ serviceAccount: JSON.stringify({ ...account, project_id: undefined }) })).toThrow(/FCM needs a project id/);
        expect(() => new FcmPushSender({ serviceAccount: '{ not json' })).toThrow(/neither a service account JSON nor the path of one/);
    });

    it('is not production unless NODE_ENV says so: shop introspection on, and off in production unless switched on', () => {
        expect(readEnvironment({})).toMatchObject({ production: false, shopApiIntrospection: true });
        expect(readEnvironment({ NODE_ENV: 'development', SHOP_API_INTROSPECTION: 'false' }).shopApiIntrospection).toBe(false);
        const production = checklist;
        expect(readEnvironment(production)).toMatchObject({ production: true, shopApiIntrospection: false });
        expect(readEnvironment({ ...production, SHOP_API_INTROSPECTION: 'true' }).shopApiIntrospection).toBe(true);
    });

    it('refuses the default superadmin password in production unless ALLOW_DEFAULT_SUPERADMIN is set', () => {
        expect(() => readEnvironment({ NODE_ENV: 'production' })).toThrow(
            /^Invalid environment: SUPERADMIN_PASSWORD must not be the default when NODE_ENV is production \(set ALLOW_DEFAULT_SUPERADMIN=true to start anyway\)$/,
        );
        expect(() => readEnvironment({ ...checklist, SUPERADMIN_PASSWORD: '', SUPERADMIN_USERNAME: 'boss' })).toThrow(/SUPERADMIN_PASSWORD/);
        expect(readEnvironment({ ...checklist, SUPERADMIN_PASSWORD: '', ALLOW_DEFAULT_SUPERADMIN: 'true' }).production).toBe(true);
        // The quick start (`npm start`, no NODE_ENV) is a local demo and starts with the defaults.
        expect(readEnvironment({}).usesDefaultSuperadmin).toBe(true);
        expect(() => readEnvironment({ ALLOW_DEFAULT_SUPERADMIN: 'perhaps' })).toThrow(/^Invalid environment: ALLOW_DEFAULT_SUPERADMIN must be true or false/);
    });

    it('starts in production with the checklist of docs/deploy.md, and refuses each unsafe setting in one line naming its ALLOW_ variable', () => {
        expect(readEnvironment(checklist)).toMatchObject({ production: true, devTools: false, SEED_DEMO_DATA: false, IPAY88_MODE: 'live' });
        const unsafe: Array<[Record<string, string>, RegExp, string]> = [
            [{ IPAY88_MODE: '' }, /IPAY88_MODE must be live/, 'ALLOW_LOCAL_PAYMENT_GATEWAY'],
            [{ IPAY88_MODE: 'local' }, /IPAY88_MODE must be live/, 'ALLOW_LOCAL_PAYMENT_GATEWAY'],
            [{ IPAY88_MERCHANT_KEY: 'apple' }, /not the public demo merchant/, 'ALLOW_LOCAL_PAYMENT_GATEWAY'],
            [{ IPAY88_MERCHANT_CODE: 'M00003' }, /not the public demo merchant/, 'ALLOW_LOCAL_PAYMENT_GATEWAY'],
            [{ PAYMENT_SANDBOX: 'true' }, /PAYMENT_SANDBOX must be false/, 'ALLOW_PAYMENT_SANDBOX'],
            [{ SEED_DEMO_DATA: '' }, /SEED_DEMO_DATA must be false/, 'ALLOW_DEMO_DATA'],
            [{ SEED_DEMO_DATA: 'yes' }, /SEED_DEMO_DATA must be false/, 'ALLOW_DEMO_DATA'],
            [{ DEV_TOOLS: 'true' }, /DEV_TOOLS must not be true/, 'ALLOW_DEV_TOOLS'],
            [{ SMS_PROVIDER: '', SMS_HTTP_URL: '' }, /SMS_PROVIDER must be http/, 'ALLOW_SMS_OUTBOX'],
            [{ DRAW_PROVIDER: 'local' }, /DRAW_PROVIDER must be chainlink or drand/, 'ALLOW_LOCAL_DRAW'],
            // Chainlink draws, but rarities and box openings on the embedded beacon: refused too.
            [{ DRAW_BEACON_URL: '' }, /DRAW_BEACON_URL must pin a public drand chain/, 'ALLOW_LOCAL_DRAW'],
            [{ DELIVERY_PROVIDER: 'table' }, /DELIVERY_PROVIDER must be easyparcel/, 'ALLOW_DELIVERY_RATE_TABLE'],
            [{ PUSH_PROVIDER: '' }, /PUSH_PROVIDER must be fcm/, 'ALLOW_NO_PUSH'],
            [{ EINVOICE_PROVIDER: '' }, /EINVOICE_PROVIDER must be myinvois/, 'ALLOW_EINVOICE_SIMULATOR'],
            [{ SUPERADMIN_PASSWORD: 'superadmin' }, /SUPERADMIN_PASSWORD must not be the default/, 'ALLOW_DEFAULT_SUPERADMIN'],
        ];
        for (const [setting, message, allow] of unsafe) {
            let error: unknown;
            try {
                readEnvironment({ ...checklist, ...setting });
            } catch (e) {
                error = e;
            }
            expect({ setting, message: (error as Error | undefined)?.message }).toEqual({ setting, message: expect.stringMatching(message) });
            const line = (error as Error).message;
            expect(line).toMatch(new RegExp(`^Invalid environment: .* when NODE_ENV is production \\(set ${allow}=true to start anyway\\)$`));
            expect(line).not.toContain('\n');
            // Its own ALLOW_ variable lets it start; another's does not.
            expect(readEnvironment({ ...checklist, ...setting, [allow]: 'true' }).production).toBe(true);
            expect(() => readEnvironment({ ...checklist, ...setting, [allow === 'ALLOW_DEMO_DATA' ? 'ALLOW_DEV_TOOLS' : 'ALLOW_DEMO_DATA']: 'true' })).toThrow(
                message,
            );
        }
        // Outside production every stand-in is the default (`npm start` is a local demo).
        expect(readEnvironment({})).toMatchObject({
            IPAY88_MODE: 'local',
            SMS_PROVIDER: 'outbox',
            DRAW_PROVIDER: 'drand',
            DELIVERY_PROVIDER: 'table',
            PUSH_PROVIDER: 'none',
            EINVOICE_PROVIDER: 'simulator',
            devTools: true,
        });
        // MyInvois needs the shop's credentials, TIN and BRN, in production or not.
        expect(() => readEnvironment({ EINVOICE_PROVIDER: 'myinvois', MYINVOIS_CLIENT_ID: 'id' })).toThrow(
            /^Invalid environment: MYINVOIS_CLIENT_SECRET must be set when EINVOICE_PROVIDER is myinvois$/,
        );
        expect(() => readEnvironment({ MYINVOIS_TIN: 'nonsense' })).toThrow(/^Invalid environment: MYINVOIS_TIN must be a TIN/);
        expect(() => readEnvironment({ ...checklist, ALLOW_LOCAL_DRAW: 'maybe' })).toThrow(/^Invalid environment: ALLOW_LOCAL_DRAW must be true or false/);
    });

    it("takes drand draws: the embedded beacon counts as the server's own key in production, a real chain needs its key pinned", () => {
        const quicknet = {
            DRAW_PROVIDER: 'drand',
            DRAW_BEACON_URL: 'https://api.drand.sh/52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
            DRAW_BEACON_PUBLIC_KEY:
                '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
            DRAW_BEACON_CHAIN_HASH: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
        };
        // drand on the embedded beacon is the default (docs/fairness.md#drand).
        expect(readEnvironment({})).toMatchObject({ DRAW_PROVIDER: 'drand', DRAW_BEACON_DELAY_SECONDS: 6, DRAW_BEACON_PERIOD_SECONDS: 3 });
        expect(readEnvironment({}).DRAW_BEACON_URL).toBeUndefined();
        expect(readEnvironment({ ...checklist, ...quicknet }).production).toBe(true);
        expect(() => readEnvironment({ ...checklist, DRAW_PROVIDER: 'drand', DRAW_BEACON_URL: '' })).toThrow(
            /DRAW_BEACON_URL must pin a public drand chain.*ALLOW_LOCAL_DRAW/,
        );
        expect(readEnvironment({ ...checklist, DRAW_PROVIDER: 'drand', DRAW_BEACON_URL: '', ALLOW_LOCAL_DRAW: 'true' }).production).toBe(true);
        expect(() => readEnvironment({ ...quicknet, DRAW_BEACON_PUBLIC_KEY: '' })).toThrow(
            /^Invalid environment: DRAW_BEACON_PUBLIC_KEY must be set when DRAW_BEACON_URL is/,
        );
        expect(() => readEnvironment({ ...quicknet, DRAW_BEACON_CHAIN_HASH: '' })).toThrow(/DRAW_BEACON_CHAIN_HASH must be set/);
        expect(() => readEnvironment({ ...quicknet, DRAW_BEACON_PUBLIC_KEY: 'ab' })).toThrow(/DRAW_BEACON_PUBLIC_KEY must be 192 hex characters/);
        expect(() => readEnvironment({ DRAW_BEACON_DELAY_SECONDS: '0' })).toThrow(/DRAW_BEACON_DELAY_SECONDS must be from 1 to 3600 seconds/);
        expect(() => readEnvironment({ DRAW_PROVIDER: 'beacon' })).toThrow(/DRAW_PROVIDER must be local, chainlink or drand/);
    });

    it('makes a worker on the embedded beacon name a server process serving it (a worker serves no HTTP)', () => {
        for (const DRAW_PROVIDER of ['drand', 'local']) {
            expect(() => readEnvironment({ PROCESS_ROLE: 'worker', DRAW_PROVIDER })).toThrow(
                /^Invalid environment: DRAW_BEACON_SERVER_URL must be set when PROCESS_ROLE is worker and the shop uses the embedded beacon/,
            );
        }
        expect(readEnvironment({ PROCESS_ROLE: 'worker', DRAW_BEACON_SERVER_URL: 'http://server-1:3000' }).DRAW_BEACON_SERVER_URL).toBe('http://server-1:3000');
        expect(() => readEnvironment({ DRAW_BEACON_SERVER_URL: 'server-1' })).toThrow(/DRAW_BEACON_SERVER_URL must be the base URL of a Tuah server process/);
        // A pinned public chain needs no server's beacon.
        const quicknet = {
            DRAW_BEACON_URL: 'https://api.drand.sh/52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
            DRAW_BEACON_PUBLIC_KEY: 'ab'.repeat(96),
            DRAW_BEACON_CHAIN_HASH: 'cd'.repeat(32),
        };
        expect(readEnvironment({ PROCESS_ROLE: 'worker', ...quicknet }).PROCESS_ROLE).toBe('worker');
        expect(readEnvironment({ PROCESS_ROLE: 'server' }).PROCESS_ROLE).toBe('server');
    });

    it('takes a lower bcrypt cost for test servers, never in production', () => {
        expect(readEnvironment({}).TEST_PASSWORD_HASH_ROUNDS).toBeUndefined();
        expect(readEnvironment({ TEST_PASSWORD_HASH_ROUNDS: '4' }).TEST_PASSWORD_HASH_ROUNDS).toBe(4);
        expect(() => readEnvironment({ TEST_PASSWORD_HASH_ROUNDS: '3' })).toThrow(
            /^Invalid environment: TEST_PASSWORD_HASH_ROUNDS must be a bcrypt cost from 4 to 12 \(got "3"\)$/,
        );
        expect(() => readEnvironment({ ...checklist, TEST_PASSWORD_HASH_ROUNDS: '4' })).toThrow(
            /^Invalid environment: TEST_PASSWORD_HASH_ROUNDS must not be set when NODE_ENV is production/,
        );
    });

    it('takes a shorter BullMQ stall check for the fault tests, never in production', () => {
        expect(readEnvironment({}).TEST_JOB_STALL_SECONDS).toBeUndefined();
        expect(readEnvironment({ TEST_JOB_STALL_SECONDS: '5' }).TEST_JOB_STALL_SECONDS).toBe(5);
        expect(() => readEnvironment({ TEST_JOB_STALL_SECONDS: '1' })).toThrow(
            /^Invalid environment: TEST_JOB_STALL_SECONDS must be a number of seconds from 2 to 30 \(got "1"\)$/,
        );
        expect(() => readEnvironment({ ...checklist, TEST_JOB_STALL_SECONDS: '5' })).toThrow(
            /^Invalid environment: TEST_JOB_STALL_SECONDS must not be set when NODE_ENV is production/,
        );
    });

    it('takes the crash settings of the fault tests, never in production', () => {
        expect(readEnvironment({ TEST_BOX_CRASH_AT: 'COMMITTED' }).TEST_BOX_CRASH_AT).toBe('COMMITTED');
        expect(() => readEnvironment({ TEST_BOX_CRASH_AT: 'LATER' })).toThrow(
            /^Invalid environment: TEST_BOX_CRASH_AT must be INSERTED or COMMITTED \(got "LATER"\)$/,
        );
        for (const setting of [{ TEST_BOX_CRASH_AT: 'INSERTED' }, { TEST_DRAW_CRASH_AT: 'DRAW_INIT' }]) {
            expect(() => readEnvironment({ ...checklist, ...setting })).toThrow(
                /^Invalid environment: TEST_BOX_CRASH_AT and TEST_DRAW_CRASH_AT must not be set when NODE_ENV is production/,
            );
        }
    });

    it('stops a production start with the default superadmin password with one line', () => {
        const result = spawnSync(process.execPath, [serverEntry], {
            env: { ...process.env, NODE_ENV: 'production', SUPERADMIN_PASSWORD: '', ALLOW_DEFAULT_SUPERADMIN: '' },
            encoding: 'utf8',
            timeout: 30_000,
        });
        expect(result.status).toBe(1);
        expect(result.stderr.trim()).toMatch(/^Invalid environment: SUPERADMIN_PASSWORD must not be the default when NODE_ENV is production/);
    });

    it('stops the start on a bad value with one line on stderr, not a stack trace', () => {
        const result = spawnSync(process.execPath, [serverEntry], {
            env: { ...process.env, PORT: 'abc' },
            encoding: 'utf8',
            timeout: 30_000,
        });
        expect(result.status).toBe(1);
        expect(result.stderr.trim()).toBe('Invalid environment: PORT must be a port number (got "abc")');
        expect(result.stdout).not.toContain('Vendure');
    });
});
