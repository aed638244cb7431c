import { defineConfig } from 'vitest/config';

/**
 * `npm run test:scale`: the scaled topology of deploy/compose.yaml (two PROCESS_ROLE=server
 * processes and one PROCESS_ROLE=worker on PostgreSQL and Redis) as plain processes. Its own
 * config: the normal server tests (`test/**`) never start it, and it never runs on SQLite.
 */
export default defineConfig({
    test: {
        root: import.meta.dirname,
        include: ['**/*.test.ts'],
        reporters: ['default', ['json', { outputFile: '../../../test-results/times/server-scale.json' }]],
        // The suite's servers start on a copy of one seeded demo shop, as the normal tests' do.
        globalSetup: ['../../../packages/testing/src/seeded-shop.ts'],
        // Its two files side by side, each with its own servers, worker, database and Redis prefix: 112 s
        // where one after the other took about 205 s (2026-11-30, docs/server.md#tests-what-runs-where).
        fileParallelism: true,
        maxWorkers: 2,
        testTimeout: 120_000,
        hookTimeout: 240_000,
        // `expect.poll` waits up to 10 s, not Vitest's 1 s: with two files at a time a page or a server
        // can take longer than a second to get there (a sign-out's token removal missed it once in CI).
        expect: { poll: { timeout: 10_000 } },
    },
});
