// First, so every module after it is found through the paths the last start kept.
import { keepModulePaths } from './common/module-paths';

import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';

import { bootstrap, bootstrapWorker, JobQueueService, Logger, VendureConfig } from '@vendure/core';
import { DataSource, DataSourceOptions } from 'typeorm';

import { collectWhenIdle } from './common/heap-bound';
import { BUILD_SCHEMA_CACHE, cacheVendureSchemas } from './common/schema-cache';
import { logStartPhases, markStartPhase, startTimingsLine } from './common/start-timings';
import { EnvironmentError, randomnessOnOwnKey, readEnvironment } from './config/environment';
import { applyProcessRole } from './config/process-roles';
import { isOutage } from './config/outage-errors';
import { buildVendureConfig } from './config/vendure-config';
import { holdRequests, serveRequests } from './plugins/startup';
import { seedDemoData } from './seed/seed-demo-data';

async function main() {
    markStartPhase('modules');
    const env = readEnvironment();
    // Vendure's usage telemetry would call out to the internet, which this shop never does unasked.
    process.env.VENDURE_DISABLE_TELEMETRY ??= 'true';
    if (env.database.type === 'sqlite') fs.mkdirSync(path.dirname(env.database.file), { recursive: true });
    if (env.usesDefaultSuperadmin) {
        console.warn(
            'WARNING: the admin API uses the default superadmin credentials (superadmin/superadmin). ' +
                'Set SUPERADMIN_USERNAME and SUPERADMIN_PASSWORD before exposing this server.',
        );
    }
    if (env.production && randomnessOnOwnKey(env)) {
        const onWhat =
            env.DRAW_PROVIDER === 'local'
                ? 'draws on its VRF key'
                : 'ticket rarities, box openings' + (env.DRAW_PROVIDER === 'drand' ? ' and draws' : '') + ' on the embedded beacon';
        console.warn(
            `WARNING: randomness rests on this server's own key (${onWhat}): whoever holds it can know an outcome before it happens. ` +
                'Set DRAW_BEACON_URL (a public drand chain, pinned) and DRAW_PROVIDER=chainlink or drand (docs/fairness.md).',
        );
    }
    const config = applyProcessRole(buildVendureConfig(env), env.PROCESS_ROLE);
    markStartPhase('config');

    if (env.PROCESS_ROLE === 'worker') {
        const worker = await bootstrapWorker(config);
        await worker.startJobQueue();
        // Printed whatever the log level, as the server's ready line: tests and scripts wait for it.
        console.log(`Tuah worker is ready (${env.database.type}, job queue: ${env.REDIS_URL ? 'redis' : 'sql'})`);
        keepModulePaths();
        return;
    }
    await migrate(config);
    markStartPhase('migrations');
    // Listening starts inside bootstrap; until the demo seed is done, every request but the
    // health checks answers 503 (plugins/startup), so nobody shops in a half-seeded shop.
    if (env.SEED_DEMO_DATA) holdRequests('setting up the demo shop');
    // Kept in the data folder and beside the build: a fresh data folder finds what this build made.
    cacheVendureSchemas(path.join(env.DATA_DIR, 'cache'), BUILD_SCHEMA_CACHE);
    const app = await bootstrap(config);
    keepIdleConnections(app.getHttpServer(), env.HTTP_KEEP_ALIVE_SECONDS);
    // The startup plugin marked "bootstrap" when Nest's modules were ready; the rest is the
    // plugins' start hooks and opening the port.
    markStartPhase('listen');
    if (env.PROCESS_ROLE === 'all') await app.get(JobQueueService).start();
    markStartPhase('job queue');
    if (env.SEED_DEMO_DATA) {
        await seedDemoData(app, { importAssetsDir: config.importExportOptions!.importAssetsDir!, crashAt: env.TEST_SEED_CRASH_AT });
    }
    serveRequests();
    if (env.IDLE_COLLECTION_SECONDS > 0) {
        collectWhenIdle(app.getHttpServer(), {
            idleSeconds: env.IDLE_COLLECTION_SECONDS,
            slackMiB: env.IDLE_COLLECTION_SLACK_MIB,
            report: line => Logger.info(line, 'Memory'),
        });
    }
    markStartPhase('ready');
    logStartPhases(line => Logger.info(line, 'Start'));
    // Printed whatever the log level, as the ready line: what the start spent its time on.
    console.log(startTimingsLine());
    // Printed whatever the log level: tests and scripts wait for it, the shop is complete then.
    console.log(`Tuah is ready on http://localhost:${env.PORT} (${env.database.type})`);
    keepModulePaths();
}

/**
 * Applies the committed migrations; the schema is never synchronised from the entities outside tests.
 * On a connection that knows no entities: Vendure's runMigrations would first prepare the whole
 * config and build every entity's metadata, and after running compare the whole schema with the
 * entities (about a second of a first start, and of every restart when asked only whether anything
 * is pending). The migrations are plain SQL; test/migrations.test.ts makes that comparison, in the tests.
 */
async function migrate(config: VendureConfig) {
    const connection = new DataSource({ ...config.dbConnectionOptions, entities: [], subscribers: [] } as DataSourceOptions);
    await connection.initialize();
    try {
        // Most starts have nothing to migrate: that answer reads only the migrations table.
        if (!(await connection.showMigrations())) return;
        // As Vendure does: SQLite rebuilds a table to alter it, which foreign keys would refuse.
        const sqlite = connection.options.type === 'better-sqlite3' || connection.options.type === 'sqlite';
        if (sqlite) await connection.query('PRAGMA foreign_keys = OFF');
        // A fresh file runs every migration, each a transaction: in WAL mode, NORMAL syncs at
        // checkpoints (and at close, below) rather than at every commit, 0.3-0.5 s of a first start.
        // A power cut can only lose the last migrations whole, with their record: the next start
        // runs them again. This connection only; the shop's own keeps SQLite's default.
        if (sqlite) await connection.query('PRAGMA synchronous = NORMAL');
        try {
            // Printed as Vendure's runMigrations printed it, whatever the log level (it runs before the logger is set up).
            for (const ran of await connection.runMigrations({ transaction: 'each' })) console.log(`Successfully ran migration: ${ran.name}`);
        } finally {
            if (sqlite) await connection.query('PRAGMA foreign_keys = ON');
        }
    } finally {
        await connection.destroy();
    }
}

/**
 * Keeps idle kept-alive connections `seconds` (HTTP_KEEP_ALIVE_SECONDS), longer than a proxy in front
 * keeps its own; the time allowed for a request's headers stays longer still, as Node requires.
 */
function keepIdleConnections(server: Server, seconds: number) {
    server.keepAliveTimeout = seconds * 1000;
    server.headersTimeout = Math.max(server.headersTimeout, server.keepAliveTimeout + 1000);
}

/**
 * A database or Redis connection dropped under a background task (the scheduler, a job poll,
 * pg's connection start-up) can surface as a promise nobody awaits; Node would end the process.
 * Such a blip is survived instead (the task runs again on its next turn, docs/deploy.md#faults);
 * any other unhandled rejection still ends the process, as before.
 */
process.on('unhandledRejection', err => {
    if (isOutage(err)) {
        console.warn(`A service is unreachable; carrying on (${(err as Error).message})`);
        return;
    }
    throw err;
});

main().catch(err => {
    if (err instanceof EnvironmentError) {
        console.error(err.message);
    } else {
        console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    }
    process.exit(1);
});
