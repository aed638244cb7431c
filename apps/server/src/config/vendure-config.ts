import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { AssetServerPlugin } from '@vendure/asset-server-plugin';
import { DashboardPlugin } from '@vendure/dashboard/plugin';
import { DefaultLogger, DefaultSchedulerPlugin, DefaultSearchPlugin, Logger, LogLevel, VendureConfig } from '@vendure/core';

import { sandboxPaymentHandler } from '../common/sandbox-payment-handler';
import { AuditPlugin } from '../plugins/audit';
import { FairnessLogPlugin } from '../plugins/fairness-log';
import { BlindBoxPlugin } from '../plugins/blind-box';
import { CampaignPlugin } from '../plugins/campaign';
import { CheckoutPlugin, DeliveryProvider, EasyParcelProvider, ParcelParty, RateTableProvider } from '../plugins/checkout';
import { CodesPlugin } from '../plugins/codes';
import { ContentPlugin } from '../plugins/content';
import { BeaconClient, BeaconPlugin } from '../plugins/beacon';
import { ChainlinkProvider, DrandProvider, DrawPlugin, LocalVrfProvider, RandomnessProvider } from '../plugins/draw';
import { HardeningPlugin } from '../plugins/hardening';
import { HttpSmsGateway, OtpAuthPlugin, OutboxSmsProvider } from '../plugins/otp-auth';
import { IPAY88_ROUTES, IPay88Plugin, IPay88PluginOptions } from '../plugins/ipay88';
import { EInvoicePlugin, EInvoicePluginOptions, MYINVOIS_HOSTS, readSigningCertificate, SIMULATOR_ROUTE, SigningCertificateError } from '../plugins/einvoice';
import { InvoicesPlugin, Seller } from '../plugins/invoices';
import { LivePlugin } from '../plugins/live';
import { FcmPushSender, InAppOnlyPushSender, NotificationsPlugin } from '../plugins/notifications';
import { OrdersPlugin } from '../plugins/orders';
import { PrizesPlugin } from '../plugins/prizes';
import { ResponsiblePlayPlugin } from '../plugins/responsible-play';
import { StartupPlugin } from '../plugins/startup';
import { SecurityPlugin } from '../plugins/security';
import { SupportPlugin } from '../plugins/support';
import { StorefrontPlugin } from '../plugins/storefront';
import { ReportsPlugin } from '../plugins/reports';
import { Environment, EnvironmentError, LOCAL_IPAY88 } from './environment';
import { graphqlPostOnly } from './graphql-post-only';
import { apiCompression, ASSET_CACHE_HEADER, assetCacheLifetime } from './http-delivery';
import { finishAnswersWhereTheyChange } from './answer-finishers';
import { readArgumentsOnlyWhereDeclared } from './graphql-field-arguments';
import { checkGraphqlTypesAsInProduction } from './graphql-type-checks';
import { walkAnswersWithTheirTypes } from './answer-type-walk';
import { noStoreAnswers } from './no-store-answers';
import { outageErrorsPlugin } from './outage-errors';
import { passwordHashingStrategy } from './password-hashing';
import { jobQueueAndCachePlugins, redisNamespaces } from './redis';
import { embeddedBeacon } from './beacon-key';
import { loadFairnessLogKey, loadVrfSecretKey } from './vrf-key';
import { SqlQueryLogger, sqlLogTagMiddleware } from './sql-query-log';
import { serialiseSqliteTransactions } from './sqlite-turns';
import { rememberPropertyNameReplacements } from './query-property-names';
import { translateRequestsWithoutCopies } from './request-translator';
import { SearchIndexUpdatesPlugin } from './search-index-updates';
import { bindSqliteIntegers, keepUsedSqliteStatements, SQLITE_STATEMENT_CACHE_SIZE } from './sqlite-statement-cache';

const LOG_LEVELS: Record<Environment['LOG_LEVEL'], LogLevel> = {
    error: LogLevel.Error,
    warn: LogLevel.Warn,
    info: LogLevel.Info,
    verbose: LogLevel.Verbose,
    debug: LogLevel.Debug,
};

/** The migrations folder for the database in use: TypeORM migrations are SQL of one dialect. */
export function migrationsGlob(database: Environment['database']['type']): string {
    return path.join(__dirname, '../migrations', database, '*.js');
}

export function buildVendureConfig(env: Environment): VendureConfig {
    const migrations = [migrationsGlob(env.database.type)];
    const logger = env.SQL_QUERY_LOG ? new SqlQueryLogger(env.SQL_QUERY_LOG) : undefined;
    rememberPropertyNameReplacements();
    walkAnswersWithTheirTypes();
    finishAnswersWhereTheyChange();
    checkGraphqlTypesAsInProduction();
    readArgumentsOnlyWhereDeclared();
    translateRequestsWithoutCopies();
    if (env.database.type !== 'postgres') {
        serialiseSqliteTransactions();
        keepUsedSqliteStatements();
        bindSqliteIntegers();
    }
    const dbConnectionOptions: VendureConfig['dbConnectionOptions'] =
        env.database.type === 'postgres'
            ? {
                  type: 'postgres',
                  url: env.database.url,
                  synchronize: false,
                  migrations,
                  logging: false,
                  logger,
                  // A query waiting longer than this for a pool connection fails instead of waiting forever.
                  extra: { max: env.DB_POOL_SIZE, connectionTimeoutMillis: env.DB_POOL_TIMEOUT_MS },
              }
            : {
                  type: 'better-sqlite3',
                  database: env.database.file,
                  synchronize: false,
                  migrations,
                  logging: false,
                  logger,
                  statementCacheSize: SQLITE_STATEMENT_CACHE_SIZE,
                  // WAL lets the worker read while the server writes; busy_timeout waits out short locks.
                  prepareDatabase: db => {
                      db.pragma('journal_mode = WAL');
                      db.pragma('busy_timeout = 5000');
                  },
              };

    return {
        apiOptions: {
            port: env.PORT,
            hostname: env.HOST,
            shopApiPath: 'shop-api',
            adminApiPath: 'admin-api',
            shopApiPlayground: false,
            adminApiPlayground: false,
            cors: {
                origin: env.CORS_ORIGINS,
                credentials: false,
                // A browser on another origin (the app shell) must be able to read the session token.
                exposedHeaders: ['vendure-auth-token'],
            },
            // The database or Redis away for a moment: 503 SERVICE_UNAVAILABLE, not the driver's message (docs/deploy.md#faults).
            // Apollo's per-field cache hints replaced by the header they always came to (no-store-answers.ts).
            apolloServerPlugins: [outageErrorsPlugin, ...noStoreAnswers],
            middleware: [
                ...graphqlPostOnly(['shop-api', 'admin-api']),
                ...apiCompression(['shop-api', 'admin-api']),
                assetCacheLifetime('assets'),
                ...(env.SQL_QUERY_LOG ? sqlLogTagMiddleware(['shop-api', 'admin-api']) : []),
            ],
        },
        authOptions: {
            // Bearer tokens only: the client keeps the token in localStorage.vendureToken (docs/contract.md#transport).
            tokenMethod: 'bearer',
            authTokenHeaderKey: 'vendure-auth-token',
            requireVerification: true,
            passwordHashingStrategy: passwordHashingStrategy(env.TEST_PASSWORD_HASH_ROUNDS),
            superadminCredentials: {
                identifier: env.SUPERADMIN_USERNAME,
                password: env.SUPERADMIN_PASSWORD,
            },
        },
        dbConnectionOptions,
        // iPay88 is added by its plugin; the instant sandbox only when PAYMENT_SANDBOX=true.
        // Vendure allows 999 units per order; the shop is tested with one order of 1,000 blind
        // boxes (and one earning 10,000 tickets), so that is the cap (docs/campaigns.md "Big orders").
        orderOptions: { orderItemsLimit: 1000, orderLineItemsLimit: 1000 },
        paymentOptions: { paymentMethodHandlers: env.PAYMENT_SANDBOX ? [sandboxPaymentHandler] : [] },
        importExportOptions: {
            importAssetsDir: path.join(env.DATA_DIR, 'import-assets'),
        },
        logger: new DefaultLogger({ level: LOG_LEVELS[env.LOG_LEVEL] }),
        plugins: [
            // The startup gate first, then hardening puts its headers and body checks before it: a 503 carries them too.
            StartupPlugin,
            HardeningPlugin.init({
                production: env.production,
                shopApiIntrospection: env.shopApiIntrospection,
                assetOrigin: env.ASSET_URL_PREFIX ? new URL(env.ASSET_URL_PREFIX).origin : undefined,
                // Live iPay88: the checkout's form posts to the gateway (the local gateway is the shop itself).
                formOrigins: env.IPAY88_MODE === 'live' ? [new URL(ipay88Options(env).entryUrl).origin] : [],
            }),
            AssetServerPlugin.init({
                route: 'assets',
                assetUploadDir: path.join(env.DATA_DIR, 'assets'),
                assetUrlPrefix: env.ASSET_URL_PREFIX,
                cacheHeader: ASSET_CACHE_HEADER,
            }),
            DefaultSchedulerPlugin.init({ manualTriggerCheckInterval: env.SCHEDULER_TRIGGER_CHECK_MS }),
            // The SQL job queue, or (REDIS_URL set) BullMQ and the shared Redis cache: config/redis.ts.
            ...jobQueueAndCachePlugins(env),
            DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
            // After the job queue's plugin (its buffer storage): a paid order's stock change is one buffered variant update, not a job of its own.
            SearchIndexUpdatesPlugin,
            // Before the campaign, blind-box and draw plugins: ticket rarities, box outcomes and drand draws wait for its rounds.
            BeaconPlugin.init({ client: () => shopBeacon(env), embedded: env.DRAW_BEACON_URL ? undefined : () => embeddedBeacon(env) }),
            CampaignPlugin.init({
                reservationMinutes: env.CAMPAIGN_RESERVATION_MINUTES,
                holdsPerAddress: env.CAMPAIGN_HOLDS_PER_ADDRESS,
                holdsPerCustomer: env.CAMPAIGN_HOLDS_PER_CUSTOMER,
            }),
            CheckoutPlugin.init({ deliveryProvider: () => deliveryProvider(env), trackingPollSeconds: env.TRACKING_POLL_SECONDS, sender: sender(env) }),
            InvoicesPlugin.init({
                seller: seller(env),
                linkSecret: () => invoiceLinkSecret(env),
                publicUrl: publicUrl(env),
                storefrontUrl: storefrontUrl(env),
                linkMinutes: env.INVOICE_LINK_MINUTES,
            }),
            // After the invoices plugin: an individual e-invoice is numbered as its order's invoice, whose PDF carries its QR code.
            EInvoicePlugin.init(einvoiceOptions(env)),
            OrdersPlugin,
            // Exports (ExportOrders), the sales report and the blind-box odds check (docs/reports.md).
            ReportsPlugin,
            // Records every successful admin mutation, every plugin's included (docs/audit.md).
            AuditPlugin,
            // Before the draw and blind-box plugins: they append to it, and their schemas name its FairnessLogEntry.
            FairnessLogPlugin.init({ secretKey: () => loadFairnessLogKey(env) }),
            DrawPlugin.init({
                provider: () => randomnessProvider(env),
                sweepSeconds: 5,
                crashAt: env.TEST_DRAW_CRASH_AT,
            }),
            LivePlugin.init({
                pubsub: env.LIVE_PUBSUB,
                redisUrl: env.REDIS_URL,
                channel: redisNamespaces(env.REDIS_PREFIX).live,
                streamsPerMinute: env.LIVE_STREAM_IP_LIMIT,
                openStreamsPerAddress: env.LIVE_STREAMS_PER_ADDRESS,
            }),
            BlindBoxPlugin.init({ vrfSecretKey: () => loadVrfSecretKey(env), crashAt: env.TEST_BOX_CRASH_AT }),
            // Before the notifications and codes plugins: test notifications and code redemption answer with its TooManyAttemptsError.
            SecurityPlugin.init({ trustProxy: env.TRUST_PROXY, signInIpMax: env.SIGN_IN_IP_LIMIT }),
            // After the security plugin: its sign-in (with the lockout) is what sign-in by username or
            // phone wraps. Before the codes plugin: its free-entry form answers BotCheckFailedError.
            OtpAuthPlugin.init({
                sms:
                    env.SMS_PROVIDER === 'http'
                        ? new HttpSmsGateway({
                              url: env.SMS_HTTP_URL!,
                              username: env.SMS_HTTP_USERNAME,
                              password: env.SMS_HTTP_PASSWORD,
                              token: env.SMS_HTTP_TOKEN,
                              bodyTemplate: env.SMS_HTTP_BODY,
                          })
                        : new OutboxSmsProvider(),
                devTools: env.devTools,
                smsText: { en: env.SMS_TEXT, ms: env.SMS_TEXT_MS },
                review: env.REVIEW_PHONE && env.REVIEW_OTP ? { phone: env.REVIEW_PHONE, code: env.REVIEW_OTP } : undefined,
                altcha: env.ALTCHA
                    ? { hmacKey: altchaHmacKey(env), cost: env.ALTCHA_COST, maxCounter: env.ALTCHA_MAX_COUNTER, expiresSeconds: 600 }
                    : undefined,
            }),
            // In this order: each one's schema names types of those before it (ActionType, WonPrize), and
            // the shop schema keeps the order it had. After the blind-box plugin: won prizes refer to its
            // boxes (schema types, events).
            NotificationsPlugin.init({ pushSender: pushSender(env) }),
            PrizesPlugin,
            CodesPlugin.init({ shopName: env.SELLER_NAME }),
            ContentPlugin,
            SupportPlugin,
            StorefrontPlugin.init({ distDir: env.STOREFRONT_DIR }),
            dashboardPlugin(env),
            IPay88Plugin.init(ipay88Options(env)),
            // Last: its checkout step writes the spending hold, so no other plugin's check may refuse after it.
            ResponsiblePlayPlugin,
        ],
    };
}

/** Where the dashboard's own Vite dev server runs (apps/dashboard `npm run dev`); the storefront's is 5173. */
export const DASHBOARD_DEV_PORT = 5174;

/**
 * The operator dashboard (Vendure's, with Tuah's extensions; docs/dashboard.md) at /dashboard. The plugin is
 * always there (its admin API, metricSummary, is part of the schema), but it serves the built app only when
 * there is one: a server started without `npm run build` of apps/dashboard (server-only tests) says so once
 * and answers nothing at /dashboard, rather than Vendure's "getting started" page.
 */
function dashboardPlugin(env: Environment) {
    if (fs.existsSync(path.join(env.DASHBOARD_DIR, 'index.html'))) {
        return DashboardPlugin.init({ route: 'dashboard', appDir: env.DASHBOARD_DIR, viteDevServerPort: DASHBOARD_DEV_PORT });
    }
    Logger.info(`The dashboard is not built (${env.DASHBOARD_DIR}): nothing is served at /dashboard`, 'Dashboard');
    return DashboardPlugin;
}

/**
 * The key that signs bot-check challenges: ALTCHA_HMAC_KEY, else one derived from the VRF secret
 * key (an HMAC with its own label, so neither key tells anything about the other), which every
 * process already shares.
 */
function altchaHmacKey(env: Environment): string {
    if (env.ALTCHA_HMAC_KEY) return env.ALTCHA_HMAC_KEY;
    return crypto.createHmac('sha256', loadVrfSecretKey(env)).update('tuah altcha challenge key').digest('hex');
}

/** Fixed, public test credentials for the local gateway: it moves no money, so they guard nothing. */
const LIVE_IPAY88_URLS = {
    entryUrl: 'https://payment.ipay88.com.my/epayment/entry.asp',
    requeryUrl: 'https://payment.ipay88.com.my/epayment/enquiry.asp',
};

/** IPAY88_MODE picks the gateway; live settings are checked by readEnvironment (docs/payments.md). */
/** Where browsers, apps and gateways reach this server; unset: this machine only. */
function publicUrl(env: Environment): string {
    return (env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/+$/, '');
}

/** Where shoppers reach the storefront (STOREFRONT_URL, else this server, which serves the built storefront). */
function storefrontUrl(env: Environment): string {
    return (env.STOREFRONT_URL ?? publicUrl(env)).replace(/\/+$/, '');
}

/** The seller of the SELLER_* settings, as invoices print it. */
function seller(env: Environment): Seller {
    return { name: env.SELLER_NAME, address: addressLines(env), taxId: env.SELLER_TAX_ID, email: env.SELLER_EMAIL };
}

const addressLines = (env: Environment) =>
    env.SELLER_ADDRESS.split(';')
        .map(l => l.trim())
        .filter(Boolean);

/** The seller as the sender of parcels booked with EasyParcel (the pick-up postcode and state are EasyParcel's settings). */
function sender(env: Environment): ParcelParty {
    const lines = addressLines(env);
    return {
        name: env.SELLER_NAME,
        phone: env.SELLER_PHONE,
        email: env.SELLER_EMAIL,
        address1: lines[0] ?? '',
        address2: lines.slice(1, -1).join(', ') || undefined,
        city: lines.at(-1) ?? '',
        postalCode: env.EASYPARCEL_PICKUP_POSTCODE,
        state: env.EASYPARCEL_PICKUP_STATE,
        countryCode: 'MY',
    };
}

/** INVOICE_LINK_SECRET, or a key derived from the server's VRF secret key (one secret to keep, shared by every process). */
function invoiceLinkSecret(env: Environment): Uint8Array {
    if (env.INVOICE_LINK_SECRET) return new Uint8Array(Buffer.from(env.INVOICE_LINK_SECRET));
    return new Uint8Array(crypto.createHmac('sha256', loadVrfSecretKey(env)).update('tuah invoice download links').digest());
}

export function ipay88Options(env: Environment): IPay88PluginOptions {
    const base = publicUrl(env);
    const local = env.IPAY88_MODE === 'local';
    return {
        mode: env.IPAY88_MODE,
        merchantCode: env.IPAY88_MERCHANT_CODE ?? LOCAL_IPAY88.merchantCode,
        merchantKey: env.IPAY88_MERCHANT_KEY ?? LOCAL_IPAY88.merchantKey,
        signatureType: env.IPAY88_SIGNATURE_TYPE,
        entryUrl: env.IPAY88_ENTRY_URL ?? (local ? `${base}/${IPAY88_ROUTES.localEntry}` : LIVE_IPAY88_URLS.entryUrl),
        requeryUrl: env.IPAY88_REQUERY_URL ?? (local ? `${base}/${IPAY88_ROUTES.localEnquiry}` : LIVE_IPAY88_URLS.requeryUrl),
        requery: env.IPAY88_REQUERY,
        publicUrl: base,
        storefrontUrl: storefrontUrl(env),
    };
}

/** DELIVERY_PROVIDER picks where courier prices come from; EasyParcel's key is checked by readEnvironment. */
function deliveryProvider(env: Environment): DeliveryProvider {
    if (env.DELIVERY_PROVIDER === 'easyparcel') {
        return new EasyParcelProvider({
            url: env.EASYPARCEL_URL,
            apiKey: env.EASYPARCEL_API_KEY!,
            pickupPostcode: env.EASYPARCEL_PICKUP_POSTCODE,
            pickupState: env.EASYPARCEL_PICKUP_STATE,
        });
    }
    return new RateTableProvider();
}

/** PUSH_PROVIDER picks where push notifications go; FCM's settings are checked by readEnvironment. */
function pushSender(env: Environment) {
    if (env.PUSH_PROVIDER !== 'fcm') return new InAppOnlyPushSender();
    return new FcmPushSender({
        serviceAccount: env.FCM_SERVICE_ACCOUNT,
        projectId: env.FCM_PROJECT_ID,
        baseUrl: env.FCM_URL,
        accessToken: env.FCM_ACCESS_TOKEN,
    });
}

let beaconClient: { id: string; client: BeaconClient } | undefined;

/**
 * The shop's beacon: the drand chain at DRAW_BEACON_URL, pinned to its key and hash, or else the
 * beacon embedded in this server, asked over real HTTP (this server's own port, or for a worker a server
 * process's, DRAW_BEACON_SERVER_URL) and pinned to the key in DATA_DIR: a server holding another key is refused.
 */
function shopBeacon(env: Environment): BeaconClient {
    const server = (env.DRAW_BEACON_SERVER_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/+$/, '');
    const id = `${env.DRAW_BEACON_URL ?? ''}|${server}|${env.DATA_DIR}`;
    if (beaconClient?.id === id) return beaconClient.client;
    let client: BeaconClient;
    if (env.DRAW_BEACON_URL) {
        client = new BeaconClient({ url: env.DRAW_BEACON_URL, publicKey: env.DRAW_BEACON_PUBLIC_KEY!, chainHash: env.DRAW_BEACON_CHAIN_HASH! });
    } else {
        const beacon = embeddedBeacon(env);
        client = new BeaconClient({ url: `${server}/beacon/${beacon.chainHash}`, publicKey: beacon.publicKey, chainHash: beacon.chainHash });
    }
    beaconClient = { id, client };
    return client;
}

/** DRAW_PROVIDER picks where draw randomness comes from; the chainlink and drand settings are checked by readEnvironment. */
function randomnessProvider(env: Environment): RandomnessProvider {
    if (env.DRAW_PROVIDER === 'drand') {
        return new DrandProvider({ client: shopBeacon(env), delaySeconds: env.DRAW_BEACON_DELAY_SECONDS });
    }
    if (env.DRAW_PROVIDER === 'chainlink') {
        // Loaded only in chainlink mode: the embedded shop never needs a chain client.
        const { drawContractClient } = require('@tuah/contracts') as typeof import('@tuah/contracts');
        const contractAddress = env.CHAINLINK_DRAW_CONTRACT as `0x${string}`;
        const client = drawContractClient({
            rpcUrl: env.CHAINLINK_RPC_URL!,
            privateKey: env.CHAINLINK_PRIVATE_KEY as `0x${string}`,
            contractAddress,
        });
        return new ChainlinkProvider(client, contractAddress);
    }
    return new LocalVrfProvider(loadVrfSecretKey(env));
}

/** The simulator's fixed credentials: it guards nothing (docs/einvoice.md#the-simulator). */
const SIMULATOR_CREDENTIALS = { clientId: 'tuah-simulator', clientSecret: 'tuah-simulator-secret' };

/** The e-invoice signing certificate, read at start: a file that cannot be used stops the start, naming the variable. */
function signingCertificate(env: Environment) {
    if (!env.EINVOICE_SIGNING_P12 || !env.EINVOICE_SIGNING_P12_PASSWORD) return undefined;
    try {
        return readSigningCertificate(env.EINVOICE_SIGNING_P12, env.EINVOICE_SIGNING_P12_PASSWORD);
    } catch (err) {
        if (err instanceof SigningCertificateError) throw new EnvironmentError(`Invalid environment: EINVOICE_SIGNING_P12 ${err.message}`);
        throw err;
    }
}

/** E-invoices (docs/einvoice.md): LHDN's MyInvois, or the simulator this server serves at /myinvois-sim. */
function einvoiceOptions(env: Environment): EInvoicePluginOptions {
    const simulator = env.EINVOICE_PROVIDER === 'simulator';
    const hosts = MYINVOIS_HOSTS[env.MYINVOIS_ENVIRONMENT];
    const own = `${publicUrl(env)}/${SIMULATOR_ROUTE}`;
    const address = env.SELLER_ADDRESS.split(';')
        .map(l => l.trim())
        .filter(Boolean);
    return {
        provider: env.EINVOICE_PROVIDER,
        apiUrl: simulator ? own : hosts.api,
        portalUrl: simulator ? own : hosts.portal,
        clientId: simulator ? SIMULATOR_CREDENTIALS.clientId : env.MYINVOIS_CLIENT_ID!,
        clientSecret: simulator ? SIMULATOR_CREDENTIALS.clientSecret : env.MYINVOIS_CLIENT_SECRET!,
        supplier: {
            name: env.SELLER_NAME,
            tin: env.MYINVOIS_TIN ?? 'C00000000000',
            brn: env.MYINVOIS_BRN ?? '000000000000',
            sst: env.MYINVOIS_SST ?? 'NA',
            msic: { code: env.MYINVOIS_MSIC, description: 'Retail sale via the Internet' },
            email: env.SELLER_EMAIL,
            phone: env.SELLER_PHONE,
            // The last address line is the city (SELLER_ADDRESS); the postcode is where parcels are collected.
            address: {
                lines: address.slice(0, -1).length ? address.slice(0, -1) : address,
                city: address[address.length - 1] ?? 'NA',
                postalCode: env.EASYPARCEL_PICKUP_POSTCODE,
                stateCode: '14',
                countryCode: 'MYS',
            },
        },
        retrySeconds: env.EINVOICE_RETRY_SECONDS,
        sweepSeconds: env.EINVOICE_SWEEP_SECONDS,
        signing: signingCertificate(env),
        simulator,
        devTools: env.devTools,
    };
}
