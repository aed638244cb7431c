import { defineConfig } from 'vitest/config';

export default defineConfig({
    test: {
        // Per-file times for the summary .ci/run prints at the end (.ci/test-times.mjs).
        reporters: ['default', ['json', { outputFile: `../../test-results/times/fairness-${process.env.TEST_DATABASE ?? 'sqlite'}.json` }]],
        include: ['src/**/*.test.ts'],
        environment: 'node',
        testTimeout: 20_000,
    },
});
