import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { version } from './package.json';

/** Component and unit tests: jsdom, the shop API mocked with msw. */
export default defineConfig({
    plugins: [react()],
    // The version the settings page shows.
    define: { __APP_VERSION__: JSON.stringify(version), __ASSET_VERSION__: JSON.stringify(`${version}+test`) },
    test: {
        // Per-file times for the summary .ci/run prints at the end (.ci/test-times.mjs).
        reporters: ['default', ['json', { outputFile: `../../test-results/times/storefront-components-${process.env.TEST_DATABASE ?? 'sqlite'}.json` }]],
        environment: 'jsdom',
        include: ['src/**/*.test.{ts,tsx}'],
        setupFiles: ['src/test/setup.ts'],
        restoreMocks: true,
        // `npm test` runs these beside the server's tests (scripts/run-parallel.mjs): on two shared cores a
        // test of several screens can take longer than Vitest's 5 s default without anything being wrong.
        testTimeout: 20_000,
    },
});
