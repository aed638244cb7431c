import { defineConfig } from 'vitest/config';

/** Browser journeys: each file starts a real server and drives Chromium, two files at a time. */
export default defineConfig({
    test: {
        // Per-file times for the summary .ci/run prints at the end (.ci/test-times.mjs).
        reporters: ['default', ['json', { outputFile: `../../test-results/times/storefront-journeys-${process.env.TEST_DATABASE ?? 'sqlite'}.json` }]],
        environment: 'node',
        include: ['e2e/**/*.test.ts'],
        // Journey servers start on copies of one seeded demo shop per run instead of seeding their own.
        globalSetup: ['../../packages/testing/src/seeded-shop.ts'],
        // Two at a time (each with its own server and Chromium): 433 s where one at a time took 691 s on
        // the two cores (2026-11-30, docs/server.md#tests-what-runs-where).
        fileParallelism: true,
        maxWorkers: 2,
        // A worker runs its files one after the other in one process: each file's fresh process and module
        // loading cost a second or more, and no file changes module state another reads (no mocks, no env writes).
        isolate: false,
        testTimeout: 60_000,
        hookTimeout: 240_000,
        // `expect.poll` waits up to 10 s, not Vitest's 1 s: with two files at a time a page or a server
        // can take longer than a second to get there (a sign-out's token removal missed it once in CI).
        expect: { poll: { timeout: 10_000 } },
    },
});
