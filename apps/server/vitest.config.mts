import { defineConfig } from 'vitest/config';

/**
 * The PostgreSQL pass (CI's second) runs the tests whose outcome can depend on the database. These
 * test the HTTP layer, the environment, the sources, statistics or the chain client, whatever the
 * database: they run once, on SQLite.
 */
const DATABASE_INDEPENDENT = [
    'test/environment.test.ts',
    'test/plugin-boundaries.test.ts',
    'test/migrations.test.ts', // builds a scratch database of each kind itself
    'test/blind-box-outcome.test.ts',
    'test/hardening.test.ts',
    'test/shop-api-fuzz.test.ts',
    'test/draw-chainlink.test.ts',
    'test/doc-links.test.ts', // reads the sources as text, no server
    'test/otp-auth-sms-gateway.test.ts', // the HTTP adapter against a fake gateway
    'test/dashboard-admin-permissions.test.ts', // which permission opens which operation
    'test/deploy-compose.test.ts', // reads deploy/compose.yaml, no server
];

export default defineConfig({
    test: {
        // Per-file times for the summary .ci/run prints at the end (.ci/test-times.mjs).
        reporters: ['default', ['json', { outputFile: `../../test-results/times/server-${process.env.TEST_DATABASE ?? 'sqlite'}.json` }]],
        include: ['test/**/*.test.ts'],
        exclude: process.env.TEST_DATABASE === 'postgres' ? DATABASE_INDEPENDENT : [],
        // Test servers start on copies of one seeded demo shop per run instead of seeding their own.
        globalSetup: ['../../packages/testing/src/seeded-shop.ts'],
        // Each file starts real server processes; on two cores they run one file at a time.
        fileParallelism: false,
        testTimeout: 60_000,
        hookTimeout: 240_000,
    },
});
