import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { generateMigration, runMigrations } from '@vendure/core';
import { preBootstrapConfig } from '@vendure/core/dist/bootstrap';
import { DataSource } from 'typeorm';

import { readEnvironment } from '../config/environment';
import { buildVendureConfig } from '../config/vendure-config';
import { createScratchDatabase, DatabaseKind } from './scratch-database';

/**
 * Migrations are SQL of one dialect, so each database kind has its own folder, generated from
 * the same entities:
 *   node dist/scripts/migrations.js generate <Name>   writes a migration for every kind
 *   node dist/scripts/migrations.js check             fails if the entities differ from what
 *                                                     the committed migrations build
 */
const KINDS: DatabaseKind[] = ['sqlite', 'postgres'];

/**
 * Vendure registers custom-field columns once per process, typed for the first database it meets
 * (a `datetime` custom field is `datetime` on SQLite, `timestamp` on PostgreSQL): so each kind
 * runs in a process of its own, this script again with MIGRATIONS_KIND set.
 */
function inOwnProcess(kind: DatabaseKind): boolean {
    const child = spawnSync(process.execPath, process.argv.slice(1), { env: { ...process.env, MIGRATIONS_KIND: kind }, stdio: 'inherit' });
    return child.status === 0;
}

async function main() {
    const [command, name] = process.argv.slice(2);
    const only = process.env.MIGRATIONS_KIND as DatabaseKind | undefined;
    if (!only && (command === 'check' || (command === 'generate' && name))) {
        const failed = KINDS.filter(kind => !inOwnProcess(kind));
        if (failed.length) {
            if (command === 'check')
                console.error('The entities differ from the committed migrations: run `npm run migration:generate -w apps/server -- <Name>`');
            process.exit(1);
        }
        if (command === 'check') console.log('Migrations match the entities for ' + KINDS.join(' and '));
        return;
    }
    if (command === 'generate' && name && only) {
        await generate(only, name);
    } else if (command === 'check' && only) {
        const stale = await pendingChanges(only);
        if (stale) process.exit(1);
    } else {
        console.error('Usage: migrations.js generate <Name> | check');
        process.exit(2);
    }
}

async function configFor(kind: DatabaseKind) {
    const db = await createScratchDatabase(kind);
    const config = buildVendureConfig(readEnvironment({ ...process.env, ...db.env }));
    return { db, config };
}

async function generate(kind: DatabaseKind, name: string) {
    const { db, config } = await configFor(kind);
    try {
        await runMigrations(config);
        await generateMigration(config, {
            name,
            outputDir: path.join(__dirname, '../../src/migrations', kind),
        });
    } finally {
        await db.drop();
    }
}

async function pendingChanges(kind: DatabaseKind): Promise<boolean> {
    const { db, config } = await configFor(kind);
    try {
        await runMigrations(config);
        if (process.exitCode) throw new Error(`Migrations failed on ${kind}`);
        // preBootstrapConfig adds every entity (core, plugins, custom fields) to the connection options.
        const { dbConnectionOptions } = await preBootstrapConfig(config);
        const dataSource = new DataSource({ ...dbConnectionOptions, synchronize: false, migrationsRun: false });
        await dataSource.initialize();
        const log = await dataSource.driver.createSchemaBuilder().log();
        await dataSource.destroy();
        if (log.upQueries.length) {
            console.error(`${kind}: ${log.upQueries.length} schema change(s) not in a migration, e.g. ${log.upQueries[0].query}`);
            return true;
        }
        return false;
    } finally {
        await db.drop();
    }
}

main().catch(err => {
    console.error(err);
    process.exit(1);
});
