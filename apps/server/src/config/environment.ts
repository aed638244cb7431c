import path from 'node:path';
import { z } from 'zod';

import { type DrawSequenceStage, UNFINISHED_STAGES } from '../plugins/campaign';
import { DEFAULT_SMS_TEXT } from '../plugins/otp-auth';
import { DEMO_SEED_STEPS } from '../seed/seed-steps';

/** The repository root, so that default paths work whichever folder the server is started from. */
export const REPO_ROOT = path.resolve(__dirname, '../../../..');

const DEFAULT_SUPERADMIN = { username: 'superadmin', password: 'superadmin' };

/** The local iPay88 gateway's merchant (iPay88's published demo account): never a real shop's. */
export const LOCAL_IPAY88 = { merchantCode: 'M00003', merchantKey: 'apple' } as const;

const booleanFlag = z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .transform(v => v === 'true' || v === '1' || v === 'yes');

const environmentSchema = z.object({
    PORT: z.coerce
        .number({ message: 'must be a port number' })
        .int('must be a whole port number')
        .min(1, 'must be a port number from 1 to 65535')
        .max(65535, 'must be a port number from 1 to 65535')
        .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /**
     * How long the server keeps an idle kept-alive connection open (Node's default is 5 s). A proxy in
     * front reuses its idle connections to the servers; one the server closes as the proxy sends on
     * it fails that request (a payment among them) with a reset, so the server must wait longer than
     * any proxy keeps a connection idle: deploy/compose.yaml's Caddy keeps them 60 s (docs/deploy.md#proxy).
     */
    HTTP_KEEP_ALIVE_SECONDS: z.coerce
        .number({ message: 'must be a number of seconds from 1 to 3600' })
        .int('must be a whole number of seconds')
        .min(1, 'must be a number of seconds from 1 to 3600')
        .max(3600, 'must be a number of seconds from 1 to 3600')
        .default(75),
    PROCESS_ROLE: z.enum(['all', 'server', 'worker'], { message: 'must be one of all, server, worker' }).default('all'),
    DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'var')),
    SQLITE_FILE: z.string().min(1).optional(),
    DATABASE_URL: z
        .string()
        .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL (leave it unset for the embedded SQLite file)')
        .optional(),
    /** PostgreSQL: connections in this process's pool (the `pg` default is 10). */
    DB_POOL_SIZE: z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').min(2, 'must be at least 2').default(10),
    /**
     * PostgreSQL: how long a query waits for a free pool connection before it fails. Without a
     * limit a pool run dry stops the server silently (docs/deploy.md, "The race"); a flash sale's
     * burst waits longer than 15 s for its turn (docs/deploy.md#a-burst-waits-for-the-database).
     */
    DB_POOL_TIMEOUT_MS: z.coerce
        .number({ message: 'must be a number of milliseconds' })
        .int('must be a whole number')
        .positive('must be above 0')
        .default(60_000),
    CORS_ORIGINS: z
        .string()
        .default('http://localhost:3000,http://localhost:5173,capacitor://localhost,http://localhost,https://localhost')
        .transform(v =>
            v
                .split(',')
                .map(s => s.trim())
                .filter(Boolean),
        )
        .refine(list => list.every(o => /^[a-z][a-z0-9+.-]*:\/\/[^/\s]+$/i.test(o)), {
            message: 'must be a comma-separated list of origins such as https://shop.example (no paths)',
        }),
    STOREFRONT_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'apps/storefront/dist')),
    /** The built operator dashboard (apps/dashboard), served at /dashboard; not built: nothing is served there. */
    DASHBOARD_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'apps/dashboard/dist')),
    ASSET_URL_PREFIX: z.string().url('must be a URL such as https://cdn.example/assets/').optional(),
    SUPERADMIN_USERNAME: z.string().min(1).default(DEFAULT_SUPERADMIN.username),
    SUPERADMIN_PASSWORD: z.string().min(1).default(DEFAULT_SUPERADMIN.password),
    SEED_DEMO_DATA: booleanFlag.default(true),
    /** Registers a payment method that settles at once (tests and demos; never in a real shop). */
    PAYMENT_SANDBOX: booleanFlag.default(false),
    /**
     * Where browsers and payment gateways reach this server (the iPay88 ResponseURL and BackendURL
     * are built on it); unset: http://127.0.0.1:PORT, right for one machine only.
     */
    PUBLIC_URL: z.string().url('must be a URL such as https://shop.example').optional(),
    /** Where the storefront is, for the browser's return from the gateway; unset: PUBLIC_URL (the server serves it). */
    STOREFRONT_URL: z.string().url('must be a URL such as https://shop.example').optional(),
    /** iPay88: the gateway page the server itself serves (local), or the real one (live) (docs/payments.md). */
    IPAY88_MODE: z.enum(['local', 'live'], { message: 'must be local or live' }).default('local'),
    IPAY88_MERCHANT_CODE: z
        .string()
        .regex(/^[A-Za-z0-9]{1,20}$/, 'must be the merchant code iPay88 gave (letters and digits)')
        .optional(),
    IPAY88_MERCHANT_KEY: z.string().min(1).optional(),
    /** SHA256 for most accounts; HMACSHA512 for accounts set up for it. */
    IPAY88_SIGNATURE_TYPE: z.enum(['SHA256', 'HMACSHA512'], { message: 'must be SHA256 or HMACSHA512' }).default('SHA256'),
    IPAY88_ENTRY_URL: z.string().url('must be the URL of the iPay88 payment entry page').optional(),
    IPAY88_REQUERY_URL: z.string().url('must be the URL of the iPay88 requery (enquiry) page').optional(),
    /** Ask the gateway again (requery) before settling on a callback's word. */
    IPAY88_REQUERY: booleanFlag.default(false),
    /**
     * Where draw randomness comes from: a drand beacon round fixed after the commitment (the default;
     * docs/fairness.md#drand), the server's ECVRF key, or Chainlink VRF through the draw contract.
     */
    DRAW_PROVIDER: z.enum(['local', 'chainlink', 'drand'], { message: 'must be local, chainlink or drand' }).default('drand'),
    /**
     * drand: the beacon chain's base URL, `<relay>/<chain hash>` (e.g.
     * https://api.drand.sh/52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971); unset:
     * the beacon embedded in this server (GET /beacon/<chain hash>/…, its own key).
     */
    DRAW_BEACON_URL: z.string().url('must be the URL of a drand chain, <relay>/<chain hash>').optional(),
    /**
     * drand on the embedded beacon: the base URL of a server process serving it (`http://server-1:3000`).
     * A worker-only process serves no HTTP, so it needs one; unset: this process's own port. The
     * beacon's key is still pinned: the one in DATA_DIR (shared) or DRAW_BEACON_SECRET_KEY.
     */
    DRAW_BEACON_SERVER_URL: z.string().url('must be the base URL of a Tuah server process').optional(),
    /** drand with DRAW_BEACON_URL: the chain's public key (hex, 96-byte G2), pinned: a beacon answering with another key is refused. */
    DRAW_BEACON_PUBLIC_KEY: z
        .string()
        .regex(/^[0-9a-fA-F]{192}$/, 'must be 192 hex characters (a BLS12-381 G2 public key)')
        .optional(),
    /** drand with DRAW_BEACON_URL: the chain hash its /info must answer with (hex, 32 bytes). */
    DRAW_BEACON_CHAIN_HASH: z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (a drand chain hash)')
        .optional(),
    /** drand: the deciding round is the first one emitted at least this many seconds after the commitment is published. */
    DRAW_BEACON_DELAY_SECONDS: z.coerce
        .number({ message: 'must be a whole number of seconds' })
        .int('must be a whole number of seconds')
        .min(1, 'must be from 1 to 3600 seconds')
        .max(3600, 'must be from 1 to 3600 seconds')
        .default(6),
    /** The embedded beacon: seconds between its rounds (drand quicknet: 3). */
    DRAW_BEACON_PERIOD_SECONDS: z.coerce
        .number({ message: 'must be a whole number of seconds' })
        .int('must be a whole number of seconds')
        .min(1, 'must be from 1 to 60 seconds')
        .max(60, 'must be from 1 to 60 seconds')
        .default(3),
    /** The embedded beacon's BLS secret key (hex, 32 bytes); unset: generated once and kept in DATA_DIR/beacon-key.json. */
    DRAW_BEACON_SECRET_KEY: z
        .string()
        .regex(/^(0x)?[0-9a-fA-F]{64}$/, 'must be 64 hex characters (a 32-byte BLS secret key)')
        .optional(),
    VRF_SECRET_KEY: z
        .string()
        .regex(/^(0x)?[0-9a-fA-F]{64}$/, 'must be 64 hex characters (a 32-byte ECVRF secret key)')
        .optional(),
    /** The fairness log's Ed25519 signing key (hex, 32 bytes); unset: generated once and kept in DATA_DIR/fairness-log-key.hex. */
    FAIRNESS_LOG_SECRET_KEY: z
        .string()
        .regex(/^(0x)?[0-9a-fA-F]{64}$/, 'must be 64 hex characters (a 32-byte Ed25519 secret key)')
        .optional(),
    CHAINLINK_RPC_URL: z.string().url('must be the URL of an EVM JSON-RPC endpoint').optional(),
    CHAINLINK_DRAW_CONTRACT: z
        .string()
        .regex(/^0x[0-9a-fA-F]{40}$/, 'must be the 0x address of the deployed TuahDraw contract')
        .optional(),
    CHAINLINK_PRIVATE_KEY: z
        .string()
        .regex(/^0x[0-9a-fA-F]{64}$/, 'must be the 0x private key of the draw contract owner')
        .optional(),
    /** Where courier prices come from: `table` (the embedded rate table by weight and zone) or `easyparcel`. */
    DELIVERY_PROVIDER: z.enum(['table', 'easyparcel'], { message: 'must be table or easyparcel' }).default('table'),
    EASYPARCEL_URL: z.string().url('must be the URL of the EasyParcel API such as https://connect.easyparcel.my').default('https://connect.easyparcel.my'),
    EASYPARCEL_API_KEY: z.string().min(1).optional(),
    /** Where EasyParcel picks parcels up: a Malaysian postcode and EasyParcel's state code. */
    EASYPARCEL_PICKUP_POSTCODE: z
        .string()
        .regex(/^\d{5}$/, 'must be a five-digit Malaysian postcode')
        .default('50450'),
    EASYPARCEL_PICKUP_STATE: z
        .string()
        .regex(/^[a-z]{3}$/, 'must be an EasyParcel state code such as kul or sgr')
        .default('kul'),
    /** How often shipped parcels' tracking is asked for (EasyParcel), in seconds. */
    TRACKING_POLL_SECONDS: z.coerce
        .number({ message: 'must be a number of seconds' })
        .int('must be a whole number of seconds')
        .min(1, 'must be from 1 to 86400 seconds')
        .max(86_400, 'must be from 1 to 86400 seconds')
        .default(900),
    /** Who sells, as invoices (and EasyParcel bookings, as the sender) name it. */
    SELLER_NAME: z.string().min(1).default('Tuah'),
    /** The seller's address, lines separated by `;` (the last line is the city). */
    SELLER_ADDRESS: z.string().min(1).default('Jalan Raja Chulan;Kuala Lumpur'),
    SELLER_PHONE: z
        .string()
        .regex(/^\+?\d{8,15}$/, 'must be a phone number such as +60312345678')
        .default('+60300000000'),
    SELLER_EMAIL: z.string().email('must be an email address').optional(),
    /** The seller's SST or company registration number, printed on invoices. */
    SELLER_TAX_ID: z.string().min(1).optional(),
    /** Signs invoice download links; unset: derived from the server's VRF secret key (VRF_SECRET_KEY or DATA_DIR's). */
    INVOICE_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** How long an invoice download link works. */
    INVOICE_LINK_MINUTES: z.coerce
        .number({ message: 'must be a number of minutes' })
        .int('must be a whole number of minutes')
        .min(1, 'must be from 1 to 1440 minutes')
        .max(1440, 'must be from 1 to 1440 minutes')
        .default(15),
    /** Where e-invoices go (docs/einvoice.md): `simulator` (a local MyInvois served by this server, the default) or `myinvois` (LHDN). */
    EINVOICE_PROVIDER: z.enum(['simulator', 'myinvois'], { message: 'must be simulator or myinvois' }).default('simulator'),
    /** MyInvois: the shop's ERP client id and secret (registered in the MyInvois portal). */
    MYINVOIS_CLIENT_ID: z.string().min(1).optional(),
    MYINVOIS_CLIENT_SECRET: z.string().min(1).optional(),
    /** The shop's tax identification number and business registration number, the supplier of every e-invoice. */
    MYINVOIS_TIN: z
        .string()
        .regex(/^[A-Z]{1,2}\d{8,12}$/, 'must be a TIN as LHDN issues it, such as C12345678901')
        .optional(),
    MYINVOIS_BRN: z
        .string()
        .regex(/^[0-9A-Z-]{5,20}$/, 'must be the business registration number, such as 202001234567')
        .optional(),
    /** MyInvois pre-production (sandbox) or production. */
    MYINVOIS_ENVIRONMENT: z.enum(['preprod', 'production'], { message: 'must be preprod or production' }).default('preprod'),
    /** The shop's SST registration number on its e-invoices; unset: NA (not registered). */
    MYINVOIS_SST: z.string().min(1).optional(),
    /** The shop's MSIC industry code on its e-invoices (47912: retail sale via the Internet). */
    MYINVOIS_MSIC: z
        .string()
        .regex(/^\d{5}$/, 'must be a five-digit MSIC code')
        .default('47912'),
    /** The state code of the shop's address on its e-invoices (LHDN's list: 14 is Kuala Lumpur). */
    MYINVOIS_STATE_CODE: z
        .string()
        .regex(/^\d{2}$/, "must be LHDN's two-digit state code, such as 14 for Kuala Lumpur")
        .default('14'),
    /**
     * The shop's e-invoice signing certificate (docs/einvoice.md#signed-documents-version-11): the PKCS#12 file (.p12 or .pfx)
     * its certificate authority issued, and the file's password. Set: documents are signed, version 1.1; unset: 1.0.
     */
    EINVOICE_SIGNING_P12: z.string().min(1).optional(),
    EINVOICE_SIGNING_P12_PASSWORD: z.string().min(1).optional(),
    /** The first retry after an e-invoice submission failed, in seconds (doubled per attempt, an hour at most). */
    EINVOICE_RETRY_SECONDS: z.coerce
        .number({ message: 'must be a whole number of seconds' })
        .int('must be a whole number of seconds')
        .min(1, 'must be from 1 to 3600 seconds')
        .max(3600, 'must be from 1 to 3600 seconds')
        .default(60),
    /** How often due e-invoice documents are submitted and submitted ones checked, in seconds. */
    EINVOICE_SWEEP_SECONDS: z.coerce
        .number({ message: 'must be a whole number of seconds' })
        .int('must be a whole number of seconds')
        .min(1, 'must be from 1 to 59 seconds')
        .max(59, 'must be from 1 to 59 seconds')
        .default(30),
    /**
     * How live campaign progress reaches other processes: `local` (none: one process) or `redis`
     * (docs/performance.md#live-progress); unset: `redis` when REDIS_URL is set, else `local`.
     */
    LIVE_PUBSUB: z.enum(['local', 'redis'], { message: 'must be local or redis' }).optional(),
    /** New live progress streams (GET /live/campaigns/:id) one client address may open per minute (docs/security.md). */
    LIVE_STREAM_IP_LIMIT: z.coerce
        .number({ message: 'must be a whole number of streams' })
        .int('must be a whole number of streams')
        .min(1, 'must be at least 1')
        .default(30),
    /** Live progress streams one client address may hold open at once, per server process (docs/security.md); more answer 429. */
    LIVE_STREAMS_PER_ADDRESS: z.coerce
        .number({ message: 'must be a whole number of streams' })
        .int('must be a whole number of streams')
        .min(1, 'must be at least 1')
        .default(20),
    /**
     * The scaled mode (docs/deploy.md): set, the job queue is BullMQ on this Redis, the cache (sessions
     * included) is shared there and live progress travels through it; unset, the embedded default
     * (SQL job queue, in-memory cache, live progress within the process).
     */
    REDIS_URL: z
        .string()
        .regex(/^rediss?:\/\/[^/\s]+(\/\d{1,2})?$/, 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379/0')
        .optional(),
    /** What every Redis key and channel of this shop starts with (queue, cache, live progress): two shops can share one Redis. */
    REDIS_PREFIX: z
        .string()
        .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, 'must be letters, digits, _ . or - (at most 64, no colon)')
        .default('tuah'),
    /** Tests only: the process kills itself (SIGKILL) right after its draw reaches this stage. */
    TEST_DRAW_CRASH_AT: z.enum(UNFINISHED_STAGES as [DrawSequenceStage, ...DrawSequenceStage[]], { message: 'must be a draw stage' }).optional(),
    /** Tests only: the process kills itself (SIGKILL) at this point of a blind-box job (INSERTED, COMMITTED); refused in production. */
    TEST_BOX_CRASH_AT: z.enum(['INSERTED', 'COMMITTED'], { message: 'must be INSERTED or COMMITTED' }).optional(),
    /** Tests only: the process kills itself (SIGKILL) halfway through this demo seed step. */
    TEST_SEED_CRASH_AT: z.enum(DEMO_SEED_STEPS, { message: `must be a demo seed step (${DEMO_SEED_STEPS.join(', ')})` }).optional(),
    /** Tests only: bcrypt cost of password hashes (Vendure's is 12); refused in production. */
    TEST_PASSWORD_HASH_ROUNDS: z.coerce
        .number({ message: 'must be a bcrypt cost from 4 to 12' })
        .int('must be a bcrypt cost from 4 to 12')
        .min(4, 'must be a bcrypt cost from 4 to 12')
        .max(12, 'must be a bcrypt cost from 4 to 12')
        .optional(),
    /**
     * Tests only (scaled mode): BullMQ's lock on a running job in seconds (BullMQ's is 30; stalled jobs
     * are looked for every half of it), so a killed worker's job is handed back in seconds; refused in production.
     */
    TEST_JOB_STALL_SECONDS: z.coerce
        .number({ message: 'must be a number of seconds from 2 to 30' })
        .int('must be a number of seconds from 2 to 30')
        .min(2, 'must be a number of seconds from 2 to 30')
        .max(30, 'must be a number of seconds from 2 to 30')
        .optional(),
    /** How long tickets stay held for a checkout in ArrangingPayment; fractions allowed (tests use seconds). */
    CAMPAIGN_RESERVATION_MINUTES: z.coerce.number({ message: 'must be a number of minutes' }).positive('must be a number of minutes above 0').default(15),
    /**
     * How often the process running scheduled tasks looks for one an operator started by hand
     * (`runScheduledTask`, the dashboard's "run now"): Vendure's 10 s by default. Tests use half a second.
     */
    SCHEDULER_TRIGGER_CHECK_MS: z.coerce
        .number({ message: 'must be a number of milliseconds from 100 to 60000' })
        .int('must be a number of milliseconds from 100 to 60000')
        .min(100, 'must be a number of milliseconds from 100 to 60000')
        .max(60_000, 'must be a number of milliseconds from 100 to 60000')
        .default(10_000),
    /**
     * A server that has gone this many seconds without a request after a burst compacts its heap once,
     * giving back the room the burst left (docs/performance.md#memory); 0: never. Tests use 1.
     */
    IDLE_COLLECTION_SECONDS: z.coerce
        .number({ message: 'must be a number of seconds from 0 to 3600' })
        .int('must be a whole number of seconds')
        .min(0, 'must be a number of seconds from 0 to 3600')
        .max(3600, 'must be a number of seconds from 0 to 3600')
        .default(5),
    /** How much V8's heap must have grown since the last idle collection for the next (docs/performance.md#memory). */
    IDLE_COLLECTION_SLACK_MIB: z.coerce
        .number({ message: 'must be a number of MiB' })
        .int('must be a whole number of MiB')
        .min(0, 'must be 0 or more')
        .default(32),
    /** Orders that may hold campaign tickets at once from one client address (docs/campaigns.md#holds). */
    CAMPAIGN_HOLDS_PER_ADDRESS: z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').positive('must be above 0').default(10),
    /** Orders of one customer that may hold campaign tickets at once (docs/campaigns.md#holds); tests raise it to race one shopper's checkouts. */
    CAMPAIGN_HOLDS_PER_CUSTOMER: z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').positive('must be above 0').default(1),
    /** Tests only: the file SQL statements of requests tagged `x-sql-log-tag` are appended to. */
    SQL_QUERY_LOG: z.string().min(1).optional(),
    /**
     * Express `trust proxy`: unset (X-Forwarded-For ignored), a number of proxy hops, or
     * comma-separated proxy addresses/subnets (`loopback`, `10.0.0.0/8`, ...). Rate limits key on it.
     */
    TRUST_PROXY: z
        .string()
        .regex(
            /^(false|[1-9]\d?|(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)(\s*,\s*(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?))*)$/,
            'must be false, a number of proxy hops (1-99), or comma-separated proxy addresses or subnets such as loopback,10.0.0.0/8',
        )
        .optional()
        .transform((v): false | number | string[] => (!v || v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v.split(',').map(s => s.trim()))),
    /** Failed sign-ins allowed per client address per 15 minutes (docs/security.md). */
    SIGN_IN_IP_LIMIT: z.coerce
        .number({ message: 'must be a whole number of attempts' })
        .int('must be a whole number of attempts')
        .min(1, 'must be at least 1')
        .default(30),
    /** Where one-time codes go: `outbox` (stored and logged, the embedded default) or `http` (an SMS gateway). */
    SMS_PROVIDER: z.enum(['outbox', 'http'], { message: 'must be outbox or http' }).default('outbox'),
    /** The gateway's endpoint; one POST per text. */
    SMS_HTTP_URL: z.string().url('must be the http(s) URL of the SMS gateway').optional(),
    /** HTTP Basic credentials for the gateway (both), or a bearer token (SMS_HTTP_TOKEN). */
    SMS_HTTP_USERNAME: z.string().min(1).optional(),
    SMS_HTTP_PASSWORD: z.string().min(1).optional(),
    SMS_HTTP_TOKEN: z.string().min(1).optional(),
    /** The JSON body posted to the gateway; {to} and {text} are replaced. */
    SMS_HTTP_BODY: z
        .string()
        .default('{"to":"{to}","text":"{text}"}')
        .refine(v => v.includes('{to}') && v.includes('{text}'), { message: 'must contain {to} and {text}' })
        .refine(v => isJson(v.replace(/\{to\}|\{text\}/g, 'x')), { message: 'must be JSON once {to} and {text} are filled in' }),
    /** The text of a code SMS in English; {code} is replaced. */
    SMS_TEXT: z
        .string()
        .max(300, 'must fit an SMS or two (300 characters at most)')
        .default(DEFAULT_SMS_TEXT.en)
        .refine(v => v.includes('{code}'), { message: 'must contain {code}' }),
    /** The same in Malay, for shoppers using the shop in Malay (docs/server.md#language). */
    SMS_TEXT_MS: z
        .string()
        .max(300, 'must fit an SMS or two (300 characters at most)')
        .default(DEFAULT_SMS_TEXT.ms)
        .refine(v => v.includes('{code}'), { message: 'must contain {code}' }),
    /** Where push notifications go: `none` (in-app only, the default) or `fcm` (Firebase Cloud Messaging) (docs/engagement.md#push). */
    PUSH_PROVIDER: z.enum(['none', 'fcm'], { message: 'must be none or fcm' }).default('none'),
    /** With PUSH_PROVIDER=fcm: the Firebase service account key, as the path of its JSON file or the JSON itself. */
    FCM_SERVICE_ACCOUNT: z.string().min(1).optional(),
    /** The Firebase project; unset: the service account's project_id. */
    FCM_PROJECT_ID: z
        .string()
        .regex(/^[a-z0-9-]{4,64}$/, 'must be a Firebase project id such as tuah-shop')
        .optional(),
    /** Where the FCM HTTP v1 API is (a local fake in tests). */
    FCM_URL: z.string().url('must be the http(s) URL of the FCM HTTP v1 API such as https://fcm.googleapis.com').default('https://fcm.googleapis.com'),
    /** A fixed bearer token instead of the service account's (a local FCM fake or emulator only; needs FCM_PROJECT_ID). */
    FCM_ACCESS_TOKEN: z.string().min(1).optional(),
    /** An app-store review account's phone (E.164): its codes are REVIEW_OTP and are never texted. Off unless set. */
    REVIEW_PHONE: z
        .string()
        .regex(/^\+\d{8,15}$/, 'must be an E.164 phone number such as +60123456789')
        .optional(),
    /** The fixed 6-digit code of REVIEW_PHONE. */
    REVIEW_OTP: z
        .string()
        .regex(/^\d{6}$/, 'must be 6 digits')
        .optional(),
    /** The ALTCHA bot check on sign-up, code requests and password reset (docs/accounts.md#bot-check); off only when set false. */
    ALTCHA: booleanFlag.default(true),
    /** Signs bot-check challenges; unset: derived from the server's VRF secret key (shared the same way). */
    ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    /** PBKDF2 iterations per try of the proof of work. */
    ALTCHA_COST: z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(1000),
    /** The answer lies between half of this and this: about how many tries the widget makes. */
    ALTCHA_MAX_COUNTER: z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').min(2, 'must be at least 2').default(5000),
    /** Developer tools (GET /dev/sms-outbox); unset: on outside production, off in production. */
    DEV_TOOLS: booleanFlag.optional(),
    /** `production` hides what a developer wants to see (introspection, API debug) and refuses the default superadmin password. */
    NODE_ENV: z.string().optional(),
    /** Whether strangers may introspect the shop API; unset: on outside production, off in production. */
    SHOP_API_INTROSPECTION: booleanFlag.optional(),
    /** Start in production even with the default superadmin password (a throwaway demo server). */
    ALLOW_DEFAULT_SUPERADMIN: booleanFlag.default(false),
    /** Start in production with the local iPay88 gateway (IPAY88_MODE=local) or its public demo merchant key: anyone can sign a paid callback. */
    ALLOW_LOCAL_PAYMENT_GATEWAY: booleanFlag.default(false),
    /** Start in production with PAYMENT_SANDBOX=true (a payment method that settles without money). */
    ALLOW_PAYMENT_SANDBOX: booleanFlag.default(false),
    /** Start in production with SEED_DEMO_DATA on (demo shoppers with a published password). */
    ALLOW_DEMO_DATA: booleanFlag.default(false),
    /** Start in production with DEV_TOOLS=true (the SMS outbox readable over HTTP). */
    ALLOW_DEV_TOOLS: booleanFlag.default(false),
    /** Start in production with SMS_PROVIDER=outbox (codes are logged, never texted). */
    ALLOW_SMS_OUTBOX: booleanFlag.default(false),
    /** Start in production with DRAW_PROVIDER=local, or drand on the embedded beacon (draws on the server's own key); a warning is printed. */
    ALLOW_LOCAL_DRAW: booleanFlag.default(false),
    /** Start in production with DELIVERY_PROVIDER=table (the embedded rate table, no courier booking or tracking). */
    ALLOW_DELIVERY_RATE_TABLE: booleanFlag.default(false),
    /** Start in production with EINVOICE_PROVIDER=simulator (nothing reaches LHDN). */
    ALLOW_EINVOICE_SIMULATOR: booleanFlag.default(false),
    /** Start in production with PUSH_PROVIDER=none (in-app notifications only). */
    ALLOW_NO_PUSH: booleanFlag.default(false),
    LOG_LEVEL: z.enum(['error', 'warn', 'info', 'verbose', 'debug'], { message: 'must be one of error, warn, info, verbose, debug' }).default('info'),
});

/** Every variable readEnvironment reads (deploy/compose.yaml may set no other: test/deploy-compose.test.ts). */
export const ENVIRONMENT_VARIABLES: readonly string[] = Object.keys(environmentSchema.shape);

export type Environment = Omit<z.infer<typeof environmentSchema>, 'LIVE_PUBSUB'> & {
    /** LIVE_PUBSUB, or its default: `redis` in the scaled mode (REDIS_URL set), else `local`. */
    LIVE_PUBSUB: 'local' | 'redis';
    /** Which database the process talks to; derived from DATABASE_URL. */
    database: { type: 'sqlite'; file: string } | { type: 'postgres'; url: string };
    usesDefaultSuperadmin: boolean;
    /** NODE_ENV is `production`. */
    production: boolean;
    devTools: boolean;
    shopApiIntrospection: boolean;
};

export class EnvironmentError extends Error {}

function isJson(text: string): boolean {
    try {
        JSON.parse(text);
        return true;
    } catch {
        return false;
    }
}

type ParsedEnvironment = z.infer<typeof environmentSchema>;

/**
 * Randomness resting on a key this server holds: `local` draws, or no public drand chain pinned
 * (DRAW_BEACON_URL), since ticket rarities, box openings and drand draws then wait for the
 * embedded beacon, whatever the draw provider.
 */
export function randomnessOnOwnKey(env: Pick<ParsedEnvironment, 'DRAW_PROVIDER' | 'DRAW_BEACON_URL'>): boolean {
    return env.DRAW_PROVIDER === 'local' || !env.DRAW_BEACON_URL;
}

/**
 * What a production start refuses (docs/deploy.md#production-checklist): a development default or a
 * local stand-in of an outside service, each unless its own ALLOW_ variable says it is meant.
 * The first one found is named, in one line.
 */
const PRODUCTION_REFUSALS: ReadonlyArray<{ unsafe: (env: ParsedEnvironment) => boolean; allow: keyof ParsedEnvironment & `ALLOW_${string}`; message: string }> =
    [
        {
            unsafe: env => env.SUPERADMIN_PASSWORD === DEFAULT_SUPERADMIN.password,
            allow: 'ALLOW_DEFAULT_SUPERADMIN',
            message: 'SUPERADMIN_PASSWORD must not be the default',
        },
        {
            unsafe: env => env.IPAY88_MODE === 'local',
            allow: 'ALLOW_LOCAL_PAYMENT_GATEWAY',
            message: 'IPAY88_MODE must be live (the local gateway settles orders without money)',
        },
        {
            unsafe: env => env.IPAY88_MERCHANT_KEY === LOCAL_IPAY88.merchantKey || env.IPAY88_MERCHANT_CODE === LOCAL_IPAY88.merchantCode,
            allow: 'ALLOW_LOCAL_PAYMENT_GATEWAY',
            message: "IPAY88_MERCHANT_CODE and IPAY88_MERCHANT_KEY must be the shop's own, not the public demo merchant",
        },
        {
            unsafe: env => env.PAYMENT_SANDBOX,
            allow: 'ALLOW_PAYMENT_SANDBOX',
            message: 'PAYMENT_SANDBOX must be false (it settles orders without money)',
        },
        {
            unsafe: env => env.SEED_DEMO_DATA,
            allow: 'ALLOW_DEMO_DATA',
            message: 'SEED_DEMO_DATA must be false (demo shoppers sign in with a published password)',
        },
        {
            unsafe: env => env.DEV_TOOLS === true,
            allow: 'ALLOW_DEV_TOOLS',
            message: 'DEV_TOOLS must not be true (anyone could read the one-time codes)',
        },
        {
            unsafe: env => env.SMS_PROVIDER === 'outbox',
            allow: 'ALLOW_SMS_OUTBOX',
            message: 'SMS_PROVIDER must be http (the outbox texts no one)',
        },
        {
            unsafe: randomnessOnOwnKey,
            allow: 'ALLOW_LOCAL_DRAW',
            message:
                "DRAW_PROVIDER must be chainlink or drand, and DRAW_BEACON_URL must pin a public drand chain (local draws, and ticket rarities, box openings and draws on the embedded beacon, rest on the server's own key)",
        },
        {
            unsafe: env => env.DELIVERY_PROVIDER === 'table',
            allow: 'ALLOW_DELIVERY_RATE_TABLE',
            message: 'DELIVERY_PROVIDER must be easyparcel (the rate table books and tracks no parcel)',
        },
        {
            unsafe: env => env.EINVOICE_PROVIDER === 'simulator',
            allow: 'ALLOW_EINVOICE_SIMULATOR',
            message: 'EINVOICE_PROVIDER must be myinvois (the simulator submits no e-invoice to LHDN)',
        },
        {
            unsafe: env => env.PUSH_PROVIDER === 'none',
            allow: 'ALLOW_NO_PUSH',
            message: 'PUSH_PROVIDER must be fcm (none sends no push notification)',
        },
    ];

/**
 * Reads the process environment once, with safe defaults. A wrong value throws an
 * EnvironmentError whose message is one line naming the variable, so the start stops clearly.
 */
export function readEnvironment(source: NodeJS.ProcessEnv = process.env): Environment {
    // An empty variable means "not set", as in most shells' `VAR= npm start`.
    const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
    const parsed = environmentSchema.safeParse(present);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const name = String(issue.path[0]);
        throw new EnvironmentError(`Invalid environment: ${name} ${issue.message} (got "${source[name]}")`);
    }
    const env = parsed.data;
    if (env.DRAW_PROVIDER === 'chainlink') {
        for (const name of ['CHAINLINK_RPC_URL', 'CHAINLINK_DRAW_CONTRACT', 'CHAINLINK_PRIVATE_KEY'] as const) {
            if (!env[name]) throw new EnvironmentError(`Invalid environment: ${name} must be set when DRAW_PROVIDER is chainlink`);
        }
    }
    if (env.DRAW_PROVIDER === 'drand' && env.DRAW_BEACON_URL) {
        for (const name of ['DRAW_BEACON_PUBLIC_KEY', 'DRAW_BEACON_CHAIN_HASH'] as const) {
            if (!env[name]) throw new EnvironmentError(`Invalid environment: ${name} must be set when DRAW_BEACON_URL is (the beacon's key is pinned)`);
        }
    }
    // Whatever the draw provider: ticket rarities and box openings wait for the shop's beacon too.
    if (env.PROCESS_ROLE === 'worker' && !env.DRAW_BEACON_URL && !env.DRAW_BEACON_SERVER_URL) {
        throw new EnvironmentError(
            'Invalid environment: DRAW_BEACON_SERVER_URL must be set when PROCESS_ROLE is worker and the shop uses the embedded beacon (a worker serves no HTTP; name a server process)',
        );
    }
    if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL) {
        throw new EnvironmentError('Invalid environment: SMS_HTTP_URL must be set when SMS_PROVIDER is http');
    }
    if (env.PUSH_PROVIDER === 'fcm' && !env.FCM_SERVICE_ACCOUNT && !(env.FCM_ACCESS_TOKEN && env.FCM_PROJECT_ID)) {
        throw new EnvironmentError('Invalid environment: FCM_SERVICE_ACCOUNT must be set when PUSH_PROVIDER is fcm');
    }
    if (!env.REVIEW_PHONE !== !env.REVIEW_OTP) {
        throw new EnvironmentError('Invalid environment: REVIEW_PHONE and REVIEW_OTP must be set together');
    }
    if (env.IPAY88_MODE === 'live') {
        for (const name of ['IPAY88_MERCHANT_CODE', 'IPAY88_MERCHANT_KEY', 'PUBLIC_URL'] as const) {
            if (!env[name]) throw new EnvironmentError(`Invalid environment: ${name} must be set when IPAY88_MODE is live`);
        }
    }
    if (env.DELIVERY_PROVIDER === 'easyparcel' && !env.EASYPARCEL_API_KEY) {
        throw new EnvironmentError('Invalid environment: EASYPARCEL_API_KEY must be set when DELIVERY_PROVIDER is easyparcel');
    }
    if (env.EINVOICE_PROVIDER === 'myinvois') {
        for (const name of ['MYINVOIS_CLIENT_ID', 'MYINVOIS_CLIENT_SECRET', 'MYINVOIS_TIN', 'MYINVOIS_BRN'] as const) {
            if (!env[name]) throw new EnvironmentError(`Invalid environment: ${name} must be set when EINVOICE_PROVIDER is myinvois`);
        }
    }
    if (!env.EINVOICE_SIGNING_P12 !== !env.EINVOICE_SIGNING_P12_PASSWORD) {
        throw new EnvironmentError(
            'Invalid environment: EINVOICE_SIGNING_P12 and EINVOICE_SIGNING_P12_PASSWORD must be set together (the certificate file opens with its password)',
        );
    }
    if (env.LIVE_PUBSUB === 'redis' && !env.REDIS_URL) {
        throw new EnvironmentError('Invalid environment: REDIS_URL must be set when LIVE_PUBSUB is redis');
    }
    const production = env.NODE_ENV === 'production';
    if (production) {
        const refusal = PRODUCTION_REFUSALS.find(r => r.unsafe(env) && !env[r.allow]);
        if (refusal)
            throw new EnvironmentError(`Invalid environment: ${refusal.message} when NODE_ENV is production (set ${refusal.allow}=true to start anyway)`);
    }
    if (production && (env.TEST_BOX_CRASH_AT !== undefined || env.TEST_DRAW_CRASH_AT !== undefined)) {
        throw new EnvironmentError(
            'Invalid environment: TEST_BOX_CRASH_AT and TEST_DRAW_CRASH_AT must not be set when NODE_ENV is production (they kill the process)',
        );
    }
    if (production && env.TEST_PASSWORD_HASH_ROUNDS !== undefined) {
        throw new EnvironmentError('Invalid environment: TEST_PASSWORD_HASH_ROUNDS must not be set when NODE_ENV is production (weak password hashes)');
    }
    if (production && env.TEST_JOB_STALL_SECONDS !== undefined) {
        throw new EnvironmentError('Invalid environment: TEST_JOB_STALL_SECONDS must not be set when NODE_ENV is production (a busy job would be run twice)');
    }
    return {
        ...env,
        LIVE_PUBSUB: env.LIVE_PUBSUB ?? (env.REDIS_URL ? 'redis' : 'local'),
        production,
        shopApiIntrospection: env.SHOP_API_INTROSPECTION ?? !production,
        devTools: env.DEV_TOOLS ?? !production,
        database: env.DATABASE_URL
            ? { type: 'postgres', url: env.DATABASE_URL }
            : { type: 'sqlite', file: env.SQLITE_FILE ?? path.join(env.DATA_DIR, 'tuah.sqlite') },
        usesDefaultSuperadmin: env.SUPERADMIN_USERNAME === DEFAULT_SUPERADMIN.username && env.SUPERADMIN_PASSWORD === DEFAULT_SUPERADMIN.password,
    };
}
