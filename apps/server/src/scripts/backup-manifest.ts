import crypto from 'node:crypto';

/** What a backup folder holds and how its manifest describes the data (scripts/backup.ts); the tests check restores against it. */

export const MANIFEST_FILE = 'manifest.json';
export const FORMAT = 'tuah-backup/1';
export const SQLITE_DUMP = 'database.sqlite';
export const POSTGRES_DUMP = 'database.pgdump';
export const ASSETS = 'assets';

export interface BackupManifest {
    format: typeof FORMAT;
    takenAt: string;
    mode: 'sqlite' | 'postgres';
    /** The last schema migration the database had run (TypeORM's name, e.g. CodeBatchExpiry1795665487403). */
    migration: string | null;
    database: string;
    assets: string;
    /** `file`: the key file is in the backup; `VRF_SECRET_KEY`: the key lives in the environment (keep it with the secrets); `none`: no key yet. */
    vrfKey: 'file' | 'VRF_SECRET_KEY' | 'none';
    counts: { orders: number; tickets: number; campaigns: number; draws: number; blindBoxes: number; customers: number; auditEntries: number; assets: number };
    /** sha256 of every order's `code state totalWithTax`, one a line in code order: a restore is checked against it. */
    ordersDigest: string;
}

export type Rows = (sql: string) => Promise<Record<string, unknown>[]>;

/** What the manifest says about the data, read through `rows` (one consistent snapshot). */
export async function describeData(rows: Rows) {
    const count = async (table: string) => Number((await rows(`SELECT COUNT(*) AS n FROM "${table}"`))[0].n);
    const orders = await rows(`SELECT "code", "state", "subTotalWithTax" + "shippingWithTax" AS "total" FROM "order" ORDER BY "code"`);
    const migration = await rows(`SELECT "name" FROM "migrations" ORDER BY "timestamp" DESC LIMIT 1`);
    return {
        migration: (migration[0]?.name as string | undefined) ?? null,
        counts: {
            orders: orders.length,
            tickets: await count('ticket'),
            campaigns: await count('campaign'),
            draws: await count('draw_record'),
            blindBoxes: await count('blind_box'),
            customers: await count('customer'),
            auditEntries: await count('audit_entry'),
        },
        ordersDigest: ordersDigest(orders.map(o => ({ code: String(o.code), state: String(o.state), total: Number(o.total) }))),
    };
}

export function ordersDigest(orders: { code: string; state: string; total: number }[]): string {
    const lines = [...orders].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)).map(o => `${o.code} ${o.state} ${o.total}\n`);
    return crypto.createHash('sha256').update(lines.join('')).digest('hex');
}
