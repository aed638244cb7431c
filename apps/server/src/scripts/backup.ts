import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';
import { Client } from 'pg';

import { EnvironmentError, readEnvironment, type Environment } from '../config/environment';
import { BEACON_KEY_FILE } from '../config/beacon-key';
import { FAIRNESS_LOG_KEY_FILE, VRF_KEY_FILE } from '../config/vrf-key';
import { ASSETS, BackupManifest, describeData, FORMAT, MANIFEST_FILE, POSTGRES_DUMP, SQLITE_DUMP } from './backup-manifest';

/**
 * Backup and restore of a whole shop (docs/deploy.md#backups), in either mode:
 *   node dist/scripts/backup.js backup [folder]    (npm run backup)   writes <folder>/tuah-<time>/
 *   node dist/scripts/backup.js restore <backup>   (npm run restore)  into an EMPTY database and DATA_DIR
 * Where the data is comes from the same environment the server reads (DATABASE_URL, DATA_DIR, SQLITE_FILE).
 *
 * A backup folder holds the database (SQLite's online backup, or a `pg_dump` custom-format
 * archive), DATA_DIR's assets, the VRF key file (past proofs carry their public key, but without
 * the key a restored shop would prove new draws and boxes under another one) and manifest.json: when, which mode, the last schema
 * migration, and counts plus a digest of the orders, all read from the same snapshot as the dump.
 */

/** A refusal or a failure the operator can act on: printed as one line, exit code 1. */
class BackupError extends Error {}

async function backup(env: Environment, parent: string): Promise<string> {
    const folder = path.resolve(parent, `tuah-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    if (fs.existsSync(folder)) throw new BackupError(`${folder} already exists`);
    fs.mkdirSync(folder, { recursive: true });
    try {
        const takenAt = new Date().toISOString();
        const described = env.database.type === 'sqlite' ? await backupSqlite(env.database.file, folder) : await backupPostgres(env.database.url, folder);
        // Assets after the database: an asset row always has its file (assets are written before their row).
        const assets = copyAssets(path.join(env.DATA_DIR, ASSETS), path.join(folder, ASSETS));
        const vrfKey = copyVrfKey(env, folder);
        copyKeyFiles(env.DATA_DIR, folder);
        const manifest: BackupManifest = {
            format: FORMAT,
            takenAt,
            mode: env.database.type,
            migration: described.migration,
            database: env.database.type === 'sqlite' ? SQLITE_DUMP : POSTGRES_DUMP,
            assets: ASSETS,
            vrfKey,
            counts: { ...described.counts, assets },
            ordersDigest: described.ordersDigest,
        };
        fs.writeFileSync(path.join(folder, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n');
        return folder;
    } catch (err) {
        fs.rmSync(folder, { recursive: true, force: true });
        throw err;
    }
}

/** SQLite's online backup API: a consistent copy while the shop keeps writing (WAL readers never block writers). */
async function backupSqlite(file: string, folder: string) {
    if (!fs.existsSync(file)) throw new BackupError(`There is no SQLite database at ${file} (check DATA_DIR or SQLITE_FILE)`);
    const source = new Database(file, { fileMustExist: true });
    const target = path.join(folder, SQLITE_DUMP);
    try {
        source.pragma('busy_timeout = 5000');
        // All remaining pages in one step: a step-wise copy restarts whenever the shop writes between steps.
        await source.backup(target, { progress: () => 1 << 30 });
    } finally {
        source.close();
    }
    const copy = new Database(target, { readonly: true });
    try {
        return await describeData(async sql => copy.prepare(sql).all() as Record<string, unknown>[]);
    } finally {
        copy.close();
    }
}

/**
 * pg_dump in custom format, of the very snapshot the manifest's counts are read in: a REPEATABLE READ
 * transaction exports its snapshot and pg_dump uses it (--snapshot), so a sale going on changes neither.
 */
async function backupPostgres(url: string, folder: string) {
    const client = new Client({ connectionString: url });
    try {
        await client.connect();
    } catch (err) {
        throw new BackupError(`Cannot connect to DATABASE_URL (${(err as Error).message})`);
    }
    try {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const snapshot = (await client.query('SELECT pg_export_snapshot() AS id')).rows[0].id as string;
        const described = await describeData(async sql => (await client.query(sql)).rows);
        await run('pg_dump', [
            '--format=custom',
            '--no-owner',
            '--no-privileges',
            `--snapshot=${snapshot}`,
            `--file=${path.join(folder, POSTGRES_DUMP)}`,
            `--dbname=${url}`,
        ]);
        await client.query('COMMIT');
        return described;
    } finally {
        await client.end();
    }
}

function copyAssets(from: string, to: string): number {
    fs.mkdirSync(to, { recursive: true });
    if (!fs.existsSync(from)) return 0;
    // assets/cache holds the asset server's resized previews: made again on demand, so left out.
    const cache = path.join(from, 'cache');
    fs.cpSync(from, to, { recursive: true, filter: source => source !== cache });
    return countFiles(to);
}

function countFiles(dir: string): number {
    return fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? countFiles(path.join(dir, e.name)) : 1), 0);
}

function copyVrfKey(env: Environment, folder: string): BackupManifest['vrfKey'] {
    if (env.VRF_SECRET_KEY) return 'VRF_SECRET_KEY';
    const file = path.join(env.DATA_DIR, VRF_KEY_FILE);
    if (!fs.existsSync(file)) return 'none';
    fs.copyFileSync(file, path.join(folder, VRF_KEY_FILE));
    fs.chmodSync(path.join(folder, VRF_KEY_FILE), 0o600);
    return 'file';
}

/**
 * The generated keys kept as files, when they are:
 * - the fairness log's signing key (docs/fairness.md#the-fairness-log): a restore without it would
 *   sign new heads with a new key, which every mirror would refuse;
 * - the embedded beacon's key and genesis (docs/fairness.md#drand): a draw whose round was fixed
 *   before the backup waits for that round signed under that key, and would never end without it.
 */
function copyKeyFiles(from: string, to: string) {
    for (const name of [FAIRNESS_LOG_KEY_FILE, BEACON_KEY_FILE]) {
        const file = path.join(from, name);
        if (!fs.existsSync(file)) continue;
        fs.copyFileSync(file, path.join(to, name));
        fs.chmodSync(path.join(to, name), 0o600);
    }
}

function readManifest(folder: string): BackupManifest {
    if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) throw new BackupError(`There is no backup folder at ${folder}`);
    let manifest: BackupManifest;
    try {
        manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST_FILE), 'utf8'));
    } catch (err) {
        throw new BackupError(`${path.join(folder, MANIFEST_FILE)} cannot be read as a Tuah backup manifest (${(err as Error).message.split('\n')[0]})`);
    }
    if (manifest?.format !== FORMAT || (manifest.mode !== 'sqlite' && manifest.mode !== 'postgres')) {
        throw new BackupError(`${path.join(folder, MANIFEST_FILE)} is not a Tuah backup manifest (format ${FORMAT})`);
    }
    if (!fs.existsSync(path.join(folder, manifest.database))) throw new BackupError(`The backup has no ${manifest.database}`);
    if (manifest.vrfKey === 'file' && !fs.existsSync(path.join(folder, VRF_KEY_FILE))) throw new BackupError(`The backup has no ${VRF_KEY_FILE}`);
    return manifest;
}

/** A backup of a newer Tuah than this one would start on a schema this code does not know. */
function checkMigration(manifest: BackupManifest) {
    const stamp = (name: string | null) => Number(/(\d{13})$/.exec(name ?? '')?.[1] ?? 0);
    const known = fs
        .readdirSync(path.join(__dirname, '../migrations', manifest.mode))
        .map(f => Number(/^(\d{13})-/.exec(f)?.[1] ?? 0))
        .reduce((a, b) => Math.max(a, b), 0);
    if (stamp(manifest.migration) > known) {
        throw new BackupError(`The backup is of a newer Tuah (migration ${manifest.migration}): update this installation before restoring it`);
    }
}

function checkEmptyDataDir(dir: string) {
    if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
        throw new BackupError(`DATA_DIR ${dir} is not empty: restore into an empty folder (a restore never overwrites a shop)`);
    }
}

async function restore(env: Environment, folder: string): Promise<BackupManifest> {
    const manifest = readManifest(folder);
    if (manifest.mode !== env.database.type) {
        throw new BackupError(
            manifest.mode === 'sqlite'
                ? 'The backup is of an SQLite shop but DATABASE_URL is set: unset it to restore into DATA_DIR'
                : 'The backup is of a PostgreSQL shop: set DATABASE_URL to the empty database to restore into',
        );
    }
    if (manifest.vrfKey === 'VRF_SECRET_KEY' && !env.VRF_SECRET_KEY) {
        throw new BackupError('The backed-up shop took its VRF key from VRF_SECRET_KEY: set the same VRF_SECRET_KEY, or past proofs would not re-publish');
    }
    checkMigration(manifest);
    checkEmptyDataDir(env.DATA_DIR);
    if (env.database.type === 'sqlite') {
        if (fs.existsSync(env.database.file)) throw new BackupError(`${env.database.file} already exists: restore into an empty DATA_DIR and SQLITE_FILE`);
        fs.mkdirSync(path.dirname(env.database.file), { recursive: true });
        fs.copyFileSync(path.join(folder, manifest.database), env.database.file);
    } else {
        const url = env.database.url;
        await postgresIsEmpty(url);
        // One transaction: a restore that fails part-way leaves the database empty, to try again.
        await run('pg_restore', [
            '--no-owner',
            '--no-privileges',
            '--exit-on-error',
            '--single-transaction',
            `--dbname=${url}`,
            path.join(folder, manifest.database),
        ]);
    }
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    fs.cpSync(path.join(folder, manifest.assets), path.join(env.DATA_DIR, ASSETS), { recursive: true });
    if (manifest.vrfKey === 'file') {
        fs.copyFileSync(path.join(folder, VRF_KEY_FILE), path.join(env.DATA_DIR, VRF_KEY_FILE));
        fs.chmodSync(path.join(env.DATA_DIR, VRF_KEY_FILE), 0o600);
    }
    copyKeyFiles(folder, env.DATA_DIR);
    return manifest;
}

async function postgresIsEmpty(url: string) {
    const client = new Client({ connectionString: url });
    try {
        await client.connect();
    } catch (err) {
        throw new BackupError(`Cannot connect to DATABASE_URL (${(err as Error).message}): create the empty database first (createdb)`);
    }
    try {
        const tables = Number(
            (await client.query(`SELECT COUNT(*) AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`)).rows[0].n,
        );
        if (tables > 0)
            throw new BackupError(
                `The database of DATABASE_URL is not empty (${tables} tables): restore into an empty database (a restore never overwrites a shop)`,
            );
    } finally {
        await client.end();
    }
}

/** Runs a PostgreSQL client tool; its own message becomes the error when it fails. */
function run(command: string, args: string[]): Promise<void> {
    return new Promise((resolve, reject) => {
        const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
        let stderr = '';
        child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
        child.once('error', err =>
            reject(
                new BackupError(
                    `${command} could not run (${(err as NodeJS.ErrnoException).code === 'ENOENT' ? `install the PostgreSQL client tools` : err.message})`,
                ),
            ),
        );
        child.once('exit', code => {
            const line = stderr.trim().split('\n')[0];
            if (code === 0) resolve();
            else reject(new BackupError(`${command} failed: ${line || `exit code ${code}`}`));
        });
    });
}

async function main() {
    const [command, where] = process.argv.slice(2);
    const env = readEnvironment();
    if (command === 'backup') {
        const folder = await backup(env, where ?? path.join(process.cwd(), 'backups'));
        const manifest: BackupManifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST_FILE), 'utf8'));
        const c = manifest.counts;
        console.log(
            `Backup of the ${manifest.mode} shop written to ${folder} (${c.orders} orders, ${c.tickets} tickets, ${c.draws} draws, ${c.assets} asset files)`,
        );
    } else if (command === 'restore') {
        if (!where) throw new BackupError('Say which backup folder to restore: npm run restore -- <folder>');
        const manifest = await restore(env, path.resolve(where));
        console.log(
            `Restored the ${manifest.mode} shop backed up at ${manifest.takenAt} (${manifest.counts.orders} orders, ${manifest.counts.tickets} tickets): start the server on it`,
        );
    } else {
        throw new BackupError('Usage: backup.js backup [folder] | restore <folder>');
    }
}

main().catch(err => {
    const known = err instanceof BackupError || err instanceof EnvironmentError;
    console.error(known ? err.message : `${process.argv[2] === 'restore' ? 'Restore' : 'Backup'} failed: ${(err as Error).message.split('\n')[0]}`);
    process.exit(1);
});
