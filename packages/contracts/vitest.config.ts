import { defineConfig } from 'vitest/config';

export default defineConfig({
    test: {
        // Per-file times for the summary .ci/run prints at the end (.ci/test-times.mjs).
        reporters: ['default', ['json', { outputFile: `../../test-results/times/contracts-${process.env.TEST_DATABASE ?? 'sqlite'}.json` }]],
        include: ['test/**/*.test.ts'],
        // Builds dist/ (tsc + the cached solc-js compile) once: the tests read the compiled
        // artifacts and the CLI test runs dist/local-chain.js.
        globalSetup: ['test/global-setup.ts'],
        // One in-process chain per file; two cores.
        maxWorkers: 2,
        testTimeout: 30_000,
        hookTimeout: 60_000,
    },
});
