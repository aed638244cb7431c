import { defineConfig } from 'vitest/config';

export default defineConfig({
    test: {
        // Per-file times for the summary .ci/run prints at the end (.ci/test-times.mjs).
        reporters: ['default', ['json', { outputFile: `../../test-results/times/server-${process.env.TEST_DATABASE ?? 'sqlite'}.json` }]],
        include: ['test/**/*.test.ts'],
        // Each file starts real server processes; on two cores they run one file at a time.
        fileParallelism: false,
        testTimeout: 60_000,
        hookTimeout: 240_000,
    },
});
